/**
 * Acme's past business bookings for the reporting page (issue #26 "seed enough realistic bookings over 12 months for
 * the charts to mean something"). Called from the seed; idempotent (skipped when Acme already has a booking with a
 * report row). Travel dates are all before today: upcoming trips are seeded elsewhere.
 *
 * The seeded trips are report data, not trips to open: they carry no full offer (a booking made through the product
 * stores the offer as booked), so they belong to the mailbox {@link SEED_TRIP_OWNER}, which no account has, and appear in
 * nobody's trips. Kept out of the other journeys' way: the travelers are Mona Manager, Ada Admin, Eve Editor, Abe Approver and Hal
 * Helpdesk (not Tess Traveler or Arlo Arranger, whose trips the book-for journeys read); the approval status of every
 * seeded booking is `none` (nothing waits in Trips to approve). They get groups (Consulting, Engineering, Leadership)
 * and offices (London, New York) that the other seeds do not have.
 *
 * Deterministic: a fixed pseudo-random sequence over fixed routes and hotels, dated relative to the seeding day.
 * {@link insertReportBooking} is also what the reporting tests use to build their hand-computed fixture.
 */
import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

/** Owner of the seeded reporting trips (no account has this address). */
export const SEED_TRIP_OWNER = 'reporting-seed@acme.example';

/** One business booking with everything the report reads. */
export interface ReportBookingSpec {
  reference: string;
  companyId: string;
  travelerProfileId: string;
  /** The trip's owning account; null: owned by `ownerEmail` only. */
  ownerAccountId: string | null;
  ownerEmail: string;
  tripId: string;
  tripName: string;
  vertical: 'flights' | 'hotels' | 'cars' | 'trains' | 'packages';
  title: string;
  bookedAt: string;
  startDate: string;
  endDate: string;
  priceMinor: number;
  currency: string;
  status: 'booked' | 'cancelled';
  refundMinor?: number;
  inPolicy: boolean;
  reasonCode?: string;
  reasonText?: string;
  /** Null: a booking without reporting facts (made before migration 0029). */
  facts: null | { leadDays: number; units: number; cabin?: string; origin?: string; destination?: string; distanceKm?: number; co2Grams?: number; cheapestMinor?: number };
}

