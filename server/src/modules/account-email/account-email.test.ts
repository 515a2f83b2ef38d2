// @vitest-environment node
/**
 * Email flows (issue #9 "Email"): forgot password and the reset page, account confirmation and its resend link,
 * sign-in with an emailed code, the outbox and SMTP modes, on the project's database (sqlite or postgres).
 * Mail is read from the outbox table, as the demo partner page shows it.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_PROFILE_PATH, AUTH_CODE_SEND_PATH, AUTH_CODE_VERIFY_PATH, AUTH_CONFIRM_PATH, AUTH_EMAIL_TOKEN_CHECK_PATH, AUTH_FORGOT_PATH, AUTH_LOGIN_PATH, AUTH_REGISTER_PATH,
  AUTH_RESET_PATH, AUTH_STATE_PATH, AuthStateSchema, EmailSentReplySchema, EmailTokenReplySchema, IDENT_RESEND_PATH, MAIL_OUTBOX_PATH,
  MailOutboxReplySchema, VerifyCodeReplySchema,
} from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { createAccountsService } from '../accounts/service.ts';
import { LOGIN_LOCK_THRESHOLD } from '../accounts/constants.ts';
import { createMailService } from '../mail/service.ts';
import { createSessionService } from '../session/service.ts';
import {
  CODE_FAILURES_PER_IP_MAX, CONFIRM_TOKEN_TTL_MS, EMAIL_CALLS_PER_IP_MAX, MAILS_PER_ADDRESS_MAX, RESET_TOKEN_TTL_MS, SIGN_IN_CODE_MAX_ATTEMPTS, SIGN_IN_CODE_TTL_MS,
} from './constants.ts';
import { safeRedirectPath } from './routes.ts';
import { createAccountEmailService } from './service.ts';

let h: Harness;
let clock = Date.now();
beforeAll(async () => {
  h = await createHarness({ now: () => clock, config: { mailOutboxHttp: true } });
});
afterAll(async () => {
  await h?.close();
});

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';
const email = () => `mail-${randomUUID()}@example.com`;
let addressSeq = 1;
const freshAddress = () => `10.7.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

function post(url: string, s: TestSession | null, payload: Record<string, unknown>, opts: { csrf?: boolean; json?: boolean } = {}): Promise<LightMyRequestResponse> {
  const json = opts.json ?? false;
  const body = json ? JSON.stringify(payload) : new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString();
  return h.app.inject({
    method: 'POST', url, remoteAddress: s?.remoteAddress, ...(s ? { cookies: { sid: s.sid } } : {}),
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded', ...(s && opts.csrf !== false ? { 'x-csrf': s.token } : {}) },
    payload: body,
  });
}

async function register(address = freshAddress()): Promise<{ email: string; session: TestSession; accountId: string }> {
  const e = email();
  const s = await newSession(h.app, address);
  const r = await post(AUTH_REGISTER_PATH, s, { username: e, passwd: PASSWORD, consent: 'true' });
  const reply = r.json<{ status: number; formtoken: string }>();
  expect(reply.status).toBe(0);
  const row = await h.db.selectFrom('accounts').select('id').where('email', '=', e).executeTakeFirstOrThrow();
  return { email: e, session: { sid: sidOf(r), token: reply.formtoken, remoteAddress: address }, accountId: row.id };
}

/** The outbox messages to `to`, oldest first. */
async function mailTo(to: string) {
  return h.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', to).orderBy('id').execute();
}

/** Waits for the `count`-th message to `to` (mail is queued after the reply) and returns it. */
async function nthMail(to: string, count: number, subject: string) {
  return vi.waitFor(async () => {
    const mails = (await mailTo(to)).filter((m) => m.subject === subject);
    expect(mails.length).toBeGreaterThanOrEqual(count);
    return mails[count - 1]!;
  });
}

const tokenOf = (body: string) => /#token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
const codeOf = (body: string) => /code is (\d{6})/.exec(body)?.[1] ?? '';

async function login(e: string, passwd: string, address = freshAddress()) {
  const s = await newSession(h.app, address);
  return (await post(AUTH_LOGIN_PATH, s, { username: e, passwd })).json<{ status: number; errorCode?: string }>();
}

