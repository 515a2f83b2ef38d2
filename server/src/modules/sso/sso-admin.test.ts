// @vitest-environment node
/**
 * The company SSO calls (issue #27; account-business-header-and-trips §3 "SSO settings (id)", §6, §7 Company SSO; core-
 * and-business §6 COMPANY_INTEGRATION_MANAGEMENT + SSO_INTEGRATION) and the sign-in rules an admin's settings decide:
 * SSO-only mode with its break-glass admin (§8 EXTERNAL_AUTH_REQUIRED), just-in-time provisioning off, an account of
 * another company. Against the offline providers in this process, on the project's database (sqlite or postgres).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CODE_SEND_PATH, AUTH_CODE_VERIFY_PATH, AUTH_LOGIN_PATH, AUTH_REGISTER_PATH, SsoConfigurationSchema, SsoConfigurationsReplySchema, ssoConfigurationPath, ssoExternalAuthorizationUrlPath,
  ssoToggleActivePath, SSO_COMPANY_PATHS, type SsoConfigurationInput,
} from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession, type TestSession } from '../../../test/booking-fixtures.ts';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import { DEMO_BUSINESS_PASSWORD } from '../../db/seed-business.ts';
import { seedDemoSsoFeature } from '../../db/seed-sso.ts';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../dev/local-oidc-provider.ts';
import { buildSamlResponse } from '../../dev/local-saml-idp.ts';
import { LOCAL_OIDC_SSO_CLIENT, LOCAL_SAML_USERS } from '../../dev/local-sso-users.ts';
import { loadConfig } from '../../config.ts';
import { authnRequestOf, exchangeCode, handoffMessageOf, openSsoPopup, postToAcs, signInAtSamlIdp } from './sso-test-support.ts';

const PUBLIC_ORIGIN = loadConfig({}).publicOrigin;
/** A second Acme domain the OIDC configurations of this file cover (added to Acme's email domains below). */
const OIDC_DOMAIN = 'sso-admin.acme.test';
let provider: LocalOidcProvider;
let h: Harness;
let admin: TestSession;
let addressSeq = 1;
const freshAddress = () => `10.78.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;
const [TESS, , SAM] = LOCAL_SAML_USERS as [typeof LOCAL_SAML_USERS[0], typeof LOCAL_SAML_USERS[0], typeof LOCAL_SAML_USERS[0]];

beforeAll(async () => {
  provider = await startLocalOidcProvider({ port: 0, productOrigins: [PUBLIC_ORIGIN] });
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  // What `npm start` gives Acme (db/seed-sso.ts), and a second domain for this file's OIDC configurations.
  await seedDemoSsoFeature(h.db, new Date().toISOString());
  await h.db.insertInto('company_email_domains').values({ domain: OIDC_DOMAIN, company_id: 'acme', created_at: new Date().toISOString() }).execute();
  admin = await signInAs(h.app, 'acme:COMPANY_ADMIN');
}, 60_000);
afterAll(async () => {
  await h?.close();
  await provider?.close();
});

const errorOf = (r: { statusCode: number; json(): unknown }) => {
  const body = r.json() as { errors?: { code: string; field?: string; description: string }[] };
  return { status: r.statusCode, code: body.errors?.[0]?.code, field: body.errors?.[0]?.field, description: body.errors?.[0]?.description ?? '' };
};

const samlInput = (over: Partial<SsoConfigurationInput> = {}): SsoConfigurationInput => ({
  protocol: 'SAML', displayName: 'Acme SAML', emailDomains: ['acme.example'], saml: { metadataXml: provider.saml.metadataXml() }, ...over,
} as SsoConfigurationInput);
const oidcInput = (over: Record<string, unknown> = {}): SsoConfigurationInput => ({
  protocol: 'OIDC', displayName: 'Acme OIDC', emailDomains: [OIDC_DOMAIN],
  oidc: { issuer: provider.issuer, clientId: LOCAL_OIDC_SSO_CLIENT.clientId, clientSecret: LOCAL_OIDC_SSO_CLIENT.clientSecret }, ...over,
} as SsoConfigurationInput);

async function create(input: SsoConfigurationInput) {
  const r = await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, input);
  if (r.statusCode !== 200) throw new Error(`create answered ${r.statusCode}: ${r.body}`);
  return SsoConfigurationSchema.parse(r.json());
}
async function remove(id: string) {
  expect((await callAs(h.app, admin, 'DELETE', ssoConfigurationPath(id))).statusCode).toBe(200);
}

describe('company SSO calls', () => {
  it('an admin creates a SAML configuration from IdP metadata: the reply shows the parsed values and the SP values, and the change is audited', async () => {
    const cfg = await create(samlInput());
    try {
      expect(cfg).toMatchObject({
        protocol: 'SAML', displayName: 'Acme SAML', active: true, emailDomains: ['acme.example'], ssoOnly: false, breakGlass: null, oidc: null,
        saml: { idpEntityId: provider.saml.entityId, idpSsoUrl: provider.saml.ssoUrl, fromMetadata: true },
        serviceProvider: {
          samlEntityId: `${PUBLIC_ORIGIN}/k/run/sso/saml/metadata/acme`, samlAcsUrl: `${PUBLIC_ORIGIN}/k/run/sso/saml/acs`, oidcRedirectUri: `${PUBLIC_ORIGIN}/k/run/sso/oidc/callback`,
        },
      });
      expect(cfg.saml!.certificates[0]!.fingerprintSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
      expect(cfg.saml!.certificates[0]!.subject).toContain('Local SAML IdP');
      const list = SsoConfigurationsReplySchema.parse((await callAs(h.app, admin, 'GET', SSO_COMPANY_PATHS.list)).json());
      expect(list.configurations.map((c) => c.id)).toContain(cfg.id);
      expect(list.companyEmailDomains).toEqual(expect.arrayContaining(['acme.example', OIDC_DOMAIN]));
      const audit = await h.db.selectFrom('business_audit_log').select(['action', 'subject_id']).where('company_id', '=', 'acme').where('subject_id', '=', cfg.id).execute();
      expect(audit.map((a) => a.action)).toEqual(['ssoConfiguration.create']);
      // The SP metadata the admin may hand to the IdP.
      const md = await h.app.inject({ method: 'GET', url: '/k/run/sso/saml/metadata/acme' });
      expect(md.statusCode).toBe(200);
      expect(md.body).toContain(`entityID="${PUBLIC_ORIGIN}/k/run/sso/saml/metadata/acme"`);
      expect(md.body).toContain(`Location="${PUBLIC_ORIGIN}/k/run/sso/saml/acs"`);
    } finally {
      await remove(cfg.id);
    }
  });

  it('the typed SAML values work as well as metadata', async () => {
    const cfg = await create(samlInput({ saml: { idpEntityId: provider.saml.entityId, idpSsoUrl: provider.saml.ssoUrl, certificatePem: provider.saml.certificatePem } } as Partial<SsoConfigurationInput>));
    try {
      expect(cfg.saml).toMatchObject({ idpEntityId: provider.saml.entityId, fromMetadata: false });
      // The test sign-in URL: the IdP's SSO URL with an AuthnRequest (sso-test-signin.test.ts drives it).
      const test = (await callAs(h.app, admin, 'GET', ssoExternalAuthorizationUrlPath(cfg.id))).json<{ protocol: string; url: string }>();
      expect(test.protocol).toBe('SAML');
      expect(test.url.startsWith(`${provider.saml.ssoUrl}?SAMLRequest=`)).toBe(true);
    } finally {
      await remove(cfg.id);
    }
  });

  it('OIDC: discovery is checked, the client secret is write-only, sealed at rest and kept by a replace that leaves it out', async () => {
    const cfg = await create(oidcInput());
    try {
      expect(cfg.oidc).toEqual({ issuer: provider.issuer, clientId: LOCAL_OIDC_SSO_CLIENT.clientId, clientSecretSet: true, scopes: ['openid', 'email', 'profile'] });
      const stored = await h.db.selectFrom('sso_configurations').select('oidc_client_secret').where('id', '=', cfg.id).executeTakeFirstOrThrow();
      expect(stored.oidc_client_secret).toMatch(/^v1:/);
      expect(stored.oidc_client_secret).not.toContain(LOCAL_OIDC_SSO_CLIENT.clientSecret);
      const list = await callAs(h.app, admin, 'GET', SSO_COMPANY_PATHS.list);
      expect(list.body).not.toContain(LOCAL_OIDC_SSO_CLIENT.clientSecret);
      const replaced = await callAs(h.app, admin, 'PUT', ssoConfigurationPath(cfg.id), oidcInput({ displayName: 'Acme sign-in', oidc: { issuer: provider.issuer, clientId: LOCAL_OIDC_SSO_CLIENT.clientId } }));
      expect(SsoConfigurationSchema.parse(replaced.json())).toMatchObject({ displayName: 'Acme sign-in', oidc: { clientSecretSet: true } });
      const url = new URL((await callAs(h.app, admin, 'GET', ssoExternalAuthorizationUrlPath(cfg.id))).json<{ url: string }>().url);
      expect(url.origin).toBe(provider.issuer);
      expect(url.searchParams.get('client_id')).toBe(LOCAL_OIDC_SSO_CLIENT.clientId);
      expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_ORIGIN}/k/run/sso/oidc/callback`);
      // A sign-in through the replaced configuration still authenticates with the kept secret (the code exchange).
      const s = await newSession(h.app, freshAddress());
      expect((await openSsoPopup(h.app, s, `someone@${OIDC_DOMAIN}`)).providerUrl.origin).toBe(provider.issuer);
    } finally {
      await remove(cfg.id);
    }
  });

  it('toggles a configuration off and on, deletes it (404 afterwards), and answers the entry URL', async () => {
    const cfg = await create(samlInput());
    expect(SsoConfigurationSchema.parse((await callAs(h.app, admin, 'POST', ssoToggleActivePath(cfg.id, false))).json()).active).toBe(false);
    expect((await callAs(h.app, admin, 'GET', SSO_COMPANY_PATHS.entrypointUrl)).json()).toEqual({ url: `${PUBLIC_ORIGIN}/k/run/sso/entry/acme`, active: false });
    expect(SsoConfigurationSchema.parse((await callAs(h.app, admin, 'POST', ssoToggleActivePath(cfg.id, true))).json()).active).toBe(true);
    expect((await callAs(h.app, admin, 'GET', SSO_COMPANY_PATHS.entrypointUrl)).json()).toMatchObject({ active: true });
    await remove(cfg.id);
    expect(errorOf(await callAs(h.app, admin, 'DELETE', ssoConfigurationPath(cfg.id)))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const actions = (await h.db.selectFrom('business_audit_log').select('action').where('subject_id', '=', cfg.id).orderBy('id').execute()).map((a) => a.action);
    expect(actions).toEqual(['ssoConfiguration.create', 'ssoConfiguration.deactivate', 'ssoConfiguration.activate', 'ssoConfiguration.delete']);
  });
});

