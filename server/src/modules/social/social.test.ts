// @vitest-environment node
/**
 * Google, Apple and Naver sign-in (issue #9; account-business-header-and-trips §2-§5, §7, §8) against a real
 * oidc-provider in this process (the local provider `npm start` runs), on the database of the project (sqlite or
 * postgres): the pop-up flow (start, redirect, provider sign-in, callback, hand-off exchange), One Tap ID tokens,
 * access tokens, Apple verify, link/welcome/not-linkable, loginAndLinkExisting, link/unlink, the §5/§8 errors,
 * CSRF refusals and the single-use, session-bound, expiring codes.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLE_LOGIN_PATH, AUTH_LOGIN_PATH, AUTH_REGISTER_PATH, AUTH_STATE_PATH, AuthStateSchema, GOOGLE_CONFIG_PATH, GOOGLE_LINK_PATH, GOOGLE_LOGIN_AND_LINK_PATH,
  GOOGLE_LOGIN_PATH, GOOGLE_UNLINK_PATH, LinkedIdentitiesReplySchema, NAVER_LOGIN_PATH, SOCIAL_ERROR_TEXTS, SOCIAL_EXCHANGE_PATH,
  SOCIAL_HANDOFF_MESSAGE_TYPE, SOCIAL_IDENTITIES_PATH, SOCIAL_START_PATH, SOCIAL_UNLINK_PATH, SocialHandoffMessageSchema, SocialStartReplySchema,
  SocialVerifyReplySchema, type SocialVerifyReply,
} from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession, type TestSession } from '../../../test/booking-fixtures.ts';
import { LOCAL_OIDC_CLIENTS, LOCAL_OIDC_USERS, startLocalOidcProvider, type LocalOidcProvider } from '../../dev/local-oidc-provider.ts';
import { loadConfig } from '../../config.ts';
import { LOGIN_LOCK_THRESHOLD } from '../accounts/constants.ts';
import { socialConfigFrom, type SocialConfig } from './config.ts';
import { createProviders } from './providers.ts';
import { HANDOFF_TTL_MS, TRANSACTION_COOKIE } from './service.ts';
import { signIdToken, signInAtProvider } from './social-test-support.ts';

const PUBLIC_ORIGIN = loadConfig({}).publicOrigin;
let provider: LocalOidcProvider;
let h: Harness;
let social: SocialConfig;
let clock = Date.now();
let addressSeq = 1;
const freshAddress = () => `10.44.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

beforeAll(async () => {
  provider = await startLocalOidcProvider({ port: 0, productOrigins: [PUBLIC_ORIGIN] });
  social = socialConfigFrom({ LOCAL_OIDC_PORT: new URL(provider.issuer).port }, 8080);
  h = await createHarness({ now: () => clock, config: { social } });
});
afterAll(async () => {
  await h?.close();
  await provider?.close();
});

const [ANA, BEN] = LOCAL_OIDC_USERS as [typeof LOCAL_OIDC_USERS[0], typeof LOCAL_OIDC_USERS[0]];
const PASSWORD = 'correct horse battery';

function post(url: string, s: TestSession | null, payload: Record<string, unknown>, csrf = true): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method: 'POST', url, remoteAddress: s?.remoteAddress, ...(s ? { cookies: { sid: s.sid } } : {}),
    headers: { 'content-type': 'application/json', ...(s && csrf ? { 'x-csrf': s.token } : {}) },
    payload: JSON.stringify(payload),
  });
}

function verify(r: LightMyRequestResponse): SocialVerifyReply {
  expect(r.statusCode, r.body).toBe(200);
  return SocialVerifyReplySchema.parse(r.json());
}

/** The session after a status 0 sign-in (new sid cookie and form token). */
function sessionAfter(r: LightMyRequestResponse, before: TestSession): TestSession {
  const reply = verify(r);
  if (reply.status !== 0) throw new Error(`not signed in: ${JSON.stringify(reply)}`);
  const sid = /sid=([^;]+)/.exec(String(r.headers['set-cookie']))?.[1];
  if (!sid) throw new Error('no sid cookie');
  return { sid, token: reply.formtoken, remoteAddress: before.remoteAddress };
}

