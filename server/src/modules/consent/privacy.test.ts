// @vitest-environment node
/**
 * Privacy calls (issue #13 slice 2; chrome-and-consent §3, §4, §7, §9) on the database of the project (sqlite or
 * postgres): the data-sharing choice per session and per account, Global Privacy Control, two-party consent, meta
 * cookies (JSON and legacy form), the cookie data provider and the cookie notice log, and X-CSRF on them.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_REGISTER_PATH, AuthVerifyReplySchema, COOKIE_BANNER_RECORD_PATH, COOKIES_DATA_PROVIDER_PATH, CookiesDataProviderReplySchema, DATA_SHARING_OPT_OUT_PATH,
  COOKIE_BANNER_CONSENT_PATH, CookieBannerConsentReplySchema, DataSharingReplySchema, LEGACY_COOKIE_FORM_PATH, LEGACY_GDPR_CREATE_CONSENT_PATH, LEGACY_GDPR_REMOVE_CONSENT_PATH,
  LOG_COOKIES_CONSENT_ACTION_PATH, TWO_PARTY_CONSENT_PATH, metaCookiePath,
} from '@travel/contract';
import { newSession, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';

const START = Date.parse('2026-03-01T12:00:00.000Z');
let clock = START;
let h: Harness;
let session: TestSession;

beforeAll(async () => {
  h = await createHarness({ now: () => clock });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  clock = START;
  session = await newSession(h.app);
});

interface SendOptions { body?: unknown; csrf?: boolean; headers?: Record<string, string>; cookies?: Record<string, string> }
function send(method: 'GET' | 'POST' | 'PUT', url: string, s: TestSession | null, o: SendOptions = {}): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method, url, cookies: { ...(s ? { sid: s.sid } : {}), ...o.cookies },
    headers: { ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(s && o.csrf !== false ? { 'x-csrf': s.token } : {}), ...o.headers },
    ...(o.body !== undefined ? { payload: JSON.stringify(o.body) } : {}),
  });
}
const sharing = async (s: TestSession, headers?: Record<string, string>) => {
  const r = await send('GET', DATA_SHARING_OPT_OUT_PATH, s, { ...(headers ? { headers } : {}) });
  expect(r.statusCode).toBe(200);
  return DataSharingReplySchema.parse(r.json());
};
const provider = async (s: TestSession | null, cookies?: Record<string, string>) => {
  const r = await send('GET', COOKIES_DATA_PROVIDER_PATH, s, { ...(cookies ? { cookies } : {}) });
  expect(r.statusCode).toBe(200);
  return CookiesDataProviderReplySchema.parse(r.json());
};
const setCookieHeaders = (r: LightMyRequestResponse): string[] => {
  const v = r.headers['set-cookie'];
  return v === undefined ? [] : Array.isArray(v) ? v : [String(v)];
};
const errorOf = (r: LightMyRequestResponse) => r.json<{ errors: { code: string; field?: string }[] }>().errors[0]!;

describe('data sharing opt-out', () => {
  it('allows sharing until the visitor opts out, and keeps the choice with its time', async () => {
    expect(await sharing(session)).toEqual({ allowDataSharing: true, gpc: false, updatedAt: null });
    const put = await send('PUT', DATA_SHARING_OPT_OUT_PATH, session, { body: { allowDataSharing: false } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ allowDataSharing: false, gpc: false, updatedAt: '2026-03-01T12:00:00.000Z' });
    expect((await sharing(session)).allowDataSharing).toBe(false);
    clock += 60_000;
    await send('PUT', DATA_SHARING_OPT_OUT_PATH, session, { body: { allowDataSharing: true } });
    expect(await sharing(session)).toEqual({ allowDataSharing: true, gpc: false, updatedAt: '2026-03-01T12:01:00.000Z' });
    // Append-only: both choices are kept.
    const rows = await h.db.selectFrom('privacy_records').select('payload_json').where('session_id', '=', session.sid).where('kind', '=', 'dataSharing').orderBy('id').execute();
    expect(rows.map((r) => JSON.parse(r.payload_json))).toEqual([{ allowDataSharing: false, gpc: false }, { allowDataSharing: true, gpc: false }]);
    // Another visitor is not affected.
    expect((await sharing(await newSession(h.app))).allowDataSharing).toBe(true);
  });

  it('Global Privacy Control turns sharing off and a PUT allowing it under GPC is ignored', async () => {
    const gpc = { 'sec-gpc': '1' };
    expect(await sharing(session, gpc)).toEqual({ allowDataSharing: false, gpc: true, updatedAt: null });
    const put = await send('PUT', DATA_SHARING_OPT_OUT_PATH, session, { body: { allowDataSharing: true }, headers: gpc });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ allowDataSharing: false, gpc: true, updatedAt: null });
    expect(await h.db.selectFrom('privacy_records').select('id').where('session_id', '=', session.sid).execute()).toEqual([]);
    // Opting out under GPC is stored, and stays when the browser stops sending the signal.
    await send('PUT', DATA_SHARING_OPT_OUT_PATH, session, { body: { allowDataSharing: false }, headers: gpc });
    expect(await sharing(session)).toMatchObject({ allowDataSharing: false, gpc: false });
    // Sec-GPC other than 1 is no signal.
    expect((await sharing(await newSession(h.app), { 'sec-gpc': '0' })).allowDataSharing).toBe(true);
  });

  it('needs X-CSRF on GET and PUT and refuses a malformed body', async () => {
    expect(errorOf(await send('GET', DATA_SHARING_OPT_OUT_PATH, session, { csrf: false })).code).toBe('CSRF_TOKEN_INVALID');
    expect(errorOf(await send('PUT', DATA_SHARING_OPT_OUT_PATH, session, { body: { allowDataSharing: false }, csrf: false })).code).toBe('CSRF_TOKEN_INVALID');
    expect((await send('PUT', DATA_SHARING_OPT_OUT_PATH, session, { body: { allowDataSharing: 'no' } })).statusCode).toBe(400);
    expect((await sharing(session)).allowDataSharing).toBe(true);
  });

  it("a signed-in account's choice follows it to another session", async () => {
    const email = `sharing-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const r = await h.app.inject({
      method: 'POST', url: AUTH_REGISTER_PATH, cookies: { sid: session.sid },
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': session.token },
      payload: new URLSearchParams({ username: email, passwd: 'correct horse battery', consent: 'true' }).toString(),
    });
    const verified = AuthVerifyReplySchema.parse(r.json());
    if (verified.status !== 0) throw new Error(`not signed in: ${r.body}`);
    const first: TestSession = { sid: /sid=([^;]+)/.exec(String(r.headers['set-cookie']))![1]!, token: verified.formtoken, remoteAddress: undefined };
    expect((await send('PUT', DATA_SHARING_OPT_OUT_PATH, first, { body: { allowDataSharing: false } })).statusCode).toBe(200);
    const row = await h.db.selectFrom('privacy_records').select('account_id').where('session_id', '=', first.sid).executeTakeFirstOrThrow();
    expect(row.account_id).not.toBeNull();
    const second = await newSession(h.app);
    await h.db.insertInto('session_accounts').values({ session_id: second.sid, account_id: row.account_id!, selected: 1, signed_in_at: new Date(clock).toISOString() }).execute();
    await h.db.updateTable('sessions').set({ sticky: 0 }).where('id', '=', second.sid).execute();
    expect((await sharing(second)).allowDataSharing).toBe(false);
  });
});

describe('two-party consent and the cookie data provider', () => {
  it('a new visitor needs consent and sees the notice; consent cookies of any generation count', async () => {
    expect(await provider(session)).toEqual({
      cookiesConsent: false, dataTransferConsent: false, policyUrl: '/privacy', betterUx: true, messageVisible: true, twoPartyConsent: false, twoPartyDeclined: false,
    });
    for (const [name, value] of [['consent', '1.strictlyNecessary'], ['kyk_tcf', 'x'], ['DATA_CONSENT', 'x']] as const) {
      expect(await provider(session, { [name]: value }), name).toMatchObject({ cookiesConsent: true, messageVisible: false });
    }
    expect(await provider(null)).toMatchObject({ cookiesConsent: false, twoPartyConsent: false });
  });

  it('a stored cookie banner consent counts as consent', async () => {
    expect((await send('POST', COOKIE_BANNER_RECORD_PATH, session, { body: { acceptedCategories: [] } })).statusCode).toBe(200);
    expect(await provider(session)).toMatchObject({ cookiesConsent: true, messageVisible: false });
  });

  it('records the two-party consent (X-CSRF, no body) and reports it', async () => {
    expect(errorOf(await send('POST', TWO_PARTY_CONSENT_PATH, session, { csrf: false })).code).toBe('CSRF_TOKEN_INVALID');
    expect((await provider(session)).twoPartyConsent).toBe(false);
    const r = await send('POST', TWO_PARTY_CONSENT_PATH, session);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ recorded: true });
    expect((await provider(session)).twoPartyConsent).toBe(true);
    expect((await provider(await newSession(h.app))).twoPartyConsent).toBe(false);
  });

  it('records a declined two-party consent (issue #22): the dialog is answered, not agreed, and the newest answer counts', async () => {
    expect(errorOf(await send('POST', TWO_PARTY_CONSENT_PATH, session, { body: { agree: false }, csrf: false })).code).toBe('CSRF_TOKEN_INVALID');
    expect((await send('POST', TWO_PARTY_CONSENT_PATH, session, { body: { agree: 'no' } })).statusCode).toBe(400);
    const declined = await send('POST', TWO_PARTY_CONSENT_PATH, session, { body: { agree: false } });
    expect(declined.statusCode).toBe(200);
    expect(await provider(session)).toMatchObject({ twoPartyConsent: false, twoPartyDeclined: true });
    const rows = await h.db.selectFrom('privacy_records').select('payload_json').where('session_id', '=', session.sid).where('kind', '=', 'twoParty').execute();
    expect(rows.map((r) => JSON.parse(r.payload_json))).toEqual([{ agree: false, policyVersion: 1 }]);
    // Agreeing later replaces the decline.
    clock += 1000;
    expect((await send('POST', TWO_PARTY_CONSENT_PATH, session, { body: { agree: true } })).statusCode).toBe(200);
    expect(await provider(session)).toMatchObject({ twoPartyConsent: true, twoPartyDeclined: false });
    // An answer given under another two-party policy version no longer counts: the dialog asks again.
    await h.db.updateTable('privacy_records').set({ payload_json: JSON.stringify({ agree: true, policyVersion: 0 }) }).where('session_id', '=', session.sid).where('kind', '=', 'twoParty').execute();
    expect(await provider(session)).toMatchObject({ twoPartyConsent: false, twoPartyDeclined: false });
  });

  it('logs the cookie notice display with isRepeat (X-CSRF)', async () => {
    expect(errorOf(await send('POST', LOG_COOKIES_CONSENT_ACTION_PATH, session, { body: { data: { isRepeat: false } }, csrf: false })).code).toBe('CSRF_TOKEN_INVALID');
    expect((await send('POST', LOG_COOKIES_CONSENT_ACTION_PATH, session, { body: { data: {} } })).statusCode).toBe(400);
    expect((await send('POST', LOG_COOKIES_CONSENT_ACTION_PATH, session, { body: { data: { isRepeat: true } } })).statusCode).toBe(200);
    const rows = await h.db.selectFrom('privacy_records').select(['payload_json', 'created_at']).where('session_id', '=', session.sid).where('kind', '=', 'cookiesMessage').execute();
    expect(rows).toEqual([{ payload_json: '{"isRepeat":true}', created_at: '2026-03-01T12:00:00.000Z' }]);
  });
});

describe('meta cookies', () => {
  it('sets an allowed meta cookie as a partitioned Secure cookie, and deletes it without newValue', async () => {
    const set = await send('PUT', metaCookiePath('HIDE_DATA_TRANSFER_DISCLAIMER'), session, { body: { newValue: 'true' } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ name: 'HIDE_DATA_TRANSFER_DISCLAIMER', value: 'true' });
    const cookie = setCookieHeaders(set).find((c) => c.startsWith('HIDE_DATA_TRANSFER_DISCLAIMER='));
    expect(cookie).toMatch(/^HIDE_DATA_TRANSFER_DISCLAIMER=true;/);
    for (const attr of ['Path=/', 'Secure', 'SameSite=None', 'Partitioned', 'HttpOnly', `Max-Age=${365 * 24 * 3600}`]) expect(cookie).toContain(attr);
    // The provider reads it back from the request.
    expect((await provider(session, { HIDE_DATA_TRANSFER_DISCLAIMER: 'true' })).dataTransferConsent).toBe(true);

    const del = await send('PUT', metaCookiePath('HIDE_COOKIES_MESSAGE'), session, { body: {} });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ name: 'HIDE_COOKIES_MESSAGE', value: null });
    const cleared = setCookieHeaders(del).find((c) => c.startsWith('HIDE_COOKIES_MESSAGE='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('refuses unknown names, bad values, setting HIDE_COOKIES_MESSAGE, and a missing X-CSRF', async () => {
    const unknown = await send('PUT', metaCookiePath('sid'), session, { body: { newValue: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(setCookieHeaders(unknown).some((c) => c.startsWith('sid=x'))).toBe(false);
    expect((await send('PUT', metaCookiePath('HIDE_COOKIES_MESSAGE_NP'), session, { body: { newValue: 'a;b' } })).statusCode).toBe(400);
    expect((await send('PUT', metaCookiePath('HIDE_COOKIES_MESSAGE'), session, { body: { newValue: 'true' } })).statusCode).toBe(400);
    expect(errorOf(await send('PUT', metaCookiePath('HIDE_COOKIES_MESSAGE_NP'), session, { body: { newValue: 'true' }, csrf: false })).code).toBe('CSRF_TOKEN_INVALID');
  });

  it('closing the notice (HIDE_COOKIES_MESSAGE_NP=true) hides the message', async () => {
    expect((await provider(session, { HIDE_COOKIES_MESSAGE_NP: 'true' })).messageVisible).toBe(false);
  });

  it('the legacy form POST /s/cookie sets and deletes with formtoken as the token', async () => {
    const form = (params: Record<string, string>, csrf = true) => h.app.inject({
      method: 'POST', url: LEGACY_COOKIE_FORM_PATH, cookies: { sid: session.sid },
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(csrf ? { 'x-csrf': session.token } : {}) },
      payload: new URLSearchParams(params).toString(),
    });
    const set = await form({ action: 'setnewmeta', metacookie: 'HIDE_COOKIES_MESSAGE_NP', metavalue: 'true', formtoken: session.token });
    expect(set.statusCode).toBe(200);
    expect(setCookieHeaders(set).find((c) => c.startsWith('HIDE_COOKIES_MESSAGE_NP='))).toMatch(/^HIDE_COOKIES_MESSAGE_NP=true;.*Partitioned/);
    const del = await form({ action: 'deletenewmeta', metacookie: 'HIDE_COOKIES_MESSAGE', formtoken: session.token });
    expect(del.json()).toEqual({ name: 'HIDE_COOKIES_MESSAGE', value: null });
    expect(errorOf(await form({ action: 'setnewmeta', metacookie: 'HIDE_COOKIES_MESSAGE_NP', metavalue: 'true', formtoken: 'wrong' })).code).toBe('CSRF_TOKEN_INVALID');
    expect(errorOf(await form({ action: 'setnewmeta', metacookie: 'HIDE_COOKIES_MESSAGE_NP', metavalue: 'true', formtoken: session.token }, false)).code).toBe('CSRF_TOKEN_INVALID');
    expect((await form({ action: 'setnewmeta', metacookie: 'OTHER', metavalue: 'true', formtoken: session.token })).statusCode).toBe(400);
    expect((await form({ action: 'setnewmeta', metacookie: 'HIDE_COOKIES_MESSAGE_NP', formtoken: session.token })).statusCode).toBe(400);
  });
});

describe('legacy consent calls (chrome-and-consent §7, issue #22)', () => {
  const form = (path: string, params: URLSearchParams | Record<string, string>, s: TestSession | null = session, csrf = true) => h.app.inject({
    method: 'POST', url: path, cookies: s ? { sid: s.sid } : {},
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(s && csrf ? { 'x-csrf': s.token } : {}) },
    payload: new URLSearchParams(params).toString(),
  });
  const stored = async (s: TestSession) => CookieBannerConsentReplySchema.parse((await send('GET', COOKIE_BANNER_CONSENT_PATH, s)).json()).acceptedCategories;

  it('createConsent adds and removeConsent removes categories of the same cookie banner record; strictlyNecessary stays', async () => {
    const created = await form(LEGACY_GDPR_CREATE_CONSENT_PATH, { purposeIds: 'analytical,functional' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ acceptedCategories: ['strictlyNecessary', 'functional', 'analytical'], hasFullUserConsent: false });
    expect(setCookieHeaders(created).find((c) => c.startsWith('consent='))).toMatch(/^consent=1\.strictlyNecessary\.functional\.analytical;.*Partitioned/);
    expect(await stored(session)).toEqual(['strictlyNecessary', 'functional', 'analytical']);
    // The field repeated works as well, and adds to what is stored.
    const more = await form(LEGACY_GDPR_CREATE_CONSENT_PATH, new URLSearchParams([['purposeIds', 'advertising'], ['purposeIds', 'functional']]));
    expect(more.json()).toEqual({ acceptedCategories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'], hasFullUserConsent: true });
    const removed = await form(LEGACY_GDPR_REMOVE_CONSENT_PATH, { purposeIds: 'advertising,strictlyNecessary,analytical', setConsentBooleanCookie: 'true' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ acceptedCategories: ['strictlyNecessary', 'functional'], hasFullUserConsent: false });
    expect(setCookieHeaders(removed).find((c) => c.startsWith('DATA_CONSENT='))).toMatch(/^DATA_CONSENT=true;.*Partitioned/);
    expect(await stored(session)).toEqual(['strictlyNecessary', 'functional']);
    const none = await form(LEGACY_GDPR_REMOVE_CONSENT_PATH, { purposeIds: 'functional', setConsentBooleanCookie: 'true' });
    expect(setCookieHeaders(none).find((c) => c.startsWith('DATA_CONSENT='))).toMatch(/^DATA_CONSENT=false;/);
    expect(await stored(session)).toEqual(['strictlyNecessary']);
    // Records are appended, one per call, like the banner's.
    const rows = await h.db.selectFrom('consent_records').select('id').where('session_id', '=', session.sid).where('kind', '=', 'cookiebanner').execute();
    expect(rows).toHaveLength(4);
    // Another visitor is not affected.
    expect(await stored(await newSession(h.app))).toEqual([]);
  });

  it('refuses calls without X-CSRF or a session, and unknown or missing purposeIds, in the error envelope', async () => {
    for (const path of [LEGACY_GDPR_CREATE_CONSENT_PATH, LEGACY_GDPR_REMOVE_CONSENT_PATH]) {
      const noCsrf = await form(path, { purposeIds: 'analytical' }, session, false);
      expect(noCsrf.statusCode, path).toBe(403);
      expect(errorOf(noCsrf).code).toBe('CSRF_TOKEN_INVALID');
      expect((await form(path, { purposeIds: 'analytical' }, null)).statusCode, path).toBe(403);
      for (const bad of [{ purposeIds: 'tracking' }, { purposeIds: ' , ' }, {}, { purposeIds: 'analytical', setConsentBooleanCookie: 'yes' }] as Record<string, string>[]) {
        const r = await form(path, bad);
        expect(r.statusCode, `${path} ${JSON.stringify(bad)}`).toBe(400);
        expect(errorOf(r).code).toBe('VALIDATION_ERROR');
      }
    }
    expect(await stored(session)).toEqual([]);
  });

  it('are rate limited per session like the other consent writes (429 RATE_LIMITED)', async () => {
    const limited = await createHarness({ config: { rateLimitsEnabled: true, rateLimits: { ...h.config.rateLimits, CONSENT_SESSION: { max: 2, windowMs: 60_000 } } } });
    try {
      const s = await newSession(limited.app);
      const post = (path: string) => limited.app.inject({
        method: 'POST', url: path, cookies: { sid: s.sid }, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
        payload: 'purposeIds=analytical',
      });
      expect((await post(LEGACY_GDPR_CREATE_CONSENT_PATH)).statusCode).toBe(200);
      expect((await post(LEGACY_GDPR_REMOVE_CONSENT_PATH)).statusCode).toBe(200);
      const third = await post(LEGACY_GDPR_CREATE_CONSENT_PATH);
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).code).toBe('RATE_LIMITED');
      // The banner's own record call shares the counter.
      const banner = await limited.app.inject({
        method: 'POST', url: COOKIE_BANNER_RECORD_PATH, cookies: { sid: s.sid }, headers: { 'content-type': 'application/json', 'x-csrf': s.token },
        payload: JSON.stringify({ acceptedCategories: [] }),
      });
      expect(banner.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('consent cookies', () => {
  it('recording the banner choice sets the partitioned `consent` cookie, which alone then counts as a consent in a new session; one of an older cookie policy does not', async () => {
    const r = await send('POST', COOKIE_BANNER_RECORD_PATH, session, { body: { acceptedCategories: ['analytical'] } });
    expect(r.statusCode).toBe(200);
    const cookie = setCookieHeaders(r).find((c) => c.startsWith('consent='));
    expect(cookie).toMatch(/^consent=1\.strictlyNecessary\.analytical;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Partitioned/);
    expect(cookie).toMatch(/SameSite=None/);
    const fresh = await newSession(h.app);
    expect((await provider(fresh)).cookiesConsent).toBe(false);
    expect((await provider(fresh, { consent: '1.strictlyNecessary.analytical' })).cookiesConsent).toBe(true);
    expect((await provider(fresh, { consent: '0.strictlyNecessary' })).cookiesConsent).toBe(false);
    expect((await provider(fresh, { DATA_CONSENT: 'true' })).cookiesConsent).toBe(true);
  });
});