describe('validation', () => {
  it('refuses a domain that is not one of the company email domains', async () => {
    expect(errorOf(await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, samlInput({ emailDomains: ['globex.example'] }))))
      .toMatchObject({ status: 400, code: 'VALIDATION_ERROR', field: 'emailDomains' });
  });

  it('refuses a certificate that does not parse, and metadata that is not IdP metadata', async () => {
    const bad = samlInput({ saml: { idpEntityId: 'https://idp.example', idpSsoUrl: 'https://idp.example/sso', certificatePem: '-----BEGIN CERTIFICATE-----\nTUlJQm5vdGFjZXJ0\n-----END CERTIFICATE-----' } } as Partial<SsoConfigurationInput>);
    expect(errorOf(await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, bad))).toMatchObject({ status: 400, field: 'saml.certificatePem' });
    const sp = (await h.app.inject({ method: 'GET', url: '/k/run/sso/saml/metadata/acme' })).body;
    expect(errorOf(await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, samlInput({ saml: { metadataXml: sp } } as Partial<SsoConfigurationInput>))))
      .toMatchObject({ status: 400, field: 'saml.metadataXml', description: expect.stringContaining('IDPSSODescriptor') });
  });

  it('refuses an OIDC issuer without discovery, saying where discovery was looked for', async () => {
    const e = errorOf(await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, oidcInput({ oidc: { issuer: 'http://localhost:9', clientId: 'x', clientSecret: 'y' } })));
    expect(e).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', field: 'oidc.issuer' });
    expect(e.description).toContain('http://localhost:9/.well-known/openid-configuration');
  });

  it('refuses a domain another active configuration covers, on create and on turning one on', async () => {
    const first = await create(samlInput());
    try {
      expect(errorOf(await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, samlInput({ displayName: 'Second' })))).toMatchObject({ status: 400, field: 'emailDomains' });
      const second = await create(samlInput({ displayName: 'Second', active: false }));
      expect(errorOf(await callAs(h.app, admin, 'POST', ssoToggleActivePath(second.id, true)))).toMatchObject({ status: 400, field: 'emailDomains' });
      await remove(second.id);
    } finally {
      await remove(first.id);
    }
  });

  it('SSO-only mode needs a break-glass admin who can manage integrations', async () => {
    expect(errorOf(await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, samlInput({ ssoOnly: true })))).toMatchObject({ status: 400, field: 'breakGlassEmail' });
    expect(errorOf(await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, samlInput({ ssoOnly: true, breakGlassEmail: 'traveler@acme.example' })))).toMatchObject({ status: 400, field: 'breakGlassEmail' });
    expect(errorOf(await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, samlInput({ ssoOnly: true, breakGlassEmail: 'admin@globex.example' })))).toMatchObject({ status: 400, field: 'breakGlassEmail' });
  });

  it('just-in-time provisioning needs a default role of the company, and mapped roles and groups of the company', async () => {
    const jit = { enabled: true, defaultRoleId: null, defaultGroupId: null, roleAttribute: null, groupAttribute: null, roleMappings: [], groupMappings: [] };
    expect(errorOf(await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, samlInput({ jit })))).toMatchObject({ status: 400, field: 'jit.defaultRoleId' });
    const globexRole = await h.db.selectFrom('business_roles').select('id').where('company_id', '=', 'globex').executeTakeFirstOrThrow();
    expect(errorOf(await callAs(h.app, admin, 'POST', SSO_COMPANY_PATHS.list, samlInput({ jit: { ...jit, defaultRoleId: globexRole.id } })))).toMatchObject({ status: 400, field: 'jit.defaultRoleId' });
  });

  it('a replace cannot change the protocol', async () => {
    const cfg = await create(samlInput());
    try {
      expect(errorOf(await callAs(h.app, admin, 'PUT', ssoConfigurationPath(cfg.id), oidcInput()))).toMatchObject({ status: 400, field: 'protocol' });
    } finally {
      await remove(cfg.id);
    }
  });
});

