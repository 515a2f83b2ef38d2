/**
 * Privacy choices beside the consent dialogs (issue #13 slice 2; chrome-and-consent §2 "Data-sharing opt-out
 * dialog" and "Other consent surfaces", §3 "Data-sharing consent" and "Cookie data provider response", §4 "Which
 * cookie UI shows", two-party consent, data-transfer disclaimer, meta cookies, §9 consent and meta cookie names;
 * account-business-header-and-trips §4 and §7 "Data sharing").
 *
 * Storage: `privacy_records` (migration 0017), append-only; the newest record of a kind given on the caller's
 * session or by the signed-in account is the current state (so an account's choice follows it to other sessions).
 * - Data sharing: a record `{ allowDataSharing, gpc }` per PUT; no record means sharing allowed. Global Privacy
 *   Control (`Sec-GPC: 1` on the request) turns sharing off for that request whatever is stored (reply gpc: true);
 *   a PUT allowing sharing under GPC is ignored (nothing stored, 200 with allowDataSharing false, gpc true); a PUT
 *   disallowing it is stored as usual.
 * - Two-party consent: a record `{ agree, policyVersion }` per answer (issue #22: the dialog offers "I agree" and a
 *   decline); the newest answer of the current TWO_PARTY_POLICY_VERSION counts and never expires. Records `{}` of
 *   before issue #22 are agreements under version 1.
 * - Cookie notice display (LogCookiesConsentAction): a record `{ isRepeat }`, kept for the audit only.
 * - Meta cookies are not stored: they are real cookies (see routes), read back from the request.
 */
import type { Kysely, Selectable } from 'kysely';
import type { CookiesDataProviderReply, DataSharingReply } from '@travel/contract';
import type { Database, PrivacyRecordsTable } from '../../db/database.ts';
import { TWO_PARTY_POLICY_VERSION } from './constants.ts';

/** Who is asking: the live session (null: none yet) and the signed-in account. */
export interface ConsentCaller {
  sessionId: string | null;
  accountId: string | null;
}

export type PrivacyRecordRow = Selectable<PrivacyRecordsTable>;
export type PrivacyKind = PrivacyRecordsTable['kind'];

/** Where the cookie data provider says the cookie policy is (the footer's privacy policy page). */
export const COOKIE_POLICY_URL = '/privacy';

/** What the cookie data provider reads from the request itself. */
export interface CookieRequestFacts {
  /** A consent cookie (consent / kyk_tcf / DATA_CONSENT) came with the request. */
  hasConsentCookie: boolean;
  /** A current cookie banner or industry consent record exists for the caller. */
  hasConsentRecord: boolean;
  /** The request's meta cookies by name. */
  metaCookies: Readonly<Record<string, string | undefined>>;
}

export interface PrivacyService {
  /** The data-sharing choice in effect; gpc: the request carried Sec-GPC: 1 (then allowDataSharing is false). */
  dataSharing(caller: ConsentCaller, gpc: boolean): Promise<DataSharingReply>;
  /** Stores the choice (ignored, not stored, when allowing under GPC) and returns the choice in effect. */
  setDataSharing(caller: ConsentCaller & { sessionId: string }, allowDataSharing: boolean, gpc: boolean): Promise<DataSharingReply>;
  /** Records the visitor's answer to the two-party consent (agree: "I agree"; false: declined) under TWO_PARTY_POLICY_VERSION. */
  recordTwoPartyConsent(caller: ConsentCaller & { sessionId: string }, agree: boolean): Promise<void>;
  logCookiesMessage(caller: ConsentCaller & { sessionId: string }, isRepeat: boolean): Promise<void>;
  cookiesData(caller: ConsentCaller, facts: CookieRequestFacts): Promise<CookiesDataProviderReply>;
}

export function createPrivacyService(db: Kysely<Database>, now: () => number): PrivacyService {
  async function append(kind: PrivacyKind, caller: ConsentCaller & { sessionId: string }, payload: unknown): Promise<string> {
    const createdAt = new Date(now()).toISOString();
    await db.insertInto('privacy_records').values({
      kind, session_id: caller.sessionId, account_id: caller.accountId, created_at: createdAt, payload_json: JSON.stringify(payload),
    }).execute();
    return createdAt;
  }
  async function latest(kind: PrivacyKind, { sessionId, accountId }: ConsentCaller): Promise<PrivacyRecordRow | null> {
    if (sessionId === null && accountId === null) return null;
    const row = await db.selectFrom('privacy_records').selectAll().where('kind', '=', kind)
      .where((eb) => eb.or([
        ...(sessionId !== null ? [eb('session_id', '=', sessionId)] : []),
        ...(accountId !== null ? [eb('account_id', '=', accountId)] : []),
      ]))
      .orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row ?? null;
  }

  const service: PrivacyService = {
    async dataSharing(caller, gpc) {
      const row = await latest('dataSharing', caller);
      const stored = row ? (JSON.parse(row.payload_json) as { allowDataSharing: boolean }).allowDataSharing : true;
      return { allowDataSharing: stored && !gpc, gpc, updatedAt: row?.created_at ?? null };
    },
    async setDataSharing(caller, allowDataSharing, gpc) {
      if (!(allowDataSharing && gpc)) await append('dataSharing', caller, { allowDataSharing, gpc });
      return service.dataSharing(caller, gpc);
    },
    async recordTwoPartyConsent(caller, agree) {
      await append('twoParty', caller, { agree, policyVersion: TWO_PARTY_POLICY_VERSION });
    },
    async logCookiesMessage(caller, isRepeat) {
      await append('cookiesMessage', caller, { isRepeat });
    },
    async cookiesData(caller, facts) {
      const cookiesConsent = facts.hasConsentCookie || facts.hasConsentRecord;
      const twoParty = await latest('twoParty', caller);
      const answer = twoParty ? (JSON.parse(twoParty.payload_json) as { agree?: boolean; policyVersion?: number }) : null;
      const current = answer !== null && (answer.policyVersion ?? 1) === TWO_PARTY_POLICY_VERSION;
      return {
        cookiesConsent,
        dataTransferConsent: facts.metaCookies.HIDE_DATA_TRANSFER_DISCLAIMER === 'true',
        policyUrl: COOKIE_POLICY_URL,
        betterUx: true,
        messageVisible: !cookiesConsent && facts.metaCookies.HIDE_COOKIES_MESSAGE_NP !== 'true',
        twoPartyConsent: current && answer.agree !== false,
        twoPartyDeclined: current && answer.agree === false,
      };
    },
  };
  return service;
}
