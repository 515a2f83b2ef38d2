// @vitest-environment node
/**
 * The admin hub's server APIs over the real app and the seeded demo companies (issue #24 "Admin hub"): per resource,
 * the happy path, a caller without the page's permission (403), another company's id (404) and a body the contract
 * refuses (400); the invitation journey end to end through the mail outbox (read the mail, follow the token, register
 * with the invited email, accept), single use, resend replacing the link, expiry; guests expiring.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_STATE_PATH, AuthStateSchema, BUSINESS_ADMIN_API_BASE, BUSINESS_INVITATION_ACCEPT_PATH, BUSINESS_INVITATION_PAGE_PATH, BUSINESS_INVITATION_PREVIEW_PATH,
  HOMEPAGE_MESSAGES_FRONT_DOOR_PATH, INVITATION_EXPIRY_MS,
} from '@travel/contract';
import { callAs, demoUser, signInAs } from '../../../test/business-fixtures.ts';
import { DEMO_BUSINESS_USERS } from '../../db/seed-business.ts';
import { newSession, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
const sessions = new Map<string, TestSession>();
const A = BUSINESS_ADMIN_API_BASE;
const code = (r: { statusCode: number; json(): unknown }) => (r.statusCode >= 400 ? (r.json() as { errors: { code: string; field?: string }[] }).errors[0] : undefined);
const as = (who: string): TestSession => {
  const s = sessions.get(who);
  if (!s) throw new Error(`no session ${who}`);
  return s;
};

/** Registers a new consumer account and returns its signed-in session. */
async function register(email: string): Promise<TestSession> {
  const anon = await newSession(h.app);
  const reg = await h.app.inject({
    method: 'POST', url: '/k/run/auth/register', cookies: { sid: anon.sid }, headers: { 'x-csrf': anon.token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, passwd: 'invitee-pass-1', consent: 'true' }).toString(),
  });
  expect(reg.json<{ status: number }>().status).toBe(0);
  const sid = sidOf(reg);
  const token = (await h.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } })).json<{ formtoken: string }>().formtoken;
  return { sid, token };
}

/** The token of the newest invitation mail to `email` in the outbox. */
async function mailedToken(email: string): Promise<string> {
  const mail = await h.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).where('subject', 'like', '%invited%')
    .orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(mail.body_text).toContain(`${h.config.publicOrigin}${BUSINESS_INVITATION_PAGE_PATH}#token=`);
  const token = new RegExp(`${BUSINESS_INVITATION_PAGE_PATH}#token=([A-Za-z0-9_-]+)`).exec(mail.body_text)?.[1];
  if (!token) throw new Error('no token in the mail');
  return token;
}

