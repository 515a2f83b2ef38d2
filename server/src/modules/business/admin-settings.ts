/**
 * The admin hub's company pages: groups, roles (custom roles; built-in ones read-only), offices, email domains, legal
 * entities, corporate memberships ("Programs"), homepage messages (and their front-door read) and the account
 * permissions page's data. Spec: core-and-business §6 (admin hub pages /business/company/*, /business/users/groups,
 * /business/users/roles, /business/policy/messages, /business/account-permissions); issue #24 "Admin hub".
 *
 * Every method takes an {@link AdminContext} and works inside the actor's company only (another company's id: 404).
 * Readings:
 * - Roles: a custom role's permission set must differ from every other role's of the company, built-in roles included
 *   (contract permissionSetKey; 400 field `permissions`); names are unique per company, case-insensitively (400 field
 *   `name`); a role may hold only permissions the actor holds, and a role holding more than the actor's cannot be
 *   changed by them (403, no escalation); built-in roles are read-only (403); a role someone holds cannot be deleted
 *   (400 field `role`).
 * - Groups: unique names per company (400 field `name`); deleting a group takes its users and invitations out of it.
 * - Email domains: a domain another company owns is refused (400 field `domain`).
 * - Homepage messages are plain text (contract business-admin.ts): stored as typed, rendered as text by the frame.
 *   The front door answers an empty list when the company's `homepageMessages` flag is off (the page is off, the
 *   front door does not fail).
 */
import type { Kysely } from 'kysely';
import {
  HOMEPAGE_MESSAGES_MAX, PERMISSION_CATALOGUE, PermissionSchema, permissionSetKey, sortPermissions,
  type AccountPermissionsReply, type AdminGroup, type AdminRole, type AdminRoleInput, type CompanyLegalEntity, type CompanyMembership, type CompanyOffice,
  type HomepageMessage, type Permission,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { rolePermissions, withinActor, type AdminContext } from './admin-users.ts';
import {
  countHomepageMessages, countProfilesWithRole, deleteCustomRole, deleteEmailDomain, deleteGroup, deleteHomepageMessage, deleteLegalEntity, deleteMembership,
  deleteOffice, domainsHeldByOthers, findCompany, findRole, insertCustomRole, insertEmailDomain, insertGroup, insertHomepageMessage, insertLegalEntity,
  insertMembership, insertOffice, listEmailDomains, listGroupsWithCounts, listHomepageMessages, listLegalEntities, listMemberships, listOffices,
  listRolesWithCounts, nameTaken, renameGroup, updateCustomRole, updateHomepageMessage, updateLegalEntity, updateMembership, updateOffice,
} from './repository.ts';

type OfficeInput = Omit<CompanyOffice, 'id'>;
type EntityInput = Omit<CompanyLegalEntity, 'id'>;
type MembershipInput = Omit<CompanyMembership, 'id'>;

export interface AdminSettingsService {
  groups(ctx: AdminContext): Promise<AdminGroup[]>;
  /** @throws AppError 400 field name (taken) */
  createGroup(ctx: AdminContext, name: string): Promise<AdminGroup>;
  /** @throws AppError 404, 400 field name */
  renameGroup(ctx: AdminContext, id: number, name: string): Promise<AdminGroup>;
  /** @throws AppError 404 */
  deleteGroup(ctx: AdminContext, id: number): Promise<void>;
  roles(ctx: AdminContext): Promise<AdminRole[]>;
  /** @throws AppError 403 (escalation), 400 field name / permissions (taken) */
  createRole(ctx: AdminContext, input: AdminRoleInput): Promise<AdminRole>;
  /** @throws AppError 404, 403 (built-in, escalation), 400 field name / permissions */
  updateRole(ctx: AdminContext, id: number, input: AdminRoleInput): Promise<AdminRole>;
  /** @throws AppError 404, 403 (built-in, escalation), 400 field role (held by someone) */
  deleteRole(ctx: AdminContext, id: number): Promise<void>;
  offices(ctx: AdminContext): Promise<CompanyOffice[]>;
  createOffice(ctx: AdminContext, input: OfficeInput): Promise<CompanyOffice>;
  /** @throws AppError 404 */
  updateOffice(ctx: AdminContext, id: number, input: OfficeInput): Promise<CompanyOffice>;
  /** @throws AppError 404 */
  deleteOffice(ctx: AdminContext, id: number): Promise<void>;
  legalEntities(ctx: AdminContext): Promise<CompanyLegalEntity[]>;
  createLegalEntity(ctx: AdminContext, input: EntityInput): Promise<CompanyLegalEntity>;
  updateLegalEntity(ctx: AdminContext, id: number, input: EntityInput): Promise<CompanyLegalEntity>;
  deleteLegalEntity(ctx: AdminContext, id: number): Promise<void>;
  memberships(ctx: AdminContext): Promise<CompanyMembership[]>;
  createMembership(ctx: AdminContext, input: MembershipInput): Promise<CompanyMembership>;
  updateMembership(ctx: AdminContext, id: number, input: MembershipInput): Promise<CompanyMembership>;
  deleteMembership(ctx: AdminContext, id: number): Promise<void>;
  emailDomains(ctx: AdminContext): Promise<string[]>;
  /** @throws AppError 400 field domain (another company owns it) */
  addEmailDomain(ctx: AdminContext, domain: string): Promise<string[]>;
  /** @throws AppError 404 (not the company's) */
  removeEmailDomain(ctx: AdminContext, domain: string): Promise<string[]>;
  homepageMessages(ctx: AdminContext): Promise<HomepageMessage[]>;
  /** @throws AppError 400 field text (more than HOMEPAGE_MESSAGES_MAX) */
  createHomepageMessage(ctx: AdminContext, input: { text: string; active: boolean }): Promise<HomepageMessage>;
  updateHomepageMessage(ctx: AdminContext, id: number, input: { text: string; active: boolean }): Promise<HomepageMessage>;
  deleteHomepageMessage(ctx: AdminContext, id: number): Promise<void>;
  /** The active messages for the front door; empty when the `homepageMessages` flag is off. */
  frontDoorMessages(ctx: AdminContext): Promise<{ id: number; text: string }[]>;
  /** The account permissions page: every role with its permissions and holders, and the permission catalogue. */
  accountPermissions(ctx: AdminContext): Promise<AccountPermissionsReply>;
}

const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `No such ${what}`);

