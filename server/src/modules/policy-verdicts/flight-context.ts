/**
 * The search context of a flight at refresh and booking time (issue #25: a relative flight price limit is measured
 * against "the cheapest or median fare of the search"). The booking request carries no search (and the server never
 * trusts a client's figures), so the context is rebuilt on the server: a search of the offer's own itinerary (first
 * segment's origin to the outbound's last destination, the local departure date, the inbound's date for a round
 * trip) for one adult in the offer's cabin and currency. The flight service caches replies per query, so the
 * results page's search and this one share the supplier's offers.
 *
 * Reading: the results page may have searched a metro code (LON) and so listed more airports; the booking compares
 * with the fares of the airport pair actually flown. Multi-city offers get no context (a relative limit then says
 * nothing about them, as the engine documents for unknown fares).
 */
import { FlightSearchQuerySchema, localDateOf, type FlightOffer } from '@travel/contract';
import type { FlightService } from '../flights/service.ts';
import { priceStatsOf, type SearchPriceStats } from '../search/results.ts';

/**
 * Cheapest and median fare (minor units, one adult) of a search of `offer`'s itinerary, or null (multi-city, no
 * offers, or a search the service refuses now, e.g. a departure date already past).
 */
export async function flightSearchStatsOf(flights: FlightService, offer: FlightOffer): Promise<SearchPriceStats | null> {
  if (offer.legs) return null;
  const first = offer.outbound.segments[0];
  const last = offer.outbound.segments.at(-1);
  const back = offer.inbound?.segments[0];
  if (!first || !last) return null;
  const query = FlightSearchQuerySchema.safeParse({
    origin: first.origin.code,
    destination: last.destination.code,
    departDate: localDateOf(first.departureAt, first.origin.timeZone),
    ...(back ? { returnDate: localDateOf(back.departureAt, back.origin.timeZone) } : {}),
    adults: 1,
    cabin: offer.cabin,
    currency: offer.price.currency,
    limit: 1,
  });
  if (!query.success) return null;
  try {
    return priceStatsOf(await flights.search(query.data));
  } catch {
    return null;
  }
}