async function profileIdOf(email: string): Promise<string> {
  const row = await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id').where('a.email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

async function setFlags(companyId: string, flags: Record<string, boolean>): Promise<void> {
  const row = await h.db.selectFrom('companies').select('flags_json').where('id', '=', companyId).executeTakeFirstOrThrow();
  await h.db.updateTable('companies').set({ flags_json: JSON.stringify({ ...JSON.parse(row.flags_json), ...flags }) }).where('id', '=', companyId).execute();
}

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  sessions.set('visitor', await newSession(h.app));
  for (const who of ['acme:COMPANY_ADMIN', 'acme:TRAVELER', 'acme:TRAVEL_MANAGER', 'globex:COMPANY_ADMIN'] as const) sessions.set(who, await signInAs(h.app, who));
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('users', () => {
  it('lists, searches and pages the company users, counted in SQL', async () => {
    const all = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/users?limit=2`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: DEMO_BUSINESS_USERS.filter((u) => u.company === 'acme').length, offset: 0, limit: 2 });
    expect(all.json<{ users: unknown[] }>().users).toHaveLength(2);
    const search = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/users?query=TESS`)).json<{ users: { email: string; role: { builtInRole: string } }[]; total: number }>();
    expect(search.total).toBe(1);
    expect(search.users[0]).toMatchObject({ email: 'traveler@acme.example', role: { builtInRole: 'TRAVELER' }, self: false });
    // A LIKE wildcard is matched literally.
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/users?query=%25`)).json()).toMatchObject({ total: 0 });
    const globex = (await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${A}/users`)).json<{ users: { email: string }[] }>();
    expect(globex.users.map((u) => u.email).sort()).toEqual(['admin@globex.example', 'traveler@globex.example']);
  });

  it('403 for a traveler, 400 for a page size over the limit', async () => {
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'GET', `${A}/users`))?.code).toBe('FORBIDDEN');
    const r = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/users?limit=1000`);
    expect([r.statusCode, code(r)?.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it("edits role and group; another company's profile, role or group is 404; oneself 403", async () => {
    const traveler = await profileIdOf(demoUser('acme', 'TRAVELER').email);
    const group = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/groups`, { name: 'Directors' })).json<{ id: number }>();
    const options = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/users/options`)).json<{ roles: { id: number; builtInRole: string; assignable: boolean }[] }>();
    const arranger = options.roles.find((r) => r.builtInRole === 'TRAVEL_ARRANGER');
    expect(arranger?.assignable).toBe(true);
    const r = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${traveler}`, { roleId: arranger?.id, groupId: group.id });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ role: { builtInRole: 'TRAVEL_ARRANGER' }, groupId: group.id, groupName: 'Directors' });
    const back = options.roles.find((x) => x.builtInRole === 'TRAVELER');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${traveler}`, { roleId: back?.id, groupId: null })).statusCode).toBe(200);

    const globexRoles = (await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${A}/users/options`)).json<{ roles: { id: number }[] }>();
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${A}/users/${traveler}`, { groupId: null }))?.code).toBe('NOT_FOUND');
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${traveler}`, { roleId: globexRoles.roles[0]?.id }))?.code).toBe('NOT_FOUND');
    const self = await profileIdOf(demoUser('acme', 'COMPANY_ADMIN').email);
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${self}`, { roleId: back?.id }))?.code).toBe('FORBIDDEN');
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${traveler}`, {}))?.code).toBe('VALIDATION_ERROR');
  });

  it('deactivates (the user becomes a consumer on business routes) and reactivates; not oneself', async () => {
    const traveler = await profileIdOf(demoUser('acme', 'TRAVELER').email);
    const off = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/users/${traveler}/deactivate`);
    expect(off.json()).toMatchObject({ status: 'deactivated' });
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'GET', '/i/api/business/company/v1/'))?.code).toBe('FORBIDDEN');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/users/${traveler}/reactivate`)).json()).toMatchObject({ status: 'active' });
    expect((await callAs(h.app, as('acme:TRAVELER'), 'GET', '/i/api/business/company/v1/')).statusCode).toBe(200);
    const self = await profileIdOf(demoUser('acme', 'COMPANY_ADMIN').email);
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/users/${self}/deactivate`))?.code).toBe('FORBIDDEN');
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'POST', `${A}/users/${traveler}/deactivate`))?.code).toBe('NOT_FOUND');
    // A travel manager sees no users page at all.
    expect(code(await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'POST', `${A}/users/${traveler}/deactivate`))?.code).toBe('FORBIDDEN');
  });
});

describe('no privilege escalation, the last company admin', () => {
  it('a custom role with BUSINESS_PROFILE_EDIT cannot give or change roles beyond its own permissions', async () => {
    const editor = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/roles`, { name: 'Profile editor', permissions: ['BUSINESS_PROFILE_EDIT', 'TRIP_EVENT_BOOK'] }))
      .json<{ id: number }>();
    const narrow = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/roles`, { name: 'Booker', permissions: ['TRIP_EVENT_BOOK'] })).json<{ id: number }>();
    const arranger = await profileIdOf(demoUser('acme', 'TRAVEL_ARRANGER').email);
    const roles = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/users/options`)).json<{ roles: { id: number; builtInRole: string | null }[] }>().roles;
    const adminRole = roles.find((r) => r.builtInRole === 'COMPANY_ADMIN');
    const arrangerRole = roles.find((r) => r.builtInRole === 'TRAVEL_ARRANGER');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${arranger}`, { roleId: editor.id })).statusCode).toBe(200);
    const asEditor = await signInAs(h.app, 'acme:TRAVEL_ARRANGER');
    const options = (await callAs(h.app, asEditor, 'GET', `${A}/users/options`)).json<{ roles: { id: number; assignable: boolean }[] }>().roles;
    expect(options.find((r) => r.id === adminRole?.id)?.assignable).toBe(false);
    // Custom roles need ROLE_MANAGEMENT too: even a narrower custom role is not assignable by the editor.
    expect(options.find((r) => r.id === narrow.id)?.assignable).toBe(false);
    const traveler = await profileIdOf(demoUser('acme', 'TRAVELER').email);
    // The traveler's role holds permissions the editor lacks: the editor cannot change them at all.
    expect(code(await callAs(h.app, asEditor, 'PUT', `${A}/users/${traveler}`, { roleId: adminRole?.id }))?.code).toBe('FORBIDDEN');
    expect(code(await callAs(h.app, asEditor, 'PUT', `${A}/users/${traveler}`, { groupId: null }))?.code).toBe('FORBIDDEN');
    expect(code(await callAs(h.app, asEditor, 'PUT', `${A}/users/${arranger}`, { roleId: adminRole?.id }))?.code).toBe('FORBIDDEN');
    // Without the roles flag, custom roles are assignable by nobody.
    await setFlags('acme', { roles: false });
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${traveler}`, { roleId: narrow.id }))?.code).toBe('FORBIDDEN');
    await setFlags('acme', { roles: true });
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${arranger}`, { roleId: arrangerRole?.id })).statusCode).toBe(200);
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/roles/${editor.id}`);
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/roles/${narrow.id}`);
  });

  it('the last active company admin keeps the role and stays active (a guest admin cannot remove them)', async () => {
    // Globex's traveler made a guest with the company admin role, directly in the database (no page offers it).
    const adminRole = await h.db.selectFrom('business_roles').select('id').where('company_id', '=', 'globex').where('builtin_role', '=', 'COMPANY_ADMIN').executeTakeFirstOrThrow();
    const travelerRole = await h.db.selectFrom('business_roles').select('id').where('company_id', '=', 'globex').where('builtin_role', '=', 'TRAVELER').executeTakeFirstOrThrow();
    const guestAdmin = await profileIdOf(demoUser('globex', 'TRAVELER').email);
    await h.db.updateTable('business_profiles').set({ role_id: adminRole.id, kind: 'guest', guest_expires_at: new Date(Date.now() + 86_400_000).toISOString() })
      .where('id', '=', guestAdmin).execute();
    const asGuest = await signInAs(h.app, 'globex:TRAVELER');
    const admin = await profileIdOf(demoUser('globex', 'COMPANY_ADMIN').email);
    const demote = await callAs(h.app, asGuest, 'PUT', `${A}/users/${admin}`, { roleId: travelerRole.id });
    expect([demote.statusCode, code(demote)?.field]).toEqual([400, 'roleId']);
    const deactivate = await callAs(h.app, asGuest, 'POST', `${A}/users/${admin}/deactivate`);
    expect([deactivate.statusCode, code(deactivate)?.field]).toEqual([400, 'status']);
    await h.db.updateTable('business_profiles').set({ role_id: travelerRole.id, kind: 'member', guest_expires_at: null }).where('id', '=', guestAdmin).execute();
  });
});

describe('invitations', () => {
  it('invite -> mail in the outbox -> register with the invited email -> accept -> a business profile of the company', async () => {
    const invited = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/invitations`, { email: 'New.Hire@Acme.example' });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ email: 'new.hire@acme.example', kind: 'member', status: 'pending', role: { builtInRole: 'TRAVELER' } });
    const listed = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/invitations?status=pending`)).json<{ invitations: { email: string }[] }>();
    expect(listed.invitations.map((i) => i.email)).toContain('new.hire@acme.example');
    // Only the HMAC of the token is stored.
    const token = await mailedToken('new.hire@acme.example');
    const stored = await h.db.selectFrom('business_invitations').select('token_hash').where('email', '=', 'new.hire@acme.example').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const preview = await callAs(h.app, as('visitor'), 'POST', BUSINESS_INVITATION_PREVIEW_PATH, { token });
    // The join page names who sent it: the inviting admin's account name.
    expect(preview.json()).toMatchObject({
      companyName: 'Acme Corporation', inviterName: demoUser('acme', 'COMPANY_ADMIN').name, email: 'new.hire@acme.example', status: 'pending',
    });
    // A visitor cannot accept; another account's email is refused.
    expect(code(await callAs(h.app, as('visitor'), 'POST', BUSINESS_INVITATION_ACCEPT_PATH, { token }))?.code).toBe('INVALID_SESSION');
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'POST', BUSINESS_INVITATION_ACCEPT_PATH, { token }))?.code).toBe('FORBIDDEN');

    const invitee = await register('new.hire@acme.example');
    expect(AuthStateSchema.parse((await callAs(h.app, invitee, 'GET', AUTH_STATE_PATH)).json()).unconfirmedAccount).toBe(true);
    const accepted = await callAs(h.app, invitee, 'POST', BUSINESS_INVITATION_ACCEPT_PATH, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ companyId: 'acme', companyName: 'Acme Corporation', kind: 'member' });
    const state = AuthStateSchema.parse((await callAs(h.app, invitee, 'GET', AUTH_STATE_PATH)).json());
    expect(state.businessState.businessProfile).toMatchObject({ companyName: 'Acme Corporation', roleName: 'Traveler' });
    // The link proved the address: the account's email is confirmed too.
    expect(state.unconfirmedAccount).toBe(false);
    // Not enrolled in two-factor yet: business routes send the new user to verification.
    expect(code(await callAs(h.app, invitee, 'GET', '/i/api/business/company/v1/'))?.code).toBe('MISSING_TWO_FACTOR_AUTHENTICATION');
    // Single use.
    const again = await callAs(h.app, invitee, 'POST', BUSINESS_INVITATION_ACCEPT_PATH, { token });
    expect([again.statusCode, code(again)?.field]).toEqual([400, 'token']);
    const accepted2 = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/invitations?status=accepted`)).json<{ invitations: { email: string }[] }>();
    expect(accepted2.invitations.map((i) => i.email)).toContain('new.hire@acme.example');
    // Inviting a user of the company again is refused.
    const dup = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/invitations`, { email: 'new.hire@acme.example' });
    expect([dup.statusCode, code(dup)?.field]).toEqual([400, 'email']);
  });

  it('resend replaces the link; revoke; 403 without an invite permission; 404 across companies; 400 for a bad email', async () => {
    const inv = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/invitations`, { email: 'resend@example.org' })).json<{ id: string; expiresAt: string }>();
    const first = await mailedToken('resend@example.org');
    const dup = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/invitations`, { email: 'resend@example.org' });
    expect([dup.statusCode, code(dup)?.field]).toEqual([400, 'email']);
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/invitations/${inv.id}/resend`)).statusCode).toBe(200);
    const second = await mailedToken('resend@example.org');
    expect(second).not.toBe(first);
    expect(code(await callAs(h.app, as('visitor'), 'POST', BUSINESS_INVITATION_PREVIEW_PATH, { token: first }))?.code).toBe('NOT_FOUND');
    expect((await callAs(h.app, as('visitor'), 'POST', BUSINESS_INVITATION_PREVIEW_PATH, { token: second })).json()).toMatchObject({ status: 'pending' });

    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'POST', `${A}/invitations/${inv.id}/resend`))?.code).toBe('NOT_FOUND');
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'POST', `${A}/invitations`, { email: 'x@example.org' }))?.code).toBe('FORBIDDEN');
    // A travel manager may invite guests but not members.
    expect(code(await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'POST', `${A}/invitations`, { email: 'member@example.org' }))?.code).toBe('FORBIDDEN');
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/invitations`, { email: 'not an email' }))?.code).toBe('VALIDATION_ERROR');

    const revoked = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/invitations/${inv.id}`);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    const accept = await callAs(h.app, await register('resend@example.org'), 'POST', BUSINESS_INVITATION_ACCEPT_PATH, { token: second });
    expect([accept.statusCode, code(accept)?.field]).toEqual([400, 'token']);
  });

  it(`expires ${INVITATION_EXPIRY_MS / 86_400_000} days after it was sent: listed as expired, refused on accept, alive again after a resend`, async () => {
    const inv = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/invitations`, { email: 'late@example.org' })).json<{ id: string; expiresAt: string; createdAt: string }>();
    expect(Date.parse(inv.expiresAt) - Date.parse(inv.createdAt)).toBeGreaterThanOrEqual(INVITATION_EXPIRY_MS - 1000);
    const token = await mailedToken('late@example.org');
    await h.db.updateTable('business_invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', inv.id).execute();
    const expired = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/invitations?status=expired`)).json<{ invitations: { id: string }[] }>();
    expect(expired.invitations.map((i) => i.id)).toEqual([inv.id]);
    const pending = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/invitations?status=pending`)).json<{ invitations: { id: string }[] }>();
    expect(pending.invitations.map((i) => i.id)).not.toContain(inv.id);
    const late = await register('late@example.org');
    const refused = await callAs(h.app, late, 'POST', BUSINESS_INVITATION_ACCEPT_PATH, { token });
    expect([refused.statusCode, code(refused)?.field]).toEqual([400, 'token']);
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/invitations/${inv.id}/resend`)).json()).toMatchObject({ status: 'pending' });
    expect((await callAs(h.app, late, 'POST', BUSINESS_INVITATION_ACCEPT_PATH, { token: await mailedToken('late@example.org') })).statusCode).toBe(200);
  });
});

