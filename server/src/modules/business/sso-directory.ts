/**
 * What company single sign-on (server/src/modules/sso, issue #27) needs of the business module, behind one small port
 * so the sso module never names a business table (ARCHITECTURE.md "a module owns its tables, others call its
 * service"): which live company holds an email domain and with which features, the company's email domains, roles and
 * groups, a member's permissions (the break-glass admin), the business profile of an account, and the just-in-time
 * creation of a member profile. Every company-scoped read filters by the company id; the two unscoped reads are the ones
 * that FIND a company (a domain's owner, an account's profile), as the business repository names them.
 */
import { sql, type Kysely } from 'kysely';
import { BuiltInRoleSchema, FeatureSwitchesSchema, featuresOf, permissionsOfRole, type BuiltInRole, type Feature, type Permission } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { jsonObject } from './json-column.ts';
import { customRolePermissions } from './principal-loader.ts';
import { insertProfile } from './repository.ts';

/** A live company as SSO sees it. */
export interface SsoCompany {
  companyId: string;
  companyName: string;
  /** Its plan's features with its switches (SSO needs SSO_INTEGRATION). */
  features: readonly Feature[];
}

/** A member profile of a company with its account and permissions. */
export interface SsoMember {
  accountId: string;
  profileId: string;
  email: string;
  /** Active (a deactivated profile or an expired guest is not). */
  active: boolean;
  permissions: readonly Permission[];
}

export interface SsoDirectory {
  /** The live (not deleted) company holding `domain` as an email domain, or null. Unscoped: it finds the company. */
  companyOfDomain(domain: string): Promise<SsoCompany | null>;
  /** The live company, or null. */
  company(companyId: string): Promise<SsoCompany | null>;
  /** The company's email domains, sorted. */
  emailDomains(companyId: string): Promise<string[]>;
  /** Whether the role / group is the company's. */
  roleExists(companyId: string, roleId: number): Promise<boolean>;
  groupExists(companyId: string, groupId: number): Promise<boolean>;
  /** The name of the company's role / group, or null when it is not the company's (a test sign-in's report). */
  roleName(companyId: string, roleId: number): Promise<string | null>;
  groupName(companyId: string, groupId: number): Promise<string | null>;
  /** The company's row id of a built-in role (TRAVELER is the usual JIT default), or null. */
  builtInRoleId(companyId: string, role: BuiltInRole): Promise<number | null>;
  /** The company's group of this name, or null. */
  groupIdByName(companyId: string, name: string): Promise<number | null>;
  /** The company's member profile of the account with this email (lower-cased), any status, or null. */
  memberByEmail(companyId: string, email: string): Promise<SsoMember | null>;
  /** The business profile of an account, whatever its company (an account has at most one), or null. Unscoped. */
  profileOfAccount(accountId: string): Promise<{ profileId: string; companyId: string; active: boolean } | null>;
  /** Creates an active, confirmed member profile (just-in-time provisioning). Writes through `trx`. @returns its id */
  createMember(trx: Kysely<Database>, m: { profileId: string; accountId: string; companyId: string; roleId: number; groupId: number | null; nowIso: string }): Promise<string>;
}

/** Creates the port over the business tables. @param now clock, epoch ms (a guest's expiry is compared with it) */
export function createSsoDirectory(db: Kysely<Database>, now: () => number = Date.now): SsoDirectory {
  const toCompany = (row: { id: string; name: string; plan_tier: 'biz' | 'bizPlus' | 'enterprise'; feature_switches_json: string }): SsoCompany => {
    const switches = FeatureSwitchesSchema.safeParse(jsonObject(row.feature_switches_json));
    return { companyId: row.id, companyName: row.name, features: featuresOf(row.plan_tier, switches.success ? switches.data : {}) };
  };
  const live = (guestExpiresAt: string | null, status: string) => status === 'active' && (guestExpiresAt === null || Date.parse(guestExpiresAt) > now());

  const roleName = async (companyId: string, roleId: number): Promise<string | null> =>
    (await db.selectFrom('business_roles').select('name').where('company_id', '=', companyId).where('id', '=', roleId).executeTakeFirst())?.name ?? null;
  const groupName = async (companyId: string, groupId: number): Promise<string | null> =>
    (await db.selectFrom('business_groups').select('name').where('company_id', '=', companyId).where('id', '=', groupId).executeTakeFirst())?.name ?? null;

  return {
    async companyOfDomain(domain) {
      const row = await db.selectFrom('company_email_domains as d').innerJoin('companies as c', 'c.id', 'd.company_id')
        .select(['c.id', 'c.name', 'c.plan_tier', 'c.feature_switches_json'])
        .where('d.domain', '=', domain.toLowerCase()).where('c.deleted_at', 'is', null).executeTakeFirst();
      return row ? toCompany(row) : null;
    },

    async company(companyId) {
      const row = await db.selectFrom('companies').select(['id', 'name', 'plan_tier', 'feature_switches_json'])
        .where('id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
      return row ? toCompany(row) : null;
    },

    async emailDomains(companyId) {
      const rows = await db.selectFrom('company_email_domains').select('domain').where('company_id', '=', companyId).orderBy('domain').execute();
      return rows.map((r) => r.domain);
    },

    roleName,
    groupName,
    roleExists: async (companyId, roleId) => (await roleName(companyId, roleId)) !== null,
    groupExists: async (companyId, groupId) => (await groupName(companyId, groupId)) !== null,

    async builtInRoleId(companyId, role) {
      const row = await db.selectFrom('business_roles').select('id').where('company_id', '=', companyId).where('builtin_role', '=', role).executeTakeFirst();
      return row?.id ?? null;
    },

    async groupIdByName(companyId, name) {
      const row = await db.selectFrom('business_groups').select('id').where('company_id', '=', companyId).where('name', '=', name).executeTakeFirst();
      return row?.id ?? null;
    },

    async memberByEmail(companyId, email) {
      const row = await db
        .selectFrom('business_profiles as p')
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
        .select(['p.id as profile_id', 'p.status', 'p.guest_expires_at', 'a.id as account_id', 'a.email', 'r.builtin_role', 'r.permissions_json'])
        .where('p.company_id', '=', companyId)
        .where(sql`lower(a.email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (!row) return null;
      const builtIn = BuiltInRoleSchema.safeParse(row.builtin_role);
      return {
        accountId: row.account_id, profileId: row.profile_id, email: row.email, active: live(row.guest_expires_at, row.status),
        permissions: builtIn.success ? permissionsOfRole(builtIn.data) : customRolePermissions(row.permissions_json),
      };
    },

    async profileOfAccount(accountId) {
      const row = await db.selectFrom('business_profiles as p').innerJoin('companies as c', 'c.id', 'p.company_id')
        .select(['p.id', 'p.company_id', 'p.status', 'p.guest_expires_at', 'c.deleted_at'])
        .where('p.account_id', '=', accountId).executeTakeFirst();
      if (!row) return null;
      return { profileId: row.id, companyId: row.company_id, active: row.deleted_at === null && live(row.guest_expires_at, row.status) };
    },

    async createMember(trx, m) {
      await insertProfile(trx, {
        id: m.profileId, accountId: m.accountId, companyId: m.companyId, roleId: m.roleId, groupId: m.groupId, kind: 'member', confirmedAt: m.nowIso, nowIso: m.nowIso,
      });
      return m.profileId;
    },
  };
}
