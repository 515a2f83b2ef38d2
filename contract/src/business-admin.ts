/**
 * The admin hub's server API: request and reply bodies of every admin call (issue #24 "Admin hub"; core-and-business
 * §6 admin hub pages and permissions; account-business-header-and-trips §2 admin page identifiers, §6, §7 "Users").
 * The frame's admin pages import these schemas; the server declares them on its routes
 * (server/src/modules/business/admin-routes.ts, paths below relative to {@link BUSINESS_ADMIN_API_BASE}).
 *
 * Which permission each call needs is the admin page's row of `ADMIN_PAGES` (business-pages.ts); where one page holds
 * several actions, the action asks the narrower permission named on its schema below. Every id is of the caller's
 * company: another company's id answers 404 NOT_FOUND. Refusals use the contract's error envelope; a clash with
 * existing data (a duplicate name, a permission set another role holds, a domain another company owns) is 400
 * VALIDATION_ERROR with the `field` it concerns, so the form shows it next to that field.
 *
 * Readings where the spec is silent (each repeated on the schema it shapes):
 * - An invitation expires {@link INVITATION_EXPIRY_DAYS} days after it was sent (or last resent): long enough for a
 *   new hire's first week, short enough that a leaked link dies (KAYAK for Business and TravelPerk use 7-30 days).
 * - Homepage messages are PLAIN TEXT: stored as typed (trimmed; control characters other than line breaks refused),
 *   never parsed as HTML or Markdown; the frame renders them as text, so nothing a message holds can run.
 * - A guest's access ends at `guestExpiresAt` (default {@link GUEST_ACCESS_DEFAULT_DAYS} days after accepting, at most
 *   {@link GUEST_ACCESS_MAX_DAYS}); after it the guest is a consumer again (the principal ignores the profile).
 * - Nobody can give a role that holds a permission they do not hold themselves, nor change or deactivate someone whose
 *   role does (no privilege escalation through the users page); nobody deactivates or re-roles themselves; the last
 *   active company admin stays one.
 */
import { z } from 'zod';
import {
  BookingModeSchema, CompanyLegalEntitySchema, CompanyMembershipSchema, CompanyOfficeSchema, EmailDomainSchema, PermissionSchema,
} from './business.ts';
import { BuiltInRoleSchema } from './business-roles.ts';

/** Base of the admin calls (inside the business route tree /i/api/business). */
export const BUSINESS_ADMIN_API_BASE = '/i/api/business/admin/v1';

/** The front door's homepage messages (any business user): GET. */
export const HOMEPAGE_MESSAGES_FRONT_DOOR_PATH = '/i/api/business/me/v1/homepageMessages';

/**
 * The invitation calls outside the business tree (the invitee has no business profile yet): POST preview (a visitor
 * may ask what a link is for) and POST accept (a signed-in account with the invited email).
 */
export const BUSINESS_INVITATION_PREVIEW_PATH = '/i/api/business-invitations/v1/preview';
export const BUSINESS_INVITATION_ACCEPT_PATH = '/i/api/business-invitations/v1/accept';

/** The frame page the invitation mail links to: `{publicOrigin}{this}#token={token}` (fragment: never in a log). */
export const BUSINESS_INVITATION_PAGE_PATH = '/business/join';

/** Days an invitation stays valid after it was sent or resent (reading: see the module docstring). */
export const INVITATION_EXPIRY_DAYS = 14;
/** {@link INVITATION_EXPIRY_DAYS} in ms. */
export const INVITATION_EXPIRY_MS = INVITATION_EXPIRY_DAYS * 86_400_000;
/** A guest's access when the invitation names no length, days (reading). */
export const GUEST_ACCESS_DEFAULT_DAYS = 30;
/** The longest guest access, days (reading: a guest is a visitor of a project, not a member). */
export const GUEST_ACCESS_MAX_DAYS = 365;
/** Users list page size: default and maximum. */
export const ADMIN_USERS_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_USERS_PAGE_SIZE_MAX = 100;
/** Longest homepage message, characters; most messages a company keeps. */
export const HOMEPAGE_MESSAGE_MAX_CHARS = 500;
export const HOMEPAGE_MESSAGES_MAX = 20;

