/**
 * Tables of migration 0034 (owned by the sso module, server/src/modules/sso): company single sign-on configurations,
 * sign-in transactions with their hand-off, the SAML assertion replay cache and the per-session SSO proof (issue #27).
 * Column meanings: the migration's docstring. Timestamps are ISO 8601 UTC text; JSON columns are text.
 */
import type { Selectable } from 'kysely';

export interface SsoConfigurationsTable {
  id: string;
  company_id: string;
  protocol: 'OIDC' | 'SAML';
  display_name: string;
  active: number;
  /** JSON array of lower-case domains. */
  email_domains_json: string;
  sso_only: number;
  break_glass_account_id: string | null;
  trust_provider_mfa: number;
  /** JSON of contract SsoJit. */
  jit_json: string;
  oidc_issuer: string | null;
  oidc_client_id: string | null;
  /** Sealed (secret-box `v1:...`, context `sso:{id}`), or null (a public client). */
  oidc_client_secret: string | null;
  /** JSON array of extra scopes. */
  oidc_scopes_json: string | null;
  saml_idp_entity_id: string | null;
  saml_idp_sso_url: string | null;
  /** JSON array of PEM certificates. */
  saml_certificates_json: string | null;
  saml_from_metadata: number;
  created_at: string;
  updated_at: string;
}
export type SsoConfigurationRow = Selectable<SsoConfigurationsTable>;

export interface SsoTransactionsTable {
  id: string;
  kind: 'popup' | 'entry' | 'test';
  session_id: string | null;
  company_id: string;
  configuration_id: string;
  state_hash: string | null;
  browser_hash: string | null;
  request_id_hash: string | null;
  created_at: string;
  expires_at: string;
  redirected_at: string | null;
  completed_at: string | null;
  handoff_hash: string | null;
  handoff_identity_json: string | null;
  handoff_expires_at: string | null;
  handoff_used_at: string | null;
  /** kind `test` only: sealed JSON `{ secret, actor }` (secret-box, context `sso-test:{id}`). */
  test_context: string | null;
}
export type SsoTransactionRow = Selectable<SsoTransactionsTable>;

export interface SsoSamlAssertionsTable {
  id_hash: string;
  configuration_id: string;
  expires_at: string;
  created_at: string;
}

export interface SsoSessionProofsTable {
  session_id: string;
  account_id: string;
  company_id: string;
  configuration_id: string;
  mfa_asserted: number;
  signed_in_at: string;
}

/** The sso module's tables, part of the Database interface. */
export interface SsoTables {
  sso_configurations: SsoConfigurationsTable;
  sso_transactions: SsoTransactionsTable;
  sso_saml_assertions: SsoSamlAssertionsTable;
  sso_session_proofs: SsoSessionProofsTable;
}
