/**
 * Google, Apple and Naver sign-in, Google One Tap and linked accounts (issue #9).
 * Spec: account-business-header-and-trips §2 (pop-ups), §3 (payloads, verify statuses and results), §4 (auth verify:
 * error -1, success 0, link 1 with l/w/n; Google One Tap), §5 (Google and Apple rules), §7 (Google and Naver calls,
 * Apple verify, the confirm flag), §8 (social failures and their texts, silent codes).
 *
 * The pop-up flow (the frame is in a cross-site iframe: its cookies are partitioned under the partner's site, the
 * pop-up is first-party, so the pop-up cannot create the frame's session):
 * 1. {@link SocialService.start} (frame, X-CSRF): a transaction bound to the frame's session; the pop-up URL carries
 *    its start token (only the SHA-256 is stored), valid {@link START_TTL_MS}.
 * 2. {@link SocialService.redirect} (pop-up): uses the start token once; a fresh secret goes into the pop-up's own
 *    HttpOnly cookie (its hash into the transaction); the PKCE verifier and the nonce are derived from that secret,
 *    the state is random (hash stored); redirects to the provider.
 * 3. {@link SocialService.callback} (pop-up, back from the provider): the state's transaction (once), the pop-up
 *    cookie's secret must match (login CSRF), the code is exchanged (state, PKCE, ID token signature, issuer,
 *    audience, expiry, nonce); a one-time hand-off code (SHA-256 stored, {@link HANDOFF_TTL_MS}, bound to the frame
 *    session of step 1) is made for the verified identity. For One Tap (`credential`) the ID token itself goes back.
 * 4. {@link SocialService.exchange} (frame, X-CSRF): the code, used once and only by its session, signs in.
 *
 * Tokens handed to the calls directly: an ID token without a nonce (Google Identity Services' One Tap credential when
 * no nonce is configured) is accepted until it expires; one with a nonce only once, by the session whose One Tap pop-up
 * got it. A Google access token must be reported by the issuer as issued to our client (introspection; Google's
 * tokeninfo); a Naver one likewise through NAVER_INTROSPECTION_URL, and without it Naver access tokens are refused.
 *
 * Accounts (one rule for every entry: pop-up, One Tap ID token, access tokens, Apple verify):
 * - an identity linked to an account (issuer + subject) signs in to it (status 0 `signin`) unless the account is
 *   locked (ACCOUNT_LOCKED: a lock from failed password sign-ins holds for every method) or disabled;
 * - else, when the provider did not verify an email: not linkable (status 1 `n`);
 * - else an account with that email: link (`l`) with a link token when it has a password (the person proves it is
 *   theirs with loginAndLinkExisting), not linkable (`n`) otherwise (sign in another way, then link from the profile);
 *   never linked silently: an email is not proof of owning an account here;
 * - else no account: with `confirm` (register) one is created (no password, email confirmed, linked; status 0
 *   `signup`), without it welcome (`w`) with a link token that confirms later.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  AUTH_VERIFY_STATUS, SOCIAL_CALLBACK_PATH, SOCIAL_ERROR_TEXTS, type AuthVerifyError, type AuthVerifyLink, type SocialProviderName, type SocialVerifyError,
  type SocialVerifyErrorCode,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { AccountProfile, AccountsService, AuthRequestContext } from '../accounts/service.ts';
import type { SessionRecord } from '../session/service.ts';
import type { SocialConfig } from './config.ts';
import { IdentityError, type Providers, type VerifiedIdentity } from './providers.ts';
import {
  completeTransaction, consumeCredentialNonce, deleteExpired, extendTransaction, deleteIdentity, findIdentity, insertHandoff, insertIdentity, insertTransaction,
  listIdentities, redirectTransaction, useHandoff,
} from './repository.ts';

/** How long a pop-up's start token is valid, ms (a choice: the spec has no value). */
export const START_TTL_MS = 2 * 60_000;
/** How long the pop-up may take at the provider after the redirect, ms. */
export const TRANSACTION_TTL_MS = 10 * 60_000;
/** How long a hand-off code or link token is valid, ms. */
export const HANDOFF_TTL_MS = 2 * 60_000;
/** How long a One Tap pop-up's nonce stays usable after the callback, ms. */
export const CREDENTIAL_TTL_MS = 2 * 60_000;
/**
 * Pop-up URL parameter (`=1`) set by {@link SocialService.start} when a signed-in session starts a sign-in, i.e. adds
 * another account: the provider is asked to let the person choose the account (issue #22). Only a hint to the
 * provider (the sign-in that follows is checked as any other), so it need not be bound to the transaction.
 */
