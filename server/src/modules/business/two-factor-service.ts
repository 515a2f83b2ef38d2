/**
 * Business two-factor with an authenticator app: enrolment, confirmation, per-session verification and recovery codes
 * (issue #24 "Business two-factor"; core-and-business §6 "Business accounts without two-factor authentication are sent
 * to the verification page", §8 MISSING_TWO_FACTOR_AUTHENTICATION; account-business-header-and-trips §4 "Auth verify").
 * The rule that business routes apply is ./two-factor.ts; the TOTP and recovery-code mechanics are ./two-factor-totp.ts.
 *
 * - enrol: a new pending secret (replacing a pending one) with its otpauth:// URI and QR code; refused (400
 *   VALIDATION_ERROR without a field) once enrolled (re-enrolment, e.g. a lost phone, is an admin reset: POST
 *   /admin/v1/users/{profileId}/resetTwoFactor, admin-users.ts, which deletes the enrolment so enrol works again).
 * - confirm: a code of the pending secret activates it, marks the profile enrolled, stores 10 new recovery codes
 *   (SHA-256) and returns them once; this session counts as verified (the user just proved the factor).
 * - verify: a code of the active secret, newer than the last accepted one (replay refused), verifies this session.
 * - recover: an unused recovery code (spent) verifies this session.
 * - Where "verified" lives: `business_two_factor_sessions` (session id, account id, verified_at; migration 0019), read
 *   by the principal loader in its one query. A new sign-in regenerates the session id, so it verifies again.
 * - Brute force: like the password sign-in (accounts service), every code attempt of a profile reserves a hit of its
 *   failure counter in `rate_limit_counters` BEFORE the check and gives it back on success, so only failures count;
 *   past {@link TWO_FACTOR_FAILURES_MAX} in {@link TWO_FACTOR_FAILURES_WINDOW_MS} every attempt (even a right code)
 *   answers 429 RATE_LIMITED with Retry-After. Confirm, verify and recover share the counter.
 */
import type { Kysely } from 'kysely';
import type { TwoFactorConfirmReply, TwoFactorEnrolment, TwoFactorStatus, TwoFactorVerifiedReply } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, rateLimited, validationError } from '../../errors.ts';
import { hitCounter, releaseCounterHit } from '../rate-limit/store.ts';
import type { BusinessPrincipal } from '../access/principal.ts';
import {
  activateAuthenticator, claimStep, countRecoveryCodesLeft, findAuthenticator, markSessionVerified, savePendingAuthenticator, spendRecoveryCode,
} from './two-factor-repository.ts';
import type { SecretBox } from './secret-box.ts';
import { prepareTwoFactorSecrets } from './two-factor-secrets.ts';
import { acceptTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri, qrCodeDataUrl } from './two-factor-totp.ts';
import { twoFactorSatisfied } from './two-factor.ts';

/** Failed code attempts (TOTP or recovery) of one profile per window before every attempt answers 429. */
export const TWO_FACTOR_FAILURES_MAX = 5;
/** Window of the failure counter, ms (15 min, as the password sign-in's). */
export const TWO_FACTOR_FAILURES_WINDOW_MS = 15 * 60 * 1000;
/** Key prefix of the failure counter in rate_limit_counters (followed by the profile id). */
export const TWO_FACTOR_FAILURE_COUNTER_PREFIX = 'TWO_FACTOR_FAIL';

/** Who is enrolling or verifying: the signed-in business principal on its session. */
export interface TwoFactorCaller {
  accountId: string;
  /** What the authenticator app shows as the account (the email). */
  accountLabel: string;
  sessionId: string;
  business: Pick<BusinessPrincipal, 'companyId' | 'profileId' | 'twoFactor'>;
}

export interface TwoFactorService {
  /** The caller's state (GET status). */
  status(caller: TwoFactorCaller): Promise<TwoFactorStatus>;
  /** Starts (or restarts) enrolment. @throws AppError 400 VALIDATION_ERROR (no field) when already enrolled */
  enrol(caller: TwoFactorCaller): Promise<TwoFactorEnrolment>;
  /**
   * Confirms enrolment with a code of the pending secret.
   * @throws AppError 400 VALIDATION_ERROR (field code: wrong code; no enrolment started), 429 RATE_LIMITED
   */
  confirm(caller: TwoFactorCaller, code: string): Promise<TwoFactorConfirmReply>;
  /** Verifies this session with a code. @throws AppError 400 VALIDATION_ERROR (field code), 429 RATE_LIMITED */
  verify(caller: TwoFactorCaller, code: string): Promise<TwoFactorVerifiedReply>;
  /** Verifies this session with a recovery code (spent). @throws AppError 400 VALIDATION_ERROR (field recoveryCode), 429 */
  recover(caller: TwoFactorCaller, recoveryCode: string): Promise<TwoFactorVerifiedReply>;
}

/**
 * Creates the two-factor service after the secrets' start-up step (two-factor-secrets.ts: load the key, check it opens
 * the stored secrets, seal any plaintext one).
 * @param deps.db database; deps.now clock, epoch ms (TOTP steps and the failure window read it); deps.encryptionKey
 *   the TWO_FACTOR_ENCRYPTION_KEY setting (unset: the generated key in `server_secrets`)
 * @throws Error naming TWO_FACTOR_ENCRYPTION_KEY when the key does not open the stored secrets
 */
