/**
 * Company single sign-on: SAML 2.0 and OpenID Connect (issue #27). Spec: account-business-header-and-trips §3 ("Company
 * API bodies: SSO settings (id)"), §6 ("single sign-on can be managed by admins (calls only)"), §7 (Company, base
 * /i/api/business/company/v1/: `GET /sso`, `POST /sso`, `PUT /sso/{id}`, `DELETE /sso/{id}`,
 * `POST /sso/toggleactive/{a}/{b}`, `GET /sso/{id}/externalAuthorizationUrl`, `GET /sso/entrypointurl`), §8
 * (EXTERNAL_AUTH_REQUIRED is a silent code); core-and-business §6 (/business/integrations/sso needs SSO_INTEGRATION;
 * the calls need COMPANY_INTEGRATION_MANAGEMENT).
 *
 * Two halves:
 * 1. The admin's company calls ({@link SSO_COMPANY_PATHS}, inside the business route tree; COMPANY_INTEGRATION_MANAGEMENT
 *    and feature SSO_INTEGRATION; X-CSRF on state changes). Validation failures are 400 VALIDATION_ERROR envelopes with
 *    the `field` concerned (a domain that is not one of the company's email domains, a certificate that does not
 *    parse, an issuer without OpenID discovery, ...). An id of another company answers 404 NOT_FOUND.
 * 2. The sign-in calls of the frame's sign-in dialog ({@link SSO_DISCOVER_PATH}, {@link SSO_START_PATH},
 *    {@link SSO_EXCHANGE_PATH}), beside the social sign-in's (`/k/run/...`), with the same first-party pop-up and
 *    one-time hand-off (social.ts): discover -> start -> open `popupUrl` in the 500x640 pop-up -> the pop-up posts a
 *    {@link SocialHandoffMessageSchema} message (the SAME `type` and shape as the social pop-up's: `code` or `error`)
 *    to `window.opener` at the product origin exactly -> exchange the code from the frame (its own partitioned
 *    session) -> {@link SsoVerifyReplySchema}.
 *
 * Readings where the spec is silent (each repeated where it shapes a schema):
 * - A configuration covers email domains that must be among the company's verified email domains (company settings);
 *   a domain is covered by at most one ACTIVE configuration (two could not both answer discover).
 * - SSO-only mode: a password sign-in (and an emailed-code sign-in) of an email in an SSO-only configuration's domain
 *   answers status -1 EXTERNAL_AUTH_REQUIRED with errorField null (silent code, §8), except for the configuration's
 *   break-glass admin, who keeps their password so an identity-provider outage cannot lock the company out. The frame
 *   then asks {@link SSO_DISCOVER_PATH} and offers "Continue with {company}". SSO-only needs a break-glass admin.
 * - Just-in-time provisioning: an SSO identity of a covered domain without an account gets one (no password, email
 *   confirmed) and a business profile in the company, role and group from the attribute/claim mapping when a value
 *   maps, else the defaults. JIT off: such a sign-in is refused (SSO_JIT_DISABLED).
 * - Two-factor: a session signed in through SSO counts as the business two-factor when the provider asserted
 *   multi-factor (OIDC `amr`; SAML AuthnContextClassRef) or the configuration trusts the provider
 *   ({@link SsoConfigurationSchema} `trustProviderMfa`); otherwise the company's TOTP follows as for a password.
 * - Service-provider values are per company ({@link SsoServiceProviderSchema}): the admin can hand them to the IdP before
 *   creating the configuration. The ACS and OIDC redirect URI are the product's, shared by every company (the
 *   transaction behind RelayState / state says which configuration answers).
 * - IdP-initiated SAML (an unsolicited Response) is refused: InResponseTo is required and must match a request we
 *   sent. The company's entry URL ({@link SsoEntrypointUrlReplySchema}) is what an IdP tile or an intranet link opens:
 *   it starts an SP-initiated request, so the person lands signed in after one more redirect.
 */
import { z } from 'zod';
import { AUTH_VERIFY_STATUS, AuthVerifySuccessSchema, EMAIL_MAX_LENGTH, FormBooleanSchema } from './accounts.ts';
import { EmailDomainSchema } from './business.ts';
import { DisplayTextSchema } from './display-text.ts';

// ---------------------------------------------------------------------------------------------
// Paths

