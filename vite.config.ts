/**
 * Builds the frame app (`--mode frame`, the default) and the demo partner page (`--mode demo`), and
 * configures Vitest for the whole repository. The host SDK has its own config (host-sdk/vite.config.ts)
 * because it is a library build (ESM + IIFE).
 *
 * Source maps: none by default, so `npm run build` (what is deployed) publishes no `.map` files (issue #6
 * item 7). A developer who wants them locally builds with `SOURCEMAPS=1` (e.g. `SOURCEMAPS=1 REBUILD=1 npm
 * start`; the build `npm start` runs inherits the environment). The server refuses `*.map` under /assets/
 * and /sdk/ either way.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_LOCALES } from './frame-app/src/app/i18n/locales.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Path aliases mirror tsconfig.json "paths": one package name per top-level folder (brands also has its artwork-free `core` entry). */
export const aliases = {
  '@travel/contract': r('./contract/src/index.ts'),
  // Before '@travel/brands': Vite takes the first alias whose name is the import or its prefix.
  '@travel/brands/core': r('./brands/src/core.ts'),
  '@travel/brands': r('./brands/src/index.ts'),
  '@travel/host-sdk': r('./host-sdk/src/index.ts'),
};

/**
 * react-router's package exports point every condition at its development build (dev warnings, extra checks);
 * the frame's production build takes the production build the package also ships (about 7 KB gzip less in the
 * first script; issue #8 "initial JS must not grow by more than 5 KB"). Tests keep the development build.
 */
const reactRouterProduction = { find: /^react-router$/, replacement: r('./node_modules/react-router/dist/production/index.mjs') };

export default defineConfig(({ mode, command }) => {
  const demo = mode === 'demo';
  const aliasList = Object.entries(aliases).map(([find, replacement]) => ({ find, replacement }));
  return {
    root: demo ? r('./demo-host') : r('./frame-app'),
    base: '/',
    plugins: demo ? [] : [react()],
    resolve: { alias: command === 'build' && !demo ? [...aliasList, reactRouterProduction] : aliasList },
    build: {
      outDir: demo ? r('./dist/demo-host') : r('./dist/frame'),
      emptyOutDir: true,
      sourcemap: process.env.SOURCEMAPS === '1',
      target: 'es2022',
      // React Aria (forms, pickers, dialogs) is only needed by the lazily loaded pages: keep it in its own
      // chunk so the frame's first script (chrome, router, bridge) does not wait for it.
      // The demo partner site has three pages: the embedding page, the brand gallery and the UI kit (issue #10).
      rolldownOptions: demo
        ? { input: { main: r('./demo-host/index.html'), brandGallery: r('./demo-host/brand-gallery.html'), uiKit: r('./demo-host/ui-kit.html') } }
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'vendor',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|jotai|react-intl|@formatjs|intl-messageformat|zod|penpal)[\\/]/,
                    priority: 2,
                  },
                  {
                    name: 'react-aria',
                    priority: 1,
                    test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/,
                  },
                  // One chunk per translated language: its part files (app/i18n/catalogs/<locale>/*.json) arrive in
                  // one request when the locale is first used, not one request per part.
                  ...CATALOGUE_LOCALES.filter((locale) => locale !== 'en').map((locale) => ({
                    name: `messages-${locale}`,
                    priority: 3,
                    test: new RegExp(`app[\\\\/]i18n[\\\\/]catalogs[\\\\/]${locale}[\\\\/][^\\\\/]+\\.json$`),
                  })),
                ],
              },
            },
          },
    },
  };
});