const Id = z.number().int().positive();
const ProfileId = z.string().min(1).max(64);
/** Plain text of one line: trimmed, 1-200 characters, no control characters. */
const Name = z.string().trim().min(1).max(200).regex(/^[^\p{Cc}]*$/u, 'No control characters');

/** Path parameters: a profile id / a numeric row id / an invitation id. */
export const AdminProfileParamsSchema = z.object({ profileId: ProfileId });
export const AdminRowParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const AdminInvitationParamsSchema = z.object({ invitationId: z.string().min(1).max(64) });

/** A role as a users list row shows it. */
export const AdminRoleRefSchema = z.object({ id: Id, name: z.string(), builtInRole: BuiltInRoleSchema.nullable() });

/** One user (business profile) of the company, as the users page lists it. */
export const AdminUserSchema = z.object({
  profileId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: AdminRoleRefSchema,
  groupId: Id.nullable(),
  groupName: z.string().nullable(),
  kind: z.enum(['member', 'guest']),
  status: z.enum(['active', 'deactivated']),
  /** A guest's end of access (ISO), null for members. */
  guestExpiresAt: z.string().nullable(),
  /** A guest whose access has ended (they are a consumer again until it is extended). */
  expired: z.boolean(),
  /** The caller's own profile (the page disables deactivate and role change on it). */
  self: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/**
 * Query of GET {base}/users (users page: BUSINESS_PROFILE_EDIT, USER_GUEST_DELETE or USER_MANAGEMENT): `query`
 * matches email or name (case-insensitive substring), `status` filters (default all), paging by offset and limit.
 */
export const AdminUsersQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'deactivated', 'all']).default('all'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_SIZE_MAX).default(ADMIN_USERS_PAGE_SIZE_DEFAULT),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

/** Reply of GET {base}/users: one page, the total matching (counted in SQL) and the page asked. */
export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserSchema), total: z.number().int(), offset: z.number().int(), limit: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

/**
 * Reply of GET {base}/users/options (users page): the roles and groups the user form offers. `assignable`: the caller
 * may give this role (its permissions are within the caller's own, and a custom role needs ROLE_MANAGEMENT with the
 * company's `roles` flag).
 */
export const AdminUserOptionsSchema = z.object({
  roles: z.array(AdminRoleRefSchema.extend({ assignable: z.boolean() })),
  groups: z.array(z.object({ id: Id, name: z.string() })),
});
export type AdminUserOptions = z.infer<typeof AdminUserOptionsSchema>;

/**
 * Body of PUT {base}/users/{profileId} (BUSINESS_PROFILE_EDIT or USER_MANAGEMENT): the new role and/or group (null:
 * no group). The role must be of the company and assignable (see {@link AdminUserOptionsSchema}); not on oneself; the
 * last active company admin keeps the role. Reply: {@link AdminUserSchema}.
 */
export const AdminUserUpdateSchema = z.object({ roleId: Id.optional(), groupId: Id.nullable().optional() }).strict()
  .refine((v) => v.roleId !== undefined || v.groupId !== undefined, { message: 'Give roleId or groupId' });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

/**
 * POST {base}/users/{profileId}/deactivate and /reactivate (BUSINESS_PROFILE_DELETE or USER_MANAGEMENT), no body.
 * Not oneself; not the last active company admin. A deactivated user is a consumer again until reactivated.
 * Reply: {@link AdminUserSchema}.
 */
export const AdminUserStatusActionSchema = z.enum(['deactivate', 'reactivate']);

/**
 * POST {base}/users/{profileId}/resetTwoFactor (USER_MANAGEMENT), no body: an admin's reset of a user's lost
 * authenticator (issue #24 "Business two-factor": re-enrolment after a lost phone). Deletes the user's authenticator
 * (TOTP enrolment), recovery codes and every session's two-factor proof, records who reset it and when, and mails the
 * user that it happened; their next business call answers MISSING_TWO_FACTOR_AUTHENTICATION and the frame sends them to
 * enrol again. Like deactivate: not oneself (403: use a recovery code), not a user holding a permission the caller lacks
 * (403), another company's id 404. Reply: {@link AdminTwoFactorResetReplySchema}.
 */
