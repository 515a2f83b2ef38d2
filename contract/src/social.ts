/**
 * Google, Apple and Naver sign-in, Google One Tap and linked accounts (issue #9).
 * Spec: account-business-header-and-trips §2 (pop-up paths /k/run/googleauth/redirect and /k/run/naverauth/redirect,
 * 500x640), §3 (payload fields idToken, code, state, firstName, lastName, accessToken; Google config enabled,
 * clientId, scope; verify statuses and results; social providers), §4 (auth verify, Google One Tap), §5 (Google and
 * Apple rules), §7 (Google and Naver calls; Apple verify; social verification posts carry a confirm flag), §8
 * (social failures and their texts), §9 (pop-up size, Google load delay, One Tap reload delay).
 *
 * Every sign-in call replies a social verify reply ({@link SocialVerifyReplySchema}): status 0 signed in
 * (message `signin` or `signup`), status 1 link/welcome/not-linkable (`l`, `w`, `n`), status -1 with an errorCode.
 * Bodies are form-encoded or JSON; all are POSTs with X-CSRF.
 *
 * The pop-up (first-party on the product origin) cannot set the frame's partitioned session: the frame asks for a
 * pop-up URL ({@link SOCIAL_START_PATH}), opens it, and the callback page posts a one-time hand-off code to
 * `window.opener` ({@link SocialHandoffMessageSchema}, exact target origin); the frame exchanges it
 * ({@link SOCIAL_EXCHANGE_PATH}) so the session is created in its own partition.
 */
import { z } from 'zod';
import { AuthVerifyErrorCodeSchema, AuthVerifyLinkSchema, AuthVerifySuccessSchema, AUTH_VERIFY_STATUS, FormBooleanSchema } from './accounts.ts';
import { DisplayTextSchema } from './display-text.ts';

/** The providers the product offers (§3 "Social providers" lists Facebook too; it is not offered). */
export const SocialProviderSchema = z.enum(['google', 'apple', 'naver']);
export type SocialProviderName = z.infer<typeof SocialProviderSchema>;

/** Pop-up entries (GET, opened in the pop-up; §2, §7): Google, Naver, Apple. Query `start` (from {@link SOCIAL_START_PATH}). */
export const GOOGLE_REDIRECT_PATH = '/k/run/googleauth/redirect';
export const NAVER_REDIRECT_PATH = '/k/run/naverauth/redirect';
/** GET: Apple's pop-up entry; POST: Apple verify ({@link AppleVerifyRequestSchema}). */
export const APPLE_LOGIN_PATH = '/k/run/appleauth/login';
/** The OAuth redirect URI of every provider (GET, code and state; answers the hand-off page). */
export const SOCIAL_CALLBACK_PATH = '/k/run/social/callback';
/** POST {@link SocialStartRequestSchema}, reply {@link SocialStartReplySchema}. */
export const SOCIAL_START_PATH = '/k/run/social/start';
/** POST {@link SocialExchangeRequestSchema}, reply AuthVerifyReply. */
export const SOCIAL_EXCHANGE_PATH = '/k/run/social/exchange';
/** GET (signed in), reply {@link LinkedIdentitiesReplySchema}. */
export const SOCIAL_IDENTITIES_PATH = '/k/run/social/identities';
/** POST {@link SocialUnlinkRequestSchema} (signed in), reply AuthVerifyReply. */
export const SOCIAL_UNLINK_PATH = '/k/run/social/unlink';
/** GET, reply {@link GoogleConfigSchema} (§3 "Google config: enabled, clientId, scope"). */
export const GOOGLE_CONFIG_PATH = '/k/run/googleauth/config';
/** POST {@link GoogleLoginRequestSchema} (§7: idToken or accessToken; One Tap sends confirm, idToken, sticky, userInfo). */
export const GOOGLE_LOGIN_PATH = '/k/run/googleauth/login';
/** POST {@link GoogleLoginAndLinkRequestSchema}: signs in to an existing account with its password and links the identity. */
export const GOOGLE_LOGIN_AND_LINK_PATH = '/k/run/googleauth/loginAndLinkExisting';
/** POST {@link GoogleLinkRequestSchema} (signed in): links a Google identity to the signed-in account. */
export const GOOGLE_LINK_PATH = '/k/run/googleauth/link';
/** POST (signed in, empty body): removes the signed-in account's Google link. */
export const GOOGLE_UNLINK_PATH = '/k/run/googleauth/unlink';
/** POST {@link NaverLoginRequestSchema} (§7: accessToken). */
export const NAVER_LOGIN_PATH = '/k/run/naverauth/login';

