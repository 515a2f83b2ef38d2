// @vitest-environment node
/**
 * SCIM 2.0 provisioning (issue #27 "Done when": "A SCIM conformance run: the requests Microsoft Entra ID and Okta
 * document for their SCIM provisioning (get by `userName eq` filter, create, patch replace active=false, patch add/remove
 * group members, put, delete) against /scim/v2, on SQLite and PostgreSQL; a revoked token refused at once; a deactivated
 * user's open session refused on its next call; the manager attribute setting the approver; the rate limit answering
 * 429 in SCIM's error format").
 *
 * Over the real app: tokens are made by the company admin on the integrations panel's routes; the request bodies are the
 * ones Entra ID's and Okta's provisioning documentation shows (ids and names replaced by the ones the service answered).
 * Acme and Globex are put on the enterprise tier (SSO_INTEGRATION) first, with Globex's integrations page on.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCIM_SCHEMAS, SCIM_TOKEN_PATHS, scimTokenPath, type ScimGroup, type ScimTokenCreatedReply, type ScimUser, type ScimUserList } from '@travel/contract';
import { RATE_LIMIT_DEFAULTS } from '../../config.ts';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import type { TestSession } from '../../../test/booking-fixtures.ts';
import { listAudit } from '../business/audit-log.ts';

let h: Harness;
let acmeAdmin: TestSession;
let entraToken: string;
let oktaToken: string;

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** A SCIM call with a bearer token (the way Entra ID and Okta call: application/scim+json). */
function scim(token: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method, url: `/scim/v2${url}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function makeToken(session: TestSession, name: string): Promise<ScimTokenCreatedReply> {
  const r = await callAs(h.app, session, 'POST', SCIM_TOKEN_PATHS.tokens, { name });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<ScimTokenCreatedReply>();
}

/** The error body of a SCIM reply, checked to be SCIM's error schema with the reply's status. */
function scimError(r: LightMyRequestResponse): { status: string; scimType?: string; detail: string } {
  expect(r.headers['content-type']).toMatch(/^application\/scim\+json/);
  const body = r.json<{ schemas: string[]; status: string; scimType?: string; detail: string }>();
  expect(body.schemas).toEqual([SCIM_SCHEMAS.error]);
  expect(body.status).toBe(String(r.statusCode));
  expect(typeof body.detail).toBe('string');
  return body;
}

const enc = (s: string) => encodeURIComponent(s);

beforeAll(async () => {
  h = await createHarness();
  await h.db.updateTable('companies').set({ plan_tier: 'enterprise' }).where('id', 'in', ['acme', 'globex']).execute();
  // Globex's integrations page is off by default (flag-gated, core-and-business §6): its admin turns it on.
  await h.db.updateTable('companies').set({ flags_json: JSON.stringify({ integrations: true }) }).where('id', '=', 'globex').execute();
  acmeAdmin = await signInAs(h.app, 'acme:COMPANY_ADMIN');
  entraToken = (await makeToken(acmeAdmin, 'Microsoft Entra ID')).secret;
  oktaToken = (await makeToken(acmeAdmin, 'Okta')).secret;
}, 60_000);
afterAll(async () => {
  await h.close();
});

describe('the token panel (business route tree)', () => {
  it('shows a new token once; the list has the base URL, names, hints and no secret; a traveler and a plan without SSO are refused', async () => {
    const created = await makeToken(acmeAdmin, 'Spare');
    expect(created.secret).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ name: 'Spare', hint: created.secret.slice(-4), lastUsedAt: null, createdBy: 'Ada Admin' });
    const list = await callAs(h.app, acmeAdmin, 'GET', SCIM_TOKEN_PATHS.tokens);
    expect(list.statusCode).toBe(200);
    expect(list.json().baseUrl).toBe(`${h.config.publicOrigin}/scim/v2`);
    expect(list.json().tokens.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['Spare', 'Okta', 'Microsoft Entra ID']));
    expect(list.body).not.toContain(created.secret);
    const stored = await h.db.selectFrom('scim_tokens').select('token_hash').where('id', '=', created.token.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(created.secret);
    // A traveler lacks COMPANY_INTEGRATION_MANAGEMENT; a writer without X-CSRF is refused.
    const traveler = await signInAs(h.app, 'acme:TRAVEL_ARRANGER');
    expect((await callAs(h.app, traveler, 'GET', SCIM_TOKEN_PATHS.tokens)).statusCode).toBe(403);
    const noCsrf = await h.app.inject({ method: 'POST', url: SCIM_TOKEN_PATHS.tokens, cookies: { sid: acmeAdmin.sid }, payload: { name: 'x' } });
    expect(noCsrf.statusCode).toBe(403);
    // Revoke, audited; the token no longer lists.
    const revoked = await callAs(h.app, acmeAdmin, 'DELETE', scimTokenPath(created.token.id));
    expect(revoked.statusCode).toBe(200);
    expect((await callAs(h.app, acmeAdmin, 'GET', SCIM_TOKEN_PATHS.tokens)).json().tokens.map((t: { id: string }) => t.id)).not.toContain(created.token.id);
    const audit = await listAudit(h.db, 'acme', { subjectType: 'scimToken' });
    expect(audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['scimToken.create', 'scimToken.revoke']));
  });

  it('a company whose plan lacks SSO_INTEGRATION cannot make tokens, and its tokens stop working', async () => {
    await h.db.updateTable('companies').set({ plan_tier: 'bizPlus' }).where('id', '=', 'acme').execute();
    try {
      expect((await callAs(h.app, acmeAdmin, 'GET', SCIM_TOKEN_PATHS.tokens)).statusCode).toBe(403);
      const r = await scim(entraToken, 'GET', '/Users?count=1');
      expect(r.statusCode).toBe(403);
      scimError(r);
    } finally {
      await h.db.updateTable('companies').set({ plan_tier: 'enterprise' }).where('id', '=', 'acme').execute();
    }
    expect((await scim(entraToken, 'GET', '/Users?count=1')).statusCode).toBe(200);
  });

  it('a revoked token is refused at once', async () => {
    const { secret, token } = await makeToken(acmeAdmin, 'Short-lived');
    expect((await scim(secret, 'GET', '/Users?count=1')).statusCode).toBe(200);
    expect((await callAs(h.app, acmeAdmin, 'DELETE', scimTokenPath(token.id))).statusCode).toBe(200);
    const r = await scim(secret, 'GET', '/Users?count=1');
    expect(r.statusCode).toBe(401);
    expect(r.headers['www-authenticate']).toBe('Bearer realm="scim"');
    scimError(r);
    // Revoking again, or another company's token id, is 404.
    expect((await callAs(h.app, acmeAdmin, 'DELETE', scimTokenPath(token.id))).statusCode).toBe(404);
    const globexAdmin = await signInAs(h.app, 'globex:COMPANY_ADMIN');
    const list = await callAs(h.app, acmeAdmin, 'GET', SCIM_TOKEN_PATHS.tokens);
    const acmeTokenId = list.json().tokens[0].id as string;
    expect((await callAs(h.app, globexAdmin, 'DELETE', scimTokenPath(acmeTokenId))).statusCode).toBe(404);
  });
});

describe('SCIM protocol basics', () => {
  it('answers every error in SCIM\'s error schema as application/scim+json', async () => {
    const none = await scim(null, 'GET', '/Users');
    expect(none.statusCode).toBe(401);
    expect(scimError(none).detail).toMatch(/Bearer/);
    const wrong = await scim('scim_notARealTokenAtAll0000000000000000000000000', 'GET', '/Users');
    expect(wrong.statusCode).toBe(401);
    scimError(wrong);
    const unknownPath = await scim(entraToken, 'GET', '/Nope');
    expect(unknownPath.statusCode).toBe(404);
    scimError(unknownPath);
    const unknownUser = await scim(entraToken, 'GET', '/Users/does-not-exist');
    expect(unknownUser.statusCode).toBe(404);
    scimError(unknownUser);
    const badFilter = await scim(entraToken, 'GET', `/Users?filter=${enc('userName co "a"')}`);
    expect(badFilter.statusCode).toBe(400);
    expect(scimError(badFilter).scimType).toBe('invalidFilter');
    const badBody = await h.app.inject({ method: 'POST', url: '/scim/v2/Users', headers: { authorization: `Bearer ${entraToken}`, 'content-type': 'application/scim+json' }, payload: '{"userName":' });
    expect(badBody.statusCode).toBe(400);
    expect(scimError(badBody).scimType).toBe('invalidSyntax');
    const missing = await scim(entraToken, 'POST', '/Users', { schemas: [SCIM_SCHEMAS.user] });
    expect(missing.statusCode).toBe(400);
    expect(scimError(missing).scimType).toBe('invalidValue');
    const notEmail = await scim(entraToken, 'POST', '/Users', { schemas: [SCIM_SCHEMAS.user], userName: 'not-an-email' });
    expect(notEmail.statusCode).toBe(400);
    scimError(notEmail);
    const notJson = await h.app.inject({ method: 'POST', url: '/scim/v2/Users', headers: { authorization: `Bearer ${entraToken}`, 'content-type': 'application/xml' }, payload: '<user/>' });
    expect(notJson.statusCode).toBe(415);
    scimError(notJson);
  });

  it('takes application/scim+json with a charset and plain application/json', async () => {
    const filter = `/scim/v2/Users?filter=${enc('userName eq "admin@acme.example"')}`;
    const id = (await scim(entraToken, 'GET', filter.slice('/scim/v2'.length))).json<ScimUserList>().Resources![0]!.id;
    for (const contentType of ['application/scim+json; charset=utf-8', 'application/json']) {
      const r = await h.app.inject({
        method: 'PATCH', url: `/scim/v2/Users/${id}?attributes=displayName`, headers: { authorization: `Bearer ${entraToken}`, 'content-type': contentType },
        payload: JSON.stringify({ schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'displayName', value: 'Ada Admin' }] }),
      });
      expect(r.statusCode, `${contentType} ${r.body}`).toBe(200);
      expect(r.json()).toEqual({ schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterpriseUser], id, displayName: 'Ada Admin' });
    }
  });

  it('serves the discovery documents', async () => {
    const spc = await scim(entraToken, 'GET', '/ServiceProviderConfig');
    expect(spc.statusCode).toBe(200);
    expect(spc.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(spc.json()).toMatchObject({ schemas: [SCIM_SCHEMAS.serviceProviderConfig], patch: { supported: true }, bulk: { supported: false }, filter: { supported: true, maxResults: 200 } });
    const types = await scim(entraToken, 'GET', '/ResourceTypes');
    expect(types.json().Resources.map((t: { id: string }) => t.id)).toEqual(['User', 'Group']);
    expect((await scim(entraToken, 'GET', '/ResourceTypes/User')).json().schemaExtensions[0].schema).toBe(SCIM_SCHEMAS.enterpriseUser);
    const schemas = await scim(entraToken, 'GET', '/Schemas');
    expect(schemas.json().Resources.map((s: { id: string }) => s.id)).toEqual([SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterpriseUser, SCIM_SCHEMAS.group]);
    expect((await scim(entraToken, 'GET', `/Schemas/${SCIM_SCHEMAS.group}`)).json().name).toBe('Group');
  });

  it('pages lists in SQL (startIndex, count, totalResults, itemsPerPage)', async () => {
    const all = (await scim(entraToken, 'GET', '/Users?count=200')).json<ScimUserList>();
    expect(all.totalResults).toBeGreaterThanOrEqual(8);
    expect(all.itemsPerPage).toBe(all.Resources!.length);
    const page = (await scim(entraToken, 'GET', '/Users?startIndex=2&count=3')).json<ScimUserList>();
    expect(page).toMatchObject({ totalResults: all.totalResults, itemsPerPage: 3, startIndex: 2 });
    expect(page.Resources!.map((u) => u.id)).toEqual(all.Resources!.slice(1, 4).map((u) => u.id));
    const past = (await scim(entraToken, 'GET', `/Users?startIndex=${all.totalResults + 5}&count=10`)).json<ScimUserList>();
    expect(past).toMatchObject({ totalResults: all.totalResults, itemsPerPage: 0 });
    expect(past.Resources).toBeUndefined();
    const zero = (await scim(entraToken, 'GET', '/Users?count=0')).json<ScimUserList>();
    expect(zero).toMatchObject({ totalResults: all.totalResults, itemsPerPage: 0, startIndex: 1 });
    // Guests are not SCIM users; seeded members are, with stable ids.
    const again = (await scim(entraToken, 'GET', '/Users?count=200')).json<ScimUserList>();
    expect(again.Resources!.map((u) => u.id)).toEqual(all.Resources!.map((u) => u.id));
    // attributes / excludedAttributes.
    const slim = (await scim(entraToken, 'GET', '/Users?count=1&attributes=userName')).json<ScimUserList>();
    expect(Object.keys(slim.Resources![0]!).sort()).toEqual(['id', 'schemas', 'userName']);
    const noName = (await scim(entraToken, 'GET', '/Users?count=1&excludedAttributes=name,emails')).json<ScimUserList>();
    expect(noName.Resources![0]).not.toHaveProperty('name');
    expect(noName.Resources![0]).not.toHaveProperty('emails');
    expect(noName.Resources![0]).toHaveProperty('userName');
  });
});

describe('Microsoft Entra ID provisioning sequence', () => {
  let userId = '';
  let groupId = '';
  const userName = 'Test_User_ab6490ee@acme.example';

  it('get by userName (empty), create, get again, patch attributes, patch manager, disable with "False", group add/remove, delete', async () => {
    // 1. Does the user exist? (Entra's first call for every assigned user; the test connection does the same.)
    const none = await scim(entraToken, 'GET', `/Users?filter=${enc(`userName eq "${userName}"`)}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ schemas: [SCIM_SCHEMAS.listResponse], totalResults: 0, itemsPerPage: 0, startIndex: 1 });

    // 2. Create (Entra's body: enterprise schema declared, meta, roles, emails of type work).
    const created = await scim(entraToken, 'POST', '/Users', {
      schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterpriseUser],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef', userName, active: true,
      emails: [{ primary: true, type: 'work', value: userName }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/scim\+json/);
    const user = created.json<ScimUser>();
    userId = user.id;
    expect(created.headers.location).toBe(`${h.config.publicOrigin}/scim/v2/Users/${userId}`);
    expect(user).toMatchObject({
      userName: userName.toLowerCase(), externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef', active: true,
      name: { givenName: 'givenName', familyName: 'familyName' }, emails: [{ value: userName.toLowerCase(), type: 'work', primary: true }],
      meta: { resourceType: 'User', location: created.headers.location },
    });
    // The account has no password and a confirmed email; the profile is an active member of Acme.
    const account = await h.db.selectFrom('accounts').selectAll().where('email', '=', userName.toLowerCase()).executeTakeFirstOrThrow();
    expect(account.password_hash).toBeNull();
    expect(account.confirmed_at).not.toBeNull();
    expect(account.name).toBe('givenName familyName');
    const profile = await h.db.selectFrom('business_profiles').selectAll().where('account_id', '=', account.id).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ company_id: 'acme', kind: 'member', status: 'active' });
    expect(user.id).not.toBe(profile.id);
    expect(user.id).not.toBe(account.id);

    // 3. Get again: by userName in another case (case-insensitive), by externalId, by id.
    const found = await scim(entraToken, 'GET', `/Users?filter=${enc(`userName eq "${userName.toUpperCase()}"`)}`);
    expect(found.json<ScimUserList>()).toMatchObject({ totalResults: 1, itemsPerPage: 1 });
    expect(found.json<ScimUserList>().Resources![0]!.id).toBe(userId);
    const byExternal = await scim(entraToken, 'GET', `/Users?filter=${enc('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`);
    expect(byExternal.json<ScimUserList>().Resources![0]!.id).toBe(userId);
    expect((await scim(entraToken, 'GET', `/Users/${userId}`)).json<ScimUser>().userName).toBe(userName.toLowerCase());
    // A second create of the same userName is a uniqueness conflict.
    const again = await scim(entraToken, 'POST', '/Users', { schemas: [SCIM_SCHEMAS.user], userName });
    expect(again.statusCode).toBe(409);
    expect(scimError(again).scimType).toBe('uniqueness');

    // 4. Update attributes (Entra: one PATCH, several Replace operations, a filtered emails path).
    const patched = await scim(entraToken, 'PATCH', `/Users/${userId}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        { op: 'Add', path: 'displayName', value: 'Grace Updated' },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<ScimUser>()).toMatchObject({ name: { givenName: 'givenName', familyName: 'updatedFamilyName' }, displayName: 'Grace Updated', userName: userName.toLowerCase() });

    // 5. Disable: Entra sends the boolean as a string.
    const disabled = await scim(entraToken, 'PATCH', `/Users/${userId}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<ScimUser>().active).toBe(false);
    expect((await h.db.selectFrom('business_profiles').select('status').where('account_id', '=', account.id).executeTakeFirstOrThrow()).status).toBe('deactivated');
    const enabled = await scim(entraToken, 'PATCH', `/Users/${userId}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] });
    expect(enabled.json<ScimUser>().active).toBe(true);

    // 6. Groups: create, find by displayName without members, add a member, check, remove, delete.
    const group = await scim(entraToken, 'POST', '/Groups', {
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159', displayName: 'Group1936A', meta: { resourceType: 'Group' }, schemas: [SCIM_SCHEMAS.group],
    });
    expect(group.statusCode, group.body).toBe(201);
    groupId = group.json<ScimGroup>().id;
    expect(group.json<ScimGroup>()).toMatchObject({ displayName: 'Group1936A', externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159', members: [] });
    const byName = await scim(entraToken, 'GET', `/Groups?excludedAttributes=members&filter=${enc('displayName eq "Group1936A"')}`);
    expect(byName.json().totalResults).toBe(1);
    expect(byName.json().Resources[0]).not.toHaveProperty('members');
    const add = await scim(entraToken, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: userId }] }],
    });
    expect(add.statusCode, add.body).toBe(204);
    expect((await scim(entraToken, 'GET', `/Groups/${groupId}`)).json<ScimGroup>().members!.map((m) => m.value)).toEqual([userId]);
    expect((await scim(entraToken, 'GET', `/Users/${userId}`)).json<ScimUser>().groups).toEqual([expect.objectContaining({ value: groupId, display: 'Group1936A' })]);
    const memberCheck = await scim(entraToken, 'GET', `/Groups?filter=${enc(`id eq "${groupId}" and members[value eq "${userId}"]`)}&excludedAttributes=members`);
    expect(memberCheck.json().totalResults).toBe(1);
    const remove = await scim(entraToken, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP], Operations: [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: userId }] }],
    });
    expect(remove.statusCode).toBe(204);
    expect((await scim(entraToken, 'GET', `/Groups/${groupId}`)).json<ScimGroup>().members).toEqual([]);
    expect((await scim(entraToken, 'GET', `/Groups?filter=${enc(`id eq "${groupId}" and members[value eq "${userId}"]`)}`)).json().totalResults).toBe(0);
    expect((await scim(entraToken, 'DELETE', `/Groups/${groupId}`)).statusCode).toBe(204);
    expect((await scim(entraToken, 'GET', `/Groups/${groupId}`)).statusCode).toBe(404);

    // 7. Delete the user: deactivated, and the id is gone.
    expect((await scim(entraToken, 'DELETE', `/Users/${userId}`)).statusCode).toBe(204);
    const gone = await scim(entraToken, 'GET', `/Users/${userId}`);
    expect(gone.statusCode).toBe(404);
    scimError(gone);
    expect((await scim(entraToken, 'GET', `/Users?filter=${enc(`userName eq "${userName}"`)}`)).json().totalResults).toBe(0);
    expect((await h.db.selectFrom('business_profiles').select('status').where('account_id', '=', account.id).executeTakeFirstOrThrow()).status).toBe('deactivated');
    // Assigned again later: the same person comes back under a new id, active.
    const back = await scim(entraToken, 'POST', '/Users', { schemas: [SCIM_SCHEMAS.user], userName, externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef' });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json<ScimUser>().id).not.toBe(userId);
    expect(back.json<ScimUser>().active).toBe(true);

    // Every change is in the audit log with the token as actor.
    const audit = await listAudit(h.db, 'acme', { subjectType: 'scimUser', limit: 200 });
    const actions = audit.entries.filter((e) => e.details.scimId === userId).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['scimUser.create', 'scimUser.update', 'scimUser.delete']));
    expect(audit.entries.find((e) => e.action === 'scimUser.create')!.details.actorName).toBe('SCIM token "Microsoft Entra ID"');
    expect((await listAudit(h.db, 'acme', { subjectType: 'scimGroup' })).entries.map((e) => e.action)).toEqual(expect.arrayContaining(['scimGroup.create', 'scimGroup.update', 'scimGroup.delete']));
  });
});

describe('Okta provisioning sequence', () => {
  it('get by userName (empty), create, get, put, patch active=false, groups with add and members[value eq] remove, rename, delete', async () => {
    const userName = 'test.user@okta.local';
    const none = await scim(oktaToken, 'GET', `/Users?filter=${enc(`userName eq "${userName}"`)}&startIndex=1&count=100`);
    expect(none.json()).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0 });
    const created = await scim(oktaToken, 'POST', '/Users', {
      schemas: [SCIM_SCHEMAS.user], userName, name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: userName, type: 'work' }], displayName: 'Test User', locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7', groups: [], password: '1mz050nq', active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<ScimUser>().id;
    expect((await scim(oktaToken, 'GET', `/Users/${id}`)).json<ScimUser>()).toMatchObject({ userName, displayName: 'Test User', active: true });
    // Okta updates with PUT and the whole user.
    const put = await scim(oktaToken, 'PUT', `/Users/${id}`, {
      schemas: [SCIM_SCHEMAS.user], id, userName, name: { givenName: 'Another', familyName: 'User' },
      emails: [{ primary: true, value: userName, type: 'work' }], displayName: 'Another User', active: true, externalId: '00ujl29u0le5T6Aj10h7',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<ScimUser>()).toMatchObject({ name: { givenName: 'Another', familyName: 'User' }, displayName: 'Another User' });
    expect((await h.db.selectFrom('accounts').select('name').where('email', '=', userName).executeTakeFirstOrThrow()).name).toBe('Another User');
    // userName cannot change.
    const rename = await scim(oktaToken, 'PUT', `/Users/${id}`, { schemas: [SCIM_SCHEMAS.user], userName: 'someone.else@okta.local' });
    expect(rename.statusCode).toBe(400);
    expect(scimError(rename).scimType).toBe('mutability');
    // Deactivate: Okta's PATCH without a path.
    const off = await scim(oktaToken, 'PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] });
    expect(off.statusCode).toBe(200);
    expect(off.json<ScimUser>().active).toBe(false);
    const on = await scim(oktaToken, 'PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] });
    expect(on.json<ScimUser>().active).toBe(true);

    // Groups (Okta push groups).
    const group = await scim(oktaToken, 'POST', '/Groups', { schemas: [SCIM_SCHEMAS.group], displayName: 'Test SCIMv2', members: [] });
    expect(group.statusCode).toBe(201);
    const groupId = group.json<ScimGroup>().id;
    const duplicate = await scim(oktaToken, 'POST', '/Groups', { schemas: [SCIM_SCHEMAS.group], displayName: 'test scimv2' });
    expect(duplicate.statusCode).toBe(409);
    expect(scimError(duplicate).scimType).toBe('uniqueness');
    const renamed = await scim(oktaToken, 'PATCH', `/Groups/${groupId}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { id: groupId, displayName: 'Test SCIMv2 Renamed' } }] });
    expect(renamed.statusCode).toBe(204);
    const added = await scim(oktaToken, 'PATCH', `/Groups/${groupId}`, { schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: [{ value: id, display: userName }] }] });
    expect(added.statusCode).toBe(204);
    const listed = await scim(oktaToken, 'GET', `/Groups?filter=${enc('displayName eq "Test SCIMv2 Renamed"')}&startIndex=1&count=100`);
    expect(listed.json().Resources[0].members).toEqual([expect.objectContaining({ value: id, display: 'Another User' })]);
    const removed = await scim(oktaToken, 'PATCH', `/Groups/${groupId}`, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: `members[value eq "${id}"]` }] });
    expect(removed.statusCode).toBe(204);
    expect((await scim(oktaToken, 'GET', `/Groups/${groupId}`)).json<ScimGroup>().members).toEqual([]);
    // PUT a group: members replaced.
    const putGroup = await scim(oktaToken, 'PUT', `/Groups/${groupId}`, { schemas: [SCIM_SCHEMAS.group], displayName: 'Test SCIMv2 Renamed', members: [{ value: id }] });
    expect(putGroup.statusCode).toBe(200);
    expect(putGroup.json<ScimGroup>().members!.map((m) => m.value)).toEqual([id]);
    // An unknown member is refused, nothing changes.
    const unknown = await scim(oktaToken, 'PATCH', `/Groups/${groupId}`, { schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: [{ value: 'nobody' }] }] });
    expect(unknown.statusCode).toBe(400);
    expect(scimError(unknown).scimType).toBe('invalidValue');
    expect((await scim(oktaToken, 'DELETE', `/Groups/${groupId}`)).statusCode).toBe(204);
    expect((await scim(oktaToken, 'DELETE', `/Users/${id}`)).statusCode).toBe(204);
    expect((await scim(oktaToken, 'GET', `/Users/${id}`)).statusCode).toBe(404);
  });
});

