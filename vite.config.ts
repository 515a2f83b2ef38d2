/**
 * Builds the frame app (`--mode frame`, the default) and the demo partner page (`--mode demo`); Vitest has its
 * own config (vitest.config.ts, which reuses {@link aliases}). The host SDK has its own config
 * (host-sdk/vite.config.ts) because it is a library build (ESM + IIFE).
 *
 * Source maps: none by default, so `npm run build` (what is deployed) publishes no `.map` files (issue #6
 * item 7). A developer who wants them locally builds with `SOURCEMAPS=1` (e.g. `SOURCEMAPS=1 REBUILD=1 npm
 * start`; the build `npm start` runs inherits the environment). The server refuses `*.map` under /assets/
 * and /sdk/ either way.
 */
import { build, defineConfig, type Plugin } from 'vite';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
// vitest/config's UserConfig is vite's, widened with the `test` block.
import type { ViteUserConfig as UserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
/** The ICU parser's documented build without the parser, for messages precompiled by {@link precompileMessages}. */
const icuNoParser = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: r('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js') };

/**
 * Issue #23 "First page budget": the modules the front door (`/p/{partner}/`) runs before its search form is
 * interactive arrive as one chunk, `first-page` (one request, one brotli stream), instead of the ~40 small chunks
 * rolldown's default splitting makes of what the entry and the front door route share with other pages; the rest
 * splits by use (rolldown's default), so a later page loads only what it imports.
 *
 * Which modules those are is known only after tree-shaking (a static import of a barrel file pulls in nothing it
 * does not use), so a production frame build first bundles in memory with the default splitting (a "probe") and
 * takes the modules of the chunks the first page loads: the entry's static-import closure and that of
 * {@link FIRST_PAGE_DYNAMIC_ROOTS}. scripts/check-budgets.ts checks the result from the manifest.
 */
const FIRST_PAGE_DYNAMIC_ROOTS = [r('./frame-app/src/features/search/front-door-page.tsx')];

/** The probe's result: module ids of the first page (absolute paths, as rolldown names them). */
async function probeFirstPageModules(config: UserConfig): Promise<Set<string>> {
  const output = await build({ ...config, configFile: false, logLevel: 'silent', build: { ...config.build, write: false, manifest: false, emptyOutDir: false } });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : [])).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const pending = chunks.filter((c) => c.isEntry || (c.facadeModuleId !== null && FIRST_PAGE_DYNAMIC_ROOTS.includes(c.facadeModuleId)));
  const seen = new Set<string>();
  const modules = new Set<string>();
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) pending.push(next);
    }
  }
  return modules;
}

/**
 * Tree-shaking hints of the frame build (issue #23 "First page budget"). A module-level call such as
 * `defineMessages({...})` or `z.object({...})` counts as a side effect, so every module of the contract barrel and
 * every feature's message descriptors were bundled wherever anything imported their barrel (the first page carried
 * every schema, component and text a barrel re-exports). Contract and brands modules only declare schemas,
 * constants and pure functions; frame modules run nothing on import that matters unless one of their exports is
 * used (no frame module is imported for its side effects alone; CSS keeps its side effects); `defineMessages` is
 * react-intl's identity function. So a module none of whose exports is used is left out, and an unused descriptor
 * object too.
 */
const frameTreeshake = {
  moduleSideEffects: [
    { test: /\.css$/, sideEffects: true },
    { test: /[\\/](contract|brands)[\\/]src[\\/][^.]+\.ts$/, sideEffects: false },
    { test: /frame-app[\\/]src[\\/].+\.tsx?$/, sideEffects: false },
  ],
  manualPureFunctions: ['defineMessages'],
};

/**
 * Issue #23 "First page budget": statement-level tree-shaking of the contract and brands. Their modules only
 * declare schemas, constants and pure functions ({@link frameTreeshake}), but a top-level `z.object({...}).min(1)` is
 * a call the bundler must keep, so one used export of a module (a path, a constant) brought every schema of the
 * module, and through them zod's schema code, onto every page importing it. This build-only transform wraps each
 * top-level `const` initializer that is not already side-effect free to the bundler (a call, a spread, a member
 * access, ...) in a `/* @__PURE__ *\/` arrow call, so an unused one is dropped and a used one is kept unchanged.
 * zod's `.meta()` registry entries of a dropped schema go with it; the frame reads no registry.
 */
