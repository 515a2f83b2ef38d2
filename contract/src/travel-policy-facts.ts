/**
 * From the product's offers to the facts the travel policy engine reads (travel-policy.ts `*PolicyFactsSchema`), so the
 * server's search verdicts, the booking's check and any frame preview derive them one way. Pure; imports contract only.
 * Spec: core-and-business §6 (TRAVEL_POLICY_BADGES: policy on every result); issue #25 part 2.
 *
 * Readings (the policy speaks per traveler, per room and night, per rental day):
 * - flight `price` = the offer's total / passengers with a seat (adults + children + infants in a seat; at least 1);
 *   `durationMinutes` the longest direction; `stops` the most of any direction; `carriers` every segment's marketing
 *   carrier; `departureDate` the first segment's local date at its origin airport.
 * - the search fares (`cheapest`, `median`) are per traveler too, over the search's offers before filters and paging
 *   (the median of an even count is the lower middle, so it is always a real fare).
 * - hotel `nightlyRate` = `pricePerNight` / rooms (before taxes); the city's IATA codes come from the search reply's city
 *   (`nearestAirport`), when given; `chain` the hotel's chain, null for an independent hotel or a supplier that does not
 *   say (the engine then leaves the preferred-chains rule out).
 * - car `dailyRate` = `pricePerDay` (fees such as one-way or young driver are not part of the daily rate); `pickUpDate`
 *   the local pick-up date.
 * - train `price` = the fare's total / passengers; `departureDate` the local date at the origin station.
 */
import type { CarOffer } from './cars.ts';
import { seatsOf, type FlightOffer, type Money } from './flights.ts';
import type { HotelOffer } from './hotels.ts';
import type { TrainOffer } from './trains.ts';
import type { CarPolicyFacts, FlightPolicyFacts, FlightSearchFares, HotelPolicyFacts, TrainPolicyFacts } from './travel-policy.ts';

/**
 * One `en-CA` date formatter per time zone (null: a zone Intl does not know). Building an Intl.DateTimeFormat costs
 * about 0.2 ms, which made facts the largest part of a search's verdicts (issue #25 bench: 2.4 ms for 16 flights);
 * formatting with a kept one costs a few microseconds.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * Dates already formatted, by zone and instant: formatting costs a few microseconds, and the same departures come back
 * in every search of a route and in each class of a train (issue #25 bench). Emptied when it reaches
 * {@link LOCAL_DATES_MAX} entries, so it stays small.
 */
const localDates = new Map<string, string>();
const LOCAL_DATES_MAX = 4096;

/** The local calendar date (YYYY-MM-DD) of a UTC instant in an IANA time zone (UTC when the zone is unknown). */
export function localDateOf(instant: string, timeZone: string): string {
  const key = `${timeZone} ${instant}`;
  let date = localDates.get(key);
  if (date === undefined) {
    if (localDates.size >= LOCAL_DATES_MAX) localDates.clear();
    localDates.set(key, (date = formatLocalDate(instant, timeZone)));
  }
  return date;
}

function formatLocalDate(instant: string, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    dateFormats.set(timeZone, format);
  }
  return format ? format.format(new Date(instant)) : new Date(instant).toISOString().slice(0, 10);
}

/** Passengers of a flight search who take a seat (and pay a seat's fare). */
export interface FlightPassengers {
  adults: number;
  children?: readonly number[] | undefined;
  infantsInSeat?: number | undefined;
}


const perTraveler = (price: Money, travelers: number): Money => ({ amountMinor: Math.round(price.amountMinor / Math.max(1, travelers)), currency: price.currency });

/**
 * The cheapest and median fare per traveler of a search's offers (before filters and paging), or null when there are
 * none. Offers of another currency than the first are ignored (one search has one currency).
 */
export function searchFaresOf(prices: readonly Money[], travelers: number): FlightSearchFares | null {
  const first = prices[0];
  if (!first) return null;
  const sorted = prices.filter((p) => p.currency === first.currency).map((p) => p.amountMinor).sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { cheapest: perTraveler({ amountMinor: sorted[0]!, currency: first.currency }, travelers), median: perTraveler({ amountMinor: median, currency: first.currency }, travelers) };
}

/** A flight offer's policy facts (see the module docstring for the readings). */
export function flightPolicyFactsOf(offer: FlightOffer, passengers: FlightPassengers, search: FlightSearchFares | null): FlightPolicyFacts {
  const directions = offer.legs ?? (offer.inbound ? [offer.outbound, offer.inbound] : [offer.outbound]);
  const first = directions[0]!.segments[0]!;
  // One pass, no intermediate arrays: this runs for every offer of a business traveler's search.
  let durationMinutes = -Infinity;
  let stops = -Infinity;
  const carriers: string[] = [];
  for (const d of directions) {
    if (d.durationMinutes > durationMinutes) durationMinutes = d.durationMinutes;
    if (d.stops > stops) stops = d.stops;
    for (const segment of d.segments) {
      const code = segment.carrier.code.toUpperCase();
      if (!carriers.includes(code)) carriers.push(code);
    }
  }
  return {
    price: perTraveler(offer.price, Math.max(1, seatsOf(passengers))),
    cabin: offer.cabin,
    durationMinutes,
    stops,
    carriers,
    departureDate: localDateOf(first.departureAt, first.origin.timeZone),
    search,
  };
}

/**
 * A hotel rate's policy facts.
 * @param cityIataCodes the hotel city's airport codes when known (the search reply's `city.nearestAirport`)
 */
export function hotelPolicyFactsOf(offer: HotelOffer, cityIataCodes: readonly string[] = []): HotelPolicyFacts {
  return {
    nightlyRate: perTraveler(offer.pricePerNight, offer.rooms),
    cityId: offer.hotel.cityId,
    cityName: offer.hotel.cityName,
    cityIataCodes: [...cityIataCodes],
    countryCode: offer.hotel.countryCode,
    stars: offer.hotel.stars,
    chain: offer.hotel.chain ?? null,
    refundable: offer.rateType === 'refundable',
    checkIn: offer.checkIn,
  };
}

/** A car offer's policy facts. */
export function carPolicyFactsOf(offer: CarOffer): CarPolicyFacts {
  return { dailyRate: offer.pricePerDay, carClass: offer.carClass, vendor: offer.supplier.code, pickUpDate: offer.pickUpAt.slice(0, 10) };
}

/**
 * A train fare's policy facts: the offer's own class and price, or one of its `classes` (search replies list each
 * class on sale).
 */
export function trainPolicyFactsOf(offer: TrainOffer, fare?: { trainClass: TrainOffer['trainClass']; price: Money }): TrainPolicyFacts {
  const f = fare ?? offer;
  return { price: perTraveler(f.price, offer.passengers), trainClass: f.trainClass, departureDate: localDateOf(offer.departureAt, offer.origin.timeZone) };
}