describe('guests', () => {
  it('a guest invited by a travel manager accepts, is listed, expires (a consumer again), is extended and deleted by its sponsor', async () => {
    const inv = await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'POST', `${A}/invitations`, { email: 'guest@example.org', kind: 'guest', guestAccessDays: 2 });
    expect(inv.json()).toMatchObject({ kind: 'guest', guestAccessDays: 2 });
    const guest = await register('guest@example.org');
    expect((await callAs(h.app, guest, 'POST', BUSINESS_INVITATION_ACCEPT_PATH, { token: await mailedToken('guest@example.org') })).json()).toMatchObject({ kind: 'guest' });
    const listed = (await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${A}/guests`)).json<{ guests: { profileId: string; email: string; guestExpiresAt: string; expired: boolean; sponsorProfileId: string }[] }>();
    const row = listed.guests.find((g) => g.email === 'guest@example.org');
    expect(row).toMatchObject({ expired: false, sponsorProfileId: await profileIdOf(demoUser('acme', 'TRAVEL_MANAGER').email) });
    expect(Date.parse(row?.guestExpiresAt ?? '') - Date.now()).toBeGreaterThan(86_400_000);
    expect(AuthStateSchema.parse((await callAs(h.app, guest, 'GET', AUTH_STATE_PATH)).json()).businessState.businessProfile).toMatchObject({ kind: 'guest' });

    await h.db.updateTable('business_profiles').set({ guest_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', row?.profileId ?? '').execute();
    expect(AuthStateSchema.parse((await callAs(h.app, guest, 'GET', AUTH_STATE_PATH)).json()).businessState.businessProfile).toBeNull();
    expect((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${A}/guests`)).json<{ guests: { email: string; expired: boolean }[] }>().guests
      .find((g) => g.email === 'guest@example.org')?.expired).toBe(true);

    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'PUT', `${A}/guests/${row?.profileId}`, { guestExpiresAt: later })).json()).toMatchObject({ expired: false });
    const tooFar = await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'PUT', `${A}/guests/${row?.profileId}`, { guestExpiresAt: '2999-01-01T00:00:00Z' });
    expect([tooFar.statusCode, code(tooFar)?.field]).toEqual([400, 'guestExpiresAt']);
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'DELETE', `${A}/guests/${row?.profileId}`))?.code).toBe('NOT_FOUND');
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'DELETE', `${A}/guests/${row?.profileId}`))?.code).toBe('FORBIDDEN');
    // A member is not a guest.
    expect(code(await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'DELETE', `${A}/guests/${await profileIdOf(demoUser('acme', 'TRAVELER').email)}`))?.code).toBe('NOT_FOUND');
    expect((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'DELETE', `${A}/guests/${row?.profileId}`)).json()).toEqual({ ok: true });
    expect(AuthStateSchema.parse((await callAs(h.app, guest, 'GET', AUTH_STATE_PATH)).json()).businessState.businessProfile).toBeNull();
  });
});

