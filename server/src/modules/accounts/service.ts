/**
 * Password accounts: register, sign in, sign out, and the principal of a signed-in session (issue #9).
 * Spec: account-business-header-and-trips §3 (Auth enums), §4 (Auth verify: success refreshes the session),
 * §5 (login/register fields, terms consent required, remember-me default true), §7 (Auth and session),
 * §8 (status -1 with errorField, message, errorCode; 'This account is disabled.').
 *
 * - Passwords are hashed with Argon2id (OWASP parameters, constants.ts); neither the password nor the hash
 *   leaves this module (replies carry neither; nothing here logs them).
 * - Sign-in of an unknown email verifies the password against a dummy hash, so it costs what a wrong
 *   password costs, and both answer INVALID_CREDENTIALS. An account without a password (passkey or social sign-up)
 *   costs the same and answers EXTERNAL_AUTH_REQUIRED (no more than register's EMAIL_TAKEN tells).
 * - Brute force: {@link LOGIN_LOCK_THRESHOLD} consecutive failures lock the account for {@link LOGIN_LOCK_MS}
 *   (ACCOUNT_LOCKED, even with the right password, until the lock expires). Each attempt is reserved atomically
 *   before the password is checked (repository reservePasswordAttempt), so concurrent sign-ins check at most the
 *   threshold's number of passwords (issue #22); failures per client address are
 *   counted in rate_limit_counters and past {@link LOGIN_FAILURES_PER_ADDRESS_MAX} per window the address's
 *   sign-ins answer 429 RATE_LIMITED before any password is checked.
 * - Every sign-in and sign-out replaces the session (new id, new form token; the session service's regenerate),
 *   in one transaction with the session_accounts row.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { normalizeIP } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ACCOUNT_DISABLED_MESSAGE, AUTH_VERIFY_STATUS, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH,
  type AuthVerifyError, type LoginRequest, type RegisterRequest,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { rateLimited } from '../../errors.ts';
import { VISITOR_PRINCIPAL, type Principal } from '../access/principal.ts';
import { hitCounter, releaseCounterHit } from '../rate-limit/store.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import {
  ACCOUNT_ID_BYTES, ARGON2_MEMORY_KIB, ARGON2_PARALLELISM, ARGON2_TIME_COST, LOGIN_FAILURE_COUNTER_PREFIX,
  LOGIN_FAILURES_PER_ADDRESS_MAX, LOGIN_FAILURES_PER_ADDRESS_WINDOW_MS, LOGIN_IPV6_SUBNET, LOGIN_LOCK_MS, LOGIN_LOCK_THRESHOLD,
} from './constants.ts';
import {
  clearFailedLogins, findAccountByEmail, markAccountConfirmed, updatePasswordHashAndUnlock, findAccountById, findAccountsByIds, findSelectedAccountId, insertAccount, lockAccount,
  lockAccountUnlessLocked, reservePasswordAttempt,
} from './repository.ts';
import { removeAccountFromOtherSessions } from './session-accounts-repository.ts';
import { replaceSessionKeepingAccounts } from './switcher.ts';

/** `algorithm: 2` is Argon2id (the package's const enum `Algorithm.Argon2id`, not importable under verbatimModuleSyntax). */
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: ARGON2_MEMORY_KIB, timeCost: ARGON2_TIME_COST, parallelism: ARGON2_PARALLELISM };

/** What the caller's request brings: its live session (replaced on success) and its client address. */
export interface AuthRequestContext {
  session: SessionRecord | null;
  /** `request.ip` (IPv6 is counted per /64). */
  ip: string;
}

/** A signed-in account as the auth state shows it. */
export interface AccountProfile {
  id: string;
  /** Normalised (lower case) email. */
  email: string;
  name: string | null;
  /** Whether the email is confirmed (set by profileOf; the auth state's unconfirmedAccount). */
  confirmed?: boolean;
}

/** The outcome of register or login: the new session and the account, or a status -1 verify error. */
export type AuthOutcome =
  | { ok: true; session: SessionRecord; account: AccountProfile }
  | { ok: false; error: AuthVerifyError };