describe('what provisioning changes in the product', () => {
  it('a deactivated user\'s open session is refused on its next call', async () => {
    const traveler = await signInAs(h.app, 'acme:TRAVELER');
    expect((await callAs(h.app, traveler, 'GET', '/i/api/business/company/v1/')).statusCode).toBe(200);
    // The directory finds the existing person by userName (their SCIM id is given on first sight) and disables them.
    const found = await scim(entraToken, 'GET', `/Users?filter=${enc('userName eq "traveler@acme.example"')}`);
    expect(found.json().totalResults).toBe(1);
    const id = found.json<ScimUserList>().Resources![0]!.id;
    const off = await scim(entraToken, 'PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] });
    expect(off.statusCode).toBe(200);
    const next = await callAs(h.app, traveler, 'GET', '/i/api/business/company/v1/');
    expect(next.statusCode).toBe(401);
    expect(next.json().errors[0].code).toBe('INVALID_SESSION');
    // Signing in again gives no business access while deactivated.
    const again = await signInAs(h.app, 'acme:TRAVELER', { verifyTwoFactor: false });
    expect((await callAs(h.app, again, 'GET', '/i/api/business/company/v1/')).statusCode).toBe(403);
  });

  it('the enterprise manager sets the traveler\'s manager and approver', async () => {
    const approver = (await scim(entraToken, 'GET', `/Users?filter=${enc('userName eq "approver@acme.example"')}`)).json<ScimUserList>().Resources![0]!;
    const created = await scim(entraToken, 'POST', '/Users', {
      schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterpriseUser], userName: 'mo.managed@acme.example', name: { givenName: 'Mo', familyName: 'Managed' },
      [SCIM_SCHEMAS.enterpriseUser]: { manager: { value: approver.id } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<ScimUser>().id;
    expect(created.json<ScimUser>()[SCIM_SCHEMAS.enterpriseUser]).toEqual({ manager: { value: approver.id, $ref: `${h.config.publicOrigin}/scim/v2/Users/${approver.id}` } });
    const profileOf = async (email: string) => {
      const r = await callAs(h.app, acmeAdmin, 'GET', `/i/api/business/admin/v1/users?query=${enc(email)}`);
      return r.json<{ users: { profileId: string; email: string }[] }>().users.find((u) => u.email === email)!.profileId;
    };
    const managed = await profileOf('mo.managed@acme.example');
    const approverProfile = await profileOf('approver@acme.example');
    const view = await callAs(h.app, acmeAdmin, 'GET', `/i/api/business/users/v1/profiles/${managed}`);
    expect(view.json()).toMatchObject({ managerProfileId: approverProfile, approverProfileId: approverProfile });
    // Entra's form: the bare id in an Add; and clearing with remove.
    const admin = (await scim(entraToken, 'GET', `/Users?filter=${enc('userName eq "admin@acme.example"')}`)).json<ScimUserList>().Resources![0]!;
    await scim(entraToken, 'PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: `${SCIM_SCHEMAS.enterpriseUser}:manager`, value: admin.id }] });
    const adminProfile = await profileOf('admin@acme.example');
    expect((await callAs(h.app, acmeAdmin, 'GET', `/i/api/business/users/v1/profiles/${managed}`)).json()).toMatchObject({ approverProfileId: adminProfile });
    // A manager of another company (or unknown) is refused.
    const self = await scim(entraToken, 'PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: `${SCIM_SCHEMAS.enterpriseUser}:manager`, value: { value: id } }] });
    expect(self.statusCode).toBe(400);
    expect(scimError(self).scimType).toBe('invalidValue');
    const cleared = await scim(entraToken, 'PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: `${SCIM_SCHEMAS.enterpriseUser}:manager` }] });
    expect(cleared.json<ScimUser>()[SCIM_SCHEMAS.enterpriseUser]).toEqual({});
    expect((await callAs(h.app, acmeAdmin, 'GET', `/i/api/business/users/v1/profiles/${managed}`)).json()).toMatchObject({ managerProfileId: null, approverProfileId: null });
  });

  it('another company\'s ids answer 404, and its people cannot be taken over', async () => {
    const globexAdmin = await signInAs(h.app, 'globex:COMPANY_ADMIN');
    const globexToken = (await makeToken(globexAdmin, 'Globex directory')).secret;
    const acmeUser = (await scim(entraToken, 'GET', `/Users?filter=${enc('userName eq "admin@acme.example"')}`)).json<ScimUserList>().Resources![0]!;
    const acmeGroup = (await scim(entraToken, 'POST', '/Groups', { schemas: [SCIM_SCHEMAS.group], displayName: 'Acme only' })).json<ScimGroup>();
    for (const [method, url, body] of [
      ['GET', `/Users/${acmeUser.id}`, undefined],
      ['PUT', `/Users/${acmeUser.id}`, { schemas: [SCIM_SCHEMAS.user], userName: 'admin@acme.example' }],
      ['PATCH', `/Users/${acmeUser.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] }],
      ['DELETE', `/Users/${acmeUser.id}`, undefined],
      ['GET', `/Groups/${acmeGroup.id}`, undefined],
      ['PATCH', `/Groups/${acmeGroup.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: [{ value: acmeUser.id }] }] }],
      ['DELETE', `/Groups/${acmeGroup.id}`, undefined],
    ] as const) {
      const r = await scim(globexToken, method, url, body);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      scimError(r);
    }
    expect((await scim(globexToken, 'GET', `/Users?filter=${enc('userName eq "admin@acme.example"')}`)).json().totalResults).toBe(0);
    expect((await scim(globexToken, 'GET', `/Groups?filter=${enc('displayName eq "Acme only"')}`)).json().totalResults).toBe(0);
    // Globex cannot create Acme's admin in its directory, nor put Acme's user in its group.
    const takeOver = await scim(globexToken, 'POST', '/Users', { schemas: [SCIM_SCHEMAS.user], userName: 'admin@acme.example' });
    expect(takeOver.statusCode).toBe(409);
    const globexGroup = (await scim(globexToken, 'POST', '/Groups', { schemas: [SCIM_SCHEMAS.group], displayName: 'Globex team' })).json<ScimGroup>();
    const foreignMember = await scim(globexToken, 'PATCH', `/Groups/${globexGroup.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: [{ value: acmeUser.id }] }] });
    expect(foreignMember.statusCode).toBe(400);
    // Acme's admin is untouched.
    expect((await scim(entraToken, 'GET', `/Users/${acmeUser.id}`)).json<ScimUser>().active).toBe(true);
    // A consumer account outside the company's email domains is not taken over either.
    const outsider = await scim(entraToken, 'POST', '/Users', { schemas: [SCIM_SCHEMAS.user], userName: 'traveler@globex.example' });
    expect(outsider.statusCode).toBe(409);
  });
});

describe('rate limit per token', () => {
  let limited: Harness;
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 in SCIM\'s error format with Retry-After', async () => {
    limited = await createHarness({ config: { rateLimits: { ...RATE_LIMIT_DEFAULTS, SCIM_TOKEN: { max: 3, windowMs: 60_000 } } } });
    await limited.db.updateTable('companies').set({ plan_tier: 'enterprise' }).where('id', '=', 'acme').execute();
    const admin = await signInAs(limited.app, 'acme:COMPANY_ADMIN');
    const created = await callAs(limited.app, admin, 'POST', SCIM_TOKEN_PATHS.tokens, { name: 'Busy directory' });
    const token = created.json<ScimTokenCreatedReply>().secret;
    const call = () => limited.app.inject({ method: 'GET', url: '/scim/v2/Users?count=1', headers: { authorization: `Bearer ${token}` } });
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(200);
    const r = await call();
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(r.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(r.json()).toMatchObject({ schemas: [SCIM_SCHEMAS.error], status: '429' });
    // Per token: another token of the company still answers.
    const other = (await callAs(limited.app, admin, 'POST', SCIM_TOKEN_PATHS.tokens, { name: 'Second directory' })).json<ScimTokenCreatedReply>().secret;
    expect((await limited.app.inject({ method: 'GET', url: '/scim/v2/Users?count=1', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(200);
  }, 60_000);
});
