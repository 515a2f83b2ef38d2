// @vitest-environment node
/**
 * Company SSO sign-in (issue #27; contract sso.ts; account-business-header-and-trips §2, §4, §8) against the offline
 * providers in this process (the local OpenID provider and the local SAML IdP on its server, as `npm start` runs them)
 * and the demo company's two configurations (modules/sso/demo.ts: SAML over acme.example, OIDC over oidc.acme.example),
 * on the project's database (sqlite or postgres): the pop-up flow end to end, every refusal of a bad SAML answer or OIDC
 * callback (each its own test), just-in-time provisioning with a mapping, and the SSO proof's two-factor rule.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_STATE_PATH, AuthStateSchema, SSO_DISCOVER_PATH, SSO_ENTRY_PATH, SSO_OIDC_CALLBACK_PATH, SsoDiscoverReplySchema, TWO_FACTOR_API_PATHS,
} from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession, type TestSession } from '../../../test/booking-fixtures.ts';
import { callAs } from '../../../test/business-fixtures.ts';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../dev/local-oidc-provider.ts';
import { buildSamlResponse, signSamlXml, wrapSignedAssertion } from '../../dev/local-saml-idp.ts';
import { LOCAL_OIDC_SSO_USERS, LOCAL_SAML_USERS } from '../../dev/local-sso-users.ts';
import { loadConfig, RATE_LIMIT_DEFAULTS } from '../../config.ts';
import { DEMO_SSO_CONFIGURATION_IDS } from './demo.ts';
import { SSO_TRANSACTION_COOKIE } from './signin-service.ts';
import {
  authnRequestOf, exchangeCode, framePost, handoffMessageOf, openSsoPopup, postToAcs, signInAtOidcProvider, signInAtSamlIdp, type FrameSession,
} from './sso-test-support.ts';

const PUBLIC_ORIGIN = loadConfig({}).publicOrigin;
let provider: LocalOidcProvider;
let h: Harness;
let addressSeq = 1;
const freshAddress = () => `10.77.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

const [TESS, ADA, SAM] = LOCAL_SAML_USERS as [typeof LOCAL_SAML_USERS[0], typeof LOCAL_SAML_USERS[0], typeof LOCAL_SAML_USERS[0]];
const [OLGA, OTTO] = LOCAL_OIDC_SSO_USERS as [typeof LOCAL_OIDC_SSO_USERS[0], typeof LOCAL_OIDC_SSO_USERS[0]];

beforeAll(async () => {
  provider = await startLocalOidcProvider({ port: 0, productOrigins: [PUBLIC_ORIGIN] });
  h = await createHarness();
  await h.app.services.sso.ensureDemoConfigurations({
    oidcIssuer: provider.issuer, saml: { entityId: provider.saml.entityId, ssoUrl: provider.saml.ssoUrl, certificatePem: provider.saml.certificatePem },
  });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await provider?.close();
});

const frame = async (): Promise<FrameSession> => newSession(h.app, freshAddress());

async function signedInEmail(s: TestSession | FrameSession): Promise<string | null> {
  const r = await h.app.inject({ method: 'GET', url: AUTH_STATE_PATH, cookies: { sid: s.sid } });
  return AuthStateSchema.parse(r.json()).userInfoState.accountEmail?.email ?? null;
}

/** The SP's audience and ACS of the demo company (the AuthnRequest names them). */
const acsUrl = `${PUBLIC_ORIGIN}/k/run/sso/saml/acs`;
const spEntityId = `${PUBLIC_ORIGIN}/k/run/sso/saml/metadata/acme`;

/** A whole SAML sign-in through the IdP's page; @returns the exchange's reply and session */
async function samlSignIn(email: string, mfa = true) {
  const s = await frame();
  const popup = await openSsoPopup(h.app, s, email);
  const form = await signInAtSamlIdp(popup.providerUrl, email, { mfa });
  const message = handoffMessageOf(await postToAcs(h.app, popup, form));
  if (!message.code) throw new Error(`no code: ${JSON.stringify(message)}`);
  return exchangeCode(h.app, s, message.code);
}