async function signedInEmail(s: TestSession): Promise<string | null> {
  const r = await h.app.inject({ method: 'GET', url: AUTH_STATE_PATH, cookies: { sid: s.sid } });
  return AuthStateSchema.parse(r.json()).userInfoState.accountEmail?.email ?? null;
}

const setCookieOf = (r: LightMyRequestResponse, name: string) => new RegExp(`${name}=([^;]+)`).exec(String(r.headers['set-cookie']))?.[1];

/** Steps 1-2: start from the frame session, open the pop-up URL. @returns the provider URL and the pop-up cookie */
async function openPopup(s: TestSession, providerName: 'google' | 'apple' | 'naver', purpose: 'signin' | 'link' | 'credential' = 'signin') {
  const started = SocialStartReplySchema.parse((await post(SOCIAL_START_PATH, s, { provider: providerName, purpose })).json());
  if (started.status !== 0) throw new Error(`start refused: ${started.errorCode}`);
  const popupUrl = new URL(started.popupUrl);
  expect(popupUrl.origin).toBe(PUBLIC_ORIGIN);
  const r = await h.app.inject({ method: 'GET', url: popupUrl.pathname + popupUrl.search });
  expect(r.statusCode, r.body).toBe(302);
  const cookie = setCookieOf(r, TRANSACTION_COOKIE);
  expect(String(r.headers['set-cookie'])).toMatch(/HttpOnly/i);
  return { location: String(r.headers.location), cookie: cookie!, popupPath: popupUrl.pathname + popupUrl.search };
}

