/**
 * Migration 0034: company single sign-on, SAML 2.0 and OpenID Connect (issue #27; account-business-header-and-trips §3
 * "SSO settings (id)", §6, §7 Company SSO calls; core-and-business §6 SSO_INTEGRATION). Owned by the sso module
 * (server/src/modules/sso). FROZEN once released: never edit, never import application code; add a new migration.
 *
 * - `sso_configurations`: a company's identity provider settings: protocol OIDC / SAML, display name, active, the
 *   email domains it covers (JSON array), SSO-only mode and its break-glass account, whether the provider is trusted as
 *   two-factor, just-in-time provisioning (JSON: default role and group, attribute names, value mappings); OIDC issuer,
 *   client id, the client secret SEALED (secret-box `v1:...`, bound to `sso:{id}`), scopes (JSON); SAML IdP entity id,
 *   SSO URL, signing certificates (JSON array of PEM) and whether they came from pasted metadata.
 * - `sso_transactions`: one sign-in attempt (pop-up of a frame session, or the company's first-party entry URL), or an
 *   admin's test of a configuration (`kind` test: no session, no browser cookie; `test_context` holds, SEALED
 *   (secret-box, bound to `sso-test:{id}`), the secret the PKCE verifier and nonce derive from and the admin who tested):
 *   `id` = SHA-256 of the start token; the hashes of the OIDC state / SAML RelayState, of the pop-up cookie's secret
 *   (browser binding; the PKCE verifier and nonce are derived from it, never stored) and of the SAML AuthnRequest ID
 *   (InResponseTo); single use (`redirected_at`, `completed_at`), expiry `expires_at`. After a verified answer it holds
 *   the hand-off: the code's hash, the verified identity (JSON), its expiry and use.
 * - `sso_saml_assertions`: replay cache: SHA-256 of (IdP entity id, assertion ID), kept until the assertion's
 *   NotOnOrAfter; a second use of an assertion ID is refused.
 * - `sso_session_proofs`: which signed-in account of which session signed in through which configuration, and whether
 *   the provider asserted multi-factor; the business principal reads it (business two-factor rule). Rows go with their
 *   session (every sign-in regenerates the session id), their account and their configuration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_configurations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('protocol', 'text', (c) => c.notNull().check(sql`protocol in ('OIDC', 'SAML')`))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_domains_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sso_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('break_glass_account_id', 'text', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('trust_provider_mfa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('jit_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('oidc_issuer', 'text')
    .addColumn('oidc_client_id', 'text')
    .addColumn('oidc_client_secret', 'text')
    .addColumn('oidc_scopes_json', 'text')
    .addColumn('saml_idp_entity_id', 'text')
    .addColumn('saml_idp_sso_url', 'text')
    .addColumn('saml_certificates_json', 'text')
    .addColumn('saml_from_metadata', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_configurations_company_idx').on('sso_configurations').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('sso_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('popup', 'entry', 'test')`))
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('configuration_id', 'text', (c) => c.notNull().references('sso_configurations.id').onDelete('cascade'))
    .addColumn('state_hash', 'text')
    .addColumn('browser_hash', 'text')
    .addColumn('request_id_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('redirected_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('handoff_hash', 'text')
    .addColumn('handoff_identity_json', 'text')
    .addColumn('handoff_expires_at', 'text')
    .addColumn('handoff_used_at', 'text')
    .addColumn('test_context', 'text')
    .execute();
  await db.schema.createIndex('sso_transactions_state_uq').on('sso_transactions').column('state_hash').unique().execute();
  await db.schema.createIndex('sso_transactions_handoff_uq').on('sso_transactions').column('handoff_hash').unique().execute();
  await db.schema.createIndex('sso_transactions_expires_idx').on('sso_transactions').column('expires_at').execute();

  await db.schema
    .createTable('sso_saml_assertions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('configuration_id', 'text', (c) => c.notNull().references('sso_configurations.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_saml_assertions_expires_idx').on('sso_saml_assertions').column('expires_at').execute();

  await db.schema
    .createTable('sso_session_proofs')
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('configuration_id', 'text', (c) => c.notNull().references('sso_configurations.id').onDelete('cascade'))
    .addColumn('mfa_asserted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signed_in_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_session_proofs_pk', ['session_id', 'account_id'])
    .execute();
  await db.schema.createIndex('sso_session_proofs_account_idx').on('sso_session_proofs').column('account_id').execute();
  await db.schema.createIndex('sso_session_proofs_configuration_idx').on('sso_session_proofs').column('configuration_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sso_session_proofs', 'sso_saml_assertions', 'sso_transactions', 'sso_configurations']) {
    await db.schema.dropTable(table).execute();
  }
}