export interface AccountsService {
  /**
   * POST /k/run/auth/register: creates the account and signs it in with remember-me (§5 default true).
   * Errors (status -1): INVALID_EMAIL, INVALID_PASSWORD, CONSENT_REQUIRED, EMAIL_TAKEN.
   */
  register(req: RegisterRequest, ctx: AuthRequestContext): Promise<AuthOutcome>;
  /**
   * POST /k/run/auth/login. Errors (status -1): INVALID_EMAIL, INVALID_PASSWORD (empty), INVALID_CREDENTIALS,
   * ACCOUNT_LOCKED, ACCOUNT_DISABLED, EXTERNAL_AUTH_REQUIRED (errorField null: an existing, unlocked, enabled account
   * without a password, created with a passkey or a social provider; core-and-business §2 external authentication).
   * EXTERNAL_AUTH_REQUIRED comes after the same Argon2id work as a wrong password (the dummy hash) and counts as a
   * failed sign-in of the client address (not toward the account's lock). It tells no more than register's
   * EMAIL_TAKEN already does (that an account has this email), plus that it has no password.
   * Company SSO-only mode (issue #27, `refusesOtherSignIn`): an email its company signs in through its identity provider
   * answers EXTERNAL_AUTH_REQUIRED after the same Argon2id work, whatever the password and whether or not an account
   * exists (the answer is the domain's, which the SSO discover call tells anyone), and counts as a failed sign-in of
   * the address; the configuration's break-glass admin signs in as usual.
   * @throws AppError 429 RATE_LIMITED when the address has too many failed sign-ins in the window
   */
  login(req: LoginRequest, ctx: AuthRequestContext): Promise<AuthOutcome>;
  /** POST /k/run/auth/logout: replaces the session by an anonymous one (same partner). @returns the new session */
  logout(ctx: AuthRequestContext): Promise<SessionRecord>;
  /** The principal of a signed-in session: its selected account unless disabled, else the visitor. */
  principalOf(session: SessionRecord): Promise<Principal>;
  /** The profile of an account, or null when it does not exist. */
  profileOf(accountId: string): Promise<AccountProfile | null>;
  /**
   * The profiles (with `confirmed`) of these accounts, keyed by id; unknown ids are left out. Reads through `handle`
   * (default: the service's database) so a caller inside a transaction passes its transaction (trips: a booking's
   * finalize transaction; on SQLite a read outside it would wait for the transaction's own connection).
   */
  profilesOf(accountIds: readonly string[], handle?: Kysely<Database>): Promise<Map<string, AccountProfile>>;
  /** The profile of the account with this email (normalised here), or null. */
  profileByEmail(email: string): Promise<AccountProfile | null>;
  /** Whether the account signs in with a password (social module: link offers and the last-method check on unlink). */
  hasPassword(accountId: string): Promise<boolean>;
  /** A new random account id (what {@link AccountsService.registerWithoutPassword} expects). */
  newAccountId(): string;
  /**
   * Signs in an account that proved itself without a password (a passkey; account-business-header-and-trips §5, §7),
   * replacing the session exactly like {@link AccountsService.login}. `within(trx)` runs first inside the sign-in's
   * transaction (the passkey's counter and last use), so both commit or neither.
   * Errors (status -1): INVALID_CREDENTIALS (no such account), ACCOUNT_LOCKED (a lock from failed password sign-ins
   * holds for every method), ACCOUNT_DISABLED, EXTERNAL_AUTH_REQUIRED (company SSO-only mode refuses every other way
   * in: emailed code, passkey, social; `viaSso` is the company SSO sign-in itself, issue #27).
   */
  signInWithoutPassword(
    accountId: string,
    ctx: AuthRequestContext,
    opts: { sticky: boolean; within?: (trx: Kysely<Database>) => Promise<void>; viaSso?: boolean },
  ): Promise<AuthOutcome>;
  /**
   * Creates an account without a password (passkey sign-up) with the given id and signs it in (remember-me, §5).
   * `within(trx)` runs in the same transaction after the account's insert (stores its passkey): both or neither.
   * Errors (status -1): INVALID_EMAIL, CONSENT_REQUIRED, EMAIL_TAKEN, EXTERNAL_AUTH_REQUIRED (company SSO-only mode: only
   * its identity provider creates accounts of its domains; `viaSso` is that creation, issue #27).
   */
  registerWithoutPassword(
    req: { id: string; email: string; consent: boolean; optin: boolean },
    ctx: AuthRequestContext,
    within: (trx: Kysely<Database>) => Promise<void>,
    opts?: { viaSso?: boolean },
  ): Promise<AuthOutcome>;
  /** The email flows' view of an account (account-email module), or null when it does not exist. */
  emailStatusOf(accountId: string): Promise<AccountEmailStatus | null>;
  /**
   * Hashes a new password (Argon2id) after checking the policy; slow, so call it before a transaction.
   * Errors (status -1): INVALID_PASSWORD (errorField passwd).
   */
  hashNewPassword(passwd: string): Promise<{ ok: true; hash: string } | { ok: false; error: AuthVerifyError }>;
  /**
   * Sets the account's password hash (from {@link AccountsService.hashNewPassword}) and unlocks it: clears the lock
   * and the failure count ("unlock through the forgot-password email", issue #9). Writes through `trx`.
   */
  setPasswordHash(trx: Kysely<Database>, accountId: string, passwordHash: string): Promise<void>;
  /**
   * Signs the account out of every session (each keeps its other accounts; a session left without a selected account
   * is a visitor's), as a password change does for the other sessions (profile.ts). Writes through `trx`; the
   * account-email module calls it in the transaction of a password reset through the emailed link.
   */
  signOutEverywhere(trx: Kysely<Database>, accountId: string): Promise<void>;
  /** Marks the account's email confirmed (`confirmed_at` now, kept when already set). Writes through `trx`. */
  markConfirmed(trx: Kysely<Database>, accountId: string): Promise<void>;
}