/** Step 3: the callback page; @returns the status and the message it posts to the opener */
async function callback(url: URL, cookie: string | undefined) {
  const r = await h.app.inject({ method: 'GET', url: url.pathname + url.search, ...(cookie ? { cookies: { [TRANSACTION_COOKIE]: cookie } } : {}) });
  const json = /<script type="application\/json" id="handoff">([^<]*)<\/script>/.exec(r.body)?.[1];
  const message = SocialHandoffMessageSchema.parse(JSON.parse(json!));
  expect(message.type).toBe(SOCIAL_HANDOFF_MESSAGE_TYPE);
  // Posted to the product origin exactly, never '*'.
  expect(r.body).toContain(`postMessage(m,${JSON.stringify(PUBLIC_ORIGIN)})`);
  expect(String(r.headers['content-security-policy'])).toMatch(/script-src 'nonce-/);
  return { status: r.statusCode, message };
}

/** The whole pop-up as `email`: @returns the hand-off code */
async function popupHandoff(s: TestSession, providerName: 'google' | 'apple' | 'naver', email: string): Promise<string> {
  const popup = await openPopup(s, providerName);
  const back = await signInAtProvider(popup.location, email);
  const { message } = await callback(back, popup.cookie);
  if (!message.code) throw new Error(`no code: ${JSON.stringify(message)} ${back.href}`);
  return message.code;
}

const googleToken = (claims: Record<string, unknown>, opts: { audience?: string; issuer?: string; expiresInSeconds?: number } = {}) =>
  signIdToken(provider, claims, { audience: opts.audience ?? LOCAL_OIDC_CLIENTS.google.clientId, ...opts });

async function passwordAccount(email: string, s?: TestSession): Promise<TestSession> {
  const session = s ?? (await newSession(h.app, freshAddress()));
  const r = await h.app.inject({
    method: 'POST', url: AUTH_REGISTER_PATH, cookies: { sid: session.sid }, remoteAddress: session.remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': session.token },
    payload: new URLSearchParams({ username: email, passwd: PASSWORD, consent: 'true' }).toString(),
  });
  return sessionAfter(r, session);
}

describe('pop-up sign-in through the local provider', () => {
  it('Google: a new demo user gets an account (signup) in the frame session; the next time signs in to it', async () => {
    const frame = await newSession(h.app, freshAddress());
    const code = await popupHandoff(frame, 'google', ANA.email);
    const r = await post(SOCIAL_EXCHANGE_PATH, frame, { code, userInfo: true });
    const reply = verify(r);
    expect(reply).toMatchObject({ status: 0, message: 'signup', userInfo: { accountEmail: ANA.email } });
    const signedIn = sessionAfter(r, frame);
    expect(signedIn.sid).not.toBe(frame.sid);
    expect(await signedInEmail(signedIn)).toBe(ANA.email);

    const again = await newSession(h.app, freshAddress());
    const second = await post(SOCIAL_EXCHANGE_PATH, again, { code: await popupHandoff(again, 'google', ANA.email) });
    expect(verify(second)).toMatchObject({ status: 0, message: 'signin' });
    const list = LinkedIdentitiesReplySchema.parse((await h.app.inject({ method: 'GET', url: SOCIAL_IDENTITIES_PATH, cookies: { sid: sessionAfter(second, again).sid } })).json());
    expect(list.identities).toEqual([expect.objectContaining({ provider: 'google', email: ANA.email })]);
    expect(list.available).toEqual(['google', 'apple', 'naver']);
  });

  it('Apple and Naver pop-ups sign in too (Naver through its user-info endpoint)', async () => {
    const a = await newSession(h.app, freshAddress());
    expect(verify(await post(SOCIAL_EXCHANGE_PATH, a, { code: await popupHandoff(a, 'apple', BEN.email) }))).toMatchObject({ status: 0, message: 'signup' });
    const n = await newSession(h.app, freshAddress());
    // Ben now has an account (Apple) with no password: his Naver identity is not linked to it silently.
    expect(verify(await post(SOCIAL_EXCHANGE_PATH, n, { code: await popupHandoff(n, 'naver', BEN.email) }))).toMatchObject({ status: 1, message: 'n' });
  });

  it('the hand-off code works once, only for the session that opened the pop-up, and only for a short time', async () => {
    const frame = await newSession(h.app, freshAddress());
    const code = await popupHandoff(frame, 'google', ANA.email);
    const other = await newSession(h.app, freshAddress());
    expect(verify(await post(SOCIAL_EXCHANGE_PATH, other, { code }))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
    const first = await post(SOCIAL_EXCHANGE_PATH, frame, { code });
    const signedIn = sessionAfter(first, frame);
    // The session that opened the pop-up is gone (replaced on sign-in); the new one cannot use the code again.
    expect((await post(SOCIAL_EXCHANGE_PATH, frame, { code })).statusCode).toBe(401);
    expect(verify(await post(SOCIAL_EXCHANGE_PATH, signedIn, { code }))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });

    const late = await newSession(h.app, freshAddress());
    const lateCode = await popupHandoff(late, 'google', ANA.email);
    clock += HANDOFF_TTL_MS + 1000;
    try {
      expect(verify(await post(SOCIAL_EXCHANGE_PATH, late, { code: lateCode }))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
    } finally {
      clock = Date.now();
    }
    // Only hashes are stored.
    const rows = await h.db.selectFrom('social_handoffs').select('code_hash').execute();
    expect(rows.map((r) => r.code_hash)).not.toContain(code);
  });

  it('refuses a callback without the pop-up cookie, with an unknown state, a reused start token, and a cancelled sign-in', async () => {
    const frame = await newSession(h.app, freshAddress());
    const popup = await openPopup(frame, 'google');
    expect((await h.app.inject({ method: 'GET', url: popup.popupPath })).statusCode).toBe(400);
    const back = await signInAtProvider(popup.location, ANA.email);
    const forged = new URL(back);
    forged.searchParams.set('state', 'not-the-state-we-issued-0123456789');
    expect(await callback(forged, popup.cookie)).toEqual({ status: 400, message: { type: SOCIAL_HANDOFF_MESSAGE_TYPE, error: 'expired' } });
    expect(await callback(back, 'another-browser-secret')).toEqual({ status: 400, message: { type: SOCIAL_HANDOFF_MESSAGE_TYPE, error: 'failed' } });
    // The state was used by that attempt: the right cookie cannot replay it.
    expect((await callback(back, popup.cookie)).message.error).toBe('expired');

    const cancelled = await openPopup(frame, 'google');
    const aborted = await signInAtProvider(cancelled.location, ANA.email, 'abort');
    expect((await callback(aborted, cancelled.cookie)).message.error).toBe('cancelled');
  });

  it('adding another account (a signed-in session) asks the provider to let the person choose, though it remembers someone (issue #22)', async () => {
    // One browser: the provider's session cookie is shared by its pop-ups, as the local provider shares it between clients.
    const browser = new Map<string, string>();
    const frame = await newSession(h.app, freshAddress());
    const first = await openPopup(frame, 'google');
    // A first sign-in lets the provider answer with the user it remembers (no prompt).
    expect(new URL(first.location).searchParams.get('prompt')).toBeNull();
    const firstCode = (await callback(await signInAtProvider(first.location, ANA.email, 'login', browser), first.cookie)).message.code;
    const ana = sessionAfter(await post(SOCIAL_EXCHANGE_PATH, frame, { code: firstCode, confirm: true }), frame);
    expect(await signedInEmail(ana)).toBe(ANA.email);

    // "Add another account" -> Apple: the provider shows its sign-in page instead of answering with Ana again.
    const second = await openPopup(ana, 'apple');
    expect(new URL(second.location).searchParams.get('prompt')).toBe('select_account');
    const { message } = await callback(await signInAtProvider(second.location, BEN.email, 'login', browser), second.cookie);
    const added = await post(SOCIAL_EXCHANGE_PATH, ana, { code: message.code, confirm: true });
    expect(verify(added)).toMatchObject({ status: 0 });
    expect(await signedInEmail(sessionAfter(added, ana))).toBe(BEN.email);
  });

  it('the code exchange refuses a wrong PKCE verifier, state or nonce (openid-client against the provider)', async () => {
    const providers = createProviders(social);
    const redirectUri = `${PUBLIC_ORIGIN}/k/run/social/callback`;
    const checks = { state: 'state-0123456789abcdef', nonce: 'nonce-0123456789abcdef', verifier: 'v'.repeat(43) };
    const codeFor = async () => signInAtProvider((await providers.authorizationUrl('google', { redirectUri, ...checks })).href, ANA.email);
    await expect(providers.exchangeCode('google', await codeFor(), { ...checks, verifier: 'w'.repeat(43) })).rejects.toThrow(/code exchange failed/);
    await expect(providers.exchangeCode('google', await codeFor(), { ...checks, state: 'other-state-0123456789' })).rejects.toThrow(/code exchange failed/);
    await expect(providers.exchangeCode('google', await codeFor(), { ...checks, nonce: 'other-nonce-0123456789' })).rejects.toThrow(/code exchange failed/);
    const ok = await providers.exchangeCode('google', await codeFor(), checks);
    expect(ok.identity).toMatchObject({ provider: 'google', email: ANA.email, emailVerified: true, issuer: provider.issuer });
  });
});

describe('POST /k/run/googleauth/login (One Tap ID token, access token)', () => {
  it('One Tap: the pop-up credential (an ID token with this session\'s nonce) signs in once; a replay is refused', async () => {
    const frame = await newSession(h.app, freshAddress());
    const popup = await openPopup(frame, 'google', 'credential');
    const { message } = await callback(await signInAtProvider(popup.location, ANA.email), popup.cookie);
    expect(message.credential).toBeTruthy();
    const body = { confirm: true, idToken: message.credential, sticky: true, userInfo: true };
    const other = await newSession(h.app, freshAddress());
    expect(verify(await post(GOOGLE_LOGIN_PATH, other, body))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
    const r = await post(GOOGLE_LOGIN_PATH, frame, body);
    expect(verify(r)).toMatchObject({ status: 0, message: 'signin', userInfo: { accountEmail: ANA.email } });
    expect(verify(await post(GOOGLE_LOGIN_PATH, sessionAfter(r, frame), body))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
  });

  it('refuses ID tokens with a wrong audience, a wrong issuer, an expired one, or a bad signature', async () => {
    const s = await newSession(h.app, freshAddress());
    const claims = { sub: `sub-${randomUUID()}`, email: `x-${randomUUID()}@example.com` };
    for (const idToken of [
      await googleToken(claims, { audience: 'someone-elses-client' }),
      await googleToken(claims, { issuer: 'https://accounts.example.com' }),
      await googleToken(claims, { expiresInSeconds: -120 }),
      `${(await googleToken(claims)).slice(0, -4)}AAAA`,
    ]) {
      expect(verify(await post(GOOGLE_LOGIN_PATH, s, { idToken, confirm: true }))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
    }
    expect(verify(await post(GOOGLE_LOGIN_PATH, s, { idToken: await googleToken(claims), confirm: true }))).toMatchObject({ status: 0, message: 'signup' });
  });

  it('welcome (w) without confirm; confirming with its link token creates the account', async () => {
    const s = await newSession(h.app, freshAddress());
    const email = `w-${randomUUID()}@example.com`;
    const welcome = verify(await post(GOOGLE_LOGIN_PATH, s, { idToken: await googleToken({ sub: randomUUID(), email }) }));
    expect(welcome).toMatchObject({ status: 1, message: 'w', email });
    if (welcome.status !== 1) throw new Error('no welcome');
    const r = await post(GOOGLE_LOGIN_PATH, s, { linkToken: welcome.linkToken, confirm: true });
    expect(verify(r)).toMatchObject({ status: 0, message: 'signup' });
    expect(await signedInEmail(sessionAfter(r, s))).toBe(email);
  });

  it('an unverified email is not linkable (n)', async () => {
    const s = await newSession(h.app, freshAddress());
    const idToken = await googleToken({ sub: randomUUID(), email: `u-${randomUUID()}@example.com`, email_verified: false });
    expect(verify(await post(GOOGLE_LOGIN_PATH, s, { idToken, confirm: true }))).toMatchObject({ status: 1, message: 'n' });
  });

  it('access tokens: Google\'s must have been issued to our Google client (introspection); Naver\'s gives the Naver identity', async () => {
    /** An access token of the local provider for `client` after the demo user `email` signed in. */
    async function accessTokenFor(client: { clientId: string; clientSecret: string }, email: string): Promise<string> {
      const config = await oidc.discovery(new URL(provider.issuer), client.clientId, client.clientSecret, oidc.ClientSecretPost(client.clientSecret), { execute: [oidc.allowInsecureRequests] });
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: `${PUBLIC_ORIGIN}/k/run/social/callback`, scope: 'openid email profile', state, code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
      });
      const back = await signInAtProvider(url.href, email);
      return (await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state })).access_token;
    }
    const s = await newSession(h.app, freshAddress());
    const naverToken = await accessTokenFor(LOCAL_OIDC_CLIENTS.naver, ANA.email);
    // A token issued to another client (here the Naver one) cannot sign in as Google.
    expect(verify(await post(GOOGLE_LOGIN_PATH, s, { accessToken: naverToken, confirm: true }))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
    // Ana signed up with Google in the first pop-up test: her account has no password and her Naver identity is not linked to it: not linkable, never linked silently.
    expect(verify(await post(NAVER_LOGIN_PATH, s, { accessToken: naverToken, confirm: true }))).toMatchObject({ status: 1, message: 'n', email: ANA.email });
    const googleToken = await accessTokenFor(LOCAL_OIDC_CLIENTS.google, ANA.email);
    expect(verify(await post(NAVER_LOGIN_PATH, s, { accessToken: googleToken, confirm: true }))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
    expect(verify(await post(GOOGLE_LOGIN_PATH, s, { accessToken: googleToken, userInfo: true }))).toMatchObject({ status: 0, message: 'signin', userInfo: { accountEmail: ANA.email } });
  });

  it('an access token is refused unless the provider says it was issued to our client', async () => {
    const s = await newSession(h.app, freshAddress());
    expect(verify(await post(GOOGLE_LOGIN_PATH, s, { accessToken: 'not-a-token', confirm: true }))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
    expect(verify(await post(NAVER_LOGIN_PATH, s, { accessToken: 'not-a-token', confirm: true }))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
  });
});

describe('existing accounts: link (l), loginAndLinkExisting, link, unlink, locks', () => {
  it('an account with the same email answers link (l); loginAndLinkExisting with its password links the identity', async () => {
    const email = `l-${randomUUID()}@example.com`;
    await passwordAccount(email);
    const sub = randomUUID();
    const s = await newSession(h.app, freshAddress());
    const link = verify(await post(GOOGLE_LOGIN_PATH, s, { idToken: await googleToken({ sub, email }), confirm: true }));
    expect(link).toMatchObject({ status: 1, message: 'l', email });
    if (link.status !== 1) throw new Error('no link');
    /** A new link token of session `s` for this Google identity (a status 1 `l` reply). */
    const newLinkToken = async (): Promise<string> => {
      const again = verify(await post(GOOGLE_LOGIN_PATH, s, { idToken: await googleToken({ sub, email }), confirm: true }));
      if (again.status !== 1 || !again.linkToken) throw new Error('no link token');
      return again.linkToken;
    };
    // Issue #22: a missing email and a wrong password get the same reply, and both count toward the address's limit.
    const missing = await post(GOOGLE_LOGIN_AND_LINK_PATH, s, { username: `nobody-${randomUUID()}@example.com`, passwd: PASSWORD, linkToken: link.linkToken });
    expect(verify(missing)).toMatchObject({ status: -1, errorCode: 'INVALID_CREDENTIALS', errorField: 'passwd' });
    const wrong = await post(GOOGLE_LOGIN_AND_LINK_PATH, s, { username: email, passwd: 'wrong password!', linkToken: await newLinkToken() });
    expect(wrong.json()).toEqual(missing.json());
    const counter = await h.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', `LOGIN_FAIL_IP:${s.remoteAddress}`).executeTakeFirstOrThrow();
    expect(counter.hits).toBe(2);
    // The link token is single-use: a failed attempt spends it too, so it cannot be replayed as an oracle.
    expect(verify(await post(GOOGLE_LOGIN_AND_LINK_PATH, s, { username: email, passwd: PASSWORD, linkToken: link.linkToken })))
      .toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
    const token = await newLinkToken();
    const r = await post(GOOGLE_LOGIN_AND_LINK_PATH, s, { username: email, passwd: PASSWORD, linkToken: token });
    expect(verify(r)).toMatchObject({ status: 0, message: 'signin' });
    expect(verify(await post(GOOGLE_LOGIN_AND_LINK_PATH, sessionAfter(r, s), { username: email, passwd: PASSWORD, linkToken: token })))
      .toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
    const t = await newSession(h.app, freshAddress());
    expect(verify(await post(GOOGLE_LOGIN_PATH, t, { idToken: await googleToken({ sub, email }) }))).toMatchObject({ status: 0, message: 'signin' });
  });

  it('link and unlink from a signed-in account; the last way to sign in cannot be unlinked', async () => {
    const email = `k-${randomUUID()}@example.com`;
    const s = await passwordAccount(email);
    expect(verify(await post(GOOGLE_LINK_PATH, s, {}))).toMatchObject({
      status: -1, errorCode: 'NOT_SIGNED_IN_TO_PROVIDER', message: SOCIAL_ERROR_TEXTS.NOT_SIGNED_IN_TO_GOOGLE.replace('{product}', 'your account'),
    });
    const sub = randomUUID();
    expect(verify(await post(GOOGLE_LINK_PATH, s, { idToken: await googleToken({ sub, email: 'other@example.com' }) }))).toMatchObject({ status: 0 });
    const list = () => h.app.inject({ method: 'GET', url: SOCIAL_IDENTITIES_PATH, cookies: { sid: s.sid } }).then((r) => LinkedIdentitiesReplySchema.parse(r.json()));
    expect((await list()).identities.map((i) => i.provider)).toEqual(['google']);
    expect(verify(await post(GOOGLE_UNLINK_PATH, s, {}))).toMatchObject({ status: 0 });
    expect((await list()).identities).toEqual([]);

    // A social-only account keeps its only identity.
    const t = await newSession(h.app, freshAddress());
    const r = await post(GOOGLE_LOGIN_PATH, t, { idToken: await googleToken({ sub: randomUUID(), email: `o-${randomUUID()}@example.com` }), confirm: true });
    const only = sessionAfter(r, t);
    expect(verify(await post(SOCIAL_UNLINK_PATH, only, { provider: 'google' }))).toMatchObject({ status: -1, errorCode: 'LAST_SIGN_IN_METHOD' });
    // Linking an identity that belongs to another account is refused.
    expect(verify(await post(GOOGLE_LINK_PATH, s, { idToken: await googleToken({ sub: 'demo-ana.local-google', email: ANA.email }) }))).toMatchObject({ status: -1, errorCode: 'IDENTITY_IN_USE' });
  });

  it('a locked account cannot sign in socially', async () => {
    const email = `lock-${randomUUID()}@example.com`;
    const owner = await passwordAccount(email);
    const sub = randomUUID();
    expect(verify(await post(GOOGLE_LINK_PATH, owner, { idToken: await googleToken({ sub, email }) }))).toMatchObject({ status: 0 });
    const attacker = await newSession(h.app, freshAddress());
    for (let i = 0; i < LOGIN_LOCK_THRESHOLD; i++) {
      await h.app.inject({
        method: 'POST', url: AUTH_LOGIN_PATH, cookies: { sid: attacker.sid }, remoteAddress: attacker.remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': attacker.token },
        payload: new URLSearchParams({ username: email, passwd: 'wrong password!' }).toString(),
      });
    }
    const s = await newSession(h.app, freshAddress());
    expect(verify(await post(GOOGLE_LOGIN_PATH, s, { idToken: await googleToken({ sub, email }) }))).toMatchObject({ status: -1, errorCode: 'ACCOUNT_LOCKED' });
  });
});

describe('Apple verify', () => {
  it('signs up with the ID token and names the account from firstName/lastName; refuses a Google-audience token', async () => {
    const s = await newSession(h.app, freshAddress());
    const email = `a-${randomUUID()}@example.com`;
    const claims = { sub: randomUUID(), email };
    const wrong = await signIdToken(provider, claims, { audience: LOCAL_OIDC_CLIENTS.google.clientId });
    expect(verify(await post(APPLE_LOGIN_PATH, s, { idToken: wrong, confirm: true }))).toMatchObject({ status: -1, errorCode: 'INVALID_SOCIAL_TOKEN' });
    const idToken = await signIdToken(provider, claims, { audience: LOCAL_OIDC_CLIENTS.apple.clientId });
    const r = await post(APPLE_LOGIN_PATH, s, { idToken, code: 'c', state: 's', firstName: 'Grace', lastName: 'Hopper', confirm: true, userInfo: true });
    expect(verify(r)).toMatchObject({ status: 0, message: 'signup', userInfo: { accountEmail: email } });
  });
});

describe('validation, CSRF and configuration errors', () => {
  it('every state-changing call refuses a missing X-CSRF (403) and a body of the wrong shape (400)', async () => {
    const s = await newSession(h.app, freshAddress());
    for (const url of [SOCIAL_START_PATH, SOCIAL_EXCHANGE_PATH, GOOGLE_LOGIN_PATH, GOOGLE_LOGIN_AND_LINK_PATH, GOOGLE_LINK_PATH, GOOGLE_UNLINK_PATH, SOCIAL_UNLINK_PATH, NAVER_LOGIN_PATH, APPLE_LOGIN_PATH]) {
      const r = await post(url, s, {}, false);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().errors[0].code, url).toBe('CSRF_TOKEN_INVALID');
    }
    for (const [url, body] of [
      [SOCIAL_START_PATH, { provider: 'facebook' }],
      [SOCIAL_EXCHANGE_PATH, { code: 'short' }],
      [NAVER_LOGIN_PATH, {}],
      [APPLE_LOGIN_PATH, { code: 'c' }],
      [GOOGLE_LOGIN_PATH, { idToken: 42 }],
    ] as const) {
      const r = await post(url, s, body);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().errors[0].code, url).toBe('VALIDATION_ERROR');
    }
    // Link, unlink and the identities list are for signed-in accounts.
    expect((await post(GOOGLE_LINK_PATH, s, {})).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: SOCIAL_IDENTITIES_PATH, cookies: { sid: s.sid } })).statusCode).toBe(401);
  });

  it("answers the spec's texts when a provider is disabled or not configured", async () => {
    const off = await createHarness({
      config: {
        social: {
          ...social,
          google: { ...social.google, enabled: false },
          apple: { ...social.apple, clientSecret: '' },
          naver: { ...social.naver, enabled: false },
        },
      },
    });
    const noClient = await createHarness({ config: { social: { ...social, google: { ...social.google, clientId: '' }, apple: { ...social.apple, enabled: false } } } });
    const serverSide = await createHarness({ config: { social: { ...social, google: { ...social.google, serverSideLogin: true } } } });
    try {
      const call = async (app: typeof off, url: string, body: Record<string, unknown>) => {
        const s = await newSession(app.app, freshAddress());
        const r = await app.app.inject({ method: 'POST', url, cookies: { sid: s.sid }, headers: { 'content-type': 'application/json', 'x-csrf': s.token }, payload: JSON.stringify(body) });
        return r.json();
      };
      expect(await call(off, GOOGLE_LOGIN_PATH, { idToken: 'x' })).toMatchObject({ status: -1, errorCode: 'SERVICE_DISABLED', message: 'Google service is disabled' });
      expect(await call(off, SOCIAL_START_PATH, { provider: 'google' })).toMatchObject({ status: -1, errorCode: 'SERVICE_DISABLED', message: 'Google service is disabled' });
      expect(await call(off, APPLE_LOGIN_PATH, { idToken: 'x' })).toMatchObject({ status: -1, errorCode: 'MISSING_APPLE_AUTH', message: 'Missing APPLE_AUTH properties' });
      expect(await call(off, NAVER_LOGIN_PATH, { accessToken: 'x' })).toMatchObject({ status: -1, errorCode: 'SERVICE_DISABLED' });
      expect(await call(noClient, GOOGLE_LOGIN_PATH, { idToken: 'x' })).toMatchObject({ status: -1, errorCode: 'MISSING_CLIENT_ID_OR_SCOPE' });
      expect(await call(noClient, SOCIAL_START_PATH, { provider: 'apple' })).toMatchObject({ status: -1, errorCode: 'SERVICE_DISABLED', message: 'Apple service is disabled' });
      expect((await noClient.app.inject({ method: 'GET', url: GOOGLE_CONFIG_PATH })).json()).toEqual({ enabled: false, clientId: '', scope: social.google.scope, oneTap: 'off' });
      // Server-side Google login: register, link and unlink are not supported (§5).
      const newUser = await googleToken({ sub: randomUUID(), email: `ss-${randomUUID()}@example.com` });
      expect(await call(serverSide, GOOGLE_LOGIN_PATH, { idToken: newUser, confirm: true })).toMatchObject({
        status: -1, errorCode: 'UNSUPPORTED_IN_SERVER_SIDE_LOGIN', message: 'functionality not support in Server Side Login',
      });
    } finally {
      await Promise.all([off.close(), noClient.close(), serverSide.close()]);
    }
  });
});
