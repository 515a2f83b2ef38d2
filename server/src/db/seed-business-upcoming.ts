/**
 * Demo seed: Acme's UPCOMING business bookings (issue #26 part 3: the traveler tracker shows "who is in London next
 * week", the trips dashboard lists the company's upcoming trips, the activity feed finds colleagues going to the same
 * place). Past bookings for reporting are seeded separately. Dates are relative to the day the seed runs (UTC):
 *
 * | Who | What | When (days from today) |
 * |---|---|---|
 * | Tess Traveler (traveler@) | flight JFK -> LHR and back; hotel in London | flies +7, London +8 .. +11 |
 * | Arlo Arranger (arranger@) | hotel in London | +9 .. +12 |
 * | Ada Admin (admin@) | hotel in Berlin and a rental car there: travelling NOW | -1 .. +2 |
 * | Abe Approver (approver@) | train London -> Paris; hotel in Paris | +14 .. +16 |
 * | Eve Editor (events@) | flight LHR -> HND one way; hotel in Tokyo | +20 .. +24 |
 * | Mona Manager (manager@) | hotel in New York | +27 .. +29 |
 *
 * Each booking is a real order as the booking flow stores it (trip, booked trip event, `bookings` row with the offer
 * summary, the business policy check naming company and traveler), with a fixed reference (`ACU###`), so the seed is
 * idempotent: a reference already there is skipped (a database seeded days ago keeps its dates; delete those bookings to
 * move them). The offers are built here (valid contract offers, checked by the seed's test), not bought from the
 * supplier, so no inventory is taken and no card is charged. Acme's `travelerTracker` switch is turned on (the tracker
 * page is switched off by default, contract ADMIN_PAGE_FLAG_DEFAULTS) and its traveler visibility set to
 * TRAVELER_OR_TRAVEL_MANAGER, so the demo shows trip details and the activity feed (contract business-travel.ts).
 */