/** The social pop-up's size, px (§2, §9). */
export const SOCIAL_POPUP_WIDTH_PX = 500;
export const SOCIAL_POPUP_HEIGHT_PX = 640;

/** `type` of the message the callback page posts to the frame. */
export const SOCIAL_HANDOFF_MESSAGE_TYPE = 'travel:social-handoff';

/**
 * What the callback page posts to `window.opener` (target origin: the product origin, exactly). `code` is the
 * one-time hand-off code (sign-in and link pop-ups); `credential` an ID token (the local One Tap pop-up, the same
 * kind of credential Google Identity Services hands to its callback); `error` a failure the frame words itself.
 */
export const SocialHandoffMessageSchema = z.object({
  type: z.literal(SOCIAL_HANDOFF_MESSAGE_TYPE),
  code: z.string().min(16).max(200).optional(),
  credential: z.string().min(16).max(8192).optional(),
  error: z.enum(['cancelled', 'failed', 'expired']).optional(),
});
export type SocialHandoffMessage = z.infer<typeof SocialHandoffMessageSchema>;

/**
 * What a pop-up is for: `signin` (hand-off code for {@link SOCIAL_EXCHANGE_PATH}), `link` (a code the signed-in
 * account links, profile page), `credential` (Google only: the callback posts the ID token itself; One Tap).
 */
export const SocialPurposeSchema = z.enum(['signin', 'link', 'credential']);

/** POST /k/run/social/start body. */
export const SocialStartRequestSchema = z.object({
  provider: SocialProviderSchema,
  purpose: SocialPurposeSchema.default('signin'),
});
export type SocialStartRequestInput = z.input<typeof SocialStartRequestSchema>;

/**
 * POST /k/run/social/start reply: `popupUrl` (same origin as the frame) to open in the 500x640 pop-up, or a
 * verify error (status -1: SERVICE_DISABLED, MISSING_CLIENT_ID_OR_SCOPE, MISSING_APPLE_AUTH) when the provider is
 * not available.
 */
export const SocialStartReplySchema = z.union([
  z.object({ status: z.literal(0), popupUrl: z.string() }),
  z.object({ status: z.literal(-1), errorCode: z.enum(['SERVICE_DISABLED', 'MISSING_CLIENT_ID_OR_SCOPE', 'MISSING_APPLE_AUTH', 'UNSUPPORTED_IN_SERVER_SIDE_LOGIN']), message: z.string() }),
]);
export type SocialStartReply = z.infer<typeof SocialStartReplySchema>;

/**
 * POST /k/run/social/exchange: `code` from the hand-off message; `confirm` (§7 "Social verification posts carry a
 * confirm flag"; §3 confirm status register 1, login 0): true creates an account when none exists, false answers
 * welcome (`w`) instead; `sticky` remember me (default true); `link` true links the identity to the signed-in
 * account instead of signing in (profile page).
 */
export const SocialExchangeRequestSchema = z.object({
  code: z.string().min(16).max(200),
  confirm: FormBooleanSchema.default(true),
  sticky: FormBooleanSchema.default(true),
  link: FormBooleanSchema.default(false),
  userInfo: FormBooleanSchema.default(false),
});
export type SocialExchangeRequestInput = z.input<typeof SocialExchangeRequestSchema>;