/** Opens a SAML pop-up and posts a forged Response for its AuthnRequest; @returns the hand-off message */
async function forgedSaml(build: (req: ReturnType<typeof authnRequestOf>) => string | Promise<string>, email = TESS.email) {
  const s = await frame();
  const popup = await openSsoPopup(h.app, s, email);
  const req = authnRequestOf(popup.providerUrl);
  const r = await postToAcs(h.app, popup, { SAMLResponse: await build(req), RelayState: req.relayState }, false);
  return { s, message: handoffMessageOf(r), status: r.statusCode };
}

const idp = () => provider.saml;
const tessUser = { email: TESS.email, givenName: TESS.givenName, familyName: TESS.familyName, name: TESS.name };

describe('SAML', () => {
  it('a signed assertion from the test IdP signs in a seeded Acme user, and its multi-factor counts as two-factor', async () => {
    const { reply, session } = await samlSignIn(TESS.email);
    expect(reply).toMatchObject({ status: 0, message: 'signin' });
    expect(await signedInEmail(session!)).toBe(TESS.email);
    // The business routes answer without a TOTP code: the provider asserted multi-factor.
    const status = await callAs(h.app, session!, 'GET', TWO_FACTOR_API_PATHS.status);
    expect(status.json()).toMatchObject({ ssoAsserted: true });
    expect((await callAs(h.app, session!, 'GET', '/i/api/business/company/v1/')).statusCode).toBe(200);
  });

  it('the AuthnRequest names our ACS, our SP entity id and an ID; the IdP honours them', async () => {
    const s = await frame();
    const popup = await openSsoPopup(h.app, s, TESS.email);
    const req = authnRequestOf(popup.providerUrl);
    expect(req).toMatchObject({ acsUrl, issuer: spEntityId });
    expect(req.requestId).toMatch(/^_/);
    expect(popup.providerUrl.origin + popup.providerUrl.pathname).toBe(idp().ssoUrl);
  });

  it('an unsigned assertion is refused', async () => {
    const { s, message } = await forgedSaml((req) => buildSamlResponse({ idp: idp(), acsUrl, audience: spEntityId, inResponseTo: req.requestId, user: tessUser, mfa: true, sign: 'none' }));
    expect(message).toMatchObject({ error: 'failed' });
    expect(await signedInEmail(s)).toBeNull();
  });

  it('an assertion signed only at the Response level is refused (assertions must carry their own signature)', async () => {
    const { message } = await forgedSaml((req) => buildSamlResponse({ idp: idp(), acsUrl, audience: spEntityId, inResponseTo: req.requestId, user: tessUser, sign: 'response' }));
    expect(message).toMatchObject({ error: 'failed' });
  });

  it('an assertion signed by another key is refused', async () => {
    const { generateSamlIdpKeys } = await import('../../dev/local-saml-idp.ts');
    const other = await generateSamlIdpKeys(idp().entityId);
    const { message } = await forgedSaml((req) => buildSamlResponse({ idp: other, acsUrl, audience: spEntityId, inResponseTo: req.requestId, user: tessUser }));
    expect(message).toMatchObject({ error: 'failed' });
  });

  it('an expired assertion is refused', async () => {
    const past = new Date(Date.now() - 30 * 60_000);
    const { message } = await forgedSaml((req) => buildSamlResponse({
      idp: idp(), acsUrl, audience: spEntityId, inResponseTo: req.requestId, user: tessUser, issueInstant: past, notOnOrAfter: new Date(Date.now() - 5 * 60_000),
    }));
    expect(message).toMatchObject({ error: 'failed' });
  });

  it('an assertion not yet valid is refused', async () => {
    const { message } = await forgedSaml((req) => buildSamlResponse({
      idp: idp(), acsUrl, audience: spEntityId, inResponseTo: req.requestId, user: tessUser, notBefore: new Date(Date.now() + 10 * 60_000), notOnOrAfter: new Date(Date.now() + 20 * 60_000),
    }));
    expect(message).toMatchObject({ error: 'failed' });
  });

  it('an assertion for another audience is refused', async () => {
    const { message } = await forgedSaml((req) => buildSamlResponse({ idp: idp(), acsUrl, audience: 'https://another-sp.example/saml', inResponseTo: req.requestId, user: tessUser }));
    expect(message).toMatchObject({ error: 'failed' });
  });

  it('an assertion for another recipient (ACS) is refused', async () => {
    const { message } = await forgedSaml((req) => buildSamlResponse({
      idp: idp(), acsUrl, audience: spEntityId, inResponseTo: req.requestId, user: tessUser, recipient: 'https://another-sp.example/acs',
    }));
    expect(message).toMatchObject({ error: 'failed' });
  });

  it('an assertion answering another request (InResponseTo) is refused, and so is an unsolicited one', async () => {
    const other = await forgedSaml(() => buildSamlResponse({ idp: idp(), acsUrl, audience: spEntityId, inResponseTo: `_${randomUUID()}`, user: tessUser }));
    expect(other.message).toMatchObject({ error: 'failed' });
    const unsolicited = await forgedSaml(() => buildSamlResponse({ idp: idp(), acsUrl, audience: spEntityId, inResponseTo: null, user: tessUser }));
    expect(unsolicited.message).toMatchObject({ error: 'failed' });
    // IdP-initiated: no RelayState of ours at all.
    const r = await postToAcs(h.app, null, { SAMLResponse: buildSamlResponse({ idp: idp(), acsUrl, audience: spEntityId, inResponseTo: null, user: tessUser }) }, false);
    expect(handoffMessageOf(r)).toMatchObject({ error: 'failed' });
  });

  it('a replayed assertion is refused: the same Response again, and its assertion ID inside a new transaction', async () => {
    const s = await frame();
    const popup = await openSsoPopup(h.app, s, TESS.email);
    const req = authnRequestOf(popup.providerUrl);
    const assertionId = `_${randomUUID()}`;
    const xml = buildSamlResponse({ idp: idp(), acsUrl, audience: spEntityId, inResponseTo: req.requestId, user: tessUser, assertionId });
    expect(handoffMessageOf(await postToAcs(h.app, popup, { SAMLResponse: xml, RelayState: req.relayState }, false)).code).toBeDefined();
    // The same POST again: its transaction is spent.
    expect(handoffMessageOf(await postToAcs(h.app, popup, { SAMLResponse: xml, RelayState: req.relayState }, false))).toMatchObject({ error: 'expired' });
    // The same assertion ID answering a fresh, valid request: the replay cache refuses it.
    const again = await forgedSaml((next) => buildSamlResponse({ idp: idp(), acsUrl, audience: spEntityId, inResponseTo: next.requestId, user: tessUser, assertionId }));
    expect(again.message).toMatchObject({ error: 'failed' });
  });

  it('a signature-wrapped response (a forged assertion around the signed one) is refused', async () => {
    const { s, message } = await forgedSaml(async (req) => {
      const signed = buildSamlResponse({ idp: idp(), acsUrl, audience: spEntityId, inResponseTo: req.requestId, user: tessUser });
      return wrapSignedAssertion(signed, ADA.email);
    });
    expect(message).toMatchObject({ error: 'failed' });
    expect(await signedInEmail(s)).toBeNull();
  });

  it('a signature-wrapped response whose forged assertion sits beside a signed Response is refused too', async () => {
    const { message } = await forgedSaml(async (req) => {
      const signed = buildSamlResponse({ idp: idp(), acsUrl, audience: spEntityId, inResponseTo: req.requestId, user: tessUser, sign: 'both' });
      return signSamlXml(await wrapSignedAssertion(signed, ADA.email), idp(), 'response');
    });
    expect(message).toMatchObject({ error: 'failed' });
  });

  it('the ACS needs the pop-up that was redirected (its cookie)', async () => {
    const s = await frame();
    const popup = await openSsoPopup(h.app, s, TESS.email);
    const form = await signInAtSamlIdp(popup.providerUrl, TESS.email);
    expect(handoffMessageOf(await postToAcs(h.app, { cookie: 'another-browser-secret-000000000000' }, form))).toMatchObject({ error: 'failed' });
  });

  it('Cancel at the IdP answers the frame that the sign-in failed', async () => {
    const s = await frame();
    const popup = await openSsoPopup(h.app, s, TESS.email);
    const form = await signInAtSamlIdp(popup.providerUrl, TESS.email, { cancel: true });
    expect(handoffMessageOf(await postToAcs(h.app, popup, form))).toMatchObject({ error: 'failed' });
  });
});