/**
 * Runs a write whose uniqueness was checked first; a concurrent write that won the race (PostgreSQL 23505, SQLite
 * SQLITE_CONSTRAINT_UNIQUE) answers the same 400 as the check: field `permissions` for a role's permission set, else `name`.
 */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
    if (e.code !== '23505' && e.code !== 'SQLITE_CONSTRAINT_UNIQUE') throw err;
    const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
    if (where.includes('set_uq') || where.includes('permission_set_key')) throw new AppError(400, 'VALIDATION_ERROR', 'Another role holds exactly these permissions', 'permissions');
    throw new AppError(400, 'VALIDATION_ERROR', 'This name is taken', 'name');
  }
}

/** Creates the service. @param deps.db database; deps.now clock, epoch ms */
export function createAdminSettingsService(deps: { db: Kysely<Database>; now?: () => number }): AdminSettingsService {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();

  async function rolesOf(handle: Kysely<Database>, companyId: string): Promise<AdminRole[]> {
    return (await listRolesWithCounts(handle, companyId)).map((r) => ({
      id: r.id, name: r.name, builtInRole: (r.builtin_role ?? null) as AdminRole['builtInRole'], permissions: [...rolePermissions(r)],
      editable: r.builtin_role === null, memberCount: r.member_count,
    }));
  }

  /** Checks a custom role's name and set against the company's other roles, inside the transaction. */
  async function checkRole(handle: Kysely<Database>, ctx: AdminContext, input: AdminRoleInput, exceptId?: number): Promise<{ permissions: Permission[]; key: string }> {
    const permissions = sortPermissions(input.permissions);
    if (!withinActor(ctx.actor, permissions)) throw new AppError(403, 'FORBIDDEN', 'A role may hold only permissions you hold');
    if (await nameTaken(handle, 'business_roles', ctx.actor.companyId, input.name, exceptId)) throw new AppError(400, 'VALIDATION_ERROR', 'Another role has this name', 'name');
    const key = permissionSetKey(permissions);
    const clash = (await rolesOf(handle, ctx.actor.companyId)).find((r) => r.id !== exceptId && permissionSetKey(r.permissions) === key);
    if (clash) throw new AppError(400, 'VALIDATION_ERROR', `The role "${clash.name}" already holds exactly these permissions`, 'permissions');
    return { permissions, key };
  }

  async function roleById(handle: Kysely<Database>, ctx: AdminContext, id: number): Promise<AdminRole> {
    const role = (await rolesOf(handle, ctx.actor.companyId)).find((r) => r.id === id);
    if (!role) throw notFound('role');
    return role;
  }

  /** A custom role the actor may change: of the company (404), not built-in (403), within the actor's permissions (403). */
  async function changeableRole(handle: Kysely<Database>, ctx: AdminContext, id: number) {
    const role = await findRole(handle, ctx.actor.companyId, id);
    if (!role) throw notFound('role');
    if (role.builtin_role !== null) throw new AppError(403, 'FORBIDDEN', 'Built-in roles are read-only');
    if (!withinActor(ctx.actor, rolePermissions(role))) throw new AppError(403, 'FORBIDDEN', 'This role holds permissions you do not hold');
    return role;
  }

  async function groupById(ctx: AdminContext, id: number): Promise<AdminGroup> {
    const g = (await listGroupsWithCounts(db, ctx.actor.companyId)).find((x) => x.id === id);
    if (!g) throw notFound('group');
    return g;
  }

  const office = (o: Awaited<ReturnType<typeof listOffices>>[number]): CompanyOffice => ({ id: Number(o.id), name: o.name, address: o.address, city: o.city, countryCode: o.country_code });
  const entity = (e: Awaited<ReturnType<typeof listLegalEntities>>[number]): CompanyLegalEntity => ({
    id: Number(e.id), name: e.name, registrationNumber: e.registration_number, countryCode: e.country_code,
  });
  const membership = (m: Awaited<ReturnType<typeof listMemberships>>[number]): CompanyMembership => ({
    id: Number(m.id), program: m.program, vendorCode: m.vendor_code, membershipNumber: m.membership_number,
  });
  const message = (m: Awaited<ReturnType<typeof listHomepageMessages>>[number]): HomepageMessage => ({
    id: m.id, text: m.text, active: Number(m.active) === 1, createdAt: m.created_at, updatedAt: m.updated_at,
  });
  const pick = <T extends { id: number }>(rows: T[], id: number, what: string): T => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound(what);
    return row;
  };

  return {
    groups: (ctx) => listGroupsWithCounts(db, ctx.actor.companyId),
    async createGroup(ctx, name) {
      if (await nameTaken(db, 'business_groups', ctx.actor.companyId, name)) throw new AppError(400, 'VALIDATION_ERROR', 'Another group has this name', 'name');
      return groupById(ctx, await unique(() => insertGroup(db, ctx.actor.companyId, name, nowIso())));
    },
    async renameGroup(ctx, id, name) {
      await groupById(ctx, id);
      if (await nameTaken(db, 'business_groups', ctx.actor.companyId, name, id)) throw new AppError(400, 'VALIDATION_ERROR', 'Another group has this name', 'name');
      await unique(() => renameGroup(db, ctx.actor.companyId, id, name));
      return groupById(ctx, id);
    },
    async deleteGroup(ctx, id) {
      const deleted = await db.transaction().execute((trx) => deleteGroup(trx, ctx.actor.companyId, id, nowIso()));
      if (!deleted) throw notFound('group');
    },

    roles: (ctx) => rolesOf(db, ctx.actor.companyId),
    async createRole(ctx, input) {
      return unique(() => db.transaction().execute(async (trx) => {
        const { permissions, key } = await checkRole(trx, ctx, input);
        const id = await insertCustomRole(trx, ctx.actor.companyId, { name: input.name, permissionsJson: JSON.stringify(permissions), permissionSetKey: key }, nowIso());
        return roleById(trx, ctx, Number(id));
      }));
    },
    async updateRole(ctx, id, input) {
      return unique(() => db.transaction().execute(async (trx) => {
        await changeableRole(trx, ctx, id);
        const { permissions, key } = await checkRole(trx, ctx, input, id);
        await updateCustomRole(trx, ctx.actor.companyId, id, { name: input.name, permissionsJson: JSON.stringify(permissions), permissionSetKey: key });
        return roleById(trx, ctx, id);
      }));
    },
    async deleteRole(ctx, id) {
      await db.transaction().execute(async (trx) => {
        await changeableRole(trx, ctx, id);
        if ((await countProfilesWithRole(trx, ctx.actor.companyId, id)) > 0) throw new AppError(400, 'VALIDATION_ERROR', 'Give its users another role first', 'role');
        await deleteCustomRole(trx, ctx.actor.companyId, id);
      });
    },

    offices: async (ctx) => (await listOffices(db, ctx.actor.companyId)).map(office),
    async createOffice(ctx, input) {
      const id = await insertOffice(db, ctx.actor.companyId, input, nowIso());
      return pick((await listOffices(db, ctx.actor.companyId)).map(office), Number(id), 'office');
    },
    async updateOffice(ctx, id, input) {
      if (!(await updateOffice(db, ctx.actor.companyId, id, input))) throw notFound('office');
      return pick((await listOffices(db, ctx.actor.companyId)).map(office), id, 'office');
    },
    async deleteOffice(ctx, id) {
      if (!(await deleteOffice(db, ctx.actor.companyId, id))) throw notFound('office');
    },

    legalEntities: async (ctx) => (await listLegalEntities(db, ctx.actor.companyId)).map(entity),
    async createLegalEntity(ctx, input) {
      const id = await insertLegalEntity(db, ctx.actor.companyId, input, nowIso());
      return pick((await listLegalEntities(db, ctx.actor.companyId)).map(entity), Number(id), 'legal entity');
    },
    async updateLegalEntity(ctx, id, input) {
      if (!(await updateLegalEntity(db, ctx.actor.companyId, id, input))) throw notFound('legal entity');
      return pick((await listLegalEntities(db, ctx.actor.companyId)).map(entity), id, 'legal entity');
    },
    async deleteLegalEntity(ctx, id) {
      if (!(await deleteLegalEntity(db, ctx.actor.companyId, id))) throw notFound('legal entity');
    },

    memberships: async (ctx) => (await listMemberships(db, ctx.actor.companyId)).map(membership),
    async createMembership(ctx, input) {
      const id = await insertMembership(db, ctx.actor.companyId, input, nowIso());
      return pick((await listMemberships(db, ctx.actor.companyId)).map(membership), Number(id), 'membership');
    },
    async updateMembership(ctx, id, input) {
      if (!(await updateMembership(db, ctx.actor.companyId, id, input))) throw notFound('membership');
      return pick((await listMemberships(db, ctx.actor.companyId)).map(membership), id, 'membership');
    },
    async deleteMembership(ctx, id) {
      if (!(await deleteMembership(db, ctx.actor.companyId, id))) throw notFound('membership');
    },

    emailDomains: (ctx) => listEmailDomains(db, ctx.actor.companyId),
    async addEmailDomain(ctx, domain) {
      return db.transaction().execute(async (trx) => {
        if ((await domainsHeldByOthers(trx, ctx.actor.companyId, [domain])).length > 0) {
          throw new AppError(400, 'VALIDATION_ERROR', 'Another company uses this domain', 'domain');
        }
        await insertEmailDomain(trx, ctx.actor.companyId, domain, nowIso());
        return listEmailDomains(trx, ctx.actor.companyId);
      });
    },
    async removeEmailDomain(ctx, domain) {
      if (!(await deleteEmailDomain(db, ctx.actor.companyId, domain))) throw notFound('email domain');
      return listEmailDomains(db, ctx.actor.companyId);
    },

    homepageMessages: async (ctx) => (await listHomepageMessages(db, ctx.actor.companyId, false)).map(message),
    async createHomepageMessage(ctx, input) {
      return db.transaction().execute(async (trx) => {
        if ((await countHomepageMessages(trx, ctx.actor.companyId)) >= HOMEPAGE_MESSAGES_MAX) {
          throw new AppError(400, 'VALIDATION_ERROR', `At most ${HOMEPAGE_MESSAGES_MAX} messages: delete one first`, 'text');
        }
        const id = await insertHomepageMessage(trx, ctx.actor.companyId, { ...input, createdByProfileId: ctx.actor.profileId }, nowIso());
        return pick((await listHomepageMessages(trx, ctx.actor.companyId, false)).map(message), id, 'message');
      });
    },
    async updateHomepageMessage(ctx, id, input) {
      if (!(await updateHomepageMessage(db, ctx.actor.companyId, id, input, nowIso()))) throw notFound('message');
      return pick((await listHomepageMessages(db, ctx.actor.companyId, false)).map(message), id, 'message');
    },
    async deleteHomepageMessage(ctx, id) {
      if (!(await deleteHomepageMessage(db, ctx.actor.companyId, id))) throw notFound('message');
    },
    async frontDoorMessages(ctx) {
      if (!ctx.flags.homepageMessages) return [];
      return (await listHomepageMessages(db, ctx.actor.companyId, true)).map((m) => ({ id: m.id, text: m.text }));
    },

    async accountPermissions(ctx) {
      const company = await findCompany(db, ctx.actor.companyId);
      if (!company) throw notFound('company');
      return {
        bookingMode: company.booking_mode,
        roles: await rolesOf(db, ctx.actor.companyId),
        permissions: PermissionSchema.options.map((permission) => ({ permission, allows: PERMISSION_CATALOGUE[permission].allows, reserved: PERMISSION_CATALOGUE[permission].reserved })),
      };
    },
  };
}