/**
 * POST /k/run/googleauth/login (§7): `idToken` (a Google ID token: One Tap's credential) or `accessToken`;
 * `linkToken` (from a status 1 `w` reply) instead of either to confirm a welcome; confirm, sticky, userInfo.
 */
export const GoogleLoginRequestSchema = z.object({
  idToken: z.string().max(8192).optional(),
  accessToken: z.string().max(4096).optional(),
  linkToken: z.string().max(200).optional(),
  confirm: FormBooleanSchema.default(false),
  sticky: FormBooleanSchema.default(true),
  userInfo: FormBooleanSchema.default(false),
});
export type GoogleLoginRequestInput = z.input<typeof GoogleLoginRequestSchema>;

/** POST /k/run/googleauth/loginAndLinkExisting: the existing account's username and passwd, and the identity (linkToken or idToken). */
export const GoogleLoginAndLinkRequestSchema = z.object({
  username: z.string().max(1024).default(''),
  passwd: z.string().max(4096).default(''),
  linkToken: z.string().max(200).optional(),
  idToken: z.string().max(8192).optional(),
  sticky: FormBooleanSchema.default(true),
});

/** POST /k/run/googleauth/link (signed in): a Google idToken or accessToken, or a `code` from a link pop-up. */
export const GoogleLinkRequestSchema = z.object({
  idToken: z.string().max(8192).optional(),
  accessToken: z.string().max(4096).optional(),
  code: z.string().max(200).optional(),
});

/** POST /k/run/naverauth/login (§7): accessToken; confirm, sticky, userInfo as Google's. */
export const NaverLoginRequestSchema = z.object({
  accessToken: z.string().min(1).max(4096),
  confirm: FormBooleanSchema.default(false),
  sticky: FormBooleanSchema.default(true),
  userInfo: FormBooleanSchema.default(false),
});

/**
 * POST /k/run/appleauth/login, Apple verify (§3, §7): idToken, code, state, firstName, lastName (Apple sends the
 * name only on the first authorization), confirm, sticky.
 */
export const AppleVerifyRequestSchema = z.object({
  idToken: z.string().min(1).max(8192),
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  /** Display text ({@link DisplayTextSchema}): they name a new account, which other accounts see (issue #22). */
  firstName: DisplayTextSchema.max(200).optional(),
  lastName: DisplayTextSchema.max(200).optional(),
  confirm: FormBooleanSchema.default(false),
  sticky: FormBooleanSchema.default(true),
  userInfo: FormBooleanSchema.default(false),
});

/** POST /k/run/social/unlink (signed in). */
export const SocialUnlinkRequestSchema = z.object({ provider: SocialProviderSchema });

