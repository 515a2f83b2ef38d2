// @vitest-environment node
/**
 * The SSO page's "Test sign-in" (issue #27; signin-service.ts kind `test`; contract SsoExternalAuthorizationUrlReply):
 * GET externalAuthorizationUrl answers the provider's real URL of a one-use test; signing in there (the local SAML IdP,
 * the local OpenID provider, as `npm start` runs them) answers the test's result page in the pop-up, with every check of
 * a sign-in and without making a session, an account or a profile; the outcome is audited `ssoConfiguration.test`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SsoConfigurationSchema, ssoConfigurationPath, ssoExternalAuthorizationUrlPath, SsoExternalAuthorizationUrlReplySchema, SSO_COMPANY_PATHS, SSO_OIDC_CALLBACK_PATH, type SsoConfigurationInput } from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import type { TestSession } from '../../../test/booking-fixtures.ts';
import { seedDemoSsoFeature, seedDemoSsoPeople } from '../../db/seed-sso.ts';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../dev/local-oidc-provider.ts';
import { LOCAL_OIDC_SSO_CLIENT, LOCAL_OIDC_SSO_USERS, LOCAL_SAML_USERS } from '../../dev/local-sso-users.ts';
import { loadConfig } from '../../config.ts';
import { authnRequestOf, postToAcs, signInAtOidcProvider, signInAtSamlIdp } from './sso-test-support.ts';

const PUBLIC_ORIGIN = loadConfig({}).publicOrigin;
let provider: LocalOidcProvider;
let h: Harness;
let admin: TestSession;
const [TESS, , SAM] = LOCAL_SAML_USERS as [typeof LOCAL_SAML_USERS[0], typeof LOCAL_SAML_USERS[0], typeof LOCAL_SAML_USERS[0]];
const [OLGA] = LOCAL_OIDC_SSO_USERS as [typeof LOCAL_OIDC_SSO_USERS[0]];

beforeAll(async () => {
  provider = await startLocalOidcProvider({ port: 0, productOrigins: [PUBLIC_ORIGIN] });
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  const nowIso = new Date().toISOString();
  await seedDemoSsoFeature(h.db, nowIso);
  await seedDemoSsoPeople(h.db, nowIso);
  admin = await signInAs(h.app, 'acme:COMPANY_ADMIN');
}, 60_000);
afterAll(async () => {
  await h?.close();
  await provider?.close();
});

const samlInput = (over: Partial<SsoConfigurationInput> = {}): SsoConfigurationInput => ({
  protocol: 'SAML', displayName: 'Acme SAML test', emailDomains: ['acme.example'], saml: { metadataXml: provider.saml.metadataXml() }, ...over,
} as SsoConfigurationInput);
const oidcInput = (over: Partial<SsoConfigurationInput> = {}): SsoConfigurationInput => ({
  protocol: 'OIDC', displayName: 'Acme OIDC test', emailDomains: ['oidc.acme.example'],
  oidc: { issuer: provider.issuer, clientId: LOCAL_OIDC_SSO_CLIENT.clientId, clientSecret: LOCAL_OIDC_SSO_CLIENT.clientSecret }, ...over,
} as SsoConfigurationInput);

/** Creates a configuration through the admin call, runs `body`, deletes it. */
async function withConfiguration(input: SsoConfigurationInput, body: (id: string) => Promise<void>) {
  const r = await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, input);
  if (r.statusCode !== 200) throw new Error(`create answered ${r.statusCode}: ${r.body}`);
  const { id } = SsoConfigurationSchema.parse(r.json());
  try {
    await body(id);
  } finally {
    expect((await callAs(h.app, admin, 'DELETE', ssoConfigurationPath(id))).statusCode).toBe(200);
  }
}

/** The test URL the frame's pop-up opens. */
async function testUrl(id: string): Promise<URL> {
  const r = await callAs(h.app, admin, 'GET', ssoExternalAuthorizationUrlPath(id));
  if (r.statusCode !== 200) throw new Error(`externalAuthorizationUrl answered ${r.statusCode}: ${r.body}`);
  return new URL(SsoExternalAuthorizationUrlReplySchema.parse(r.json()).url);
}