/** Base of the company SSO calls (account §7 "Company (base /i/api/business/company/v1/)"). */
export const SSO_COMPANY_API_BASE = '/i/api/business/company/v1/sso';

/**
 * The company SSO calls of account §7 (absolute; the server registers them inside the business route tree):
 * - `list` GET -> {@link SsoConfigurationsReplySchema}; POST {@link SsoConfigurationInputSchema} -> {@link SsoConfigurationSchema}
 * - `one` PUT {@link SsoConfigurationInputSchema} -> {@link SsoConfigurationSchema}; DELETE -> `{ ok: true }`
 * - `toggleActive` POST (no body; `:active` is `true` or `false`) -> {@link SsoConfigurationSchema}
 * - `externalAuthorizationUrl` GET -> {@link SsoExternalAuthorizationUrlReplySchema}
 * - `entrypointUrl` GET -> {@link SsoEntrypointUrlReplySchema}
 */
export const SSO_COMPANY_PATHS = {
  list: SSO_COMPANY_API_BASE,
  one: `${SSO_COMPANY_API_BASE}/:id`,
  toggleActive: `${SSO_COMPANY_API_BASE}/toggleactive/:id/:active`,
  externalAuthorizationUrl: `${SSO_COMPANY_API_BASE}/:id/externalAuthorizationUrl`,
  entrypointUrl: `${SSO_COMPANY_API_BASE}/entrypointurl`,
} as const;

/** {@link SSO_COMPANY_PATHS}`.one` for one configuration. */
export function ssoConfigurationPath(id: string): string {
  return SSO_COMPANY_PATHS.one.replace(':id', encodeURIComponent(id));
}
/** {@link SSO_COMPANY_PATHS}`.toggleActive` for one configuration. */
export function ssoToggleActivePath(id: string, active: boolean): string {
  return SSO_COMPANY_PATHS.toggleActive.replace(':id', encodeURIComponent(id)).replace(':active', String(active));
}
/** {@link SSO_COMPANY_PATHS}`.externalAuthorizationUrl` for one configuration. */
export function ssoExternalAuthorizationUrlPath(id: string): string {
  return SSO_COMPANY_PATHS.externalAuthorizationUrl.replace(':id', encodeURIComponent(id));
}

/** POST {@link SsoDiscoverRequestSchema} (X-CSRF, visitor), reply {@link SsoDiscoverReplySchema}. */
export const SSO_DISCOVER_PATH = '/k/run/sso/discover';
/** POST {@link SsoStartRequestSchema} (X-CSRF, visitor), reply {@link SsoStartReplySchema}. */
export const SSO_START_PATH = '/k/run/sso/start';
/** POST {@link SsoExchangeRequestSchema} (X-CSRF, visitor), reply {@link SsoVerifyReplySchema}. */
export const SSO_EXCHANGE_PATH = '/k/run/sso/exchange';
/** GET `?start=` (the pop-up's first page, from {@link SsoStartReplySchema} `popupUrl`): redirects to the provider. */
export const SSO_REDIRECT_PATH = '/k/run/sso/redirect';
/** GET: the OpenID Connect redirect URI of every company (code and state; answers the hand-off page). */
export const SSO_OIDC_CALLBACK_PATH = '/k/run/sso/oidc/callback';
/** POST (HTTP-POST binding, form SAMLResponse and RelayState): the SAML Assertion Consumer Service of every company. */
export const SSO_SAML_ACS_PATH = '/k/run/sso/saml/acs';
/** GET: the service provider's SAML metadata of one company (`:companyId`); its URL is also the SP entity id. */
export const SSO_SAML_METADATA_PATH = '/k/run/sso/saml/metadata/:companyId';
/**
 * GET: the company's SSO entry on the product (`:companyId`), opened first-party (intranet link, IdP tile): starts the
 * flow for the company's active configuration and, once signed in, lands on the product's business front door.
 */
export const SSO_ENTRY_PATH = '/k/run/sso/entry/:companyId';

/** Most configurations a company keeps (one per protocol and a spare while migrating). */
export const SSO_CONFIGURATIONS_MAX = 5;
/** Most email domains one configuration covers. */
export const SSO_DOMAINS_MAX = 50;
/** Most value -> role / value -> group mappings of one configuration. */
export const SSO_MAPPINGS_MAX = 50;
/** Longest IdP metadata XML accepted, characters. */
export const SSO_METADATA_MAX_CHARS = 200_000;
/** Longest PEM certificate accepted, characters. */
export const SSO_CERTIFICATE_MAX_CHARS = 20_000;

