/**
 * Several accounts on one session (issue #9 "Several accounts"; account-business-header-and-trips §3
 * accountSwitcherItems, §4 account-switcher option, §6 "Users with several accounts can switch or add accounts",
 * §7 GET /k/run/auth/add and GET /k/run/auth/switch?tokenId&business).
 *
 * - A session holds up to {@link MAX_ACCOUNTS_PER_SESSION} accounts (`session_accounts`), one selected: requests act
 *   as the selected one. Signing in while signed in ("Add another account") keeps the others and selects the new one
 *   ({@link replaceSessionKeepingAccounts}, used by every sign-in); past the limit the least recently signed-in
 *   unselected account is dropped.
 * - `tokenId` of a switcher item is HMAC-SHA256(key = the session id, message = the account id), base64url, 32
 *   characters: it means something only together with this session's cookie, reveals no account id, and changes
 *   whenever the session id does (every sign-in, switch and password change). The switch looks the token up among
 *   THIS session's accounts only, so a session can never select an account it did not sign into.
 * - The switch regenerates the session id (new cookie and form token, like a sign-in) and answers the frame's base
 *   path as the business redirect URL; the frame appends its return path (§4).
 * - Sign-out (POST /k/run/auth/logout and GET /signout) ends the session with ALL its accounts: the spec does not
 *   say; a shared browser should not keep the other accounts signed in after someone pressed "Sign out".
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_ACCOUNTS_PER_SESSION, type AccountSwitcherItem, type AddAccountReply } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { validationError } from '../../errors.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import { insertSessionAccounts, listSessionAccounts, type SessionAccountEntry } from './session-accounts-repository.ts';

/** Characters of a switcher tokenId (base64url of the first 24 bytes of the HMAC). */
const TOKEN_ID_BYTES = 24;

/** The switcher tokenId of `accountId` on session `sessionId` (see the module docstring). */
export function switcherTokenOf(sessionId: string, accountId: string): string {
  return createHmac('sha256', sessionId).update(accountId).digest().subarray(0, TOKEN_ID_BYTES).toString('base64url');
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Replaces `old` by a new session (new id and form token; the session service's regenerate) that keeps the old
 * session's accounts and selects `selectAccountId` (adding it when new, signed in at `nowIso`). Run it inside the
 * caller's transaction `trx`. Keeps at most {@link MAX_ACCOUNTS_PER_SESSION} accounts (drops the least recently
 * signed-in unselected ones).
 * @param sticky the new session's remember-me (see SessionRecord.sticky)
 * @returns the new session
 */
export async function replaceSessionKeepingAccounts(
  trx: Kysely<Database>,
  sessions: SessionService,
  old: SessionRecord | null,
  opts: { selectAccountId: string; sticky: boolean; nowIso: string; signedInNow: boolean },
): Promise<SessionRecord> {
  const prior = old && old.sticky !== null ? await listSessionAccounts(trx, old.id) : [];
  const session = await sessions.regenerate(trx, old, opts.sticky);
  const previous = prior.find((a) => a.accountId === opts.selectAccountId);
  const others = prior.filter((a) => a.accountId !== opts.selectAccountId).slice(0, MAX_ACCOUNTS_PER_SESSION - 1);
  await insertSessionAccounts(trx, session.id, [
    { accountId: opts.selectAccountId, selected: true, signedInAt: opts.signedInNow || !previous ? opts.nowIso : previous.signedInAt },
    ...others.map((a) => ({ accountId: a.accountId, selected: false, signedInAt: a.signedInAt })),
  ]);
  return session;
}

/** Outcome of a switch: the new session and where the frame goes (its base path). */
export interface SwitchOutcome {
  session: SessionRecord;
  businessRedirectUrl: string;
}

export interface SwitcherService {
  /** The switcher items of a signed-in session (§3): its usable accounts, the most recently signed in first. */
  items(session: SessionRecord): Promise<AccountSwitcherItem[]>;
  /** GET /k/run/auth/add: whether the session may sign in one more account. */
  canAdd(session: SessionRecord): Promise<AddAccountReply>;
  /**
   * GET /k/run/auth/switch: selects the session's account named by `tokenId` and regenerates the session.
   * @throws AppError 400 VALIDATION_ERROR `tokenId` (no account of THIS session has it, or it is disabled),
   *   `business` (business mode asked for an account without a business profile: none has one yet)
   */
  switchTo(session: SessionRecord, tokenId: string, business: boolean): Promise<SwitchOutcome>;
}

/** The frame's base path for a session's partner (`/p/{partnerId}`), or `/p/demo` when the session has none. */
export function frameBasePathOf(session: SessionRecord): string {
  return `/p/${encodeURIComponent(session.partnerId ?? 'demo')}`;
}

function itemOf(sessionId: string, a: SessionAccountEntry): AccountSwitcherItem {
  return {
    userEmail: a.email, tokenId: switcherTokenOf(sessionId, a.accountId), businessMode: false, accountName: a.name ?? a.email, imgUrl: null, selected: a.selected,
  };
}

/**
 * Creates the switcher service.
 * @param deps.db database; deps.sessions regenerates the session id; deps.now clock, epoch ms
 */
export function createSwitcherService(deps: { db: Kysely<Database>; sessions: SessionService; now?: () => number }): SwitcherService {
  const { db, sessions } = deps;
  const now = deps.now ?? Date.now;
  return {
    async items(session) {
      const accounts = await listSessionAccounts(db, session.id);
      return accounts.filter((a) => !a.disabled).map((a) => itemOf(session.id, a));
    },

    async canAdd(session) {
      const count = (await listSessionAccounts(db, session.id)).length;
      return { allowed: count < MAX_ACCOUNTS_PER_SESSION, accountCount: count, maxAccounts: MAX_ACCOUNTS_PER_SESSION };
    },

    async switchTo(session, tokenId, business) {
      return db.transaction().execute(async (trx) => {
        const accounts = await listSessionAccounts(trx, session.id);
        const target = accounts.find((a) => sameToken(switcherTokenOf(session.id, a.accountId), tokenId));
        if (!target || target.disabled) throw validationError('tokenId', 'No account of this session has this tokenId');
        if (business) throw validationError('business', 'This account has no business profile');
        const next = await replaceSessionKeepingAccounts(trx, sessions, session, {
          selectAccountId: target.accountId, sticky: session.sticky ?? false, nowIso: new Date(now()).toISOString(), signedInNow: false,
        });
        return { session: next, businessRedirectUrl: frameBasePathOf(session) };
      });
    },
  };
}