import type { Kysely } from 'kysely';
import type { Airport, CarOffer, FlightOffer, HotelOffer, OfferSummary, TrainOffer, TrainStation } from '@travel/contract';
import type { Database } from './database.ts';

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` `days` after the UTC day of `nowMs`. */
export const seedDay = (nowMs: number, days: number): string => new Date(Math.floor(nowMs / DAY_MS) * DAY_MS + days * DAY_MS).toISOString().slice(0, 10);

const AIRPORTS = {
  JFK: { code: 'JFK', name: 'John F. Kennedy International Airport', city: 'New York', countryCode: 'US', countryName: 'United States', timeZone: 'America/New_York', latitude: 40.6413, longitude: -73.7781 },
  LHR: { code: 'LHR', name: 'Heathrow Airport', city: 'London', countryCode: 'GB', countryName: 'United Kingdom', timeZone: 'Europe/London', latitude: 51.47, longitude: -0.4543 },
  HND: { code: 'HND', name: 'Tokyo Haneda Airport', city: 'Tokyo', countryCode: 'JP', countryName: 'Japan', timeZone: 'Asia/Tokyo', latitude: 35.5494, longitude: 139.7798 },
} satisfies Record<string, Airport>;

/** Seeded cities: GeoNames id, name, country, centre. */
export const SEED_CITIES = {
  london: { id: 2643743, name: 'London', countryCode: 'GB', latitude: 51.5085, longitude: -0.1257, timeZone: 'Europe/London' },
  paris: { id: 2988507, name: 'Paris', countryCode: 'FR', latitude: 48.8534, longitude: 2.3488, timeZone: 'Europe/Paris' },
  berlin: { id: 2950159, name: 'Berlin', countryCode: 'DE', latitude: 52.5244, longitude: 13.4105, timeZone: 'Europe/Berlin' },
  tokyo: { id: 1850147, name: 'Tokyo', countryCode: 'JP', latitude: 35.6895, longitude: 139.6917, timeZone: 'Asia/Tokyo' },
  newYork: { id: 5128581, name: 'New York', countryCode: 'US', latitude: 40.7143, longitude: -74.006, timeZone: 'America/New_York' },
} as const;
type SeedCity = (typeof SEED_CITIES)[keyof typeof SEED_CITIES];

const money = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const conditions = { refundable: true, notes: ['Demo booking'] };
const expires = (nowMs: number) => new Date(nowMs + 30 * 60_000).toISOString();

/** A round-trip (or one-way, `returnDay` null) nonstop flight; departures at 18:00 UTC, 7 h each way. */
export function seedFlightOffer(nowMs: number, from: Airport, to: Airport, departDay: string, returnDay: string | null, id: string): FlightOffer {
  const seg = (o: Airport, d: Airport, day: string, n: string) => {
    const dep = Date.parse(`${day}T18:00:00Z`);
    return { carrier: { code: 'TW', name: 'Tripwise Air' }, flightNumber: `TW${n}`, origin: o, destination: d, departureAt: new Date(dep).toISOString(), arrivalAt: new Date(dep + 7 * 3_600_000).toISOString(), durationMinutes: 420 };
  };
  return {
    id, supplierRef: `seed-${id}`, price: money(returnDay ? 84_000 : 61_000), expiresAt: expires(nowMs), cabin: 'economy',
    outbound: { segments: [seg(from, to, departDay, '101')], durationMinutes: 420, stops: 0 },
    ...(returnDay ? { inbound: { segments: [seg(to, from, returnDay, '102')], durationMinutes: 420, stops: 0 } } : {}),
    baggage: { checked: 1, cabin: 1 }, seatsLeft: 9, vertical: 'flights', conditions,
  };
}

/** A double room in `city` from `checkIn` to `checkOut`. */
export function seedHotelOffer(nowMs: number, city: SeedCity, name: string, checkIn: string, checkOut: string, id: string): HotelOffer {
  const nights = Math.max(1, Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS));
  return {
    id, vertical: 'hotels', supplierRef: `seed-${id}`, price: money(nights * 21_000), expiresAt: expires(nowMs), conditions,
    hotel: {
      hotelId: `seed-${id}`, name, stars: 4, rating: 8.4, reviewCount: 812, neighbourhood: 'City centre', distanceFromCentreKm: 0.8,
      latitude: city.latitude + 0.004, longitude: city.longitude + 0.004, amenities: ['wifi'], cityId: city.id, cityName: city.name, countryCode: city.countryCode, chain: null,
    },
    roomType: 'double', roomName: 'Double room', rateType: 'refundable', breakfastIncluded: true, checkIn, checkOut, nights, rooms: 1, guests: 1,
    pricePerNight: money(21_000), roomsLeft: 4,
  };
}

const station = (c: SeedCity, name: string): TrainStation => ({ cityId: c.id, cityName: c.name, name, countryCode: c.countryCode, timeZone: c.timeZone, latitude: c.latitude, longitude: c.longitude });

/** A direct standard-class train leaving at 08:00 UTC, 2 h 20 min. */
export function seedTrainOffer(nowMs: number, from: SeedCity, to: SeedCity, day: string, id: string): TrainOffer {
  const dep = Date.parse(`${day}T08:00:00Z`);
  return {
    id, vertical: 'trains', supplierRef: `seed-${id}`, price: money(14_500), expiresAt: expires(nowMs), conditions,
    operator: { code: 'EL', name: 'EuroLink' }, trainNumber: '9014', trainClass: 'standard', origin: station(from, `${from.name} Central`),
    destination: station(to, `${to.name} Central`), departureAt: new Date(dep).toISOString(), arrivalAt: new Date(dep + 140 * 60_000).toISOString(),
    durationMinutes: 140, changes: 0, distanceKm: 344, passengers: 1, seatsLeft: 40,
  };
}

/** A compact car picked up at a city desk. */
export function seedCarOffer(nowMs: number, city: SeedCity, pickUp: string, dropOff: string, id: string): CarOffer {
  const days = Math.max(1, Math.round((Date.parse(dropOff) - Date.parse(pickUp)) / DAY_MS));
  return {
    id, vertical: 'cars', supplierRef: `seed-${id}`, price: money(days * 5_200), expiresAt: expires(nowMs), conditions,
    supplier: { code: 'ZP', name: 'Zip Rentals', rating: 8.1 }, carClass: 'compact', model: 'Compact hatchback or similar', seats: 5, doors: 5, bags: 2,
    transmission: 'automatic', airConditioning: true, mileage: 'unlimited', fuelPolicy: 'full_to_full',
    location: { kind: 'city', code: String(city.id), name: `${city.name} city centre`, latitude: city.latitude, longitude: city.longitude, timeZone: city.timeZone },
    pickUpAt: `${pickUp}T10:00`, dropOffAt: `${dropOff}T10:00`, days, pricePerDay: money(5_200), youngDriverFee: null, carsLeft: 3,
  };
}

/** The offer summary the booking flow stores (trips/offer-summary.ts `summarize`, in the shape the seed needs). */
export function seedSummary(offer: FlightOffer | HotelOffer | TrainOffer | CarOffer): OfferSummary {
  const base = { conditions: offer.conditions ?? conditions, offer };
  if ('outbound' in offer) {
    const first = offer.outbound.segments[0]!;
    const last = offer.outbound.segments[offer.outbound.segments.length - 1]!;
    const end = offer.inbound ? offer.inbound.segments[offer.inbound.segments.length - 1]! : last;
    return {
      vertical: 'flights', title: `${first.origin.code} → ${last.destination.code}${offer.inbound ? ' (return)' : ''}`, subtitle: `${first.carrier.name} · nonstop`,
      startDate: first.departureAt.slice(0, 10), endDate: end.arrivalAt.slice(0, 10), destinationName: last.destination.city, ...base,
    };
  }
  switch (offer.vertical) {
    case 'hotels':
      return { vertical: 'hotels', title: `${offer.hotel.name}, ${offer.hotel.cityName}`, subtitle: `${offer.roomName} · free cancellation`, startDate: offer.checkIn, endDate: offer.checkOut, destinationName: offer.hotel.cityName, ...base };
    case 'trains':
      return {
        vertical: 'trains', title: `${offer.origin.cityName} → ${offer.destination.cityName}`, subtitle: `${offer.operator.name} ${offer.trainNumber} · ${offer.trainClass} · direct`,
        startDate: offer.departureAt.slice(0, 10), endDate: offer.arrivalAt.slice(0, 10), destinationName: offer.destination.cityName, ...base,
      };
    default:
      return { vertical: 'cars', title: `${offer.model} · ${offer.supplier.name}`, subtitle: offer.location.name, startDate: offer.pickUpAt.slice(0, 10), endDate: offer.dropOffAt.slice(0, 10), destinationName: offer.location.name, ...base };
  }
}

/** One business booking to store (see {@link insertBusinessBooking}). */
export interface SeedBusinessBooking {
  reference: string;
  /** The trip it goes in (created when missing, owned by the traveler's account). */
  tripId: string;
  tripName: string;
  companyId: string;
  travelerProfileId: string;
  accountId: string;
  email: string;
  /** The traveler's name as the order's lead traveler. */
  travelerName: string;
  summary: OfferSummary;
  nowIso: string;
}

/**
 * Stores a business booking as the booking flow does (trip, booked event, order, policy check); skips a reference that
 * exists. For the demo seed and the tests of business travel views (a fixture without buying inventory).
 * @returns false when the reference was already there
 */
export async function insertBusinessBooking(db: Kysely<Database>, b: SeedBusinessBooking): Promise<boolean> {
  const taken = await db.selectFrom('bookings').select('reference').where('reference', '=', b.reference).executeTakeFirst();
  if (taken) return false;
  const s = b.summary;
  await db.insertInto('trips').values({
    id: b.tripId, name: b.tripName, owner_email: b.email, owner_account_id: b.accountId, destination_city_id: null, destination_name: s.destinationName, created_at: b.nowIso, updated_at: b.nowIso,
  }).onConflict((oc) => oc.column('id').doNothing()).execute();
  const event = await db.insertInto('trip_events').values({
    trip_id: b.tripId, vertical: s.vertical, state: 'booked', title: s.title, subtitle: s.subtitle, start_date: s.startDate, end_date: s.endDate, offer_json: JSON.stringify(s),
    price_amount_minor: s.offer.price.amountMinor, price_currency: s.offer.price.currency, created_at: b.nowIso, updated_at: b.nowIso, result_id: null, result_key: null,
  }).returning('id').executeTakeFirstOrThrow();
  const [first = '', ...rest] = b.travelerName.split(' ');
  await db.insertInto('bookings').values({
    reference: b.reference, status: 'booked', vertical: s.vertical, trip_event_id: Number(event.id), contact_email: b.email, contact_email_lower: b.email.toLowerCase(), session_id: null,
    travelers_json: JSON.stringify([{ travelerId: 0, firstName: first, middleName: '', lastName: rest.join(' '), dateOfBirth: '', emailAddress: b.email, phoneNumber: '', phoneCountryCode: '', phoneCountryCodeISO: '', tsaredress: '', knownTravelerNumber: '', preferred: true }]),
    summary_json: JSON.stringify(s), price_amount_minor: s.offer.price.amountMinor, price_currency: s.offer.price.currency, card_brand: 'visa', card_last4: '4242',
    payment_ref: `seed-${b.reference}`, supplier_ref: `seed-${b.reference}`, refund_amount_minor: null, refund_status: null, created_at: b.nowIso, cancelled_at: null,
    booked_by_account_id: null, booked_by_profile_id: null,
  }).execute();
  await db.insertInto('booking_policy_checks').values({
    reference: b.reference, company_id: b.companyId, traveler_profile_id: b.travelerProfileId, booker_profile_id: b.travelerProfileId, vertical: s.vertical, policy_version: null,
    action: 'allow', in_policy: 1, reasons_json: '[]', reason_code: null, reason_text: null, approval_status: 'none', approval_request_id: null, created_at: b.nowIso,
  }).execute();
  return true;
}

/** The seeded upcoming bookings: who, which trip, and the offer (module docstring table). */
function plan(nowMs: number): { email: string; reference: string; trip: string; offer: FlightOffer | HotelOffer | TrainOffer | CarOffer }[] {
  const d = (n: number) => seedDay(nowMs, n);
  const { london, paris, berlin, tokyo, newYork } = SEED_CITIES;
  return [
    { email: 'traveler@acme.example', reference: 'ACU001', trip: 'ACMEUPTRPQQQQQA2', offer: seedFlightOffer(nowMs, AIRPORTS.JFK, AIRPORTS.LHR, d(7), d(11), 'seed-acu001') },
    { email: 'traveler@acme.example', reference: 'ACU002', trip: 'ACMEUPTRPQQQQQA2', offer: seedHotelOffer(nowMs, london, 'Thames Bank Hotel', d(8), d(11), 'seed-acu002') },
    { email: 'arranger@acme.example', reference: 'ACU003', trip: 'ACMEUPTRPQQQQQB2', offer: seedHotelOffer(nowMs, london, 'Tower Quay Hotel', d(9), d(12), 'seed-acu003') },
    { email: 'admin@acme.example', reference: 'ACU004', trip: 'ACMEUPTRPQQQQQC2', offer: seedHotelOffer(nowMs, berlin, 'Spree Garden Hotel', d(-1), d(2), 'seed-acu004') },
    { email: 'admin@acme.example', reference: 'ACU005', trip: 'ACMEUPTRPQQQQQC2', offer: seedCarOffer(nowMs, berlin, d(-1), d(2), 'seed-acu005') },
    { email: 'approver@acme.example', reference: 'ACU006', trip: 'ACMEUPTRPQQQQQD2', offer: seedTrainOffer(nowMs, london, paris, d(14), 'seed-acu006') },
    { email: 'approver@acme.example', reference: 'ACU007', trip: 'ACMEUPTRPQQQQQD2', offer: seedHotelOffer(nowMs, paris, 'Rive Gauche Hotel', d(14), d(16), 'seed-acu007') },
    { email: 'events@acme.example', reference: 'ACU008', trip: 'ACMEUPTRPQQQQQE2', offer: seedFlightOffer(nowMs, AIRPORTS.LHR, AIRPORTS.HND, d(19), null, 'seed-acu008') },
    { email: 'events@acme.example', reference: 'ACU009', trip: 'ACMEUPTRPQQQQQE2', offer: seedHotelOffer(nowMs, tokyo, 'Sumida River Hotel', d(20), d(24), 'seed-acu009') },
    { email: 'manager@acme.example', reference: 'ACU010', trip: 'ACMEUPTRPQQQQQF2', offer: seedHotelOffer(nowMs, newYork, 'Hudson Yards Hotel', d(27), d(29), 'seed-acu010') },
  ];
}

/**
 * Seeds Acme's upcoming bookings (module docstring); idempotent. Runs after the demo companies and users exist.
 * @param nowIso the seed's clock: the bookings' dates are relative to its UTC day
 */
export async function seedBusinessUpcoming(db: Kysely<Database>, nowIso: string): Promise<void> {
  const company = await db.selectFrom('companies').select(['id', 'flags_json', 'settings_json']).where('id', '=', 'acme').executeTakeFirst();
  if (!company) return;
  const flags = JSON.parse(company.flags_json) as Record<string, unknown>;
  const settings = JSON.parse(company.settings_json) as Record<string, unknown>;
  if (flags.travelerTracker === undefined || settings.travelerVisibility === undefined) {
    await db.updateTable('companies')
      .set({
        flags_json: JSON.stringify({ ...flags, travelerTracker: flags.travelerTracker ?? true }),
        settings_json: JSON.stringify({ ...settings, travelerVisibility: settings.travelerVisibility ?? 'TRAVELER_OR_TRAVEL_MANAGER' }),
      })
      .where('id', '=', 'acme').execute();
  }
  const nowMs = Date.parse(nowIso);
  for (const item of plan(nowMs)) {
    const who = await db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select(['p.id', 'a.id as account_id', 'a.name']).where('a.email', '=', item.email).where('p.company_id', '=', 'acme').executeTakeFirst();
    if (!who) continue;
    const summary = seedSummary(item.offer);
    await insertBusinessBooking(db, {
      reference: item.reference, tripId: item.trip, tripName: `${summary.destinationName} trip`, companyId: 'acme', travelerProfileId: who.id, accountId: who.account_id,
      email: item.email, travelerName: who.name ?? '', summary, nowIso,
    });
  }
}
