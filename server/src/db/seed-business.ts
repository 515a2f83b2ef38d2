/**
 * The demo business companies `npm start` (and every test harness) seeds, so a person can try every role
 * (issue #24 "Seeded demo company"). Idempotent: a company that exists is left as it is.
 *
 * - **Acme Corporation** (`acme`, tier bizPlus, booking mode TRAVELER_OR_TRAVEL_MANAGER, domain acme.example, the
 *   `roles` and `entities` flags on): one user per built-in role, emails below, e.g. `admin@acme.example`. The
 *   traveler's manager is the travel manager and their approver the approver.
 * - **Globex** (`globex`, tier biz, domain globex.example): an admin and a traveler, for the isolation tests (a user of
 *   a second company never reads or changes Acme's rows).
 *
 * Every demo user's password is {@link DEMO_BUSINESS_PASSWORD} (`Business-demo-2026`); the seed stores only its
 * Argon2id hash (precomputed with the accounts module's parameters, so seeding costs no hashing).
 *
 * Two-factor seam: demo profiles are seeded with `two_factor_enabled = 1`, so they pass the business routes'
 * two-factor rule (modules/business/two-factor.ts) until the TOTP module exists; that module will seed each demo user
 * a documented TOTP secret instead.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BUILT_IN_ROLES, BuiltInRoleSchema, type BuiltInRole } from '@travel/contract';
import type { Database } from './database.ts';

/** The demo users' password (documented in README "Business edition"). */
export const DEMO_BUSINESS_PASSWORD = 'Business-demo-2026';
/** Argon2id (m=19456, t=2, p=1) of {@link DEMO_BUSINESS_PASSWORD}. */
const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$9Ho/du9Z/oqgS/x13kNnAw$q4k/q6vdBnXs4pmiqO+8yccQFY3RnO4ZzbAYUSgqcQc';

/** A seeded demo user. */
export interface DemoBusinessUser {
  company: 'acme' | 'globex';
  role: BuiltInRole;
  email: string;
  name: string;
}

const ACME_LOCAL_PARTS: Record<BuiltInRole, [string, string]> = {
  TRAVELER: ['traveler', 'Tess Traveler'],
  TRAVEL_ARRANGER: ['arranger', 'Arlo Arranger'],
  TRAVEL_MANAGER: ['manager', 'Mona Manager'],
  APPROVER: ['approver', 'Abe Approver'],
  COMPANY_ADMIN: ['admin', 'Ada Admin'],
  EVENT_EDITOR: ['events', 'Eve Editor'],
  HELPDESK: ['helpdesk', 'Hal Helpdesk'],
};

/** Every seeded demo user: one per built-in role at Acme, an admin and a traveler at Globex. */
export const DEMO_BUSINESS_USERS: readonly DemoBusinessUser[] = Object.freeze([
  ...BuiltInRoleSchema.options.map((role) => ({ company: 'acme' as const, role, email: `${ACME_LOCAL_PARTS[role][0]}@acme.example`, name: ACME_LOCAL_PARTS[role][1] })),
  { company: 'globex', role: 'COMPANY_ADMIN', email: 'admin@globex.example', name: 'Gus Globex' },
  { company: 'globex', role: 'TRAVELER', email: 'traveler@globex.example', name: 'Gail Globex' },
]);

const COMPANIES = [
  {
    id: 'acme', name: 'Acme Corporation', plan_tier: 'bizPlus' as const, booking_mode: 'TRAVELER_OR_TRAVEL_MANAGER' as const, domain: 'acme.example',
    flags_json: JSON.stringify({ roles: true, entities: true }),
  },
  { id: 'globex', name: 'Globex', plan_tier: 'biz' as const, booking_mode: 'TRAVELER_ONLY' as const, domain: 'globex.example', flags_json: '{}' },
];

const newId = () => randomBytes(16).toString('base64url');

/**
 * Seeds the demo companies, their built-in role rows and their users (accounts + business profiles). A company that
 * exists is skipped; an email that already has an account keeps it and gets the profile only if it has none.
 * @param db a transaction of the seed
 * @param nowIso the seeding time
 */
export async function seedDemoBusiness(db: Kysely<Database>, nowIso: string): Promise<void> {
  for (const c of COMPANIES) {
    const exists = await db.selectFrom('companies').select('id').where('id', '=', c.id).executeTakeFirst();
    if (exists) continue;
    await db.insertInto('companies').values({
      id: c.id, name: c.name, logo_ref: null, plan_tier: c.plan_tier, booking_mode: c.booking_mode, flags_json: c.flags_json,
      confirmed_at: nowIso, deleted_at: null, created_at: nowIso, updated_at: nowIso,
    }).execute();
    await db.insertInto('company_email_domains').values({ domain: c.domain, company_id: c.id, created_at: nowIso }).onConflict((oc) => oc.column('domain').doNothing()).execute();
    const roleIds = new Map<BuiltInRole, number>();
    for (const role of BuiltInRoleSchema.options) {
      const r = await db.insertInto('business_roles')
        .values({ company_id: c.id, builtin_role: role, name: BUILT_IN_ROLES[role].name, permissions_json: null, permission_set_key: null, created_at: nowIso })
        .returning('id').executeTakeFirstOrThrow();
      roleIds.set(role, r.id);
    }
    const profileIds = new Map<BuiltInRole, string>();
    for (const user of DEMO_BUSINESS_USERS.filter((u) => u.company === c.id)) {
      await db.insertInto('accounts').values({
        id: newId(), email: user.email, password_hash: DEMO_PASSWORD_HASH, name: user.name, marketing_optin: 0, disabled: 0, failed_login_count: 0,
        locked_until: null, created_at: nowIso, confirmed_at: nowIso,
      }).onConflict((oc) => oc.column('email').doNothing()).execute();
      const account = await db.selectFrom('accounts').select('id').where('email', '=', user.email).executeTakeFirstOrThrow();
      const taken = await db.selectFrom('business_profiles').select('id').where('account_id', '=', account.id).executeTakeFirst();
      if (taken) continue;
      const id = newId();
      await db.insertInto('business_profiles').values({
        id, account_id: account.id, company_id: c.id, role_id: roleIds.get(user.role) ?? 0, group_id: null,
        manager_profile_id: null, approver_profile_id: null,
        two_factor_enabled: 1, confirmed_at: nowIso, created_at: nowIso, updated_at: nowIso, guest_expires_at: null, sponsor_profile_id: null,
      }).execute();
      profileIds.set(user.role, id);
    }
    const traveler = profileIds.get('TRAVELER');
    if (traveler !== undefined) {
      await db.updateTable('business_profiles')
        .set({ manager_profile_id: profileIds.get('TRAVEL_MANAGER') ?? null, approver_profile_id: profileIds.get('APPROVER') ?? null })
        .where('company_id', '=', c.id).where('id', '=', traveler).execute();
    }
  }
}