export const SOCIAL_CHOOSE_ACCOUNT_PARAM = 'choose';

/** The pop-up's cookie holding the transaction secret (HttpOnly, Secure, SameSite=Lax, path the callback). */
export const TRANSACTION_COOKIE = 'social_tx';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
const token = (): string => randomBytes(32).toString('base64url');
/** PKCE verifier and nonce derived from the pop-up cookie's secret: the database never holds them. */
const derive = (secret: string, label: 'pkce' | 'nonce'): string => createHash('sha256').update(`${label}:${secret}`).digest('base64url');

/** Outcome of a sign-in call: signed in, or a reply (status -1 error or status 1 link). */
export type SocialOutcome =
  | { ok: true; session: SessionRecord; account: AccountProfile; message: 'signin' | 'signup' }
  /** `link` exchanges: the identity is now linked to the signed-in account; the session stays as it is. */
  | { ok: 'linked' }
  | { ok: false; reply: SocialVerifyError | AuthVerifyLink };

/** What the callback page posts back to the frame. */
export type CallbackResult = { code: string } | { credential: string } | { error: 'cancelled' | 'failed' | 'expired' };

export interface SignInOptions {
  confirm: boolean;
  sticky: boolean;
}

export interface SocialService {
  /** The §5/§8 error when the provider is not usable (null when usable). */
  unavailableError(provider: SocialProviderName): SocialVerifyError | null;
  /** Step 1: a pop-up URL path for the frame session. Errors: the provider's §5/§8 error. */
  start(session: SessionRecord, provider: SocialProviderName, purpose: 'signin' | 'link' | 'credential'): Promise<{ ok: true; popupPath: string } | { ok: false; reply: SocialVerifyError }>;
  /** Step 2: the provider URL and the cookie secret, or an error for the pop-up page. */
  redirect(provider: SocialProviderName, startToken: string, chooseAccount?: boolean): Promise<{ ok: true; location: string; cookieSecret: string } | { ok: false; error: 'expired' | 'failed' }>;
  /** Step 3: checks the callback and makes the hand-off (or, for One Tap, returns the ID token). Never throws. */
  callback(currentUrl: URL, cookieSecret: string | undefined): Promise<CallbackResult>;
  /** Step 4: uses a hand-off code of this session and signs in (or links, with `link`). */
  exchange(ctx: AuthRequestContext, code: string, opts: SignInOptions & { link: boolean; accountId: string | null }): Promise<SocialOutcome>;
  /** POST /k/run/googleauth/login: an ID token (One Tap), an access token, or a welcome's link token with confirm. */
  googleLogin(ctx: AuthRequestContext, body: { idToken?: string | undefined; accessToken?: string | undefined; linkToken?: string | undefined }, opts: SignInOptions): Promise<SocialOutcome>;
  /** POST /k/run/naverauth/login. */
  naverLogin(ctx: AuthRequestContext, accessToken: string, opts: SignInOptions): Promise<SocialOutcome>;
  /**
   * POST /k/run/appleauth/login (Apple verify): the ID token (issuer, audience = the Apple client id, expiry, signature;
   * a nonce must be one this session was issued); firstName/lastName name a new account (Apple sends them only on the
   * first authorization). `code` and `state` are accepted and not used: the ID token already proves the identity, and
   * redeeming Apple's code needs nothing more here (the pop-up flow redeems its own code with PKCE).
   */
  appleVerify(ctx: AuthRequestContext, body: { idToken: string; firstName?: string | undefined; lastName?: string | undefined }, opts: SignInOptions): Promise<SocialOutcome>;
  /** POST /k/run/googleauth/loginAndLinkExisting: password sign-in to the existing account, then the link. */
  loginAndLink(ctx: AuthRequestContext, body: { username: string; passwd: string; linkToken?: string | undefined; idToken?: string | undefined; sticky: boolean }): Promise<SocialOutcome>;
  /** POST /k/run/googleauth/link: links a Google identity (ID token, access token or link pop-up code) to the account. */
  googleLink(ctx: AuthRequestContext, accountId: string, body: { idToken?: string | undefined; accessToken?: string | undefined; code?: string | undefined }): Promise<SocialVerifyError | null>;
  /** Removes the account's identity of `provider`. Errors: LAST_SIGN_IN_METHOD, UNSUPPORTED_IN_SERVER_SIDE_LOGIN (Google). */
  unlink(accountId: string, provider: SocialProviderName): Promise<SocialVerifyError | null>;
  /** The account's linked identities and the providers on offer. */
  identities(accountId: string): Promise<{ identities: { provider: SocialProviderName; email: string | null; linkedAt: string }[]; available: SocialProviderName[] }>;
}

