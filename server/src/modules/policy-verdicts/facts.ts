/**
 * Offers as the travel-policy engine sees them (issue #25 "Policy on every result": "map each offer to the engine's
 * facts, the search context (cheapest and median fare of the search) included"). Pure functions from the contract's
 * offers to the contract's `*PolicyFacts` (contract/src/travel-policy.ts); money stays in the offer's currency and
 * minor units (the policy's limits are converted to it instead: see money.ts).
 *
 * Readings where the offer leaves a choice:
 * - Flights are priced per traveler with a seat: the offer's total over `seats` (adults + children + infants in a seat;
 *   a lap infant pays 10 % and takes no seat, so it is not a traveler for the cap). The search's cheapest and median
 *   fares are divided the same way, so "cheapest + 30 %" compares like with like.
 * - A flight's duration is its longest direction (outbound, inbound or one multi-city flight), stops the most stops of
 *   any direction, carriers every segment's marketing carrier, the departure date the first flight's local date.
 * - A hotel's nightly rate is per room: `pricePerNight` (all rooms) over `rooms`, before taxes (what caps name).
 *   The offline inventory has no hotel chains: `chain` is null (independent), so a preferred-chains rule never matches.
 * - A car's daily rate is `pricePerDay`; a train fare's price is per passenger.
 */
import type {
  CarOffer, CarPolicyFacts, FlightOffer, FlightPolicyFacts, FlightSearchFares, HotelOffer, HotelPolicyFacts, Money, TrainOffer, TrainPolicyFacts,
} from '@travel/contract';
import { utcToZonedParts } from '../../inventory/offline/geo-time.ts';
import type { SearchPriceStats } from '../search/results.ts';

/** `YYYY-MM-DD` of a UTC instant in a time zone. */
export function localDate(isoUtc: string, timeZone: string): string {
  const p = utcToZonedParts(Date.parse(isoUtc), timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** `money` divided by `n` (>= 1), rounded to the nearest minor unit. */
export function perHead(money: Money, n: number): Money {
  return { amountMinor: Math.round(money.amountMinor / Math.max(1, n)), currency: money.currency };
}

/** Every direction of a flight offer: the multi-city flights, else outbound and inbound. */
const directionsOf = (o: FlightOffer) => o.legs ?? [o.outbound, ...(o.inbound ? [o.inbound] : [])];

/** The search's cheapest and median fare per traveler with a seat, or null when the search had no offers. */
export function flightSearchFares(stats: SearchPriceStats | null, currency: Money['currency'], seats: number): FlightSearchFares | null {
  if (!stats) return null;
  return { cheapest: perHead({ amountMinor: stats.cheapestMinor, currency }, seats), median: perHead({ amountMinor: stats.medianMinor, currency }, seats) };
}

/**
 * The policy facts of a flight offer.
 * @param seats travelers with a seat the offer's price covers (>= 1)
 * @param search the search's fares per traveler (see {@link flightSearchFares}); null when unknown
 */
export function flightFacts(offer: FlightOffer, seats: number, search: FlightSearchFares | null): FlightPolicyFacts {
  const directions = directionsOf(offer);
  const first = offer.outbound.segments[0];
  return {
    price: perHead(offer.price, seats),
    cabin: offer.cabin,
    durationMinutes: Math.max(...directions.map((d) => d.durationMinutes)),
    stops: Math.max(...directions.map((d) => d.stops)),
    carriers: [...new Set(directions.flatMap((d) => d.segments.map((s) => s.carrier.code)))],
    departureDate: first ? localDate(first.departureAt, first.origin.timeZone) : offer.expiresAt.slice(0, 10),
    search,
  };
}

/**
 * The policy facts of a hotel rate.
 * @param cityIataCodes the hotel city's airport codes (for caps set by IATA code)
 */
export function hotelFacts(offer: HotelOffer, cityIataCodes: readonly string[]): HotelPolicyFacts {
  return {
    nightlyRate: perHead(offer.pricePerNight, offer.rooms),
    cityId: offer.hotel.cityId,
    cityName: offer.hotel.cityName,
    cityIataCodes: [...cityIataCodes],
    countryCode: offer.hotel.countryCode,
    stars: offer.hotel.stars,
    chain: null,
    refundable: offer.conditions.refundable,
    checkIn: offer.checkIn,
  };
}

/** The policy facts of a car offer. */
export function carFacts(offer: CarOffer): CarPolicyFacts {
  return { dailyRate: offer.pricePerDay, carClass: offer.carClass, vendor: offer.supplier.code, pickUpDate: offer.pickUpAt.slice(0, 10) };
}

/** The policy facts of a train fare (`fare`: the offer itself or one of its classes). */
export function trainFacts(offer: TrainOffer, fare: { price: Money; trainClass: TrainOffer['trainClass'] } = offer): TrainPolicyFacts {
  return { price: perHead(fare.price, offer.passengers), trainClass: fare.trainClass, departureDate: localDate(offer.departureAt, offer.origin.timeZone) };
}
