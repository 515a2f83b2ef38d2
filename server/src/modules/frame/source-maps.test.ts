// @vitest-environment node
/**
 * Source maps are never served (issue #6 item 7): even when a local `SOURCEMAPS=1` build left `.map` files in
 * dist, GET /assets/*.map and /sdk/*.map answer 404 in the error envelope, while the scripts themselves are served.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
const sdkDir = mkdtempSync(path.join(os.tmpdir(), 'host-sdk-maps-'));
beforeAll(async () => {
  writeFileSync(path.join(sdkDir, 'host-sdk.iife.js'), 'var TravelHostSdk = {};\n//# sourceMappingURL=host-sdk.iife.js.map\n');
  writeFileSync(path.join(sdkDir, 'host-sdk.iife.js.map'), '{"version":3,"sources":["../../host-sdk/src/mount.ts"],"mappings":""}');
  writeFileSync(path.join(sdkDir, 'index.js.map'), '{"version":3}');
  h = await createHarness({ config: { hostSdkDistDir: sdkDir } });
  writeFileSync(path.join(h.config.frameDistDir, 'assets', 'main.js.map'), '{"version":3,"sources":["../../frame-app/src/main.tsx"],"mappings":""}');
});
afterAll(async () => {
  await h.close();
  rmSync(sdkDir, { recursive: true, force: true });
});

describe('no source maps over HTTP', () => {
  it.each(['/assets/main.js.map', '/assets/MAIN.JS.MAP', '/sdk/host-sdk.iife.js.map', '/sdk/index.js.map', '/assets/main.js.map?x=1'])('%s -> 404 envelope', async (url) => {
    const r = await h.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('sources');
    expect(ErrorEnvelopeSchema.parse(r.json()).errors[0]?.code).toBe('NOT_FOUND');
  });

  it('the scripts themselves are still served', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/assets/main.js' })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/sdk/host-sdk.iife.js' })).statusCode).toBe(200);
  });
});