export const AdminTwoFactorResetReplySchema = z.object({
  user: AdminUserSchema,
  /** Whether an active authenticator was there (false: the user had not finished enrolling; nothing was lost). */
  hadAuthenticator: z.boolean(),
});
export type AdminTwoFactorResetReply = z.infer<typeof AdminTwoFactorResetReplySchema>;

/** An invitation's state: `expired` is a pending one past its `expiresAt`. */
export const InvitationStatusSchema = z.enum(['pending', 'accepted', 'expired', 'revoked']);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

/** One invitation, as the invitations hub lists it. */
export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  kind: z.enum(['member', 'guest']),
  role: AdminRoleRefSchema,
  groupId: Id.nullable(),
  status: InvitationStatusSchema,
  /** ISO time the link stops working ({@link INVITATION_EXPIRY_DAYS} after it was sent or resent). */
  expiresAt: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** A guest invitation: the days of access the guest gets on accepting. */
  guestAccessDays: z.number().int().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/**
 * Body of POST {base}/invitations (invitations hub: USER_MANAGEMENT, USER_INVITE, USER_GUEST_INVITE or
 * GUEST_MANAGEMENT; feature ADD_USERS). A member invitation needs USER_INVITE or USER_MANAGEMENT, a guest one
 * USER_GUEST_INVITE, GUEST_MANAGEMENT or USER_MANAGEMENT (403 otherwise). `roleId` defaults to the company's Traveler
 * role; `guestAccessDays` (guests only) to {@link GUEST_ACCESS_DEFAULT_DAYS}. Mails a link to the address (the mail
 * outbox without SMTP). 400 VALIDATION_ERROR field `email` when the address already has a profile in the company or
 * a pending invitation (resend that one). Reply: {@link InvitationSchema}.
 */
export const InvitationCreateSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  kind: z.enum(['member', 'guest']).default('member'),
  roleId: Id.optional(),
  groupId: Id.nullable().optional(),
  guestAccessDays: z.number().int().min(1).max(GUEST_ACCESS_MAX_DAYS).optional(),
}).strict();
export type InvitationCreate = z.infer<typeof InvitationCreateSchema>;

/** Query of GET {base}/invitations: one state, or every invitation (newest first). */
export const InvitationsQuerySchema = z.object({ status: InvitationStatusSchema.optional() });
/** Reply of GET {base}/invitations. */
export const InvitationsReplySchema = z.object({ invitations: z.array(InvitationSchema) });
export type InvitationsReply = z.infer<typeof InvitationsReplySchema>;
/*
 * POST {base}/invitations/{invitationId}/resend: a new token and a new mail, the old link stops working, the expiry
 * starts again (pending or expired invitations; 400 field `status` for accepted or revoked ones). DELETE
 * {base}/invitations/{invitationId} revokes a pending one. Both reply {@link InvitationSchema}.
 */

/** Body of POST {@link BUSINESS_INVITATION_PREVIEW_PATH} and {@link BUSINESS_INVITATION_ACCEPT_PATH}: the mailed token. */
export const InvitationTokenRequestSchema = z.object({ token: z.string().min(16).max(200) }).strict();

/**
 * Reply of the preview (any caller, visitors too): what the link is for and who sent it, so the join page can say
 * "{inviterName} invites you to join {companyName}: sign in or create an account with {email}" or why it cannot be used. 404 NOT_FOUND for an unknown token.
 */