// ---------------------------------------------------------------------------------------------
// The configuration as the admin sees it

/** The two protocols (issue #27). */
export const SsoProtocolSchema = z.enum(['OIDC', 'SAML']);
export type SsoProtocol = z.infer<typeof SsoProtocolSchema>;

const RoleId = z.number().int().positive();
const GroupId = z.number().int().positive();
/** An attribute (SAML) or claim (OIDC) name: 1-200 printable characters. */
const AttributeNameSchema = z.string().trim().min(1).max(200).regex(/^[^\p{Cc}\s]+$/u, 'No spaces or control characters');
/** A value the provider sends in that attribute/claim (compared exactly, case-sensitive). */
const AttributeValueSchema = z.string().trim().min(1).max(200).regex(/^[^\p{Cc}]+$/u, 'No control characters');
/** An https URL (http allowed only for localhost / 127.0.0.1: the offline providers). */
const ProviderUrlSchema = z.string().trim().max(2048).refine((value) => {
  try {
    const url = new URL(value);
    const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) && url.username === '' && url.password === '' && url.hash === '';
  } catch {
    return false;
  }
}, 'Enter an https:// URL');

/**
 * Just-in-time provisioning (issue #27 "just-in-time creation of a business profile (role and group by default, or from
 * an IdP attribute/claim mapping)"). A new person gets the role of the first `roleMappings` entry whose value the
 * provider sent in `roleAttribute` (a multi-valued attribute: any of its values), else `defaultRoleId`; likewise the
 * group. Role and group ids are the company's (users page options). Only creation uses it: an existing profile keeps
 * its role and group (the users page or SCIM manages those).
 */
export const SsoJitSchema = z.object({
  enabled: z.boolean(),
  /** Role of a new profile when no mapping applies (required when enabled; the company's TRAVELER role is the usual choice). */
  defaultRoleId: RoleId.nullable(),
  /** Group of a new profile when no mapping applies; null: none. */
  defaultGroupId: GroupId.nullable(),
  /** The attribute (SAML) or claim (OIDC) holding the role value(s); null: roles always default. */
  roleAttribute: AttributeNameSchema.nullable(),
  groupAttribute: AttributeNameSchema.nullable(),
  roleMappings: z.array(z.object({ value: AttributeValueSchema, roleId: RoleId })).max(SSO_MAPPINGS_MAX),
  groupMappings: z.array(z.object({ value: AttributeValueSchema, groupId: GroupId })).max(SSO_MAPPINGS_MAX),
});
export type SsoJit = z.infer<typeof SsoJitSchema>;

/** The break-glass admin as the reply shows them (an active profile of the company). */
export const SsoBreakGlassSchema = z.object({ accountId: z.string(), email: z.string() });
export type SsoBreakGlass = z.infer<typeof SsoBreakGlassSchema>;

/** OpenID Connect settings as the reply shows them: the client secret never comes back, only whether one is set. */
export const SsoOidcSettingsSchema = z.object({
  /** The issuer; discovery is `{issuer}/.well-known/openid-configuration`. */
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  /** Scopes asked for (always including `openid email profile`). */
  scopes: z.array(z.string()),
});
export type SsoOidcSettings = z.infer<typeof SsoOidcSettingsSchema>;

/** A parsed X.509 signing certificate of the IdP. Times ISO 8601; fingerprint SHA-256, upper-case hex with colons. */
export const SsoCertificateInfoSchema = z.object({
  subject: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  fingerprintSha256: z.string(),
  /** The certificate itself (public), PEM. */
  pem: z.string(),
});
export type SsoCertificateInfo = z.infer<typeof SsoCertificateInfoSchema>;

