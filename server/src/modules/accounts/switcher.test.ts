// @vitest-environment node
/**
 * Several accounts on one session, sign-out by redirect, the profile calls (name, password change) and what one
 * account may see of another (travelers, bookings), issue #9, on the project's database (sqlite or postgres).
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_BOOKINGS_PATH, ACCOUNT_PASSWORD_PATH, ACCOUNT_PROFILE_PATH, AUTH_ADD_PATH, AUTH_LOGIN_PATH, AUTH_REGISTER_PATH, AUTH_STATE_PATH, AUTH_SWITCH_PATH,
  AccountBookingsReplySchema, AuthStateSchema, AuthVerifyReplySchema, MAX_ACCOUNTS_PER_SESSION, SIGNOUT_PATH, SavedTravelersReplySchema,
  SwitchAccountReplySchema, TRAVELER_CREATE_PATH, TRAVELER_LIST_PATH, travelerUpdatePath,
} from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { londonHotelOffer, newSession, postBooking, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { safeRelativePath } from './switcher-routes.ts';
import { switcherTokenOf } from './switcher.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const PASSWORD = 'correct horse battery';
const email = () => `switch-${randomUUID()}@example.com`;
let addressSeq = 1;
const freshAddress = () => `10.7.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

function send(method: 'GET' | 'POST' | 'PUT', url: string, s: TestSession | null, opts: { payload?: Record<string, unknown>; csrf?: boolean; headers?: Record<string, string> } = {}) {
  return h.app.inject({
    method, url, remoteAddress: s?.remoteAddress, ...(s ? { cookies: { sid: s.sid } } : {}),
    headers: { ...(opts.payload ? { 'content-type': 'application/json' } : {}), ...(s && opts.csrf !== false ? { 'x-csrf': s.token } : {}), ...opts.headers },
    ...(opts.payload ? { payload: JSON.stringify(opts.payload) } : {}),
  });
}

function signedInSession(r: LightMyRequestResponse, before: TestSession): TestSession {
  const reply = AuthVerifyReplySchema.parse(r.json());
  if (reply.status !== 0) throw new Error(`not signed in: ${JSON.stringify(reply)}`);
  return { sid: sidOf(r), token: reply.formtoken, remoteAddress: before.remoteAddress };
}

/** Registers a new account on `s` (a fresh session when absent). @returns its email and the signed-in session */
async function register(s?: TestSession): Promise<{ email: string; session: TestSession }> {
  const e = email();
  const session = s ?? (await newSession(h.app, freshAddress()));
  const r = await send('POST', AUTH_REGISTER_PATH, session, { payload: { username: e, passwd: PASSWORD, consent: true } });
  return { email: e, session: signedInSession(r, session) };
}

async function login(s: TestSession, e: string, passwd = PASSWORD): Promise<LightMyRequestResponse> {
  return send('POST', AUTH_LOGIN_PATH, s, { payload: { username: e, passwd } });
}

async function authState(s: TestSession) {
  const r = await send('GET', AUTH_STATE_PATH, s);
  expect(r.statusCode).toBe(200);
  return AuthStateSchema.parse(r.json());
}

/** A session holding two accounts: `first` registered, then `second` registered on the same session (selected). */
async function twoAccounts() {
  const first = await register();
  const second = await register(first.session);
  return { first: first.email, second: second.email, session: second.session };
}

async function accountId(e: string): Promise<string> {
  return (await h.db.selectFrom('accounts').select('id').where('email', '=', e).executeTakeFirstOrThrow()).id;
}