async function lock(e: string): Promise<void> {
  for (let i = 0; i < LOGIN_LOCK_THRESHOLD; i++) await login(e, 'wrong password!');
  expect((await login(e, PASSWORD)).errorCode).toBe('ACCOUNT_LOCKED');
}

async function forgot(e: string): Promise<string> {
  const before = (await mailTo(e)).filter((m) => m.subject === 'Reset your password').length;
  const s = await newSession(h.app, freshAddress());
  const r = await post(AUTH_FORGOT_PATH, s, { username: e });
  expect(EmailSentReplySchema.parse(r.json())).toEqual({ status: 0, message: 'sent' });
  return tokenOf((await nthMail(e, before + 1, 'Reset your password')).body_text);
}

async function resetWith(token: string, passwd: string) {
  const s = await newSession(h.app, freshAddress());
  const r = await post(AUTH_RESET_PATH, s, { token, passwd });
  expect(r.statusCode).toBe(200);
  return EmailTokenReplySchema.parse(r.json());
}

async function authState(s: TestSession) {
  return AuthStateSchema.parse((await h.app.inject({ method: 'GET', url: AUTH_STATE_PATH, cookies: { sid: s.sid } })).json());
}

describe('CSRF and body validation on every state-changing email call', () => {
  const calls = [
    [AUTH_FORGOT_PATH, { username: 'x@example.com' }],
    [AUTH_CODE_SEND_PATH, { username: 'x@example.com' }],
    [AUTH_CODE_VERIFY_PATH, { username: 'x@example.com', code: '123456' }],
    [AUTH_RESET_PATH, { token: 'a'.repeat(43), passwd: NEW_PASSWORD }],
    [AUTH_CONFIRM_PATH, { token: 'a'.repeat(43) }],
    [AUTH_EMAIL_TOKEN_CHECK_PATH, { token: 'a'.repeat(43), purpose: 'reset' }],
  ] as const;
  it.each(calls)('%s refuses a missing or wrong X-CSRF with 403 CSRF_TOKEN_INVALID', async (path, body) => {
    const s = await newSession(h.app, freshAddress());
    const missing = await post(path, s, body, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().errors[0].code).toBe('CSRF_TOKEN_INVALID');
    const wrong = await post(path, { ...s, token: 'not-the-token-of-this-session' }, body);
    expect(wrong.statusCode).toBe(403);
  });
  it.each(calls)('%s answers 400 VALIDATION_ERROR for a body of the wrong shape', async (path) => {
    const s = await newSession(h.app, freshAddress());
    const r = await post(path, s, { username: 42, code: 1, token: ['x'], passwd: {}, purpose: 'other' }, { json: true });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].code).toBe('VALIDATION_ERROR');
  });
});

