/**
 * Booking for another traveler and the business user search (issue #25 "Book for another traveler";
 * account-business-header-and-trips §2 book-for-other panel, §3 user search result / booking-for-user info / user search
 * modes, §4 booking for another traveler and the user search list, §5 user search rules, §6 arranger and helpdesk
 * labels, §7 `POST /i/api/business/me/v1/traveler/select` {email}, `/guest/select`, `/traveler/unselect` and
 * `POST /i/api/business/users/v2/findUsers`, §8 VALIDATION_ERROR -> empty page of 15, §9 debounce and limits;
 * core-and-business §6 "Booking for others requires one of: book for other, explicit, all allowing, all").
 *
 * Schemas shared by the server (validation at the edge) and the frame (parsing replies), the twelve search modes with
 * who each returns, and the pure client-side rules of §5.
 */
import { z } from 'zod';
import type { Permission } from './business.ts';
import { MoneySchema } from './flights.ts';
import { VerticalSchema } from './verticals.ts';

// ---------------------------------------------------------------------------------------------
// Paths (relative to the business route tree's prefix /i/api/business)

/** The calls of this file (account-business-header-and-trips §7 Business me, Users). */
export const BOOKING_FOR_PATHS = {
  travelerSelect: '/me/v1/traveler/select',
  guestSelect: '/me/v1/guest/select',
  travelerUnselect: '/me/v1/traveler/unselect',
  findUsers: '/users/v2/findUsers',
  /** GET/PUT the signed-in traveler's own "who may book for me" settings (issue #25, h6). */
  myArrangers: '/me/v1/arrangers',
  /** GET the requester's bookings this arranger made, to fulfil a book-on-behalf request (issue #25, h6). */
  bookOnBehalfBookings: '/bookOnBehalf/v1/requests/:requestId/bookings',
} as const;

// ---------------------------------------------------------------------------------------------
// Constants (§9)

/** §9: the user search box waits this long after the last keystroke before it searches, in ms. */
export const USER_SEARCH_DEBOUNCE_MS = 300;
/** §9: results asked by a user search box outside the header (default limit). */
export const USER_SEARCH_LIMIT_DEFAULT = 5;
/** §9: results asked by the book-for-other panel of the business header. */
export const USER_SEARCH_LIMIT_HEADER = 10;
/** §5/§8/§9: the page size of the empty page a VALIDATION_ERROR yields (zero total). */
export const USER_SEARCH_EMPTY_PAGE_SIZE = 15;
/** Largest page findUsers answers (our cap; the admin users list pages with its own). */
export const USER_SEARCH_PAGE_SIZE_MAX = 50;
/** Longest query findUsers accepts, in characters. */
export const USER_SEARCH_QUERY_MAX = 200;
/** Characters a query needs before `eventInvitees` answers a caller who does not read the directory (a look-up, not a browse). */
export const EVENT_INVITEE_LOOKUP_MIN_CHARS = 2;

// ---------------------------------------------------------------------------------------------
// Search modes (§3)

