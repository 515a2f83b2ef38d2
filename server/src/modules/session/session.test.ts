// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { SESSION_TTL_MS } from './constants.ts';

let h: Harness;
let clock = Date.now();

beforeAll(async () => {
  h = await createHarness({ now: () => clock });
});
afterAll(async () => {
  await h.close();
});

function sidFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const m = /sid=([^;]+)/.exec(header);
  if (!m?.[1]) throw new Error(`no sid cookie in ${header}`);
  return m[1];
}

async function newSession(): Promise<{ sid: string; token: string }> {
  const r = await h.app.inject({ method: 'POST', url: '/k/run/formtoken', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(r.statusCode).toBe(200);
  return { sid: sidFrom(r.headers['set-cookie']), token: r.json<{ formtoken: string }>().formtoken };
}

describe('POST /k/run/formtoken', () => {
  it('issues a token and a cross-site-ready session cookie', async () => {
    const r = await h.app.inject({ method: 'POST', url: '/k/run/formtoken' });
    expect(r.statusCode).toBe(200);
    expect(r.json<{ formtoken: string }>().formtoken.length).toBeGreaterThanOrEqual(16);
    const cookie = String(r.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Partitioned');
    expect(cookie).toContain('Path=/');
  });

  it('returns the same token for an existing session and sets no new cookie', async () => {
    const { sid, token } = await newSession();
    const r = await h.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } });
    expect(r.json<{ formtoken: string }>().formtoken).toBe(token);
    expect(r.headers['set-cookie']).toBeUndefined();
  });

  it('accepts multipart and empty JSON bodies', async () => {
    const multipart = await h.app.inject({
      method: 'POST',
      url: '/k/run/formtoken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    const json = await h.app.inject({ method: 'POST', url: '/k/run/formtoken', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(json.statusCode).toBe(200);
  });

  it('refuses a foreign Origin with 403 FORBIDDEN and accepts the public origin', async () => {
    const bad = await h.app.inject({ method: 'POST', url: '/k/run/formtoken', headers: { origin: 'https://evil.example' } });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ errors: [expect.objectContaining({ code: 'FORBIDDEN' })] });
    const good = await h.app.inject({ method: 'POST', url: '/k/run/formtoken', headers: { origin: h.config.publicOrigin } });
    expect(good.statusCode).toBe(200);
  });
});

describe('CSRF and metrics', () => {
  const url = '/i/api/affiliate/ui/metrics/v1/load-time';
  const payload = { metricName: 'frame-first-render', metricValue: 123.5 };

  it('refuses a POST without X-CSRF (403 CSRF_TOKEN_INVALID)', async () => {
    const { sid } = await newSession();
    const r = await h.app.inject({ method: 'POST', url, cookies: { sid }, payload });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors[0].code).toBe('CSRF_TOKEN_INVALID');
  });

  it('refuses a POST without any session (403 CSRF_TOKEN_INVALID)', async () => {
    const r = await h.app.inject({ method: 'POST', url, headers: { 'x-csrf': 'whatever-token-value' }, payload });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors[0].code).toBe('CSRF_TOKEN_INVALID');
  });

  it('refuses a wrong token (403)', async () => {
    const { sid, token } = await newSession();
    const r = await h.app.inject({ method: 'POST', url, cookies: { sid }, headers: { 'x-csrf': `${token}x` }, payload });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors[0].code).toBe('CSRF_TOKEN_INVALID');
  });

  it('stores the metric with the session partner on the right token (204)', async () => {
    const frame = await h.app.inject({ method: 'GET', url: '/p/demo/' });
    const sid = sidFrom(frame.headers['set-cookie']);
    const tokenReply = await h.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } });
    const token = tokenReply.json<{ formtoken: string }>().formtoken;
    const r = await h.app.inject({ method: 'POST', url, cookies: { sid }, headers: { 'x-csrf': token }, payload });
    expect(r.statusCode).toBe(204);
    expect(r.body).toBe('');
    const row = await h.db.selectFrom('metrics').selectAll().where('session_id', '=', sid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ partner_id: 'demo', metric_type: 'load-time', metric_name: 'frame-first-render', metric_value: 123.5 });
  });

  it('validates the metric body (400 VALIDATION_ERROR with field)', async () => {
    const { sid, token } = await newSession();
    const r = await h.app.inject({ method: 'POST', url, cookies: { sid }, headers: { 'x-csrf': token }, payload: { metricName: 'x', metricValue: 'nope' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'metricValue' });
  });

  it('answers 401 INVALID_SESSION for an unknown session cookie', async () => {
    const r = await h.app.inject({ method: 'POST', url, cookies: { sid: 'A'.repeat(43) }, headers: { 'x-csrf': 'x'.repeat(43) }, payload });
    expect(r.statusCode).toBe(401);
    expect(r.json().errors[0].code).toBe('INVALID_SESSION');
  });

  it('answers 401 INVALID_SESSION once the session expired (24 h sliding)', async () => {
    const { sid, token } = await newSession();
    clock += SESSION_TTL_MS - 60_000; // still alive: use slides the expiry
    const alive = await h.app.inject({ method: 'POST', url, cookies: { sid }, headers: { 'x-csrf': token }, payload });
    expect(alive.statusCode).toBe(204);
    expect(String(alive.headers['set-cookie'])).toContain('sid=');
    clock += SESSION_TTL_MS + 1_000;
    const r = await h.app.inject({ method: 'POST', url, cookies: { sid }, headers: { 'x-csrf': token }, payload });
    expect(r.statusCode).toBe(401);
    expect(r.json().errors[0].code).toBe('INVALID_SESSION');
    // The form-token call replaces the expired session.
    const fresh = await h.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } });
    expect(fresh.statusCode).toBe(200);
    expect(sidFrom(fresh.headers['set-cookie'])).not.toBe(sid);
  });
});

describe('GET AuthStateProviderAction', () => {
  it('returns the signed-out state', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/horizon/common/authentication/providers/AuthStateProviderAction' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      loggedInSession: false,
      allowSignIn: true,
      businessState: { businessMode: false, bookingMode: 'TRAVELER_ONLY', features: [], permissions: [], businessProfile: null },
      userInfoState: { accountEmail: null },
    });
  });
});