describe('OpenID Connect', () => {
  async function oidcCallback(email: string, opts: { mfa?: boolean; mutate?: (url: URL) => void; tamper?: (url: URL) => void } = {}) {
    const s = await frame();
    const popup = await openSsoPopup(h.app, s, email);
    const back = await signInAtOidcProvider(popup.providerUrl, email, opts);
    expect(back.pathname).toBe(SSO_OIDC_CALLBACK_PATH);
    opts.tamper?.(back);
    const r = await h.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { [SSO_TRANSACTION_COOKIE]: popup.cookie } });
    return { s, message: handoffMessageOf(r) };
  }

  it('code + PKCE + state + nonce sign in the seeded member of the OIDC domain', async () => {
    const { s, message } = await oidcCallback(OLGA.email);
    expect(message.code).toBeDefined();
    const { reply, session } = await exchangeCode(h.app, s, message.code!, { userInfo: true });
    expect(reply).toMatchObject({ status: 0, message: 'signin', userInfo: { accountEmail: OLGA.email } });
    expect((await callAs(h.app, session!, 'GET', TWO_FACTOR_API_PATHS.status)).json()).toMatchObject({ ssoAsserted: true });
  });

  it('the authorization request carries PKCE S256, state, nonce and our redirect URI', async () => {
    const s = await frame();
    const { providerUrl } = await openSsoPopup(h.app, s, OLGA.email);
    expect(providerUrl.origin).toBe(provider.issuer);
    for (const p of ['state', 'nonce', 'code_challenge']) expect(providerUrl.searchParams.get(p)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(providerUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_ORIGIN}${SSO_OIDC_CALLBACK_PATH}`);
  });

  it('a callback with a wrong state is refused', async () => {
    const { s, message } = await oidcCallback(OLGA.email, { tamper: (url) => url.searchParams.set('state', 'X'.repeat(43)) });
    expect(message.error).toBeDefined();
    expect(message.code).toBeUndefined();
    expect(await signedInEmail(s)).toBeNull();
  });

  it('an ID token with a wrong nonce is refused', async () => {
    const { message } = await oidcCallback(OLGA.email, { mutate: (url) => url.searchParams.set('nonce', 'N'.repeat(43)) });
    expect(message).toMatchObject({ error: 'failed' });
  });

  it('an answer naming a wrong issuer is refused', async () => {
    const { message } = await oidcCallback(OLGA.email, { tamper: (url) => url.searchParams.set('iss', 'https://attacker.example') });
    expect(message).toMatchObject({ error: 'failed' });
  });

  it('the callback needs the pop-up that was redirected (its cookie)', async () => {
    const s = await frame();
    const popup = await openSsoPopup(h.app, s, OLGA.email);
    const back = await signInAtOidcProvider(popup.providerUrl, OLGA.email);
    const r = await h.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(handoffMessageOf(r)).toMatchObject({ error: 'failed' });
  });
});

describe('hand-off', () => {
  it('a code works once, and only for the frame session that started the pop-up', async () => {
    const s = await frame();
    const popup = await openSsoPopup(h.app, s, TESS.email);
    const form = await signInAtSamlIdp(popup.providerUrl, TESS.email);
    const code = handoffMessageOf(await postToAcs(h.app, popup, form)).code!;
    const stranger = await frame();
    expect((await exchangeCode(h.app, stranger, code)).reply).toMatchObject({ status: -1, errorCode: 'INVALID_SSO_HANDOFF', errorField: null });
    const signedIn = await exchangeCode(h.app, s, code);
    expect(signedIn.reply).toMatchObject({ status: 0 });
    // The frame's session is now the signed-in one (a new id): the code is spent for it too.
    expect((await exchangeCode(h.app, signedIn.session!, code)).reply).toMatchObject({ status: -1, errorCode: 'INVALID_SSO_HANDOFF' });
  });
});

describe('just-in-time provisioning', () => {
  async function roleOf(email: string): Promise<{ role: string | null; group: string | null }> {
    const row = await h.db.selectFrom('accounts as a').innerJoin('business_profiles as p', 'p.account_id', 'a.id')
      .innerJoin('business_roles as r', 'r.id', 'p.role_id').leftJoin('business_groups as g', 'g.id', 'p.group_id')
      .select(['r.builtin_role', 'g.name']).where('a.email', '=', email).executeTakeFirst();
    return { role: row?.builtin_role ?? null, group: row?.name ?? null };
  }

  it('a new person gets an account and a profile with the role and group their SAML attributes map to', async () => {
    const { reply, session } = await samlSignIn(SAM.email);
    expect(reply).toMatchObject({ status: 0, message: 'signup' });
    expect(await signedInEmail(session!)).toBe(SAM.email);
    expect(await roleOf(SAM.email)).toEqual({ role: 'TRAVEL_MANAGER', group: 'Engineering' });
    const account = await h.db.selectFrom('accounts').select(['password_hash', 'confirmed_at', 'name']).where('email', '=', SAM.email).executeTakeFirstOrThrow();
    // The name the IdP asserted is the account's name from the first sign-in (colleagues find the person by it).
    expect(account).toMatchObject({ password_hash: null, name: SAM.name });
    expect(account.confirmed_at).not.toBeNull();
    const audit = await h.db.selectFrom('business_audit_log').select(['action']).where('company_id', '=', 'acme').where('action', 'in', ['sso.jitProvision', 'sso.signIn']).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['sso.jitProvision', 'sso.signIn']));
  });

  it('a new person through OpenID Connect gets the role their claim maps to', async () => {
    const s = await frame();
    const popup = await openSsoPopup(h.app, s, OTTO.email);
    const back = await signInAtOidcProvider(popup.providerUrl, OTTO.email);
    const message = handoffMessageOf(await h.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { [SSO_TRANSACTION_COOKIE]: popup.cookie } }));
    expect((await exchangeCode(h.app, s, message.code!)).reply).toMatchObject({ status: 0, message: 'signup' });
    expect(await roleOf(OTTO.email)).toEqual({ role: 'TRAVEL_MANAGER', group: 'Engineering' });
    expect((await h.db.selectFrom('accounts').select('name').where('email', '=', OTTO.email).executeTakeFirstOrThrow()).name).toBe(OTTO.name);
  });
});

describe('two-factor from the SSO sign-in', () => {
  it('without multi-factor from the provider and without trust, the business routes still ask for TOTP', async () => {
    const { session } = await samlSignIn(TESS.email, false);
    expect((await callAs(h.app, session!, 'GET', TWO_FACTOR_API_PATHS.status)).json()).toMatchObject({ ssoAsserted: false });
    const r = await callAs(h.app, session!, 'GET', '/i/api/business/company/v1/');
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ errors: [{ code: 'MISSING_TWO_FACTOR_AUTHENTICATION' }] });
  });

  it('a configuration that trusts its provider counts the sign-in as two-factor, and stops counting when it is turned off', async () => {
    await h.db.updateTable('sso_configurations').set({ trust_provider_mfa: 1 }).where('id', '=', DEMO_SSO_CONFIGURATION_IDS.saml).execute();
    try {
      const { session } = await samlSignIn(TESS.email, false);
      expect((await callAs(h.app, session!, 'GET', '/i/api/business/company/v1/')).statusCode).toBe(200);
      await h.db.updateTable('sso_configurations').set({ active: 0 }).where('id', '=', DEMO_SSO_CONFIGURATION_IDS.saml).execute();
      expect((await callAs(h.app, session!, 'GET', '/i/api/business/company/v1/')).statusCode).toBe(403);
    } finally {
      await h.db.updateTable('sso_configurations').set({ trust_provider_mfa: 0, active: 1 }).where('id', '=', DEMO_SSO_CONFIGURATION_IDS.saml).execute();
    }
  });
});

describe('discover', () => {
  it('answers by domain only: the same for a member, a stranger and an address that has no account', async () => {
    const s = await frame();
    const ask = async (email: string) => SsoDiscoverReplySchema.parse((await framePost(h.app, s, SSO_DISCOVER_PATH, { email })).json());
    const member = await ask(TESS.email);
    expect(member).toEqual({ sso: { companyName: 'Acme Corporation', displayName: 'Acme SSO (SAML)', protocol: 'SAML', ssoOnly: false } });
    expect(await ask(`nobody.${randomUUID()}@acme.example`)).toEqual(member);
    expect((await ask(OLGA.email)).sso).toMatchObject({ protocol: 'OIDC' });
    expect(await ask('someone@example.test')).toEqual({ sso: null });
    expect(await ask('not-an-email')).toEqual({ sso: null });
  });

  it('is rate-limited per session (429 RATE_LIMITED with Retry-After), as start, exchange and the pop-up pages are', async () => {
    const s = await frame();
    let last = 0;
    for (let i = 0; i <= RATE_LIMIT_DEFAULTS.SSO_SESSION!.max && last !== 429; i++) {
      last = (await framePost(h.app, s, SSO_DISCOVER_PATH, { email: TESS.email })).statusCode;
    }
    const r = await framePost(h.app, s, SSO_DISCOVER_PATH, { email: TESS.email });
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ errors: [{ code: 'RATE_LIMITED' }] });
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('entry URL (intranet link, IdP tile)', () => {
  it('opened first-party, it starts the company flow and lands signed in on the business front door', async () => {
    // Acme has two active configurations: the entry page offers both.
    const choice = await h.app.inject({ method: 'GET', url: SSO_ENTRY_PATH.replace(':companyId', 'acme') });
    expect(choice.statusCode).toBe(200);
    expect(choice.body).toContain('Continue with Acme SSO (SAML)');
    expect(choice.body).toContain('Continue with Acme SSO (OpenID Connect)');
    const samlLink = /href="([^"]+configuration=acme-demo-saml)"/.exec(choice.body)![1]!.replaceAll('&amp;', '&');
    const entry = await h.app.inject({ method: 'GET', url: samlLink });
    expect(entry.statusCode).toBe(302);
    const cookie = new RegExp(`${SSO_TRANSACTION_COOKIE}=([^;]+)`).exec(String(entry.headers['set-cookie']))![1]!;
    const form = await signInAtSamlIdp(new URL(String(entry.headers.location)), TESS.email);
    const r = await postToAcs(h.app, { cookie }, form);
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/p/demo/business');
    const sid = /sid=([^;]+)/.exec(String(r.headers['set-cookie']))![1]!;
    expect(await signedInEmail({ sid, token: '' })).toBe(TESS.email);
    expect((await h.app.inject({ method: 'GET', url: SSO_ENTRY_PATH.replace(':companyId', 'globex') })).statusCode).toBe(404);
  });
});
