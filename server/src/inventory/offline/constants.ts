/**
 * Constants of the built-in offline inventory (issue #2 §5: offline supplier). Units in the names.
 * These are modelling assumptions, not spec values: they make generated schedules and fares plausible.
 */
import type { CabinClass, SupportedCurrency } from '@travel/contract';

/** Average block speed used for flight time, km/h. */
export const CRUISE_SPEED_KMH = 830;
/** Taxi, climb and descent allowance added to every flight, minutes. */
export const BLOCK_OVERHEAD_MIN = 30;
/** Longest plausible nonstop, great-circle km. */
export const MAX_NONSTOP_DISTANCE_KM = 13_000;
/** Largest extra distance a connection may add, as a fraction of the direct distance. */
export const MAX_CONNECTION_DETOUR_RATIO = 0.35;
/** Connections considered per route (closest to the great circle first). */
export const MAX_HUBS_PER_ROUTE = 4;
/** Layover range at the hub, minutes. */
export const MIN_LAYOVER_MIN = 55;
export const MAX_LAYOVER_MIN = 240;
/** Earliest and latest local departure at the origin airport, minutes after midnight (06:00, 22:30). */
export const FIRST_DEPARTURE_MIN = 6 * 60;
export const LAST_DEPARTURE_MIN = 22 * 60 + 30;
/** Departures are scheduled on this grid, minutes. */
export const DEPARTURE_GRID_MIN = 5;
/** Offers per one-way search (inclusive range). Round trips return the same number of combinations. */
export const MIN_OFFERS = 8;
export const MAX_OFFERS = 20;
/** Seats left per offer (inclusive range). */
export const MIN_SEATS_LEFT = 1;
export const MAX_SEATS_LEFT = 9;
/** Quote window, ms (20 min): an offer stays valid until the end of the window after the one it was quoted in (20-40 min; pricing.ts). */
export const OFFER_TTL_MS = 20 * 60 * 1000;
/** At least this many carriers per route; topped up from {@link INTERNATIONAL_CARRIERS}. */
export const MIN_CARRIERS_PER_ROUTE = 3;

/** Real major hubs for 1-stop itineraries. */
export const HUB_AIRPORTS = [
  'FRA', 'LHR', 'CDG', 'AMS', 'IST', 'DXB', 'DOH', 'ORD', 'ATL', 'DFW',
  'JFK', 'LAX', 'SIN', 'HKG', 'NRT', 'SYD', 'GRU', 'MEX', 'JNB', 'DEL',
] as const;

/** Big international carriers used to top up routes with few home carriers. */
export const INTERNATIONAL_CARRIERS = ['LH', 'BA', 'AF', 'KL', 'EK', 'QR', 'TK', 'UA', 'DL', 'AA', 'SQ', 'CX'] as const;

/**
 * Well-known scheduled passenger carriers. When a route's countries have some of these, only they fly
 * it (OpenFlights lists many small or defunct operators as active).
 */
export const MAJOR_CARRIERS: ReadonlySet<string> = new Set([
  'AA', 'DL', 'UA', 'B6', 'AS', 'WN', 'NK', 'F9', 'HA', 'AC', 'WS', 'BA', 'VS', 'U2', 'LH', 'EW', 'DE',
  'AF', 'KL', 'LX', 'OS', 'SN', 'IB', 'VY', 'UX', 'AZ', 'TP', 'SK', 'AY', 'DY', 'FR', 'W6', 'LO', 'OK',
  'TK', 'PC', 'EK', 'QR', 'EY', 'SV', 'GF', 'WY', 'RJ', 'MS', 'ET', 'KQ', 'SA', 'AT', 'QF', 'VA', 'NZ',
  'JQ', 'SQ', 'TR', 'CX', 'JL', 'NH', 'KE', 'OZ', 'CI', 'BR', 'CZ', 'MU', 'CA', 'HU', 'AI', '6E', 'MH',
  'AK', 'TG', 'VN', 'GA', 'PR', '5J', 'LA', 'G3', 'AD', 'AV', 'CM', 'AM', 'AR', 'EI', 'A3', 'FI', 'BT',
  'JU', 'OU', 'RO', 'LY', 'UL', 'PK', 'BG', 'S7', 'SU', 'KC', 'HY', 'FZ', 'G9', 'WB', 'TN', 'FJ',
]);

/** Low-cost / short-haul carriers that do not fly routes longer than {@link SHORT_HAUL_MAX_KM}. */
export const SHORT_HAUL_CARRIERS: ReadonlySet<string> = new Set([
  'WN', 'NK', 'F9', 'HA', 'U2', 'FR', 'W6', 'VY', '6E', '5J', 'G3', 'AD', 'EW', 'PC', 'FZ', 'G9', 'JU', 'OU',
  'RO', 'AK', 'TR', 'JQ', 'AS', 'WS', 'A3', 'BT', 'FI',
]);
/** Longest route a short-haul carrier flies, km. */
export const SHORT_HAUL_MAX_KM = 4_500;

/** Fare multiplier per cabin, relative to economy. */
export const CABIN_PRICE_MULTIPLIER: Record<CabinClass, number> = {
  economy: 1,
  premium: 1.65,
  business: 3.4,
  first: 5.5,
};
/** Economy one-way fare model, USD: fixed part plus a per-km part. */
export const BASE_FARE_USD = 45;
export const FARE_PER_KM_USD = 0.085;
/** Discount for a connection compared with a nonstop over the same city pair. */
export const CONNECTION_FARE_FACTOR = 0.86;
/** A round trip costs this fraction of its two one-way fares. */
export const ROUND_TRIP_FARE_FACTOR = 0.9;
/** Random spread of fares (inclusive lower, exclusive upper factor). */
export const FARE_SPREAD_MIN = 0.85;
export const FARE_SPREAD_MAX = 1.3;

/** Decimal digits of the minor unit (ISO 4217); currencies not listed use 2. */
export const CURRENCY_MINOR_DIGITS: Partial<Record<SupportedCurrency, number>> = { JPY: 0 };
