// @vitest-environment node
/**
 * Traveler tracker, trips dashboard and company travel activity (issue #26 part 3; contract business-travel.ts), over
 * the real app and the demo seed (server/src/db/seed-business-upcoming.ts: Tess flies to London +7 and stays +8..+11,
 * Arlo stays in London +9..+12, Ada is in Berlin now, Abe in Paris +14..+16, Eve in Tokyo +19..+24, Mona in New York
 * +27..+29), plus a Globex booking in London the same week that Acme must never see. Runs on SQLite and PostgreSQL
 * (`--project sqlite` / `--project postgres`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_TRAVEL_PATHS, TravelActivityReplySchema, TravelerTrackerReplySchema, TripsDashboardReplySchema, type OfferSummary, type TrackerStay,
} from '@travel/contract';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import type { TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { insertBusinessBooking, SEED_CITIES, seedDay, seedFlightOffer, seedHotelOffer, seedSummary } from '../../db/seed-business-upcoming.ts';
import { trackerCsv } from './travel-tracker-routes.ts';
import { staysOfSummary } from './travel-stays-index.ts';

const B = '/i/api/business';
const TRACKER = `${B}${BUSINESS_TRAVEL_PATHS.tracker}`;
let h: Harness;
const s = new Map<string, TestSession>();
const as = (who: string) => s.get(who)!;
const day = (n: number) => seedDay(Date.now(), n);
const code = (r: { statusCode: number; json(): unknown }) => (r.statusCode < 400 ? r.statusCode : `${r.statusCode} ${(r.json() as { errors: { code: string }[] }).errors[0]?.code}`);

async function setAcme(patch: { flags?: Record<string, unknown>; visibility?: string }): Promise<void> {
  const row = await h.db.selectFrom('companies').select(['flags_json', 'settings_json']).where('id', '=', 'acme').executeTakeFirstOrThrow();
  await h.db.updateTable('companies').set({
    flags_json: JSON.stringify({ ...JSON.parse(row.flags_json), ...patch.flags }),
    settings_json: JSON.stringify({ ...JSON.parse(row.settings_json), ...(patch.visibility ? { travelerVisibility: patch.visibility } : {}) }),
  }).where('id', '=', 'acme').execute();
}

async function tracker(who: string, query: string) {
  const r = await callAs(h.app, as(who), 'GET', `${TRACKER}?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return TravelerTrackerReplySchema.parse(r.json());
}

const names = (stays: readonly TrackerStay[]) => [...new Set(stays.map((x) => x.traveler.name))].sort();

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  for (const who of ['acme:TRAVEL_MANAGER', 'acme:TRAVELER', 'acme:TRAVEL_ARRANGER', 'acme:COMPANY_ADMIN', 'acme:HELPDESK', 'globex:COMPANY_ADMIN', 'globex:TRAVELER'] as const) {
    s.set(who, await signInAs(h.app, who));
  }
  // Globex's traveler is in London the same week: never Acme's business.
  const gail = await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'a.id as account_id']).where('a.email', '=', 'traveler@globex.example').executeTakeFirstOrThrow();
  await insertBusinessBooking(h.db, {
    reference: 'GLX901', tripId: 'GLOBEXTRPQQQQQA2', tripName: 'London trip', companyId: 'globex', travelerProfileId: gail.id, accountId: gail.account_id,
    email: 'traveler@globex.example', travelerName: 'Gail Globex', summary: seedSummary(seedHotelOffer(Date.now(), SEED_CITIES.london, 'Globex Inn', day(8), day(12), 'glx901')),
    nowIso: new Date().toISOString(),
  });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('traveler tracker', () => {
  it('"who is in London on a day next week": the two Acme travelers there, each stay with its place and dates', async () => {
    const r = await tracker('acme:TRAVEL_MANAGER', `city=london&from=${day(9)}&to=${day(9)}`);
    expect(names(r.stays)).toEqual(['Arlo Arranger', 'Tess Traveler']);
    expect(r.travelers).toBe(2);
    // Tess: the flight's London stay (arrives +8, leaves +11) and the hotel (+8..+11); Arlo: the hotel (+9..+12).
    expect(r.total).toBe(3);
    expect(r.stays.map((x) => [x.traveler.name, x.vertical, x.startDate, x.endDate])).toEqual([
      ['Tess Traveler', 'flights', day(8), day(11)], ['Tess Traveler', 'hotels', day(8), day(11)], ['Arlo Arranger', 'hotels', day(9), day(12)],
    ].sort((a, b) => (a[2]! + a[3]).localeCompare(b[2]! + b[3]!)));
    for (const stay of r.stays) expect(stay).toMatchObject({ city: 'London', countryCode: 'GB', timing: 'upcoming' });
    expect(r.places).toEqual([expect.objectContaining({ city: 'London', countryCode: 'GB', travelers: 2 })]);
    expect(r.places[0]!.latitude).toBeCloseTo(51.5, 0);
  });

  it('another company\'s bookings never appear, whatever the filter; Globex sees only its own (and has no tracker: 403)', async () => {
    const all = await tracker('acme:TRAVEL_MANAGER', `from=${day(-1)}&to=${day(40)}&limit=200`);
    expect(all.stays.some((x) => x.traveler.email.endsWith('@globex.example'))).toBe(false);
    expect(names(all.stays)).toEqual(['Abe Approver', 'Ada Admin', 'Arlo Arranger', 'Eve Editor', 'Mona Manager', 'Tess Traveler']);
    expect(code(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', TRACKER))).toBe('403 FORBIDDEN');
  });

  it('defaults to now and next (today .. +30): Ada in Berlin is travelling now', async () => {
    const r = await tracker('acme:TRAVEL_MANAGER', 'limit=200');
    expect(r.from).toBe(day(0));
    expect(r.to).toBe(day(30));
    const ada = r.stays.filter((x) => x.traveler.name === 'Ada Admin');
    expect(ada).toHaveLength(2);
    expect(ada.every((x) => x.city === 'Berlin' && x.countryCode === 'DE' && x.timing === 'now')).toBe(true);
    expect(new Set(ada.map((x) => x.vertical))).toEqual(new Set(['hotels', 'cars']));
    expect(r.countries).toEqual(['DE', 'FR', 'GB', 'JP', 'US']);
  });

  it('filters by country and by group, and pages in SQL', async () => {
    const fr = await tracker('acme:TRAVEL_MANAGER', 'country=fr');
    expect(names(fr.stays)).toEqual(['Abe Approver']);
    expect(new Set(fr.stays.map((x) => x.vertical))).toEqual(new Set(['trains', 'hotels']));
    const group = await h.db.insertInto('business_groups').values({ company_id: 'acme', name: 'Sales', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const arlo = await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id').where('a.email', '=', 'arranger@acme.example').executeTakeFirstOrThrow();
    await h.db.updateTable('business_profiles').set({ group_id: Number(group.id) }).where('id', '=', arlo.id).execute();
    const sales = await tracker('acme:TRAVEL_MANAGER', `groupId=${group.id}`);
    expect(names(sales.stays)).toEqual(['Arlo Arranger']);
    expect(sales.stays[0]!.traveler.groupName).toBe('Sales');
    expect(sales.groups).toContainEqual({ id: Number(group.id), name: 'Sales' });
    const page1 = await tracker('acme:TRAVEL_MANAGER', 'limit=3&offset=0');
    const page2 = await tracker('acme:TRAVEL_MANAGER', 'limit=3&offset=3');
    expect(page1.total).toBe(page2.total);
    expect(page1.stays).toHaveLength(3);
    expect(new Set([...page1.stays, ...page2.stays].map((x) => x.id)).size).toBe(page1.stays.length + page2.stays.length);
  });

  it('a cancelled booking drops out at once', async () => {
    await h.db.updateTable('bookings').set({ status: 'cancelled' }).where('reference', '=', 'ACU003').execute();
    expect(names((await tracker('acme:TRAVEL_MANAGER', `city=London&from=${day(9)}&to=${day(9)}`)).stays)).toEqual(['Tess Traveler']);
    await h.db.updateTable('bookings').set({ status: 'booked' }).where('reference', '=', 'ACU003').execute();
  });

  it('traveler visibility: trip content only when travel managers may see trips; who, where and when always (duty of care)', async () => {
    const open = await tracker('acme:TRAVEL_MANAGER', `city=London&from=${day(9)}&to=${day(9)}`);
    expect(open.detailsVisible).toBe(true);
    expect(open.stays.find((x) => x.vertical === 'hotels' && x.traveler.name === 'Tess Traveler')?.details).toEqual({ title: 'Thames Bank Hotel, London', subtitle: 'Double room · free cancellation', reference: 'ACU002' });
    await setAcme({ visibility: 'TRAVELER_ONLY' });
    try {
      const closed = await tracker('acme:TRAVEL_MANAGER', `city=London&from=${day(9)}&to=${day(9)}`);
      expect(closed.detailsVisible).toBe(false);
      expect(names(closed.stays)).toEqual(['Arlo Arranger', 'Tess Traveler']);
      expect(closed.stays.every((x) => x.details === null)).toBe(true);
      const csv = await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${B}${BUSINESS_TRAVEL_PATHS.trackerCsv}?city=London&from=${day(9)}&to=${day(9)}`);
      expect(csv.body).not.toContain('Thames Bank');
    } finally {
      await setAcme({ visibility: 'TRAVELER_OR_TRAVEL_MANAGER' });
    }
  });

  it('403 without TRAVEL_TRACKER, and for everyone while the company\'s tracker switch is off', async () => {
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'GET', TRACKER))).toBe('403 FORBIDDEN');
    expect(code(await callAs(h.app, as('acme:HELPDESK'), 'GET', TRACKER))).toBe('403 FORBIDDEN');
    expect(code(await callAs(h.app, null, 'GET', TRACKER))).toBe('401 INVALID_SESSION');
    await setAcme({ flags: { travelerTracker: false } });
    try {
      expect(code(await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', TRACKER))).toBe('403 FORBIDDEN');
      expect(code(await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${B}${BUSINESS_TRAVEL_PATHS.trackerCsv}`))).toBe('403 FORBIDDEN');
    } finally {
      await setAcme({ flags: { travelerTracker: true } });
    }
  });

  it('refuses a window longer than a year or ending before it starts (400 on `to`)', async () => {
    for (const q of [`from=${day(0)}&to=${day(400)}`, `from=${day(5)}&to=${day(1)}`]) {
      const r = await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${TRACKER}?${q}`);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ errors: [{ code: 'VALIDATION_ERROR' }] });
    }
  });
});

describe('tracker CSV export', () => {
  it('is an attachment with a header row and one row per stay', async () => {
    const r = await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${B}${BUSINESS_TRAVEL_PATHS.trackerCsv}?city=London&from=${day(9)}&to=${day(9)}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="travelers-${day(9)}-to-${day(9)}.csv"`);
    const lines = r.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Traveler,Email,Group,City,Country,From,To,Status,Booking type,Booking,Details,Reference');
    expect(lines).toHaveLength(4);
    expect(lines.some((l) => l.startsWith('Tess Traveler,traveler@acme.example,,London,GB,') && l.includes('ACU002'))).toBe(true);
  });

  it('escapes cells starting with = + - @ (CSV injection)', () => {
    const stay = (name: string, city: string): TrackerStay => ({
      id: 'X:0', traveler: { profileId: 'p', name, email: 'e@x.example', groupName: '@group' }, vertical: 'hotels', city, countryCode: 'GB', latitude: 0, longitude: 0,
      startDate: '2030-01-01', endDate: '2030-01-02', timing: 'upcoming', details: { title: '-2+3', subtitle: '+cmd', reference: 'ABC123' },
    });
    const text = trackerCsv([stay('=HYPERLINK("http://evil.example")', '+London')]);
    const row = text.replace(/^\uFEFF/, '').trim().split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain("'+London");
    expect(row).toContain("'@group");
    expect(row).toContain("'-2+3");
    expect(row).toContain("'+cmd");
  });
});

describe('trips dashboard', () => {
  const DASH = `${B}${BUSINESS_TRAVEL_PATHS.tripsDashboard}`;
  it('lists the company\'s trips that end today or later, soonest first, paged', async () => {
    const r = await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${DASH}?limit=50`);
    expect(r.statusCode, r.body).toBe(200);
    const reply = TripsDashboardReplySchema.parse(r.json());
    expect(reply.trips.map((t) => [t.traveler.name, t.city, t.startDate, t.endDate, t.bookings, t.timing])).toEqual([
      ['Ada Admin', 'Berlin', day(-1), day(2), 2, 'now'],
      ['Tess Traveler', 'London', day(8), day(11), 2, 'upcoming'],
      ['Arlo Arranger', 'London', day(9), day(12), 1, 'upcoming'],
      ['Abe Approver', 'Paris', day(14), day(16), 2, 'upcoming'],
      ['Eve Editor', 'Tokyo', day(20), day(24), 2, 'upcoming'],
      ['Mona Manager', 'New York', day(27), day(29), 1, 'upcoming'],
    ]);
    expect(reply.total).toBe(6);
    expect(new Set(reply.trips[0]!.verticals)).toEqual(new Set(['hotels', 'cars']));
    expect(reply.trips[1]!.name).toBe('JFK → LHR (return)');
    const page = TripsDashboardReplySchema.parse((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${DASH}?limit=2&offset=2`)).json());
    expect(page.trips.map((t) => t.traveler.name)).toEqual(['Arlo Arranger', 'Abe Approver']);
    expect(page.total).toBe(6);
    const past = TripsDashboardReplySchema.parse((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${DASH}?limit=2&offset=50`)).json());
    expect(past).toMatchObject({ trips: [], total: 6 });
  });

  it('hides trip names under TRAVELER_ONLY; 403 for a traveler; Globex sees none of Acme\'s', async () => {
    await setAcme({ visibility: 'TRAVELER_ONLY' });
    try {
      const reply = TripsDashboardReplySchema.parse((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', DASH)).json());
      expect(reply.trips.every((t) => t.name === null)).toBe(true);
    } finally {
      await setAcme({ visibility: 'TRAVELER_OR_TRAVEL_MANAGER' });
    }
    expect(code(await callAs(h.app, as('acme:TRAVELER'), 'GET', DASH))).toBe('403 FORBIDDEN');
    const globex = TripsDashboardReplySchema.parse((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', DASH)).json());
    expect(globex.trips.map((t) => t.traveler.email)).toEqual(['traveler@globex.example']);
  });
});

describe('company travel activity', () => {
  const FEED = `${B}${BUSINESS_TRAVEL_PATHS.activity}`;
  const feed = async (who: string) => {
    const r = await callAs(h.app, as(who), 'GET', FEED);
    expect(r.statusCode, r.body).toBe(200);
    return TravelActivityReplySchema.parse(r.json());
  };

  it('shows colleagues going to the same city, with whether the stays overlap; never oneself', async () => {
    const tess = await feed('acme:TRAVELER');
    expect(tess.shared).toBe(true);
    expect(tess.hasOwnTrips).toBe(true);
    expect(tess.items).toEqual([expect.objectContaining({ colleagueName: 'Arlo Arranger', city: 'London', startDate: day(9), endDate: day(12), overlaps: true })]);
    const arlo = await feed('acme:TRAVEL_ARRANGER');
    expect([...new Set(arlo.items.map((i) => i.colleagueName))]).toEqual(['Tess Traveler']);
    expect(arlo.items.every((i) => i.overlaps)).toBe(true);
    // Ada is in Berlin alone; Hal has no trips.
    expect((await feed('acme:COMPANY_ADMIN')).items).toEqual([]);
    expect(await feed('acme:HELPDESK')).toEqual({ shared: true, hasOwnTrips: false, items: [] });
  });

  it('respects traveler visibility: with TRAVELER_ONLY nobody sees a colleague', async () => {
    await setAcme({ visibility: 'TRAVELER_ONLY' });
    try {
      expect(await feed('acme:TRAVELER')).toEqual({ shared: false, hasOwnTrips: true, items: [] });
    } finally {
      await setAcme({ visibility: 'TRAVELER_OR_TRAVEL_MANAGER' });
    }
  });

  it('needs the COMPANY_TRAVEL_ACTIVITY feature (Globex, on the biz tier, has not: 403)', async () => {
    expect(code(await callAs(h.app, as('globex:TRAVELER'), 'GET', FEED))).toBe('403 FORBIDDEN');
  });
});

describe('stays of an offer', () => {
  const none = { airport: () => undefined, city: () => undefined };
  const now = Date.parse('2030-05-01T00:00:00Z');
  const lhr = { code: 'LHR', name: 'Heathrow', city: 'London', countryCode: 'GB', countryName: 'United Kingdom', timeZone: 'Europe/London', latitude: 51.47, longitude: -0.45 };
  const jfk = { code: 'JFK', name: 'JFK', city: 'New York', countryCode: 'US', countryName: 'United States', timeZone: 'America/New_York', latitude: 40.6, longitude: -73.8 };
  it('a round trip stays at the destination from arrival (local day) until the return leaves; a one-way only on arrival day', () => {
    const round: OfferSummary = seedSummary(seedFlightOffer(now, jfk, lhr, '2030-05-10', '2030-05-14', 'r'));
    // Leaves JFK 18:00 UTC on the 10th, lands 01:00 UTC on the 11th = 02:00 in London.
    expect(staysOfSummary(round, none)).toEqual([{ city: 'London', countryCode: 'GB', latitude: 51.47, longitude: -0.45, startDate: '2030-05-11', endDate: '2030-05-14' }]);
    const oneWay = seedSummary(seedFlightOffer(now, lhr, jfk, '2030-05-10', null, 'o'));
    // Leaves London 18:00 UTC on the 10th, lands 01:00 UTC on the 11th = 21:00 on the 10th in New York.
    expect(staysOfSummary(oneWay, none)).toEqual([expect.objectContaining({ city: 'New York', startDate: '2030-05-10', endDate: '2030-05-10' })]);
  });
});
