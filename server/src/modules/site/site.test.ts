// @vitest-environment node
/**
 * Site-wide extras on the server (issue #10; account-business-header-and-trips §3, §7) on the database of the
 * project (sqlite or postgres): the navigation state's site-wide message (partner, language, time window), the
 * marketing id sync/set (cookie kept, suggestion adopted, invalid ids refused, X-CSRF required), the survey
 * identity (no raw ids), the feedback answers (stored, per-session limit, X-CSRF required) and the ad-block bait.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AD_BLOCK_BAIT_PATH, ErrorEnvelopeSchema, KMKID_SET_PATH, KMKID_SYNC_PATH, KmkidReplySchema, NAVIGATION_STATE_PATH, NavigationStateSchema,
  SURVEY_FEEDBACK_PATH, SURVEY_IDENTITY_PATH, SurveyIdentitySchema,
} from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession, type TestSession } from '../../../test/booking-fixtures.ts';
import { SURVEY_FEEDBACK_MAX_PER_SESSION, SURVEY_FEEDBACK_WINDOW_MS } from './constants.ts';
import { createSiteService, type SiteService } from './service.ts';
import { SiteCliError, runSiteCli } from './cli.ts';

let clock = Date.parse('2026-11-24T05:00:00.000Z');
let h: Harness;
let site: SiteService;
beforeAll(async () => {
  h = await createHarness({ now: () => clock });
  site = createSiteService(h.db, () => clock);
});
afterAll(async () => {
  await h.close();
});

let addressSeq = 1;
const freshAddress = () => `10.23.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

function post(s: TestSession, url: string, payload: string, opts: { csrf?: boolean; cookies?: Record<string, string>; json?: boolean } = {}): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method: 'POST', url, payload, remoteAddress: s.remoteAddress, cookies: { sid: s.sid, ...opts.cookies },
    headers: { ...(opts.json ? { 'content-type': 'application/json' } : FORM_HEADERS), ...(opts.csrf === false ? {} : { 'x-csrf': s.token }) },
  });
}

function kmkidCookie(r: LightMyRequestResponse): string | undefined {
  return r.cookies.find((c) => c.name === 'kmkid')?.value;
}

function expectCsrfRefused(r: LightMyRequestResponse): void {
  expect(r.statusCode).toBe(403);
  expect(ErrorEnvelopeSchema.parse(r.json()).errors[0]?.code).toBe('CSRF_TOKEN_INVALID');
}

describe('navigation state', () => {
  it('has no message and 5 main items when none is configured', async () => {
    const r = await h.app.inject({ method: 'GET', url: NAVIGATION_STATE_PATH });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const state = NavigationStateSchema.parse(r.json());
    expect(state.drawerNavigationState.numMainItemsShown).toBe(5);
  });

  it('serves the partner\'s message in the asked language, within its time window, and nothing after it ends', async () => {
    const partnerId = `p-${addressSeq}`;
    const all = await site.addMessage({ text: 'Maintenance tonight', tone: 'warning', endsAtMs: clock + 60_000 });
    const de = await site.addMessage({ text: 'Wartung heute Nacht', locale: 'de', partnerId, endsAtMs: clock + 60_000 });
    const future = await site.addMessage({ text: 'Later', startsAtMs: clock + 10 * 60_000 });
    try {
      const any = await site.navigationState({ sessionId: null, partnerId: 'someone-else', accountId: null }, 'de-DE');
      expect(any.siteWideMessageState.message).toMatchObject({ id: all, text: 'Maintenance tonight', tone: 'warning', url: null });
      const german = await site.navigationState({ sessionId: null, partnerId, accountId: null }, 'de-DE');
      expect(german.siteWideMessageState.message).toMatchObject({ id: de, text: 'Wartung heute Nacht', tone: 'info' });
      const english = await site.navigationState({ sessionId: null, partnerId, accountId: null }, 'en');
      expect(english.siteWideMessageState.message?.id).toBe(all);
      clock += 2 * 60_000;
      const after = await site.navigationState({ sessionId: null, partnerId, accountId: null }, 'de');
      expect(after.siteWideMessageState.message).toBeNull();
    } finally {
      for (const id of [all, de, future]) await site.removeMessage(id);
    }
  });

  it('refuses a malformed locale', async () => {
    const r = await h.app.inject({ method: 'GET', url: `${NAVIGATION_STATE_PATH}?locale=${encodeURIComponent('<x>')}` });
    expect(r.statusCode).toBe(400);
  });
});

describe('marketing id', () => {
  it('sync makes a new id without a cookie or suggestion and sets the partitioned cookie', async () => {
    const s = await newSession(h.app, freshAddress());
    const r = await post(s, KMKID_SYNC_PATH, form({}));
    expect(r.statusCode).toBe(200);
    const { kmkid } = KmkidReplySchema.parse(r.json());
    expect(kmkidCookie(r)).toBe(kmkid);
    const setCookie = String(r.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=None/i);
    expect(setCookie).toMatch(/Partitioned/i);
  });

  it('sync adopts a valid suggestion, but the cookie\'s id wins over it', async () => {
    const s = await newSession(h.app, freshAddress());
    const suggested = 'suggested_id_0123456789';
    const adopted = await post(s, KMKID_SYNC_PATH, form({ suggestedKmkid: suggested }));
    expect(adopted.json()).toEqual({ kmkid: suggested });
    const kept = await post(s, KMKID_SYNC_PATH, form({ suggestedKmkid: suggested }), { cookies: { kmkid: 'cookie_id_abcdefghijkl' } });
    expect(kept.json()).toEqual({ kmkid: 'cookie_id_abcdefghijkl' });
  });

  it('sync ignores an invalid cookie and refuses an invalid suggestion', async () => {
    const s = await newSession(h.app, freshAddress());
    const fresh = await post(s, KMKID_SYNC_PATH, form({}), { cookies: { kmkid: 'bad;value' } });
    expect(KmkidReplySchema.parse(fresh.json()).kmkid).not.toBe('bad;value');
    const refused = await post(s, KMKID_SYNC_PATH, form({ suggestedKmkid: '<script>' }));
    expect(refused.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(refused.json()).errors[0]?.code).toBe('VALIDATION_ERROR');
  });

  it('set replaces the id; an invalid id is refused', async () => {
    const s = await newSession(h.app, freshAddress());
    const r = await post(s, KMKID_SET_PATH, form({ kmkid: 'partner_given_id_42xyz' }));
    expect(r.statusCode).toBe(200);
    expect(kmkidCookie(r)).toBe('partner_given_id_42xyz');
    expect((await post(s, KMKID_SET_PATH, form({ kmkid: 'short' }))).statusCode).toBe(400);
  });

  it('sync and set without X-CSRF are refused and set no cookie', async () => {
    const s = await newSession(h.app, freshAddress());
    for (const url of [KMKID_SYNC_PATH, KMKID_SET_PATH]) {
      const r = await post(s, url, form({ kmkid: 'partner_given_id_42xyz' }), { csrf: false });
      expectCsrfRefused(r);
      expect(kmkidCookie(r)).toBeUndefined();
    }
  });
});

describe('survey', () => {
  it('identity: acquisition channel and an obfuscated id that is stable for the session and is not the session id', async () => {
    const s = await newSession(h.app, freshAddress());
    const get = () => h.app.inject({ method: 'GET', url: SURVEY_IDENTITY_PATH, cookies: { sid: s.sid } });
    const first = SurveyIdentitySchema.parse((await get()).json());
    const second = SurveyIdentitySchema.parse((await get()).json());
    expect(first.acquisitionChannel).toBe('direct');
    expect(first.obfuscatedUserId).toBe(second.obfuscatedUserId);
    expect(first.obfuscatedUserId).not.toContain(s.sid);
    expect(s.sid).not.toContain(first.obfuscatedUserId);
  });

  it('feedback is stored, then refused with 429 past the per-session limit until the window ends', async () => {
    const s = await newSession(h.app, freshAddress());
    const send = () => post(s, SURVEY_FEEDBACK_PATH, JSON.stringify({ rating: 4, comment: '  Nice  ', page: '/' }), { json: true });
    for (let i = 0; i < SURVEY_FEEDBACK_MAX_PER_SESSION; i++) {
      const ok = await send();
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ received: true });
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(ErrorEnvelopeSchema.parse(refused.json()).errors[0]?.code).toBe('RATE_LIMITED');
    const stored = await h.db
      .withTables<{ survey_feedback: { comment: string | null; rating: number; page: string } }>()
      .selectFrom('survey_feedback').select(['comment', 'rating', 'page']).where('comment', '=', 'Nice').execute();
    expect(stored.length).toBeGreaterThanOrEqual(SURVEY_FEEDBACK_MAX_PER_SESSION);
    // The window ends (the 24 h session itself would have expired by then: the service is asked directly).
    const caller = { sessionId: 'site-test-session', partnerId: null, accountId: null };
    for (let i = 0; i < SURVEY_FEEDBACK_MAX_PER_SESSION; i++) await site.recordFeedback(caller, { rating: 5, page: '/' });
    await expect(site.recordFeedback(caller, { rating: 5, page: '/' })).rejects.toMatchObject({ statusCode: 429 });
    clock += SURVEY_FEEDBACK_WINDOW_MS + 1000;
    await expect(site.recordFeedback(caller, { rating: 5, page: '/' })).resolves.toBeUndefined();
  });

  it('feedback: invalid rating -> 400; without X-CSRF -> 403', async () => {
    const s = await newSession(h.app, freshAddress());
    expect((await post(s, SURVEY_FEEDBACK_PATH, JSON.stringify({ rating: 9, page: '/' }), { json: true })).statusCode).toBe(400);
    expectCsrfRefused(await post(s, SURVEY_FEEDBACK_PATH, JSON.stringify({ rating: 3, page: '/' }), { json: true, csrf: false }));
  });
});

describe('ad-block bait', () => {
  it('answers { ok: true }, never cached', async () => {
    const r = await h.app.inject({ method: 'GET', url: AD_BLOCK_BAIT_PATH });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true });
    expect(r.headers['cache-control']).toBe('no-store');
  });
});

describe('operator CLI (site-wide messages)', () => {
  it('adds a message the navigation state then serves, lists it, and removes it', async () => {
    const [added] = await runSiteCli(['add', '--text', 'Check-in desks move on Monday', '--url', '/manage-booking', '--tone', 'warning', '--until', new Date(clock + 3_600_000).toISOString()], h.db, () => clock);
    const id = /^added (\S+)$/.exec(added ?? '')?.[1];
    expect(id).toBeDefined();
    const state = NavigationStateSchema.parse((await h.app.inject({ method: 'GET', url: `${NAVIGATION_STATE_PATH}?locale=en-GB` })).json());
    expect(state.siteWideMessageState.message).toEqual({ id, text: 'Check-in desks move on Monday', url: '/manage-booking', tone: 'warning' });
    expect((await runSiteCli(['list'], h.db)).some((line) => line.startsWith(`${id}\t`))).toBe(true);
    expect(await runSiteCli(['remove', id!], h.db)).toEqual([`removed ${id}`]);
    const after = NavigationStateSchema.parse((await h.app.inject({ method: 'GET', url: NAVIGATION_STATE_PATH })).json());
    expect(after.siteWideMessageState.message).toBeNull();
  });

  it('refuses bad input with one line', async () => {
    await expect(runSiteCli(['add'], h.db)).rejects.toBeInstanceOf(SiteCliError);
    await expect(runSiteCli(['add', '--text', 'x', '--url', 'javascript:alert(1)'], h.db)).rejects.toThrow(/--url/);
    await expect(runSiteCli(['add', '--text', 'x', '--tone', 'loud'], h.db)).rejects.toBeInstanceOf(SiteCliError);
    await expect(runSiteCli(['add', '--text', 'x', '--locale', 'not a tag'], h.db)).rejects.toThrow(/--locale/);
    await expect(runSiteCli(['remove', 'nope'], h.db)).rejects.toThrow(/no message nope/);
  });
});