export const InvitationPreviewSchema = z.object({
  companyName: z.string(),
  /**
   * Who sent the invitation: their account's name, else their email (reading: the invitee should know who at the
   * company asked them, as KAYAK for Business and TravelPerk invitation pages say "X invited you"); null when the
   * inviter's profile no longer exists.
   */
  inviterName: z.string().nullable(),
  email: z.string(),
  kind: z.enum(['member', 'guest']),
  status: InvitationStatusSchema,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/**
 * Reply of the accept (a signed-in account whose email is the invited one; 403 FORBIDDEN for another email, 404 for
 * an unknown token, 400 VALIDATION_ERROR field `token` when used, revoked or expired, field `account` when the account
 * already has a business profile). The account gets a business profile of the company with the invitation's role and
 * group, on the business side; two-factor enrolment comes next (business routes answer MISSING_TWO_FACTOR_AUTHENTICATION
 * until then). The token is single use.
 */
export const InvitationAcceptReplySchema = z.object({ companyId: z.string(), companyName: z.string(), profileId: z.string(), kind: z.enum(['member', 'guest']) });
export type InvitationAcceptReply = z.infer<typeof InvitationAcceptReplySchema>;

/** A traveler group (groups page: USER_MANAGEMENT or SENIORITY_MANAGEMENT) with how many users are in it. */
export const AdminGroupSchema = z.object({ id: Id, name: z.string(), memberCount: z.number().int() });
export type AdminGroup = z.infer<typeof AdminGroupSchema>;
/** Body of POST {base}/groups and PUT {base}/groups/{id}: unique name within the company (400 field `name`). */
export const AdminGroupInputSchema = z.object({ name: Name }).strict();
/** Reply of GET {base}/groups. DELETE {base}/groups/{id} takes its users out of the group first. */
export const AdminGroupsReplySchema = z.object({ groups: z.array(AdminGroupSchema) });

/** Permissions a custom role may hold: every permission but the DISABLED marker. */
export const GrantablePermissionSchema = PermissionSchema.exclude(['DISABLED']);

/** A role (roles page: ROLE_MANAGEMENT and the company's `roles` flag). Built-in roles are read-only. */
export const AdminRoleSchema = z.object({
  id: Id,
  name: z.string(),
  builtInRole: BuiltInRoleSchema.nullable(),
  permissions: z.array(PermissionSchema),
  /** False for built-in roles. */
  editable: z.boolean(),
  memberCount: z.number().int(),
});
export type AdminRole = z.infer<typeof AdminRoleSchema>;
/**
 * Body of POST {base}/roles and PUT {base}/roles/{id} (custom roles only; PUT on a built-in role: 403). The name is
 * unique within the company (400 field `name`); the permission set must differ from every other role's of the company,
 * built-in ones included (400 field `permissions`); a role may not hold a permission the caller lacks (403).
 * DELETE {base}/roles/{id}: a custom role nobody holds (400 field `role` otherwise).
 */
export const AdminRoleInputSchema = z.object({ name: Name, permissions: z.array(GrantablePermissionSchema).min(1).max(64) }).strict();
export type AdminRoleInput = z.infer<typeof AdminRoleInputSchema>;
/** Reply of GET {base}/roles. */
export const AdminRolesReplySchema = z.object({ roles: z.array(AdminRoleSchema) });

/** Body of POST/PUT {base}/offices (company settings). Reply: contract CompanyOfficeSchema. */
export const AdminOfficeInputSchema = z.object({
  name: Name, address: z.string().trim().max(500).default(''), city: z.string().trim().max(200).default(''),
  countryCode: z.string().trim().toUpperCase().regex(/^([A-Z]{2})?$/, 'ISO 3166 alpha-2').default(''),
}).strict();
/** Body of POST/PUT {base}/legalEntities (company settings + `entities` flag). Reply: CompanyLegalEntitySchema. */
export const AdminLegalEntityInputSchema = z.object({
  name: Name, registrationNumber: z.string().trim().max(100).default(''),
  countryCode: z.string().trim().toUpperCase().regex(/^([A-Z]{2})?$/, 'ISO 3166 alpha-2').default(''),
}).strict();
/** Body of POST/PUT {base}/memberships ("Programs": COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT or company settings). */
export const AdminMembershipInputSchema = z.object({
  program: Name, vendorCode: z.string().trim().toUpperCase().max(20).default(''), membershipNumber: z.string().trim().min(1).max(100),
}).strict();

/** Replies of GET {base}/offices, {base}/legalEntities and {base}/memberships: the company's rows, oldest first. */
export const AdminOfficesReplySchema = z.object({ items: z.array(CompanyOfficeSchema) });
export const AdminLegalEntitiesReplySchema = z.object({ items: z.array(CompanyLegalEntitySchema) });
export const AdminMembershipsReplySchema = z.object({ items: z.array(CompanyMembershipSchema) });

/** Body of POST {base}/emailDomains (company settings): 400 field `domain` when another company owns it. */
export const AdminEmailDomainInputSchema = z.object({ domain: EmailDomainSchema }).strict();
/** Reply of GET/POST {base}/emailDomains and DELETE {base}/emailDomains/{domain}: the company's domains, sorted. */
export const AdminEmailDomainsReplySchema = z.object({ domains: z.array(z.string()) });

/** Plain text of a homepage message (reading: plain text, see the module docstring): line breaks allowed. */
const MessageText = z.string().trim().min(1).max(HOMEPAGE_MESSAGE_MAX_CHARS).regex(/^(?:[^\p{Cc}]|\r?\n)*$/u, 'No control characters');

/** A homepage message (HOMEPAGE_MESSAGES_MANAGEMENT and the `homepageMessages` flag). */
export const HomepageMessageSchema = z.object({ id: Id, text: z.string(), active: z.boolean(), createdAt: z.string(), updatedAt: z.string() });
export type HomepageMessage = z.infer<typeof HomepageMessageSchema>;
/** Body of POST {base}/homepageMessages and PUT {base}/homepageMessages/{id}; at most {@link HOMEPAGE_MESSAGES_MAX} (400 field `text`). */
export const HomepageMessageInputSchema = z.object({ text: MessageText, active: z.boolean().default(true) }).strict();
/** Reply of GET {base}/homepageMessages (every message, newest first). */
export const HomepageMessagesReplySchema = z.object({ messages: z.array(HomepageMessageSchema) });
/**
 * Reply of GET {@link HOMEPAGE_MESSAGES_FRONT_DOOR_PATH} (any business user): the active messages, newest first; empty
 * when the company's `homepageMessages` flag is off. Plain text: render as text.
 */
export const FrontDoorMessagesReplySchema = z.object({ messages: z.array(z.object({ id: Id, text: z.string() })) });
export type FrontDoorMessagesReply = z.infer<typeof FrontDoorMessagesReplySchema>;

/**
 * Reply of GET {base}/accountPermissions (company settings + `accountPermissions` flag): what each role of the company
 * holds and how many active users hold it, and the catalogue line of every permission (contract PERMISSION_CATALOGUE).
 */
export const AccountPermissionsReplySchema = z.object({
  bookingMode: BookingModeSchema,
  roles: z.array(AdminRoleSchema),
  permissions: z.array(z.object({ permission: PermissionSchema, allows: z.string(), reserved: z.boolean() })),
});
export type AccountPermissionsReply = z.infer<typeof AccountPermissionsReplySchema>;

/** A guest of the company (kind guest), with who sponsored them. */
export const AdminGuestSchema = AdminUserSchema.extend({ sponsorProfileId: z.string().nullable() });
export type AdminGuest = z.infer<typeof AdminGuestSchema>;
/** Reply of GET {base}/guests (GUEST_MANAGEMENT, USER_GUEST_DELETE(_FOR_ALL) or USER_MANAGEMENT). */
export const AdminGuestsReplySchema = z.object({ guests: z.array(AdminGuestSchema) });
/**
 * Body of PUT {base}/guests/{profileId} (GUEST_MANAGEMENT or USER_MANAGEMENT): the new end of access, in the future
 * and at most {@link GUEST_ACCESS_MAX_DAYS} days away (400 field `guestExpiresAt`). DELETE {base}/guests/{profileId}
 * removes the guest's profile (policy `guest.delete`: own sponsored guests with USER_GUEST_DELETE, any with _FOR_ALL).
 */
export const AdminGuestUpdateSchema = z.object({ guestExpiresAt: z.iso.datetime() }).strict();

/** Reply of the calls that answer nothing but success (DELETE). */
export const AdminOkReplySchema = z.object({ ok: z.literal(true) });