describe('forgot password and the reset page', () => {
  it('answers the same for an unknown email and a real one, and mails only the real account a reset link', async () => {
    const unknown = email();
    const s = await newSession(h.app, freshAddress());
    const r = await post(AUTH_FORGOT_PATH, s, { username: unknown });
    expect(r.json()).toEqual({ status: 0, message: 'sent' });
    const { email: e } = await register();
    const token = await forgot(e);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await mailTo(unknown)).toEqual([]);
  });

  it('refuses a malformed email with status -1 INVALID_EMAIL on username', async () => {
    const s = await newSession(h.app, freshAddress());
    expect((await post(AUTH_FORGOT_PATH, s, { username: 'not-an-email' })).json()).toMatchObject({ status: -1, errorField: 'username', errorCode: 'INVALID_EMAIL' });
  });

  it('stores only an HMAC of the link: no table holds the token, and the link keeps it out of the request line (fragment)', async () => {
    const { email: e, accountId } = await register();
    const token = await forgot(e);
    const mail = (await mailTo(e)).find((m) => m.subject === 'Reset your password')!;
    expect(mail.body_text).toContain(`${h.config.publicOrigin}${AUTH_RESET_PATH}#token=${token}`);
    const rows = await h.db.selectFrom('account_email_tokens').selectAll().where('account_id', '=', accountId).execute();
    expect(rows.some((row) => row.purpose === 'reset')).toBe(true);
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(token);
    }
    const counters = await h.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(JSON.stringify(counters)).not.toContain(e);
  });

  it('serves a reset page that cannot be framed, with a nonce CSP, no referrer and a session for X-CSRF', async () => {
    const r = await h.app.inject({ method: 'GET', url: AUTH_RESET_PATH, remoteAddress: freshAddress() });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['x-frame-options']).toBe('DENY');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['cache-control']).toBe('no-store');
    const sid = sidOf(r);
    const formToken = /name="form-token" content="([^"]+)"/.exec(r.body)?.[1];
    expect(formToken).toBeTruthy();
    expect(r.body).toContain('New password');
    // The page's session sends the form: the check call works with its form token.
    const check = await post(AUTH_EMAIL_TOKEN_CHECK_PATH, { sid, token: formToken! }, { token: 'x'.repeat(43), purpose: 'reset' });
    expect(check.json()).toMatchObject({ status: -1, errorCode: 'TOKEN_INVALID', errorField: 'token' });
  });

  it('sets the new password once: the old one stops working, the new one signs in, the link is then used', async () => {
    const { email: e } = await register();
    const token = await forgot(e);
    const s = await newSession(h.app, freshAddress());
    expect((await post(AUTH_EMAIL_TOKEN_CHECK_PATH, s, { token, purpose: 'reset' })).json()).toEqual({ status: 0, message: 'usable' });
    expect((await post(AUTH_EMAIL_TOKEN_CHECK_PATH, s, { token, purpose: 'confirm' })).json()).toMatchObject({ errorCode: 'TOKEN_INVALID' });
    expect(await resetWith(token, 'short')).toMatchObject({ status: -1, errorField: 'passwd', errorCode: 'INVALID_PASSWORD' });
    expect(await resetWith(token, NEW_PASSWORD)).toEqual({ status: 0, message: 'reset' });
    expect((await login(e, PASSWORD)).errorCode).toBe('INVALID_CREDENTIALS');
    expect((await login(e, NEW_PASSWORD)).status).toBe(0);
    expect(await resetWith(token, 'yet another passphrase')).toMatchObject({ status: -1, errorCode: 'TOKEN_USED' });
    expect((await login(e, NEW_PASSWORD)).status).toBe(0);
  });

  it('signs the account out of every session it was signed in on; those sessions keep their other accounts', async () => {
    const { email: e, session: before } = await register();
    const other = await register(); // then add `e` to other's session: "Add another account"
    const added = await post(AUTH_LOGIN_PATH, other.session, { username: e, passwd: PASSWORD });
    const both: TestSession = { sid: sidOf(added), token: added.json<{ formtoken: string }>().formtoken, remoteAddress: other.session.remoteAddress };
    expect((await authState(before)).loggedInSession).toBe(true);
    expect((await authState(both)).userInfoState.accountEmail?.email).toBe(e);
    expect(await resetWith(await forgot(e), NEW_PASSWORD)).toEqual({ status: 0, message: 'reset' });
    expect((await authState(before)).loggedInSession).toBe(false);
    const rest = await h.db.selectFrom('session_accounts').innerJoin('accounts', 'accounts.id', 'session_accounts.account_id')
      .select('accounts.email').where('session_accounts.session_id', '=', both.sid).execute();
    expect(rest.map((r) => r.email)).toEqual([other.email]);
    expect((await h.app.inject({ method: 'GET', url: ACCOUNT_PROFILE_PATH, cookies: { sid: before.sid } })).statusCode).toBe(401);
    expect((await login(e, NEW_PASSWORD)).status).toBe(0);
  });

  it('a newer link spends the older one; an unknown token is TOKEN_INVALID', async () => {
    const { email: e } = await register();
    const first = await forgot(e);
    const second = await forgot(e);
    expect(await resetWith(first, NEW_PASSWORD)).toMatchObject({ errorCode: 'TOKEN_USED' });
    expect(await resetWith('A'.repeat(43), NEW_PASSWORD)).toMatchObject({ errorCode: 'TOKEN_INVALID' });
    expect(await resetWith(second, NEW_PASSWORD)).toEqual({ status: 0, message: 'reset' });
  });

  it('a link expires after RESET_TOKEN_TTL_MS', async () => {
    const { email: e } = await register();
    const token = await forgot(e);
    clock += RESET_TOKEN_TTL_MS + 1000;
    try {
      expect(await resetWith(token, NEW_PASSWORD)).toMatchObject({ status: -1, errorCode: 'TOKEN_EXPIRED' });
    } finally {
      clock -= RESET_TOKEN_TTL_MS + 1000;
    }
  });

  it('resetting unlocks a locked account (the lock and the failure count are cleared) and confirms its email', async () => {
    const { email: e, session } = await register();
    await lock(e);
    const token = await forgot(e);
    expect(await resetWith(token, NEW_PASSWORD)).toEqual({ status: 0, message: 'reset' });
    const row = await h.db.selectFrom('accounts').selectAll().where('email', '=', e).executeTakeFirstOrThrow();
    expect(row.locked_until).toBeNull();
    expect(row.failed_login_count).toBe(0);
    expect(row.confirmed_at).not.toBeNull();
    expect((await login(e, NEW_PASSWORD)).status).toBe(0);
    void session;
  });

  it('mails nothing to a disabled account, and its link (if any) answers ACCOUNT_DISABLED', async () => {
    const { email: e, accountId } = await register();
    const token = await forgot(e);
    await h.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', accountId).execute();
    expect(await resetWith(token, NEW_PASSWORD)).toMatchObject({ status: -1, errorCode: 'ACCOUNT_DISABLED' });
    const before = (await mailTo(e)).length;
    const s = await newSession(h.app, freshAddress());
    await post(AUTH_FORGOT_PATH, s, { username: e });
    await post(AUTH_CODE_SEND_PATH, s, { username: e });
    // A later mail to another address proves the queue ran past these two.
    const { email: other } = await register();
    await nthMail(other, 1, 'Confirm your email address');
    expect((await mailTo(e)).length).toBe(before);
  });

  it('limits mails per address: past MAILS_PER_ADDRESS_MAX in the hour nothing more is sent, and the reply stays the same', async () => {
    const { email: e } = await register(); // the confirmation mail is the first
    const s = await newSession(h.app, freshAddress());
    for (let i = 0; i < MAILS_PER_ADDRESS_MAX + 2; i++) expect((await post(AUTH_FORGOT_PATH, s, { username: e })).json()).toEqual({ status: 0, message: 'sent' });
    const { email: other } = await register();
    await nthMail(other, 1, 'Confirm your email address');
    expect((await mailTo(e)).length).toBe(MAILS_PER_ADDRESS_MAX);
  });

  it('answers 429 RATE_LIMITED past EMAIL_CALLS_PER_IP_MAX calls from one address', async () => {
    const address = freshAddress();
    const s = await newSession(h.app, address);
    for (let i = 0; i < EMAIL_CALLS_PER_IP_MAX; i++) expect((await post(AUTH_FORGOT_PATH, s, { username: email() })).statusCode).toBe(200);
    const r = await post(AUTH_CODE_SEND_PATH, s, { username: email() });
    expect(r.statusCode).toBe(429);
    expect(r.json().errors[0].code).toBe('RATE_LIMITED');
  });
});

