/**
 * The SAML 2.0 service provider of company SSO (issue #27), through @node-saml/node-saml 5:
 * - SP-initiated Web Browser SSO: an unsigned AuthnRequest by the HTTP-Redirect binding to the IdP's SSO URL (its ID
 *   saved through the transaction's database-backed cache provider, so whichever server process receives the answer
 *   can check it), RelayState = the transaction's state; the answer comes to the ACS by HTTP-POST.
 * - What node-saml checks (options below): the assertion's XML signature against the configured IdP certificates
 *   (`wantAssertionsSigned`: an assertion without its own valid signature is refused even inside a signed Response;
 *   node-saml verifies the signed element and then reads ONLY the verified XML, one assertion at most, which defeats
 *   XML signature wrapping), InResponseTo (`validateInResponseTo: always`: a Response without it, i.e. an unsolicited
 *   IdP-initiated one, or with an ID we did not send through this transaction, is refused; the SubjectConfirmationData
 *   InResponseTo must agree), Conditions NotBefore/NotOnOrAfter and SubjectConfirmationData times (clock skew
 *   {@link SAML_CLOCK_SKEW_MS}), the AudienceRestriction (our SP entity id).
 * - What this file adds, on the VERIFIED assertion ({@link checkAssertion}): its Issuer is the IdP's entity id; a
 *   bearer SubjectConfirmationData whose Recipient is our ACS URL and whose InResponseTo is present; the Response's
 *   Destination, when given, is our ACS URL; the assertion ID and expiry for the replay cache (the service refuses a
 *   second use); the AuthnContextClassRef, read as multi-factor when it is one of {@link SAML_MFA_CONTEXT_CLASSES}.
 * Also: IdP metadata parsing ({@link parseIdpMetadata}) and certificate parsing ({@link parseCertificate}, node:crypto's
 * X509Certificate) for the admin's settings, and the SP metadata the admin hands to their IdP.
 *
 * XML parsing uses node-saml's own hardened DOM parser and xpath helpers (`@node-saml/node-saml/lib/xml`, the module
 * node-saml validates with), so metadata and assertions are read by one parser.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { SAML, ValidateInResponseTo, generateServiceProviderMetadata, type CacheProvider } from '@node-saml/node-saml';
import { parseDomFromString, xpath } from '@node-saml/node-saml/lib/xml.js';
import type { SsoCertificateInfo } from '@travel/contract';

/** Clock skew accepted on every SAML time, ms (IdPs and SPs drift a little; a minute is the usual allowance). */
export const SAML_CLOCK_SKEW_MS = 60_000;
/** How long an assertion ID stays in the replay cache when it names no NotOnOrAfter, ms. */
export const SAML_REPLAY_DEFAULT_TTL_MS = 10 * 60_000;
/** The NameID format asked for: the email address (what the product keys accounts by). */
export const SAML_NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/**
 * AuthnContextClassRef values read as multi-factor: SAML 2.0 Authentication Context classes that involve a second
 * factor (MobileTwoFactor*, TimeSyncToken, Smartcard PKI), REFEDS MFA, Microsoft Entra ID's multipleauthn, and the
 * value the offline test IdP sends for its "Use multi-factor" choice (the REFEDS one).
 */
export const SAML_MFA_CONTEXT_CLASSES: readonly string[] = [
  'https://refeds.org/profile/mfa',
  'http://schemas.microsoft.com/claims/multipleauthn',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorUnregistered',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:TimeSyncToken',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:SmartcardPKI',
];

/** A settings value the admin gave does not parse (the message says what to fix). */
export class SamlSettingsError extends Error {
  override name = 'SamlSettingsError';
}

/** A SAML answer was refused; `message` is for logs only. */
export class SamlResponseError extends Error {
  override name = 'SamlResponseError';
}

const PEM_RE = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/;

