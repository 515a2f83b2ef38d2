/**
 * The stays index (migration 0030 `business_travel_stays`; issue #26 traveler tracker, trips dashboard, company travel
 * activity; contract business-travel.ts "a stay"): where each business booking puts its traveler, so the tracker can
 * ask "who is in {city} on {date}" in SQL with an index on both databases instead of reading every booking's JSON.
 *
 * How rows get there: {@link indexCompanyStays} runs before every tracker, dashboard and feed query of a company. It
 * reads the company's business bookings (the booking module's policy check rows, migration 0026, name the company and
 * the traveler) that have no stay yet, derives their stays from the stored offer summary ({@link staysOfSummary}) and
 * inserts them with `on conflict do nothing`, so processes racing on the same booking agree and nothing lives in one
 * process's memory. Whatever path made the booking (the booking form, book-for, the seed), it is indexed the first
 * time somebody looks. A booking's state is never copied: queries join `bookings.status`, so a cancellation needs no
 * update. Bookings are never edited after they are made (a change is a cancellation and a new booking), so a stay never
 * goes stale.
 *
 * Reads of the booking and trips modules' tables (`bookings`, `booking_policy_checks`, `trip_events`) are declared in
 * table-ownership.test.ts: the company's bookings are aggregated in SQL (ARCHITECTURE.md "reports aggregate in SQL").
 */
import type { Kysely } from 'kysely';
import { OfferSummarySchema, type CarRentalLocation, type FlightOffer, type Itinerary, type OfferSummary } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { BusinessTravelStaysTable } from '../../db/business-travel-tables.ts';
import { utcToZonedParts } from '../../inventory/offline/geo-time.ts';
import { foldText } from '../../inventory/reference-data.ts';

/** Bookings indexed per round trip of {@link indexCompanyStays}. */
export const STAYS_INDEX_BATCH = 500;

/** Where a car's rental desk is: its city and country (airport desks by IATA code, city desks by GeoNames id). */
export interface StayPlaceLookup {
  airport(code: string): { city: string; countryCode: string } | undefined;
  city(id: number): { name: string; countryCode: string } | undefined;
}

/** A stay before it is stored: the place and the local dates (inclusive, `YYYY-MM-DD`). */
export interface DerivedStay {
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  startDate: string;
  endDate: string;
}