/** SAML settings as the reply shows them: the values parsed from the metadata, or as typed. */
export const SsoSamlSettingsSchema = z.object({
  /** The IdP's entity id (the Issuer its responses must carry). */
  idpEntityId: z.string(),
  /** The IdP's single sign-on URL (HTTP-Redirect binding: where the AuthnRequest goes). */
  idpSsoUrl: z.string(),
  /** The IdP's signing certificates (metadata may list several during a rollover; any of them verifies). */
  certificates: z.array(SsoCertificateInfoSchema).min(1),
  /** Whether the values came from pasted metadata XML (true) or were typed one by one. */
  fromMetadata: z.boolean(),
});
export type SsoSamlSettings = z.infer<typeof SsoSamlSettingsSchema>;

/**
 * What the admin gives their identity provider (per company, known before any configuration exists):
 * SAML SP entity id (= the SP metadata URL), ACS URL (HTTP-POST binding), SP metadata URL; OIDC redirect URI.
 * The product signs nothing: AuthnRequests go unsigned by HTTP-Redirect (the IdP needs no SP certificate).
 */
export const SsoServiceProviderSchema = z.object({
  samlEntityId: z.string(),
  samlAcsUrl: z.string(),
  samlMetadataUrl: z.string(),
  oidcRedirectUri: z.string(),
});
export type SsoServiceProvider = z.infer<typeof SsoServiceProviderSchema>;

/** One SSO configuration as the admin sees it (reply of every company SSO call that answers one). */
export const SsoConfigurationSchema = z.object({
  id: z.string(),
  protocol: SsoProtocolSchema,
  /** What the sign-in dialog's button says: "Continue with {displayName}". */
  displayName: z.string(),
  active: z.boolean(),
  /** The email domains it covers (lower case; each one of the company's email domains). */
  emailDomains: z.array(z.string()),
  /** SSO-only mode: passwords (and emailed codes) of covered emails are refused, except for `breakGlass`. */
  ssoOnly: z.boolean(),
  /** The admin who may still use a password (required when `ssoOnly`), or null. */
  breakGlass: SsoBreakGlassSchema.nullable(),
  /** The company trusts its provider as two-factor: every SSO sign-in through it counts, asserted or not. */
  trustProviderMfa: z.boolean(),
  jit: SsoJitSchema,
  /** Present for OIDC, null for SAML. */
  oidc: SsoOidcSettingsSchema.nullable(),
  /** Present for SAML, null for OIDC. */
  saml: SsoSamlSettingsSchema.nullable(),
  serviceProvider: SsoServiceProviderSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SsoConfiguration = z.infer<typeof SsoConfigurationSchema>;

/** GET /sso: the company's configurations (oldest first) and the SP values for a new one. */
export const SsoConfigurationsReplySchema = z.object({
  configurations: z.array(SsoConfigurationSchema),
  serviceProvider: SsoServiceProviderSchema,
  /** The company's email domains a configuration may cover (company settings). */
  companyEmailDomains: z.array(z.string()),
});
export type SsoConfigurationsReply = z.infer<typeof SsoConfigurationsReplySchema>;

// ---------------------------------------------------------------------------------------------
// Request bodies

/** Path parameters of `/sso/{id}` calls. */
export const SsoIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
/** Path parameters of `/sso/toggleactive/{id}/{active}` (§7 `{a}/{b}`: the configuration and the new state). */
export const SsoToggleParamsSchema = z.object({ id: z.string().min(1).max(64), active: z.enum(['true', 'false']).transform((v) => v === 'true') });

const SsoCommonInputSchema = z.object({
  displayName: DisplayTextSchema.min(1).max(80),
  active: z.boolean().default(true),
  emailDomains: z.array(EmailDomainSchema).min(1).max(SSO_DOMAINS_MAX),
  ssoOnly: z.boolean().default(false),
  /** The break-glass admin's email: an active profile of the company holding COMPANY_INTEGRATION_MANAGEMENT. Required when `ssoOnly`. */
  breakGlassEmail: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).nullable().default(null),
  trustProviderMfa: z.boolean().default(false),
  jit: SsoJitSchema.default({ enabled: false, defaultRoleId: null, defaultGroupId: null, roleAttribute: null, groupAttribute: null, roleMappings: [], groupMappings: [] }),
});

/**
 * OIDC settings as typed. `clientSecret` is write-only: omitted on PUT keeps the stored one (required on create,
 * unless the provider is a public client; an empty string is refused). The issuer must answer OpenID discovery.
 */
export const SsoOidcInputSchema = z.object({
  issuer: ProviderUrlSchema,
  clientId: z.string().trim().min(1).max(500),
  clientSecret: z.string().min(1).max(2000).optional(),
  /** Extra scopes beyond `openid email profile` (e.g. `groups`). */
  extraScopes: z.array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'Not a scope')).max(20).default([]),
});
export type SsoOidcInput = z.input<typeof SsoOidcInputSchema>;

