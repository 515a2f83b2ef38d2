/**
 * The demo business companies `npm start` (and every test harness) seeds, so a person can try every role
 * (issue #24 "Seeded demo company"). Idempotent: a company that exists is left as it is.
 *
 * - **Acme Corporation** (`acme`, tier bizPlus, booking mode TRAVELER_OR_TRAVEL_MANAGER, domain acme.example, the
 *   `roles`, `entities`, `integrations` and `accountPermissions` flags on, so every admin hub page can be tried): one
 *   user per built-in role, emails below, e.g. `admin@acme.example`. The
 *   traveler's manager is the travel manager and their approver the approver. The arranger books for the traveler
 *   (named arranger) and the event editor (allows any arranger): {@link seedDemoArrangers}.
 * - **Globex** (`globex`, tier biz, domain globex.example): an admin and a traveler, for the isolation tests (a user of
 *   a second company never reads or changes Acme's rows).
 *
 * Every demo user's password is {@link DEMO_BUSINESS_PASSWORD} (`Business-demo-2026`); the seed stores only its
 * Argon2id hash (precomputed with the accounts module's parameters, so seeding costs no hashing).
 *
 * Two-factor (modules/business/two-factor*.ts): every demo user is seeded ENROLLED with a fixed TOTP secret
 * ({@link demoTotpSecret}, printed in README "Business edition"; `npx tsx scripts/totp.ts <secret>` prints the current
 * code), stored encrypted like real ones (AES-256-GCM under TWO_FACTOR_ENCRYPTION_KEY or the generated key:
 * modules/business/two-factor-secrets.ts), and 10 fixed recovery codes ({@link demoRecoveryCodes}, stored as SHA-256 like real ones), except
 * `newadmin@acme.example` (a second Acme company admin), seeded NOT enrolled so a person can try the enrolment.
 * Signing in still needs a code per session, as for real users. Demo secrets are public: demo data only.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BUILT_IN_ROLES, BuiltInRoleSchema, type BuiltInRole } from '@travel/contract';
import type { Database } from './database.ts';
import { loadTwoFactorSecretBox } from '../modules/business/two-factor-secrets.ts';

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
  /** False for the one demo user seeded without two-factor (to try enrolment). */
  enrolled: boolean;
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
  ...BuiltInRoleSchema.options.map((role) => ({
    company: 'acme' as const, role, email: `${ACME_LOCAL_PARTS[role][0]}@acme.example`, name: ACME_LOCAL_PARTS[role][1], enrolled: true,
  })),
  { company: 'globex', role: 'COMPANY_ADMIN', email: 'admin@globex.example', name: 'Gus Globex', enrolled: true },
  { company: 'globex', role: 'TRAVELER', email: 'traveler@globex.example', name: 'Gail Globex', enrolled: true },
  { company: 'acme', role: 'COMPANY_ADMIN', email: 'newadmin@acme.example', name: 'Nia Newadmin', enrolled: false },
]);

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/**
 * The fixed demo TOTP secret of a demo user's email: base32 (32 characters) of SHA-1(`demo-totp:{email}`), so the
 * README can print it and tests can compute codes. Demo data only: real secrets are random (two-factor-totp.ts).
 */
export function demoTotpSecret(email: string): string {
  return base32(createHash('sha1').update(`demo-totp:${email}`).digest());
}

/** The 10 fixed demo recovery codes of a demo user (canonical 16 base32 characters, as real codes). Demo data only. */
export function demoRecoveryCodes(email: string): string[] {
  return Array.from({ length: 10 }, (_, i) => base32(createHash('sha256').update(`demo-recovery:${email}:${i}`).digest().subarray(0, 10)));
}

/** SHA-256 hex of a canonical recovery code: the stored form (the same as modules/business/two-factor-totp.ts hashRecoveryCode). */
const recoveryCodeHash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

const COMPANIES = [
  {
    id: 'acme', name: 'Acme Corporation', plan_tier: 'bizPlus' as const, booking_mode: 'TRAVELER_OR_TRAVEL_MANAGER' as const, domain: 'acme.example',
    flags_json: JSON.stringify({ roles: true, entities: true, integrations: true, accountPermissions: true }),
  },
  { id: 'globex', name: 'Globex', plan_tier: 'biz' as const, booking_mode: 'TRAVELER_ONLY' as const, domain: 'globex.example', flags_json: '{}' },
];

const newId = () => randomBytes(16).toString('base64url');

/**
 * Seeds the demo companies, their built-in role rows and their users (accounts + business profiles). A company that
 * exists is skipped; an email that already has an account keeps it and gets the profile only if it has none.
 * @param db a transaction of the seed
 * @param nowIso the seeding time
 * @param twoFactorEncryptionKey the TWO_FACTOR_ENCRYPTION_KEY setting (unset: the generated key in `server_secrets`)
 */
