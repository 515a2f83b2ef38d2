/**
 * Which trip a saved or booked result joins (core-and-business §4 save to trips, auto-numbered names; issue #12):
 * the owned, not fully cancelled trip of the same destination city whose dates overlap or lie within
 * TRIP_MATCH_GAP_DAYS (the most recently updated), else a new trip auto-named after the city.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { countTripEvents, isFullyCancelledTrip, nextAutoNumberedName, resultKeyOf, TRIP_MATCH_GAP_DAYS, type AnyOffer, type OfferSummary } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { CityIndex } from '../../inventory/cities.ts';
import { groupEvents } from './presentation.ts';
import { findEventsOfTrips, findOwnedTrips, findTrip, insertTrip, type NewTripEventRow, type TripRow } from './repository.ts';

/** Letters and digits of new full trip ids: the booking's alphabet (unambiguous upper case and digits, a subset of [A-Za-z0-9]). */
const TRIP_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const FULL_TRIP_ID_LENGTH = 16;

/** A new full trip id: 16 characters (core-and-business §3); booking uses it for the trip of a new booking too. */
export function newFullTripId(): string {
  let s = '';
  for (let i = 0; i < FULL_TRIP_ID_LENGTH; i++) s += TRIP_ID_ALPHABET[randomInt(TRIP_ID_ALPHABET.length)];
  return s;
}

/** Days from `a` to `b` (YYYY-MM-DD). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Where a result goes: its destination city (GeoNames id when known) and name. */
export interface Destination {
  cityId: number | null;
  name: string;
}

/** The destination a result belongs to (contract: the trip "for its destination"): a flight's last airport's city, a hotel's city, ... */
export function destinationOf(cities: CityIndex, offer: AnyOffer, summary: OfferSummary): Destination {
  const byAirport = (code: string, fallback: string): Destination => {
    const city = cities.cityForAirport(code);
    return city ? { cityId: city.id, name: city.name } : { cityId: null, name: fallback };
  };
  if ('outbound' in offer) {
    const last = offer.outbound.segments[offer.outbound.segments.length - 1];
    return last ? byAirport(last.destination.code, last.destination.city) : { cityId: null, name: summary.destinationName };
  }
  switch (offer.vertical) {
    case 'hotels':
      return { cityId: offer.hotel.cityId, name: offer.hotel.cityName };
    case 'packages':
      return { cityId: offer.hotel.hotel.cityId, name: offer.hotel.hotel.cityName };
    case 'trains':
      return { cityId: offer.destination.cityId, name: offer.destination.cityName };
    case 'cars': {
      if (offer.location.kind === 'airport') return byAirport(offer.location.code, offer.location.name);
      const city = /^\d+$/.test(offer.location.code) ? cities.get(Number(offer.location.code)) : undefined;
      return city ? { cityId: city.id, name: city.name } : { cityId: null, name: offer.location.name };
    }
  }
}

/** The owned, not fully cancelled trip a result of `dest` from `start` to `end` (YYYY-MM-DD) joins (most recently updated), if any. */
export async function matchingTrip(handle: Kysely<Database>, accountId: string, dest: Destination, start: string, end: string): Promise<TripRow | undefined> {
  const owned = await findOwnedTrips(handle, accountId);
  const candidates = owned.filter((t) =>
    dest.cityId !== null ? t.destination_city_id !== null && Number(t.destination_city_id) === dest.cityId : t.destination_city_id === null && t.destination_name === dest.name,
  );
  if (candidates.length === 0) return undefined;
  const byTrip = groupEvents(await findEventsOfTrips(handle, candidates.map((t) => t.id)));
  return candidates.find((t) => {
    const events = byTrip.get(t.id) ?? [];
    if (isFullyCancelledTrip(countTripEvents(events))) return false;
    if (events.length === 0) return true;
    const tripStart = events.map((e) => e.start_date).sort()[0]!;
    const tripEnd = events.map((e) => e.end_date).sort().reverse()[0]!;
    return daysBetween(tripEnd, start) <= TRIP_MATCH_GAP_DAYS && daysBetween(end, tripStart) <= TRIP_MATCH_GAP_DAYS;
  });
}

/**
 * The matching trip, or a new trip owned by `account` (owner_email `account.email`) under `newTripId`, auto-named after
 * the destination ("Paris", "Paris 2", ...). @throws Error when the new trip cannot be read back (the caller's transaction rolls back)
 */
export async function tripFor(
  handle: Kysely<Database>, account: { id: string; email: string }, dest: Destination, start: string, end: string, newTripId: string, at: string,
): Promise<TripRow> {
  const match = await matchingTrip(handle, account.id, dest, start, end);
  if (match) return match;
  const owned = await findOwnedTrips(handle, account.id);
  const base = dest.name.trim() || 'Trip';
  await insertTrip(handle, {
    id: newTripId, name: nextAutoNumberedName(owned.map((t) => t.name), base), ownerEmail: account.email, ownerAccountId: account.id, destinationCityId: dest.cityId,
    destinationName: dest.name.trim() || null, nowIso: at,
  });
  const created = await findTrip(handle, newTripId);
  if (!created) throw new Error(`trip ${newTripId} was not created`);
  return created;
}

/** The event columns of an offer and its summary (title, dates, the summary as JSON, result id and key, price in minor units). */
export const eventFields = (offer: AnyOffer, summary: OfferSummary): Omit<NewTripEventRow, 'tripId' | 'vertical' | 'state' | 'nowIso'> => ({
  title: summary.title, subtitle: summary.subtitle, startDate: summary.startDate, endDate: summary.endDate, offerJson: JSON.stringify(summary), resultId: offer.id,
  resultKey: resultKeyOf(offer), priceMinor: offer.price.amountMinor, currency: offer.price.currency,
});
