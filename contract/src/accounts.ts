/**
 * Password accounts: register, sign in, sign out (issue #9, first slice).
 * Spec: account-business-header-and-trips §3 (Auth enums: verify status error -1, success 0, link 1, try again 2),
 * §4 (Auth verify), §5 (login and register forms send username and password; registration sends an email-consent
 * flag and a terms-consent flag, required; remember-me and email-deals default true), §7 (Auth and session: the
 * three calls, form-encoded), §8 (Auth forms: status -1 rejects with errorField, message and errorCode; known
 * message 'This account is disabled.').
 *
 * Bodies arrive form-encoded (the frame's forms) or as JSON: booleans are accepted as JSON booleans or the form
 * strings `true`/`false`/`on`/`off`/`1`/`0` (see {@link FormBooleanSchema}). A body of the wrong shape (a field
 * that is not a string, an unknown boolean word) is a request failure: 400 VALIDATION_ERROR envelope. What a
 * user typed wrong (email format, short password, missing consent, wrong password, locked or disabled account)
 * is a verify reply with status -1 (HTTP 200), so the form can show it next to `errorField`.
 */
import { z } from 'zod';

/** POST, form-encoded or JSON body {@link RegisterRequestSchema}, reply {@link AuthVerifyReplySchema}. */
export const AUTH_REGISTER_PATH = '/k/run/auth/register';
/** POST, body {@link LoginRequestSchema}, reply {@link AuthVerifyReplySchema}. */
export const AUTH_LOGIN_PATH = '/k/run/auth/login';
/** POST, empty body, reply {@link AuthVerifyReplySchema} (status 0). */
export const AUTH_LOGOUT_PATH = '/k/run/auth/logout';

/** Shortest accepted password, characters (OWASP ASVS 2.1.1: at least 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest accepted password, characters (ASVS 2.1.2 allows at least 64; more only costs hashing time). */
export const PASSWORD_MAX_LENGTH = 128;
/** Longest accepted email address, characters (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** A boolean as a form or JSON sends it: `true`/`false`, or `'true'`, `'on'`, `'1'` / `'false'`, `'off'`, `'0'`, `''`. */
export const FormBooleanSchema = z.union([
  z.boolean(),
  z.enum(['true', 'on', '1']).transform(() => true),
  z.enum(['false', 'off', '0', '']).transform(() => false),
]);

/**
 * How long an account stays locked after too many failed sign-ins in a row, ms (the server refuses every sign-in
 * until then; the frame's locked-account view says how long). Spec: "not shown" (core-and-business §2 names only
 * the locked-account state).
 */
export const ACCOUNT_LOCK_MS = 15 * 60 * 1000;

/** Auth verify statuses (account-business-header-and-trips §3 Auth enums). */
export const AUTH_VERIFY_STATUS = { error: -1, success: 0, link: 1, tryAgain: 2 } as const;

/**
 * `errorCode` of a status -1 verify reply. Not the HTTP error codes of `ErrorCodeSchema`: these travel inside a
 * 200 verify reply. Stable API: add, never rename.
 * - INVALID_EMAIL: username is not an email address (errorField username).
 * - INVALID_PASSWORD: password shorter than {@link PASSWORD_MIN_LENGTH} or longer than {@link PASSWORD_MAX_LENGTH} (passwd).
 * - CONSENT_REQUIRED: registration without terms consent (consent).
 * - EMAIL_TAKEN: an account with this email exists (username).
 * - INVALID_CREDENTIALS: unknown email or wrong password; the two are not told apart (passwd).
 * - ACCOUNT_LOCKED: too many failed sign-ins; the lock holds even for the right password until it expires
 *   (the sign-in dialog's locked-account state, core-and-business §2).
 * - ACCOUNT_DISABLED: 'This account is disabled.' (account-business-header-and-trips §8).
 * - EXTERNAL_AUTH_REQUIRED: a password sign-in to an existing account that has no password (created with a passkey
 *   or a social provider): the frame offers that account's other ways to sign in (the sign-in dialog's external
 *   authentication state, core-and-business §2; a silent code of account-business-header-and-trips §8). errorField null.
 *   Also company SSO-only mode (issue #27, sso.ts): any sign-in or sign-up other than the company's SSO of an email in
 *   its domains (the break-glass admin excepted); the frame then asks SSO_DISCOVER_PATH and offers the company sign-in.
 */
export const AuthVerifyErrorCodeSchema = z.enum([
  'INVALID_EMAIL',
  'INVALID_PASSWORD',
  'CONSENT_REQUIRED',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'EXTERNAL_AUTH_REQUIRED',
]);
export type AuthVerifyErrorCode = z.infer<typeof AuthVerifyErrorCodeSchema>;

/** The message of ACCOUNT_DISABLED, verbatim from account-business-header-and-trips §8. */
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled.';

/** Longest accepted {@link FrameRedirectPathSchema}, characters. */
export const FRAME_REDIRECT_PATH_MAX_LENGTH = 2048;

