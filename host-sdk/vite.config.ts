/**
 * Library builds of the host SDK, driven by host-sdk/scripts/build.ts (`npm run build`), which also writes the
 * bundled `index.d.ts` and the package's `package.json` into the same folder:
 *   mode `production` (default) -> dist/host-sdk/host-sdk.iife.js (global TravelHostSdk, minified)
 *   mode `esm`                  -> dist/host-sdk/index.js (ES module)
 * Both speak the bridge's penpal v7 protocol through src/bridge-link.ts (penpal itself is not bundled: issue #23).
 * Budget: the IIFE stays within 6144 bytes (6 KB) gzip -9 (`gzip -9 -c dist/host-sdk/host-sdk.iife.js
 * | wc -c`), enforced by host-sdk/src/built-package.test.ts.
 * Source maps only with `SOURCEMAPS=1` (a local debugging build); production builds publish none (issue #6 item 7).
 */
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Same aliases as the root vite.config.ts / tsconfig.json "paths". */
const aliases = {
  '@travel/contract': r('../contract/src/index.ts'),
  '@travel/brands': r('../brands/src/index.ts'),
  '@travel/host-sdk': r('./src/index.ts'),
};

export default defineConfig(({ mode }) => {
  const esm = mode === 'esm';
  return {
    root: r('.'),
    publicDir: false,
    resolve: { alias: aliases },
    build: {
      outDir: r('../dist/host-sdk'),
      // The IIFE, ESM and declaration builds share the folder.
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: process.env.SOURCEMAPS === '1',
      minify: true,
      rollupOptions: { output: { generatedCode: { symbols: false } } },
      lib: {
        // The IIFE leaves out brandLogos (its artwork would not fit the 6 KB budget): src/iife.ts.
        entry: esm ? r('./src/index.ts') : r('./src/iife.ts'),
        name: 'TravelHostSdk',
        formats: [esm ? 'es' : 'iife'],
        fileName: () => (esm ? 'index.js' : 'host-sdk.iife.js'),
      },
    },
  };
});
