/**
 * Constants of the admin hub's users page and invitations hub (issue #24 "Admin hub"; core-and-business §6 admin hub
 * pages; account-business-header-and-trips §2 paths). The spec shows no screens: the values are readings, named here.
 */
import { ADMIN_USERS_PAGE_SIZE_DEFAULT, type AccessRequirement } from '@travel/contract';

/** Wait after the last keystroke in the users search before asking the server, ms (reading: as the autocompletes). */
export const USERS_SEARCH_DEBOUNCE_MS = 300;
/** Users per page, rows (the contract's default page size). */
export const USERS_PAGE_SIZE = ADMIN_USERS_PAGE_SIZE_DEFAULT;
/** Query parameters of the users page: the search text and the page number (from 1). */
export const USERS_QUERY_PARAM = 'query';
export const USERS_PAGE_PARAM = 'page';
/** Query parameter of the invitations hub: the state shown (`pending` by default, `all` for every state). */
export const INVITATIONS_STATUS_PARAM = 'status';

/*
 * What each action needs (the server's route declarations in admin-routes.ts, restated for the frame so it does not
 * offer what the server would refuse; core-and-business §6 access rule, contract hasAccess). Reading: while the auth
 * state is not known yet the actions show (the server still decides); once known, a denied action is hidden.
 */
/** Edit role and group: PUT {base}/users/{profileId}. */
export const EDIT_USER_REQUIREMENT = { permissions: ['BUSINESS_PROFILE_EDIT', 'USER_MANAGEMENT'] } as const satisfies AccessRequirement;
/** Deactivate / reactivate: POST {base}/users/{profileId}/deactivate|reactivate. */
export const USER_STATUS_REQUIREMENT = { permissions: ['BUSINESS_PROFILE_DELETE', 'USER_MANAGEMENT'] } as const satisfies AccessRequirement;
/** Reset a user's lost authenticator: POST {base}/users/{profileId}/resetTwoFactor. */
export const RESET_TWO_FACTOR_REQUIREMENT = { permissions: ['USER_MANAGEMENT'] } as const satisfies AccessRequirement;
/** Invite a member: POST {base}/invitations with kind member. */
export const INVITE_MEMBER_REQUIREMENT = { permissions: ['USER_INVITE', 'USER_MANAGEMENT'], features: ['ADD_USERS'] } as const satisfies AccessRequirement;
/** Invite a guest: POST {base}/invitations with kind guest (the server's assertMayInvite). */
export const INVITE_GUEST_REQUIREMENT = {
  permissions: ['USER_GUEST_INVITE', 'GUEST_MANAGEMENT', 'USER_MANAGEMENT'], features: ['ADD_USERS'],
} as const satisfies AccessRequirement;
/** Resend or revoke an invitation (any kind): POST .../resend, DELETE {base}/invitations/{id}. */
export const MANAGE_INVITATIONS_REQUIREMENT = {
  permissions: ['USER_MANAGEMENT', 'USER_INVITE', 'USER_GUEST_INVITE', 'GUEST_MANAGEMENT'], features: ['ADD_USERS'],
} as const satisfies AccessRequirement;
