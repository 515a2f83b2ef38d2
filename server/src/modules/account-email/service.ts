/**
 * Email flows of accounts (issue #9 "Email"; account-business-header-and-trips §2 `/s/ident/resend`, §3 Auth state
 * `unconfirmedAccount`, §4 Account-related prompts, §5 recovery forms, §7 `POST /k/run/auth/forgot`, §8 Auth forms;
 * core-and-business §2 dialog states forgot password, forgot-password success, locked-account dialog, magic-code email):
 *
 * - Forgot password: mails a link to the first-party reset page. The reply is the same whether or not the account
 *   exists (the token and the mail are made after the reply, see {@link AccountEmailService.idle}). Setting a new
 *   password through the link also unlocks a locked account (clears the lock and the failure count), confirms the
 *   email (the link proved it) and signs the account out of every session (as a password change does for the other
 *   sessions: whoever knew the old password is out).
 * - Confirmation: registering mails a confirmation link; the auth state says `unconfirmedAccount` until it is used;
 *   `/s/ident/resend` mails a new one.
 * - Sign-in code: mails a 6-digit code; typing it signs in exactly like a password (session regenerated, through the
 *   accounts service's `signInWithoutPassword`, which refuses a locked or disabled account with ACCOUNT_LOCKED /
 *   ACCOUNT_DISABLED) and confirms the email. Wrong codes: at most {@link SIGN_IN_CODE_MAX_ATTEMPTS} per code, and
 *   per client address {@link CODE_FAILURES_PER_IP_MAX} per window (429). They do not count toward the password
 *   lock (a stranger must not be able to lock an account by typing codes); the code itself is mailed only to the owner.
 *
 * Security: links and codes are single use (a conditional update spends them; a newer one spends the older ones),
 * expire (constants.ts), and only their HMAC-SHA-256 under a server secret is stored, so neither the database nor the
 * logs hold a usable link or code (this module logs no token, code or body). Mails are limited per address and per
 * account ({@link MAILS_PER_ADDRESS_MAX}, {@link MAILS_PER_ACCOUNT_MAX} per hour; past it nothing is sent and the
 * reply does not say so), and forgot/code-send calls per client address (429 RATE_LIMITED).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ACCOUNT_DISABLED_MESSAGE, AUTH_CONFIRM_PATH, AUTH_RESET_PATH, AUTH_VERIFY_STATUS, EMAIL_MAX_LENGTH, SIGN_IN_CODE_LENGTH,
  type EmailSentReply, type EmailTokenErrorCode, type EmailTokenReply, type ForgotPasswordRequest, type SendCodeRequest,
  type VerifyCodeError, type VerifyCodeRequest,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { rateLimited } from '../../errors.ts';
import type { AccountProfile, AccountsService, AuthRequestContext } from '../accounts/service.ts';
import type { MailService } from '../mail/service.ts';
import { counterRetryAfterMs, hitCounter } from '../rate-limit/store.ts';
import { GENERATED_SECRET_BYTES, loadOrCreateSecret } from '../secrets/service.ts';
import type { SessionRecord } from '../session/service.ts';
import {
  CODE_FAILURES_IP_COUNTER_PREFIX, CODE_FAILURES_PER_IP_MAX, CODE_FAILURES_PER_IP_WINDOW_MS, CONFIRM_TOKEN_TTL_MS, EMAIL_CALLS_IP_COUNTER_PREFIX,
  EMAIL_CALLS_PER_IP_MAX, EMAIL_CALLS_PER_IP_WINDOW_MS, EMAIL_TOKEN_BYTES, EMAIL_TOKEN_KEY_NAME, MAIL_ACCOUNT_COUNTER_PREFIX, MAIL_ADDRESS_COUNTER_PREFIX,
  MAIL_WINDOW_MS, MAILS_PER_ACCOUNT_MAX, MAILS_PER_ADDRESS_MAX, RESET_TOKEN_TTL_MS, SIGN_IN_CODE_MAX_ATTEMPTS, SIGN_IN_CODE_TTL_MS,
} from './constants.ts';
import { addAttempt, findLiveCode, findTokenByHash, replaceToken, spendAccountTokens, spendToken, type EmailTokenPurpose } from './repository.ts';

/** The outcome of a code sign-in: the new session, or a status -1 reply. */
export type CodeSignInOutcome = { ok: true; session: SessionRecord; account: AccountProfile } | { ok: false; error: VerifyCodeError };

