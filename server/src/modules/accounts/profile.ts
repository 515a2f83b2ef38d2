/**
 * The profile page's server side (issue #9 "a profile page at /profile/account": email, name, password change;
 * account-business-header-and-trips §2 /profile/account).
 *
 * - Name: the display name the header and the switcher show (empty clears it: they show the email).
 * - Password change: the current password is checked with Argon2id like a sign-in, and a wrong one counts as a
 *   failed sign-in of the account (the same lock after LOGIN_LOCK_THRESHOLD in a row, ACCOUNT_LOCKED while locked),
 *   so the form cannot be used to guess the password of a session left open. The new password follows the sign-up
 *   policy (8 to 128 characters) and must differ from the current one. On success, in one transaction: the new
 *   Argon2id hash (OWASP parameters) is stored, the session id is regenerated (new cookie and form token; the other
 *   accounts of the session stay), and the account is signed out of every other session.
 */
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AccountProfileReply, type PasswordChangeReply, type PasswordChangeRequest } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import { ARGON2_MEMORY_KIB, ARGON2_PARALLELISM, ARGON2_TIME_COST, LOGIN_LOCK_MS, LOGIN_LOCK_THRESHOLD } from './constants.ts';
import { clearFailedLogins, findAccountById, lockAccount, lockAccountUnlessLocked, reservePasswordAttempt } from './repository.ts';
import { removeAccountFromOtherSessions, updateAccountName, updatePasswordHash } from './session-accounts-repository.ts';
import { replaceSessionKeepingAccounts } from './switcher.ts';

/** `algorithm: 2` is Argon2id (as service.ts). */
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: ARGON2_MEMORY_KIB, timeCost: ARGON2_TIME_COST, parallelism: ARGON2_PARALLELISM };

/** A password change's outcome: the new session, or a status -1 reply for the form. */
export type PasswordChangeOutcome = { ok: true; session: SessionRecord } | { ok: false; reply: Extract<PasswordChangeReply, { status: -1 }> };

export interface ProfileService {
  /** @throws AppError 401 INVALID_SESSION when the account no longer exists */
  profile(accountId: string): Promise<AccountProfileReply>;
  /** Sets the display name ('' clears it). @returns the profile after the change */
  rename(accountId: string, name: string): Promise<AccountProfileReply>;
  /** Changes the password of the session's selected account (see the module docstring). */
  changePassword(accountId: string, session: SessionRecord, req: PasswordChangeRequest): Promise<PasswordChangeOutcome>;
}

function refuse(errorCode: 'INVALID_CREDENTIALS' | 'INVALID_PASSWORD' | 'ACCOUNT_LOCKED', errorField: 'currentPassword' | 'newPassword' | null, message: string): PasswordChangeOutcome {
  return { ok: false, reply: { status: -1, errorField, errorCode, message } };
}

/** Creates the profile service. @param deps.now clock, epoch ms */
export function createProfileService(deps: { db: Kysely<Database>; sessions: SessionService; now?: () => number }): ProfileService {
  const { db, sessions } = deps;
  const now = deps.now ?? Date.now;

  async function load(accountId: string): Promise<AccountProfileReply> {
    const row = await findAccountById(db, accountId);
    if (!row) throw new AppError(401, 'INVALID_SESSION', 'The account no longer exists');
    return { email: row.email, name: row.name ?? '', hasPassword: row.password_hash !== null };
  }

  return {
    profile: load,

    async rename(accountId, name) {
      await updateAccountName(db, accountId, name === '' ? null : name);
      return load(accountId);
    },

    async changePassword(accountId, session, req) {
      const row = await findAccountById(db, accountId);
      if (!row) throw new AppError(401, 'INVALID_SESSION', 'The account no longer exists');
      const lockedReply = () => refuse('ACCOUNT_LOCKED', null, 'This account is locked after too many failed attempts. Try again later.');
      if (row.locked_until !== null && Date.parse(row.locked_until) > now()) return lockedReply();
      const length = [...req.newPassword].length;
      if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
        return refuse('INVALID_PASSWORD', 'newPassword', `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
      }
      // The attempt is reserved before the Argon2id work, as sign-in does (issue #22: no race past the lock).
      const nowIso = new Date(now()).toISOString();
      const attempt = await reservePasswordAttempt(db, row.id, LOGIN_LOCK_THRESHOLD, nowIso);
      if (attempt === null) {
        await lockAccountUnlessLocked(db, row.id, nowIso, new Date(now() + LOGIN_LOCK_MS).toISOString());
        return lockedReply();
      }
      const currentOk = row.password_hash !== null && req.currentPassword !== '' && (await verify(row.password_hash, req.currentPassword).catch(() => false));
      if (!currentOk) {
        if (attempt >= LOGIN_LOCK_THRESHOLD) {
          await lockAccount(db, row.id, new Date(now() + LOGIN_LOCK_MS).toISOString());
          return lockedReply();
        }
        return refuse('INVALID_CREDENTIALS', 'currentPassword', 'The current password is not correct.');
      }
      await clearFailedLogins(db, row.id);
      if (req.newPassword === req.currentPassword) return refuse('INVALID_PASSWORD', 'newPassword', 'Choose a password different from the current one.');
      const passwordHash = await hash(req.newPassword, ARGON2_OPTIONS);
      const next = await db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, accountId, passwordHash);
        const fresh = await replaceSessionKeepingAccounts(trx, sessions, session, { selectAccountId: accountId, sticky: session.sticky ?? false, nowIso, signedInNow: false });
        await removeAccountFromOtherSessions(trx, accountId, fresh.id);
        return fresh;
      });
      return { ok: true, session: next };
    },
  };
}