export const pureContractConstants: Plugin = {
  name: 'pure-contract-constants',
  apply: 'build',
  transform: {
    order: 'post',
    handler(code, id) {
      if (!/[\\/](contract|brands)[\\/]src[\\/][^.]+\.ts$/.test(id)) return null;
      const kept = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression', 'TemplateLiteral']);
      const spans: Array<[number, number]> = [];
      for (const node of this.parse(code).body) {
        const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const { init } of declaration.declarations) if (init && !kept.has(init.type)) spans.push([init.start, init.end]);
      }
      let out = code;
      for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      return { code: out, map: null };
    },
  },
};

/**
 * Issue #23 "First page budget": zod's classic schemas give every schema a JSON Schema converter
 * (`toJSONSchema()`, `~standard.jsonSchema`, `_zod.processJSONSchema`), so the frame shipped zod's JSON Schema
 * generator (core/to-json-schema.js and core/json-schema-processors.js, ~6 KB brotli) though it never makes a JSON
 * Schema (the server does, for its routes). In the frame build those two imports of zod/v4/classic/schemas.js resolve
 * to stubs: every converter throws "not in the frame build" when called, while `aggregateChecks` (what a string or
 * number schema's `minLength`/`maxLength`/`minValue`/... getters read, e.g. a text field's `maxLength` from its
 * schema) stays zod's own. Parsing is untouched. A frame module that calls `toJSONSchema` fails its first call loudly.
 */
export const zodWithoutJsonSchema: Plugin = {
  name: 'zod-without-json-schema',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !/[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer)) return null;
    if (source === '../core/json-schema-processors.js') return '\0zod-json-schema-processors-stub';
    if (source === '../core/to-json-schema.js') return '\0zod-to-json-schema-stub';
    return null;
  },
  load(id) {
    const unavailable = `function unavailable() { throw new Error('JSON Schema conversion is not in the frame build (vite.config.ts zodWithoutJsonSchema)'); }`;
    if (id === '\0zod-to-json-schema-stub') {
      return `${unavailable}\nexport const createToJSONSchemaMethod = () => unavailable;\nexport const createStandardJSONSchemaMethod = () => unavailable;\n`;
    }
    if (id !== '\0zod-json-schema-processors-stub') return null;
    const real = r('./node_modules/zod/v4/core/json-schema-processors.js');
    const names = [...readFileSync(real, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]).filter((name) => name !== 'aggregateChecks');
    return `${unavailable}\nexport { aggregateChecks } from ${JSON.stringify(real)};\n${names.map((name) => `export const ${name} = unavailable;`).join('\n')}\n`;
  },
};

/**
 * Library modules on the front door's first page whose top-level component declarations carry no
 * `/* @__PURE__ *\/` annotation ({@link pureLibraryComponents}): the module (matched on its path under
 * node_modules) and the callees of its `var|const X = callee(...)` declarations that only build a value.
 */
const PURE_LIBRARY_DECLARATIONS: ReadonlyArray<{ module: RegExp; callees: RegExp }> = [
  // react-router's production build: `var Link = React10.forwardRef(...)`, `var FrameworkContext = React.createContext(...)`.
  { module: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/, callees: /React\d*\.(?:forwardRef|createContext|memo)/ },
  // react-intl: `const FormattedDate = createFormattedComponent("formatDate")` and the other formatter components.
  { module: /[\\/]react-intl[\\/]index\.js$/, callees: /React\.(?:createContext|memo)|createFormattedComponent|createFormattedDateTimePartsComponent/ },
];

/**
 * Issue #23 "First page budget": react-router's production build and react-intl declare their components and
 * contexts as top-level calls with no `/* @__PURE__ *\/` annotation (`var Link = React10.forwardRef(...)`,
 * `const FormattedDate = createFormattedComponent("formatDate")`) and name them in top-level
 * `Link.displayName = "Link"` statements. To the bundler each is a call or a write it must keep, so every component
 * these libraries export rode on the first page whether or not the frame renders it: react-router's `Link` and
 * `NavLink` with framework mode's prefetching (the frame's links are ui/router-link.tsx), `ScrollRestoration`, the
 * framework and RSC contexts; react-intl's `FormattedDate`, `FormattedList`, ... (the frame formats through
 * `useIntl`). This build-only transform marks those calls pure ({@link PURE_LIBRARY_DECLARATIONS}; React's own builds
 * annotate `forwardRef`, `createContext` and `memo` the same way) and drops the top-level `displayName` statements
 * (names for React DevTools only), so what the frame does not use is left out. What the frame uses is unchanged.
 */