function errorReply(errorCode: SocialVerifyErrorCode, message: string, errorField: SocialVerifyError['errorField'] = null): SocialVerifyError {
  return { status: AUTH_VERIFY_STATUS.error, errorField, message, errorCode };
}

/** An accounts service refusal as a social reply (SSO-only mode's `email`, the provider's verified address, kept). */
function accountsError(error: AuthVerifyError): SocialVerifyError {
  return { ...errorReply(error.errorCode, error.message), ...(error.email === undefined ? {} : { email: error.email }) };
}

const PROVIDER_NAMES: Record<SocialProviderName, string> = { google: 'Google', apple: 'Apple', naver: 'Naver' };

/**
 * Creates the social service.
 * @param opts.publicOrigin the product origin (the callback's redirect URI and the hand-off's target origin)
 */
export function createSocialService(opts: {
  db: Kysely<Database>;
  accounts: AccountsService;
  providers: Providers;
  config: SocialConfig;
  publicOrigin: string;
  now?: () => number;
  log?: { warn(obj: object, msg: string): void };
}): SocialService {
  const { db, accounts, providers, config } = opts;
  const now = opts.now ?? Date.now;
  const iso = (offsetMs = 0) => new Date(now() + offsetMs).toISOString();
  const redirectUri = `${opts.publicOrigin}${SOCIAL_CALLBACK_PATH}`;
  const invalidToken = () => errorReply('INVALID_SOCIAL_TOKEN', 'The sign-in could not be verified. Try again.');

  function unavailableError(provider: SocialProviderName): SocialVerifyError | null {
    const reason = providers.unavailable(provider);
    if (reason === null) return null;
    if (reason === 'MISSING_APPLE_AUTH') return errorReply('MISSING_APPLE_AUTH', SOCIAL_ERROR_TEXTS.MISSING_APPLE_AUTH);
    if (reason === 'MISSING_CLIENT_ID_OR_SCOPE') return errorReply('MISSING_CLIENT_ID_OR_SCOPE', SOCIAL_ERROR_TEXTS.MISSING_CLIENT_ID_OR_SCOPE);
    const text = provider === 'apple' ? SOCIAL_ERROR_TEXTS.APPLE_DISABLED : provider === 'google' ? SOCIAL_ERROR_TEXTS.GOOGLE_DISABLED : SOCIAL_ERROR_TEXTS.NAVER_DISABLED;
    return errorReply('SERVICE_DISABLED', text);
  }

  async function newHandoff(sessionId: string, kind: 'handoff' | 'link', identity: VerifiedIdentity): Promise<string> {
    const code = token();
    await insertHandoff(db, {
      code_hash: sha256(code), session_id: sessionId, kind, provider: identity.provider, issuer: identity.issuer, subject: identity.subject,
      email: identity.email, email_verified: identity.emailVerified ? 1 : 0, name: identity.name, created_at: iso(), expires_at: iso(HANDOFF_TTL_MS), used_at: null,
    });
    return code;
  }

  /** Uses a code of this session (once). */
  async function takeHandoff(sessionId: string | undefined, code: string, kind: 'handoff' | 'link'): Promise<VerifiedIdentity | null> {
    if (!sessionId) return null;
    const row = await useHandoff(db, sha256(code), kind, sessionId, iso());
    if (!row) return null;
    return { provider: row.provider, issuer: row.issuer, subject: row.subject, email: row.email, emailVerified: row.email_verified === 1, name: row.name };
  }

  function linkRow(identity: VerifiedIdentity, accountId: string) {
    return { issuer: identity.issuer, subject: identity.subject, provider: identity.provider, account_id: accountId, email: identity.email, linked_at: iso() };
  }

  /** The account rules of the module docstring. */
  async function resolve(ctx: AuthRequestContext, identity: VerifiedIdentity, o: SignInOptions): Promise<SocialOutcome> {
    const linked = await findIdentity(db, identity.issuer, identity.subject);
    if (linked) {
      const outcome = await accounts.signInWithoutPassword(linked.account_id, ctx, { sticky: o.sticky });
      if (!outcome.ok) return { ok: false, reply: accountsError(outcome.error) };
      return { ok: true, session: outcome.session, account: outcome.account, message: 'signin' };
    }
    const link = (message: 'l' | 'w' | 'n', linkToken?: string): SocialOutcome => ({
      ok: false,
      reply: { status: AUTH_VERIFY_STATUS.link, message, provider: identity.provider, ...(identity.email ? { email: identity.email } : {}), ...(linkToken ? { linkToken } : {}) },
    });
    if (!identity.email || !identity.emailVerified) return link('n');
    const existing = await accounts.profileByEmail(identity.email);
    const sessionId = ctx.session?.id;
    if (existing) {
      if (!sessionId || !(await accounts.hasPassword(existing.id))) return link('n');
      return link('l', await newHandoff(sessionId, 'link', identity));
    }
    if (!o.confirm) return sessionId ? link('w', await newHandoff(sessionId, 'link', identity)) : link('n');
    if (identity.provider === 'google' && config.google.serverSideLogin) {
      return { ok: false, reply: errorReply('UNSUPPORTED_IN_SERVER_SIDE_LOGIN', SOCIAL_ERROR_TEXTS.SERVER_SIDE_UNSUPPORTED) };
    }
    const id = accounts.newAccountId();
    const outcome = await accounts.registerWithoutPassword({ id, email: identity.email, consent: true, optin: false }, ctx, async (trx) => {
      await accounts.markConfirmed(trx, id);
      if ((await insertIdentity(trx, linkRow(identity, id))) !== 'linked') throw new IdentityError('identity taken while registering');
    });
    if (!outcome.ok) return { ok: false, reply: accountsError(outcome.error) };
    return { ok: true, session: outcome.session, account: outcome.account, message: 'signup' };
  }

  /** Links `identity` to `accountId`. @returns null, or IDENTITY_IN_USE */
  async function linkTo(accountId: string, identity: VerifiedIdentity): Promise<SocialVerifyError | null> {
    const result = await insertIdentity(db, linkRow(identity, accountId));
    if (result === 'taken') {
      return errorReply('IDENTITY_IN_USE', `This ${PROVIDER_NAMES[identity.provider]} account is linked to another account, or another ${PROVIDER_NAMES[identity.provider]} account is linked to this one.`);
    }
    return null;
  }

  /** Checks an ID token's nonce: a token with a nonce must answer a One Tap pop-up of this session (once). */
  async function nonceOk(ctx: AuthRequestContext, nonce: string | null): Promise<boolean> {
    if (nonce === null) return true;
    return !!ctx.session && consumeCredentialNonce(db, ctx.session.id, sha256(nonce), iso());
  }

  function refused(error: unknown, what: string): SocialOutcome {
    opts.log?.warn({ reason: error instanceof Error ? error.message : 'unknown' }, `social sign-in refused: ${what}`);
    return { ok: false, reply: invalidToken() };
  }

  return {
    unavailableError,

    async start(session, provider, purpose) {
      const unavailable = unavailableError(provider);
      if (unavailable) return { ok: false, reply: unavailable };
      if (purpose === 'credential' && provider !== 'google') return { ok: false, reply: errorReply('SERVICE_DISABLED', SOCIAL_ERROR_TEXTS.GOOGLE_DISABLED) };
      await deleteExpired(db, iso());
      const startToken = token();
      await insertTransaction(db, {
        id: sha256(startToken), session_id: session.id, provider, purpose, state_hash: null, nonce_hash: null, browser_hash: null,
        created_at: iso(), expires_at: iso(START_TTL_MS), redirected_at: null, completed_at: null,
      });
      const entry = provider === 'google' ? '/k/run/googleauth/redirect' : provider === 'naver' ? '/k/run/naverauth/redirect' : '/k/run/appleauth/login';
      // A signed-in session starting a sign-in is adding another account (the account menu's "Add another account"):
      // the provider must let the person choose which of their accounts, not hand back the one it remembers (issue #22).
      const choose = purpose === 'signin' && session.sticky !== null ? `&${SOCIAL_CHOOSE_ACCOUNT_PARAM}=1` : '';
      return { ok: true, popupPath: `${entry}?start=${encodeURIComponent(startToken)}${choose}` };
    },

    async redirect(provider, startToken, chooseAccount = false) {
      const secret = token();
      const state = token();
      const nonce = derive(secret, 'nonce');
      const tx = await redirectTransaction(
        db,
        sha256(startToken),
        { state_hash: sha256(state), nonce_hash: sha256(nonce), browser_hash: sha256(secret), redirected_at: iso(), expires_at: iso(TRANSACTION_TTL_MS) },
        iso(),
      );
      if (!tx || tx.provider !== provider) return { ok: false, error: 'expired' };
      try {
        const url = await providers.authorizationUrl(provider, { redirectUri, state, nonce, verifier: derive(secret, 'pkce'), chooseAccount });
        return { ok: true, location: url.href, cookieSecret: secret };
      } catch (error) {
        opts.log?.warn({ reason: (error as Error).message }, 'social pop-up could not reach the provider');
        return { ok: false, error: 'failed' };
      }
    },

    async callback(currentUrl, cookieSecret) {
      const state = currentUrl.searchParams.get('state');
      if (!state) return { error: 'failed' };
      const tx = await completeTransaction(db, sha256(state), iso());
      if (!tx) return { error: 'expired' };
      // The pop-up that was redirected must be the one coming back (a callback URL replayed elsewhere has no cookie).
      if (!cookieSecret || tx.browser_hash !== sha256(cookieSecret)) return { error: 'failed' };
      if (currentUrl.searchParams.get('error')) return { error: currentUrl.searchParams.get('error') === 'access_denied' ? 'cancelled' : 'failed' };
      try {
        const { identity, idToken } = await providers.exchangeCode(tx.provider, currentUrl, { state, nonce: derive(cookieSecret, 'nonce'), verifier: derive(cookieSecret, 'pkce') });
        if (tx.purpose === 'credential') {
          if (!idToken) return { error: 'failed' };
          // One Tap: the frame posts the ID token to /k/run/googleauth/login; its nonce is usable once, by this session.
          await extendTransaction(db, tx.id, iso(CREDENTIAL_TTL_MS));
          return { credential: idToken };
        }
        return { code: await newHandoff(tx.session_id, 'handoff', identity) };
      } catch (error) {
        opts.log?.warn({ reason: (error as Error).message }, 'social callback refused');
        return { error: 'failed' };
      }
    },

    async exchange(ctx, code, o) {
      const identity = await takeHandoff(ctx.session?.id, code, 'handoff');
      if (!identity) return { ok: false, reply: invalidToken() };
      if (o.link) {
        if (!o.accountId) return { ok: false, reply: errorReply('NOT_SIGNED_IN_TO_PROVIDER', 'Sign in before linking an account.') };
        const error = await linkTo(o.accountId, identity);
        if (error) return { ok: false, reply: error };
        return { ok: 'linked' };
      }
      return resolve(ctx, identity, o);
    },

    async googleLogin(ctx, body, o) {
      const unavailable = unavailableError('google');
      if (unavailable) return { ok: false, reply: unavailable };
      if (body.linkToken) {
        const identity = await takeHandoff(ctx.session?.id, body.linkToken, 'link');
        if (!identity) return { ok: false, reply: invalidToken() };
        return resolve(ctx, identity, o);
      }
      if (body.idToken) {
        try {
          const { identity, nonce } = await providers.verifyIdToken('google', body.idToken);
          if (!(await nonceOk(ctx, nonce))) return refused(new Error('nonce not issued to this session'), 'google id token');
          return resolve(ctx, identity, o);
        } catch (error) {
          return refused(error, 'google id token');
        }
      }
      if (body.accessToken) {
        try {
          return resolve(ctx, await providers.identityOfAccessToken('google', body.accessToken), o);
        } catch (error) {
          return refused(error, 'google access token');
        }
      }
      return { ok: false, reply: errorReply('NOT_SIGNED_IN_TO_PROVIDER', SOCIAL_ERROR_TEXTS.NOT_SIGNED_IN_TO_GOOGLE.replace('{product}', config.productName)) };
    },

    async naverLogin(ctx, accessToken, o) {
      const unavailable = unavailableError('naver');
      if (unavailable) return { ok: false, reply: unavailable };
      try {
        return await resolve(ctx, await providers.identityOfAccessToken('naver', accessToken), o);
      } catch (error) {
        return refused(error, 'naver access token');
      }
    },

    async appleVerify(ctx, body, o) {
      const unavailable = unavailableError('apple');
      if (unavailable) return { ok: false, reply: unavailable };
      try {
        const { identity, nonce } = await providers.verifyIdToken('apple', body.idToken);
        if (!(await nonceOk(ctx, nonce))) return refused(new Error('nonce not issued to this session'), 'apple id token');
        // Apple sends the person's name only on the first authorization, beside the token.
        const name = [body.firstName, body.lastName].filter((p) => p && p.trim()).join(' ').trim();
        return await resolve(ctx, { ...identity, name: identity.name ?? (name || null) }, o);
      } catch (error) {
        return refused(error, 'apple id token');
      }
    },

    async loginAndLink(ctx, body) {
      // Issue #22: the link token is spent here, atomically and for good (a failed password attempt spends it too, so
      // one token is no oracle to replay: another try takes another provider sign-in), and an email without an
      // account goes through the password sign-in like any other, so it answers what a wrong password answers
      // (INVALID_CREDENTIALS) and counts toward the client address's failure limit.
      let identity: VerifiedIdentity | null = null;
      if (body.linkToken) identity = await takeHandoff(ctx.session?.id, body.linkToken, 'link');
      else if (body.idToken) {
        try {
          const verified = await providers.verifyIdToken('google', body.idToken);
          if (await nonceOk(ctx, verified.nonce)) identity = verified.identity;
        } catch (error) {
          return refused(error, 'google id token (loginAndLinkExisting)');
        }
      } else {
        return { ok: false, reply: errorReply('NOT_SIGNED_IN_TO_PROVIDER', SOCIAL_ERROR_TEXTS.NOT_SIGNED_IN_TO_GOOGLE.replace('{product}', config.productName)) };
      }
      if (!identity) return { ok: false, reply: invalidToken() };
      if (identity.provider === 'google' && config.google.serverSideLogin) {
        return { ok: false, reply: errorReply('UNSUPPORTED_IN_SERVER_SIDE_LOGIN', SOCIAL_ERROR_TEXTS.SERVER_SIDE_UNSUPPORTED) };
      }
      const outcome = await accounts.login({ username: body.username, passwd: body.passwd, sticky: body.sticky, userInfo: false }, ctx);
      if (!outcome.ok) {
        return { ok: false, reply: errorReply(outcome.error.errorCode, outcome.error.message, outcome.error.errorField === 'consent' ? null : outcome.error.errorField) };
      }
      const error = await linkTo(outcome.account.id, identity);
      if (error) opts.log?.warn({ provider: identity.provider, code: error.errorCode }, 'signed in but the identity could not be linked');
      return { ok: true, session: outcome.session, account: outcome.account, message: 'signin' };
    },

    async googleLink(ctx, accountId, body) {
      const unavailable = unavailableError('google');
      if (unavailable) return unavailable;
      if (config.google.serverSideLogin) return errorReply('UNSUPPORTED_IN_SERVER_SIDE_LOGIN', SOCIAL_ERROR_TEXTS.SERVER_SIDE_UNSUPPORTED);
      let identity: VerifiedIdentity | null = null;
      try {
        if (body.code) identity = await takeHandoff(ctx.session?.id, body.code, 'handoff');
        else if (body.idToken) {
          const verified = await providers.verifyIdToken('google', body.idToken);
          if (await nonceOk(ctx, verified.nonce)) identity = verified.identity;
        } else if (body.accessToken) identity = await providers.identityOfAccessToken('google', body.accessToken);
        else return errorReply('NOT_SIGNED_IN_TO_PROVIDER', SOCIAL_ERROR_TEXTS.NOT_SIGNED_IN_TO_GOOGLE.replace('{product}', config.productName));
      } catch (error) {
        opts.log?.warn({ reason: (error as Error).message }, 'google link refused');
        return invalidToken();
      }
      if (!identity || identity.provider !== 'google') return invalidToken();
      return linkTo(accountId, identity);
    },

    async unlink(accountId, provider) {
      if (provider === 'google' && config.google.serverSideLogin) return errorReply('UNSUPPORTED_IN_SERVER_SIDE_LOGIN', SOCIAL_ERROR_TEXTS.SERVER_SIDE_UNSUPPORTED);
      const linked = await listIdentities(db, accountId);
      if (!linked.some((i) => i.provider === provider)) return null;
      if (linked.length === 1 && !(await accounts.hasPassword(accountId))) {
        return errorReply('LAST_SIGN_IN_METHOD', 'Add a password or link another account before removing this one: it is how you sign in.');
      }
      await deleteIdentity(db, accountId, provider);
      return null;
    },

    async identities(accountId) {
      const rows = await listIdentities(db, accountId);
      const available = (['google', 'apple', 'naver'] as const).filter((p) => providers.unavailable(p) === null);
      return { identities: rows.map((r) => ({ provider: r.provider, email: r.email, linkedAt: r.linked_at })), available };
    },
  };
}