/**
 * SAML settings as typed: the IdP metadata XML, OR the entity id + SSO URL + signing certificate (PEM, or the bare
 * base64 of the DER). With metadata the three are read from it (IDPSSODescriptor, HTTP-Redirect SingleSignOnService,
 * signing KeyDescriptor) and any typed value is ignored.
 */
export const SsoSamlInputSchema = z.object({
  metadataXml: z.string().max(SSO_METADATA_MAX_CHARS).optional(),
  idpEntityId: z.string().trim().min(1).max(1024).optional(),
  idpSsoUrl: ProviderUrlSchema.optional(),
  certificatePem: z.string().max(SSO_CERTIFICATE_MAX_CHARS).optional(),
}).refine((s) => (s.metadataXml !== undefined && s.metadataXml.trim() !== '') || (s.idpEntityId !== undefined && s.idpSsoUrl !== undefined && s.certificatePem !== undefined), {
  message: 'Paste the identity provider metadata, or give its entity id, SSO URL and signing certificate',
  path: ['metadataXml'],
});
export type SsoSamlInput = z.input<typeof SsoSamlInputSchema>;

/** Body of POST /sso (create) and PUT /sso/{id} (replace; the protocol of an existing configuration cannot change). */
export const SsoConfigurationInputSchema = z.discriminatedUnion('protocol', [
  SsoCommonInputSchema.extend({ protocol: z.literal('OIDC'), oidc: SsoOidcInputSchema }),
  SsoCommonInputSchema.extend({ protocol: z.literal('SAML'), saml: SsoSamlInputSchema }),
]);
export type SsoConfigurationInput = z.input<typeof SsoConfigurationInputSchema>;
export type SsoConfigurationInputParsed = z.output<typeof SsoConfigurationInputSchema>;

// ---------------------------------------------------------------------------------------------
// Other company replies

/**
 * GET /sso/{id}/externalAuthorizationUrl: the identity provider's real sign-in URL of a TEST of that configuration
 * (active or not: an admin tests before turning it on), which the frame's "Test sign-in" pop-up opens. Each call makes
 * a new test transaction, usable ONCE and for 10 minutes: for OIDC the discovered authorization endpoint with
 * client_id, redirect_uri, response_type=code, scope, state, nonce and a PKCE S256 challenge (the verifier stays
 * sealed on the server, never in the URL); for SAML the IdP SSO URL with an AuthnRequest
 * (HTTP-Redirect binding, its ID kept for InResponseTo) and RelayState. The provider's answer goes through every
 * check of a real sign-in but signs no one in and creates nothing: the pop-up shows a result page (whether the test
 * worked and what the provider sent: the email and whether the configuration covers its domain, multi-factor, the
 * name, the just-in-time role and group; or why it failed) with a Close button, and the company's audit log records
 * `ssoConfiguration.test`. 400 VALIDATION_ERROR `oidc.issuer` when OIDC discovery fails.
 */
export const SsoExternalAuthorizationUrlReplySchema = z.object({ protocol: SsoProtocolSchema, url: z.string() });
export type SsoExternalAuthorizationUrlReply = z.infer<typeof SsoExternalAuthorizationUrlReplySchema>;

/**
 * GET /sso/entrypointurl: the company's SSO start URL on the product ({@link SSO_ENTRY_PATH}), for the intranet link
 * and the IdP's app tile (IdP-initiated sign-in: the tile opens this URL, which sends an SP-initiated request).
 * `active` false: the company has no active configuration, so the URL answers a page saying so.
 */
export const SsoEntrypointUrlReplySchema = z.object({ url: z.string(), active: z.boolean() });
export type SsoEntrypointUrlReply = z.infer<typeof SsoEntrypointUrlReplySchema>;

// ---------------------------------------------------------------------------------------------
// Sign-in calls (frame)

/** Body of {@link SSO_DISCOVER_PATH} and {@link SSO_START_PATH}: the email typed in the sign-in dialog. */
export const SsoDiscoverRequestSchema = z.object({ email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH) });
export type SsoDiscoverRequest = z.input<typeof SsoDiscoverRequestSchema>;