/** Whether `raw` follows {@link FrameRedirectPathSchema}'s rules (the frame checks the same before navigating). */
export function isFrameRedirectPath(raw: string): boolean {
  if (!raw.startsWith('/p/') || raw.includes('//') || raw.includes('\\')) return false;
  if ([...raw].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  const path = raw.split(/[?#]/, 1)[0]!;
  return !path.split('/').some((segment) => ['.', '..'].includes(segment.replace(/%2e/gi, '.')));
}

/**
 * A path inside the frame to return to after signing in (`redir` of login and register, echoed back as the verify
 * reply's `loginRedirectUrl`, §4): relative, under `/p/` (the frame's base path `/p/{partner}/`), with no `//`, no
 * backslash, no `.`/`..` segment, no control character, no whitespace. Anything else is a 400 VALIDATION_ERROR, so
 * the reply can never send the frame to another origin (an open redirect) or outside the frame.
 */
export const FrameRedirectPathSchema = z
  .string()
  .max(FRAME_REDIRECT_PATH_MAX_LENGTH)
  .refine(isFrameRedirectPath, { message: 'Expected a path inside the frame: /p/{partner}/...' });

/**
 * POST /k/run/auth/register body (§7): username (the email), passwd, optin (email deals, default true), regurl
 * (the page the user registered from, optional), consent (terms consent, required true by the auth configuration, §5).
 */
export const RegisterRequestSchema = z.object({
  username: z.string().max(1024).default(''),
  passwd: z.string().max(4096).default(''),
  optin: FormBooleanSchema.default(true),
  regurl: z.string().max(2048).optional(),
  consent: FormBooleanSchema.default(false),
  /** Where the frame goes after signing up ({@link FrameRedirectPathSchema}); echoed as `loginRedirectUrl`. */
  redir: FrameRedirectPathSchema.optional(),
});
export type RegisterRequest = z.output<typeof RegisterRequestSchema>;
export type RegisterRequestInput = z.input<typeof RegisterRequestSchema>;

/**
 * POST /k/run/auth/login body (§7): username, passwd, sticky (remember me, default true: a long-lived cookie;
 * false: a browser-session cookie), userInfo (true: the reply carries `userInfo`), redir (optional, a frame path to
 * return to: the success reply carries it as `loginRedirectUrl`).
 */
export const LoginRequestSchema = z.object({
  username: z.string().max(1024).default(''),
  passwd: z.string().max(4096).default(''),
  sticky: FormBooleanSchema.default(true),
  userInfo: FormBooleanSchema.default(false),
  /** Where the frame goes after signing in ({@link FrameRedirectPathSchema}); echoed as `loginRedirectUrl`. */
  redir: FrameRedirectPathSchema.optional(),
});
export type LoginRequest = z.output<typeof LoginRequestSchema>;
export type LoginRequestInput = z.input<typeof LoginRequestSchema>;

/** POST /k/run/auth/logout body: nothing is read (form, JSON or empty). */
export const LogoutRequestSchema = z.record(z.string(), z.unknown()).nullish();

/** The signed-in user a login with `userInfo` gets back (the auth state's userInfoState names). */
export const AuthUserInfoSchema = z.object({ accountEmail: z.string(), accountName: z.string() });

/**
 * Success (status 0, §4 "completes and refreshes the session"): the session id was regenerated (new `sid`
 * cookie) and `formtoken` is the new session's X-CSRF token (the old one no longer works).
 * `message` is `signin` or `signup` (as the Google login reply of §7). `loginRedirectUrl`, when present, forces navigation (§4).
 */
export const AuthVerifySuccessSchema = z.object({
  status: z.literal(AUTH_VERIFY_STATUS.success),
  message: z.enum(['signin', 'signup', 'signout']),
  formtoken: z.string().min(16),
  loginRedirectUrl: z.string().optional(),
  userInfo: AuthUserInfoSchema.optional(),
});

/**
 * Error (status -1, §8): the form shows `message` next to `errorField` (null: a form-level message).
 * `email` (issue #27) comes only with EXTERNAL_AUTH_REQUIRED of a company's SSO-only mode on a sign-in without a typed
 * email (a passkey, a social provider): the address that sign-in proved (the account's, or the provider's verified
 * one), so the dialog can ask discover for the company's "Continue with {provider}". Never on a password sign-in.
 */
export const AuthVerifyErrorSchema = z.object({
  status: z.literal(AUTH_VERIFY_STATUS.error),
  errorField: z.enum(['username', 'passwd', 'consent']).nullable(),
  message: z.string(),
  errorCode: AuthVerifyErrorCodeSchema,
  email: z.string().optional(),
});

/**
 * Link (status 1, §4 "Status link yields link, welcome or not-linkable depending on the message (l, w, n)"), from the
 * social sign-in calls (social.ts): `l` an account with this email exists and the identity can be linked to it by
 * signing in to it (loginAndLinkExisting with `linkToken`); `w` welcome, no account yet: confirming (`confirm`
 * register) with `linkToken` creates one; `n` not linkable (the provider did not verify the email, or the account
 * cannot take the link). `linkToken` is single-use, short-lived and bound to the session that got it. Only the social
 * calls answer it (social.ts `SocialVerifyReplySchema`); password calls never do.
 */
export const AuthVerifyLinkSchema = z.object({
  status: z.literal(AUTH_VERIFY_STATUS.link),
  message: z.enum(['l', 'w', 'n']),
  linkToken: z.string().optional(),
  email: z.string().optional(),
  provider: z.enum(['google', 'apple', 'naver']).optional(),
});

/** Reply of register, login and logout (HTTP 200). Request failures (CSRF, rate limit, bad body) use the error envelope. */
export const AuthVerifyReplySchema = z.discriminatedUnion('status', [AuthVerifySuccessSchema, AuthVerifyErrorSchema]);
export type AuthVerifyReply = z.infer<typeof AuthVerifyReplySchema>;
export type AuthVerifyError = z.infer<typeof AuthVerifyErrorSchema>;
export type AuthVerifySuccess = z.infer<typeof AuthVerifySuccessSchema>;
export type AuthVerifyLink = z.infer<typeof AuthVerifyLinkSchema>;