/** What a test must not create: sessions, accounts, business profiles, SSO proofs. */
async function counts() {
  const n = async (table: 'sessions' | 'accounts' | 'business_profiles' | 'sso_session_proofs') =>
    Number((await h.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { sessions: await n('sessions'), accounts: await n('accounts'), profiles: await n('business_profiles'), proofs: await n('sso_session_proofs') };
}

/** The visible text of a result page (tags dropped, entities of escaped values kept as they read). */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#39;/g, "'").replace(/\s+/g, ' ');

/** The audit entries of the configuration's tests, oldest first. */
async function testAudits(id: string) {
  const rows = await h.db.selectFrom('business_audit_log').select(['actor_profile_id', 'details_json']).where('subject_id', '=', id).where('action', '=', 'ssoConfiguration.test').orderBy('id').execute();
  return rows.map((r) => ({ actor: r.actor_profile_id, details: JSON.parse(r.details_json) as Record<string, unknown> }));
}

/** A SAML test through the IdP's page, the ACS posted WITHOUT a pop-up cookie (the frame's call sets none). */
async function samlTest(id: string, email: string) {
  const url = await testUrl(id);
  const form = await signInAtSamlIdp(url, email);
  return { url, form, page: await postToAcs(h.app, null, form) };
}

/** An OIDC test through the provider's page; @returns the callback URL and its page (no pop-up cookie) */
async function oidcTest(id: string, email: string) {
  const url = await testUrl(id);
  const back = await signInAtOidcProvider(url, email);
  expect(back.pathname).toBe(SSO_OIDC_CALLBACK_PATH);
  return { url, back, page: await h.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` }) };
}

describe('Test sign-in', () => {
  it('SAML: a real AuthnRequest; the IdP\'s answer shows the result page (email, covered, multi-factor, name) and signs no one in', async () => {
    await withConfiguration(samlInput(), async (id) => {
      const before = await counts();
      const { url, form, page } = await samlTest(id, TESS.email);
      const req = authnRequestOf(url);
      expect(req.requestId).toMatch(/^_/);
      expect(req.acsUrl).toBe(`${PUBLIC_ORIGIN}/k/run/sso/saml/acs`);
      expect(req.relayState).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
      const text = textOf(page.body);
      expect(text).toContain('The test sign-in worked');
      expect(text).toContain(TESS.email);
      expect(text).toContain("covered (acme.example is one of this configuration's domains)");
      expect(text).toContain('Multi-factor asserted by the provider');
      expect(text).toContain(TESS.name);
      expect(page.body).toContain('<button type="button" id="close">Close</button>');
      expect(page.body).not.toContain('travel:social-handoff');
      expect(String(page.headers['set-cookie'] ?? '')).not.toMatch(/\bsid=/);
      expect(await counts()).toEqual(before);
      expect(await testAudits(id)).toEqual([{ actor: expect.any(String), details: expect.objectContaining({ outcome: 'ok', protocol: 'SAML', emailDomain: 'acme.example', covered: true, mfaAsserted: true }) }]);
      // The same answer again (the URL's one use is spent): refused, nothing made.
      const again = await postToAcs(h.app, null, form);
      expect(again.statusCode).toBe(400);
      expect(textOf(again.body)).not.toContain('covered');
      expect(await counts()).toEqual(before);
    });
  });

  it('OpenID Connect: state, nonce and PKCE in the URL (no verifier); the callback shows the result page and signs no one in', async () => {
    await withConfiguration(oidcInput(), async (id) => {
      const before = await counts();
      const { url, back, page } = await oidcTest(id, OLGA.email);
      expect(url.origin).toBe(provider.issuer);
      for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.has('code_verifier')).toBe(false);
      expect(page.statusCode).toBe(200);
      const text = textOf(page.body);
      expect(text).toContain('The test sign-in worked');
      expect(text).toContain(OLGA.email);
      expect(text).toContain("covered (oidc.acme.example is one of this configuration's domains)");
      expect(text).toContain(OLGA.name);
      expect(await counts()).toEqual(before);
      // The callback URL a second time: the test transaction is spent.
      const again = await h.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(again.statusCode).toBe(400);
      expect(textOf(again.body)).not.toContain(OLGA.email);
      expect(await counts()).toEqual(before);
      expect((await testAudits(id)).map((a) => a.details.outcome)).toEqual(['ok']);
    });
  });

  it('an inactive configuration can be tested, and its JIT mapping is reported', async () => {
    const roles = await h.db.selectFrom('business_roles').select(['id', 'name', 'builtin_role']).where('company_id', '=', 'acme').execute();
    const traveler = roles.find((r) => r.builtin_role === 'TRAVELER')!;
    const manager = roles.find((r) => r.builtin_role === 'TRAVEL_MANAGER')!;
    const jit = { enabled: true, defaultRoleId: traveler.id, defaultGroupId: null, roleAttribute: 'role', groupAttribute: null, roleMappings: [{ value: 'travel-manager', roleId: manager.id }], groupMappings: [] };
    await withConfiguration(samlInput({ active: false, jit } as Partial<SsoConfigurationInput>), async (id) => {
      const before = await counts();
      const { page } = await samlTest(id, SAM.email);
      const text = textOf(page.body);
      expect(text).toContain('The test sign-in worked');
      expect(text).toContain(SAM.email);
      expect(text).toContain(`Role ${manager.name} (from the attribute mapping)`);
      expect(text).toContain('New people created at their first sign-in');
      // Sam has no account: the test made none.
      expect(await counts()).toEqual(before);
      expect(await h.db.selectFrom('accounts').select('id').where('email', '=', SAM.email).executeTakeFirst()).toBeUndefined();
    });
  });

  it('an email outside the configuration\'s domains answers the page with "not covered"', async () => {
    // The OIDC configuration covers acme.example only; the provider answers Olga of oidc.acme.example.
    await withConfiguration(oidcInput({ emailDomains: ['acme.example'], active: false } as Partial<SsoConfigurationInput>), async (id) => {
      const { page } = await oidcTest(id, OLGA.email);
      expect(page.statusCode).toBe(200);
      const text = textOf(page.body);
      expect(text).toContain('this email is not covered');
      expect(text).toContain("not covered: oidc.acme.example is not among this configuration's domains (acme.example)");
      expect((await testAudits(id))[0]!.details).toMatchObject({ outcome: 'ok', covered: false });
    });
  });

  it('a refused answer says why in plain words, and is audited as failed', async () => {
    await withConfiguration(samlInput({ active: false } as Partial<SsoConfigurationInput>), async (id) => {
      await samlTest(id, TESS.email);
      const url = await testUrl(id);
      const real = await signInAtSamlIdp(url, TESS.email);
      // The answer altered after the IdP signed it.
      const xml = Buffer.from(real.SAMLResponse, 'base64').toString('utf8').replace(TESS.email, 'mallory@acme.example');
      const page = await postToAcs(h.app, null, { SAMLResponse: xml, RelayState: real.RelayState }, false);
      expect(page.statusCode).toBe(400);
      const text = textOf(page.body);
      expect(text).toContain('The test sign-in did not work');
      expect(text).toContain("The identity provider's answer was refused");
      expect(text).not.toContain('mallory');
      expect((await testAudits(id)).map((a) => a.details.outcome)).toEqual(['ok', 'failed']);
    });
  });

  it('a traveler is refused (403); another company\'s configuration answers 404', async () => {
    await withConfiguration(samlInput({ active: false } as Partial<SsoConfigurationInput>), async (id) => {
      const traveler = await signInAs(h.app, 'acme:TRAVELER');
      expect((await callAs(h.app, traveler, 'GET', ssoExternalAuthorizationUrlPath(id))).statusCode).toBe(403);
      await h.db.updateTable('companies').set({ feature_switches_json: JSON.stringify({ SSO_INTEGRATION: true }) }).where('id', '=', 'globex').execute();
      try {
        const globex = await signInAs(h.app, 'globex:COMPANY_ADMIN');
        expect((await callAs(h.app, globex, 'GET', ssoExternalAuthorizationUrlPath(id))).statusCode).toBe(404);
      } finally {
        await h.db.updateTable('companies').set({ feature_switches_json: '{}' }).where('id', '=', 'globex').execute();
      }
      expect(await h.db.selectFrom('sso_transactions').select('id').where('configuration_id', '=', id).where('kind', '=', 'test').execute()).toEqual([]);
    });
  });
});