describe('account confirmation', () => {
  it('registering mails a link; the auth state says unconfirmedAccount until the link is used once', async () => {
    const { email: e, session } = await register();
    expect((await authState(session)).unconfirmedAccount).toBe(true);
    const token = tokenOf((await nthMail(e, 1, 'Confirm your email address')).body_text);
    expect(token).not.toBe('');
    const confirmPage = await h.app.inject({ method: 'GET', url: AUTH_CONFIRM_PATH });
    expect(confirmPage.body).toContain('Confirm my email');
    const s = await newSession(h.app, freshAddress());
    expect((await post(AUTH_CONFIRM_PATH, s, { token })).json()).toEqual({ status: 0, message: 'confirmed' });
    expect((await authState(session)).unconfirmedAccount).toBe(false);
    expect((await post(AUTH_CONFIRM_PATH, s, { token })).json()).toMatchObject({ status: -1, errorCode: 'TOKEN_USED' });
  });

  it('a confirmation link expires after CONFIRM_TOKEN_TTL_MS', async () => {
    const { email: e } = await register();
    const token = tokenOf((await nthMail(e, 1, 'Confirm your email address')).body_text);
    clock += CONFIRM_TOKEN_TTL_MS + 1000;
    try {
      const s = await newSession(h.app, freshAddress());
      expect((await post(AUTH_CONFIRM_PATH, s, { token })).json()).toMatchObject({ status: -1, errorCode: 'TOKEN_EXPIRED' });
    } finally {
      clock -= CONFIRM_TOKEN_TTL_MS + 1000;
    }
  });

  it('/s/ident/resend mails a new link to the signed-in unconfirmed account and redirects to a safe relative path only', async () => {
    const { email: e, session } = await register();
    await nthMail(e, 1, 'Confirm your email address');
    const r = await h.app.inject({ method: 'GET', url: `${IDENT_RESEND_PATH}?redir=${encodeURIComponent('/p/demo/trips?x=1')}`, cookies: { sid: session.sid } });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/p/demo/trips?x=1#confirmation-sent');
    await nthMail(e, 2, 'Confirm your email address');
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/%0d%0aSet-Cookie:x', '/.//evil.example/x', '/%2e%2e//evil.example']) {
      const bad = await h.app.inject({ method: 'GET', url: `${IDENT_RESEND_PATH}?redir=${encodeURIComponent(evil)}`, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(bad.statusCode).toBe(303);
      expect(String(bad.headers.location).startsWith('/')).toBe(true);
      expect(String(bad.headers.location).startsWith('//')).toBe(false);
      expect(String(bad.headers.location)).not.toContain('evil');
    }
    // A cross-site request (another page making the browser call it) sends nothing.
    const cross = await h.app.inject({ method: 'GET', url: `${IDENT_RESEND_PATH}?redir=/`, cookies: { sid: session.sid }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.headers.location).toBe('/');
    // A visitor is only redirected.
    const visitor = await h.app.inject({ method: 'GET', url: `${IDENT_RESEND_PATH}?redir=/p/demo/` });
    expect(visitor.headers.location).toBe('/p/demo/');
  });

  it('safeRedirectPath keeps relative paths and refuses everything else', () => {
    expect(safeRedirectPath('/p/demo/flights?from=JFK#frag')).toBe('/p/demo/flights?from=JFK');
    expect(safeRedirectPath(undefined)).toBe('/');
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'evil', '/\u0000x', '\\\\evil']) expect(safeRedirectPath(evil)).toBe('/');
  });
});

