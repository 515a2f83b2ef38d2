/**
 * One SSO configuration row read for the two halves of the module (admin-service.ts, signin-service.ts): its domains,
 * just-in-time settings, the OIDC relying-party and SAML service-provider settings (the client secret opened from the
 * secret box), and the per-company service-provider values (contract SsoServiceProviderSchema). Pure functions except
 * where a secret is opened.
 */
import {
  SSO_OIDC_CALLBACK_PATH, SSO_SAML_ACS_PATH, SSO_SAML_METADATA_PATH, SsoJitSchema, type SsoJit, type SsoServiceProvider,
} from '@travel/contract';
import type { SsoConfigurationRow } from '../../db/sso-tables.ts';
import type { SecretBox } from '../business/secret-box.ts';
import type { OidcSettings } from './oidc.ts';
import type { SamlSpSettings } from './saml.ts';

/** The JIT settings when a row holds none (or unreadable JSON): off. */
export const JIT_OFF: SsoJit = Object.freeze({ enabled: false, defaultRoleId: null, defaultGroupId: null, roleAttribute: null, groupAttribute: null, roleMappings: [], groupMappings: [] });

function parseJson(raw: string | null): unknown {
  try {
    return JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
}

/** The company's SP values: SAML entity id (= its SP metadata URL), ACS URL, metadata URL, OIDC redirect URI. */
export function serviceProviderOf(publicOrigin: string, companyId: string): SsoServiceProvider {
  const metadataUrl = `${publicOrigin}${SSO_SAML_METADATA_PATH.replace(':companyId', encodeURIComponent(companyId))}`;
  return { samlEntityId: metadataUrl, samlAcsUrl: `${publicOrigin}${SSO_SAML_ACS_PATH}`, samlMetadataUrl: metadataUrl, oidcRedirectUri: `${publicOrigin}${SSO_OIDC_CALLBACK_PATH}` };
}

/** The row's email domains (lower case). */
export function domainsOf(row: Pick<SsoConfigurationRow, 'email_domains_json'>): string[] {
  const list = parseJson(row.email_domains_json);
  return Array.isArray(list) ? list.filter((d): d is string => typeof d === 'string') : [];
}

/** The row's JIT settings ({@link JIT_OFF} when unreadable). */
export function jitOf(row: Pick<SsoConfigurationRow, 'jit_json'>): SsoJit {
  const parsed = SsoJitSchema.safeParse(parseJson(row.jit_json));
  return parsed.success ? parsed.data : JIT_OFF;
}

/** The row's IdP certificates (PEM). */
export function certificatesOf(row: Pick<SsoConfigurationRow, 'saml_certificates_json'>): string[] {
  const list = parseJson(row.saml_certificates_json);
  return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
}

/** The row's extra OIDC scopes. */
export function scopesOf(row: Pick<SsoConfigurationRow, 'oidc_scopes_json'>): string[] {
  const list = parseJson(row.oidc_scopes_json);
  return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
}

/** The secret-box context of a configuration's client secret (a sealed value copied onto another row does not open). */
export const secretContext = (id: string) => `sso:${id}`;

/** The relying-party settings of an OIDC row. @throws SecretBoxError when the stored secret does not open */
export function oidcSettingsOf(row: SsoConfigurationRow, box: SecretBox): OidcSettings {
  return {
    key: `${row.id}:${row.updated_at}`,
    issuer: row.oidc_issuer ?? '',
    clientId: row.oidc_client_id ?? '',
    clientSecret: row.oidc_client_secret ? box.open(row.oidc_client_secret, secretContext(row.id)) : null,
    scopes: scopesOf(row),
  };
}

/** The service-provider settings of a SAML row. */
export function samlSettingsOf(row: SsoConfigurationRow, sp: SsoServiceProvider): SamlSpSettings {
  return {
    spEntityId: sp.samlEntityId, acsUrl: sp.samlAcsUrl, idpEntityId: row.saml_idp_entity_id ?? '', idpSsoUrl: row.saml_idp_sso_url ?? '',
    idpCertificates: certificatesOf(row),
  };
}

/** The domain of an email (after the last `@`), lower case; '' when none. */
export function domainOfEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}
