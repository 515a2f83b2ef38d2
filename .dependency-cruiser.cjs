/**
 * Dependency direction of ARCHITECTURE.md, enforced by `npm run lint`:
 *   contract <- brands <- {host-sdk, frame-app, server};  host-sdk <- demo-host (public entry only);
 *   inside frame-app: ui, api, state <- features <- app; a feature never imports another feature's internals;
 *   the server never imports frame-app or host-sdk; a server module never imports another module's repository.ts;
 *   trips never imports booking or accounts (booking -> trips only; trips/ports.ts);
 *   production server code never imports the test helpers of server/test/, nor the frame its helpers of frame-app/test/;
 *   migrations import no app code.
 */
module.exports = {
  forbidden: [
    {
      name: 'contract-imports-only-zod',
      severity: 'error',
      from: { path: '^contract/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: ['^contract/', 'node_modules/zod/'] },
    },
    {
      name: 'brands-imports-only-contract',
      severity: 'error',
      from: { path: '^brands/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: ['^brands/', '^contract/'] },
    },
    {
      name: 'host-sdk-imports-contract-brands-penpal',
      severity: 'error',
      from: { path: '^host-sdk/src/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: ['^host-sdk/', '^contract/', '^brands/', 'node_modules/penpal/'] },
    },
    {
      name: 'host-sdk-uses-contract-types-only',
      comment: 'Values from the contract would pull zod into the 6 KB one-file build.',
      severity: 'error',
      from: { path: '^host-sdk/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^contract/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'demo-host-uses-host-sdk-public-entry-only',
      severity: 'error',
      from: { path: '^demo-host/src/' },
      to: { pathNot: ['^demo-host/', '^host-sdk/src/index\\.ts$'], path: '^(host-sdk|frame-app|server|brands|contract)/' },
    },
    {
      name: 'server-never-imports-frame-or-sdk',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(frame-app|host-sdk|demo-host)/' },
    },
    {
      name: 'frame-app-never-imports-server-or-sdk',
      severity: 'error',
      from: { path: '^frame-app/' },
      to: { path: '^(server|host-sdk|demo-host)/' },
    },
    {
      name: 'frame-lower-layers-never-import-features-or-app',
      severity: 'error',
      from: { path: '^frame-app/src/(ui|api|state|bridge)/' },
      to: { path: '^frame-app/src/(features|app)/' },
    },
    {
      name: 'frame-features-never-import-app',
      severity: 'error',
      from: { path: '^frame-app/src/features/' },
      to: { path: '^frame-app/src/app/' },
    },
    {
      name: 'frame-feature-internals-are-private',
      comment: 'A feature reaches another feature only through its index.ts.',
      severity: 'error',
      from: { path: '^frame-app/src/features/([^/]+)/' },
      to: {
        path: '^frame-app/src/features/([^/]+)/.+',
        pathNot: ['^frame-app/src/features/$1/', '^frame-app/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'server-module-repository-is-private',
      comment: 'A server module owns its tables: other modules call its service.ts (or index.ts), never its repository.ts nor a *-repository.ts (ARCHITECTURE.md, issues #8 and #24). Queries naming another module\'s table are caught by server/src/modules/table-ownership.test.ts.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/[^/]+/[^/]*repository\\.ts$', pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'trips-never-imports-booking-or-accounts',
      comment: 'booking -> trips is the one direction (booking writes trip events inside its transactions); trips reaches orders and accounts through the ports of trips/ports.ts that app.ts wires, so no module cycle comes back, not even through types (issue #24).',
      severity: 'error',
      from: { path: '^server/src/modules/trips/' },
      to: { path: '^server/src/modules/(booking|accounts)/' },
    },
    {
      name: 'server-repositories-are-private-to-their-module',
      comment: 'Code outside server/src/modules (app.ts, db, inventory, test helpers, scripts) reaches tables through a module service, never a repository.ts.',
      severity: 'error',
      from: { path: '^(server/src|server/test|scripts|bench)/', pathNot: '^server/src/modules/' },
      to: { path: '^server/src/modules/[^/]+/[^/]*repository\\.ts$' },
    },
    {
      name: 'server-production-never-imports-test-helpers',
      comment: 'server/test/ (harness, test databases, fixtures, crash child) is test-only: *.test.ts files, bench/ and tests/e2e may import it, production code (server/src, scripts) may not (issue #8).',
      severity: 'error',
      from: { path: '^(server/src|scripts)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/test/' },
    },
    {
      name: 'frame-production-never-imports-test-helpers',
      comment: 'frame-app/test/ (fetch stubs, test app, fixtures, the Vitest setup) is test-only: *.test.ts(x) files and the helpers themselves may import it, the frame (frame-app/src) may not, so the production build never bundles it (issue #8).',
      severity: 'error',
      from: { path: '^frame-app/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^frame-app/test/' },
    },
    {
      name: 'frame-has-no-logo-artwork',
      comment: 'The frame imports @travel/brands/core (brands/src/core.ts), never the artwork (logos.ts, logo-variants.ts, the generated wordmark outlines) the @travel/brands index adds: it shows the logos as images the product serves, so its first script stays small (issue #10).',
      severity: 'error',
      from: { path: '^frame-app/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^brands/src/(index|logos|logo-variants|wordmark-paths\\.generated)\\.ts$' },
    },
    {
      name: 'migrations-are-frozen',
      comment: 'Migrations import nothing from app code, so later changes cannot alter history.',
      severity: 'error',
      from: { path: '^server/src/db/migrations/' },
      to: { pathNot: ['node_modules/kysely/', '^server/src/db/migrations/'] },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true, dependencyTypesNot: ['type-only'] } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