describe('several accounts on one session', () => {
  it('signing in while signed in keeps the other account and selects the new one; the auth state lists both', async () => {
    const { first, second, session } = await twoAccounts();
    const state = await authState(session);
    expect(state.userInfoState.accountEmail?.email).toBe(second);
    expect(state.accountSwitcherItems.map((i) => [i.userEmail, i.selected])).toEqual([[second, true], [first, false]]);
    for (const item of state.accountSwitcherItems) {
      expect(item).toMatchObject({ businessMode: false, imgUrl: null, accountName: item.userEmail });
      expect(item.tokenId).not.toContain(await accountId(item.userEmail));
    }
  });

  it('a password sign-in of an existing account on a signed-in session adds it too', async () => {
    const a = await register();
    const b = await register();
    const r = await login(a.session, b.email);
    const session = signedInSession(r, a.session);
    expect((await authState(session)).accountSwitcherItems.map((i) => i.userEmail).sort()).toEqual([a.email, b.email].sort());
  });

  it('a signed-out visitor has no switcher items', async () => {
    const s = await newSession(h.app, freshAddress());
    expect((await authState(s)).accountSwitcherItems).toEqual([]);
  });

  it(`keeps at most ${MAX_ACCOUNTS_PER_SESSION} accounts; GET /k/run/auth/add says whether one more may be added`, async () => {
    let { session } = await register();
    const visitor = await send('GET', AUTH_ADD_PATH, await newSession(h.app, freshAddress()));
    expect(visitor.statusCode).toBe(401);
    expect((await send('GET', AUTH_ADD_PATH, session)).json()).toEqual({ allowed: true, accountCount: 1, maxAccounts: MAX_ACCOUNTS_PER_SESSION });
    for (let i = 1; i < MAX_ACCOUNTS_PER_SESSION; i++) session = (await register(session)).session;
    expect((await send('GET', AUTH_ADD_PATH, session)).json()).toMatchObject({ allowed: false, accountCount: MAX_ACCOUNTS_PER_SESSION });
    const last = await register(session);
    expect((await authState(last.session)).accountSwitcherItems).toHaveLength(MAX_ACCOUNTS_PER_SESSION);
  });
});

describe('GET /k/run/auth/switch', () => {
  it('selects the other account, regenerates the session and answers the frame base path', async () => {
    const { first, second, session } = await twoAccounts();
    const target = (await authState(session)).accountSwitcherItems.find((i) => i.userEmail === first);
    const r = await send('GET', `${AUTH_SWITCH_PATH}?tokenId=${target?.tokenId}&business=false`, session);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const reply = SwitchAccountReplySchema.parse(r.json());
    expect(reply.businessRedirectUrl).toBe('/p/demo');
    const after: TestSession = { sid: sidOf(r), token: reply.formtoken, remoteAddress: session.remoteAddress };
    expect(after.sid).not.toBe(session.sid);
    const state = await authState(after);
    expect(state.userInfoState.accountEmail?.email).toBe(first);
    expect(state.accountSwitcherItems.map((i) => [i.userEmail, i.selected]).sort()).toEqual([[first, true], [second, false]].sort());
    // The old session id is gone (against fixation), and so is its tokenId.
    expect((await authState(session)).loggedInSession).toBe(false);
  });

  it('refuses without X-CSRF (403) and for a visitor (401)', async () => {
    const { first, session } = await twoAccounts();
    const target = (await authState(session)).accountSwitcherItems.find((i) => i.userEmail === first);
    const noCsrf = await send('GET', `${AUTH_SWITCH_PATH}?tokenId=${target?.tokenId}`, session, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().errors[0].code).toBe('CSRF_TOKEN_INVALID');
    const visitor = await newSession(h.app, freshAddress());
    expect((await send('GET', `${AUTH_SWITCH_PATH}?tokenId=${target?.tokenId}`, visitor)).statusCode).toBe(401);
    expect((await authState(session)).userInfoState.accountEmail?.email).not.toBe(first);
  });

  it('a session cannot switch to an account it did not sign into, even with that account id or another session\'s token', async () => {
    const mine = await twoAccounts();
    const other = await register();
    const otherToken = (await authState(other.session)).accountSwitcherItems[0]?.tokenId;
    const forged = switcherTokenOf(mine.session.sid, await accountId(other.email));
    for (const tokenId of [otherToken, forged, await accountId(other.email), 'x'.repeat(32)]) {
      const r = await send('GET', `${AUTH_SWITCH_PATH}?tokenId=${encodeURIComponent(tokenId ?? '')}`, mine.session);
      expect(r.statusCode, tokenId).toBe(400);
      expect(r.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'tokenId' });
    }
    expect((await authState(mine.session)).userInfoState.accountEmail?.email).toBe(mine.second);
  });

  it('refuses a malformed tokenId and business mode for an account without a business profile (400)', async () => {
    const { first, session } = await twoAccounts();
    expect((await send('GET', `${AUTH_SWITCH_PATH}?tokenId=short`, session)).json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'tokenId' });
    expect((await send('GET', AUTH_SWITCH_PATH, session)).statusCode).toBe(400);
    const target = (await authState(session)).accountSwitcherItems.find((i) => i.userEmail === first);
    const r = await send('GET', `${AUTH_SWITCH_PATH}?tokenId=${target?.tokenId}&business=true`, session);
    expect(r.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'business' });
  });
});