/**
 * Reply of {@link SSO_DISCOVER_PATH}: whether the email's DOMAIN is covered by an active configuration, and what the
 * dialog needs to offer it. The answer depends on the domain only (any address of the domain, existing or not, gets
 * the same reply), so it tells nothing about accounts. `ssoOnly` true: the dialog should not offer the password.
 */
export const SsoDiscoverReplySchema = z.object({
  sso: z.object({
    /** "Continue with {companyName}" (the button may use `displayName` when it differs). */
    companyName: z.string(),
    displayName: z.string(),
    protocol: SsoProtocolSchema,
    ssoOnly: z.boolean(),
  }).nullable(),
});
export type SsoDiscoverReply = z.infer<typeof SsoDiscoverReplySchema>;

/** Body of {@link SSO_START_PATH}. */
export const SsoStartRequestSchema = SsoDiscoverRequestSchema;
export type SsoStartRequest = z.input<typeof SsoStartRequestSchema>;

/**
 * Reply of {@link SSO_START_PATH}: `popupUrl` (product origin) to open in the 500x640 pop-up (social.ts
 * SOCIAL_POPUP_WIDTH_PX/HEIGHT_PX), or status -1 SSO_NOT_CONFIGURED when the domain has no active configuration.
 */
export const SsoStartReplySchema = z.union([
  z.object({ status: z.literal(0), popupUrl: z.string() }),
  z.object({ status: z.literal(-1), errorCode: z.literal('SSO_NOT_CONFIGURED'), message: z.string() }),
]);
export type SsoStartReply = z.infer<typeof SsoStartReplySchema>;

/** Body of {@link SSO_EXCHANGE_PATH}: the hand-off code of the pop-up's message; sticky (remember me), userInfo. */
export const SsoExchangeRequestSchema = z.object({
  code: z.string().min(16).max(200),
  sticky: FormBooleanSchema.default(true),
  userInfo: FormBooleanSchema.default(false),
});
export type SsoExchangeRequest = z.input<typeof SsoExchangeRequestSchema>;

/**
 * `errorCode` of a status -1 SSO exchange reply:
 * - INVALID_SSO_HANDOFF: the hand-off code is unknown, used, expired or of another session.
 * - SSO_NOT_CONFIGURED: the configuration was turned off or removed meanwhile.
 * - SSO_EMAIL_NOT_COVERED: the provider's email is not in one of the configuration's domains (or has none).
 * - SSO_OTHER_COMPANY: the email's account has a business profile in another company, or a deactivated one here.
 * - SSO_JIT_DISABLED: no account of that email, and the configuration does not create them.
 * - ACCOUNT_LOCKED, ACCOUNT_DISABLED: as a password sign-in (accounts.ts).
 */
export const SsoVerifyErrorCodeSchema = z.enum([
  'INVALID_SSO_HANDOFF', 'SSO_NOT_CONFIGURED', 'SSO_EMAIL_NOT_COVERED', 'SSO_OTHER_COMPANY', 'SSO_JIT_DISABLED', 'ACCOUNT_LOCKED', 'ACCOUNT_DISABLED',
]);
export type SsoVerifyErrorCode = z.infer<typeof SsoVerifyErrorCodeSchema>;

/** Status -1 of {@link SSO_EXCHANGE_PATH} (HTTP 200; errorField always null: a dialog-level message). */
export const SsoVerifyErrorSchema = z.object({
  status: z.literal(AUTH_VERIFY_STATUS.error),
  errorField: z.null(),
  message: z.string(),
  errorCode: SsoVerifyErrorCodeSchema,
});
export type SsoVerifyError = z.infer<typeof SsoVerifyErrorSchema>;

/**
 * Reply of {@link SSO_EXCHANGE_PATH}: status 0 as every sign-in (new `sid` cookie, `formtoken`; message `signin`, or
 * `signup` when just-in-time provisioning created the account), or status -1 {@link SsoVerifyErrorSchema}.
 */
export const SsoVerifyReplySchema = z.discriminatedUnion('status', [AuthVerifySuccessSchema, SsoVerifyErrorSchema]);
export type SsoVerifyReply = z.infer<typeof SsoVerifyReplySchema>;
