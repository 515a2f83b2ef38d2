// @vitest-environment node
/** The product origin serves the built host SDK at /sdk/ for partners' script tags and module imports. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';

describe('GET /sdk/*', () => {
  let h: Harness;
  // A fixture build, so the test does not depend on `npm run build` having run.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'host-sdk-'));
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'host-sdk.iife.js'), 'var TravelHostSdk = {};');
    h = await createHarness({ config: { hostSdkDistDir: dir } });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the one-file SDK as JavaScript, readable cross-origin', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/sdk/host-sdk.iife.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toContain('TravelHostSdk');
  });

  it('does not serve anything outside the SDK folder', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/sdk/..%2f..%2fpackage.json' });
    expect(res.statusCode).toBe(404);
  });
});
