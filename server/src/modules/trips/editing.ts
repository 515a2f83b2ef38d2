/**
 * Changes an account makes to its own trips (core-and-business §3 save states, trips cart; §4 save to trips;
 * account-business-header-and-trips §7 "Trips"): save and unsave a result, remove, move and cart an event, rename a
 * trip. Only saved and cart events change this way (a booked or cancelled one answers 409 VALIDATION_ERROR `state`).
 * Saving re-prices the offer from its signed id (supplier refresh; never client data) and places it by
 * placement.ts's rule; the same result key already saved or in the cart of an owned trip answers that event
 * (created false).
 *
 * Actor seam (issue #24): `accountId` is the owner acting on its trips. With the actor of access/actor.ts, saving
 * for a traveler (`onBehalfOf`) places the result in the traveler's trips; ownership.ts decides who may.
 */
import { resultKeyOf, type AnyOffer, type SaveResultReply, type TripEvent, type TripSummary } from '@travel/contract';
import { AppError, validationError } from '../../errors.ts';
import { notFound, stateConflict, type TripsCore } from './core.ts';
import { summarize } from './offer-summary.ts';
import { ownedEvent, ownedTrip, prepare } from './ownership.ts';
import { destinationOf, eventFields, newFullTripId, tripFor } from './placement.ts';
import { summaryOf, toEvent } from './presentation.ts';
import { deleteEvent, findEvent, findSavedEventsOfAccount, findTrip, insertTripEvent, moveEventRow, renameTripRow, setTripEventState, touchTrip } from './repository.ts';

/** The editing part of the trips service. */
export interface TripsEditing {
  /** @throws AppError 400 VALIDATION_ERROR `resultId`, 410 OFFER_EXPIRED, 409 SOLD_OUT */
  save(accountId: string, resultId: string): Promise<SaveResultReply>;
  /** @throws AppError 404 when the account has no saved or cart event of that result */
  unsave(accountId: string, resultId: string): Promise<void>;
  /** @throws AppError 404 (not the caller's), 409 VALIDATION_ERROR `state` for a booked or cancelled event */
  removeEvent(accountId: string, eventId: number): Promise<void>;
  /** @throws AppError 404 when the event or the target trip is not the caller's */
  moveEvent(accountId: string, eventId: number, toFullTripId: string): Promise<TripEvent>;
  /** @throws AppError 404, 409 VALIDATION_ERROR `state` for a booked or cancelled event */
  setInCart(accountId: string, eventId: number, inCart: boolean): Promise<TripEvent>;
  /** @throws AppError 404 for a trip the account does not own */
  rename(accountId: string, fullTripId: string, tripName: string): Promise<TripSummary>;
}

/** Creates the editing part of the trips service. */
export function createTripsEditing(core: TripsCore): TripsEditing {
  const { db, supplier } = core;

  /** The offer re-priced from its signed id. @throws AppError 400 VALIDATION_ERROR `resultId`, 410 OFFER_EXPIRED, 409 SOLD_OUT */
  async function refreshed(resultId: string): Promise<AnyOffer> {
    const r = await supplier.refreshOffer(resultId);
    if (r.status === 'invalid_offer') throw validationError('resultId', 'This result id was not issued by us (edited or malformed); search again');
    if (r.status === 'offer_expired') throw new AppError(410, 'OFFER_EXPIRED', 'The offer has expired; search again for current prices');
    if (r.status === 'sold_out') throw new AppError(409, 'SOLD_OUT', 'The offer is sold out');
    return r.offer;
  }

  return {
    async save(accountId, resultId) {
      const account = await prepare(core, accountId);
      const offer = await refreshed(resultId);
      const summary = summarize(offer);
      const key = resultKeyOf(offer);
      const at = core.nowIso();
      const result = await db.transaction().execute(async (trx) => {
        const existing = (await findSavedEventsOfAccount(trx, accountId, { resultKey: key }))[0];
        if (existing) return { eventId: Number(existing.id), tripId: existing.trip_id, created: false };
        const trip = await tripFor(trx, account, destinationOf(core.cities, offer, summary), summary.startDate, summary.endDate, newFullTripId(), at);
        const eventId = await insertTripEvent(trx, { tripId: trip.id, vertical: summary.vertical, state: 'saved', ...eventFields(offer, summary), nowIso: at });
        await touchTrip(trx, trip.id, at);
        return { eventId, tripId: trip.id, created: true };
      });
      const event = await findEvent(db, result.eventId);
      const trip = await findTrip(db, result.tripId);
      if (!event || !trip) throw new Error('saved event vanished');
      return { event: toEvent(event, null), trip: await summaryOf(core, trip, 'owner'), created: result.created };
    },

    async unsave(accountId, resultId) {
      await prepare(core, accountId);
      let key: string | undefined;
      const r = await supplier.refreshOffer(resultId);
      if (r.status === 'available' || r.status === 'price_changed') key = resultKeyOf(r.offer);
      const byKey = key !== undefined ? await findSavedEventsOfAccount(db, accountId, { resultKey: key }) : [];
      const events = byKey.length > 0 ? byKey : await findSavedEventsOfAccount(db, accountId, { resultId });
      if (events.length === 0) throw notFound('No saved result with this id');
      const at = core.nowIso();
      for (const e of events) {
        await deleteEvent(db, Number(e.id));
        await touchTrip(db, e.trip_id, at);
      }
    },

    async removeEvent(accountId, eventId) {
      await prepare(core, accountId);
      const { event, trip } = await ownedEvent(core, accountId, eventId);
      if (event.state !== 'saved' && event.state !== 'cart') throw stateConflict(event.state);
      if ((await deleteEvent(db, eventId)) !== 1) throw stateConflict('no longer saved');
      await touchTrip(db, trip.id, core.nowIso());
    },

    async moveEvent(accountId, eventId, toFullTripId) {
      await prepare(core, accountId);
      const { trip } = await ownedEvent(core, accountId, eventId);
      const target = await ownedTrip(core, accountId, toFullTripId);
      const at = core.nowIso();
      if (target.id !== trip.id) {
        await moveEventRow(db, eventId, target.id, at);
        await touchTrip(db, trip.id, at);
        await touchTrip(db, target.id, at);
      }
      const moved = await findEvent(db, eventId);
      if (!moved) throw notFound('No such trip event');
      return toEvent(moved, (await core.orders.ofTripEvents([eventId])).get(eventId) ?? null);
    },

    async setInCart(accountId, eventId, inCart) {
      await prepare(core, accountId);
      const { event, trip } = await ownedEvent(core, accountId, eventId);
      if (event.state !== 'saved' && event.state !== 'cart') throw stateConflict(event.state);
      const at = core.nowIso();
      const to = inCart ? 'cart' : 'saved';
      if (event.state !== to) {
        if ((await setTripEventState(db, eventId, to, at, event.state)) !== 1) throw stateConflict('changed meanwhile');
        await touchTrip(db, trip.id, at);
      }
      const after = await findEvent(db, eventId);
      if (!after) throw notFound('No such trip event');
      return toEvent(after, null);
    },

    async rename(accountId, fullTripId, tripName) {
      await prepare(core, accountId);
      const trip = await ownedTrip(core, accountId, fullTripId);
      await renameTripRow(db, trip.id, tripName.trim(), core.nowIso());
      const after = await findTrip(db, trip.id);
      if (!after) throw notFound();
      return summaryOf(core, after, 'owner');
    },
  };
}