function localDate(iso: string, timeZone: string): string {
  const p = utcToZonedParts(Date.parse(iso), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const lastSegment = (i: Itinerary) => i.segments[i.segments.length - 1]!;
const firstSegment = (i: Itinerary) => i.segments[0]!;

/** A flight's stays: each itinerary's destination from its arrival until the next itinerary leaves (module docstring of the contract). */
function flightStays(offer: FlightOffer): DerivedStay[] {
  const trips: Itinerary[] = offer.legs ?? [offer.outbound, ...(offer.inbound ? [offer.inbound] : [])];
  // A round trip ends at home: only the outbound destination is a stay. A multi-city trip stays at every leg's end but
  // the last when the last leg flies home (its destination is the first origin); one-way: the arrival day.
  const home = firstSegment(trips[0]!).origin.code;
  const stays: DerivedStay[] = [];
  trips.forEach((itinerary, i) => {
    const arrive = lastSegment(itinerary);
    const next = trips[i + 1];
    if (arrive.destination.code === home && i > 0) return;
    const start = localDate(arrive.arrivalAt, arrive.destination.timeZone);
    const end = next ? localDate(firstSegment(next).departureAt, arrive.destination.timeZone) : start;
    stays.push({
      city: arrive.destination.city, countryCode: arrive.destination.countryCode, latitude: arrive.destination.latitude, longitude: arrive.destination.longitude,
      startDate: start, endDate: end < start ? start : end,
    });
  });
  return stays;
}

function carPlace(location: CarRentalLocation, places: StayPlaceLookup): { city: string; countryCode: string } {
  if (location.kind === 'airport') {
    const a = places.airport(location.code.toUpperCase());
    if (a) return a;
  } else {
    const c = places.city(Number(location.code));
    if (c) return { city: c.name, countryCode: c.countryCode };
  }
  return { city: location.name, countryCode: '' };
}

/**
 * The stays of one booked offer (contract business-travel.ts "a stay"). Pure.
 * @returns [] when the offer names no place (never throws)
 */
export function staysOfSummary(summary: OfferSummary, places: StayPlaceLookup): DerivedStay[] {
  const offer = summary.offer;
  if ('outbound' in offer) return flightStays(offer);
  switch (offer.vertical) {
    case 'hotels':
      return [{ city: offer.hotel.cityName, countryCode: offer.hotel.countryCode, latitude: offer.hotel.latitude, longitude: offer.hotel.longitude, startDate: offer.checkIn, endDate: offer.checkOut }];
    case 'packages': {
      const h = offer.hotel;
      return [{ city: h.hotel.cityName, countryCode: h.hotel.countryCode, latitude: h.hotel.latitude, longitude: h.hotel.longitude, startDate: h.checkIn, endDate: h.checkOut }];
    }
    case 'cars': {
      const place = carPlace(offer.location, places);
      const start = offer.pickUpAt.slice(0, 10);
      const end = offer.dropOffAt.slice(0, 10);
      return [{ ...place, latitude: offer.location.latitude, longitude: offer.location.longitude, startDate: start, endDate: end < start ? start : end }];
    }
    case 'trains': {
      const d = offer.destination;
      const day = localDate(offer.arrivalAt, d.timeZone);
      return [{ city: d.cityName, countryCode: d.countryCode, latitude: d.latitude, longitude: d.longitude, startDate: day, endDate: day }];
    }
    default:
      return [];
  }
}

/** Parses a stored summary; null when it does not parse (an old or damaged row: indexed as placeless). */
function parseSummary(text: string): OfferSummary | null {
  try {
    const parsed = OfferSummarySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Indexes the company's business bookings that have no stay yet (module docstring); idempotent and safe to run from
 * several processes at once.
 * @param companyId the caller's company (every read and write is scoped by it)
 * @param nowIso the rows' `created_at`
 * @returns how many bookings were indexed
 */
export async function indexCompanyStays(db: Kysely<Database>, companyId: string, places: StayPlaceLookup, nowIso: string): Promise<number> {
  let indexed = 0;
  for (;;) {
    const pending = await db
      .selectFrom('booking_policy_checks as c')
      .innerJoin('bookings as b', 'b.reference', 'c.reference')
      .innerJoin('trip_events as e', 'e.id', 'b.trip_event_id')
      .leftJoin('business_travel_stays as s', (j) => j.onRef('s.reference', '=', 'c.reference').on('s.seq', '=', 0))
      .where('c.company_id', '=', companyId)
      .where('s.reference', 'is', null)
      .select(['c.reference', 'c.traveler_profile_id', 'b.vertical', 'b.summary_json', 'e.trip_id'])
      .orderBy('c.reference')
      .limit(STAYS_INDEX_BATCH)
      .execute();
    if (pending.length === 0) return indexed;
    const rows: BusinessTravelStaysTable[] = [];
    for (const booking of pending) {
      const summary = parseSummary(booking.summary_json);
      const stays = summary ? staysOfSummary(summary, places) : [];
      const base = { reference: booking.reference, company_id: companyId, traveler_profile_id: booking.traveler_profile_id, trip_id: booking.trip_id, vertical: booking.vertical, created_at: nowIso };
      if (stays.length === 0) {
        rows.push({ ...base, seq: 0, city: '', city_key: '', country_code: '', latitude: 0, longitude: 0, start_date: '', end_date: '', title: summary?.title ?? '', subtitle: '' });
        continue;
      }
      stays.forEach((s, seq) => rows.push({
        ...base, seq, city: s.city, city_key: foldText(s.city.trim()), country_code: s.countryCode, latitude: s.latitude, longitude: s.longitude,
        start_date: s.startDate, end_date: s.endDate, title: summary!.title, subtitle: summary!.subtitle,
      }));
    }
    // 17 columns x 200 rows stays below SQLite's bound-variable limit.
    for (let i = 0; i < rows.length; i += 200) {
      await db.insertInto('business_travel_stays').values(rows.slice(i, i + 200)).onConflict((oc) => oc.columns(['reference', 'seq']).doNothing()).execute();
    }
    indexed += pending.length;
    if (pending.length < STAYS_INDEX_BATCH) return indexed;
  }
}