export async function seedDemoBusiness(db: Kysely<Database>, nowIso: string, twoFactorEncryptionKey?: string): Promise<void> {
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
        two_factor_enabled: user.enrolled ? 1 : 0, confirmed_at: nowIso, created_at: nowIso, updated_at: nowIso, guest_expires_at: null, sponsor_profile_id: null,
      }).execute();
      if (!profileIds.has(user.role)) profileIds.set(user.role, id);
    }
    const traveler = profileIds.get('TRAVELER');
    if (traveler !== undefined) {
      await db.updateTable('business_profiles')
        .set({ manager_profile_id: profileIds.get('TRAVEL_MANAGER') ?? null, approver_profile_id: profileIds.get('APPROVER') ?? null })
        .where('company_id', '=', c.id).where('id', '=', traveler).execute();
      // Issue #25: Acme's traveler has asked for a trip to be booked for them, so the demo arranger's "Trips to book"
      // (/business/book) has something in its queue.
      if (c.booking_mode === 'TRAVELER_OR_TRAVEL_MANAGER') {
        await db.insertInto('business_book_on_behalf_requests').values({
          id: `bob_demo_${c.id}`, company_id: c.id, requester_profile_id: traveler, vertical: 'hotels',
          details: 'Two nights in London near the office for the client workshop, a 3- or 4-star hotel please.',
          start_date: new Date(Date.parse(nowIso) + 30 * 86_400_000).toISOString().slice(0, 10),
          end_date: new Date(Date.parse(nowIso) + 32 * 86_400_000).toISOString().slice(0, 10),
          state: 'OPEN', fulfilled_by_profile_id: null, booking_reference: null, created_at: nowIso, closed_at: null,
        }).execute();
      }
    }
  }
  await seedDemoTwoFactor(db, nowIso, twoFactorEncryptionKey);
  await seedDemoArrangers(db, nowIso);
}

/**
 * Booking for another traveler (issue #25), so a person can try it: at Acme, the traveler (`traveler@acme.example`)
 * names the travel arranger (`arranger@acme.example`) as their arranger (TRIP_EVENT_BOOK_FOR_EXPLICIT), and the event
 * editor (`events@acme.example`) lets any arranger book for them (TRIP_EVENT_BOOK_FOR_ALL_ALLOWING). The arranger can
 * then book for exactly those two; the travel manager and helpdesk (TRIP_EVENT_BOOK_FOR_ALL) for everyone. Idempotent,
 * also on a database seeded before migration 0023.
 */
async function seedDemoArrangers(db: Kysely<Database>, nowIso: string): Promise<void> {
  const profileOf = async (email: string) => (await db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.company_id']).where('a.email', '=', email).where('p.company_id', '=', 'acme').executeTakeFirst());
  const [traveler, arranger, events] = await Promise.all(['traveler@acme.example', 'arranger@acme.example', 'events@acme.example'].map(profileOf));
  if (traveler && arranger) {
    await db.insertInto('business_profile_arrangers')
      .values({ company_id: 'acme', traveler_profile_id: traveler.id, arranger_profile_id: arranger.id, created_at: nowIso })
      .onConflict((oc) => oc.columns(['traveler_profile_id', 'arranger_profile_id']).doNothing()).execute();
  }
  if (events) await db.updateTable('business_profiles').set({ allows_any_arranger: 1 }).where('company_id', '=', 'acme').where('id', '=', events.id).execute();
}

/**
 * Gives every enrolled demo user its fixed authenticator (secret sealed like a real one) and recovery codes when it has
 * none (also on a database seeded before migration 0019), and the profile's `two_factor_enabled`.
 */
async function seedDemoTwoFactor(db: Kysely<Database>, nowIso: string, encryptionKey: string | undefined): Promise<void> {
  const box = await loadTwoFactorSecretBox(db, encryptionKey, () => Date.parse(nowIso));
  for (const user of DEMO_BUSINESS_USERS.filter((u) => u.enrolled)) {
    const profile = await db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select(['p.id', 'p.company_id']).where('a.email', '=', user.email).where('p.company_id', '=', user.company).executeTakeFirst();
    if (!profile) continue;
    const has = await db.selectFrom('business_two_factor').select('profile_id').where('profile_id', '=', profile.id).executeTakeFirst();
    if (has) continue;
    await db.insertInto('business_two_factor').values({
      profile_id: profile.id, company_id: profile.company_id, secret: box.seal(demoTotpSecret(user.email), profile.id), status: 'active', last_used_step: null,
      created_at: nowIso, confirmed_at: nowIso,
    }).execute();
    await db.insertInto('business_recovery_codes')
      .values(demoRecoveryCodes(user.email).map((code) => ({ profile_id: profile.id, company_id: profile.company_id, code_hash: recoveryCodeHash(code), used_at: null, created_at: nowIso })))
      .execute();
    await db.updateTable('business_profiles').set({ two_factor_enabled: 1 }).where('id', '=', profile.id).execute();
  }
}
