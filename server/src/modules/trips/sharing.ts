/**
 * Sharing a trip with another account and the notification it gets (account-business-header-and-trips §3
 * Notification NEW_SHARED_TRIP, §7 "Trips"): the owner shares by the recipient's email (an account must use it; not
 * the owner's own), the recipient reads the trip as a viewer and clears its notification.
 *
 * Actor seam (issue #24): `accountId` is the owner (share, unshare) or the recipient (clearNotification); with the
 * actor of access/actor.ts the owner check moves into ownership.ts's policy.
 */
import type { TripDetails } from '@travel/contract';
import { AppError, validationError } from '../../errors.ts';
import { notFound, type TripsCore } from './core.ts';
import { ownedTrip, prepare } from './ownership.ts';
import { detailsOf } from './presentation.ts';
import { clearNotifications, deleteShare, insertNotification, insertShare } from './repository.ts';

/** The sharing part of the trips service. */
export interface TripsSharing {
  /** @throws AppError 404 (trip; 'No account uses this email'), 400 VALIDATION_ERROR `email` for the owner's own email */
  share(accountId: string, fullTripId: string, email: string): Promise<TripDetails>;
  /** Removes the share (and its notification); an email no account uses changes nothing. @throws AppError 404 for a trip the account does not own */
  unshare(accountId: string, fullTripId: string, email: string): Promise<TripDetails>;
  /** @throws AppError 404 when the account has no notification of that trip */
  clearNotification(accountId: string, fullTripId: string): Promise<void>;
}

/** Creates the sharing part of the trips service. */
export function createTripsSharing(core: TripsCore): TripsSharing {
  const { db } = core;
  return {
    async share(accountId, fullTripId, email) {
      const account = await prepare(core, accountId);
      const trip = await ownedTrip(core, accountId, fullTripId);
      const normalized = email.trim().toLowerCase();
      if (normalized === account.email) throw validationError('email', 'This is your own email: share the trip with someone else');
      const recipient = await core.accounts.profileByEmail(normalized);
      if (!recipient) throw new AppError(404, 'NOT_FOUND', 'No account uses this email', 'email');
      const at = core.nowIso();
      await db.transaction().execute(async (trx) => {
        if (await insertShare(trx, trip.id, recipient.id, at)) await insertNotification(trx, { accountId: recipient.id, tripId: trip.id, sharerId: accountId, nowIso: at });
      });
      return detailsOf(core, trip, 'owner');
    },

    async unshare(accountId, fullTripId, email) {
      await prepare(core, accountId);
      const trip = await ownedTrip(core, accountId, fullTripId);
      const recipient = await core.accounts.profileByEmail(email.trim().toLowerCase());
      if (recipient) await db.transaction().execute(async (trx) => deleteShare(trx, trip.id, recipient.id));
      return detailsOf(core, trip, 'owner');
    },

    async clearNotification(accountId, fullTripId) {
      await prepare(core, accountId);
      if ((await clearNotifications(db, accountId, fullTripId, core.nowIso())) === 0) throw notFound('No notification of this trip');
    },
  };
}