/** Whether a mailed link can be used: `ok`, or why not. */
export type TokenCheck = 'ok' | Extract<EmailTokenErrorCode, 'TOKEN_INVALID' | 'TOKEN_USED' | 'TOKEN_EXPIRED' | 'ACCOUNT_DISABLED'>;

export interface AccountEmailService {
  /**
   * POST /k/run/auth/forgot: mails a reset link when an active account has this email (after the reply).
   * @returns status 0 `sent` for any valid email; status -1 INVALID_EMAIL otherwise
   * @throws AppError 429 RATE_LIMITED past {@link EMAIL_CALLS_PER_IP_MAX} calls per hour from the address
   */
  forgot(req: ForgotPasswordRequest, ctx: { ip: string }): Promise<EmailSentReply>;
  /** POST /k/run/auth/code/send: mails a sign-in code, as {@link AccountEmailService.forgot}. */
  sendCode(req: SendCodeRequest, ctx: { ip: string }): Promise<EmailSentReply>;
  /**
   * POST /k/run/auth/code/verify. Errors (status -1): INVALID_EMAIL, INVALID_CODE (malformed; and one reply for a
   * wrong, expired, used or voided code and for an email without an account, each counted toward the address limit:
   * issue #22, no account enumeration), ACCOUNT_LOCKED, ACCOUNT_DISABLED. CODE_EXPIRED is no longer sent. @throws AppError 429 RATE_LIMITED past {@link CODE_FAILURES_PER_IP_MAX} wrong codes from the address
   */
  verifyCode(req: VerifyCodeRequest, ctx: AuthRequestContext): Promise<CodeSignInOutcome>;
  /** Mails a confirmation link to a newly registered account (after registration; never rejects). */
  sendConfirmation(account: { id: string; email: string }): void;
  /** `/s/ident/resend`: mails a new confirmation link unless the account is confirmed. @returns true when one was mailed (or queued) */
  resendConfirmation(accountId: string): Promise<boolean>;
  /** POST /k/run/auth/email-token/check: whether the link's token can be used (the pages show why not before the form). */
  checkToken(token: string, purpose: 'reset' | 'confirm'): Promise<EmailTokenReply>;
  /** POST /k/run/auth/reset: sets the new password, unlocks and confirms the account, signs it out of every session, spends the link. */
  resetPassword(req: { token: string; passwd: string }): Promise<EmailTokenReply>;
  /** POST /k/run/auth/confirm: confirms the account's email, spends the link. */
  confirm(req: { token: string }): Promise<EmailTokenReply>;
  /** Resolves when every mail queued so far was sent or stored (tests; app close). */
  idle(): Promise<void>;
}

export interface AccountEmailServiceOptions {
  db: Kysely<Database>;
  accounts: AccountsService;
  mail: MailService;
  log: FastifyBaseLogger;
  /** The product origin the links point to (config publicOrigin). */
  publicOrigin: string;
  now?: () => number;
}

const EmailSchema = z.email().max(EMAIL_MAX_LENGTH);
const TokenFormatSchema = z.string().regex(/^[A-Za-z0-9_-]{16,256}$/);

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function tokenError(errorCode: EmailTokenErrorCode, errorField: 'token' | 'passwd' | null, message: string): EmailTokenReply {
  return { status: AUTH_VERIFY_STATUS.error, errorField, message, errorCode };
}

const TOKEN_MESSAGES: Record<TokenCheck & EmailTokenErrorCode, string> = {
  TOKEN_INVALID: 'This link is not valid. Check that you opened the whole link from the email, or ask for a new one.',
  TOKEN_USED: 'This link was already used (or a newer one was sent). Ask for a new one if you still need it.',
  TOKEN_EXPIRED: 'This link has expired. Ask for a new one.',
  ACCOUNT_DISABLED: ACCOUNT_DISABLED_MESSAGE,
};

/**
 * Creates the service; loads (or creates once) the HMAC key in `server_secrets`.
 * @throws the database error when the key cannot be read or stored
 */
