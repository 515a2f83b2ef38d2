/**
 * Site-wide extras (account-business-header-and-trips §3 "Navigation state", "Marketing-id config", "Survey data";
 * §7 "Marketing id", "Survey", "Other"; issue #10): the navigation state with the site-wide message, the
 * first-party marketing id (kmkid) sync and set calls, the survey identity and feedback, and the ad-block bait.
 */
import { z } from 'zod';
import { SiteWideMessageSchema } from './partner.ts';

/**
 * A marketing id: 16 to 64 characters of `[A-Za-z0-9_-]` (the server generates 22-character base64url ids from
 * 16 random bytes). Anything else is refused, so a cookie or a suggestion cannot carry markup or separators.
 */
export const KmkidSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
export type Kmkid = z.infer<typeof KmkidSchema>;

/** Form fields of POST {@link KMKID_SYNC_PATH} (X-CSRF): the id the frame last knew, when it has one. */
export const KmkidSyncRequestSchema = z.object({ suggestedKmkid: KmkidSchema.optional() });
export type KmkidSyncRequest = z.infer<typeof KmkidSyncRequestSchema>;

/** Form fields of POST {@link KMKID_SET_PATH} (X-CSRF). */
export const KmkidSetRequestSchema = z.object({ kmkid: KmkidSchema });
export type KmkidSetRequest = z.infer<typeof KmkidSetRequestSchema>;

/** Reply of both kmkid calls: the id now in the marketing cookie. */
export const KmkidReplySchema = z.object({ kmkid: KmkidSchema });
export type KmkidReply = z.infer<typeof KmkidReplySchema>;

/** POST (form) sync: keeps the cookie's id, else adopts a valid suggestion, else makes a new one (account-business-header-and-trips §7). */
export const KMKID_SYNC_PATH = '/s/run/kmkid/sync';
/** POST (form) set: replaces the cookie's id (account-business-header-and-trips §7). */
export const KMKID_SET_PATH = '/s/run/kmkid/set';

// SiteWideMessageSchema lives in partner.ts: the partner bootstrap the first page parses carries one, and importing
// it from here put this module's schemas on the first page (issue #23 "First page budget").

/**
 * Reply of GET {@link NAVIGATION_STATE_PATH} (account-business-header-and-trips §3 "Navigation state"). The item
 * lists (mainItems, moreItems, moreAdditionalItems, mobileItems) are built in the frame from the verticals and the
 * auth state, so their text is translated there; the server decides the site-wide message and how many main items
 * the drawer shows before "Show more".
 */
export const NavigationStateSchema = z.object({
  siteWideMessageState: z.object({ message: z.nullable(SiteWideMessageSchema) }),
  drawerNavigationState: z.object({ numMainItemsShown: z.number().int().min(1).max(20) }),
});
export type NavigationState = z.infer<typeof NavigationStateSchema>;

/** Query of GET {@link NAVIGATION_STATE_PATH}: the frame's locale (BCP 47), to pick a message in that language. */
export const NavigationStateQuerySchema = z.object({ locale: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/).optional() });
export type NavigationStateQuery = z.infer<typeof NavigationStateQuerySchema>;

export const NAVIGATION_STATE_PATH = '/i/api/site/v1/navigation-state';

/** Survey identity (account-business-header-and-trips §3 "Survey data"). */
export const SurveyIdentitySchema = z.object({
  /** `partner:{partnerId}` inside a partner's page, `direct` otherwise. */
  acquisitionChannel: z.string().min(1).max(80),
  /** A one-way hash of the account (signed in) or the session, never the id itself. */
  obfuscatedUserId: z.string().min(1).max(64),
});
export type SurveyIdentity = z.infer<typeof SurveyIdentitySchema>;

export const SURVEY_IDENTITY_PATH = '/i/api/site/v1/survey/identity';

/** Longest feedback comment, characters. */
export const SURVEY_COMMENT_MAX_LENGTH = 1000;

/** Body of POST {@link SURVEY_FEEDBACK_PATH} (JSON, X-CSRF). */
export const SurveyFeedbackRequestSchema = z.object({
  /** 1 (very unhappy) to 5 (very happy). */
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(SURVEY_COMMENT_MAX_LENGTH).optional(),
  /** The frame path the visitor was on (inside the basename), without query. */
  page: z.string().min(1).max(300).regex(/^\//),
});
export type SurveyFeedbackRequest = z.infer<typeof SurveyFeedbackRequestSchema>;

export const SurveyFeedbackReplySchema = z.object({ received: z.literal(true) });
export type SurveyFeedbackReply = z.infer<typeof SurveyFeedbackReplySchema>;

export const SURVEY_FEEDBACK_PATH = '/i/api/site/v1/survey/feedback';

/**
 * The ad-block bait (account-business-header-and-trips §7 "A GET to test for an ad blocker"): a path with the
 * words ad filter lists block, so a failed GET means a blocker is at work. Reply `{ ok: true }`.
 */
export const AD_BLOCK_BAIT_PATH = '/i/api/site/v1/ads/advert-banner.js';
export const AdBlockBaitReplySchema = z.object({ ok: z.literal(true) });
