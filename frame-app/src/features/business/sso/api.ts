/**
 * The single sign-on page's calls (issue #27; account-business-header-and-trips §7 "SSO": `GET /sso`, `POST /sso`,
 * `PUT /sso/{id}`, `DELETE /sso/{id}`, `POST /sso/toggleactive/{a}/{b}`, `GET /sso/{id}/externalAuthorizationUrl`,
 * `GET /sso/entrypointurl` under the company base; contract sso.ts) through the frame's one HTTP client: replies parsed
 * with their contract schema, X-CSRF added on POST/PUT/DELETE. Failures reject with ApiRequestError in the contract's
 * envelope: 400 VALIDATION_ERROR with its `field` (a domain not the company's, a certificate or metadata that does not
 * parse, an issuer without discovery, SSO-only without a break-glass administrator...), 403, 404 NOT_FOUND (deleted
 * meanwhile), 429.
 */
import {
  AdminOkReplySchema, SSO_COMPANY_PATHS, SsoConfigurationSchema, SsoConfigurationsReplySchema, SsoEntrypointUrlReplySchema,
  SsoExternalAuthorizationUrlReplySchema, ssoConfigurationPath, ssoExternalAuthorizationUrlPath, ssoToggleActivePath, type SsoConfiguration,
  type SsoConfigurationInput, type SsoConfigurationsReply, type SsoEntrypointUrlReply, type SsoExternalAuthorizationUrlReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /sso: the company's configurations, the service-provider values and the company's email domains. */
export function fetchSsoConfigurations(signal?: AbortSignal): Promise<SsoConfigurationsReply> {
  return apiClient.get(SSO_COMPANY_PATHS.list, SsoConfigurationsReplySchema, withSignal(signal));
}

/** POST /sso: the new configuration. */
export function createSsoConfiguration(body: SsoConfigurationInput): Promise<SsoConfiguration> {
  return apiClient.post(SSO_COMPANY_PATHS.list, body, SsoConfigurationSchema);
}

/** PUT /sso/{id}: the configuration as replaced (an OIDC client secret left out is kept). */
export function updateSsoConfiguration(id: string, body: SsoConfigurationInput): Promise<SsoConfiguration> {
  return apiClient.put(ssoConfigurationPath(id), body, SsoConfigurationSchema);
}

/** DELETE /sso/{id}. */
export async function deleteSsoConfiguration(id: string): Promise<void> {
  await apiClient.delete(ssoConfigurationPath(id), AdminOkReplySchema);
}

/** POST /sso/toggleactive/{id}/{active}: the configuration turned on or off. */
export function toggleSsoConfiguration(id: string, active: boolean): Promise<SsoConfiguration> {
  return apiClient.post(ssoToggleActivePath(id, active), {}, SsoConfigurationSchema);
}

/** GET /sso/{id}/externalAuthorizationUrl: the provider's sign-in URL of a one-use test, which the test pop-up opens. */
export function fetchExternalAuthorizationUrl(id: string): Promise<SsoExternalAuthorizationUrlReply> {
  return apiClient.get(ssoExternalAuthorizationUrlPath(id), SsoExternalAuthorizationUrlReplySchema);
}

/** GET /sso/entrypointurl: the company's sign-in link on the product. */
export function fetchSsoEntrypointUrl(signal?: AbortSignal): Promise<SsoEntrypointUrlReply> {
  return apiClient.get(SSO_COMPANY_PATHS.entrypointUrl, SsoEntrypointUrlReplySchema, withSignal(signal));
}