export async function createAccountEmailService(opts: AccountEmailServiceOptions): Promise<AccountEmailService> {
  const { db, accounts, mail, log } = opts;
  const now = opts.now ?? Date.now;
  const key = Buffer.from(await loadOrCreateSecret(db, EMAIL_TOKEN_KEY_NAME, () => randomBytes(GENERATED_SECRET_BYTES).toString('base64url'), now), 'base64url');
  const pending = new Set<Promise<void>>();
  const nowIso = () => new Date(now()).toISOString();
  /** HMAC-SHA-256 (hex) of a token or a code: what the table stores. A code is bound to its account. */
  const mac = (value: string) => createHmac('sha256', key).update(value).digest('hex');
  const codeMac = (accountId: string, code: string) => mac(`code:${accountId}:${code}`);

  /** Runs `task` after the reply; a failure is logged, never thrown (the request is not lost). */
  function later(what: string, task: () => Promise<void>): void {
    const run = task().catch((err: unknown) => log.error({ mail: what, err: err instanceof Error ? { name: err.name, message: err.message } : String(err) }, 'email flow failed'));
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  /** Counts one mail to the address and the account. @returns false when either limit is passed (nothing must be sent) */
  async function mayMail(email: string, accountId: string): Promise<boolean> {
    const t = now();
    const address = await hitCounter(db, `${MAIL_ADDRESS_COUNTER_PREFIX}:${sha256(email)}`, MAIL_WINDOW_MS, t);
    const account = await hitCounter(db, `${MAIL_ACCOUNT_COUNTER_PREFIX}:${sha256(accountId)}`, MAIL_WINDOW_MS, t);
    return address.hits <= MAILS_PER_ADDRESS_MAX && account.hits <= MAILS_PER_ACCOUNT_MAX;
  }

  /** Stores a new token's HMAC (spending older ones of its purpose) and mails `message` to the account, within the limits. */
  async function issueAndMail(
    account: { id: string; email: string },
    purpose: EmailTokenPurpose,
    ttlMs: number,
    tokenHash: string,
    message: { subject: string; text: string },
  ): Promise<void> {
    if (!(await mayMail(account.email, account.id))) {
      log.warn({ mail: purpose }, 'mail not sent: per-address or per-account limit reached');
      return;
    }
    const created = now();
    await replaceToken(db, {
      account_id: account.id, purpose, token_hash: tokenHash, expires_at: new Date(created + ttlMs).toISOString(), created_at: new Date(created).toISOString(),
    });
    await mail.send({ to: account.email, subject: message.subject, text: message.text, kind: purpose });
  }

  function link(path: string, token: string): string {
    // A fragment, not a query: the token stays out of request lines, logs and Referers (contract AUTH_RESET_PATH).
    return `${opts.publicOrigin}${path}#token=${token}`;
  }

  async function mailReset(account: { id: string; email: string }): Promise<void> {
    const token = randomBytes(EMAIL_TOKEN_BYTES).toString('base64url');
    await issueAndMail(account, 'reset', RESET_TOKEN_TTL_MS, mac(token), {
      subject: 'Reset your password',
      text: [
        `Someone (we hope you) asked to reset the password of the account ${account.email}.`,
        '',
        `Set a new password here. The link works once, for ${RESET_TOKEN_TTL_MS / 60_000} minutes:`,
        link(AUTH_RESET_PATH, token),
        '',
        'Setting a new password also unlocks your account if too many failed sign-ins locked it.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  }

  async function mailConfirmation(account: { id: string; email: string }): Promise<void> {
    const token = randomBytes(EMAIL_TOKEN_BYTES).toString('base64url');
    await issueAndMail(account, 'confirm', CONFIRM_TOKEN_TTL_MS, mac(token), {
      subject: 'Confirm your email address',
      text: [
        `Welcome! Confirm that ${account.email} is your email address.`,
        '',
        `Open this link to confirm. It works once, for ${CONFIRM_TOKEN_TTL_MS / 3_600_000} hours:`,
        link(AUTH_CONFIRM_PATH, token),
        '',
        'If you did not create an account, ignore this email.',
      ].join('\n'),
    });
  }

  async function mailCode(account: { id: string; email: string }): Promise<void> {
    const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
    await issueAndMail(account, 'magic_code', SIGN_IN_CODE_TTL_MS, codeMac(account.id, code), {
      subject: 'Your sign-in code',
      text: [
        `Your sign-in code is ${code}`,
        '',
        `Type it in the sign-in window. It works once, for ${SIGN_IN_CODE_TTL_MS / 60_000} minutes.`,
        'If you did not ask for a code, ignore this email.',
      ].join('\n'),
    });
  }

  /** Validates the email and counts the call per client address. @returns the normalised email, or the reply to give */
  async function acceptEmailCall(username: string, ip: string): Promise<{ email: string } | { reply: EmailSentReply }> {
    const email = username.trim().toLowerCase();
    if (!EmailSchema.safeParse(email).success) {
      return { reply: { status: AUTH_VERIFY_STATUS.error, errorField: 'username', message: 'Enter a valid email address.', errorCode: 'INVALID_EMAIL' } };
    }
    const hit = await hitCounter(db, `${EMAIL_CALLS_IP_COUNTER_PREFIX}:${normalizeIP(ip, 64)}`, EMAIL_CALLS_PER_IP_WINDOW_MS, now());
    if (hit.hits > EMAIL_CALLS_PER_IP_MAX) throw rateLimited(hit.resetAtMs - now(), 'Too many emails asked for from this address: try again later');
    return { email };
  }

  const SENT: EmailSentReply = { status: AUTH_VERIFY_STATUS.success, message: 'sent' };

  /** The account with this email that may receive mail (exists and is not disabled), or null. */
  async function mailableAccount(email: string): Promise<{ id: string; email: string } | null> {
    const profile = await accounts.profileByEmail(email);
    if (!profile) return null;
    const status = await accounts.emailStatusOf(profile.id);
    return status && !status.disabled ? { id: status.id, email: status.email } : null;
  }

  /** Looks a link's token up. @returns the row and `ok`, or why it cannot be used */
  async function lookUp(token: string, purpose: 'reset' | 'confirm') {
    if (!TokenFormatSchema.safeParse(token).success) return { check: 'TOKEN_INVALID' as const };
    const row = await findTokenByHash(db, mac(token), purpose);
    if (!row) return { check: 'TOKEN_INVALID' as const };
    if (row.used_at !== null) return { check: 'TOKEN_USED' as const };
    if (Date.parse(row.expires_at) <= now()) return { check: 'TOKEN_EXPIRED' as const };
    const status = await accounts.emailStatusOf(row.account_id);
    if (!status) return { check: 'TOKEN_INVALID' as const };
    if (status.disabled) return { check: 'ACCOUNT_DISABLED' as const };
    return { check: 'ok' as const, row };
  }

  const codeError = (errorCode: VerifyCodeError['errorCode'], errorField: VerifyCodeError['errorField'], message: string): CodeSignInOutcome => ({
    ok: false, error: { status: AUTH_VERIFY_STATUS.error, errorField, message, errorCode },
  });
  const codeFailureKey = (ip: string) => `${CODE_FAILURES_IP_COUNTER_PREFIX}:${normalizeIP(ip, 64)}`;
  const spent = Symbol('spent');
  const CODE_NOT_ACCEPTED_MESSAGE = 'That code is not right or no longer works. Check the email, or send a new code.';

  return {
    async forgot(req, ctx) {
      const accepted = await acceptEmailCall(req.username, ctx.ip);
      if ('reply' in accepted) return accepted.reply;
      later('reset', async () => {
        const account = await mailableAccount(accepted.email);
        if (account) await mailReset(account);
      });
      return SENT;
    },

    async sendCode(req, ctx) {
      const accepted = await acceptEmailCall(req.username, ctx.ip);
      if ('reply' in accepted) return accepted.reply;
      later('magic_code', async () => {
        const account = await mailableAccount(accepted.email);
        if (account) await mailCode(account);
      });
      return SENT;
    },

    async verifyCode(req, ctx) {
      const email = req.username.trim().toLowerCase();
      if (!EmailSchema.safeParse(email).success) return codeError('INVALID_EMAIL', 'username', 'Enter a valid email address.');
      const code = req.code.replace(/\s+/g, '');
      if (!new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(code)) return codeError('INVALID_CODE', 'code', `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from the email.`);
      // Each try is counted BEFORE it is checked (issue #22: a peek first and a count after the check let concurrent
      // tries all pass the limit); a try that signs in counts too, which costs a real user nothing.
      if ((await hitCounter(db, codeFailureKey(ctx.ip), CODE_FAILURES_PER_IP_WINDOW_MS, now())).hits > CODE_FAILURES_PER_IP_MAX) {
        throw rateLimited(await counterRetryAfterMs(db, codeFailureKey(ctx.ip), now()), 'Too many wrong codes from this address: try again later');
      }
      // One reply, counted toward the address's limit, for every code that does not sign in: a wrong one, one that
      // expired, was used or voided, and an email without an account (issue #22: CODE_EXPIRED told an existing
      // account apart and was not counted).
      const notAccepted = (): CodeSignInOutcome => codeError('INVALID_CODE', 'code', CODE_NOT_ACCEPTED_MESSAGE);
      const profile = await accounts.profileByEmail(email);
      if (!profile) return notAccepted();
      const row = await findLiveCode(db, profile.id, nowIso());
      if (!row) return notAccepted();
      const presented = Buffer.from(codeMac(profile.id, code), 'hex');
      if (!timingSafeEqual(presented, Buffer.from(row.token_hash, 'hex'))) {
        const attempts = await addAttempt(db, row.id);
        if (attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) await spendToken(db, row.id, nowIso());
        return notAccepted();
      }
      try {
        const outcome = await accounts.signInWithoutPassword(profile.id, ctx, {
          sticky: req.sticky,
          within: async (trx) => {
            if (!(await spendToken(trx, row.id, nowIso()))) throw spent;
            await accounts.markConfirmed(trx, profile.id);
          },
        });
        // signInWithoutPassword's errors (ACCOUNT_LOCKED, ACCOUNT_DISABLED; INVALID_CREDENTIALS if the account just
        // went away) are form-level: they name no field of the code form.
        if (!outcome.ok) return codeError(outcome.error.errorCode, null, outcome.error.message);
        return outcome;
      } catch (error) {
        if (error === spent) return notAccepted();
        throw error;
      }
    },

    sendConfirmation(account) {
      later('confirm', () => mailConfirmation(account));
    },

    async resendConfirmation(accountId) {
      const status = await accounts.emailStatusOf(accountId);
      if (!status || status.confirmed || status.disabled) return false;
      later('confirm', () => mailConfirmation(status));
      return true;
    },

    async checkToken(token, purpose) {
      const found = await lookUp(token, purpose);
      if (found.check !== 'ok') return tokenError(found.check, found.check === 'ACCOUNT_DISABLED' ? null : 'token', TOKEN_MESSAGES[found.check]);
      return { status: AUTH_VERIFY_STATUS.success, message: 'usable' };
    },

    async resetPassword(req) {
      const found = await lookUp(req.token, 'reset');
      if (found.check !== 'ok') return tokenError(found.check, found.check === 'ACCOUNT_DISABLED' ? null : 'token', TOKEN_MESSAGES[found.check]);
      const hashed = await accounts.hashNewPassword(req.passwd);
      if (!hashed.ok) return tokenError('INVALID_PASSWORD', 'passwd', hashed.error.message);
      const row = found.row;
      const done = await db.transaction().execute(async (trx) => {
        if (!(await spendToken(trx, row.id, nowIso()))) return false;
        await accounts.setPasswordHash(trx, row.account_id, hashed.hash);
        await accounts.signOutEverywhere(trx, row.account_id);
        await accounts.markConfirmed(trx, row.account_id);
        await spendAccountTokens(trx, row.account_id, ['reset', 'magic_code'], nowIso());
        return true;
      });
      if (!done) return tokenError('TOKEN_USED', 'token', TOKEN_MESSAGES.TOKEN_USED);
      return { status: AUTH_VERIFY_STATUS.success, message: 'reset' };
    },

    async confirm(req) {
      const found = await lookUp(req.token, 'confirm');
      if (found.check !== 'ok') return tokenError(found.check, found.check === 'ACCOUNT_DISABLED' ? null : 'token', TOKEN_MESSAGES[found.check]);
      const row = found.row;
      const done = await db.transaction().execute(async (trx) => {
        if (!(await spendToken(trx, row.id, nowIso()))) return false;
        await accounts.markConfirmed(trx, row.account_id);
        return true;
      });
      if (!done) return tokenError('TOKEN_USED', 'token', TOKEN_MESSAGES.TOKEN_USED);
      return { status: AUTH_VERIFY_STATUS.success, message: 'confirmed' };
    },

    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