export async function createTwoFactorService(deps: { db: Kysely<Database>; now: () => number; encryptionKey?: string | undefined }): Promise<TwoFactorService> {
  const { db, now } = deps;
  const { box } = await prepareTwoFactorSecrets(db, deps.encryptionKey, now);
  return twoFactorServiceWith({ db, now, box });
}

/** The service over an already prepared box (see {@link createTwoFactorService}). */
export function twoFactorServiceWith(deps: { db: Kysely<Database>; now: () => number; box: SecretBox }): TwoFactorService {
  const { db, now, box } = deps;
  const iso = () => new Date(now()).toISOString();

  /**
   * Runs one code attempt under the failure counter: reserve a hit, run `attempt`, give the hit back when it succeeds.
   * @throws RateLimitedError 429 when the profile is over its failures
   */
  async function counted<T>(caller: TwoFactorCaller, attempt: () => Promise<T | null>, fail: () => AppError): Promise<T> {
    const key = `${TWO_FACTOR_FAILURE_COUNTER_PREFIX}:${caller.business.profileId}`;
    const reserved = await hitCounter(db, key, TWO_FACTOR_FAILURES_WINDOW_MS, now());
    if (reserved.hits > TWO_FACTOR_FAILURES_MAX) {
      await releaseCounterHit(db, key, now());
      throw rateLimited(Math.max(0, reserved.resetAtMs - now()), 'Too many wrong codes: try again later');
    }
    const result = await attempt();
    if (result === null) throw fail();
    await releaseCounterHit(db, key, now());
    return result;
  }

  // Not a permission matter (the caller may use the route): the request does not fit the caller's state.
  const alreadyEnrolled = () => new AppError(400, 'VALIDATION_ERROR', 'Two-factor authentication is already set up for this account');
  const wrongCode = () => validationError('code', 'That code is not right. Enter the current code from your authenticator app.');

  return {
    async status(caller) {
      const b = caller.business;
      const row = await findAuthenticator(db, box, b.companyId, b.profileId);
      const enrolled = row?.status === 'active';
      return {
        enrolled,
        verified: twoFactorSatisfied(b),
        ssoAsserted: b.twoFactor.ssoAsserted,
        recoveryCodesLeft: enrolled ? await countRecoveryCodesLeft(db, b.companyId, b.profileId) : 0,
      };
    },

    async enrol(caller) {
      const b = caller.business;
      const secret = newTotpSecret();
      const saved = await savePendingAuthenticator(db, box, { companyId: b.companyId, profileId: b.profileId, secret, nowIso: iso() });
      if (!saved) throw alreadyEnrolled();
      const uri = otpauthUri(secret, caller.accountLabel);
      return { secret, otpauthUri: uri, qrCodeDataUrl: await qrCodeDataUrl(uri) };
    },

    async confirm(caller, code) {
      const b = caller.business;
      const row = await findAuthenticator(db, box, b.companyId, b.profileId);
      if (row?.status === 'active') throw alreadyEnrolled();
      if (!row) throw validationError('code', 'Start the set-up first: scan the QR code, then enter a code.');
      return counted(caller, async () => {
        const step = acceptTotp(row.secret, code, now(), null);
        if (step === null) return null;
        const recoveryCodes = newRecoveryCodes();
        const nowIso = iso();
        const activated = await db.transaction().execute(async (trx) => {
          const ok = await activateAuthenticator(trx, { companyId: b.companyId, profileId: b.profileId, step, codeHashes: recoveryCodes.map(hashRecoveryCode), nowIso });
          if (ok) await markSessionVerified(trx, caller.sessionId, caller.accountId, nowIso);
          return ok;
        });
        return activated ? { enrolled: true as const, recoveryCodes } : null;
      }, wrongCode);
    },

    async verify(caller, code) {
      const b = caller.business;
      const row = await findAuthenticator(db, box, b.companyId, b.profileId);
      if (row?.status !== 'active') throw validationError('code', 'Set up two-factor authentication first.');
      return counted(caller, async () => {
        const step = acceptTotp(row.secret, code, now(), row.lastUsedStep);
        if (step === null || !(await claimStep(db, b.companyId, b.profileId, step))) return null;
        await markSessionVerified(db, caller.sessionId, caller.accountId, iso());
        return { verified: true as const, recoveryCodesLeft: await countRecoveryCodesLeft(db, b.companyId, b.profileId) };
      }, wrongCode);
    },

    async recover(caller, recoveryCode) {
      const b = caller.business;
      const row = await findAuthenticator(db, box, b.companyId, b.profileId);
      if (row?.status !== 'active') throw validationError('recoveryCode', 'Set up two-factor authentication first.');
      return counted(caller, async () => {
        if (!(await spendRecoveryCode(db, b.companyId, b.profileId, hashRecoveryCode(recoveryCode), iso()))) return null;
        await markSessionVerified(db, caller.sessionId, caller.accountId, iso());
        return { verified: true as const, recoveryCodesLeft: await countRecoveryCodesLeft(db, b.companyId, b.profileId) };
      }, () => validationError('recoveryCode', 'That recovery code is not right or was already used.'));
    },
  };
}
