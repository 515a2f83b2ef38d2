/**
 * Constants of the built-in offline inventory (issue #2 §5: offline supplier). Units in the names.
 * These are modelling assumptions, not spec values: they make generated schedules and fares plausible.
 */
import type { CabinClass, SupportedCurrency } from '@travel/contract';

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
/** Real major hubs (the airport autocomplete ranks them first; flight connections use flight-network.ts). */
export const HUB_AIRPORTS = [
  'FRA', 'LHR', 'CDG', 'AMS', 'IST', 'DXB', 'DOH', 'ORD', 'ATL', 'DFW',
  'JFK', 'LAX', 'SIN', 'HKG', 'NRT', 'SYD', 'GRU', 'MEX', 'JNB', 'DEL',
] as const;

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
/** A round trip costs this fraction of its two one-way fares. */
export const ROUND_TRIP_FARE_FACTOR = 0.9;
/** Random spread of fares (inclusive lower, exclusive upper factor). */
export const FARE_SPREAD_MIN = 0.85;
export const FARE_SPREAD_MAX = 1.3;

/** Decimal digits of the minor unit (ISO 4217); currencies not listed use 2. */
export const CURRENCY_MINOR_DIGITS: Partial<Record<SupportedCurrency, number>> = { JPY: 0 };
