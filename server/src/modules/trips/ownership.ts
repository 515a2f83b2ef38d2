/**
 * Who may read and change a trip (authorization rule of service.ts): an account changes only the trips it owns
 * (`owner_account_id`); anything else answers 404 NOT_FOUND exactly like a missing trip or event. Also the lazy
 * guest-trip claim every account call starts with (issue #12 item 3c): when the account's email is confirmed, the
 * trips booked without an account under that email become its own.
 *
 * Actor seam (issue #24): these helpers take the acting account's id. When the actor of access/actor.ts lands
 * (`{ accountId, companyId?, onBehalfOf? }`), they are where it goes in: ownership then becomes a resource policy
 * (an arranger acting for a traveler, a travel manager for the company), decided here and nowhere else.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { notFound, type TripsCore } from './core.ts';
import type { TripsAccount } from './ports.ts';
import { claimGuestTrips, findEvent, findTrip, type EventRow, type TripRow } from './repository.ts';

/**
 * Claims the guest trips of the account's confirmed email; none for a missing or unconfirmed account.
 * `handle`: the caller's transaction, when inside one. @returns the account, or undefined when it does not exist
 */
export async function claimForAccount(core: TripsCore, handle: Kysely<Database>, accountId: string): Promise<TripsAccount | undefined> {
  const account = (await core.accounts.profilesOf([accountId], handle)).get(accountId);
  if (account?.confirmed === true) await claimGuestTrips(handle, accountId, account.email);
  return account;
}

/** {@link claimForAccount} for a trips call. @returns the account @throws AppError 401 INVALID_SESSION when it is gone */
export async function prepare(core: TripsCore, accountId: string, handle: Kysely<Database> = core.db): Promise<TripsAccount> {
  const account = await claimForAccount(core, handle, accountId);
  if (!account) throw new AppError(401, 'INVALID_SESSION', 'Sign in to use trips');
  return account;
}

/** The trip (full trip id) when the account owns it. @throws AppError 404 otherwise (missing, another's, or only shared) */
export async function ownedTrip(core: TripsCore, accountId: string, fullTripId: string, handle: Kysely<Database> = core.db): Promise<TripRow> {
  const trip = await findTrip(handle, fullTripId);
  if (!trip || trip.owner_account_id !== accountId) throw notFound();
  return trip;
}

/** The event with its trip when the trip is the account's. @throws AppError 404 otherwise */
export async function ownedEvent(core: TripsCore, accountId: string, eventId: number, handle: Kysely<Database> = core.db): Promise<{ event: EventRow; trip: TripRow }> {
  const event = await findEvent(handle, eventId);
  const trip = event ? await findTrip(handle, event.trip_id) : undefined;
  if (!event || !trip || trip.owner_account_id !== accountId) throw notFound('No such trip event');
  return { event, trip };
}
