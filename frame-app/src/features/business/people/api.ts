/**
 * The admin hub's groups and roles calls through the frame's one HTTP client (issue #24 "Admin hub": groups, roles;
 * contract business-admin.ts for the bodies, server/src/modules/business/admin-routes.ts for who may call what: page
 * `groups` needs USER_MANAGEMENT or SENIORITY_MANAGEMENT, page `roles` ROLE_MANAGEMENT and the company's `roles` flag).
 * Every reply is parsed with its contract schema; POST/PUT/DELETE carry X-CSRF (the client adds it). Failures reject
 * with ApiRequestError in the contract's envelope: 400 VALIDATION_ERROR with its `field` (`name`: taken; `permissions`:
 * another role holds the same set; `role`: a role somebody holds cannot be deleted), 403 FORBIDDEN (a built-in role, a
 * permission the caller lacks), 404 NOT_FOUND (an id of another company or gone meanwhile).
 */
import {
  AdminGroupSchema, AdminGroupsReplySchema, AdminOkReplySchema, AdminRoleSchema, AdminRolesReplySchema, BUSINESS_ADMIN_API_BASE,
  type AdminGroup, type AdminRole, type AdminRoleInput,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const base = BUSINESS_ADMIN_API_BASE;

/** GET {base}/groups: the company's groups with how many users each holds. */
export function fetchGroups(signal?: AbortSignal): Promise<AdminGroup[]> {
  return apiClient.get(`${base}/groups`, AdminGroupsReplySchema, signal ? { signal } : {}).then((r) => r.groups);
}

/** POST {base}/groups `{ name }`: the new group (400 field `name` when the company has one of that name). */
export function createGroup(name: string): Promise<AdminGroup> {
  return apiClient.post(`${base}/groups`, { name }, AdminGroupSchema);
}

/** PUT {base}/groups/{id} `{ name }`: the renamed group (400 field `name` when taken). */
export function renameGroup(id: number, name: string): Promise<AdminGroup> {
  return apiClient.put(`${base}/groups/${id}`, { name }, AdminGroupSchema);
}

/** DELETE {base}/groups/{id}: the server takes the group's users out of it first (they keep their role). */
export function deleteGroup(id: number): Promise<void> {
  return apiClient.delete(`${base}/groups/${id}`, AdminOkReplySchema).then(() => undefined);
}

/** GET {base}/roles: built-in and custom roles with their permissions and how many users hold each. */
export function fetchRoles(signal?: AbortSignal): Promise<AdminRole[]> {
  return apiClient.get(`${base}/roles`, AdminRolesReplySchema, signal ? { signal } : {}).then((r) => r.roles);
}

/** POST {base}/roles `{ name, permissions }`: the new custom role (400 field `name` / `permissions`, 403). */
export function createRole(body: AdminRoleInput): Promise<AdminRole> {
  return apiClient.post(`${base}/roles`, body, AdminRoleSchema);
}

/** PUT {base}/roles/{id} `{ name, permissions }`: the changed custom role (built-in roles: 403). */
export function updateRole(id: number, body: AdminRoleInput): Promise<AdminRole> {
  return apiClient.put(`${base}/roles/${id}`, body, AdminRoleSchema);
}

/** DELETE {base}/roles/{id}: a custom role nobody holds (400 field `role` otherwise). */
export function deleteRole(id: number): Promise<void> {
  return apiClient.delete(`${base}/roles/${id}`, AdminOkReplySchema).then(() => undefined);
}
