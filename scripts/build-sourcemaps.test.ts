// @vitest-environment node
/**
 * No public source maps in production builds (issue #6 item 7): `npm run build` (vite.config.ts for the frame
 * and the demo page, host-sdk/vite.config.ts for the IIFE and ESM builds) emits no `.map` files unless
 * `SOURCEMAPS=1` asks for them (a developer's local build, e.g. `SOURCEMAPS=1 REBUILD=1 npm start`).
 *
 * The frame's config is read as its first-page probe sees it (`FIRST_PAGE_PROBE=1`): otherwise each read bundles the
 * whole frame once to find its first page (vite.config.ts probeFirstPageModules), about 3.5 s per read on the 2-core
 * machine (issue #23). The build's final config takes its `build` options, `sourcemap` included, from that one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, UserConfig, UserConfigFnObject } from 'vite';
import rootConfig from '../vite.config.ts';
import hostSdkConfig from '../host-sdk/vite.config.ts';

const env = (mode: string): ConfigEnv => ({ command: 'build', mode, isSsrBuild: false, isPreview: false });
const sourcemapOf = async (config: unknown, mode: string) => ((await (config as UserConfigFnObject)(env(mode))) as UserConfig).build?.sourcemap;

const BUILDS: [string, unknown, string][] = [
  ['frame', rootConfig, 'frame'],
  ['demo page', rootConfig, 'demo'],
  ['host SDK IIFE', hostSdkConfig, 'production'],
  ['host SDK ESM', hostSdkConfig, 'esm'],
];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('build source maps', () => {
  it.each(BUILDS)('%s: none by default', async (_name, config, mode) => {
    vi.stubEnv('FIRST_PAGE_PROBE', '1');
    vi.stubEnv('SOURCEMAPS', '');
    expect(await sourcemapOf(config, mode)).toBe(false);
  });

  it.each(BUILDS)('%s: emitted when SOURCEMAPS=1', async (_name, config, mode) => {
    vi.stubEnv('FIRST_PAGE_PROBE', '1');
    vi.stubEnv('SOURCEMAPS', '1');
    expect(await sourcemapOf(config, mode)).toBe(true);
  });
});
