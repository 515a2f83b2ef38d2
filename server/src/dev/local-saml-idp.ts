/**
 * The offline SAML 2.0 identity provider `npm start` and the tests run (issue #27 "a local SAML IdP (a small test IdP
 * signing with a generated key)"), served by the local OpenID provider's HTTP server under `/saml/` (no port of its
 * own: the e2e stack uses fixed ports). A development tool, never a production IdP.
 *
 * - Key and certificate: an RSA 2048 key pair (WebCrypto) and a self-signed X.509 certificate (@peculiar/x509),
 *   generated at each start; {@link LocalSamlIdp.metadataXml} at `/saml/metadata` publishes them (entity id = that URL).
 * - `GET /saml/sso?SAMLRequest=&RelayState=` (HTTP-Redirect binding): reads the AuthnRequest (its ID, its
 *   AssertionConsumerServiceURL, which must be on a product origin it was started for, and its Issuer, the SP entity id
 *   used as the audience) and shows the sign-in page: the demo people ({@link LOCAL_SAML_USERS}) as buttons
 *   "Sign in as {name}", a "Use multi-factor" choice (on by default: the assertion's AuthnContextClassRef is then the
 *   REFEDS MFA profile, else PasswordProtectedTransport), and Cancel.
 * - `POST /saml/login`: answers the product's ACS with an auto-submitting form (HTTP-POST binding): a Response whose
 *   Assertion is signed (RSA-SHA256, exclusive c14n, xml-crypto) with InResponseTo = the request's ID, Recipient and
 *   Destination = its ACS URL, Audience = its Issuer, a 5-minute validity, NameID and `email` = the person's email, plus
 *   `givenName`, `surname`, `displayName`, `role` and `department` attributes. Cancel answers a Responder/AuthnFailed
 *   status without an assertion.
 *
 * Tests forge answers with the same pieces: {@link buildSamlResponse} (unsigned, expired, another audience, a chosen
 * assertion ID...), {@link signSamlXml} and {@link wrapSignedAssertion} (XML signature wrapping).
 */
// @peculiar/x509's dependency injection (tsyringe) needs the Reflect metadata polyfill loaded first (its CommonJS build,
// which `tsx` loads, throws without it); @simplewebauthn/server brings the same polyfill for the product.
import 'reflect-metadata';
import { randomBytes, webcrypto } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type http from 'node:http';
import * as x509 from '@peculiar/x509';
import { SignedXml } from 'xml-crypto';
import { parseDomFromString, xpath } from '@node-saml/node-saml/lib/xml.js';
import { LOCAL_SAML_PATHS, LOCAL_SAML_USERS, type LocalSsoUser } from './local-sso-users.ts';

/** The AuthnContextClassRef of a sign-in with (and without) the "Use multi-factor" choice. */
export const SAML_MFA_CLASS = 'https://refeds.org/profile/mfa';
export const SAML_PASSWORD_CLASS = 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
/** How long an assertion is valid, ms. */
export const LOCAL_SAML_ASSERTION_TTL_MS = 5 * 60_000;

const NS_PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const NS_ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

/** The IdP's signing identity. */
export interface SamlIdpKeys {
  entityId: string;
  privateKeyPem: string;
  certificatePem: string;
}

