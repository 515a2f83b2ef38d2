// @vitest-environment node
/**
 * Booking for another traveler and the user search over the real app and the seeded Acme (issue #25; account-business-
 * header-and-trips §3, §4, §7, §8; core-and-business §6): each of the four book-for permissions allows exactly its
 * travelers, guests only with TRIP_EVENT_BOOK_FOR_GUEST, another company's email 404, the selection in the auth state,
 * re-checked on every request, ended by unselect; every search mode returns exactly its people; a booking made for a
 * traveler is theirs (their trips) and records the booker.
 */
import { listAudit } from './audit-log.ts';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_STATE_PATH, AuthStateSchema, BOOKING_FOR_PATHS, BookingForStateSchema, TripsStoreReplySchema, UserSearchPageSchema, type Permission, type UserSearchMode,
} from '@travel/contract';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import { londonHotelOffer, postBooking, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';

const B = '/i/api/business';
let h: Harness;
let arranger: TestSession;
let admin: TestSession;
let traveler: TestSession;
let arrangerRoleId: number;
const ids = new Map<string, string>();

const nowIso = () => new Date().toISOString();
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function roleId(builtIn: string): Promise<number> {
  return (await h.db.selectFrom('business_roles').select('id').where('company_id', '=', 'acme').where('builtin_role', '=', builtIn as never).executeTakeFirstOrThrow()).id;
}

let customRoles = 0;
/** A custom Acme role holding exactly `permissions` (the one already made for this set, if any: sets are unique per company). */
async function customRole(permissions: readonly Permission[]): Promise<number> {
  customRoles += 1;
  const list = [...permissions].sort();
  const existing = await h.db.selectFrom('business_roles').select('id').where('company_id', '=', 'acme').where('permission_set_key', '=', list.join(',')).executeTakeFirst();
  if (existing) return existing.id;
  const r = await h.db.insertInto('business_roles').values({
    company_id: 'acme', builtin_role: null, name: `Test role ${customRoles}`, permissions_json: JSON.stringify(list), permission_set_key: list.join(','), created_at: nowIso(),
  }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** An Acme person (account + profile) made in the database. */
async function person(email: string, patch: { roleId: number; kind?: 'member' | 'guest'; guestExpiresAt?: string; status?: 'active' | 'deactivated'; sponsor?: string; manager?: string; groupId?: number }) {
  const accountId = randomBytes(12).toString('base64url');
  await h.db.insertInto('accounts').values({
    id: accountId, email, password_hash: null as never, name: `${email.split('@')[0]} Person`, marketing_optin: 0, disabled: 0, failed_login_count: 0, locked_until: null,
    created_at: nowIso(), confirmed_at: nowIso(),
  }).execute();
  const id = randomBytes(12).toString('base64url');
  await h.db.insertInto('business_profiles').values({
    id, account_id: accountId, company_id: 'acme', role_id: patch.roleId, group_id: patch.groupId ?? null, manager_profile_id: patch.manager ?? null, approver_profile_id: null,
    kind: patch.kind ?? 'member', status: patch.status ?? 'active', guest_expires_at: patch.guestExpiresAt ?? null, sponsor_profile_id: patch.sponsor ?? null,
    two_factor_enabled: 0, confirmed_at: nowIso(), created_at: nowIso(), updated_at: nowIso(),
  }).execute();
  ids.set(email, id);
  return id;
}

async function profileIdOf(email: string): Promise<string> {
  return (await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id').where('a.email', '=', email).executeTakeFirstOrThrow()).id;
}

async function search(s: TestSession, searchMode: UserSearchMode, extra: Record<string, unknown> = {}) {
  const r = await callAs(h.app, s, 'POST', `${B}${BOOKING_FOR_PATHS.findUsers}`, { searchMode, size: 50, ...extra });
  expect(r.statusCode, r.body).toBe(200);
  return UserSearchPageSchema.parse(r.json());
}
const emailsOf = async (s: TestSession, mode: UserSearchMode, extra?: Record<string, unknown>) => (await search(s, mode, extra)).users.map((u) => u.email).sort();

const select = (s: TestSession, email: string, path: 'travelerSelect' | 'guestSelect' = 'travelerSelect') => callAs(h.app, s, 'POST', `${B}${BOOKING_FOR_PATHS[path]}`, { email });
const authState = async (s: TestSession) => AuthStateSchema.parse((await callAs(h.app, s, 'GET', AUTH_STATE_PATH)).json()).businessState;
const setArrangerRole = (id: number) => h.db.updateTable('business_profiles').set({ role_id: id }).where('id', '=', ids.get('arranger@acme.example')!).execute();

const EVERYONE = [
  'admin@acme.example', 'approver2@acme.example', 'approver@acme.example', 'arranger@acme.example', 'events@acme.example', 'explicit@acme.example', 'guest1@acme.example',
  'helpdesk@acme.example', 'manager@acme.example', 'newadmin@acme.example', 'report@acme.example', 'traveler@acme.example',
];

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  for (const e of ['arranger', 'traveler', 'manager', 'approver', 'admin', 'events', 'helpdesk', 'newadmin']) ids.set(`${e}@acme.example`, await profileIdOf(`${e}@acme.example`));
  arrangerRoleId = await roleId('TRAVEL_ARRANGER');
  const travelerRole = await roleId('TRAVELER');
  const group = await h.db.insertInto('business_groups').values({ company_id: 'acme', name: 'Sales', created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  ids.set('group:sales', String(group.id));
  const arr = ids.get('arranger@acme.example')!;
  await person('report@acme.example', { roleId: travelerRole, manager: arr, groupId: group.id });
  await person('guest1@acme.example', { roleId: travelerRole, kind: 'guest', guestExpiresAt: inDays(10), sponsor: arr });
  await person('expired@acme.example', { roleId: travelerRole, kind: 'guest', guestExpiresAt: inDays(-1), sponsor: ids.get('manager@acme.example')! });
  await person('gone@acme.example', { roleId: travelerRole, status: 'deactivated', manager: arr });
  await person('explicit@acme.example', { roleId: await customRole(['TRIP_EVENT_BOOK', 'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT']) });
  await person('approver2@acme.example', { roleId: await customRole(['TRIP_EVENT_BOOK', 'TRIP_EVENT_APPROVAL_PROCESSING']) });
  arranger = await signInAs(h.app, 'acme:TRAVEL_ARRANGER');
  admin = await signInAs(h.app, 'acme:COMPANY_ADMIN');
  traveler = await signInAs(h.app, 'acme:TRAVELER');
}, 120_000);
afterEach(async () => {
  await setArrangerRole(arrangerRoleId);
  await callAs(h.app, arranger, 'POST', `${B}${BOOKING_FOR_PATHS.travelerUnselect}`);
});
afterAll(async () => {
  await h?.close();
});

describe('the four book-for permissions (core-and-business §6, policy trip.bookFor)', () => {
  const cases: { permission: Permission; travelers: string[] }[] = [
    { permission: 'TRIP_EVENT_BOOK_FOR_OTHER', travelers: ['report@acme.example'] },
    { permission: 'TRIP_EVENT_BOOK_FOR_EXPLICIT', travelers: ['traveler@acme.example'] },
    { permission: 'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING', travelers: ['events@acme.example'] },
    { permission: 'TRIP_EVENT_BOOK_FOR_ALL', travelers: EVERYONE.filter((e) => e !== 'arranger@acme.example') },
  ];
  for (const c of cases) {
    it(`${c.permission} books for exactly its travelers`, async () => {
      await setArrangerRole(await customRole(['TRIP_EVENT_BOOK', c.permission]));
      expect(await emailsOf(arranger, 'travelersForTravelArranger')).toEqual(c.travelers);
      for (const email of EVERYONE.filter((e) => e !== 'arranger@acme.example')) {
        const guest = email.startsWith('guest');
        const r = await select(arranger, email, guest ? 'guestSelect' : 'travelerSelect');
        expect(r.statusCode, `${c.permission} -> ${email}: ${r.body}`).toBe(c.travelers.includes(email) ? 200 : 403);
      }
    });
  }

  it('selecting shows the traveler in the auth state; unselect ends it', async () => {
    const r = await select(arranger, 'TRAVELER@acme.example');
    expect(r.statusCode, r.body).toBe(200);
    expect(BookingForStateSchema.parse(r.json())).toMatchObject({ currentlyBookingForOther: true, traveler: { email: 'traveler@acme.example', role: { roleName: 'Traveler' } } });
    expect(await authState(arranger)).toMatchObject({
      currentlyBookingForOther: true, currentTraveler: { email: 'traveler@acme.example', accountName: 'Tess Traveler', roleName: 'Traveler' },
      currentTravelerInfoState: { accountName: 'Tess Traveler' },
    });
    const off = await callAs(h.app, arranger, 'POST', `${B}${BOOKING_FOR_PATHS.travelerUnselect}`);
    expect(off.json()).toEqual({ currentlyBookingForOther: false, traveler: null });
    expect(await authState(arranger)).toMatchObject({ currentlyBookingForOther: false, currentTraveler: null, currentTravelerInfoState: null });
  });

  it('guests only with TRIP_EVENT_BOOK_FOR_GUEST, through guest/select', async () => {
    expect((await select(arranger, 'guest1@acme.example', 'guestSelect')).statusCode).toBe(200); // the arranger holds it
    expect((await select(arranger, 'guest1@acme.example')).statusCode).toBe(400); // a guest through traveler/select
    expect((await select(arranger, 'traveler@acme.example', 'guestSelect')).statusCode).toBe(400); // a member through guest/select
    await setArrangerRole(await customRole(['TRIP_EVENT_BOOK', 'TRIP_EVENT_BOOK_FOR_EXPLICIT']));
    expect((await select(arranger, 'guest1@acme.example', 'guestSelect')).statusCode).toBe(403);
    expect(await emailsOf(arranger, 'travelersForTravelArranger')).toEqual(['traveler@acme.example']);
  });

  it('another company\'s email, an expired guest and a deactivated person answer 404; oneself 400; a traveler none', async () => {
    expect((await select(arranger, 'traveler@globex.example')).statusCode).toBe(404);
    expect((await select(arranger, 'expired@acme.example', 'guestSelect')).statusCode).toBe(404);
    expect((await select(arranger, 'gone@acme.example')).statusCode).toBe(404);
    expect((await select(arranger, 'arranger@acme.example')).json()).toMatchObject({ errors: [{ code: 'VALIDATION_ERROR', field: 'email' }] });
    const asTraveler = await select(traveler, 'events@acme.example');
    expect(asTraveler.statusCode).toBe(403);
    expect(asTraveler.json()).toMatchObject({ errors: [{ code: 'FORBIDDEN' }] });
  });

  it('signing out ends it (the session and its selection are gone); signing in again books for oneself', async () => {
    expect((await select(arranger, 'traveler@acme.example')).statusCode).toBe(200);
    const stored = () => h.db.selectFrom('business_booking_for').select('session_id').where('session_id', '=', arranger.sid).execute();
    expect(await stored()).toHaveLength(1);
    const out = await h.app.inject({ method: 'POST', url: '/k/run/auth/logout', cookies: { sid: arranger.sid }, headers: { 'x-csrf': arranger.token } });
    expect(out.statusCode).toBe(200);
    expect(await stored()).toHaveLength(0);
    arranger = await signInAs(h.app, 'acme:TRAVEL_ARRANGER');
    expect(await authState(arranger)).toMatchObject({ currentlyBookingForOther: false, currentTraveler: null });
  });

  it('is re-checked on every request: a deactivated traveler or a withdrawn arranger ends it', async () => {
    expect((await select(arranger, 'events@acme.example')).statusCode).toBe(200);
    await h.db.updateTable('business_profiles').set({ allows_any_arranger: 0 }).where('id', '=', ids.get('events@acme.example')!).execute();
    expect(await authState(arranger)).toMatchObject({ currentlyBookingForOther: false, currentTraveler: null });
    await h.db.updateTable('business_profiles').set({ allows_any_arranger: 1 }).where('id', '=', ids.get('events@acme.example')!).execute();
    // The ended selection does not come back by itself.
    expect((await authState(arranger)).currentlyBookingForOther).toBe(false);
    expect((await select(arranger, 'report@acme.example')).statusCode).toBe(403); // TRAVEL_ARRANGER lacks TRIP_EVENT_BOOK_FOR_OTHER
    await setArrangerRole(await customRole(['TRIP_EVENT_BOOK', 'TRIP_EVENT_BOOK_FOR_OTHER']));
    expect((await select(arranger, 'report@acme.example')).statusCode).toBe(200);
    await h.db.updateTable('business_profiles').set({ status: 'deactivated' }).where('id', '=', ids.get('report@acme.example')!).execute();
    expect((await authState(arranger)).currentlyBookingForOther).toBe(false);
    await h.db.updateTable('business_profiles').set({ status: 'active' }).where('id', '=', ids.get('report@acme.example')!).execute();
  });
});

describe('findUsers: every search mode returns exactly its people (account-business-header-and-trips §3)', () => {
  const expected: Record<Exclude<UserSearchMode, 'sponsoredGuests' | 'travelersForTravelArranger'>, string[]> = {
    all: EVERYONE,
    filtered: EVERYONE,
    admins: ['admin@acme.example', 'newadmin@acme.example'],
    potentialTravelArrangers: ['admin@acme.example', 'arranger@acme.example', 'helpdesk@acme.example', 'manager@acme.example', 'newadmin@acme.example'],
    approvers: ['admin@acme.example', 'approver@acme.example', 'newadmin@acme.example'],
    travelManagers: ['admin@acme.example', 'manager@acme.example', 'newadmin@acme.example'],
    guestSponsors: ['arranger@acme.example'],
    guests: ['guest1@acme.example'],
    potentialCustomApprovers: ['admin@acme.example', 'approver2@acme.example', 'approver@acme.example', 'explicit@acme.example', 'newadmin@acme.example'],
    potentialRuleCustomApprovers: ['admin@acme.example', 'approver2@acme.example', 'approver@acme.example', 'newadmin@acme.example'],
    eventInvitees: EVERYONE,
  };
  for (const [mode, emails] of Object.entries(expected)) {
    it(mode, async () => {
      expect(await emailsOf(admin, mode as UserSearchMode)).toEqual(emails);
    });
  }

  it('travelersForTravelArranger: the arranger\'s named travelers, those allowing anyone, and guests; everyone but oneself for _FOR_ALL', async () => {
    expect(await emailsOf(arranger, 'travelersForTravelArranger')).toEqual(['events@acme.example', 'guest1@acme.example', 'traveler@acme.example']);
    expect(await emailsOf(admin, 'travelersForTravelArranger')).toEqual(EVERYONE.filter((e) => e !== 'admin@acme.example'));
  });

  it('sponsoredGuests: the caller\'s own live guests', async () => {
    expect(await emailsOf(arranger, 'sponsoredGuests')).toEqual(['guest1@acme.example']);
    expect(await emailsOf(admin, 'sponsoredGuests')).toEqual([]);
  });

  it('filters, query and paging narrow in SQL; results carry the search result fields', async () => {
    expect(await emailsOf(admin, 'filtered', { filters: { groupIds: [Number(ids.get('group:sales'))] } })).toEqual(['report@acme.example']);
    expect(await emailsOf(admin, 'filtered', { filters: { kind: 'guest' } })).toEqual(['guest1@acme.example']);
    expect(await emailsOf(admin, 'filtered', { filters: { roleIds: [await roleId('APPROVER')] } })).toEqual(['approver@acme.example']);
    expect(await emailsOf(admin, 'all', { query: 'ARLO' })).toEqual(['arranger@acme.example']);
    expect(await emailsOf(admin, 'all', { query: 'report@', filters: { excludeEmails: ['REPORT@acme.example'] } })).toEqual([]);
    const page = await search(admin, 'all', { size: 5, page: 2 });
    expect(page).toMatchObject({ page: 2, size: 5, total: 12 });
    expect(page.users.map((u) => u.email)).toEqual(EVERYONE.slice(10));
    const report = (await search(admin, 'all', { query: 'report' })).users[0];
    expect(report).toEqual({
      email: 'report@acme.example', firstName: 'report', lastName: 'Person', role: { roleName: 'Traveler' }, profileImageUrl: null,
      customData: { staffClassDescription: 'Sales' }, guest: false,
    });
  });

  it('who may search: a traveler may look for arrangers only; bad bodies answer VALIDATION_ERROR; another company sees its own', async () => {
    expect((await callAs(h.app, traveler, 'POST', `${B}${BOOKING_FOR_PATHS.findUsers}`, { searchMode: 'all' })).statusCode).toBe(403);
    expect((await emailsOf(traveler, 'potentialTravelArrangers'))).toContain('arranger@acme.example');
    const bad = await callAs(h.app, admin, 'POST', `${B}${BOOKING_FOR_PATHS.findUsers}`, { searchMode: 'everyone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ code: 'VALIDATION_ERROR' }] });
    const globex = await signInAs(h.app, 'globex:COMPANY_ADMIN');
    expect(await emailsOf(globex, 'all')).toEqual(['admin@globex.example', 'traveler@globex.example']);
  });

  it('eventInvitees for an organiser who does not read the directory (a traveler) is a look-up: a typed query, the first page of at most 10, name and email only', async () => {
    expect((await search(traveler, 'eventInvitees')).users).toEqual([]);
    expect((await search(traveler, 'eventInvitees', { query: 'r' })).users).toEqual([]);
    const found = await search(traveler, 'eventInvitees', { query: 'report' });
    expect(found.users).toEqual([{
      email: 'report@acme.example', firstName: 'report', lastName: 'Person', role: { roleName: '' }, profileImageUrl: null, customData: { staffClassDescription: null }, guest: false,
    }]);
    // No browsing by group or role, no later pages, no more than 10 at a time; excluding the chosen people still works.
    expect(await emailsOf(traveler, 'eventInvitees', { query: 'acme', filters: { groupIds: [Number(ids.get('group:sales'))] } })).toHaveLength(10);
    expect((await search(traveler, 'eventInvitees', { query: 'acme', page: 1, size: 5 })).users).toEqual([]);
    expect(await emailsOf(traveler, 'eventInvitees', { query: 'report', filters: { excludeEmails: ['report@acme.example'] } })).toEqual([]);
    // A directory reader searching the same mode still gets role and group.
    expect((await search(admin, 'eventInvitees', { query: 'report' })).users[0]).toMatchObject({ role: { roleName: 'Traveler' }, customData: { staffClassDescription: 'Sales' } });
  });
});

describe('a booking made for a traveler (issue #25)', () => {
  it('belongs to the traveler (their trips) and records who booked it', async () => {
    expect((await select(arranger, 'traveler@acme.example')).statusCode).toBe(200);
    const offer = await londonHotelOffer(h.app, { daysAhead: 40 });
    // Acme's seeded hotel policy may put the rate out of policy: a reason is given, as the booking page asks for one.
    const reason = { outOfPolicyReason: { code: 'clientRequirement' as const, text: 'Hotel chosen by the client' } };
    const r = await postBooking(h.app, arranger, offer, `bf-${randomBytes(6).toString('hex')}`, { contactEmail: 'traveler@acme.example', ...reason });
    expect(r.statusCode, r.body).toBe(201);
    const { reference, tripId } = r.json<{ reference: string; tripId: string }>();
    const row = await h.db.selectFrom('bookings').select(['booked_by_account_id', 'booked_by_profile_id']).where('reference', '=', reference).executeTakeFirstOrThrow();
    const arrangerAccount = await h.db.selectFrom('accounts').select('id').where('email', '=', 'arranger@acme.example').executeTakeFirstOrThrow();
    expect(row).toEqual({ booked_by_account_id: arrangerAccount.id, booked_by_profile_id: ids.get('arranger@acme.example') });
    // The audit log has who chose whom, and the booking made for them.
    const audit = await listAudit(h.db, 'acme', { profileId: ids.get('traveler@acme.example')! });
    expect(audit.entries.find((e) => e.action === 'booking.onBehalf' && e.subjectId === reference)).toMatchObject({
      actorAccountId: arrangerAccount.id, actorProfileId: ids.get('arranger@acme.example'), onBehalfProfileId: ids.get('traveler@acme.example'), details: { vertical: 'hotels' },
    });
    expect(audit.entries.some((e) => e.action === 'bookingFor.select' && e.actorProfileId === ids.get('arranger@acme.example'))).toBe(true);
    const store = async (s: TestSession) => TripsStoreReplySchema.parse((await callAs(h.app, s, 'GET', '/trips/api/store?props=trips')).json()).trips ?? [];
    expect((await store(traveler)).map((t) => t.fullTripId)).toContain(tripId);
    // While booking for the traveler, the arranger's trips list is the traveler's (the booked-for card's "Their trips").
    expect((await store(arranger)).map((t) => t.fullTripId)).toContain(tripId);

    // Booking for oneself again: the list is the arranger's own; the next booking is theirs, with no booker recorded.
    await callAs(h.app, arranger, 'POST', `${B}${BOOKING_FOR_PATHS.travelerUnselect}`);
    expect((await listAudit(h.db, 'acme', { action: 'bookingFor.unselect', profileId: ids.get('traveler@acme.example')! })).total).toBeGreaterThan(0);
    expect((await store(arranger)).map((t) => t.fullTripId)).not.toContain(tripId);
    const own = await postBooking(h.app, arranger, await londonHotelOffer(h.app, { daysAhead: 50 }), `own-${randomBytes(6).toString('hex')}`, reason);
    expect(own.statusCode, own.body).toBe(201);
    const ownRow = await h.db.selectFrom('bookings').select(['booked_by_account_id']).where('reference', '=', own.json<{ reference: string }>().reference).executeTakeFirstOrThrow();
    expect(ownRow.booked_by_account_id).toBeNull();
    expect((await store(arranger)).map((t) => t.fullTripId)).toContain(own.json<{ tripId: string }>().tripId);
  });
});
