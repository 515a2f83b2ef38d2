/**
 * Frame-side constants of the trips feature (issue #12). The spec's numbers live in the contract (trips.ts) and are
 * re-exported here so the feature reads them from one place; the frame's own layout numbers follow.
 */
export {
  /** At most 3 trips in the drawer (account-business-header-and-trips §9). */
  TRIPS_DRAWER_MAX_TRIPS,
  /** Drawer trip image edge, 32 px (account-business-header-and-trips §9). */
  TRIPS_DRAWER_IMAGE_PX,
  /** Reminder tooltip auto-close, 5000 ms (account-business-header-and-trips §9 "auto-close default 5000 ms"). */
  TRIPS_TOOLTIP_AUTO_CLOSE_MS,
  /** Reminder tooltip delay after the drawer's first opening, 30 minutes in ms (account-business-header-and-trips §9). */
  TRIPS_TOOLTIP_DELAY_MS,
  /** Local storage key of the drawer's first-opened time, ms since the epoch (account-business-header-and-trips §4). */
  TRIPS_DRAWER_FIRST_OPENED_KEY,
} from '@travel/contract';

/**
 * Widest frame (px) where the trips drawer is a full-screen sheet instead of a popover under the Trips control: the
 * same phone/tablet bound as the account menu (account-business-header-and-trips §2 "a dropdown on wide screens and a
 * full-screen dialog on narrow ones"; the spec gives no number for the trips drawer, so it follows the account menu).
 */
export const TRIPS_DRAWER_NARROW_MAX_WIDTH_PX = 767;

/** Reason the drawer's "Sign in" button gives with its sign-in request (signInRequestAtom, for logs). */
export const TRIPS_DRAWER_SIGN_IN_REASON = 'tripsDrawer';
