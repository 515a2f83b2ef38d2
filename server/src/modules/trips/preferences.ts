/**
 * An account's trips preferences: trips user settings and tooltips (account-business-header-and-trips §3 Trips user
 * settings, §7 "Trips") and the wishlist (§3 Wishlist). All are the calling account's own rows.
 *
 * Actor seam (issue #24): these act for the signed-in account itself (`accountId`); with the actor of
 * access/actor.ts they stay the actor's own (never `onBehalfOf`'s).
 */
import type { TripsUserSettings, WishlistItem, WishlistReply } from '@travel/contract';
import type { TripsCore } from './core.ts';
import { ownedTrip, prepare } from './ownership.ts';
import { deleteWishlistItem, findSettings, findWishlist, setSetting, upsertWishlistItem, type SettingName } from './repository.ts';

export type TripsUserSettingName = 'mapViewFD' | 'mapViewDP' | 'tdpAutopilot';
export type TripsTooltipAction = 'setTripsDrawerGoToTripsButtonTooltipShown' | 'setTripsDrawerReminderTooltipShown' | 'setNavigationDrawerTripsTooltipShown';
const TOOLTIP_SETTING: Record<TripsTooltipAction, SettingName> = {
  setTripsDrawerGoToTripsButtonTooltipShown: 'isTripsDrawerGoToTripsButtonTooltipShown',
  setTripsDrawerReminderTooltipShown: 'isTripsDrawerReminderTooltipShown',
  setNavigationDrawerTripsTooltipShown: 'isNavigationDrawerTripsTooltipShown',
};

/** The settings of an account (all false without a row). */
export async function settingsOf(core: TripsCore, accountId: string): Promise<TripsUserSettings> {
  return findSettings(core.db, accountId);
}

/** The wishlist of an account, oldest item first. */
export async function wishlistOf(core: TripsCore, accountId: string): Promise<WishlistReply> {
  return { wishlist: await findWishlist(core.db, accountId) };
}

/** The preferences part of the trips service. */
export interface TripsPreferences {
  setSetting(accountId: string, setting: TripsUserSettingName, enabled: boolean): Promise<TripsUserSettings>;
  setTooltipShown(accountId: string, action: TripsTooltipAction): Promise<TripsUserSettings>;
  /** @throws AppError 404 for a trip the account does not own */
  wishlistAdd(accountId: string, item: WishlistItem): Promise<WishlistReply>;
  /** @throws AppError 404 for a trip the account does not own */
  wishlistRemove(accountId: string, fullTripId: string): Promise<WishlistReply>;
}

/** Creates the preferences part of the trips service. */
export function createTripsPreferences(core: TripsCore): TripsPreferences {
  return {
    async setSetting(accountId, setting, enabled) {
      await prepare(core, accountId);
      await setSetting(core.db, accountId, setting, enabled);
      return settingsOf(core, accountId);
    },

    async setTooltipShown(accountId, action) {
      await prepare(core, accountId);
      await setSetting(core.db, accountId, TOOLTIP_SETTING[action], true);
      return settingsOf(core, accountId);
    },

    async wishlistAdd(accountId, item) {
      await prepare(core, accountId);
      const trip = await ownedTrip(core, accountId, item.tripId);
      await upsertWishlistItem(core.db, accountId, trip.id, item.destination.trim(), core.nowIso());
      return wishlistOf(core, accountId);
    },

    async wishlistRemove(accountId, fullTripId) {
      await prepare(core, accountId);
      const trip = await ownedTrip(core, accountId, fullTripId);
      await deleteWishlistItem(core.db, accountId, trip.id);
      return wishlistOf(core, accountId);
    },
  };
}