/** A certificate as PEM (`-----BEGIN CERTIFICATE-----`, 64-column base64) from PEM or bare base64 of the DER. */
export function normalizeCertificate(raw: string): string {
  const body = (PEM_RE.exec(raw)?.[1] ?? raw).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw new SamlSettingsError('The signing certificate is not a PEM or base64 X.509 certificate');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----`;
}

/**
 * Parses an X.509 certificate (PEM or bare base64).
 * @returns subject, validity, SHA-256 fingerprint and the normalised PEM
 * @throws SamlSettingsError when it does not parse
 */
export async function parseCertificate(raw: string): Promise<SsoCertificateInfo> {
  const pem = normalizeCertificate(raw);
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    throw new SamlSettingsError('The signing certificate does not parse as an X.509 certificate');
  }
  const iso = (text: string) => {
    const ms = Date.parse(text);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : text;
  };
  // Node prints the subject one RDN a line (`CN=...\nO=...`); shown comma-separated as X.509 tools do.
  return { subject: cert.subject.split('\n').filter(Boolean).join(', '), notBefore: iso(cert.validFrom), notAfter: iso(cert.validTo), fingerprintSha256: cert.fingerprint256, pem };
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/**
 * Reads an IdP's SAML metadata: the EntityDescriptor's entityID, the IDPSSODescriptor's HTTP-Redirect
 * SingleSignOnService Location, and its signing certificates (KeyDescriptor use="signing" or without `use`).
 * @throws SamlSettingsError naming what is missing
 */
export async function parseIdpMetadata(xml: string): Promise<{ entityId: string; ssoUrl: string; certificates: string[] }> {
  let doc: Document;
  try {
    doc = await parseDomFromString(xml.trim());
  } catch {
    throw new SamlSettingsError('The metadata is not well-formed XML');
  }
  const entity = xpath.selectElements(doc, "//*[local-name()='EntityDescriptor']")[0];
  const entityId = entity?.getAttribute('entityID') ?? '';
  if (!entityId) throw new SamlSettingsError('The metadata has no EntityDescriptor entityID');
  const idp = xpath.selectElements(entity!, "./*[local-name()='IDPSSODescriptor']")[0];
  if (!idp) throw new SamlSettingsError('The metadata has no IDPSSODescriptor (is it the identity provider metadata?)');
  const sso = xpath.selectElements(idp, "./*[local-name()='SingleSignOnService']").find((e) => e.getAttribute('Binding') === REDIRECT_BINDING);
  const ssoUrl = sso?.getAttribute('Location') ?? '';
  if (!ssoUrl) throw new SamlSettingsError('The metadata has no SingleSignOnService with the HTTP-Redirect binding');
  const certificates = xpath.selectElements(idp, "./*[local-name()='KeyDescriptor']")
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((k) => xpath.selectElements(k, ".//*[local-name()='X509Certificate']"))
    .map((c) => normalizeCertificate(c.textContent ?? ''));
  if (certificates.length === 0) throw new SamlSettingsError('The metadata has no signing certificate (KeyDescriptor with an X509Certificate)');
  return { entityId, ssoUrl, certificates };
}

/** What the SP needs of one configuration. */
export interface SamlSpSettings {
  spEntityId: string;
  acsUrl: string;
  idpEntityId: string;
  idpSsoUrl: string;
  idpCertificates: readonly string[];
}

/** Builds a node-saml SP for one configuration with a cache provider (the transaction's, backed by the database). */
export function samlSp(s: SamlSpSettings, cacheProvider: CacheProvider, requestTtlMs: number): SAML {
  return new SAML({
    issuer: s.spEntityId,
    callbackUrl: s.acsUrl,
    entryPoint: s.idpSsoUrl,
    idpCert: [...s.idpCertificates],
    idpIssuer: s.idpEntityId,
    audience: s.spEntityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestTtlMs,
    cacheProvider,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    identifierFormat: SAML_NAMEID_EMAIL,
    // No RequestedAuthnContext: the IdP picks the method (its multi-factor classes are read from the answer).
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
  });
}

/** The SP metadata the admin may upload to their IdP (entity id, ACS by HTTP-POST, signed assertions wanted). */
export function spMetadataXml(spEntityId: string, acsUrl: string): string {
  return generateServiceProviderMetadata({ issuer: spEntityId, callbackUrl: acsUrl, wantAssertionsSigned: true, identifierFormat: SAML_NAMEID_EMAIL });
}

/** What a verified assertion says. */
export interface SamlAssertionFacts {
  assertionId: string;
  /** When the replay entry may go: the assertion's NotOnOrAfter (Conditions, else SubjectConfirmationData). */
  expiresAtMs: number;
  authnContextClassRef: string | null;
  mfa: boolean;
}

const text = (el: Element | undefined) => (el?.textContent ?? '').trim();

/**
 * The checks node-saml leaves to the SP, on the verified assertion XML and the (unverified) Response around it.
 * @param assertionXml the assertion node-saml verified (profile.getAssertionXml())
 * @param responseXml the whole Response (only its Destination attribute is read)
 * @throws SamlResponseError when the Issuer, Recipient, InResponseTo or Destination is wrong or the ID is missing
 */
export async function checkAssertion(assertionXml: string, responseXml: string, s: Pick<SamlSpSettings, 'acsUrl' | 'idpEntityId'>, nowMs: number): Promise<SamlAssertionFacts> {
  const doc = await parseDomFromString(assertionXml);
  const assertion = doc.documentElement;
  if (assertion.localName !== 'Assertion') throw new SamlResponseError('not an assertion');
  const assertionId = assertion.getAttribute('ID') ?? '';
  if (!assertionId) throw new SamlResponseError('assertion without ID');
  if (text(xpath.selectElements(assertion, "./*[local-name()='Issuer']")[0]) !== s.idpEntityId) throw new SamlResponseError('assertion Issuer is not the IdP');
  const bearer = xpath.selectElements(assertion, "./*[local-name()='Subject']/*[local-name()='SubjectConfirmation']")
    .filter((c) => c.getAttribute('Method') === 'urn:oasis:names:tc:SAML:2.0:cm:bearer')
    .flatMap((c) => xpath.selectElements(c, "./*[local-name()='SubjectConfirmationData']"));
  const confirmed = bearer.find((d) => d.getAttribute('Recipient') === s.acsUrl && !!d.getAttribute('InResponseTo'));
  if (!confirmed) throw new SamlResponseError('no bearer SubjectConfirmationData with our ACS as Recipient and an InResponseTo');
  const response = (await parseDomFromString(responseXml)).documentElement;
  const destination = response.getAttribute('Destination');
  if (destination && destination !== s.acsUrl) throw new SamlResponseError('Response Destination is not our ACS');
  const conditions = xpath.selectElements(assertion, "./*[local-name()='Conditions']")[0];
  const notOnOrAfter = conditions?.getAttribute('NotOnOrAfter') || confirmed.getAttribute('NotOnOrAfter');
  const parsed = notOnOrAfter ? Date.parse(notOnOrAfter) : NaN;
  const classRef = text(xpath.selectElements(assertion, "./*[local-name()='AuthnStatement']/*[local-name()='AuthnContext']/*[local-name()='AuthnContextClassRef']")[0]) || null;
  return {
    assertionId,
    expiresAtMs: Number.isFinite(parsed) ? parsed + SAML_CLOCK_SKEW_MS : nowMs + SAML_REPLAY_DEFAULT_TTL_MS,
    authnContextClassRef: classRef,
    mfa: classRef !== null && SAML_MFA_CONTEXT_CLASSES.includes(classRef),
  };
}

/** The replay cache key of an assertion: SHA-256 of the IdP entity id and the assertion ID. */
export function assertionKey(idpEntityId: string, assertionId: string): string {
  return createHash('sha256').update(`${idpEntityId}\n${assertionId}`).digest('base64url');
}
