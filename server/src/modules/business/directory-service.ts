/**
 * The company directory as provisioning changes it (issue #27 "SCIM 2.0 provisioning"): the scim module's calls into
 * the business module's tables (business profiles and groups), so it never touches them itself (ARCHITECTURE.md "a
 * module owns its tables, others call its service"). Every call takes the caller's transaction (`handle`: the SCIM
 * request's change and its audit entries commit together) and the company id, and every query is scoped by it.
 *
 * Readings:
 * - A provisioned person is a member (never a guest: guests are invited for a while by a sponsor) with the built-in
 *   TRAVELER role and no group; the admin gives another role on the users page. Their profile is confirmed (the
 *   directory vouches for them) and not yet enrolled in two-factor: business routes ask them to enrol, unless their
 *   sign-in came through the company's SSO asserting it (part 4).
 * - Provisioning may deactivate anyone, with the rule the users page keeps: the company's last active company admin
 *   stays active (400 VALIDATION_ERROR field `status`), so a directory cannot lock the company out of its own admin hub.
 * - Groups keep the users page's rule: names unique per company, case-insensitive (409 here: SCIM's "uniqueness").
 *   A profile is in at most one group, so adding a member to a group moves them out of the one they were in.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { findCompanyFeatures } from './integrations-repository.ts';
import {
  countActiveCompanyAdmins, deleteGroup, findAdminUser, findBuiltInRole, findGroup, findProfileByAccountUnscoped, insertGroup, insertProfile, listEmailDomains, nameTaken, renameGroup,
  updateProfile,
} from './repository.ts';
import { clearGroupOfProfiles, setGroupOfProfiles } from './directory-repository.ts';

type Db = Kysely<Database>;

/** A member of the company as provisioning sees it. */
export interface DirectoryMember {
  profileId: string;
  accountId: string;
  companyId: string;
  kind: 'member' | 'guest';
  status: 'active' | 'deactivated';
  groupId: number | null;
}

export interface DirectoryService {
  /** Whether the company may be provisioned: it exists, is not deleted, and its plan (with switches) holds SSO_INTEGRATION. */
  provisioningAllowed(handle: Db, companyId: string): Promise<boolean>;
  /** Whether `domain` (lower case) is one of the company's email domains (admin hub: company domains). */
  ownsEmailDomain(handle: Db, companyId: string, domain: string): Promise<boolean>;
  /** The business profile of an account, in whatever company (unscoped: one profile per account, migration 0018). */
  profileOfAccount(handle: Db, accountId: string): Promise<DirectoryMember | undefined>;
  /**
   * Adds the account as a member of the company (TRAVELER, no group, confirmed, on the business side).
   * @returns the new profile id
   * @throws AppError 500 when the company has no TRAVELER role row (every company is created with one)
   */
  addMember(handle: Db, companyId: string, accountId: string): Promise<string>;
  /**
   * Activates or deactivates a member. @returns true when the status changed
   * @throws AppError 404 (no such profile in the company), 400 VALIDATION_ERROR field `status` (the last active company admin)
   */
  setMemberStatus(handle: Db, companyId: string, profileId: string, status: 'active' | 'deactivated'): Promise<boolean>;
  /** Puts these members in the group (moving them out of theirs). @throws AppError 404 (the group is not of the company) */
  addGroupMembers(handle: Db, companyId: string, groupId: number, profileIds: readonly string[]): Promise<void>;
  /** Takes these members (every member when `profileIds` is undefined) out of the group. */
  removeGroupMembers(handle: Db, companyId: string, groupId: number, profileIds?: readonly string[]): Promise<void>;
  /** Creates a group. @returns its id @throws AppError 409 VALIDATION_ERROR field `name` (a group has this name) */
  createGroup(handle: Db, companyId: string, name: string): Promise<number>;
  /** Renames a group. @throws AppError 404 (not of the company), 409 field `name` (another group has this name) */
  renameGroup(handle: Db, companyId: string, groupId: number, name: string): Promise<void>;
  /** Deletes a group (its members and invitations leave it). @throws AppError 404 (not of the company) */
  deleteGroup(handle: Db, companyId: string, groupId: number): Promise<void>;
}

const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `No such ${what}`);
const nameClash = () => new AppError(409, 'VALIDATION_ERROR', 'Another group has this name', 'name');

/** Creates the directory service. @param now clock, epoch ms */
export function createDirectoryService(opts: { now: () => number }): DirectoryService {
  const nowIso = () => new Date(opts.now()).toISOString();
  const toMember = (r: { id: string; account_id: string; company_id: string; kind: 'member' | 'guest'; status: 'active' | 'deactivated'; group_id: number | null }): DirectoryMember => ({
    profileId: r.id, accountId: r.account_id, companyId: r.company_id, kind: r.kind, status: r.status, groupId: r.group_id === null ? null : Number(r.group_id),
  });
  return {
    async provisioningAllowed(handle, companyId) {
      return (await findCompanyFeatures(handle, companyId))?.features.includes('SSO_INTEGRATION') ?? false;
    },

    async ownsEmailDomain(handle, companyId, domain) {
      return (await listEmailDomains(handle, companyId)).includes(domain.toLowerCase());
    },

    async profileOfAccount(handle, accountId) {
      const row = await findProfileByAccountUnscoped(handle, accountId);
      return row ? toMember(row) : undefined;
    },

    async addMember(handle, companyId, accountId) {
      const role = await findBuiltInRole(handle, companyId, 'TRAVELER');
      if (!role) throw new AppError(500, 'INTERNAL_ERROR', 'The company has no traveler role');
      const id = randomBytes(16).toString('base64url');
      const at = nowIso();
      await insertProfile(handle, { id, accountId, companyId, roleId: role.id, groupId: null, kind: 'member', twoFactorEnabled: false, confirmedAt: at, nowIso: at });
      return id;
    },

    async setMemberStatus(handle, companyId, profileId, status) {
      const target = await findAdminUser(handle, companyId, profileId);
      if (!target) throw notFound('user');
      if (target.status === status) return false;
      if (status === 'deactivated' && target.builtin_role === 'COMPANY_ADMIN' && target.kind === 'member' && (await countActiveCompanyAdmins(handle, companyId)) <= 1) {
        throw new AppError(400, 'VALIDATION_ERROR', 'The company needs at least one active company admin', 'status');
      }
      await updateProfile(handle, companyId, profileId, { status }, nowIso());
      return true;
    },

    async addGroupMembers(handle, companyId, groupId, profileIds) {
      if (profileIds.length === 0) return;
      if (!(await findGroup(handle, companyId, groupId))) throw notFound('group');
      await setGroupOfProfiles(handle, companyId, groupId, profileIds, nowIso());
    },

    async removeGroupMembers(handle, companyId, groupId, profileIds) {
      if (profileIds !== undefined && profileIds.length === 0) return;
      await clearGroupOfProfiles(handle, companyId, groupId, profileIds, nowIso());
    },

    async createGroup(handle, companyId, name) {
      if (await nameTaken(handle, 'business_groups', companyId, name)) throw nameClash();
      return insertGroup(handle, companyId, name, nowIso());
    },

    async renameGroup(handle, companyId, groupId, name) {
      if (!(await findGroup(handle, companyId, groupId))) throw notFound('group');
      if (await nameTaken(handle, 'business_groups', companyId, name, groupId)) throw nameClash();
      await renameGroup(handle, companyId, groupId, name);
    },

    async deleteGroup(handle, companyId, groupId) {
      if (!(await deleteGroup(handle, companyId, groupId, nowIso()))) throw notFound('group');
    },
  };
}
