/**
 * The demo company's single sign-on (issue #27; README "Single sign-on"; people and domains: dev/local-sso-users.ts).
 Both run when `npm start` runs the offline providers (scripts/start.ts -> the sso module's demo set-up,
 * modules/sso/demo.ts), after the general seed; they are kept out of the test harness's seed, whose tests read Acme's
 * features, domains and users as the business seed makes them (e.g. "a feature beyond the tier is refused").
 * - {@link seedDemoSsoFeature}: Acme, on the bizPlus tier, gets SSO_INTEGRATION as a company feature switch (a `true`
 *   switch adds a feature the tier lacks, contract featuresOf), not a plan change, so the single sign-on page and the
 *   company SSO calls can be tried. Idempotent.
 * - {@link seedDemoSsoPeople}: Acme's second email domain `oidc.acme.example`, which the OpenID Connect configuration
 *   covers, and one member there (Olga Oidc, Traveler, no password: she signs in through the provider).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import { DEMO_OIDC_DOMAIN, DEMO_OIDC_MEMBER, DEMO_SSO_COMPANY_ID } from '../dev/local-sso-users.ts';

/** Turns Acme's SSO_INTEGRATION switch on (idempotent). */
export async function seedDemoSsoFeature(db: Kysely<Database>, nowIso: string): Promise<void> {
  const company = await db.selectFrom('companies').select(['feature_switches_json']).where('id', '=', DEMO_SSO_COMPANY_ID).executeTakeFirst();
  if (!company) return;
  let switches: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(company.feature_switches_json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) switches = parsed as Record<string, unknown>;
  } catch {
    // An unreadable value is replaced.
  }
  if (switches.SSO_INTEGRATION === true) return;
  await db.updateTable('companies').set({ feature_switches_json: JSON.stringify({ ...switches, SSO_INTEGRATION: true }), updated_at: nowIso })
    .where('id', '=', DEMO_SSO_COMPANY_ID).execute();
}

/** Adds Acme's `oidc.acme.example` domain and its one member (idempotent). */
export async function seedDemoSsoPeople(db: Kysely<Database>, nowIso: string): Promise<void> {
  const company = await db.selectFrom('companies').select('id').where('id', '=', DEMO_SSO_COMPANY_ID).executeTakeFirst();
  if (!company) return;
  await db.insertInto('company_email_domains').values({ domain: DEMO_OIDC_DOMAIN, company_id: DEMO_SSO_COMPANY_ID, created_at: nowIso })
    .onConflict((oc) => oc.column('domain').doNothing()).execute();
  const role = await db.selectFrom('business_roles').select('id').where('company_id', '=', DEMO_SSO_COMPANY_ID).where('builtin_role', '=', 'TRAVELER').executeTakeFirst();
  if (!role) return;
  await db.insertInto('accounts').values({
    id: randomBytes(16).toString('base64url'), email: DEMO_OIDC_MEMBER.email, password_hash: null, name: DEMO_OIDC_MEMBER.name, marketing_optin: 0, disabled: 0,
    failed_login_count: 0, locked_until: null, created_at: nowIso, confirmed_at: nowIso,
  }).onConflict((oc) => oc.column('email').doNothing()).execute();
  const account = await db.selectFrom('accounts').select('id').where('email', '=', DEMO_OIDC_MEMBER.email).executeTakeFirstOrThrow();
  if (await db.selectFrom('business_profiles').select('id').where('account_id', '=', account.id).executeTakeFirst()) return;
  await db.insertInto('business_profiles').values({
    id: randomBytes(16).toString('base64url'), account_id: account.id, company_id: DEMO_SSO_COMPANY_ID, role_id: role.id, group_id: null,
    manager_profile_id: null, approver_profile_id: null, two_factor_enabled: 0, confirmed_at: nowIso, created_at: nowIso, updated_at: nowIso,
    guest_expires_at: null, sponsor_profile_id: null,
  }).execute();
}
