// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_LOAD_ERROR_KEY, FRAME_LOAD_ERROR_UNKNOWN_PARTNER, FrameBootstrapSchema } from '@travel/contract';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { createPartnerAdmin } from '../partners/service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

function bootstrapOf(html: string) {
  const m = /<script id="frame-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!m?.[1]) throw new Error('no bootstrap script');
  return FrameBootstrapSchema.parse(JSON.parse(m[1]));
}

/** CSP header -> directive name -> its sources. */
function cspDirectives(header: string): Map<string, string[]> {
  return new Map(header.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name ?? '', sources]));
}

function sidFrom(setCookie: string | string[] | undefined): string {
  const m = /sid=([^;]+)/.exec(String(setCookie));
  if (!m?.[1]) throw new Error('no sid');
  return m[1];
}

describe('GET /p/:partnerId/', () => {
  it('serves the frame with the bootstrap JSON and frame-ancestors of the demo origin', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/?brand=momondo&locale=de-DE&currency=EUR' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['content-security-policy']).toContain(`frame-ancestors ${h.config.demoOrigin}`);
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.body).not.toContain('<!--frame-bootstrap-->');
    const boot = bootstrapOf(r.body);
    expect(boot).toMatchObject({ brandDisplayName: 'momondo', locale: 'de-DE', currency: 'EUR', partner: { id: 'demo', allowedOrigins: [h.config.demoOrigin] } });
    expect(String(r.headers['set-cookie'])).toContain('Partitioned');
  });

  it('serves the configured IAB CMP id (TCF_CMP_ID) in the bootstrap, and none when unset (issue #22)', async () => {
    expect(bootstrapOf((await h.app.inject({ method: 'GET', url: '/p/demo/' })).body)).not.toHaveProperty('tcfCmpId');
    const configured = await createHarness({ config: { tcfCmpId: 412 } });
    try {
      const r = await configured.app.inject({ method: 'GET', url: '/p/demo/' });
      expect(r.statusCode).toBe(200);
      expect(bootstrapOf(r.body)).toMatchObject({ tcfCmpId: 412 });
    } finally {
      await configured.close();
    }
  });

  it('applies defaults for missing or invalid query values and serves deep paths', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/flights/search?locale=!!&currency=usd' });
    expect(r.statusCode).toBe(200);
    expect(bootstrapOf(r.body)).toMatchObject({ brandDisplayName: 'default', locale: 'en-US', currency: 'USD' });
  });

  it('escapes < in the bootstrap JSON', async () => {
    const r = await h.app.inject({ method: 'GET', url: `/p/demo/?brand=${encodeURIComponent('</script><b>')}` });
    expect(r.body).not.toContain('</script><b>');
    expect(r.body).toContain('\\u003c/script');
    expect(bootstrapOf(r.body).brandDisplayName).toBe('</script><b>');
  });

  it('the second partner only allows its own origin', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/acme-travel/' });
    expect(r.headers['content-security-policy']).toMatch(/frame-ancestors https:\/\/acme-travel\.example$/);
  });

  it("a partner's own social icon origins, and only those, join connect-src; the links reach the bootstrap", async () => {
    const admin = createPartnerAdmin(h.db);
    await admin.add({ id: 'social-csp', name: 'Social', allowedOrigins: ['https://social.example'], relayAllowList: [], defaultBrand: 'default' });
    await admin.update('social-csp', {
      socialLinks: [
        { name: 'x', url: 'https://x.com/social', iconUrl: 'https://cdn.social.example/icons/x.svg' },
        { name: 'youtube', url: 'https://www.youtube.com/social', iconUrl: 'https://cdn.social.example/icons/yt.svg' },
        { name: 'facebook', url: 'https://www.facebook.com/social' },
      ],
    });
    const r = await h.app.inject({ method: 'GET', url: '/p/social-csp/' });
    expect(cspDirectives(String(r.headers['content-security-policy'])).get('connect-src')).toEqual(["'self'", 'https://cdn.social.example']);
    expect(bootstrapOf(r.body).partner.socialLinks?.map((l) => l.name)).toEqual(['x', 'youtube', 'facebook']);
    const demo = await h.app.inject({ method: 'GET', url: '/p/demo/' });
    expect(cspDirectives(String(demo.headers['content-security-policy'])).get('connect-src')).toEqual(["'self'"]);
  });

  it.each([
    ['an unknown partner', '/p/nobody/'],
    ['an unknown partner, deep path', '/p/nobody/flights/search?origin=JFK'],
    ['an id that is not a partner id', '/p/Not_A%20Partner!/'],
    ['a one-letter id', '/p/x/'],
  ])('%s -> 404 page any site may frame, posting the unknown-partner load error to its parent', async (_what, url) => {
    const r = await h.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['set-cookie']).toBeUndefined();
    expect(r.body).toContain('This travel search is not available on this site.');

    const csp = cspDirectives(String(r.headers['content-security-policy']));
    expect(csp.get('frame-ancestors')).toEqual(['*']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    const scripts = [...r.body.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(r.body.match(/<script/g)).toHaveLength(1);
    const script = scripts[0] ?? '';
    // The browser runs the inline script only because script-src names the hash of its exact text.
    expect(csp.get('script-src')).toEqual([`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`]);

    const posted: unknown[][] = [];
    new Function('window', script)({ parent: { postMessage: (...args: unknown[]) => posted.push(args) } });
    expect(posted).toEqual([[{ travelFrameLoadError: 'unknown-partner' }, '*']]);
    expect(posted).toEqual([[{ [FRAME_LOAD_ERROR_KEY]: FRAME_LOAD_ERROR_UNKNOWN_PARTNER }, '*']]);
  });

  it('the unknown-partner page is the same static page whatever the id (nothing of the request echoed)', async () => {
    const a = await h.app.inject({ method: 'GET', url: '/p/nobody/' });
    const b = await h.app.inject({ method: 'GET', url: `/p/${encodeURIComponent('<b>call us</b>')}/x` });
    expect(b.body).toBe(a.body);
    expect(b.headers['content-security-policy']).toBe(a.headers['content-security-policy']);
    expect(a.body).not.toContain('nobody');
  });

  it('redirects / to the demo frame and serves hashed assets immutable, unhashed ones revalidated (issue #23)', async () => {
    const root = await h.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/p/demo/');
    fs.writeFileSync(path.join(h.config.frameDistDir, 'assets', 'main-Bx3kQ9_z.js'), 'console.log("frame");\n');
    const asset = await h.app.inject({ method: 'GET', url: '/assets/main-Bx3kQ9_z.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const unhashed = await h.app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(unhashed.statusCode).toBe(200);
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it('serves an asset by its exact name only, and a file the build writes while the server runs (issue #23)', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/assets/main.js' })).statusCode).toBe(200);
    const other = await h.app.inject({ method: 'GET', url: '/assets/MAIN.js' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
    fs.writeFileSync(path.join(h.config.frameDistDir, 'assets', 'late-Qw12Er34.js'), 'console.log("late");\n');
    // Served once the server reads the folder again (at most a second after its last read: static-files.ts).
    await expect.poll(async () => (await h.app.inject({ method: 'GET', url: '/assets/late-Qw12Er34.js' })).body, { timeout: 5_000, interval: 200 }).toBe('console.log("late");\n');
  });

  it('replies 503 with a clear message when the frame is not built', async () => {
    const index = path.join(h.config.frameDistDir, 'index.html');
    const saved = fs.readFileSync(index, 'utf8');
    fs.rmSync(index);
    try {
      const r = await h.app.inject({ method: 'GET', url: '/p/demo/' });
      expect(r.statusCode).toBe(503);
      expect(r.body).toContain('frame not built: run npm run build');
    } finally {
      fs.writeFileSync(index, saved);
    }
  });
});

describe('relay enforcement (X-Bridge-Relay)', () => {
  it('allows a search on the partner allow-list and refuses the auth state', async () => {
    const frame = await h.app.inject({ method: 'GET', url: '/p/demo/' });
    const sid = sidFrom(frame.headers['set-cookie']);
    const search = await h.app.inject({
      method: 'GET',
      url: `/i/api/flights/v1/search?origin=JFK&destination=LHR&departDate=${isoDateInDays(20)}`,
      cookies: { sid },
      headers: { 'x-bridge-relay': '1' },
    });
    expect(search.statusCode).toBe(200);
    const auth = await h.app.inject({
      method: 'GET',
      url: '/horizon/common/authentication/providers/AuthStateProviderAction',
      cookies: { sid },
      headers: { 'x-bridge-relay': '1' },
    });
    expect(auth.statusCode).toBe(403);
    expect(auth.json().errors[0].code).toBe('RELAY_FORBIDDEN');
  });

  it('refuses relays without a partner session and path tricks', async () => {
    const noSession = await h.app.inject({ method: 'GET', url: '/i/api/airports/v1/autocomplete?q=lon', headers: { 'x-bridge-relay': '1' } });
    expect(noSession.statusCode).toBe(403);
    const frame = await h.app.inject({ method: 'GET', url: '/p/demo/' });
    const sid = sidFrom(frame.headers['set-cookie']);
    const trick = await h.app.inject({ method: 'GET', url: '/i/api/flights/v1/search/%2e%2e/x', cookies: { sid }, headers: { 'x-bridge-relay': '1' } });
    expect(trick.statusCode).toBe(403);
  });
});

describe('error envelope', () => {
  it('unknown /i/api path -> 404 NOT_FOUND envelope', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/i/api/does-not-exist' });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toContain('application/json');
    expect(r.json()).toEqual({ errors: [{ code: 'NOT_FOUND', description: expect.any(String) }] });
  });

  it('bench route exists only when enabled', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/bench/noop' });
    expect(r.statusCode).toBe(404);
    const hb = await createHarness({ benchRoutes: true });
    try {
      const ok = await hb.app.inject({ method: 'GET', url: '/bench/noop' });
      expect(ok.json()).toEqual({ ok: true });
    } finally {
      await hb.close();
    }
  });
});
