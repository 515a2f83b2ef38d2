/**
 * The admin hub's users and invitations calls through the frame's one HTTP client (issue #24 "Admin hub": users,
 * invitations hub; contract business-admin.ts for the bodies, server/src/modules/business/admin-routes.ts for who may
 * call what). Every reply is parsed with its contract schema; the POST/PUT/DELETE calls carry X-CSRF (the client adds
 * it). Failures reject with ApiRequestError in the contract's envelope: 400 VALIDATION_ERROR with the `field` it
 * concerns (`email`, `roleId`, `status`), 403 FORBIDDEN (a permission the caller lacks, a role they may not give),
 * 404 NOT_FOUND (an id of another company), 403 MISSING_TWO_FACTOR_AUTHENTICATION (the client sends to /business/verify).
 */
import {
  AdminGuestsReplySchema, AdminTwoFactorResetReplySchema, AdminUserOptionsSchema, AdminUserSchema, AdminUsersPageSchema, BUSINESS_ADMIN_API_BASE, InvitationSchema,
  InvitationsReplySchema, type AdminGuest, type AdminTwoFactorResetReply, type AdminUser, type AdminUserOptions, type AdminUserUpdate, type AdminUsersPage, type Invitation, type InvitationCreate,
  type InvitationStatus,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const base = BUSINESS_ADMIN_API_BASE;
const seg = encodeURIComponent;

/** Query of {@link fetchUsers}: `query` matches email or name; paging by `offset` and `limit` (rows). */
export interface UsersListQuery {
  query?: string;
  offset: number;
  limit: number;
}

/** GET {base}/users: one page of the company's users and the total matching. */
export function fetchUsers(q: UsersListQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  return apiClient.get(`${base}/users`, AdminUsersPageSchema, { query: { query: q.query || undefined, offset: q.offset, limit: q.limit }, ...(signal ? { signal } : {}) });
}

/** GET {base}/users/options: the roles (with `assignable`) and groups the user forms offer. */
export function fetchUserOptions(signal?: AbortSignal): Promise<AdminUserOptions> {
  return apiClient.get(`${base}/users/options`, AdminUserOptionsSchema, signal ? { signal } : {});
}

/** PUT {base}/users/{profileId} `{ roleId?, groupId? }`: the updated user. */
export function updateUser(profileId: string, body: AdminUserUpdate): Promise<AdminUser> {
  return apiClient.put(`${base}/users/${seg(profileId)}`, body, AdminUserSchema);
}

/** POST {base}/users/{profileId}/deactivate or /reactivate: the updated user. */
export function setUserStatus(profileId: string, action: 'deactivate' | 'reactivate'): Promise<AdminUser> {
  return apiClient.post(`${base}/users/${seg(profileId)}/${action}`, {}, AdminUserSchema);
}

/**
 * POST {base}/users/{profileId}/resetTwoFactor (USER_MANAGEMENT): an admin's reset of a lost authenticator; the user
 * enrols again on their next business visit. Reply: the user and whether an active authenticator was there.
 */
export function resetTwoFactor(profileId: string): Promise<AdminTwoFactorResetReply> {
  return apiClient.post(`${base}/users/${seg(profileId)}/resetTwoFactor`, {}, AdminTwoFactorResetReplySchema);
}

/** GET {base}/invitations[?status=]: the invitations in one state (or all), newest first. */
export function fetchInvitations(status: InvitationStatus | undefined, signal?: AbortSignal): Promise<Invitation[]> {
  return apiClient.get(`${base}/invitations`, InvitationsReplySchema, { query: { status }, ...(signal ? { signal } : {}) }).then((r) => r.invitations);
}

/**
 * GET {base}/guests (GUEST_MANAGEMENT, USER_GUEST_DELETE(_FOR_ALL) or USER_MANAGEMENT): the company's guests with
 * their end of access; 403 FORBIDDEN for a caller without those permissions.
 */
export function fetchGuests(signal?: AbortSignal): Promise<AdminGuest[]> {
  return apiClient.get(`${base}/guests`, AdminGuestsReplySchema, signal ? { signal } : {}).then((r) => r.guests);
}

/** POST {base}/invitations: invites by email (the mail goes through the outbox); 400 field `email` when taken. */
export function createInvitation(body: InvitationCreate): Promise<Invitation> {
  return apiClient.post(`${base}/invitations`, body, InvitationSchema);
}

/** POST {base}/invitations/{id}/resend: a new link and mail; the expiry starts again (pending or expired ones). */
export function resendInvitation(invitationId: string): Promise<Invitation> {
  return apiClient.post(`${base}/invitations/${seg(invitationId)}/resend`, {}, InvitationSchema);
}

/** DELETE {base}/invitations/{id}: revokes a pending (or expired) invitation; its link stops working. */
export function revokeInvitation(invitationId: string): Promise<Invitation> {
  return apiClient.delete(`${base}/invitations/${seg(invitationId)}`, InvitationSchema);
}
