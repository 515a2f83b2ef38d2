/**
 * What the booking page needs to know about an offer of any vertical (contract AnyOffer): how many
 * travelers to ask for and the travel date ages are measured at (core-and-business §5).
 *
 * Traveler counts (contract CreateBookingRequestSchema): flights = the searched adults (not in the offer:
 * taken from the page's `travelers` query, default 1), trains = `passengers`, packages = `travelers`,
 * hotels = 1 (the lead guest; KAYAK-class hotel checkouts ask for the lead guest only), cars = 1 (the driver).
 * A flight party with children or infants (issue #11) is what the refresh reply's `passengers` lists
 * ({@link passengersOf}); child and infant ages are measured on the last flight's date ({@link lastFlightDateOf}).
 */
import type { AnyOffer, CarOffer, FlightOffer, HotelOffer, OfferPassenger, PackageOffer, TrainOffer } from '@travel/contract';
import { MAX_BOOKING_TRAVELERS } from './constants.ts';
import { localDateOf } from './format.ts';

/** An offer told apart by vertical (flight offers may omit `vertical` in older fixtures). */
export type TypedOffer =
  | { vertical: 'flights'; offer: FlightOffer }
  | { vertical: 'hotels'; offer: HotelOffer }
  | { vertical: 'cars'; offer: CarOffer }
  | { vertical: 'trains'; offer: TrainOffer }
  | { vertical: 'packages'; offer: PackageOffer };

/** Tags an offer with its vertical. */
export function typed(offer: AnyOffer): TypedOffer {
  if ('outbound' in offer) return { vertical: 'flights', offer };
  switch (offer.vertical) {
    case 'hotels':
      return { vertical: 'hotels', offer };
    case 'cars':
      return { vertical: 'cars', offer };
    case 'trains':
      return { vertical: 'trains', offer };
    case 'packages':
      return { vertical: 'packages', offer };
  }
}

/** First departure date of a flight in its origin's zone (`YYYY-MM-DD`). */
function flightDate(offer: FlightOffer): string {
  const first = offer.outbound.segments[0];
  return first ? localDateOf(first.departureAt, first.origin.timeZone) : '';
}

/** The travel date (`YYYY-MM-DD`, local): departure, check-in or pick-up. */
export function travelDateOf(offer: AnyOffer): string {
  const t = typed(offer);
  switch (t.vertical) {
    case 'flights':
      return flightDate(t.offer);
    case 'hotels':
      return t.offer.checkIn;
    case 'cars':
      return t.offer.pickUpAt.slice(0, 10);
    case 'trains':
      return localDateOf(t.offer.departureAt, t.offer.origin.timeZone);
    case 'packages':
      return flightDate(t.offer.flight);
  }
}

/**
 * Number of traveler forms for an offer (1-9). `requestedTravelers` is the page's `travelers` query,
 * used for flights only.
 */
export function travelerCountOf(offer: AnyOffer, requestedTravelers: number | undefined): number {
  const t = typed(offer);
  const clamp = (n: number) => Math.min(MAX_BOOKING_TRAVELERS, Math.max(1, Math.trunc(n)));
  switch (t.vertical) {
    case 'flights':
      return clamp(requestedTravelers ?? 1);
    case 'trains':
      return clamp(t.offer.passengers);
    case 'packages':
      return clamp(t.offer.travelers);
    case 'hotels':
    case 'cars':
      return 1;
  }
}

/**
 * Departure date (`YYYY-MM-DD`, local to its origin) of the last flight of a flight offer: the last multi-city
 * leg, the return of a round trip, else the outbound; for other verticals the travel date. Child and infant ages
 * are checked on it (contract passengerAgeProblem).
 */
export function lastFlightDateOf(offer: AnyOffer): string {
  const t = typed(offer);
  if (t.vertical !== 'flights' && t.vertical !== 'packages') return travelDateOf(offer);
  const flight = t.vertical === 'flights' ? t.offer : t.offer.flight;
  const last = flight.legs?.[flight.legs.length - 1] ?? flight.inbound ?? flight.outbound;
  const first = last.segments[0];
  return first ? localDateOf(first.departureAt, first.origin.timeZone) : travelDateOf(offer);
}

/**
 * The passengers the booking form asks for, in order: the refresh reply's `passengers` when it lists them (a
 * flight party with children or infants), else {@link travelerCountOf} adults.
 */
export function passengersOf(offer: AnyOffer, listed: readonly OfferPassenger[] | undefined, requestedTravelers: number | undefined): OfferPassenger[] {
  if (listed && listed.length > 0) return listed.slice(0, MAX_BOOKING_TRAVELERS);
  return Array.from({ length: travelerCountOf(offer, requestedTravelers) }, (): OfferPassenger => ({ type: 'adult' }));
}