export const pureLibraryComponents: Plugin = {
  name: 'pure-library-components',
  apply: 'build',
  transform: {
    order: 'post',
    handler(code, id) {
      const rule = PURE_LIBRARY_DECLARATIONS.find(({ module }) => module.test(id));
      if (!rule) return null;
      const declaration = new RegExp(`^((?:var|const|let) [\\w$]+ = )((?:${rule.callees.source})\\()`, 'gm');
      const out = code.replace(declaration, '$1/* @__PURE__ */ $2').replace(/^[\w$]+\.displayName = "[^"\n]*";\n/gm, '');
      return out === code ? null : { code: out, map: null };
    },
  },
};

/** Module id prefix of the frame build's own copy of zod/mini ({@link zodMiniOwnCopy}). */
const ZOD_MINI_COPY = '\0zod-mini-copy:';

/**
 * Issue #23 "First page budget": the contract writes the schemas the front door parses (bootstrap, bridge messages,
 * frame and search URL parameters, error envelopes) with `zod/mini`, whose functional API lets the bundler keep
 * only the schema kinds and checks in use, instead of classic zod's methods, each of which brings in every other
 * schema kind. But rolldown places whole modules in chunks: zod's core modules, shared with the classic zod of later
 * pages, would come onto the first page whole (every schema kind a later page uses). So in the frame build every
 * `zod/mini` import resolves to a copy of zod/mini and its core modules under their own module ids (the same files,
 * read from node_modules): the first page carries that copy, tree-shaken to what mini schemas use, and classic zod
 * with its own core loads with the first page that needs it. zod is built for more than one copy in a page (its
 * global config and registry live on `globalThis`, and its `instanceof` checks compare trait names), and classic and
 * mini schemas compose through the same internals, so the two copies mix. Tests and the dev server use one zod.
 */
export const zodMiniOwnCopy: Plugin = {
  name: 'zod-mini-own-copy',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (importer?.startsWith(ZOD_MINI_COPY)) {
      if (!source.startsWith('.')) throw new Error(`zod-mini-own-copy: unexpected import ${source} in ${importer}`);
      return { id: ZOD_MINI_COPY + path.resolve(path.dirname(importer.slice(ZOD_MINI_COPY.length)), source), moduleSideEffects: false };
    }
    if (source !== 'zod/mini') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? { id: ZOD_MINI_COPY + resolved.id, moduleSideEffects: false } : null;
  },
  load(id) {
    return id.startsWith(ZOD_MINI_COPY) ? readFileSync(id.slice(ZOD_MINI_COPY.length), 'utf8') : null;
  },
};

/**
 * One chunk per translated language: its part files (app/i18n/catalogs/<locale>/*.json) and the module that merges
 * them (app/i18n/merged/<locale>.ts) arrive in one request when the locale is first used.
 */
const messageGroups = CATALOGUE_LOCALES.filter((locale) => locale !== 'en').map((locale) => ({
  name: `messages-${locale}`,
  priority: 3,
  test: new RegExp(`app[\\\\/]i18n[\\\\/](catalogs[\\\\/]${locale}[\\\\/][^\\\\/]+\\.json|merged[\\\\/]${locale}\\.ts)$`),
}));

/**
 * Issue #23 "First page budget": react-intl formats messages compiled to ICU ASTs at build time, so the frame
 * ships `@formatjs/icu-messageformat-parser`'s documented `no-parser` build instead of the parser (~7 KB brotli).
 * Every `defaultMessage: '…'` string literal in frame sources (the English text, see app/i18n/catalogues.ts) and
 * every message of the translated catalogues (`app/i18n/catalogs/<locale>/*.json`) becomes its AST, parsed with the
 * options intl-messageformat parses with at run time. A `defaultMessage` that is not one plain string literal
 * (e.g. `'a' + 'b'`, a variable) fails the build, since it would fail at run time.
 */