describe('GET /signout?redir=', () => {
  it('signs every account of the session out and redirects to a path of this origin', async () => {
    const { session } = await twoAccounts();
    const r = await send('GET', `${SIGNOUT_PATH}?redir=${encodeURIComponent('/p/demo/profile/account?x=1')}`, session, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/p/demo/profile/account?x=1');
    const after: TestSession = { sid: sidOf(r), token: '', remoteAddress: session.remoteAddress };
    expect((await authState(after)).loggedInSession).toBe(false);
    expect((await authState(after)).accountSwitcherItems).toEqual([]);
    expect((await authState(session)).loggedInSession).toBe(false);
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/%0d%0aSet-Cookie:x', '', '/..//evil.example', '/a/..//evil.example', '/%2e%2e//evil.example', '/p/demo/../..//evil.example'])('never redirects off the origin: %s', async (redir) => {
    const { session } = await register();
    const r = await send('GET', `${SIGNOUT_PATH}?redir=${encodeURIComponent(redir)}`, session);
    expect(r.statusCode).toBe(303);
    expect(String(r.headers.location)).toMatch(/^\/(?![/\\])/);
    expect(String(r.headers.location)).not.toContain('evil');
  });

  it('refuses a cross-site request (no X-CSRF on a GET) and keeps the session signed in', async () => {
    const { session } = await register();
    const r = await send('GET', `${SIGNOUT_PATH}?redir=/`, session, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(r.statusCode).toBe(403);
    expect((await authState(session)).loggedInSession).toBe(true);
  });

  it('safeRelativePath keeps paths of this origin only', () => {
    expect(safeRelativePath('/p/demo/')).toBe('/p/demo/');
    expect(safeRelativePath('/a/../b?q=1#h')).toBe('/b?q=1#h');
    expect(safeRelativePath('//x')).toBeNull();
    expect(safeRelativePath('http://x/')).toBeNull();
    expect(safeRelativePath(undefined)).toBeNull();
  });
});

describe('profile and password change', () => {
  it('reads and renames the profile; the header name follows', async () => {
    const { email: e, session } = await register();
    expect((await send('GET', ACCOUNT_PROFILE_PATH, session)).json()).toEqual({ email: e, name: '', hasPassword: true });
    expect((await send('PUT', ACCOUNT_PROFILE_PATH, session, { payload: { name: 'Ada' }, csrf: false })).statusCode).toBe(403);
    const r = await send('PUT', ACCOUNT_PROFILE_PATH, session, { payload: { name: '  Ada Lovelace ' } });
    expect(r.json()).toEqual({ email: e, name: 'Ada Lovelace', hasPassword: true });
    expect((await authState(session)).userInfoState.accountName).toBe('Ada Lovelace');
    expect((await send('PUT', ACCOUNT_PROFILE_PATH, session, { payload: { name: 'x'.repeat(81) } })).statusCode).toBe(400);
    expect((await send('GET', ACCOUNT_PROFILE_PATH, await newSession(h.app, freshAddress()))).statusCode).toBe(401);
  });

  it('changes the password with the current one: Argon2id, new session id, the other sessions of the account signed out', async () => {
    const { email: e, session } = await register();
    const elsewhere = signedInSession(await login(await newSession(h.app, freshAddress()), e), session);
    expect((await send('POST', ACCOUNT_PASSWORD_PATH, session, { payload: { currentPassword: PASSWORD, newPassword: 'new password 42' }, csrf: false })).statusCode).toBe(403);
    const r = await send('POST', ACCOUNT_PASSWORD_PATH, session, { payload: { currentPassword: PASSWORD, newPassword: 'new password 42' } });
    expect(r.json()).toMatchObject({ status: 0 });
    expect(r.body).not.toContain('new password 42');
    const after: TestSession = { sid: sidOf(r), token: r.json().formtoken, remoteAddress: session.remoteAddress };
    expect(after.sid).not.toBe(session.sid);
    expect((await authState(after)).loggedInSession).toBe(true);
    expect((await authState(session)).loggedInSession).toBe(false);
    expect((await authState(elsewhere)).loggedInSession).toBe(false);
    const row = await h.db.selectFrom('accounts').select('password_hash').where('email', '=', e).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const fresh = await newSession(h.app, freshAddress());
    expect((await login(fresh, e)).json()).toMatchObject({ status: -1, errorCode: 'INVALID_CREDENTIALS' });
    expect((await login(fresh, e, 'new password 42')).json()).toMatchObject({ status: 0 });
  });

  it.each([
    [{ currentPassword: 'wrong password', newPassword: 'new password 42' }, 'INVALID_CREDENTIALS', 'currentPassword'],
    [{ currentPassword: PASSWORD, newPassword: 'short' }, 'INVALID_PASSWORD', 'newPassword'],
    [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'INVALID_PASSWORD', 'newPassword'],
  ])('refuses %j with %s on %s and keeps the session', async (payload, errorCode, errorField) => {
    const { session } = await register();
    const r = await send('POST', ACCOUNT_PASSWORD_PATH, session, { payload });
    expect(r.json()).toEqual({ status: -1, errorCode, errorField, message: expect.any(String) });
    expect(r.headers['set-cookie']).toBeUndefined();
    expect((await authState(session)).loggedInSession).toBe(true);
  });

  it('wrong current passwords count towards the account lock', async () => {
    const { session } = await register();
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push((await send('POST', ACCOUNT_PASSWORD_PATH, session, { payload: { currentPassword: `wrong ${i}`, newPassword: 'new password 42' } })).json());
    expect(replies.at(-1)).toMatchObject({ status: -1, errorCode: 'ACCOUNT_LOCKED' });
    const right = await send('POST', ACCOUNT_PASSWORD_PATH, session, { payload: { currentPassword: PASSWORD, newPassword: 'new password 42' } });
    expect(right.json()).toMatchObject({ status: -1, errorCode: 'ACCOUNT_LOCKED' });
  });
});

describe('one account never reads or changes another\'s travelers or bookings', () => {
  const traveler = { firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1980-12-09' };

  it('lists only its own travelers, the preferred first, and cannot update another\'s', async () => {
    const { session, first } = await twoAccounts();
    const created = await send('POST', `${TRAVELER_CREATE_PATH}?knownTravelerNumberApiVersion=v2`, session, { payload: { ...traveler, preferred: false } });
    expect(created.statusCode).toBe(200);
    const preferred = await send('POST', TRAVELER_CREATE_PATH, session, { payload: { firstName: 'Zed', lastName: 'Zulu' } });
    const list = SavedTravelersReplySchema.parse((await send('GET', TRAVELER_LIST_PATH, session)).json());
    expect(list.travelers.map((t) => [t.firstName, t.preferred])).toEqual([['Zed', true], ['Grace', false]]);

    // Switch to the first account of the same session: its list is empty, and it cannot change the other's traveler.
    const target = (await authState(session)).accountSwitcherItems.find((i) => i.userEmail === first);
    const r = await send('GET', `${AUTH_SWITCH_PATH}?tokenId=${target?.tokenId}`, session);
    const other: TestSession = { sid: sidOf(r), token: r.json().formtoken, remoteAddress: session.remoteAddress };
    expect(SavedTravelersReplySchema.parse((await send('GET', TRAVELER_LIST_PATH, other)).json()).travelers).toEqual([]);
    const put = await send('PUT', travelerUpdatePath(preferred.json().travelerId), other, { payload: { firstName: 'Mallory' } });
    expect(put.statusCode).toBe(404);
    expect((await send('GET', TRAVELER_LIST_PATH, await newSession(h.app, freshAddress()))).statusCode).toBe(401);
  });

  it('lists the bookings made signed in under that account only', async () => {
    const a = await register();
    const b = await register();
    const offer = await londonHotelOffer(h.app, { daysAhead: 50 });
    const booked = await postBooking(h.app, a.session, offer, randomUUID());
    expect(booked.statusCode).toBe(201);
    const mine = AccountBookingsReplySchema.parse((await send('GET', ACCOUNT_BOOKINGS_PATH, a.session)).json());
    expect(mine.bookings.map((x) => x.reference)).toEqual([booked.json().reference]);
    expect(AccountBookingsReplySchema.parse((await send('GET', ACCOUNT_BOOKINGS_PATH, b.session)).json()).bookings).toEqual([]);
    expect((await send('GET', ACCOUNT_BOOKINGS_PATH, await newSession(h.app, freshAddress()))).statusCode).toBe(401);
  });
});
