// @vitest-environment node
/**
 * Strict-Transport-Security (issue #22): every reply carries it when the public origin is https on a real host,
 * with the configured max-age (HSTS_MAX_AGE, HSTS_INCLUDE_SUBDOMAINS); never on http://localhost (the default),
 * https://localhost, or with HSTS_MAX_AGE=0.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HSTS_DEFAULT_MAX_AGE_S, loadConfig, type ServerConfig } from './config.ts';
import { hstsHeaderValue } from './security-headers.ts';
import { createHarness, type Harness } from '../test/harness.ts';

const harnesses: Harness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close();
});

async function headersOn(config: Partial<ServerConfig>, url: string) {
  const h = await createHarness({ config });
  harnesses.push(h);
  return (await h.app.inject({ method: 'GET', url })).headers;
}

describe('HSTS', () => {
  it('is on for an https public origin: success replies, error replies, the frame page', async () => {
    const config = { publicOrigin: 'https://travel.example.com' };
    for (const url of ['/healthz', '/i/api/does-not-exist', '/p/demo/']) {
      expect((await headersOn(config, url))['strict-transport-security'], url).toBe(`max-age=${HSTS_DEFAULT_MAX_AGE_S}`);
    }
  });

  it('is off on the default http://localhost origin', async () => {
    const headers = await headersOn({}, '/healthz');
    expect(loadConfig({}).publicOrigin).toMatch(/^http:\/\/localhost:/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('follows HSTS_MAX_AGE and HSTS_INCLUDE_SUBDOMAINS; 0 turns it off', async () => {
    const c = loadConfig({ PUBLIC_ORIGIN: 'https://travel.example.com', HSTS_MAX_AGE: '600', HSTS_INCLUDE_SUBDOMAINS: '1' });
    expect(hstsHeaderValue(c)).toBe('max-age=600; includeSubDomains');
    expect(hstsHeaderValue(loadConfig({ PUBLIC_ORIGIN: 'https://travel.example.com', HSTS_MAX_AGE: '0' }))).toBeNull();
    expect(() => loadConfig({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
    expect((await headersOn({ publicOrigin: 'https://travel.example.com', hstsMaxAgeS: 0 }, '/healthz'))).not.toHaveProperty('strict-transport-security');
  });

  it.each(['http://localhost:8080', 'http://travel.example.com', 'https://localhost:8443', 'https://127.0.0.1:8443', 'https://app.localhost'])(
    'is never sent for %s',
    (publicOrigin) => {
      expect(hstsHeaderValue({ publicOrigin, hstsMaxAgeS: HSTS_DEFAULT_MAX_AGE_S, hstsIncludeSubDomains: false })).toBeNull();
    },
  );
});
