/**
 * Site-wide extras on the server (issue #10; account-business-header-and-trips §3, §4, §7, §9):
 * - the navigation state: the site-wide message for the session's partner and the frame's language, and how many
 *   main items the drawer shows;
 * - the first-party marketing id (kmkid): sync keeps the cookie's id, else adopts a valid suggestion, else makes a
 *   new random one; set replaces it (ids are validated with the contract's KmkidSchema);
 * - the survey identity (acquisition channel and an obfuscated user id: a one-way hash, never the id itself) and
 *   the survey's feedback answers, limited per session ({@link SURVEY_FEEDBACK_MAX_PER_SESSION} per
 *   {@link SURVEY_FEEDBACK_WINDOW_MS}, counted from the stored answers so every process agrees).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { KmkidSchema, type NavigationState, type SiteWideMessage, type SurveyFeedbackRequest, type SurveyIdentity } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, rateLimited } from '../../errors.ts';
import { DRAWER_NUM_MAIN_ITEMS_SHOWN, HASH_CHARS, KMKID_BYTES, SURVEY_FEEDBACK_MAX_PER_SESSION, SURVEY_FEEDBACK_WINDOW_MS } from './constants.ts';
import { createSiteRepository, type SiteMessageRow } from './repository.ts';

export type { SiteMessageRow } from './repository.ts';

/** Who asks: the session (null without one), its partner and the signed-in account, if any. */
export interface SiteCaller {
  sessionId: string | null;
  partnerId: string | null;
  accountId: string | null;
}

/** A message to configure (operators; tests). Times are epoch ms; null: open-ended. */
export interface SiteMessageInput {
  text: string;
  partnerId?: string | null;
  locale?: string | null;
  url?: string | null;
  tone?: SiteWideMessage['tone'];
  startsAtMs?: number | null;
  endsAtMs?: number | null;
}

export interface SiteService {
  /** The navigation state for `caller` in `locale` (BCP 47; undefined: any language). */
  navigationState(caller: SiteCaller, locale: string | undefined): Promise<NavigationState>;
  /** The id the marketing cookie should hold after a sync: the cookie's when valid, else a valid suggestion, else a new one. */
  syncKmkid(cookieValue: string | undefined, suggested: string | undefined): string;
  /** A new random marketing id (22 base64url characters). */
  newKmkid(): string;
  surveyIdentity(caller: SiteCaller): SurveyIdentity;
  /**
   * Stores one feedback answer.
   * @throws AppError 403 CSRF_TOKEN_INVALID without a session (the session hook refuses that earlier); 429
   *   RATE_LIMITED when the session already sent {@link SURVEY_FEEDBACK_MAX_PER_SESSION} in the window
   */
  recordFeedback(caller: SiteCaller, feedback: SurveyFeedbackRequest): Promise<void>;
  /** Adds a site-wide message; returns its id. */
  addMessage(input: SiteMessageInput): Promise<string>;
  removeMessage(id: string): Promise<boolean>;
  /** Every configured message, newest first (operators' list). */
  listMessages(): Promise<SiteMessageRow[]>;
}

/** base64url SHA-256 of `value`, shortened to {@link HASH_CHARS}. */
function shortHash(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, HASH_CHARS);
}

/** How well a message's locale fits the asked one: 3 exact, 2 same language, 1 any language, 0 none. */
function localeFit(messageLocale: string | null, asked: string | undefined): number {
  if (messageLocale === null) return 1;
  if (!asked) return 0;
  const a = asked.toLowerCase();
  const m = messageLocale.toLowerCase();
  if (a === m) return 3;
  return a.split('-')[0] === m.split('-')[0] ? 2 : 0;
}

/** The best message: best locale fit, then the partner's own over one for every partner, then the newest (rows come newest first). */
export function pickMessage(rows: readonly SiteMessageRow[], partnerId: string | null, locale: string | undefined): SiteMessageRow | null {
  let best: SiteMessageRow | null = null;
  let bestScore = 0;
  for (const row of rows) {
    const fit = localeFit(row.locale, locale);
    if (fit === 0) continue;
    const score = fit * 2 + (row.partner_id !== null && row.partner_id === partnerId ? 1 : 0);
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

export function createSiteService(db: Kysely<Database>, now: () => number = Date.now): SiteService {
  const repo = createSiteRepository(db);
  const newKmkid = () => randomBytes(KMKID_BYTES).toString('base64url');
  return {
    async navigationState(caller, locale) {
      const row = pickMessage(await repo.activeMessages(caller.partnerId, new Date(now()).toISOString()), caller.partnerId, locale);
      return {
        siteWideMessageState: { message: row ? { id: row.id, text: row.text, url: row.url, tone: row.tone === 'warning' ? 'warning' : 'info' } : null },
        drawerNavigationState: { numMainItemsShown: DRAWER_NUM_MAIN_ITEMS_SHOWN },
      };
    },
    syncKmkid(cookieValue, suggested) {
      if (KmkidSchema.safeParse(cookieValue).success) return cookieValue!;
      if (KmkidSchema.safeParse(suggested).success) return suggested!;
      return newKmkid();
    },
    newKmkid,
    surveyIdentity(caller) {
      const subject = caller.accountId ? `account:${caller.accountId}` : caller.sessionId ? `session:${caller.sessionId}` : `anonymous:${randomUUID()}`;
      return {
        acquisitionChannel: caller.partnerId ? `partner:${caller.partnerId}` : 'direct',
        obfuscatedUserId: shortHash(`survey:${subject}`),
      };
    },
    async recordFeedback(caller, feedback) {
      if (!caller.sessionId) throw new AppError(403, 'CSRF_TOKEN_INVALID', 'No session: request a form token first');
      const sessionHash = shortHash(`feedback:${caller.sessionId}`);
      const nowMs = now();
      const recent = await repo.countFeedbackSince(sessionHash, new Date(nowMs - SURVEY_FEEDBACK_WINDOW_MS).toISOString());
      if (recent.count >= SURVEY_FEEDBACK_MAX_PER_SESSION) {
        // The window slides: one more answer is allowed once the oldest answer in it is a full window old.
        const freeAtMs = Date.parse(recent.oldestAt ?? new Date(nowMs).toISOString()) + SURVEY_FEEDBACK_WINDOW_MS;
        throw rateLimited(freeAtMs - nowMs, 'Too many feedback answers: try again tomorrow');
      }
      const comment = feedback.comment?.trim();
      await repo.insertFeedback({
        id: randomBytes(12).toString('base64url'),
        session_hash: sessionHash,
        account_id: caller.accountId,
        partner_id: caller.partnerId,
        rating: feedback.rating,
        comment: comment ? comment : null,
        page: feedback.page,
        created_at: new Date(nowMs).toISOString(),
      });
    },
    async addMessage(input) {
      const id = randomBytes(9).toString('base64url');
      const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());
      await repo.insertMessage({
        id,
        partner_id: input.partnerId ?? null,
        locale: input.locale ?? null,
        text: input.text,
        url: input.url ?? null,
        tone: input.tone ?? 'info',
        starts_at: iso(input.startsAtMs),
        ends_at: iso(input.endsAtMs),
        created_at: new Date(now()).toISOString(),
      });
      return id;
    },
    removeMessage: (id) => repo.deleteMessage(id),
    listMessages: () => repo.allMessages(),
  };
}