export const precompileMessages: Plugin = {
  name: 'precompile-icu-messages',
  enforce: 'pre',
  apply: 'build',
  transform(code, id) {
    if (/app[\\/]i18n[\\/]catalogs[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(id)) {
      const catalogue = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, parseIcu(text)]))), map: null };
    }
    if (!/frame-app[\\/]src[\\/].+\.tsx?$/.test(id) || !code.includes('defaultMessage:')) return null;
    const literal = /defaultMessage:(\s*)('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.)*`)(?!\s*\+)/g;
    const compiled = code.replace(literal, (_match, space: string, text: string) => {
      const message = new Function(`return ${text}`)() as string;
      return `defaultMessage:${space}${JSON.stringify(parseIcu(message))}`;
    });
    // Left over: type annotations (`defaultMessage: string`) are fine; a message that is not a plain literal is not.
    const leftOver = [...compiled.matchAll(/defaultMessage:\s*([^\s[])/g)].filter((m) => !/^(string|[A-Z])/.test(compiled.slice(m.index + m[0].length - 1)));
    if (leftOver.length > 0) this.error(`${id}: a defaultMessage that is not one string literal cannot be precompiled (issue #23)`);
    return { code: compiled, map: null };
  },
};

/**
 * Issue #23 "First page budget": the frame's CSS module class names, `_<local>_<file>` (e.g. `_trigger_k3x9q2`),
 * where `<file>` is 6 base-36 characters of the SHA-256 of the stylesheet's path under the project root. Vite's
 * default adds the rule's line number (`_trigger_150ku_4`), which only repeats what the per-file part already makes
 * unique (a class is unique within its file) and cost about 0.6 KB brotli of the first page's JavaScript (its class
 * maps) and of its CSS. The name of a class no longer changes when a rule above it moves. Two stylesheets whose path
 * hashes collide fail the build rather than share class names.
 *
 * @returns postcss-modules' `generateScopedName(name, filename)` for one build.
 */
export function scopedClassNames(): (name: string, filename: string) => string {
  const stylesheetOf = new Map<string, string>();
  return (name, filename) => {
    const stylesheet = path.relative(r('./'), filename.split('?')[0]!).split(path.sep).join('/');
    const file = BigInt(`0x${createHash('sha256').update(stylesheet).digest('hex').slice(0, 12)}`).toString(36).padStart(6, '0').slice(0, 6);
    const owner = stylesheetOf.get(file);
    if (owner !== undefined && owner !== stylesheet) throw new Error(`CSS module class names of ${owner} and ${stylesheet} collide (${file}); rename one stylesheet`);
    stylesheetOf.set(file, stylesheet);
    return `_${name}_${file}`;
  };
}

export default defineConfig(async ({ mode, command }) => {
  const demo = mode === 'demo';
  const aliasList = Object.entries(aliases).map(([find, replacement]) => ({ find, replacement }));
  const config: UserConfig = {
    root: demo ? r('./demo-host') : r('./frame-app'),
    base: '/',
    // The frame's CSS module class names (scopedClassNames); the demo page has no CSS modules.
    css: demo ? {} : { modules: { generateScopedName: scopedClassNames() } },
    plugins: demo ? [] : [react(), precompileMessages, pureContractConstants, pureLibraryComponents, zodWithoutJsonSchema, zodMiniOwnCopy],
    resolve: { alias: command === 'build' && !demo ? [...aliasList, reactRouterProduction, icuNoParser] : aliasList },
    build: {
      outDir: demo ? r('./dist/demo-host') : r('./dist/frame'),
      emptyOutDir: true,
      sourcemap: process.env.SOURCEMAPS === '1',
      target: 'es2022',
      // dist/frame/.vite/manifest.json: scripts/check-budgets.ts computes the front door's first page from it.
      manifest: !demo,
      // The demo partner site has three pages: the embedding page, the brand gallery and the UI kit (issue #10).
      rolldownOptions: demo
        ? { input: { main: r('./demo-host/index.html'), brandGallery: r('./demo-host/brand-gallery.html'), uiKit: r('./demo-host/ui-kit.html') } }
        : { treeshake: frameTreeshake, output: { codeSplitting: { groups: messageGroups } } },
    },
  };
  // The probe itself (FIRST_PAGE_PROBE) and every other build or serve keep the default splitting.
  if (command !== 'build' || demo || process.env.FIRST_PAGE_PROBE === '1') return config;
  process.env.FIRST_PAGE_PROBE = '1';
  const firstPage = await probeFirstPageModules(config).finally(() => delete process.env.FIRST_PAGE_PROBE);
  const firstPageGroup = { name: 'first-page', priority: 4, test: (id: string) => firstPage.has(id) };
  return { ...config, build: { ...config.build, rolldownOptions: { treeshake: frameTreeshake, output: { codeSplitting: { groups: [firstPageGroup, ...messageGroups] } } } } };
});
