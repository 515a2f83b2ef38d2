// @vitest-environment node
/**
 * Passkeys (issue #9; account-business-header-and-trips §5, §7 "Passkeys", §8) on the database of the project (sqlite
 * or postgres), with real attestations and assertions from a software ES256 authenticator (test-authenticator.ts):
 * the five calls' validation and error codes, X-CSRF, single-use and expiring challenges bound to the session, the
 * origin / relying party / top-origin checks, locked and disabled accounts, the signed-in account's passkey list, and
 * the per-session rate limit.
 */
import { randomUUID } from 'node:crypto';
import { generateKeyPairSync } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_REGISTER_PATH, AUTH_STATE_PATH, AuthStateSchema, AuthVerifyReplySchema, FORM_TOKEN_PATH, PasskeyCreationOptionsSchema, PasskeyListSchema,
  PasskeyRequestOptionsSchema, PasskeyVerifyReplySchema, WEBAUTHN_AUTOFILL_PARAMS_PATH, WEBAUTHN_CREDENTIALS_PATH, WEBAUTHN_LOGIN_PARAMS_PATH,
  WEBAUTHN_LOGIN_PATH, WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH, WEBAUTHN_REGISTER_PATH, webauthnCredentialPath,
} from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { WEBAUTHN_CHALLENGE_TTL_MS } from './constants.ts';
import { FLAG_AT, FLAG_UP, FLAG_UV, TestPasskey } from './test-authenticator.ts';

let h: Harness;
let clock = Date.now();
beforeAll(async () => {
  h = await createHarness({ now: () => clock });
});
afterAll(async () => {
  await h.close();
});