/**
 * The twelve user search modes (§3 "User search modes"). Every mode returns only ACTIVE profiles of the CALLER'S company
 * (members, and guests whose access has not expired), then narrows by `query` (email, first or last name; substring,
 * case-insensitive) and `filters` ({@link UserSearchFiltersSchema}). "Holds P" means the person's role (built-in or
 * custom) grants permission P. Who each returns:
 * - `all`: everyone (members and live guests).
 * - `admins`: members whose role holds COMPANY_SETTINGS_MANAGEMENT (the company's administrators).
 * - `travelersForTravelArranger`: exactly the people the caller may book for under policy `trip.bookFor`, never the
 *   caller: with TRIP_EVENT_BOOK_FOR_ALL everyone; else the union of members whose manager is the caller
 *   (TRIP_EVENT_BOOK_FOR_OTHER), members who named the caller as an arranger (TRIP_EVENT_BOOK_FOR_EXPLICIT), members who
 *   let any arranger book for them (TRIP_EVENT_BOOK_FOR_ALL_ALLOWING) and guests (TRIP_EVENT_BOOK_FOR_GUEST). Empty for a
 *   caller holding none of these.
 * - `potentialTravelArrangers`: members whose role holds one of the four book-for-others permissions
 *   (TRIP_EVENT_BOOK_FOR_OTHER, _EXPLICIT, _ALL_ALLOWING, _ALL): who a traveler may name as their arranger.
 * - `approvers`: members who decide approvals now: the designated approver of at least one active profile, or holders of
 *   TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL.
 * - `travelManagers`: members whose role holds TRAVEL_POLICY_MANAGEMENT (who run the company's travel programme).
 * - `sponsoredGuests`: live guests the caller sponsors (invited).
 * - `guestSponsors`: members who sponsor at least one live guest.
 * - `guests`: every live guest.
 * - `filtered`: everyone, narrowed by `filters` only (same as `all`; the mode says the filters are the point).
 * - `potentialCustomApprovers`: members who may be named a traveler's own approver: their role holds
 *   TRIP_EVENT_APPROVAL_PROCESSING, _PROCESSING_FOR_ALL or _REQUEST_FOR_EXPLICIT.
 * - `potentialRuleCustomApprovers`: members who may be named the approver of a policy rule (they decide for a whole
 *   group, so naming alone is not enough): their role holds TRIP_EVENT_APPROVAL_PROCESSING or _PROCESSING_FOR_ALL.
 * - `eventInvitees` (issue #26 event hub): everyone who may be invited to an event (every active member and live guest,
 *   as `all`), open to event editors (EVENT_EDIT, EVENT_EDIT_FOR_ALL) as well as to directory readers. An organiser
 *   must find the colleagues to invite, but EVENT_EDIT is every traveler's: a caller without a directory permission
 *   ({@link USER_DIRECTORY_PERMISSIONS}) gets a look-up, not a browse: nobody until the query has
 *   {@link EVENT_INVITEE_LOOKUP_MIN_CHARS} characters, the first page only, at most {@link USER_SEARCH_LIMIT_HEADER}
 *   people, filters other than `excludeEmails` ignored, and name and email only (role name empty, group null).
 */
export const USER_SEARCH_MODES = [
  'all', 'admins', 'travelersForTravelArranger', 'potentialTravelArrangers', 'approvers', 'travelManagers', 'sponsoredGuests', 'guestSponsors', 'guests',
  'filtered', 'potentialCustomApprovers', 'potentialRuleCustomApprovers', 'eventInvitees',
] as const;
export const UserSearchModeSchema = z.enum(USER_SEARCH_MODES);
export type UserSearchMode = z.infer<typeof UserSearchModeSchema>;

/** The four book-for-others permissions (core-and-business §6); TRIP_EVENT_BOOK_FOR_GUEST adds guests. */
export const BOOK_FOR_PERMISSIONS = [
  'TRIP_EVENT_BOOK_FOR_OTHER', 'TRIP_EVENT_BOOK_FOR_EXPLICIT', 'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING', 'TRIP_EVENT_BOOK_FOR_ALL',
] as const satisfies readonly Permission[];

/** Permissions that let a caller look through the company's directory (the modes other than the two below). */
export const USER_DIRECTORY_PERMISSIONS = [
  'BUSINESS_PROFILE_SEARCH', 'USER_MANAGEMENT', 'USER_PROFILE_VIEW_FOR_ALL', 'TRAVEL_POLICY_MANAGEMENT', 'COMPANY_SETTINGS_APPROVAL_SETTINGS',
] as const satisfies readonly Permission[];

/**
 * Who may search with each mode (at least one permission of the list; checked on the server, 403 FORBIDDEN otherwise).
 * `travelersForTravelArranger` needs a book-for permission (guests included); `sponsoredGuests` needs the guest
 * invitation or deletion permissions (a sponsor's own guests); `potentialTravelArrangers` is also open to
 * BOOK_ON_BEHALF_REQUEST (a traveler picks who books for them); every other mode reads the directory.
 */