export interface LocalSamlIdp extends SamlIdpKeys {
  /** `{origin}/saml/sso`: the HTTP-Redirect SingleSignOnService. */
  ssoUrl: string;
  /** The IdP metadata (entity id, SSO service, signing certificate). */
  metadataXml(): string;
  /** Answers a request under `/saml/`; @returns false when the path is not the IdP's */
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const newId = () => `_${randomBytes(16).toString('hex')}`;
const pemBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/** Generates the IdP's key pair and self-signed certificate (valid one year from yesterday). */
export async function generateSamlIdpKeys(entityId: string): Promise<SamlIdpKeys> {
  x509.cryptoProvider.set(webcrypto as unknown as Crypto);
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
  const notBefore = new Date(Date.now() - 86_400_000);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomBytes(8).toString('hex'), name: 'CN=Local SAML IdP (development only)', notBefore, notAfter: new Date(notBefore.getTime() + 366 * 86_400_000),
    signingAlgorithm: algorithm, keys,
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  return {
    entityId,
    privateKeyPem: `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`,
    certificatePem: cert.toString('pem'),
  };
}

/** What a forged or real Response says. Times default to now (issue) and now + {@link LOCAL_SAML_ASSERTION_TTL_MS}. */
export interface SamlResponseOptions {
  idp: SamlIdpKeys;
  /** The ACS URL (Destination and Recipient unless overridden). */
  acsUrl: string;
  /** The Audience (the SP entity id). */
  audience: string;
  /** The AuthnRequest ID answered; null: unsolicited (no InResponseTo anywhere). */
  inResponseTo: string | null;
  user: Pick<LocalSsoUser, 'email' | 'givenName' | 'familyName' | 'name'> & Partial<Pick<LocalSsoUser, 'role' | 'department'>>;
  mfa?: boolean;
  issueInstant?: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
  assertionId?: string;
  recipient?: string;
  /** The Issuer of the Response and Assertion (default the IdP's entity id). */
  issuer?: string;
  /** Which signature(s): the assertion's (default), the response's, both, or none. */
  sign?: 'assertion' | 'response' | 'both' | 'none';
}

/** Builds a Response (XML text) and signs it as `sign` says. */
export function buildSamlResponse(o: SamlResponseOptions): string {
  const issued = o.issueInstant ?? new Date();
  const notBefore = o.notBefore ?? new Date(issued.getTime() - 30_000);
  const notOnOrAfter = o.notOnOrAfter ?? new Date(issued.getTime() + LOCAL_SAML_ASSERTION_TTL_MS);
  const issuer = escapeXml(o.issuer ?? o.idp.entityId);
  const irt = o.inResponseTo === null ? '' : ` InResponseTo="${escapeXml(o.inResponseTo)}"`;
  const attribute = (name: string, value: string | undefined) =>
    value === undefined ? '' : `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;
  const assertion =
    `<saml:Assertion xmlns:saml="${NS_ASSERTION}" ID="${escapeXml(o.assertionId ?? newId())}" Version="2.0" IssueInstant="${issued.toISOString()}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(o.user.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${irt} NotOnOrAfter="${notOnOrAfter.toISOString()}" Recipient="${escapeXml(o.recipient ?? o.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore.toISOString()}" NotOnOrAfter="${notOnOrAfter.toISOString()}"><saml:AudienceRestriction><saml:Audience>${escapeXml(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issued.toISOString()}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>${o.mfa ? SAML_MFA_CLASS : SAML_PASSWORD_CLASS}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attribute('email', o.user.email)}${attribute('givenName', o.user.givenName)}${attribute('surname', o.user.familyName)}${attribute('displayName', o.user.name)}${attribute('role', o.user.role)}${attribute('department', o.user.department)}</saml:AttributeStatement>` +
    `</saml:Assertion>`;
  const response =
    `<samlp:Response xmlns:samlp="${NS_PROTOCOL}" xmlns:saml="${NS_ASSERTION}" ID="${newId()}" Version="2.0" IssueInstant="${issued.toISOString()}" Destination="${escapeXml(o.acsUrl)}"${irt}>` +
    `<saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  const sign = o.sign ?? 'assertion';
  let xml = response;
  if (sign === 'assertion' || sign === 'both') xml = signSamlXml(xml, o.idp, 'assertion');
  if (sign === 'response' || sign === 'both') xml = signSamlXml(xml, o.idp, 'response');
  return xml;
}

/**
 * Signs the Assertion (or the Response) of `xml` with an enveloped signature placed after its Issuer (RSA-SHA256,
 * SHA-256 digest, exclusive c14n), the certificate in KeyInfo.
 */
export function signSamlXml(xml: string, idp: Pick<SamlIdpKeys, 'privateKeyPem' | 'certificatePem'>, what: 'assertion' | 'response'): string {
  const element = what === 'assertion' ? 'Assertion' : 'Response';
  const sig = new SignedXml({
    privateKey: idp.privateKeyPem,
    publicCert: idp.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: `/*[local-name(.)='Response']${what === 'assertion' ? "/*[local-name(.)='Assertion']" : ''}`,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, {
    location: { reference: `//*[local-name(.)='${element}']/*[local-name(.)='Issuer']`, action: 'after' },
    prefix: 'ds',
  });
  return sig.getSignedXml();
}

/**
 * XML signature wrapping (the attack node-saml must defeat): from a Response with a validly signed Assertion, builds one
 * whose Response holds a forged Assertion for `email` (same ID, carrying the original's Signature) while the original
 * signed Assertion hides inside `samlp:Extensions`. A verifier that checks "a" signature and then reads "the" assertion
 * by position would sign in as `email`.
 */
export async function wrapSignedAssertion(signedResponseXml: string, email: string): Promise<string> {
  const doc = await parseDomFromString(signedResponseXml);
  const response = doc.documentElement;
  const original = xpath.selectElements(response, "./*[local-name()='Assertion']")[0];
  if (!original) throw new Error('no assertion to wrap');
  const forged = original.cloneNode(true) as Element;
  for (const node of [...xpath.selectElements(forged, ".//*[local-name()='NameID']"), ...xpath.selectElements(forged, ".//*[local-name()='Attribute'][@Name='email']/*[local-name()='AttributeValue']")]) {
    node.textContent = email;
  }
  const extensions = doc.createElementNS(NS_PROTOCOL, 'samlp:Extensions');
  response.replaceChild(forged, original);
  extensions.appendChild(original);
  const issuer = xpath.selectElements(response, "./*[local-name()='Issuer']")[0]!;
  response.insertBefore(extensions, issuer.nextSibling);
  return response.toString();
}

/** The IdP metadata document of `keys` with its SSO URL. */
export function samlIdpMetadataXml(keys: SamlIdpKeys, ssoUrl: string): string {
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escapeXml(keys.entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${pemBody(keys.certificatePem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`;
}

/** A pending AuthnRequest (the sign-in page's `uid`). */
interface Pending {
  requestId: string;
  acsUrl: string;
  spEntityId: string;
  relayState: string | null;
  expiresAtMs: number;
}

function html(res: http.ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:1.5rem;max-width:26rem}li{margin:.5rem 0;list-style:none}ul{padding:0}button{font:inherit;padding:.4rem .8rem}</style></head>
<body>${content}</body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 20_000) break;
  }
  return new URLSearchParams(body);
}

/**
 * Creates the IdP for the server at `origin` (the local OpenID provider's).
 * @param productOrigins the product origins whose ACS it answers (an AuthnRequest naming another is refused)
 */
export async function createLocalSamlIdp(opts: { origin: string; productOrigins: readonly string[]; users?: readonly LocalSsoUser[] }): Promise<LocalSamlIdp> {
  const keys = await generateSamlIdpKeys(`${opts.origin}${LOCAL_SAML_PATHS.metadata}`);
  const ssoUrl = `${opts.origin}${LOCAL_SAML_PATHS.sso}`;
  const users = opts.users ?? LOCAL_SAML_USERS;
  const pending = new Map<string, Pending>();
  const metadata = samlIdpMetadataXml(keys, ssoUrl);

  function loginPage(uid: string, spEntityId: string): string {
    const buttons = users.map((u) => `<li><button type="submit" name="email" value="${escapeXml(u.email)}">Sign in as ${escapeXml(u.name)}</button> <small>${escapeXml(u.email)}</small></li>`).join('');
    return page('Local SAML sign-in', `<h1>Local SAML sign-in</h1><p>Development identity provider for <strong>${escapeXml(spEntityId)}</strong>. Pick a person.</p>
<form method="post" action="${LOCAL_SAML_PATHS.login}"><input type="hidden" name="uid" value="${escapeXml(uid)}">
<p><label><input type="checkbox" name="mfa" value="1" checked> Use multi-factor</label></p><ul>${buttons}</ul>
<button type="submit" name="cancel" value="1">Cancel</button></form>`);
  }

  function postToAcs(res: http.ServerResponse, p: Pending, samlResponseXml: string): void {
    const fields = `<input type="hidden" name="SAMLResponse" value="${Buffer.from(samlResponseXml, 'utf8').toString('base64')}">${p.relayState === null ? '' : `<input type="hidden" name="RelayState" value="${escapeXml(p.relayState)}">`}`;
    html(res, 200, page('Signing you in', `<form method="post" action="${escapeXml(p.acsUrl)}" id="saml">${fields}<noscript><button type="submit">Continue</button></noscript></form>
<script>document.getElementById('saml').submit();</script>`));
  }

  return {
    ...keys,
    ssoUrl,
    metadataXml: () => metadata,

    async handle(req, res) {
      const url = new URL(req.url ?? '/', opts.origin);
      if (!url.pathname.startsWith('/saml/')) return false;
      const now = Date.now();
      for (const [uid, p] of pending) if (p.expiresAtMs <= now) pending.delete(uid);
      if (req.method === 'GET' && url.pathname === LOCAL_SAML_PATHS.metadata) {
        res.setHeader('Content-Type', 'application/samlmetadata+xml; charset=utf-8');
        res.end(metadata);
        return true;
      }
      if (req.method === 'GET' && url.pathname === LOCAL_SAML_PATHS.sso) {
        try {
          const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
          const request = (await parseDomFromString(xml)).documentElement;
          const requestId = request.getAttribute('ID') ?? '';
          const acsUrl = request.getAttribute('AssertionConsumerServiceURL') ?? '';
          const spEntityId = (xpath.selectElements(request, "./*[local-name()='Issuer']")[0]?.textContent ?? '').trim();
          if (request.localName !== 'AuthnRequest' || !requestId || !spEntityId || !opts.productOrigins.includes(new URL(acsUrl).origin)) throw new Error('not an AuthnRequest of a known product');
          const uid = randomBytes(12).toString('base64url');
          pending.set(uid, { requestId, acsUrl, spEntityId, relayState: url.searchParams.get('RelayState'), expiresAtMs: now + 10 * 60_000 });
          html(res, 200, loginPage(uid, spEntityId));
        } catch {
          html(res, 400, page('Sign-in error', '<h1>Sign-in error</h1><p>This is not a sign-in request of a known product.</p>'));
        }
        return true;
      }
      if (req.method === 'POST' && url.pathname === LOCAL_SAML_PATHS.login) {
        const form = await readForm(req);
        const p = pending.get(form.get('uid') ?? '');
        if (!p) {
          html(res, 400, page('Sign-in expired', '<h1>Sign-in expired</h1><p>This sign-in has expired. Close the window and start again.</p>'));
          return true;
        }
        pending.delete(form.get('uid') ?? '');
        if (form.get('cancel') === '1') {
          const issued = new Date().toISOString();
          postToAcs(res, p, `<samlp:Response xmlns:samlp="${NS_PROTOCOL}" xmlns:saml="${NS_ASSERTION}" ID="${newId()}" Version="2.0" IssueInstant="${issued}" Destination="${escapeXml(p.acsUrl)}" InResponseTo="${escapeXml(p.requestId)}"><saml:Issuer>${escapeXml(keys.entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder"><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:AuthnFailed"/></samlp:StatusCode><samlp:StatusMessage>The user cancelled the sign-in</samlp:StatusMessage></samlp:Status></samlp:Response>`);
          return true;
        }
        const user = users.find((u) => u.email === (form.get('email') ?? '').trim().toLowerCase());
        if (!user) {
          html(res, 400, page('Sign-in error', '<h1>Sign-in error</h1><p>No demo person has this email.</p>'));
          return true;
        }
        postToAcs(res, p, buildSamlResponse({ idp: keys, acsUrl: p.acsUrl, audience: p.spEntityId, inResponseTo: p.requestId, user, mfa: form.get('mfa') === '1' }));
        return true;
      }
      res.statusCode = 404;
      res.end();
      return true;
    },
  };
}