/** Inserts one booking (its trip when new, trip event, order, policy check and reporting facts). */
export async function insertReportBooking(db: Kysely<Database>, b: ReportBookingSpec): Promise<void> {
  const trip = await db.selectFrom('trips').select('id').where('id', '=', b.tripId).executeTakeFirst();
  if (!trip) {
    await db.insertInto('trips').values({
      id: b.tripId, name: b.tripName, owner_email: b.ownerEmail, owner_account_id: b.ownerAccountId, created_at: b.bookedAt, updated_at: b.bookedAt, destination_city_id: null, destination_name: null,
    }).execute();
  }
  const event = await db.insertInto('trip_events').values({
    trip_id: b.tripId, vertical: b.vertical, state: b.status === 'booked' ? 'booked' : 'cancelled', title: b.title, start_date: b.startDate, end_date: b.endDate, offer_json: '{}',
    price_amount_minor: b.priceMinor, price_currency: b.currency, created_at: b.bookedAt, updated_at: b.bookedAt, subtitle: null, result_id: null, result_key: null,
  }).returning('id').executeTakeFirstOrThrow();
  const summary = { vertical: b.vertical, title: b.title, subtitle: '', startDate: b.startDate, endDate: b.endDate, destinationName: b.tripName.replace(/^Trip to /, ''), conditions: { refundable: true, notes: [] }, offer: null };
  await db.insertInto('bookings').values({
    reference: b.reference, status: b.status, vertical: b.vertical, trip_event_id: Number(event.id), contact_email: b.ownerEmail, contact_email_lower: b.ownerEmail.toLowerCase(), session_id: null,
    travelers_json: '[]', summary_json: JSON.stringify(summary), price_amount_minor: b.priceMinor, price_currency: b.currency, card_brand: 'visa', card_last4: '4242',
    payment_ref: `seed-${b.reference}`, supplier_ref: `seed-${b.reference}`, refund_amount_minor: b.status === 'cancelled' ? (b.refundMinor ?? 0) : null,
    refund_status: b.status === 'cancelled' ? 'refunded' : null, created_at: b.bookedAt, cancelled_at: b.status === 'cancelled' ? b.bookedAt : null, booked_by_account_id: null, booked_by_profile_id: null,
  }).execute();
  await db.insertInto('booking_policy_checks').values({
    reference: b.reference, company_id: b.companyId, traveler_profile_id: b.travelerProfileId, booker_profile_id: b.travelerProfileId, vertical: b.vertical, policy_version: 1,
    action: b.inPolicy ? 'allow' : 'warn', in_policy: b.inPolicy ? 1 : 0, reasons_json: '[]', reason_code: b.reasonCode ?? null, reason_text: b.reasonText ?? null,
    approval_status: 'none', approval_request_id: null, created_at: b.bookedAt,
  }).execute();
  if (b.facts) {
    const f = b.facts;
    await db.insertInto('booking_report_facts').values({
      reference: b.reference, company_id: b.companyId, traveler_profile_id: b.travelerProfileId, vertical: b.vertical, travel_date: b.startDate, lead_days: f.leadDays, units: f.units,
      cabin: f.cabin ?? null, origin: f.origin ?? null, destination: f.destination ?? null, distance_km: f.distanceKm ?? null, co2_g: f.co2Grams ?? null,
      cheapest_amount_minor: f.cheapestMinor ?? null, created_at: b.bookedAt,
    }).execute();
  }
}

/** Routes flown from London and New York: [origin, destination, great-circle km, economy fare USD, city]. */
const ROUTES: readonly [string, string, number, number, string][] = [
  ['LHR', 'JFK', 5555, 620, 'New York'], ['JFK', 'LHR', 5555, 640, 'London'], ['LHR', 'CDG', 348, 180, 'Paris'], ['LHR', 'FRA', 655, 210, 'Frankfurt'],
  ['JFK', 'SFO', 4152, 380, 'San Francisco'], ['JFK', 'ORD', 1188, 240, 'Chicago'], ['LHR', 'AMS', 371, 160, 'Amsterdam'], ['LHR', 'SIN', 10880, 1150, 'Singapore'],
];
const HOTELS: readonly [string, number][] = [['Grand Riverside Hotel, London', 240], ['Midtown Park Hotel, New York', 310], ['Hotel Lumière, Paris', 190], ['Mainufer Hotel, Frankfurt', 170], ['Bay View Inn, San Francisco', 280]];
const REASONS = ['noCheaperOption', 'clientRequirement', 'meetingLocation', 'loyalty'] as const;
const REASON_TEXT: Record<(typeof REASONS)[number], string> = {
  noCheaperOption: 'Every cheaper fare was sold out on the day.', clientRequirement: 'The client asked us to arrive the evening before.',
  meetingLocation: 'The only hotel within walking distance of the venue.', loyalty: 'Company status with this airline gives free changes.',
};
/** DEFRA 2023 factors used for the seeded CO2 (the same as modules/reporting/co2.ts). */
const CO2_FACTOR: Record<string, [number, number]> = { economy: [0.18287, 0.20011], business: [0.27430, 0.58029] };

