// @vitest-environment node
/**
 * Reporting (issue #26 "Done when": every report figure checked against a hand-computed fixture of bookings on SQLite
 * and PostgreSQL; a user without REPORTING_VIEW gets 403; another company's bookings never appear; CSV cells starting
 * with = + - @ are escaped). The fixture is dated in 2020 (the seeded demo bookings are all in the last 12 months).
 *
 * Fixture (USD unless said; T = Tess (group Sales, office London), M = Mona (group Eng)):
 * | ref | who | vertical | booked | price | status | policy | facts |
 * | FX0001 | T | flights | 2020-03-10 | 500.00 | booked | in | lead 20, 1 pax economy LHR-JFK 5555 km 1200 kg, cheapest 450.00 |
 * | FX0002 | T | hotels | 2020-03-12 | 300.00 | booked | out meetingLocation | lead 5, 3 room-nights, cheapest 240.00 |
 * | FX0003 | M | flights | 2020-04-02 | 1200.00 | booked | out clientRequirement | lead 1, 2 pax business LHR-JFK 5555 km 3000 kg, cheapest 1200.00 |
 * | FX0004 | M | cars | 2020-04-20 | 200.00 | cancelled, 150.00 refunded | in | lead 30, 4 days |
 * | FX0005 | T | trains | 2020-05-05 | EUR 100.00 | booked | in | none |
 * | FX0006 | T | flights | 2019-12-31 | 77.77 | booked | in | outside the period |
 * | GX0001 | Globex traveler | flights | 2020-03-15 | 9999.00 | booked | in | another company |
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { StatsReportReplySchema, type StatsReportReply } from '@travel/contract';
import { callAs, demoUser, signInAs } from '../../../test/business-fixtures.ts';
import type { TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { insertReportBooking, type ReportBookingSpec } from '../../db/seed-business-bookings.ts';
import { activeRateTable } from '../currency/conversion.ts';
import { flightCo2, greatCircleKm, segmentCo2Kg } from './co2.ts';

const B = '/i/api/business/stats/v1';
const YEAR = 'from=2020-01-01&to=2020-12-31';
let h: Harness;
const s = new Map<string, TestSession>();
const as = (who: string) => s.get(who)!;
let eur = 0; // EUR 100.00 in USD minor units, from the shipped table
let sales = 0;
let eng = 0;
let london = 0;
let mona = '';
let tess = '';

async function profileOf(company: 'acme' | 'globex', role: Parameters<typeof demoUser>[1]) {
  return h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select(['p.id', 'a.id as accountId', 'a.email'])
    .where('a.email', '=', demoUser(company, role).email).executeTakeFirstOrThrow();
}

async function report(who: string, query = YEAR): Promise<StatsReportReply> {
  const r = await callAs(h.app, as(who), 'GET', `${B}/report?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return StatsReportReplySchema.parse(r.json());
}

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  const t = activeRateTable();
  eur = Math.round(10000 * (t.rates.USD! / t.rates.EUR!));
  const T = await profileOf('acme', 'TRAVELER');
  const M = await profileOf('acme', 'TRAVEL_MANAGER');
  const G = await profileOf('globex', 'TRAVELER');
  tess = T.id;
  mona = M.id;
  const now = '2020-01-01T00:00:00.000Z';
  sales = Number((await h.db.insertInto('business_groups').values({ company_id: 'acme', name: 'Sales FX', created_at: now }).returning('id').executeTakeFirstOrThrow()).id);
  eng = Number((await h.db.insertInto('business_groups').values({ company_id: 'acme', name: 'Eng FX', created_at: now }).returning('id').executeTakeFirstOrThrow()).id);
  london = Number((await h.db.insertInto('company_offices').values({ company_id: 'acme', name: 'London FX', created_at: now }).returning('id').executeTakeFirstOrThrow()).id);
  await h.db.updateTable('business_profiles').set({ group_id: sales, office_id: london }).where('id', '=', T.id).execute();
  await h.db.updateTable('business_profiles').set({ group_id: eng, office_id: null }).where('id', '=', M.id).execute();
  const who = (p: typeof T, company = 'acme') => ({ companyId: company, travelerProfileId: p.id, ownerAccountId: p.accountId, ownerEmail: p.email });
  const fx: ReportBookingSpec[] = [
    { ...who(T), reference: 'FX0001', tripId: 'FXTRIP0000000001', tripName: 'Trip to New York', vertical: 'flights', title: 'LHR → JFK', bookedAt: '2020-03-10T09:00:00.000Z', startDate: '2020-03-30', endDate: '2020-04-02', priceMinor: 50000, currency: 'USD', status: 'booked', inPolicy: true, facts: { leadDays: 20, units: 1, cabin: 'economy', origin: 'LHR', destination: 'JFK', distanceKm: 5555, co2Grams: 1_200_000, cheapestMinor: 45000 } },
    { ...who(T), reference: 'FX0002', tripId: 'FXTRIP0000000001', tripName: 'Trip to New York', vertical: 'hotels', title: 'Midtown =HYPERLINK("x")', bookedAt: '2020-03-12T09:00:00.000Z', startDate: '2020-03-17', endDate: '2020-03-20', priceMinor: 30000, currency: 'USD', status: 'booked', inPolicy: false, reasonCode: 'meetingLocation', reasonText: '@SUM(A1) next to the venue', facts: { leadDays: 5, units: 3, cheapestMinor: 24000 } },
    { ...who(M), reference: 'FX0003', tripId: 'FXTRIP0000000002', tripName: 'Trip to New York', vertical: 'flights', title: 'LHR → JFK', bookedAt: '2020-04-02T09:00:00.000Z', startDate: '2020-04-03', endDate: '2020-04-06', priceMinor: 120000, currency: 'USD', status: 'booked', inPolicy: false, reasonCode: 'clientRequirement', reasonText: '+client asked', facts: { leadDays: 1, units: 2, cabin: 'business', origin: 'LHR', destination: 'JFK', distanceKm: 5555, co2Grams: 3_000_000, cheapestMinor: 120000 } },
    { ...who(M), reference: 'FX0004', tripId: 'FXTRIP0000000003', tripName: 'Trip to Chicago', vertical: 'cars', title: '-Compact car', bookedAt: '2020-04-20T09:00:00.000Z', startDate: '2020-05-20', endDate: '2020-05-24', priceMinor: 20000, currency: 'USD', status: 'cancelled', refundMinor: 15000, inPolicy: true, facts: { leadDays: 30, units: 4 } },
    { ...who(T), reference: 'FX0005', tripId: 'FXTRIP0000000004', tripName: 'Trip to Paris', vertical: 'trains', title: 'London → Paris', bookedAt: '2020-05-05T09:00:00.000Z', startDate: '2020-05-06', endDate: '2020-05-06', priceMinor: 10000, currency: 'EUR', status: 'booked', inPolicy: true, facts: null },
    { ...who(T), reference: 'FX0006', tripId: 'FXTRIP0000000005', tripName: 'Trip to Paris', vertical: 'flights', title: 'LHR → CDG', bookedAt: '2019-12-31T23:59:00.000Z', startDate: '2020-01-10', endDate: '2020-01-10', priceMinor: 7777, currency: 'USD', status: 'booked', inPolicy: true, facts: { leadDays: 10, units: 1 } },
    { ...who(G, 'globex'), reference: 'GX0001', tripId: 'GXTRIP0000000001', tripName: 'Trip to Tokyo', vertical: 'flights', title: 'JFK → HND', bookedAt: '2020-03-15T09:00:00.000Z', startDate: '2020-04-15', endDate: '2020-04-20', priceMinor: 999900, currency: 'USD', status: 'booked', inPolicy: true, facts: { leadDays: 31, units: 1, cabin: 'economy', origin: 'JFK', destination: 'HND', distanceKm: 10850, co2Grams: 2_300_000, cheapestMinor: 999900 } },
  ];
  for (const b of fx) await insertReportBooking(h.db, b);
  // Trip reporting field values as the booking flow stores them (issue #26: they appear in the raw export); Globex's
  // never become a column of Acme's export.
  const value = (reference: string, company: string, position: number, label: string, v: string) => ({
    booking_reference: reference, company_id: company, position, field_id: null, label, value: v, created_at: '2020-03-10T09:00:00.000Z',
  });
  await h.db.insertInto('business_booking_reporting_values').values([
    value('FX0001', 'acme', 0, 'Cost centre', 'CC-200 Engineering'), value('FX0001', 'acme', 1, 'Project code', '=cmd|calc'),
    value('FX0002', 'acme', 0, 'Cost centre', 'CC-100 Sales'), value('GX0001', 'globex', 0, 'Globex secret', 'nope'),
  ]).execute();
  for (const who of ['acme:TRAVEL_MANAGER', 'acme:TRAVELER', 'globex:COMPANY_ADMIN'] as const) s.set(who, await signInAs(h.app, who));
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the report of the fixture (hand-computed)', () => {
  it('totals, spend by vertical, traveler, group and month', async () => {
    const r = await report('acme:TRAVEL_MANAGER');
    expect(r.currency).toBe('USD');
    expect(r.period).toEqual({ from: '2020-01-01', to: '2020-12-31' });
    // 500 + 300 + 1200 + (200 - 150) + EUR 100
    expect(r.totals).toEqual({ spendMinor: 205000 + eur, bookings: 4, trips: 3, travelers: 2, unconvertedBookings: 0 });
    expect(r.byVertical).toEqual([
      { vertical: 'flights', spendMinor: 170000, bookings: 2 }, { vertical: 'hotels', spendMinor: 30000, bookings: 1 },
      { vertical: 'trains', spendMinor: eur, bookings: 1 }, { vertical: 'cars', spendMinor: 5000, bookings: 0 },
    ].sort((a, b) => b.spendMinor - a.spendMinor));
    expect(r.byTraveler).toEqual([
      { profileId: mona, name: 'Mona Manager', spendMinor: 125000, bookings: 1 }, { profileId: tess, name: 'Tess Traveler', spendMinor: 80000 + eur, bookings: 3 },
    ]);
    expect(r.byGroup).toEqual([{ groupId: eng, name: 'Eng FX', spendMinor: 125000, bookings: 1 }, { groupId: sales, name: 'Sales FX', spendMinor: 80000 + eur, bookings: 3 }]);
    expect(r.byMonth).toHaveLength(12);
    expect(r.byMonth.filter((m) => m.spendMinor > 0)).toEqual([
      { month: '2020-03', spendMinor: 80000, bookings: 2 }, { month: '2020-04', spendMinor: 125000, bookings: 1 }, { month: '2020-05', spendMinor: eur, bookings: 1 },
    ]);
  });

  it('average fares and nightly rates, lead time', async () => {
    const r = await report('acme:TRAVEL_MANAGER');
    expect(r.averages).toEqual({
      flightFareMinor: 56667, flightPassengers: 3, // (500 + 1200) / 3 passengers
      hotelNightlyRateMinor: 10000, roomNights: 3,
      carDailyRateMinor: null, carDays: 0, // the only car was cancelled
      trainFareMinor: null, trainPassengers: 0, // the train has no facts
      byCabin: [{ cabin: 'economy', fareMinor: 50000, passengers: 1 }, { cabin: 'business', fareMinor: 60000, passengers: 2 }],
    });
    expect(r.leadTime).toEqual({
      averageDays: 8.7, // (20 + 5 + 1) / 3
      buckets: [
        { bucket: '0-2', bookings: 1, averageMinor: 120000 }, { bucket: '3-6', bookings: 1, averageMinor: 30000 }, { bucket: '7-13', bookings: 0, averageMinor: null },
        { bucket: '14-20', bookings: 1, averageMinor: 50000 }, { bucket: '21+', bookings: 0, averageMinor: null },
      ],
    });
  });

  it('out-of-policy spend and reasons, savings, cancellations and refunds, CO2', async () => {
    const r = await report('acme:TRAVEL_MANAGER');
    expect(r.outOfPolicy).toEqual({
      bookings: 2, spendMinor: 150000, inPolicyBookings: 2,
      reasons: [{ code: 'clientRequirement', spendMinor: 120000, bookings: 1 }, { code: 'meetingLocation', spendMinor: 30000, bookings: 1 }],
    });
    expect(r.savings).toEqual({
      comparedBookings: 3, paidMinor: 200000, cheapestMinor: 189000, missedSavingsMinor: 11000, atCheapestBookings: 1,
      byVertical: [
        { vertical: 'flights', comparedBookings: 2, paidMinor: 170000, cheapestMinor: 165000, missedSavingsMinor: 5000 },
        { vertical: 'hotels', comparedBookings: 1, paidMinor: 30000, cheapestMinor: 24000, missedSavingsMinor: 6000 },
      ],
    });
    expect(r.cancellations).toEqual({ cancelledBookings: 1, cancelledValueMinor: 20000, refundedMinor: 15000, byVertical: [{ vertical: 'cars', cancelledBookings: 1, cancelledValueMinor: 20000, refundedMinor: 15000 }] });
    expect(r.co2).toEqual({
      flights: 2, kg: 4200, kgPerFlight: 2100, distanceKm: 11110,
      byCabin: [{ cabin: 'economy', flights: 1, kg: 1200 }, { cabin: 'business', flights: 1, kg: 3000 }],
      byRoute: [{ origin: 'LHR', destination: 'JFK', flights: 2, distanceKm: 5555, kg: 4200, kgPerFlight: 2100 }],
    });
  });

  it('filters: vertical, traveler, group, office, policy status', async () => {
    expect((await report('acme:TRAVEL_MANAGER', `${YEAR}&vertical=flights`)).totals).toMatchObject({ spendMinor: 170000, bookings: 2 });
    expect((await report('acme:TRAVEL_MANAGER', `${YEAR}&travelerId=${mona}`)).totals).toMatchObject({ spendMinor: 125000, bookings: 1 });
    expect((await report('acme:TRAVEL_MANAGER', `${YEAR}&groupId=${eng}`)).totals).toMatchObject({ spendMinor: 125000 });
    expect((await report('acme:TRAVEL_MANAGER', `${YEAR}&officeId=${london}`)).totals).toMatchObject({ spendMinor: 80000 + eur, bookings: 3 });
    expect((await report('acme:TRAVEL_MANAGER', `${YEAR}&policy=out`)).totals).toMatchObject({ spendMinor: 150000, bookings: 2 });
    expect((await report('acme:TRAVEL_MANAGER', `${YEAR}&policy=in&vertical=cars`)).totals).toMatchObject({ spendMinor: 5000, bookings: 0 });
  });

  it('validates the period', async () => {
    expect((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${B}/report?from=2020-02-01&to=2020-01-01`)).statusCode).toBe(400);
    expect((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${B}/report?from=2020-02-01`)).statusCode).toBe(400);
    expect((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${B}/report?from=2018-01-01&to=2020-12-31`)).statusCode).toBe(400);
  });
});

describe('who may read it', () => {
  it('a user without REPORTING_VIEW gets 403 on every reporting call', async () => {
    for (const path of [`${B}/report?${YEAR}`, `${B}/export.csv?view=bookings&${YEAR}`, `${B}/filters`]) {
      const r = await callAs(h.app, as('acme:TRAVELER'), 'GET', path);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ errors: [{ code: 'FORBIDDEN' }] });
    }
  });

  it('another company never sees Acme\'s bookings (nor Acme Globex\'s), even when naming an Acme traveler or group', async () => {
    // Globex's tier has no REPORTING: 403, then on bizPlus it sees its own booking only.
    expect((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${B}/report?${YEAR}`)).statusCode).toBe(403);
    await h.db.updateTable('companies').set({ plan_tier: 'bizPlus' }).where('id', '=', 'globex').execute();
    try {
      const g = await report('globex:COMPANY_ADMIN');
      expect(g.totals).toMatchObject({ spendMinor: 999900, bookings: 1, travelers: 1 });
      expect(g.byTraveler.map((t) => t.name)).toEqual(['Gail Globex']);
      expect((await report('globex:COMPANY_ADMIN', `${YEAR}&travelerId=${mona}`)).totals).toMatchObject({ spendMinor: 0, bookings: 0 });
      expect((await report('globex:COMPANY_ADMIN', `${YEAR}&groupId=${eng}`)).totals).toMatchObject({ spendMinor: 0, bookings: 0 });
      const csv = (await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${B}/export.csv?view=bookings&${YEAR}`)).body;
      expect(csv).toContain('GX0001');
      expect(csv).not.toContain('FX000');
      const filters = (await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${B}/filters`)).json<{ travelers: { name: string }[] }>();
      expect(filters.travelers.map((t) => t.name).sort()).toEqual(['Gail Globex', 'Gus Globex']);
      // And Acme's report has no trace of Globex's booking (its totals above exclude 9999.00).
      expect((await report('acme:TRAVEL_MANAGER')).totals.spendMinor).toBe(205000 + eur);
    } finally {
      await h.db.updateTable('companies').set({ plan_tier: 'biz' }).where('id', '=', 'globex').execute();
    }
  });
});

describe('CSV exports', () => {
  it('every view downloads as CSV with the figures of the report', async () => {
    for (const view of ['totals', 'byVertical', 'byTraveler', 'byGroup', 'byMonth', 'averages', 'leadTime', 'outOfPolicy', 'savings', 'cancellations', 'co2']) {
      const r = await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${B}/export.csv?view=${view}&${YEAR}`);
      expect(r.statusCode, view).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/csv/);
      expect(r.headers['content-disposition']).toBe(`attachment; filename="${view}-2020-01-01-2020-12-31.csv"`);
    }
    const byTraveler = parse((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${B}/export.csv?view=byTraveler&${YEAR}`)).body, { columns: true }) as Record<string, string>[];
    // Profile ids are random base64url: one in 64 starts with '-' and, like any cell that could start a formula, is
    // written with a leading quote (the raw bookings test below checks that rule on fixed text).
    const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
    expect(byTraveler).toEqual([
      { traveler: 'Mona Manager', profile_id: cell(mona), spend_USD: '1250', bookings: '1' }, { traveler: 'Tess Traveler', profile_id: cell(tess), spend_USD: String((80000 + eur) / 100), bookings: '3' },
    ]);
  });

  it('the raw bookings: every booking of the period, cells starting with = + - @ escaped', async () => {
    const body = (await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${B}/export.csv?view=bookings&${YEAR}`)).body;
    const rows = parse(body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.reference)).toEqual(['FX0001', 'FX0002', 'FX0003', 'FX0004', 'FX0005']);
    const hotel = rows[1]!;
    expect(hotel.title).toBe('Midtown =HYPERLINK("x")'); // starts with M: a formula only at the start of a cell runs
    expect(hotel.out_of_policy_explanation).toBe('\'@SUM(A1) next to the venue');
    expect(rows[2]!.out_of_policy_explanation).toBe('\'+client asked');
    expect(rows[3]!.title).toBe('\'-Compact car');
    expect(rows[3]).toMatchObject({ status: 'cancelled', price: '200', refunded: '150', amount_in_report_currency: '50' });
    expect(rows[4]).toMatchObject({ price_currency: 'EUR', price: '100', amount_in_report_currency: String(eur / 100), lead_days: '' });
    expect(rows[0]).toMatchObject({ traveler: 'Tess Traveler', group: 'Sales FX', office: 'London FX', cabin: 'economy', co2_kg: '1200', cheapest_fare: '450', in_policy: 'yes' });
    expect(body).not.toMatch(/^=|\n=/);
    // One column per reporting field label of the company's bookings, the value each booking was made with.
    expect(Object.keys(rows[0]!).slice(-2)).toEqual(['field: Cost centre', 'field: Project code']);
    expect(rows.map((r) => [r['field: Cost centre'], r['field: Project code']])).toEqual([
      ['CC-200 Engineering', '\'=cmd|calc'], ['CC-100 Sales', ''], ['', ''], ['', ''], ['', ''],
    ]);
  });
});

describe('CO2 method (DEFRA 2023)', () => {
  it('great-circle distance and the band and cabin factor, with the 8 % uplift', () => {
    const lhr = { latitude: 51.4706, longitude: -0.461941 };
    const jfk = { latitude: 40.639801, longitude: -73.7789 };
    expect(Math.round(greatCircleKm(lhr, jfk))).toBe(5540); // published LHR-JFK great-circle: 5,540 km
    // 5555 km long-haul economy: 5555 x 1.08 x 0.20011 = 1200.5 kg per passenger
    expect(segmentCo2Kg(5555, 'economy')).toBeCloseTo(5555 * 1.08 * 0.20011, 6);
    expect(segmentCo2Kg(400, 'business')).toBeCloseTo(400 * 1.08 * 0.27258, 6); // domestic: one factor
    expect(segmentCo2Kg(1000, 'first')).toBeCloseTo(1000 * 1.08 * 0.2743, 6); // short-haul first: business factor
    const two = flightCo2([{ from: lhr, to: jfk }, { from: jfk, to: lhr }], 'economy', 2);
    expect(two.distanceKm).toBe(Math.round(2 * greatCircleKm(lhr, jfk)));
    expect(two.co2Grams).toBe(Math.round(2 * segmentCo2Kg(greatCircleKm(lhr, jfk), 'economy') * 1000 * 2));
    expect(flightCo2([{ from: lhr, to: undefined }], 'economy', 1).complete).toBe(false);
  });
});