describe('sign-in with an emailed code', () => {
  /** The one reply for a wrong, expired, used or voided code and for an email without an account (issue #22). */
  const NOT_ACCEPTED = { status: -1, errorField: 'code', errorCode: 'INVALID_CODE', message: 'That code is not right or no longer works. Check the email, or send a new code.' };
  async function sendCode(e: string, n: number): Promise<string> {
    const s = await newSession(h.app, freshAddress());
    expect((await post(AUTH_CODE_SEND_PATH, s, { username: e })).json()).toEqual({ status: 0, message: 'sent' });
    return codeOf((await nthMail(e, n, 'Your sign-in code')).body_text);
  }
  async function verify(e: string, code: string, address = freshAddress()) {
    const s = await newSession(h.app, address);
    const r = await post(AUTH_CODE_VERIFY_PATH, s, { username: e, code, userInfo: 'true' });
    expect(r.statusCode).toBe(200);
    return { r, s, reply: VerifyCodeReplySchema.parse(r.json()) };
  }

  it('signs in with the right code exactly once (new session and form token), stored only as an HMAC', async () => {
    const { email: e, accountId } = await register();
    const code = await sendCode(e, 1);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await h.db.selectFrom('account_email_tokens').selectAll().where('account_id', '=', accountId).where('purpose', '=', 'magic_code').execute();
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(code);
    const { r, s, reply } = await verify(e, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(reply).toMatchObject({ status: 0, message: 'signin', userInfo: { accountEmail: e } });
    if (reply.status !== 0) throw new Error('not signed in');
    expect(sidOf(r)).not.toBe(s.sid);
    expect(reply.formtoken).not.toBe(s.token);
    const state = await authState({ sid: sidOf(r), token: reply.formtoken });
    expect(state.loggedInSession).toBe(true);
    expect(state.unconfirmedAccount).toBe(false); // the code proved the address
    expect((await verify(e, code)).reply).toEqual(NOT_ACCEPTED);
  });

  it('refuses a wrong code (INVALID_CODE), a malformed one, an unknown email alike, and voids the code after SIGN_IN_CODE_MAX_ATTEMPTS', async () => {
    const { email: e } = await register();
    const code = await sendCode(e, 1);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await verify(e, '12ab')).reply).toMatchObject({ status: -1, errorField: 'code', errorCode: 'INVALID_CODE' });
    expect((await verify(email(), code)).reply).toEqual(NOT_ACCEPTED);
    expect((await verify('nope', code)).reply).toMatchObject({ status: -1, errorField: 'username', errorCode: 'INVALID_EMAIL' });
    for (let i = 0; i < SIGN_IN_CODE_MAX_ATTEMPTS; i++) expect((await verify(e, wrongCode)).reply).toEqual(NOT_ACCEPTED);
    expect((await verify(e, code)).reply).toEqual(NOT_ACCEPTED);
  });

  it('a code expires after SIGN_IN_CODE_TTL_MS', async () => {
    const { email: e } = await register();
    const code = await sendCode(e, 1);
    clock += SIGN_IN_CODE_TTL_MS + 1000;
    try {
      expect((await verify(e, code)).reply).toEqual(NOT_ACCEPTED);
    } finally {
      clock -= SIGN_IN_CODE_TTL_MS + 1000;
    }
  });

  it('issue #22: an existing email without a live code and a missing email get one reply, and every try counts toward the address limit', async () => {
    const { email: existing } = await register();
    const address = freshAddress();
    const replies: unknown[] = [];
    for (let i = 0; i < CODE_FAILURES_PER_IP_MAX; i++) replies.push((await verify(i % 2 === 0 ? existing : email(), '123456', address)).r.json());
    expect(replies).toEqual(Array.from({ length: CODE_FAILURES_PER_IP_MAX }, () => NOT_ACCEPTED));
    const s = await newSession(h.app, address);
    const limited = await post(AUTH_CODE_VERIFY_PATH, s, { username: existing, code: '123456' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
  });

  it('issue #22: concurrent tries from one address get no more than the limit answered before 429', async () => {
    const { email: existing } = await register();
    const address = freshAddress();
    const total = CODE_FAILURES_PER_IP_MAX + 15;
    const sessions = await Promise.all(Array.from({ length: total }, () => newSession(h.app, address)));
    const replies = await Promise.all(sessions.map((s, i) => post(AUTH_CODE_VERIFY_PATH, s, { username: i % 2 === 0 ? existing : email(), code: '123456' })));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(CODE_FAILURES_PER_IP_MAX);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(total - CODE_FAILURES_PER_IP_MAX);
  });

  it('a locked account cannot sign in with a code (ACCOUNT_LOCKED), a disabled one neither (ACCOUNT_DISABLED)', async () => {
    const { email: e, accountId } = await register();
    await lock(e);
    const code = await sendCode(e, 1);
    expect((await verify(e, code)).reply).toMatchObject({ status: -1, errorCode: 'ACCOUNT_LOCKED' });
    const { email: d, accountId: disabledId } = await register();
    const dCode = await sendCode(d, 1);
    await h.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', disabledId).execute();
    expect((await verify(d, dCode)).reply).toMatchObject({ status: -1, errorCode: 'ACCOUNT_DISABLED' });
    void accountId;
  });
});

describe('the outbox over HTTP', () => {
  it('lists the newest messages for the demo origin with CORS, and refuses other origins', async () => {
    const { email: e } = await register();
    await nthMail(e, 1, 'Confirm your email address');
    const r = await h.app.inject({ method: 'GET', url: MAIL_OUTBOX_PATH, headers: { origin: h.config.demoOrigin } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe(h.config.demoOrigin);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(MailOutboxReplySchema.parse(r.json()).messages.some((m) => m.to === e && m.subject === 'Confirm your email address')).toBe(true);
    const evil = await h.app.inject({ method: 'GET', url: MAIL_OUTBOX_PATH, headers: { origin: 'https://evil.example' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a request with no Origin (a script, curl, another site\'s server) and an opaque `null` origin: issue #22', async () => {
    const { email: e } = await register();
    await nthMail(e, 1, 'Confirm your email address');
    for (const headers of [{}, { origin: 'null' }]) {
      const r = await h.app.inject({ method: 'GET', url: MAIL_OUTBOX_PATH, headers });
      expect(r.statusCode).toBe(403);
      expect(r.json().errors[0].code).toBe('FORBIDDEN');
      expect(r.body).not.toContain(e);
    }
  });

  it('does not exist unless MAIL_OUTBOX_HTTP is on, nor when SMTP is configured', async () => {
    const off = await createHarness();
    const smtp = await createHarness({ config: { mailOutboxHttp: true, smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      expect((await off.app.inject({ method: 'GET', url: MAIL_OUTBOX_PATH })).statusCode).toBe(404);
      expect((await smtp.app.inject({ method: 'GET', url: MAIL_OUTBOX_PATH })).statusCode).toBe(404);
    } finally {
      await off.close();
      await smtp.close();
    }
  });
});

describe('SMTP mode and logs', () => {
  /** A pino logger at trace level whose lines land in `lines`. */
  function capturingLogger(lines: string[]) {
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    return pino({ level: 'trace' }, stream);
  }

  it('sends through the SMTP transport, stores nothing in the outbox, and logs neither the link nor the code', async () => {
    const lines: string[] = [];
    const log = capturingLogger(lines);
    const sent: string[] = [];
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (message: Parameters<typeof original>[0]) => {
      const info = await original(message);
      sent.push(String((info as unknown as { message: Buffer }).message));
      return info;
    }) as typeof transport.sendMail;
    const mail = createMailService({ db: h.db, log, from: 'Travel <no-reply@example.com>', transport });
    expect(mail.mode).toBe('smtp');
    const sessions = createSessionService(h.db, () => clock);
    const accounts = createAccountsService({ db: h.db, sessions, now: () => clock });
    const service = await createAccountEmailService({ db: h.db, accounts, mail, log, publicOrigin: 'https://travel.example', now: () => clock });
    const { email: e } = await register();
    await nthMail(e, 1, 'Confirm your email address'); // the app's own confirmation mail, before counting
    const outboxBefore = (await mailTo(e)).length;
    await service.forgot({ username: e }, { ip: freshAddress() });
    await service.sendCode({ username: e }, { ip: freshAddress() });
    await service.idle();
    expect(sent).toHaveLength(2);
    const token = /#token=([A-Za-z0-9_-]+)/.exec(sent.join('\n'))?.[1];
    const code = /code is (\d{6})/.exec(sent.join('\n'))?.[1];
    expect(token).toBeTruthy();
    expect(code).toBeTruthy();
    expect((await mailTo(e)).length).toBe(outboxBefore);
    expect(lines.length).toBeGreaterThan(0);
    const logged = lines.join('\n');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(`is ${code}`);
    expect(logged).not.toContain(e);
  });

  it('a refused SMTP send is logged (without the message) and the request still answers sent', async () => {
    const lines: string[] = [];
    const log = capturingLogger(lines);
    const mail = createMailService({ db: h.db, log, from: 'Travel <no-reply@example.com>', smtpUrl: 'smtp://127.0.0.1:9' });
    const sessions = createSessionService(h.db, () => clock);
    const accounts = createAccountsService({ db: h.db, sessions, now: () => clock });
    const service = await createAccountEmailService({ db: h.db, accounts, mail, log, publicOrigin: 'https://travel.example', now: () => clock });
    const { email: e } = await register();
    expect(await service.forgot({ username: e }, { ip: freshAddress() })).toEqual({ status: 0, message: 'sent' });
    await service.idle();
    const failure = lines.map((l) => JSON.parse(l) as { level: number; msg: string; mail?: string }).find((l) => l.msg === 'mail could not be sent');
    expect(failure).toMatchObject({ level: 50, mail: 'reset' });
    expect(lines.join('\n')).not.toContain('#token=');
  });
});