describe('groups', () => {
  it('creates, renames, refuses a taken name, 403 for a traveler, 404 across companies, deletes taking users out', async () => {
    const g = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/groups`, { name: 'Executives' })).json<{ id: number }>();
    const taken = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/groups`, { name: 'executives' });
    expect([taken.statusCode, code(taken)?.field]).toEqual([400, 'name']);
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/groups`, { name: '' }))?.code).toBe('VALIDATION_ERROR');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/groups/${g.id}`, { name: 'C-suite' })).json()).toMatchObject({ name: 'C-suite', memberCount: 0 });
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'GET', `${A}/groups`))?.code).toBe('FORBIDDEN');
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${A}/groups/${g.id}`, { name: 'Mine' }))?.code).toBe('NOT_FOUND');
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'DELETE', `${A}/groups/${g.id}`))?.code).toBe('NOT_FOUND');
    const traveler = await profileIdOf(demoUser('acme', 'TRAVELER').email);
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${traveler}`, { groupId: g.id });
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/groups/${g.id}`)).json()).toEqual({ ok: true });
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/users?query=traveler@acme`)).json<{ users: { groupId: number | null }[] }>().users[0]?.groupId).toBeNull();
  });

  it('two concurrent creations of one name: one wins, the other gets the same 400', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/groups`, { name: 'Race' })));
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 400]);
    const roles = await Promise.all(['R1', 'R2'].map((name) => callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/roles`, { name, permissions: ['REPORTING_VIEW'] })));
    expect(roles.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(roles.map((r) => code(r)?.field).filter(Boolean)).toEqual(['permissions']);
    for (const r of roles) if (r.statusCode === 200) await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/roles/${r.json<{ id: number }>().id}`);
  });
});

describe('roles', () => {
  it('custom roles with unique permission sets; built-in roles read-only; flag-gated; 404 across companies', async () => {
    const created = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/roles`, { name: 'Reporter', permissions: ['REPORTING_VIEW', 'TRIP_EVENT_BOOK'] });
    expect(created.json()).toMatchObject({ name: 'Reporter', builtInRole: null, editable: true, permissions: ['TRIP_EVENT_BOOK', 'REPORTING_VIEW'] });
    const id = created.json<{ id: number }>().id;
    const sameSet = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/roles`, { name: 'Other', permissions: ['TRIP_EVENT_BOOK', 'REPORTING_VIEW'] });
    expect([sameSet.statusCode, code(sameSet)?.field]).toEqual([400, 'permissions']);
    const builtInSet = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/roles`, {
      name: 'Copy', permissions: ['TRIP_EVENT_BOOK', 'TRIP_EVENT_APPROVAL_REQUEST', 'BOOK_ON_BEHALF_REQUEST', 'USER_PROFILE_VIEW', 'USER_PROFILE_EDIT', 'EVENT_EDIT'],
    });
    expect([builtInSet.statusCode, code(builtInSet)?.field]).toEqual([400, 'permissions']);
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/roles`, { name: 'Bad', permissions: ['DISABLED'] }))?.code).toBe('VALIDATION_ERROR');

    const roles = (await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/roles`)).json<{ roles: { id: number; builtInRole: string | null; memberCount: number }[] }>().roles;
    const traveler = roles.find((r) => r.builtInRole === 'TRAVELER');
    expect(traveler?.memberCount).toBeGreaterThanOrEqual(1);
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/roles/${traveler?.id}`, { name: 'X', permissions: ['TRIP_EVENT_BOOK'] }))?.code).toBe('FORBIDDEN');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/roles/${id}`, { name: 'Reporter+', permissions: ['REPORTING_VIEW'] })).json()).toMatchObject({ name: 'Reporter+' });

    // The custom role is assignable from the users page, and then cannot be deleted.
    const arranger = await profileIdOf(demoUser('acme', 'TRAVEL_ARRANGER').email);
    const arrangerRole = roles.find((r) => r.builtInRole === 'TRAVEL_ARRANGER');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${arranger}`, { roleId: id })).statusCode).toBe(200);
    const inUse = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/roles/${id}`);
    expect([inUse.statusCode, code(inUse)?.field]).toEqual([400, 'role']);
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/users/${arranger}`, { roleId: arrangerRole?.id });

    // Globex has the roles flag off: 403 even for its admin; with the flag on, Acme's role is 404 to Globex.
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${A}/roles`))?.code).toBe('FORBIDDEN');
    await setFlags('globex', { roles: true });
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${A}/roles/${id}`, { name: 'Mine', permissions: ['TRIP_EVENT_BOOK'] }))?.code).toBe('NOT_FOUND');
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'DELETE', `${A}/roles/${id}`))?.code).toBe('NOT_FOUND');
    await setFlags('globex', { roles: false });
    expect(code(await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${A}/roles`))?.code).toBe('FORBIDDEN');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/roles/${id}`)).json()).toEqual({ ok: true });
  });
});

describe('company rows: offices, legal entities (flag), memberships', () => {
  for (const [path, body, update, field] of [
    ['offices', { name: 'Berlin', city: 'Berlin', countryCode: 'de' }, { name: 'Berlin HQ' }, 'name'],
    ['legalEntities', { name: 'Acme GmbH', registrationNumber: 'HRB 1', countryCode: 'DE' }, { name: 'Acme Deutschland GmbH' }, 'name'],
    ['memberships', { program: 'Star Alliance Corporate', vendorCode: 'lh', membershipNumber: 'SA-123' }, { program: 'Oneworld', membershipNumber: 'OW-1' }, 'program'],
  ] as const) {
    it(`${path}: create, update, list; 403 for a traveler; 404 across companies; 400 for a bad body`, async () => {
      const created = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/${path}`, body);
      expect(created.statusCode).toBe(200);
      const id = created.json<{ id: number }>().id;
      if (path === 'offices') expect(created.json()).toMatchObject({ countryCode: 'DE', address: '' });
      if (path === 'memberships') expect(created.json()).toMatchObject({ vendorCode: 'LH' });
      expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/${path}/${id}`, update)).json()).toMatchObject({ id, ...update });
      expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/${path}`)).json<{ items: { id: number }[] }>().items.map((i) => i.id)).toContain(id);
      expect(code(await callAs(h.app, as('acme:TRAVELER'), 'GET', `${A}/${path}`))?.code).toBe('FORBIDDEN');
      if (path === 'legalEntities') {
        // Globex has the entities flag off.
        expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${A}/${path}`))?.code).toBe('FORBIDDEN');
        await setFlags('globex', { entities: true });
      }
      expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${A}/${path}/${id}`, update))?.code).toBe('NOT_FOUND');
      expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'DELETE', `${A}/${path}/${id}`))?.code).toBe('NOT_FOUND');
      if (path === 'legalEntities') await setFlags('globex', { entities: false });
      const bad = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/${path}`, { ...body, [field]: '' });
      expect(code(bad)?.code).toBe('VALIDATION_ERROR');
      expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/${path}/${id}`)).json()).toEqual({ ok: true });
      expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/${path}/${id}`))?.code).toBe('NOT_FOUND');
    });
  }
});

describe('email domains', () => {
  it("adds and removes; another company's domain refused; 403 for a traveler; 400 for a bad domain", async () => {
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/emailDomains`, { domain: 'Acme-Travel.Example' })).json())
      .toEqual({ domains: ['acme-travel.example', 'acme.example'] });
    const held = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/emailDomains`, { domain: 'globex.example' });
    expect([held.statusCode, code(held)?.field]).toEqual([400, 'domain']);
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/emailDomains`, { domain: 'no_dots' }))?.code).toBe('VALIDATION_ERROR');
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'GET', `${A}/emailDomains`))?.code).toBe('FORBIDDEN');
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'DELETE', `${A}/emailDomains/acme-travel.example`))?.code).toBe('NOT_FOUND');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/emailDomains/acme-travel.example`)).json()).toEqual({ domains: ['acme.example'] });
  });
});

describe('homepage messages', () => {
  it('plain text written by the admin shows on every business user front door; flag-gated; 404 across companies', async () => {
    const created = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/homepageMessages`, { text: 'Book trains under 4 hours <b>not</b> flights.\nThanks!' });
    expect(created.json()).toMatchObject({ text: 'Book trains under 4 hours <b>not</b> flights.\nThanks!', active: true });
    const id = created.json<{ id: number }>().id;
    const front = (await callAs(h.app, as('acme:TRAVELER'), 'GET', HOMEPAGE_MESSAGES_FRONT_DOOR_PATH)).json<{ messages: { id: number; text: string }[] }>();
    expect(front.messages).toEqual([{ id, text: 'Book trains under 4 hours <b>not</b> flights.\nThanks!' }]);
    expect((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', HOMEPAGE_MESSAGES_FRONT_DOOR_PATH)).json()).toEqual({ messages: [] });
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${A}/homepageMessages`, { text: 'bell\u0007' }))?.code).toBe('VALIDATION_ERROR');
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'POST', `${A}/homepageMessages`, { text: 'hi' }))?.code).toBe('FORBIDDEN');
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${A}/homepageMessages/${id}`, { text: 'mine' }))?.code).toBe('NOT_FOUND');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/homepageMessages/${id}`, { text: 'Hidden', active: false })).json()).toMatchObject({ active: false });
    expect((await callAs(h.app, as('acme:TRAVELER'), 'GET', HOMEPAGE_MESSAGES_FRONT_DOOR_PATH)).json()).toEqual({ messages: [] });
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${A}/homepageMessages/${id}`, { text: 'Shown' });
    await setFlags('acme', { homepageMessages: false });
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/homepageMessages`))?.code).toBe('FORBIDDEN');
    expect((await callAs(h.app, as('acme:TRAVELER'), 'GET', HOMEPAGE_MESSAGES_FRONT_DOOR_PATH)).json()).toEqual({ messages: [] });
    await setFlags('acme', { homepageMessages: true });
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${A}/homepageMessages/${id}`)).json()).toEqual({ ok: true });
  });
});

describe('account permissions', () => {
  it('flag-gated (default off; the demo company Acme has it on); lists every role with its permissions and the catalogue', async () => {
    await setFlags('acme', { accountPermissions: false });
    expect(code(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/accountPermissions`))?.code).toBe('FORBIDDEN');
    await setFlags('acme', { accountPermissions: true });
    const r = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${A}/accountPermissions`);
    expect(r.statusCode).toBe(200);
    const body = r.json<{ roles: { builtInRole: string | null; permissions: string[]; memberCount: number }[]; permissions: { permission: string }[] }>();
    expect(body.roles.find((x) => x.builtInRole === 'COMPANY_ADMIN')).toMatchObject({ memberCount: DEMO_BUSINESS_USERS.filter((u) => u.company === 'acme' && u.role === 'COMPANY_ADMIN').length });
    expect(body.permissions).toHaveLength(42);
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'GET', `${A}/accountPermissions`))?.code).toBe('FORBIDDEN');
  });
});