export const USER_SEARCH_MODE_PERMISSIONS: Readonly<Record<UserSearchMode, readonly Permission[]>> = Object.freeze({
  all: USER_DIRECTORY_PERMISSIONS,
  admins: USER_DIRECTORY_PERMISSIONS,
  travelersForTravelArranger: [...BOOK_FOR_PERMISSIONS, 'TRIP_EVENT_BOOK_FOR_GUEST'],
  potentialTravelArrangers: [...USER_DIRECTORY_PERMISSIONS, 'BOOK_ON_BEHALF_REQUEST'],
  approvers: USER_DIRECTORY_PERMISSIONS,
  travelManagers: USER_DIRECTORY_PERMISSIONS,
  sponsoredGuests: ['USER_GUEST_INVITE', 'USER_GUEST_DELETE', 'USER_GUEST_DELETE_FOR_ALL', 'GUEST_MANAGEMENT'],
  guestSponsors: USER_DIRECTORY_PERMISSIONS,
  guests: [...USER_DIRECTORY_PERMISSIONS, 'GUEST_MANAGEMENT'],
  filtered: USER_DIRECTORY_PERMISSIONS,
  potentialCustomApprovers: USER_DIRECTORY_PERMISSIONS,
  potentialRuleCustomApprovers: USER_DIRECTORY_PERMISSIONS,
  eventInvitees: [...USER_DIRECTORY_PERMISSIONS, 'EVENT_EDIT', 'EVENT_EDIT_FOR_ALL'],
});

/** Every permission that opens findUsers for at least one mode (the route's declaration). */
export const FIND_USERS_PERMISSIONS: readonly Permission[] = Object.freeze([...new Set(Object.values(USER_SEARCH_MODE_PERMISSIONS).flat())]);

/** Whether a caller holding `permissions` may search with `mode` (pure). */
export function maySearchUsers(permissions: readonly Permission[], mode: UserSearchMode): boolean {
  return USER_SEARCH_MODE_PERMISSIONS[mode].some((p) => permissions.includes(p));
}

// ---------------------------------------------------------------------------------------------
// findUsers request and reply (§7 Users)

/**
 * The `filters` body of findUsers (every list narrows with "one of"; an empty or absent list does not narrow):
 * `groupIds` traveler groups, `roleIds` roles (business_roles ids), `kind` members or guests, `excludeEmails` people
 * to leave out (e.g. those already chosen in a picker). Offices are not filters: a profile has no office yet.
 */
export const UserSearchFiltersSchema = z.object({
  groupIds: z.array(z.number().int().positive()).max(100).optional(),
  roleIds: z.array(z.number().int().positive()).max(100).optional(),
  kind: z.enum(['member', 'guest']).optional(),
  excludeEmails: z.array(z.string().trim().max(320)).max(100).optional(),
}).strict();
export type UserSearchFilters = z.infer<typeof UserSearchFiltersSchema>;

/**
 * Body of POST /users/v2/findUsers: `query` (substring of email, first or last name, case-insensitive; empty lists
 * everyone of the mode), `filters`, `searchMode` (default `all`), paging by `page` (0-based) and `size`.
 */
export const FindUsersRequestSchema = z.object({
  query: z.string().trim().max(USER_SEARCH_QUERY_MAX).default(''),
  filters: UserSearchFiltersSchema.default({}),
  searchMode: UserSearchModeSchema.default('all'),
  page: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(USER_SEARCH_PAGE_SIZE_MAX).default(USER_SEARCH_LIMIT_DEFAULT),
}).strict();
export type FindUsersRequest = z.input<typeof FindUsersRequestSchema>;
export type FindUsersQuery = z.output<typeof FindUsersRequestSchema>;

/**
 * One user search result (§3 "User search result"): email, first and last name (the account name split at its first
 * space; the whole name is the first name when it has no space; empty strings without a name), role.roleName,
 * profileImageUrl (null: initials), customData.staffClassDescription (the traveler group's name, null without a group),
 * plus `guest` (the frame needs guest/select for them).
 */
