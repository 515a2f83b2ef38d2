/**
 * How trips and events look in the trips replies (contract trips.ts TripEvent, TripSummary, TripDetails;
 * core-and-business §3 event counts, §4 fully cancelled trip; account-business-header-and-trips §3 Trip).
 * Trip images: `/trips/api/images/seasonal/{season}/{cityId}/64`, the season of the trip's start date (today when
 * none) at the destination's hemisphere (southern for a negative latitude: seasons flipped).
 */
import { countTripEvents, isFullyCancelledTrip, resultKeyOf, splitFullTripId, type OfferSummary, type TripDetails, type TripEvent, type TripSeason, type TripSummary } from '@travel/contract';
import type { TripsCore } from './core.ts';
import type { TripOrderReference, TripsAccount } from './ports.ts';
import { findEventsOfTrips, findSharesOfTrip, type EventRow, type TripRow } from './repository.ts';

/** Who looks at a trip: its owner, or an account it is shared with (events without booking, no shares). */
export type TripRole = 'owner' | 'viewer';

/** Season of a date (YYYY-MM-DD) at a latitude (north: Dec-Feb winter, Mar-May spring, Jun-Aug summer, Sep-Nov autumn; south flipped). */
export function seasonOf(isoDate: string, latitude: number | null): TripSeason {
  const month = Number(isoDate.slice(5, 7));
  const north: TripSeason = month === 12 || month <= 2 ? 'winter' : month <= 5 ? 'spring' : month <= 8 ? 'summer' : 'autumn';
  if (latitude === null || latitude >= 0) return north;
  return ({ winter: 'summer', spring: 'autumn', summer: 'winter', autumn: 'spring' } as const)[north];
}

/** The name other accounts see: the account's name when it has one, else its email; '' for no account. */
export const displayNameOf = (a: TripsAccount | undefined) => (a ? (a.name?.trim() ? a.name.trim() : a.email) : '');

/** Events grouped by trip id, each trip's list in the order given. */
export function groupEvents(events: readonly EventRow[]): Map<string, EventRow[]> {
  const byTrip = new Map<string, EventRow[]>();
  for (const e of events) {
    const list = byTrip.get(e.trip_id);
    if (list) list.push(e);
    else byTrip.set(e.trip_id, [e]);
  }
  return byTrip;
}

/** The contract TripEvent of a row; `booking` is its order (owner only), or null. */
export function toEvent(row: EventRow, booking: TripOrderReference | null): TripEvent {
  const summary = JSON.parse(row.offer_json) as OfferSummary;
  const offer = summary.offer;
  return {
    eventId: Number(row.id), fullTripId: row.trip_id, state: row.state, isInCart: row.state === 'cart', vertical: row.vertical, title: row.title,
    subtitle: row.subtitle ?? summary.subtitle ?? '', startDate: row.start_date, endDate: row.end_date, resultId: row.result_id ?? offer.id,
    resultKey: row.result_key ?? resultKeyOf(offer), offer, price: { amountMinor: Number(row.price_amount_minor), currency: row.price_currency }, booking,
    createdAt: row.created_at,
  };
}

/** The contract TripSummary of a trip with its events, as `role` sees it; `owner` is the owning account (its display name). */
export function toSummary(core: TripsCore, trip: TripRow, events: readonly EventRow[], role: TripRole, owner: TripsAccount | undefined): TripSummary {
  const counts = countTripEvents(events);
  const { tripId, tripHash } = splitFullTripId(trip.id);
  const starts = events.map((e) => e.start_date).filter(Boolean).sort();
  const ends = events.map((e) => e.end_date).filter(Boolean).sort();
  const startDate = starts[0] ?? null;
  const cityId = trip.destination_city_id === null ? null : Number(trip.destination_city_id);
  const latitude = cityId === null ? null : (core.cities.get(cityId)?.latitude ?? null);
  const season = seasonOf(startDate ?? core.nowIso().slice(0, 10), latitude);
  return {
    ...counts, fullTripId: trip.id, tripId, tripHash, tripName: trip.name, tripUrl: { url: `/trips/${trip.id}` },
    imageUrl: `/trips/api/images/seasonal/${season}/${cityId ?? 0}/64`, destinationName: trip.destination_name, destinationCityId: cityId,
    startDate, endDate: ends[ends.length - 1] ?? null, ownerDisplayName: displayNameOf(owner), role, fullyCancelled: isFullyCancelledTrip(counts), updatedAt: trip.updated_at,
  };
}

/** The summary of one trip, reading its events and its owner. */
export async function summaryOf(core: TripsCore, trip: TripRow, role: TripRole): Promise<TripSummary> {
  const events = await findEventsOfTrips(core.db, [trip.id]);
  const owners = await core.accounts.profilesOf(trip.owner_account_id ? [trip.owner_account_id] : []);
  return toSummary(core, trip, events, role, trip.owner_account_id ? owners.get(trip.owner_account_id) : undefined);
}

/** The details of one trip: its summary, its events (with their orders for the owner) and, for the owner, its shares. */
export async function detailsOf(core: TripsCore, trip: TripRow, role: TripRole): Promise<TripDetails> {
  const events = await findEventsOfTrips(core.db, [trip.id]);
  const shares = role === 'owner' ? await findSharesOfTrip(core.db, trip.id) : [];
  const accounts = await core.accounts.profilesOf([...(trip.owner_account_id ? [trip.owner_account_id] : []), ...shares.map((s) => s.recipientId)]);
  const orders = role === 'owner' ? await core.orders.ofTripEvents(events.map((e) => Number(e.id))) : new Map<number, TripOrderReference>();
  return {
    ...toSummary(core, trip, events, role, trip.owner_account_id ? accounts.get(trip.owner_account_id) : undefined),
    events: events.map((e) => toEvent(e, orders.get(Number(e.id)) ?? null)),
    shares: shares.flatMap((s) => {
      const a = accounts.get(s.recipientId);
      return a ? [{ email: a.email, displayName: displayNameOf(a), sharedAt: s.createdAt }] : [];
    }),
  };
}
