/**
 * Several accounts on one session, the account menu's calls, the profile page's calls and the account's bookings
 * (issue #9). Spec: account-business-header-and-trips §2 (account menu, /profile/account, /signout?redir=), §3
 * (accountSwitcherItems: userEmail, tokenId, businessMode, accountName, imgUrl), §4 (account-switcher option: the
 * page is replaced with the returned business redirect URL plus the return path), §7 (GET /k/run/auth/add, GET
 * /k/run/auth/switch?tokenId&business; the redirect to /signout?redir={url}).
 */
import { z } from 'zod';
import { AuthVerifyErrorCodeSchema, FormBooleanSchema } from './accounts.ts';
import { BookingSchema } from './booking.ts';
import { DisplayTextSchema } from './display-text.ts';

/** GET, reply {@link AddAccountReplySchema}: may this session sign in one more account (§7 Auth and session). */
export const AUTH_ADD_PATH = '/k/run/auth/add';
/** GET `?tokenId=&business=`, X-CSRF required, reply {@link SwitchAccountReplySchema} (§7). */
export const AUTH_SWITCH_PATH = '/k/run/auth/switch';
/** GET `?redir={a relative path of this origin}`: signs every account of the session out and redirects (303) there (§2, §7 Other). */
export const SIGNOUT_PATH = '/signout';
/** POST, body {@link PasswordChangeRequestSchema}, reply {@link PasswordChangeReplySchema}. */
export const ACCOUNT_PASSWORD_PATH = '/i/api/account/password/v1/';
/** GET reply {@link AccountProfileSchema}; PUT body {@link AccountProfileUpdateSchema}, reply {@link AccountProfileSchema}. */
export const ACCOUNT_PROFILE_PATH = '/i/api/account/profile/v1/';
/** GET, reply {@link AccountBookingsReplySchema}: the bookings made while this account was signed in and selected. */
export const ACCOUNT_BOOKINGS_PATH = '/i/api/account/bookings/v1/';

/** Most accounts one session holds at once (the spec gives no number; a browser shared by a household). */
export const MAX_ACCOUNTS_PER_SESSION = 5;

/**
 * One entry of the account switcher (§3 accountSwitcherItems). `tokenId` names this account within THIS session
 * only (a keyed hash of the session id and the account: it changes whenever the session id does and reveals no
 * account id); `selected` marks the account requests act as (the switcher option's selected state, §4).
 */
export const AccountSwitcherItemSchema = z.object({
  userEmail: z.string(),
  tokenId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  businessMode: z.boolean(),
  accountName: z.string(),
  imgUrl: z.string().nullable(),
  selected: z.boolean(),
});
export type AccountSwitcherItem = z.infer<typeof AccountSwitcherItemSchema>;

/** Reply of GET /k/run/auth/add: `allowed` false when the session already holds {@link MAX_ACCOUNTS_PER_SESSION}. */
export const AddAccountReplySchema = z.object({
  allowed: z.boolean(),
  accountCount: z.number().int().nonnegative(),
  maxAccounts: z.number().int().positive(),
});
export type AddAccountReply = z.infer<typeof AddAccountReplySchema>;

/** Query of GET /k/run/auth/switch: the item's tokenId and whether to act in business mode (§7). */
export const SwitchAccountQuerySchema = z.object({
  tokenId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  business: FormBooleanSchema.default(false),
});
export type SwitchAccountQuery = z.infer<typeof SwitchAccountQuerySchema>;

/**
 * Reply of the switch (§4, §7): the session id was regenerated (new `sid` cookie), `formtoken` is the new session's
 * X-CSRF token, and the frame replaces the page with `businessRedirectUrl` followed by its own return path (the
 * route inside the frame, e.g. `/profile/account`). `businessRedirectUrl` is the frame's base path (`/p/{partner}`).
 */
export const SwitchAccountReplySchema = z.object({
  status: z.literal(0),
  formtoken: z.string().min(16),
  businessRedirectUrl: z.string().regex(/^\/[^/\\]/),
});
export type SwitchAccountReply = z.infer<typeof SwitchAccountReplySchema>;

/** Query of GET /signout: `redir` is where to go afterwards (relative to this origin; anything else goes to `/`). */
export const SignOutQuerySchema = z.object({ redir: z.string().max(2048).optional() });

/** POST /i/api/account/password/v1/ body: the current password and the new one (form or JSON). */
export const PasswordChangeRequestSchema = z.object({
  currentPassword: z.string().max(4096).default(''),
  newPassword: z.string().max(4096).default(''),
});
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequestSchema>;

/**
 * Reply of the password change (HTTP 200). Status 0: changed, the session id regenerated (new cookie) and
 * `formtoken` is the new session's token. Status -1: `errorField` names the field, `errorCode` is INVALID_CREDENTIALS
 * (current password wrong), INVALID_PASSWORD (new password breaks the policy: 8 to PASSWORD_MAX_LENGTH
 * characters, or equals the current one) or ACCOUNT_LOCKED (too many wrong current passwords).
 */
export const PasswordChangeReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal(0), formtoken: z.string().min(16) }),
  z.object({
    status: z.literal(-1),
    errorField: z.enum(['currentPassword', 'newPassword']).nullable(),
    errorCode: AuthVerifyErrorCodeSchema,
    message: z.string(),
  }),
]);
export type PasswordChangeReply = z.infer<typeof PasswordChangeReplySchema>;

/** Longest account name, characters. */
export const ACCOUNT_NAME_MAX_LENGTH = 80;

/** The signed-in account as the profile page shows it. `hasPassword` false for accounts made without one. */
export const AccountProfileSchema = z.object({
  email: z.string(),
  name: z.string(),
  hasPassword: z.boolean(),
});
export type AccountProfileReply = z.infer<typeof AccountProfileSchema>;

/** PUT body of the profile: the display name (trimmed; empty clears it, the header then shows the email). */
export const AccountProfileUpdateSchema = z.object({
  /** Display text ({@link DisplayTextSchema}): shown to other accounts as a trip's `ownerDisplayName` (issue #22). */
  name: DisplayTextSchema.max(ACCOUNT_NAME_MAX_LENGTH),
});
export type AccountProfileUpdate = z.infer<typeof AccountProfileUpdateSchema>;

/** The account's bookings, newest first. */
export const AccountBookingsReplySchema = z.object({ bookings: z.array(BookingSchema) });
export type AccountBookingsReply = z.infer<typeof AccountBookingsReplySchema>;