export const UserSearchResultSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.object({ roleName: z.string() }),
  profileImageUrl: z.string().nullable(),
  customData: z.object({ staffClassDescription: z.string().nullable() }),
  guest: z.boolean().default(false),
});
export type UserSearchResult = z.infer<typeof UserSearchResultSchema>;

/** Reply of findUsers: one page (`page`, `size` as asked), the people in it, and the total matching (counted in SQL). */
export const UserSearchPageSchema = z.object({
  users: z.array(UserSearchResultSchema),
  page: z.number().int().min(0),
  size: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type UserSearchPage = z.infer<typeof UserSearchPageSchema>;

/** §5/§8: the page a VALIDATION_ERROR of findUsers yields: first page, size 15, zero total, nobody. */
export function emptyUserSearchPage(): UserSearchPage {
  return { users: [], page: 0, size: USER_SEARCH_EMPTY_PAGE_SIZE, total: 0 };
}

// ---------------------------------------------------------------------------------------------
// Select / unselect (§7 Business me)

/** Body of POST /me/v1/traveler/select and /me/v1/guest/select: the email of the traveler to book for. */
export const TravelerSelectRequestSchema = z.object({ email: z.string().trim().min(3).max(320) }).strict();
export type TravelerSelectRequest = z.infer<typeof TravelerSelectRequestSchema>;

/**
 * The traveler a signed-in arranger books for (§3 "Booking-for-user info": accountName, userImgUrl; the user has an
 * email and role.roleName); the reply of select, and what the auth state's currentTraveler carries.
 */
export const BookingForTravelerSchema = z.object({
  email: z.string(),
  accountName: z.string(),
  userImgUrl: z.string().nullable(),
  role: z.object({ roleName: z.string() }),
  guest: z.boolean(),
});
export type BookingForTraveler = z.infer<typeof BookingForTravelerSchema>;

/** Reply of select (the traveler now booked for) and of unselect (`traveler` null: booking for oneself again). */
export const BookingForStateSchema = z.object({ currentlyBookingForOther: z.boolean(), traveler: BookingForTravelerSchema.nullable() });
export type BookingForState = z.infer<typeof BookingForStateSchema>;

// ---------------------------------------------------------------------------------------------
// Pure client-side rules (§5, §6)

/**
 * §5: the effective minimum query length: `configured` (default 0) when 0 or absent; any configured value above 0 is
 * enforced as at least 1 (a fractional or negative value never lowers it below that).
 * @returns an integer >= 0
 */
export function userSearchMinLength(configured: number | undefined = 0): number {
  if (!Number.isFinite(configured) || configured <= 0) return 0;
  return Math.max(1, Math.ceil(configured));
}

/**
 * §5: whether a user search box sends `query`: its trimmed length reaches the minimum; an empty query is searched only
 * when empty queries are allowed (a panel that lists suggestions with no text).
 * @param options.minLength configured minimum (see {@link userSearchMinLength}); options.allowEmpty default false
 */
export function shouldSearchUsers(query: string, options: { minLength?: number; allowEmpty?: boolean } = {}): boolean {
  const q = query.trim();
  if (q.length === 0) return options.allowEmpty === true;
  return q.length >= userSearchMinLength(options.minLength);
}

/**
 * §5: removes the current user's own email and the currently selected traveler from results (emails compared
 * case-insensitively), keeping the order.
 */
export function visibleUserSearchResults<T extends { email: string }>(results: readonly T[], selfEmail: string | null | undefined, currentTravelerEmail: string | null | undefined): T[] {
  const hidden = new Set([selfEmail, currentTravelerEmail].filter((e): e is string => typeof e === 'string' && e.length > 0).map((e) => e.toLowerCase()));
  return results.filter((r) => !hidden.has(r.email.toLowerCase()));
}

/**
 * §2/§6: which wording the book-for-other toggle uses, from the caller's permissions. Reading: helpdesk staff are the
 * company's support users, who act for anyone (impersonation.ts: support staff hold USER_PROFILE_VIEW_FOR_ALL) and book
 * for everyone (TRIP_EVENT_BOOK_FOR_ALL) without running the travel programme (no TRAVEL_POLICY_MANAGEMENT: travel
 * managers and admins arrange travel, they do not support colleagues); every other holder of a book-for permission (or
 * of TRIP_EVENT_BOOK_FOR_GUEST alone) is a travel arranger. Null: no toggle.
 */
export function bookForWording(permissions: readonly Permission[]): 'arranger' | 'helpdesk' | null {
  const canBookFor = [...BOOK_FOR_PERMISSIONS, 'TRIP_EVENT_BOOK_FOR_GUEST' as const].some((p) => permissions.includes(p));
  if (!canBookFor) return null;
  const support = permissions.includes('USER_PROFILE_VIEW_FOR_ALL') && permissions.includes('TRIP_EVENT_BOOK_FOR_ALL');
  return support && !permissions.includes('TRAVEL_POLICY_MANAGEMENT') ? 'helpdesk' : 'arranger';
}

/**
 * Splits an account name into the search result's first and last name: at the first space; the whole name is the first
 * name without a space; both empty without a name.
 */
export function splitAccountName(name: string | null | undefined): { firstName: string; lastName: string } {
  const n = (name ?? '').trim().replace(/\s+/g, ' ');
  const i = n.indexOf(' ');
  return i < 0 ? { firstName: n, lastName: '' } : { firstName: n.slice(0, i), lastName: n.slice(i + 1) };
}

// ---------------------------------------------------------------------------------------------
// Who may book for me (the traveler's side of TRIP_EVENT_BOOK_FOR_EXPLICIT and _ALL_ALLOWING)

/** Most arrangers a traveler may name. */
export const MY_ARRANGERS_MAX = 20;

/** One arranger a traveler named: their profile, name (account name, else email), email and role name. */
export const NamedArrangerSchema = z.object({ profileId: z.string(), name: z.string(), email: z.string(), roleName: z.string() });
export type NamedArranger = z.infer<typeof NamedArrangerSchema>;

/**
 * GET/PUT /me/v1/arrangers reply: the arrangers the caller named (TRIP_EVENT_BOOK_FOR_EXPLICIT holders among them book
 * for the caller) ordered by email, and whether any travel arranger (TRIP_EVENT_BOOK_FOR_ALL_ALLOWING) may book for them.
 */
export const MyArrangersSchema = z.object({ allowsAnyArranger: z.boolean(), arrangers: z.array(NamedArrangerSchema) });
export type MyArrangers = z.infer<typeof MyArrangersSchema>;

/**
 * PUT /me/v1/arrangers body: the whole new setting. `arrangerEmails` are people of the caller's company found with the
 * findUsers mode `potentialTravelArrangers` (members holding a book-for permission); duplicates count once.
 */
export const PutMyArrangersRequestSchema = z.object({
  allowsAnyArranger: z.boolean(),
  arrangerEmails: z.array(z.string().trim().min(3).max(320)).max(MY_ARRANGERS_MAX),
}).strict();
export type PutMyArrangersRequest = z.infer<typeof PutMyArrangersRequestSchema>;

/**
 * One booking an arranger made for a requester (the fulfil picker): reference, vertical, the offer's title and
 * subtitle, its dates (YYYY-MM-DD), price, status, when booked (ISO 8601 UTC).
 */
export const ArrangedBookingSchema = z.object({
  reference: z.string(),
  vertical: VerticalSchema,
  title: z.string(),
  subtitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(['booked', 'cancelled']),
  price: MoneySchema,
  createdAt: z.string(),
});
export type ArrangedBooking = z.infer<typeof ArrangedBookingSchema>;

/** GET /bookOnBehalf/v1/requests/{id}/bookings reply: newest first. */
export const ArrangedBookingsReplySchema = z.object({ items: z.array(ArrangedBookingSchema) });
export type ArrangedBookingsReply = z.infer<typeof ArrangedBookingsReplySchema>;