/** One linked identity of the signed-in account (profile page). `linkedAt` ISO time. */
export const LinkedIdentitySchema = z.object({
  provider: SocialProviderSchema,
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type LinkedIdentity = z.infer<typeof LinkedIdentitySchema>;

/** GET /k/run/social/identities reply: the linked identities and the providers the product offers. */
export const LinkedIdentitiesReplySchema = z.object({
  identities: z.array(LinkedIdentitySchema),
  available: z.array(SocialProviderSchema),
});
export type LinkedIdentitiesReply = z.infer<typeof LinkedIdentitiesReplySchema>;

/**
 * GET /k/run/googleauth/config (§3 "Google config: enabled, clientId, scope"). `oneTap` says where One Tap's
 * credential comes from: `gis` Google Identity Services (production), `popup` the local provider's pop-up (offline).
 */
export const GoogleConfigSchema = z.object({
  enabled: z.boolean(),
  clientId: z.string(),
  scope: z.string(),
  oneTap: z.enum(['gis', 'popup', 'off']),
});
export type GoogleConfig = z.infer<typeof GoogleConfigSchema>;

/**
 * `errorCode` of a status -1 social verify reply: the password codes that apply (ACCOUNT_LOCKED, ACCOUNT_DISABLED,
 * INVALID_CREDENTIALS and INVALID_EMAIL for loginAndLinkExisting) and:
 * - SERVICE_DISABLED: the provider is turned off ('Google service is disabled', 'Apple service is disabled', §5/§8).
 * - MISSING_CLIENT_ID_OR_SCOPE: Google has no client id or scope configured (§8).
 * - MISSING_APPLE_AUTH: 'Missing APPLE_AUTH properties' (§5).
 * - INVALID_SOCIAL_TOKEN: the ID token, access token, hand-off code or link token was refused (wrong issuer,
 *   audience, signature, expired, already used, another session's).
 * - NOT_SIGNED_IN_TO_PROVIDER: 'You should be logged in to Google to link it to {product}' (§5: link without a token).
 * - IDENTITY_IN_USE: the identity is linked to another account.
 * - LAST_SIGN_IN_METHOD: unlinking would leave the account without any way to sign in.
 * - UNSUPPORTED_IN_SERVER_SIDE_LOGIN: 'functionality not support in Server Side Login' (§5).
 * - EXTERNAL_AUTH_REQUIRED, NO_SUCH_USER: silent codes (§8): the frame falls back without logging. loginAndLinkExisting
 *   never sends NO_SUCH_USER: an email without an account answers INVALID_CREDENTIALS, as a wrong password does, and
 *   its link token is spent either way (issue #22: no account enumeration, no replayable token).
 */
export const SocialVerifyErrorCodeSchema = z.enum([
  ...AuthVerifyErrorCodeSchema.options,
  'SERVICE_DISABLED',
  'MISSING_CLIENT_ID_OR_SCOPE',
  'MISSING_APPLE_AUTH',
  'INVALID_SOCIAL_TOKEN',
  'NOT_SIGNED_IN_TO_PROVIDER',
  'IDENTITY_IN_USE',
  'LAST_SIGN_IN_METHOD',
  'UNSUPPORTED_IN_SERVER_SIDE_LOGIN',
  'EXTERNAL_AUTH_REQUIRED',
  'NO_SUCH_USER',
]);
export type SocialVerifyErrorCode = z.infer<typeof SocialVerifyErrorCodeSchema>;

/** Status -1 of a social call (as accounts.ts `AuthVerifyErrorSchema`, with the social codes). */
export const SocialVerifyErrorSchema = z.object({
  status: z.literal(AUTH_VERIFY_STATUS.error),
  errorField: z.enum(['username', 'passwd']).nullable(),
  message: z.string(),
  errorCode: SocialVerifyErrorCodeSchema,
  /** EXTERNAL_AUTH_REQUIRED of SSO-only mode: the provider's verified email (accounts.ts AuthVerifyErrorSchema `email`). */
  email: z.string().optional(),
});
export type SocialVerifyError = z.infer<typeof SocialVerifyErrorSchema>;

/** Reply of every social sign-in, link and unlink call (HTTP 200): success 0, error -1, link 1 (l, w, n). */
export const SocialVerifyReplySchema = z.discriminatedUnion('status', [AuthVerifySuccessSchema, SocialVerifyErrorSchema, AuthVerifyLinkSchema]);
export type SocialVerifyReply = z.infer<typeof SocialVerifyReplySchema>;

/** The texts of §5/§8, verbatim. `{product}` is replaced by the product's name. */
export const SOCIAL_ERROR_TEXTS = {
  MISSING_APPLE_AUTH: 'Missing APPLE_AUTH properties',
  APPLE_DISABLED: 'Apple service is disabled',
  GOOGLE_DISABLED: 'Google service is disabled',
  NAVER_DISABLED: 'Naver service is disabled',
  MISSING_CLIENT_ID_OR_SCOPE: 'MISSING_CLIENT_ID_OR_SCOPE',
  NOT_SIGNED_IN_TO_GOOGLE: 'You should be logged in to Google to link it to {product}',
  SERVER_SIDE_UNSUPPORTED: 'functionality not support in Server Side Login',
} as const;