/** What the email flows need to know of an account. */
export interface AccountEmailStatus {
  id: string;
  email: string;
  confirmed: boolean;
  disabled: boolean;
}

/** Trims and lower-cases an email: accounts are unique by this form. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

const EmailSchema = z.email().max(EMAIL_MAX_LENGTH);

function verifyError(errorCode: AuthVerifyError['errorCode'], errorField: AuthVerifyError['errorField'], message: string): AuthOutcome {
  return { ok: false, error: { status: AUTH_VERIFY_STATUS.error, errorField, message, errorCode } };
}

/** Checks the password policy (length only, OWASP ASVS 2.1). @returns an error outcome, or null when it passes */
function passwordPolicyError(passwd: string): AuthOutcome | null {
  const length = [...passwd].length;
  if (length < PASSWORD_MIN_LENGTH) return verifyError('INVALID_PASSWORD', 'passwd', `Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (length > PASSWORD_MAX_LENGTH) return verifyError('INVALID_PASSWORD', 'passwd', `Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  return null;
}

/**
 * Creates the accounts service.
 * @param opts.db database; opts.sessions the session service (regenerates the session id); opts.now clock, epoch ms
 */
export function createAccountsService(opts: {
  db: Kysely<Database>;
  sessions: SessionService;
  now?: () => number;
  /** Called after a password registration committed (the account-email module mails the confirmation link); never awaited. */
  onRegistered?: (account: AccountProfile) => void;
  /**
   * Company SSO-only mode (modules/sso, issue #27): true when the email's company signs it in through its identity
   * provider only (its break-glass admin excepted). Password, emailed-code, passkey and social sign-ins and sign-ups of
   * such an email answer EXTERNAL_AUTH_REQUIRED.
   */
  refusesOtherSignIn?: (email: string) => Promise<boolean>;
}): AccountsService {
  const { db, sessions } = opts;
  const now = opts.now ?? Date.now;
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hash(randomBytes(16).toString('base64url'), ARGON2_OPTIONS));

  /** Replaces the session by a signed-in one; `within` (passkeys) runs first in the same transaction. */
  async function signIn(account: AccountProfile, ctx: AuthRequestContext, sticky: boolean, within?: (trx: Kysely<Database>) => Promise<void>): Promise<SessionRecord> {
    const nowIso = new Date(now()).toISOString();
    // Keeps the session's other signed-in accounts ("Add another account") and selects this one (switcher.ts).
    return db.transaction().execute(async (trx) => {
      await within?.(trx);
      return replaceSessionKeepingAccounts(trx, sessions, ctx.session, { selectAccountId: account.id, sticky, nowIso, signedInNow: true });
    });
  }

  const ssoOnly = (email: string): Promise<boolean> => opts.refusesOtherSignIn?.(email) ?? Promise.resolve(false);
  /**
   * SSO-only mode's refusal. `proven`: the email a passwordless sign-in proved (a passkey's account, a social provider's
   * verified address), sent back so the frame can offer the company's provider (contract AuthVerifyErrorSchema `email`);
   * a password or typed-email sign-in passes none (the frame has the address already).
   */
  const ssoRequired = (proven?: string): AuthOutcome => {
    const refused = verifyError('EXTERNAL_AUTH_REQUIRED', null, 'Your company signs you in with single sign-on: continue with your company sign-in.');
    return proven === undefined || refused.ok ? refused : { ok: false, error: { ...refused.error, email: proven } };
  };

  function addressKey(ip: string): string {
    return `${LOGIN_FAILURE_COUNTER_PREFIX}:${normalizeIP(ip, LOGIN_IPV6_SUBNET)}`;
  }

  return {
    async register(req, ctx) {
      const email = normaliseEmail(req.username);
      if (!EmailSchema.safeParse(email).success) return verifyError('INVALID_EMAIL', 'username', 'Enter a valid email address.');
      const policy = passwordPolicyError(req.passwd);
      if (policy) return policy;
      if (!req.consent) return verifyError('CONSENT_REQUIRED', 'consent', 'Accept the terms of use to create an account.');
      if (await ssoOnly(email)) return ssoRequired();
      const account: AccountProfile = { id: randomBytes(ACCOUNT_ID_BYTES).toString('base64url'), email, name: null };
      const passwordHash = await hash(req.passwd, ARGON2_OPTIONS);
      const created = await insertAccount(db, {
        id: account.id, email, password_hash: passwordHash, name: null, marketing_optin: req.optin ? 1 : 0, created_at: new Date(now()).toISOString(),
      });
      if (!created) return verifyError('EMAIL_TAKEN', 'username', 'An account with this email already exists. Sign in instead.');
      const session = await signIn(account, ctx, true);
      opts.onRegistered?.(account);
      return { ok: true, session, account };
    },

    async login(req, ctx) {
      const email = normaliseEmail(req.username);
      if (!EmailSchema.safeParse(email).success) return verifyError('INVALID_EMAIL', 'username', 'Enter a valid email address.');
      if (req.passwd === '') return verifyError('INVALID_PASSWORD', 'passwd', 'Enter your password.');
      const key = addressKey(ctx.ip);
      // Every attempt reserves a hit of its address BEFORE the Argon2id work (issue #22: a peek first and a count after
      // the check let concurrent sign-ins all pass the limit); a refused or successful attempt gives it back, so the
      // counter still counts failures only.
      const reserved = await hitCounter(db, key, LOGIN_FAILURES_PER_ADDRESS_WINDOW_MS, now());
      if (reserved.hits > LOGIN_FAILURES_PER_ADDRESS_MAX) {
        await releaseCounterHit(db, key, now());
        throw rateLimited(Math.max(0, reserved.resetAtMs - now()), 'Too many failed sign-ins from this address: try again later');
      }
      // Company SSO-only mode (issue #27): the same Argon2id work as any attempt, then the same answer for every email of
      // the domain but the break-glass admin's; the address's reserved hit stays counted as a failure.
      if (await ssoOnly(email)) {
        await verify(await dummy(), req.passwd).catch(() => false);
        return ssoRequired();
      }
      const invalid = () => verifyError('INVALID_CREDENTIALS', 'passwd', 'The email or password is not correct.');
      const externalAuthRequired = () => verifyError('EXTERNAL_AUTH_REQUIRED', null, 'This account signs in with a passkey, an emailed code or a social account.');
      const locked = () => verifyError('ACCOUNT_LOCKED', null, 'This account is locked after too many failed sign-ins. Try again later or reset your password.');
      const row = await findAccountByEmail(db, email);
      // An account with a password to guess (or a disabled one) reserves its attempt before the Argon2id work, so
      // concurrent sign-ins cannot check more than LOGIN_LOCK_THRESHOLD passwords between two locks (issue #22).
      // No password to guess: the account's own lock is not counted (a stranger could otherwise lock it); the address is.
      const counted = row !== undefined && (row.password_hash !== null || row.disabled === 1);
      let attempt: number | null = null;
      if (row && counted) {
        const nowIso = new Date(now()).toISOString();
        attempt = await reservePasswordAttempt(db, row.id, LOGIN_LOCK_THRESHOLD, nowIso);
        if (attempt === null) {
          await lockAccountUnlessLocked(db, row.id, nowIso, new Date(now() + LOGIN_LOCK_MS).toISOString());
          return locked();
        }
      } else if (row && row.locked_until !== null && Date.parse(row.locked_until) > now()) {
        return locked();
      }
      // Unknown email, or an account without a password: the same Argon2id work as a wrong password.
      const passwordOk = row?.password_hash
        ? await verify(row.password_hash, req.passwd).catch(() => false)
        : (await verify(await dummy(), req.passwd).catch(() => false)) && false;
      if (!row || !passwordOk) {
        if (!row) return invalid();
        if (!counted) return externalAuthRequired();
        if (attempt !== null && attempt >= LOGIN_LOCK_THRESHOLD) {
          await lockAccount(db, row.id, new Date(now() + LOGIN_LOCK_MS).toISOString());
          return locked();
        }
        return invalid();
      }
      await clearFailedLogins(db, row.id);
      await releaseCounterHit(db, key, now());
      if (row.disabled === 1) return verifyError('ACCOUNT_DISABLED', null, ACCOUNT_DISABLED_MESSAGE);
      const account: AccountProfile = { id: row.id, email: row.email, name: row.name };
      return { ok: true, session: await signIn(account, ctx, req.sticky), account };
    },

    async logout(ctx) {
      return db.transaction().execute((trx) => sessions.regenerate(trx, ctx.session, null));
    },

    async principalOf(session) {
      const id = await findSelectedAccountId(db, session.id);
      return id === undefined ? VISITOR_PRINCIPAL : Object.freeze({ kind: 'account', account: Object.freeze({ id }) });
    },

    async profileOf(accountId) {
      const row = await findAccountById(db, accountId);
      return row ? { id: row.id, email: row.email, name: row.name, confirmed: row.confirmed_at !== null } : null;
    },

    async profilesOf(accountIds, handle = db) {
      const rows = await findAccountsByIds(handle, accountIds);
      return new Map(rows.map((row) => [row.id, { id: row.id, email: row.email, name: row.name, confirmed: row.confirmed_at !== null }]));
    },

    async profileByEmail(email) {
      const row = await findAccountByEmail(db, normaliseEmail(email));
      return row ? { id: row.id, email: row.email, name: row.name } : null;
    },

    async hasPassword(accountId) {
      return ((await findAccountById(db, accountId))?.password_hash ?? null) !== null;
    },

    newAccountId() {
      return randomBytes(ACCOUNT_ID_BYTES).toString('base64url');
    },

    async signInWithoutPassword(accountId, ctx, { sticky, within, viaSso }) {
      const row = await findAccountById(db, accountId);
      if (!row) return verifyError('INVALID_CREDENTIALS', null, 'This sign-in method is not linked to an account.');
      if (row.locked_until !== null && Date.parse(row.locked_until) > now()) {
        return verifyError('ACCOUNT_LOCKED', null, 'This account is locked after too many failed sign-ins. Try again later or reset your password.');
      }
      if (row.disabled === 1) return verifyError('ACCOUNT_DISABLED', null, ACCOUNT_DISABLED_MESSAGE);
      if (!viaSso && (await ssoOnly(row.email))) return ssoRequired(row.email);
      const account: AccountProfile = { id: row.id, email: row.email, name: row.name };
      return { ok: true, session: await signIn(account, ctx, sticky, within), account };
    },

    async registerWithoutPassword(req, ctx, within, o) {
      const email = normaliseEmail(req.email);
      if (!EmailSchema.safeParse(email).success) return verifyError('INVALID_EMAIL', 'username', 'Enter a valid email address.');
      if (!req.consent) return verifyError('CONSENT_REQUIRED', 'consent', 'Accept the terms of use to create an account.');
      if (!o?.viaSso && (await ssoOnly(email))) return ssoRequired(email);
      const account: AccountProfile = { id: req.id, email, name: null };
      const taken = Symbol('taken');
      try {
        const session = await signIn(account, ctx, true, async (trx) => {
          const created = await insertAccount(trx, {
            id: account.id, email, password_hash: null, name: null, marketing_optin: req.optin ? 1 : 0, created_at: new Date(now()).toISOString(),
          });
          if (!created) throw taken;
          await within(trx);
        });
        opts.onRegistered?.(account);
        return { ok: true, session, account };
      } catch (error) {
        if (error === taken) return verifyError('EMAIL_TAKEN', 'username', 'An account with this email already exists. Sign in instead.');
        throw error;
      }
    },

    async emailStatusOf(accountId) {
      const row = await findAccountById(db, accountId);
      return row ? { id: row.id, email: row.email, confirmed: row.confirmed_at !== null, disabled: row.disabled === 1 } : null;
    },

    async hashNewPassword(passwd) {
      const policy = passwordPolicyError(passwd);
      if (policy && !policy.ok) return { ok: false, error: policy.error };
      return { ok: true, hash: await hash(passwd, ARGON2_OPTIONS) };
    },

    async setPasswordHash(trx, accountId, passwordHash) {
      await updatePasswordHashAndUnlock(trx, accountId, passwordHash);
    },

    async signOutEverywhere(trx, accountId) {
      await removeAccountFromOtherSessions(trx, accountId, null);
    },

    async markConfirmed(trx, accountId) {
      await markAccountConfirmed(trx, accountId, new Date(now()).toISOString());
    },
  };
}