const ORIGIN = () => h.config.publicOrigin;
const RP_ID = () => new URL(h.config.publicOrigin).hostname;
let addressSeq = 1;
const freshAddress = () => `10.29.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;
const email = () => `passkey-${randomUUID()}@example.com`;

function post(url: string, s: TestSession | null, payload: Record<string, string>, opts: { csrf?: boolean; harness?: Harness } = {}): Promise<LightMyRequestResponse> {
  return (opts.harness ?? h).app.inject({
    method: 'POST', url, remoteAddress: s?.remoteAddress, ...(s ? { cookies: { sid: s.sid } } : {}),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(s && opts.csrf !== false ? { 'x-csrf': s.token } : {}) },
    payload: new URLSearchParams(payload).toString(),
  });
}

/** The signed-in session after a status 0 passkey reply. */
function sessionAfter(r: LightMyRequestResponse, before: TestSession): TestSession {
  const reply = PasskeyVerifyReplySchema.parse(r.json());
  if (reply.status !== 0) throw new Error(`not signed in: ${r.body}`);
  return { sid: sidOf(r), token: reply.formtoken, remoteAddress: before.remoteAddress };
}

/** A session opened by the demo partner's frame page (partner `demo`), with its form token. */
async function partnerSession(): Promise<TestSession> {
  const remoteAddress = freshAddress();
  const page = await h.app.inject({ method: 'GET', url: '/p/demo/', remoteAddress });
  const sid = sidOf(page);
  const t = await h.app.inject({ method: 'POST', url: FORM_TOKEN_PATH, cookies: { sid }, remoteAddress });
  return { sid, token: t.json<{ formtoken: string }>().formtoken, remoteAddress };
}

async function creationOptions(s: TestSession, username: string) {
  const r = await post(WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH, s, { username });
  expect(r.statusCode, r.body).toBe(200);
  return PasskeyCreationOptionsSchema.parse(r.json());
}

/** Registers a new passkey account; returns its passkey, email and signed-in session. */
async function registered(): Promise<{ passkey: TestPasskey; email: string; session: TestSession }> {
  const s = await newSession(h.app, freshAddress());
  const e = email();
  const options = await creationOptions(s, e);
  const passkey = new TestPasskey(options.user!.id);
  const r = await post(WEBAUTHN_REGISTER_PATH, s, { username: e, ...passkey.attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() }), consent: 'true', optin: 'false', transports: 'internal,hybrid' });
  expect(r.statusCode, r.body).toBe(200);
  return { passkey, email: e, session: sessionAfter(r, s) };
}

async function loginOptions(s: TestSession, username = '') {
  const r = await post(WEBAUTHN_LOGIN_PARAMS_PATH, s, { username, checkPasswordAuth: 'true' });
  expect(r.statusCode, r.body).toBe(200);
  return PasskeyRequestOptionsSchema.parse(r.json());
}

async function authState(s: TestSession) {
  const r = await h.app.inject({ method: 'GET', url: AUTH_STATE_PATH, cookies: { sid: s.sid } });
  return AuthStateSchema.parse(r.json());
}

describe('POST /auth/webauthn/v1/newCredentialParams', () => {
  it('asks for a platform authenticator with a resident key required, for the product domain, with an opaque user handle', async () => {
    const s = await newSession(h.app, freshAddress());
    const e = email();
    const options = await creationOptions(s, e);
    expect(options.rp).toEqual({ id: RP_ID(), name: expect.any(String) });
    expect(options.authenticatorSelection).toMatchObject({ authenticatorAttachment: 'platform', residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' });
    expect(options.user).toMatchObject({ name: e });
    expect(options.user!.id).not.toContain(e);
    expect(options.pubKeyCredParams.map((p) => p.alg)).toContain(-7);
    expect(options.excludeCredentials).toEqual([]);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The challenge is stored hashed, bound to the session.
    const rows = await h.db.selectFrom('webauthn_challenges').selectAll().where('challenge_hash', '=', options.challenge).execute();
    expect(rows).toEqual([]);
  });

  it.each([
    ['not-an-email', 'INVALID_EMAIL'],
    ['', 'INVALID_EMAIL'],
  ])('refuses %j with status -1 %s', async (username, errorCode) => {
    const s = await newSession(h.app, freshAddress());
    const r = await post(WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH, s, { username });
    expect(r.json()).toEqual({ status: -1, errorField: 'username', errorCode, message: expect.any(String) });
  });

  it('refuses an email that has an account with EMAIL_TAKEN (before any authenticator prompt)', async () => {
    const { email: e } = await registered();
    const s = await newSession(h.app, freshAddress());
    const r = await post(WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH, s, { username: e.toUpperCase() });
    expect(r.json()).toMatchObject({ status: -1, errorCode: 'EMAIL_TAKEN', errorField: 'username' });
  });
});

describe('POST /auth/webauthn/v1/register', () => {
  it('creates an account without a password with the passkey and signs it in with a new session', async () => {
    const s = await newSession(h.app, freshAddress());
    const e = email();
    const options = await creationOptions(s, e);
    const passkey = new TestPasskey(options.user!.id);
    const r = await post(WEBAUTHN_REGISTER_PATH, s, { username: e, ...passkey.attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() }), consent: 'true', transports: 'internal,bogus' });
    expect(r.json()).toMatchObject({ status: 0, message: 'signup', userInfo: { accountEmail: e } });
    const after = sessionAfter(r, s);
    expect(after.sid).not.toBe(s.sid);
    expect(after.token).not.toBe(s.token);
    expect((await authState(after)).userInfoState.accountEmail).toEqual({ email: e });
    const account = await h.db.selectFrom('accounts').selectAll().where('email', '=', e).executeTakeFirstOrThrow();
    expect(account.password_hash).toBeNull();
    expect(account.marketing_optin).toBe(1);
    const credential = await h.db.selectFrom('webauthn_credentials').selectAll().where('account_id', '=', account.id).executeTakeFirstOrThrow();
    expect(credential).toMatchObject({ id: passkey.credentialId, user_handle: options.user!.id, transports: '["internal"]', last_used_at: null });
    // The old session is gone: its challenge cannot be replayed.
    const replay = await post(WEBAUTHN_REGISTER_PATH, after, { username: e, ...passkey.attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() }), consent: 'true' });
    expect(replay.json()).toMatchObject({ status: -1, errorCode: 'PASSKEY_CHALLENGE_EXPIRED' });
  });

  it('refuses without terms consent, and keeps the challenge for the retry', async () => {
    const s = await newSession(h.app, freshAddress());
    const e = email();
    const options = await creationOptions(s, e);
    const fields = new TestPasskey(options.user!.id).attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() });
    const r = await post(WEBAUTHN_REGISTER_PATH, s, { username: e, ...fields });
    expect(r.json()).toMatchObject({ status: -1, errorCode: 'CONSENT_REQUIRED', errorField: 'consent' });
    expect(r.headers['set-cookie']).toBeUndefined();
    const retry = await post(WEBAUTHN_REGISTER_PATH, s, { username: e, ...fields, consent: 'on' });
    expect(retry.json()).toMatchObject({ status: 0, message: 'signup' });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['a top origin the partner does not allow', { crossOrigin: true, topOrigin: 'https://evil.example' }],
    ['a top origin without crossOrigin', { topOrigin: 'http://127.0.0.1:5173' }],
  ])('refuses an attestation made for %s with PASSKEY_VERIFICATION_FAILED and creates nothing', async (_what, change) => {
    const s = await partnerSession();
    const e = email();
    const options = await creationOptions(s, e);
    const fields = new TestPasskey(options.user!.id).attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID(), ...change });
    const r = await post(WEBAUTHN_REGISTER_PATH, s, { username: e, ...fields, consent: 'true' });
    expect(r.json()).toMatchObject({ status: -1, errorCode: 'PASSKEY_VERIFICATION_FAILED' });
    expect(await h.db.selectFrom('accounts').select('id').where('email', '=', e).executeTakeFirst()).toBeUndefined();
  });

  it('accepts a frame inside an allowed partner page (crossOrigin with the partner as top origin)', async () => {
    const s = await partnerSession();
    const e = email();
    const options = await creationOptions(s, e);
    const fields = new TestPasskey(options.user!.id).attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID(), crossOrigin: true, topOrigin: h.config.demoOrigin });
    const r = await post(WEBAUTHN_REGISTER_PATH, s, { username: e, ...fields, consent: 'true' });
    expect(r.json()).toMatchObject({ status: 0, message: 'signup' });
  });

  it('refuses a username other than the one the challenge was issued for, and a challenge it never issued', async () => {
    const s = await newSession(h.app, freshAddress());
    const e = email();
    const options = await creationOptions(s, e);
    const passkey = new TestPasskey(options.user!.id);
    const other = await post(WEBAUTHN_REGISTER_PATH, s, { username: email(), ...passkey.attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() }), consent: 'true' });
    expect(other.json()).toMatchObject({ status: -1, errorCode: 'PASSKEY_VERIFICATION_FAILED' });
    const made = await post(WEBAUTHN_REGISTER_PATH, s, { username: e, ...passkey.attest({ challenge: 'bm90LWlzc3VlZA', origin: ORIGIN(), rpId: RP_ID() }), consent: 'true' });
    expect(made.json()).toMatchObject({ status: -1, errorCode: 'PASSKEY_CHALLENGE_EXPIRED' });
  });

  it('refuses the challenge of another session and an expired challenge', async () => {
    const a = await newSession(h.app, freshAddress());
    const b = await newSession(h.app, freshAddress());
    const e = email();
    const options = await creationOptions(a, e);
    const passkey = new TestPasskey(options.user!.id);
    const fields = passkey.attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() });
    expect((await post(WEBAUTHN_REGISTER_PATH, b, { username: e, ...fields, consent: 'true' })).json()).toMatchObject({ errorCode: 'PASSKEY_CHALLENGE_EXPIRED' });
    clock += WEBAUTHN_CHALLENGE_TTL_MS + 1;
    try {
      expect((await post(WEBAUTHN_REGISTER_PATH, a, { username: e, ...fields, consent: 'true' })).json()).toMatchObject({ errorCode: 'PASSKEY_CHALLENGE_EXPIRED' });
    } finally {
      clock -= WEBAUTHN_CHALLENGE_TTL_MS + 1;
    }
  });

  it('answers 400 VALIDATION_ERROR for fields that are not base64url, and 403 without X-CSRF', async () => {
    const s = await newSession(h.app, freshAddress());
    const bad = await post(WEBAUTHN_REGISTER_PATH, s, { username: email(), credentialId: 'not base64!', attestationObject: 'AA', clientDataJSON: 'AA', consent: 'true' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'credentialId' });
    const missing = await post(WEBAUTHN_REGISTER_PATH, s, { username: email(), consent: 'true' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('POST /auth/webauthn/v1/loginParams and /login', () => {
  it('lists the passkeys of the email (user verification preferred); an unknown email and an empty one get an empty list', async () => {
    const { passkey, email: e } = await registered();
    const s = await newSession(h.app, freshAddress());
    const known = await loginOptions(s, ` ${e.toUpperCase()} `);
    expect(known).toMatchObject({ rpId: RP_ID(), userVerification: 'preferred', allowCredentials: [{ id: passkey.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] }] });
    expect((await loginOptions(s, email())).allowCredentials).toEqual([]);
    expect((await loginOptions(s, '')).allowCredentials).toEqual([]);
  });

  it('signs in with a new session and records the use; the assertion cannot be replayed', async () => {
    const { passkey, email: e } = await registered();
    const s = await newSession(h.app, freshAddress());
    const options = await loginOptions(s, e);
    const fields = passkey.assert({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() });
    const r = await post(WEBAUTHN_LOGIN_PATH, s, fields);
    expect(r.json()).toMatchObject({ status: 0, message: 'signin', userInfo: { accountEmail: e } });
    const after = sessionAfter(r, s);
    expect(after.sid).not.toBe(s.sid);
    expect((await authState(after)).loggedInSession).toBe(true);
    const row = await h.db.selectFrom('webauthn_credentials').selectAll().where('id', '=', passkey.credentialId).executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).not.toBeNull();
    // Replayed on the new session, and on a session that asked for a challenge of its own: the challenge was used.
    expect((await post(WEBAUTHN_LOGIN_PATH, after, fields)).json()).toMatchObject({ status: -1, errorCode: 'PASSKEY_CHALLENGE_EXPIRED' });
  });

  it('signs in through conditional UI: the autofill challenge needs X-CSRF and a discoverable passkey answers it', async () => {
    const { passkey } = await registered();
    const s = await newSession(h.app, freshAddress());
    const noHeader = await h.app.inject({ method: 'GET', url: WEBAUTHN_AUTOFILL_PARAMS_PATH, cookies: { sid: s.sid } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().errors[0].code).toBe('CSRF_TOKEN_INVALID');
    const noSession = await h.app.inject({ method: 'GET', url: WEBAUTHN_AUTOFILL_PARAMS_PATH, headers: { 'x-csrf': s.token } });
    expect(noSession.statusCode).toBe(403);
    const r = await h.app.inject({ method: 'GET', url: WEBAUTHN_AUTOFILL_PARAMS_PATH, cookies: { sid: s.sid }, headers: { 'x-csrf': s.token } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const options = PasskeyRequestOptionsSchema.parse(r.json());
    expect(options.allowCredentials).toEqual([]);
    const signedIn = await post(WEBAUTHN_LOGIN_PATH, s, passkey.assert({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() }));
    expect(signedIn.json()).toMatchObject({ status: 0, message: 'signin' });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['a top origin the partner does not allow', { crossOrigin: true, topOrigin: 'https://evil.example' }],
    ['a counter that did not grow', { counter: 0, flags: FLAG_UP | FLAG_UV, setCounter: 5 }],
    ['a signature of another key', { signWith: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey }],
  ])('refuses an assertion made for %s with PASSKEY_VERIFICATION_FAILED and keeps the session', async (_what, change) => {
    const { passkey, email: e } = await registered();
    const { setCounter, ...assertChange } = change as typeof change & { setCounter?: number };
    if (setCounter !== undefined) await h.db.updateTable('webauthn_credentials').set({ counter: setCounter }).where('id', '=', passkey.credentialId).execute();
    const s = await partnerSession();
    const options = await loginOptions(s, e);
    const r = await post(WEBAUTHN_LOGIN_PATH, s, passkey.assert({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID(), ...assertChange }));
    expect(r.json()).toMatchObject({ status: -1, errorCode: 'PASSKEY_VERIFICATION_FAILED' });
    expect(r.headers['set-cookie']).toBeUndefined();
    expect((await authState(s)).loggedInSession).toBe(false);
  });

  it('accepts the frame inside the allowed partner page (crossOrigin, partner top origin)', async () => {
    const { passkey, email: e } = await registered();
    const s = await partnerSession();
    const options = await loginOptions(s, e);
    const r = await post(WEBAUTHN_LOGIN_PATH, s, passkey.assert({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID(), crossOrigin: true, topOrigin: h.config.demoOrigin }));
    expect(r.json()).toMatchObject({ status: 0 });
  });

  it('refuses an unknown passkey (PASSKEY_NOT_RECOGNIZED), a foreign user handle, an expired challenge', async () => {
    const { passkey, email: e } = await registered();
    const s = await newSession(h.app, freshAddress());
    const stranger = new TestPasskey(passkey.userHandle);
    const unknown = await post(WEBAUTHN_LOGIN_PATH, s, stranger.assert({ challenge: (await loginOptions(s, e)).challenge, origin: ORIGIN(), rpId: RP_ID() }));
    expect(unknown.json()).toMatchObject({ status: -1, errorCode: 'PASSKEY_NOT_RECOGNIZED' });
    const handle = await post(WEBAUTHN_LOGIN_PATH, s, { ...passkey.assert({ challenge: (await loginOptions(s, e)).challenge, origin: ORIGIN(), rpId: RP_ID() }), userHandle: 'b3RoZXI' });
    expect(handle.json()).toMatchObject({ status: -1, errorCode: 'PASSKEY_VERIFICATION_FAILED' });
    const options = await loginOptions(s, e);
    clock += WEBAUTHN_CHALLENGE_TTL_MS + 1;
    try {
      const late = await post(WEBAUTHN_LOGIN_PATH, s, passkey.assert({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() }));
      expect(late.json()).toMatchObject({ status: -1, errorCode: 'PASSKEY_CHALLENGE_EXPIRED' });
    } finally {
      clock -= WEBAUTHN_CHALLENGE_TTL_MS + 1;
    }
  });

  it('refuses a locked account (ACCOUNT_LOCKED) and a disabled one (ACCOUNT_DISABLED) even with a valid passkey', async () => {
    const { passkey, email: e } = await registered();
    await h.db.updateTable('accounts').set({ locked_until: new Date(clock + 60_000).toISOString() }).where('email', '=', e).execute();
    const s = await newSession(h.app, freshAddress());
    const locked = await post(WEBAUTHN_LOGIN_PATH, s, passkey.assert({ challenge: (await loginOptions(s, e)).challenge, origin: ORIGIN(), rpId: RP_ID() }));
    expect(locked.json()).toMatchObject({ status: -1, errorCode: 'ACCOUNT_LOCKED', errorField: null });
    await h.db.updateTable('accounts').set({ locked_until: null, disabled: 1 }).where('email', '=', e).execute();
    const disabled = await post(WEBAUTHN_LOGIN_PATH, s, passkey.assert({ challenge: (await loginOptions(s, e)).challenge, origin: ORIGIN(), rpId: RP_ID() }));
    expect(disabled.json()).toMatchObject({ status: -1, errorCode: 'ACCOUNT_DISABLED', message: 'This account is disabled.' });
    expect((await authState(s)).loggedInSession).toBe(false);
  });
});

describe('the frame page', () => {
  it('sends no Permissions-Policy that would turn passkeys off inside the partner\'s iframe (the SDK\'s allow attribute delegates them)', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/p/demo/', remoteAddress: freshAddress() });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['permissions-policy'] ?? '');
    expect(policy).not.toMatch(/publickey-credentials-(get|create)=\(\)/);
  });
});

describe('X-CSRF and rate limits', () => {
  it.each([WEBAUTHN_LOGIN_PARAMS_PATH, WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH, WEBAUTHN_REGISTER_PATH, WEBAUTHN_LOGIN_PATH])('%s refuses a call without X-CSRF with 403', async (path) => {
    const s = await newSession(h.app, freshAddress());
    const r = await post(path, s, { username: email() }, { csrf: false });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors[0].code).toBe('CSRF_TOKEN_INVALID');
  });

  it('limits passkey calls per session (429 RATE_LIMITED)', async () => {
    const limited = await createHarness({ now: () => clock, config: { rateLimitsEnabled: true, rateLimits: { ...h.config.rateLimits, WEBAUTHN_SESSION: { max: 2, windowMs: 60_000 } } } });
    try {
      const s = await newSession(limited.app, freshAddress());
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await post(WEBAUTHN_LOGIN_PARAMS_PATH, s, { username: '' }, { harness: limited })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the signed-in account\'s passkeys', () => {
  it('adds a passkey to the signed-in account (session kept), lists them, and removes one; another account\'s answers 404', async () => {
    const { passkey: first, session } = await registered();
    const options = await creationOptions(session, '');
    expect(options.excludeCredentials.map((c) => c.id)).toEqual([first.credentialId]);
    const second = new TestPasskey(options.user!.id);
    expect(options.user!.id).toBe(first.userHandle);
    const added = await post(WEBAUTHN_REGISTER_PATH, session, { username: '', ...second.attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID(), flags: FLAG_UP | FLAG_AT }) });
    expect(added.json()).toMatchObject({ status: 0, message: 'added', formtoken: session.token });
    expect(added.headers['set-cookie']).toBeUndefined();

    const list = async (s: TestSession) => PasskeyListSchema.parse((await h.app.inject({ method: 'GET', url: WEBAUTHN_CREDENTIALS_PATH, cookies: { sid: s.sid } })).json());
    const listed = await list(session);
    expect(listed.passkeys.map((p) => p.credentialId).sort()).toEqual([first.credentialId, second.credentialId].sort());
    expect(JSON.stringify(listed)).not.toContain('public');

    const other = await registered();
    const del = (s: TestSession, id: string, csrf = true) =>
      h.app.inject({ method: 'DELETE', url: webauthnCredentialPath(id), cookies: { sid: s.sid }, headers: csrf ? { 'x-csrf': s.token } : {} });
    expect((await del(other.session, first.credentialId)).statusCode).toBe(404);
    expect((await del(session, first.credentialId, false)).statusCode).toBe(403);
    expect((await del(session, first.credentialId)).statusCode).toBe(204);
    expect((await del(session, first.credentialId)).statusCode).toBe(404);
    expect((await list(session)).passkeys.map((p) => p.credentialId)).toEqual([second.credentialId]);
    expect((await list(other.session)).passkeys.map((p) => p.credentialId)).toEqual([other.passkey.credentialId]);
  });

  it('while signed in, a username means another account ("Add another account"): created and selected, the first one untouched', async () => {
    const first = await registered();
    const e = email();
    const options = await creationOptions(first.session, e);
    expect(options.user).toMatchObject({ name: e });
    expect(options.user!.id).not.toBe(first.passkey.userHandle);
    const passkey = new TestPasskey(options.user!.id);
    const r = await post(WEBAUTHN_REGISTER_PATH, first.session, { username: e, ...passkey.attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() }), consent: 'true' });
    expect(r.json()).toMatchObject({ status: 0, message: 'signup', userInfo: { accountEmail: e } });
    const after = sessionAfter(r, first.session);
    expect((await authState(after)).userInfoState.accountEmail).toEqual({ email: e });
    const firstAccount = await h.db.selectFrom('accounts').select('id').where('email', '=', first.email).executeTakeFirstOrThrow();
    const firstPasskeys = await h.db.selectFrom('webauthn_credentials').select('id').where('account_id', '=', firstAccount.id).execute();
    expect(firstPasskeys.map((p) => p.id)).toEqual([first.passkey.credentialId]);
  });

  it('a visitor gets 401 INVALID_SESSION for the list', async () => {
    const s = await newSession(h.app, freshAddress());
    const r = await h.app.inject({ method: 'GET', url: WEBAUTHN_CREDENTIALS_PATH, cookies: { sid: s.sid } });
    expect(r.statusCode).toBe(401);
  });

  it('a password account can add a passkey and then sign in with it', async () => {
    const s = await newSession(h.app, freshAddress());
    const e = email();
    const reg = await post(AUTH_REGISTER_PATH, s, { username: e, passwd: 'correct horse battery', consent: 'true' });
    const reply = AuthVerifyReplySchema.parse(reg.json());
    if (reply.status !== 0) throw new Error(reg.body);
    const session: TestSession = { sid: sidOf(reg), token: reply.formtoken, remoteAddress: s.remoteAddress };
    const options = await creationOptions(session, '');
    const passkey = new TestPasskey(options.user!.id);
    expect((await post(WEBAUTHN_REGISTER_PATH, session, passkey.attest({ challenge: options.challenge, origin: ORIGIN(), rpId: RP_ID() }))).json()).toMatchObject({ status: 0, message: 'added' });
    const fresh = await newSession(h.app, freshAddress());
    const login = await post(WEBAUTHN_LOGIN_PATH, fresh, passkey.assert({ challenge: (await loginOptions(fresh, e)).challenge, origin: ORIGIN(), rpId: RP_ID() }));
    expect(login.json()).toMatchObject({ status: 0, message: 'signin', userInfo: { accountEmail: e } });
  });
});
