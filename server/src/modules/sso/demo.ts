/**
 * The demo company's SSO feature switch and configurations over the offline providers (issue #27 "npm start offers the demo company an
 * OIDC provider and a local SAML IdP"; README "Single sign-on"; the people: dev/local-sso-users.ts). `npm start`
 * (scripts/start.ts) calls {@link ensureDemoSsoConfigurations} once the providers and the server run: the SAML IdP's
 * signing certificate is generated at each start, so the SAML configuration is refreshed with it every time.
 *
 * - `acme-demo-saml`: SAML over `acme.example` (the seeded Acme users), IdP = the local IdP's metadata values.
 * - `acme-demo-oidc`: OpenID Connect over `oidc.acme.example`, issuer = the local OpenID provider, client
 *   `local-acme-sso` (secret sealed like any other), extra scope `acme` (the `role` and `department` claims).
 * Both: active, not SSO-only, provider not trusted as two-factor (each local provider's sign-in page has a "Use
 * multi-factor" choice, on by default, that asserts it), just-in-time provisioning on (default Traveler; `role`
 * `travel-manager` -> Travel manager; `department` -> the Acme group of that name).
 * An existing row keeps what an admin changed on the page; only the provider's address and certificate are refreshed.
 */
import type { Kysely } from 'kysely';
import type { SsoJit } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { seedDemoSsoFeature, seedDemoSsoPeople } from '../../db/seed-sso.ts';
import { DEMO_OIDC_DOMAIN, DEMO_SAML_DOMAIN, DEMO_SSO_COMPANY_ID, LOCAL_OIDC_SSO_CLIENT } from '../../dev/local-sso-users.ts';
import type { SecretBox } from '../business/secret-box.ts';
import type { SsoDirectory } from '../business/sso-directory.ts';
import { secretContext } from './configuration.ts';
import { normalizeCertificate } from './saml.ts';
import { findConfiguration, insertConfiguration, updateConfiguration } from './repository.ts';

/** Where the offline providers answer (null: that provider does not run). */
export interface DemoSsoProviders {
  oidcIssuer: string | null;
  saml: { entityId: string; ssoUrl: string; certificatePem: string } | null;
}

/** The demo configurations' ids. */
export const DEMO_SSO_CONFIGURATION_IDS = { saml: 'acme-demo-saml', oidc: 'acme-demo-oidc' } as const;

/** Creates or refreshes the demo company's two configurations (module docstring). Does nothing without the company. */
export async function ensureDemoSsoConfigurations(db: Kysely<Database>, directory: SsoDirectory, box: SecretBox, providers: DemoSsoProviders, now: () => number): Promise<void> {
  const company = await directory.company(DEMO_SSO_COMPANY_ID);
  if (!company) return;
  const nowIso = new Date(now()).toISOString();
  // Acme's SSO_INTEGRATION switch, the OIDC configuration's domain and its member (db/seed-sso.ts).
  await seedDemoSsoFeature(db, nowIso);
  if (providers.oidcIssuer) await seedDemoSsoPeople(db, nowIso);
  const traveler = await directory.builtInRoleId(DEMO_SSO_COMPANY_ID, 'TRAVELER');
  const manager = await directory.builtInRoleId(DEMO_SSO_COMPANY_ID, 'TRAVEL_MANAGER');
  const groupMappings: SsoJit['groupMappings'] = [];
  for (const name of ['Consulting', 'Engineering', 'Leadership']) {
    const id = await directory.groupIdByName(DEMO_SSO_COMPANY_ID, name);
    if (id !== null) groupMappings.push({ value: name, groupId: id });
  }
  const jit: SsoJit = {
    enabled: traveler !== null, defaultRoleId: traveler, defaultGroupId: null, roleAttribute: 'role', groupAttribute: 'department',
    roleMappings: manager !== null ? [{ value: 'travel-manager', roleId: manager }] : [], groupMappings,
  };
  const common = { active: 1, sso_only: 0, break_glass_account_id: null, trust_provider_mfa: 0, jit_json: JSON.stringify(jit), saml_from_metadata: 0 };
  const none = {
    oidc_issuer: null, oidc_client_id: null, oidc_client_secret: null, oidc_scopes_json: null, saml_idp_entity_id: null, saml_idp_sso_url: null, saml_certificates_json: null,
  };

  if (providers.saml) {
    const id = DEMO_SSO_CONFIGURATION_IDS.saml;
    const saml = { saml_idp_entity_id: providers.saml.entityId, saml_idp_sso_url: providers.saml.ssoUrl, saml_certificates_json: JSON.stringify([normalizeCertificate(providers.saml.certificatePem)]) };
    if (await findConfiguration(db, DEMO_SSO_COMPANY_ID, id)) await updateConfiguration(db, DEMO_SSO_COMPANY_ID, id, { ...saml, updated_at: nowIso });
    else {
      await insertConfiguration(db, {
        id, company_id: DEMO_SSO_COMPANY_ID, protocol: 'SAML', display_name: 'Acme SSO (SAML)', email_domains_json: JSON.stringify([DEMO_SAML_DOMAIN]),
        ...common, ...none, ...saml, created_at: nowIso, updated_at: nowIso,
      });
    }
  }
  if (providers.oidcIssuer) {
    const id = DEMO_SSO_CONFIGURATION_IDS.oidc;
    const oidc = {
      oidc_issuer: providers.oidcIssuer, oidc_client_id: LOCAL_OIDC_SSO_CLIENT.clientId, oidc_client_secret: box.seal(LOCAL_OIDC_SSO_CLIENT.clientSecret, secretContext(id)),
      oidc_scopes_json: JSON.stringify(['acme']),
    };
    if (await findConfiguration(db, DEMO_SSO_COMPANY_ID, id)) await updateConfiguration(db, DEMO_SSO_COMPANY_ID, id, { ...oidc, updated_at: nowIso });
    else {
      await insertConfiguration(db, {
        id, company_id: DEMO_SSO_COMPANY_ID, protocol: 'OIDC', display_name: 'Acme SSO (OpenID Connect)', email_domains_json: JSON.stringify([DEMO_OIDC_DOMAIN]),
        ...common, ...none, ...oidc, created_at: nowIso, updated_at: nowIso,
      });
    }
  }
}