describe('who may call', () => {
  it('a traveler is refused (403); a company without SSO_INTEGRATION is refused (403); another company\'s id answers 404', async () => {
    const cfg = await create(samlInput());
    try {
      const traveler = await signInAs(h.app, 'acme:TRAVELER');
      expect(errorOf(await callAs(h.app, traveler, 'GET', SSO_COMPANY_PATHS.list))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(errorOf(await callAs(h.app, traveler, 'POST', SSO_COMPANY_PATHS.list, samlInput()))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      const globex = await signInAs(h.app, 'globex:COMPANY_ADMIN');
      expect(errorOf(await callAs(h.app, globex, 'GET', SSO_COMPANY_PATHS.list))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      await h.db.updateTable('companies').set({ feature_switches_json: JSON.stringify({ SSO_INTEGRATION: true }) }).where('id', '=', 'globex').execute();
      try {
        expect(SsoConfigurationsReplySchema.parse((await callAs(h.app, globex, 'GET', SSO_COMPANY_PATHS.list)).json()).configurations).toEqual([]);
        for (const [method, url, body] of [
          ['PUT', ssoConfigurationPath(cfg.id), samlInput({ emailDomains: ['globex.example'] })], ['DELETE', ssoConfigurationPath(cfg.id), undefined],
          ['POST', ssoToggleActivePath(cfg.id, false), undefined], ['GET', ssoExternalAuthorizationUrlPath(cfg.id), undefined],
        ] as const) {
          expect(errorOf(await callAs(h.app, globex, method, url, body)), `${method} ${url}`).toMatchObject({ status: 404, code: 'NOT_FOUND' });
        }
      } finally {
        await h.db.updateTable('companies').set({ feature_switches_json: '{}' }).where('id', '=', 'globex').execute();
      }
      expect(SsoConfigurationSchema.parse((await callAs(h.app, admin, 'GET', SSO_COMPANY_PATHS.list)).json<{ configurations: unknown[] }>().configurations[0]).active).toBe(true);
    } finally {
      await remove(cfg.id);
    }
  });
});

describe('SSO-only mode', () => {
  async function passwordLogin(email: string, password = DEMO_BUSINESS_PASSWORD) {
    const s = await newSession(h.app, freshAddress());
    const r = await h.app.inject({
      method: 'POST', url: AUTH_LOGIN_PATH, cookies: { sid: s.sid }, remoteAddress: s.remoteAddress, headers: { 'x-csrf': s.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, passwd: password }).toString(),
    });
    return r.json<{ status: number; errorCode?: string; errorField?: string | null }>();
  }

  it('refuses a password (and an emailed code) for every email of the domain but the break-glass admin, whether or not it has an account', async () => {
    const cfg = await create(samlInput({ ssoOnly: true, breakGlassEmail: 'admin@acme.example' }));
    try {
      expect(cfg.breakGlass).toMatchObject({ email: 'admin@acme.example' });
      const refused = { status: -1, errorCode: 'EXTERNAL_AUTH_REQUIRED', errorField: null };
      expect(await passwordLogin('traveler@acme.example')).toMatchObject(refused);
      expect(await passwordLogin('traveler@acme.example', 'a wrong password')).toMatchObject(refused);
      expect(await passwordLogin('nobody@acme.example')).toMatchObject(refused);
      expect(await passwordLogin('newadmin@acme.example')).toMatchObject(refused);
      expect(await passwordLogin('admin@acme.example')).toMatchObject({ status: 0 });
      expect(await passwordLogin('traveler@globex.example')).toMatchObject({ status: 0 });
      // Nobody registers a password account in the domain either.
      const s = await newSession(h.app, freshAddress());
      const reg = await h.app.inject({
        method: 'POST', url: AUTH_REGISTER_PATH, cookies: { sid: s.sid }, remoteAddress: s.remoteAddress, headers: { 'x-csrf': s.token, 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'newcomer@acme.example', passwd: 'a long enough password', consent: true }),
      });
      expect(reg.json()).toMatchObject(refused);
      // Nor with a code mailed to them (the code is right; the company's SSO-only mode refuses the way in).
      const codeSession = await newSession(h.app, freshAddress());
      const send = (url: string, body: Record<string, unknown>) => h.app.inject({
        method: 'POST', url, cookies: { sid: codeSession.sid }, remoteAddress: codeSession.remoteAddress, headers: { 'x-csrf': codeSession.token, 'content-type': 'application/json' }, payload: JSON.stringify(body),
      });
      expect((await send(AUTH_CODE_SEND_PATH, { username: 'traveler@acme.example' })).json()).toMatchObject({ status: 0 });
      const mailed = await vi.waitFor(async () => {
        const mails = await h.db.selectFrom('mail_outbox').select('body_text').where('recipient', '=', 'traveler@acme.example').orderBy('id', 'desc').execute();
        const found = mails.map((m) => /code is (\d{6})/.exec(m.body_text)?.[1]).find(Boolean);
        expect(found).toBeDefined();
        return found!;
      });
      expect((await send(AUTH_CODE_VERIFY_PATH, { username: 'traveler@acme.example', code: mailed })).json()).toMatchObject(refused);
      // The company's own provider still signs its people in.
      const frame = await newSession(h.app, freshAddress());
      const popup = await openSsoPopup(h.app, frame, TESS.email);
      const code = handoffMessageOf(await postToAcs(h.app, popup, await signInAtSamlIdp(popup.providerUrl, TESS.email))).code!;
      expect((await exchangeCode(h.app, frame, code)).reply).toMatchObject({ status: 0 });
      // Turned off, passwords work again.
      await callAs(h.app, admin, 'POST', ssoToggleActivePath(cfg.id, false));
      expect(await passwordLogin('traveler@acme.example')).toMatchObject({ status: 0 });
    } finally {
      await remove(cfg.id);
    }
  });
});

describe('sign-in rules an admin decides', () => {
  it('with just-in-time provisioning off, a person without an account is refused (SSO_JIT_DISABLED)', async () => {
    const cfg = await create(samlInput());
    try {
      const frame = await newSession(h.app, freshAddress());
      const popup = await openSsoPopup(h.app, frame, SAM.email);
      const code = handoffMessageOf(await postToAcs(h.app, popup, await signInAtSamlIdp(popup.providerUrl, SAM.email))).code!;
      expect((await exchangeCode(h.app, frame, code)).reply).toMatchObject({ status: -1, errorCode: 'SSO_JIT_DISABLED', errorField: null });
      expect(await h.db.selectFrom('accounts').select('id').where('email', '=', SAM.email).executeTakeFirst()).toBeUndefined();
    } finally {
      await remove(cfg.id);
    }
  });

  it('an account of the domain whose business profile is in another company is refused (SSO_OTHER_COMPANY)', async () => {
    const cfg = await create(samlInput({ jit: { enabled: true, defaultRoleId: (await h.db.selectFrom('business_roles').select('id').where('company_id', '=', 'acme').where('builtin_role', '=', 'TRAVELER').executeTakeFirstOrThrow()).id, defaultGroupId: null, roleAttribute: null, groupAttribute: null, roleMappings: [], groupMappings: [] } }));
    try {
      const nowIso = new Date().toISOString();
      const globexRole = await h.db.selectFrom('business_roles').select('id').where('company_id', '=', 'globex').where('builtin_role', '=', 'TRAVELER').executeTakeFirstOrThrow();
      await h.db.insertInto('accounts').values({ id: 'moved-account', email: 'moved@acme.example', password_hash: null, name: null, marketing_optin: 0, disabled: 0, failed_login_count: 0, locked_until: null, created_at: nowIso, confirmed_at: nowIso }).execute();
      await h.db.insertInto('business_profiles').values({ id: 'moved-profile', account_id: 'moved-account', company_id: 'globex', role_id: globexRole.id, group_id: null, manager_profile_id: null, approver_profile_id: null, confirmed_at: nowIso, created_at: nowIso, updated_at: nowIso, guest_expires_at: null, sponsor_profile_id: null }).execute();
      const frame = await newSession(h.app, freshAddress());
      const popup = await openSsoPopup(h.app, frame, 'moved@acme.example');
      const req = authnRequestOf(popup.providerUrl);
      const xml = buildSamlResponse({ idp: provider.saml, acsUrl: req.acsUrl, audience: req.issuer, inResponseTo: req.requestId, user: { email: 'moved@acme.example', givenName: 'Mo', familyName: 'Ved', name: 'Mo Ved' } });
      const code = handoffMessageOf(await postToAcs(h.app, popup, { SAMLResponse: xml, RelayState: req.relayState }, false)).code!;
      expect((await exchangeCode(h.app, frame, code)).reply).toMatchObject({ status: -1, errorCode: 'SSO_OTHER_COMPANY' });
    } finally {
      await remove(cfg.id);
    }
  });
});
