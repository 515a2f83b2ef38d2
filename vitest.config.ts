/**
 * Vitest for the whole repository (`npm run test:unit`), apart from the build config (vite.config.ts) whose path
 * aliases it shares. Four projects (issue #23 "the test suite in minutes"):
 *
 * - `packages`: contract, brands, host-sdk, demo-host and scripts, without isolation (pure modules: one module graph
 *   per worker is safe and saves re-importing zod, the contract and the brands for every file). Files that replace
 *   modules with `vi.mock` need a fresh graph and run in `packages-isolated`.
 * - `frame`: the frame app (Testing Library on jsdom, per-file `// @vitest-environment`), also without isolation: one
 *   import of React, react-aria and Testing Library per worker instead of per file (the bulk of Vitest's import time).
 *   The few files that install globals once per module (`__tcfapi`, the shared API client), mock modules or leave
 *   focus and overlays behind for the next file run in `frame-isolated` ({@link FRAME_ISOLATED_TESTS}).
 * - `sqlite`: every server test on SQLite, without isolation: a server test builds its own app on its own database
 *   (server/test/harness.ts) and keeps no module-level state, so one import of Fastify, Kysely, zod and the server's
 *   modules per worker serves every file (measured on the 2-core machine: see the commit that set it).
 * - `postgres`: likewise without isolation, the server tests that touch SQL (server/test/sql-test-files.ts says which, and a test keeps that
 *   honest) again on a real PostgreSQL server (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 *   a fresh database per app).
 *
 * Setup files per project: jest-dom's matchers only where the DOM is tested, the fast-check seed only for the server.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { aliases } from './vite.config.ts';
import { sqlTestFiles } from './server/test/sql-test-files.ts';
import { DurationOrder } from './scripts/test-order.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Test files of the pure packages that mock modules (`vi.mock`): they need a module graph of their own. */
const MOCKING_PACKAGE_TESTS = ['host-sdk/src/load-failure.test.ts', 'host-sdk/src/mount.test.ts', 'host-sdk/src/consent-url.test.ts', 'host-sdk/src/bridge-link.test.ts'];

/**
 * Frame tests that need a module graph and a document of their own (they failed when sharing one with other files:
 * module-level state such as the installed `__tcfapi` or the shared API client, `vi.mock`, or focus and overlay
 * state another file left in the shared document).
 */
const FRAME_ISOLATED_TESTS = [
  'frame-app/src/api/client.test.ts',
  'frame-app/src/app/i18n/i18n-provider.test.tsx',
  'frame-app/src/features/chrome/locale-picker/locale-picker.test.tsx',
  'frame-app/src/features/chrome/navigation/navigation-menu.test.tsx',
  'frame-app/src/features/consent/industry/tcf-api.test.ts',
  // Its light fields must still be on screen when a test tabs into them: in a shared module graph another file has
  // already loaded the real pickers' chunk, so they swap in before the keyboard gets there.
  'frame-app/src/ui/lazy-date-pickers.test.tsx',
  // Holds the vertical forms' chunk back with vi.mock, so its loading status can be seen.
  'frame-app/src/features/search/front-door-loading.test.tsx',
  // Serves its own business auth state to the whole app: in the shared module graph the app's once-per-app auth state
  // (and the other files' stubs) can be what the hotel form reads.
  'frame-app/src/features/search/hotel-room-limit.test.tsx',
];

const PACKAGE_TESTS = '{contract,brands,host-sdk,demo-host,scripts}/**/*.test.{ts,tsx}';
const DOM_SETUP = r('./frame-app/test/test-setup.ts');
/** Per-file reset of the document the `frame` project's files share. */
const SHARED_DOCUMENT_SETUP = r('./frame-app/test/reset-shared-document.ts');
// property-seed.ts pins fast-check's seed (FC_SEED=random in `npm run test:property-random`; issue #22).
const SERVER_SETUP = r('./server/test/property-seed.ts');
// Tests encode consent against the shipped vendor list: a real GVL an operator loaded into data/gvl must not
// replace it (consent module gvl.ts).
const env = { CONSENT_GVL_DIR: r('./.tmp/test-gvl-none') };

export default defineConfig({
  // The same JSX transform as the frame's build.
  plugins: [react()],
  resolve: { alias: Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })) },
  test: {
    root: r('.'),
    environment: 'node',
    testTimeout: 20_000,
    pool: 'forks',
    // One worker per core. Vitest's default for `run` is cores - 1, i.e. ONE worker on the 2-core machine: every file
    // ran in series while the main process idled (issue #23).
    maxWorkers: availableParallelism(),
    // Longest files first also on a clean clone, from the durations committed in scripts/test-durations.json
    // (scripts/test-order.ts: 266-272 s -> 238 s for the whole suite on the 2-core machine).
    sequence: { sequencer: DurationOrder },
    env,
    projects: [
      {
        extends: true,
        test: { name: 'packages', include: [PACKAGE_TESTS], exclude: MOCKING_PACKAGE_TESTS, isolate: false, setupFiles: [DOM_SETUP] },
      },
      {
        extends: true,
        test: { name: 'packages-isolated', include: MOCKING_PACKAGE_TESTS, setupFiles: [DOM_SETUP] },
      },
      {
        extends: true,
        test: { name: 'frame', include: ['frame-app/**/*.test.{ts,tsx}'], exclude: FRAME_ISOLATED_TESTS, isolate: false, setupFiles: [DOM_SETUP, SHARED_DOCUMENT_SETUP] },
      },
      {
        extends: true,
        test: { name: 'frame-isolated', include: FRAME_ISOLATED_TESTS, setupFiles: [DOM_SETUP] },
      },
      {
        extends: true,
        test: { name: 'sqlite', include: ['server/**/*.test.ts'], setupFiles: [SERVER_SETUP], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: sqlTestFiles(r('.')),
          setupFiles: [SERVER_SETUP],
          isolate: false,
          env: { ...env, TEST_DIALECT: 'postgres' },
          globalSetup: [r('./server/test/drop-stale-test-databases.ts')],
        },
      },
    ],
  },
});