/** Seeds Acme's past bookings (see the module docstring). @param nowIso the seeding instant */
export async function seedBusinessBookings(db: Kysely<Database>, nowIso: string): Promise<void> {
  const existing = await db.selectFrom('booking_report_facts').select('reference').where('company_id', '=', 'acme').limit(1).executeTakeFirst();
  if (existing) return;
  const people = await db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'a.id as accountId', 'a.email']).where('p.company_id', '=', 'acme')
    .where('a.email', 'in', ['manager@acme.example', 'admin@acme.example', 'events@acme.example', 'approver@acme.example', 'helpdesk@acme.example']).orderBy('a.email').execute();
  if (people.length === 0) return;

  const groupIds = new Map<string, number>();
  for (const name of ['Consulting', 'Engineering', 'Leadership']) {
    const row = await db.selectFrom('business_groups').select('id').where('company_id', '=', 'acme').where('name', '=', name).executeTakeFirst()
      ?? await db.insertInto('business_groups').values({ company_id: 'acme', name, created_at: nowIso }).returning('id').executeTakeFirstOrThrow();
    groupIds.set(name, Number(row.id));
  }
  const officeIds = new Map<string, number>();
  for (const [name, city, country] of [['London', 'London', 'GB'], ['New York', 'New York', 'US']] as const) {
    const row = await db.selectFrom('company_offices').select('id').where('company_id', '=', 'acme').where('name', '=', name).executeTakeFirst()
      ?? await db.insertInto('company_offices').values({ company_id: 'acme', name, city, country_code: country, created_at: nowIso }).returning('id').executeTakeFirstOrThrow();
    officeIds.set(name, Number(row.id));
  }
  const placement: Record<string, [string, string]> = {
    'manager@acme.example': ['Leadership', 'London'], 'admin@acme.example': ['Leadership', 'New York'], 'events@acme.example': ['Consulting', 'London'],
    'approver@acme.example': ['Consulting', 'New York'], 'helpdesk@acme.example': ['Engineering', 'London'],
  };
  for (const p of people) {
    const [group, office] = placement[p.email]!;
    await db.updateTable('business_profiles').set({ group_id: groupIds.get(group)!, office_id: officeIds.get(office)! }).where('id', '=', p.id).execute();
  }

  let seed = 2026;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const day = 86_400_000;
  const now = Date.parse(nowIso);
  const iso = (ms: number) => new Date(ms).toISOString();
  let n = 0;
  for (let i = 0; i < 140; i++) {
    const p = people[i % people.length]!;
    // Travel 2 to 360 days ago; booked 0 to 45 days before travel.
    const travel = now - (2 + Math.floor(rand() * 358)) * day;
    const lead = Math.floor(rand() * rand() * 46);
    const booked = travel - lead * day - Math.floor(rand() * 10) * 3_600_000;
    const startDate = iso(travel).slice(0, 10);
    const tripId = `SEEDRPT${String(i).padStart(9, '0')}`;
    const kind = rand();
    const out = rand() < 0.18;
    const reason = REASONS[Math.floor(rand() * REASONS.length)]!;
    const cancelled = rand() < 0.08;
    const common = {
      companyId: 'acme', travelerProfileId: p.id, ownerAccountId: null, ownerEmail: SEED_TRIP_OWNER, tripId, bookedAt: iso(booked), startDate,
      status: cancelled ? 'cancelled' as const : 'booked' as const, inPolicy: !out, ...(out ? { reasonCode: reason, reasonText: REASON_TEXT[reason] } : {}),
    };
    const ref = () => `S${String(n++).padStart(5, '0')}`;
    if (kind < 0.55) {
      const [o, d, km, fare, city] = ROUTES[Math.floor(rand() * ROUTES.length)]!;
      const business = km > 3700 && rand() < (out ? 0.7 : 0.15);
      const cabin = business ? 'business' : 'economy';
      const seats = rand() < 0.85 ? 1 : 2;
      const cheapestPerSeat = Math.round(fare * (0.85 + rand() * 0.1)) * 100;
      const pricePerSeat = Math.round(fare * (business ? 3.2 : 1) * (out ? 1.25 + rand() * 0.3 : 0.9 + rand() * 0.25)) * 100;
      const roundTrip = rand() < 0.7;
      const flownKm = km * (roundTrip ? 2 : 1);
      const [shortF, longF] = CO2_FACTOR[cabin]!;
      const factor = km < 500 ? 0.27258 : km <= 3700 ? shortF : longF;
      const price = pricePerSeat * seats * (roundTrip ? 1 : 0.6);
      await insertReportBooking(db, {
        ...common, reference: ref(), tripName: `Trip to ${city}`, vertical: 'flights', title: `${o} → ${d}`, endDate: iso(travel + (roundTrip ? 3 * day : 0)).slice(0, 10),
        priceMinor: Math.round(price), currency: 'USD', ...(cancelled ? { refundMinor: Math.round(price * 0.8) } : {}),
        facts: {
          leadDays: lead, units: seats, cabin, origin: o, destination: d, distanceKm: flownKm, co2Grams: Math.round(flownKm * 1.08 * factor * 1000 * seats),
          cheapestMinor: Math.round(cheapestPerSeat * seats * (roundTrip ? 1 : 0.6) * (business ? 3 : 1)),
        },
      });
      // Most flights come with a hotel in the same trip.
      if (roundTrip && rand() < 0.7) {
        const [hotel, rate] = HOTELS.find(([h]) => h.endsWith(city)) ?? HOTELS[Math.floor(rand() * HOTELS.length)]!;
        const nights = 3;
        const nightly = Math.round(rate * (out ? 1.3 : 0.85 + rand() * 0.3)) * 100;
        await insertReportBooking(db, {
          ...common, status: 'booked', inPolicy: true, reasonCode: undefined, reasonText: undefined, reference: ref(), tripName: `Trip to ${city}`, vertical: 'hotels', title: hotel,
          endDate: iso(travel + nights * day).slice(0, 10), priceMinor: nightly * nights, currency: city === 'Paris' || city === 'Frankfurt' || city === 'Amsterdam' ? 'EUR' : 'USD',
          facts: { leadDays: lead, units: nights, cheapestMinor: Math.round(rate * 0.8) * 100 * nights },
        });
      }
    } else if (kind < 0.8) {
      const [hotel, rate] = HOTELS[Math.floor(rand() * HOTELS.length)]!;
      const nights = 1 + Math.floor(rand() * 4);
      const nightly = Math.round(rate * (out ? 1.35 : 0.85 + rand() * 0.3)) * 100;
      const eur = hotel.endsWith('Paris') || hotel.endsWith('Frankfurt');
      await insertReportBooking(db, {
        ...common, reference: ref(), tripName: `Trip to ${hotel.split(', ')[1]}`, vertical: 'hotels', title: hotel, endDate: iso(travel + nights * day).slice(0, 10),
        priceMinor: nightly * nights, currency: eur ? 'EUR' : 'USD', ...(cancelled ? { refundMinor: nightly * nights } : {}),
        facts: { leadDays: lead, units: nights, cheapestMinor: Math.round(rate * 0.8) * 100 * nights },
      });
    } else if (kind < 0.92) {
      const days = 1 + Math.floor(rand() * 5);
      const daily = (45 + Math.floor(rand() * 40)) * 100;
      await insertReportBooking(db, {
        ...common, reference: ref(), tripName: 'Trip to Chicago', vertical: 'cars', title: 'Compact car at ORD', endDate: iso(travel + days * day).slice(0, 10),
        priceMinor: daily * days, currency: 'USD', ...(cancelled ? { refundMinor: daily * days } : {}), facts: { leadDays: lead, units: days },
      });
    } else {
      const fare = (60 + Math.floor(rand() * 90)) * 100;
      await insertReportBooking(db, {
        ...common, reference: ref(), tripName: 'Trip to Paris', vertical: 'trains', title: 'London → Paris', endDate: startDate,
        priceMinor: fare, currency: 'EUR', ...(cancelled ? { refundMinor: 0 } : {}), facts: { leadDays: lead, units: 1 },
      });
    }
  }
}
