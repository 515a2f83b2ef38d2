/**
 * Text of the trips pages (issue #12): the all-trips page `/trips`, the trip page `/trips/:fullTripId` (timeline,
 * owner actions, sharing panel) and the wishlist heart and toast (core-and-business §2, §4;
 * account-business-header-and-trips §3 "Trip", "Wishlist", §4 "Wishlist"). react-intl descriptors; `defaultMessage`
 * is the English source, translations live in `app/i18n/catalogs/<lc>/trips-pages.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';
import { tripsRouteMessages } from './route-messages.ts';

const descriptors = defineMessages({
  // All trips
  tripsTitle: { id: 'trips.pages.title', defaultMessage: 'Trips' },
  inboxSyncLink: { id: 'trips.pages.inboxSyncLink', defaultMessage: 'Add trips from your email' },
  loadFailed: { id: 'trips.pages.loadFailed', defaultMessage: 'We could not load your trips.' },
  tryAgain: { id: 'trips.pages.tryAgain', defaultMessage: 'Try again' },
  emptyTitle: { id: 'trips.pages.emptyTitle', defaultMessage: 'No trips yet' },
  emptyText: {
    id: 'trips.pages.emptyText',
    defaultMessage: 'Save a flight, hotel, car, train or package from your search results and it will appear here.',
  },
  startSearch: { id: 'trips.pages.startSearch', defaultMessage: 'Start a search' },
  signedOutTitle: { id: 'trips.pages.signedOutTitle', defaultMessage: 'Sign in to see your trips' },
  signedOutText: { id: 'trips.pages.signedOutText', defaultMessage: 'Your saved results, cart and bookings are kept in your trips.' },
  signIn: { id: 'trips.pages.signIn', defaultMessage: 'Sign in' },
  ownedHeading: { id: 'trips.pages.ownedHeading', defaultMessage: 'Your trips' },
  sharedHeading: { id: 'trips.pages.sharedHeading', defaultMessage: 'Shared with you' },
  sharedBy: { id: 'trips.pages.sharedBy', defaultMessage: 'Shared by {owner}' },
  noDates: { id: 'trips.pages.noDates', defaultMessage: 'No dates yet' },
  countsLabel: { id: 'trips.pages.countsLabel', defaultMessage: 'Trip events' },
  savedCount: { id: 'trips.pages.savedCount', defaultMessage: '{count, number} saved' },
  cartCount: { id: 'trips.pages.cartCount', defaultMessage: '{count, number} in cart' },
  bookedCount: { id: 'trips.pages.bookedCount', defaultMessage: '{count, number} booked' },
  cancelledCount: { id: 'trips.pages.cancelledCount', defaultMessage: '{count, number} cancelled' },
  fullyCancelled: { id: 'trips.pages.fullyCancelled', defaultMessage: 'Fully cancelled' },

  // Wishlist
  wishlistAdd: { id: 'trips.pages.wishlistAdd', defaultMessage: 'Save {destination} to wishlist' },
  wishlistRemove: { id: 'trips.pages.wishlistRemove', defaultMessage: 'Remove {destination} from wishlist' },
  toastAdded: { id: 'trips.pages.toastAdded', defaultMessage: '{destination} saved to your wishlist' },
  toastAddFailed: { id: 'trips.pages.toastAddFailed', defaultMessage: 'We could not save {destination} to your wishlist. Please try again.' },
  toastRemoveFailed: { id: 'trips.pages.toastRemoveFailed', defaultMessage: 'We could not remove {destination} from your wishlist. Please try again.' },
  toastClose: { id: 'trips.pages.toastClose', defaultMessage: 'Close' },

  // Trip page
  tripLoadFailed: { id: 'trips.pages.tripLoadFailed', defaultMessage: 'We could not load this trip.' },
  notFound: { id: 'trips.pages.notFound', defaultMessage: "This trip doesn't exist or is no longer shared with you." },
  allTrips: { id: 'trips.pages.allTrips', defaultMessage: 'All trips' },
  rename: { id: 'trips.pages.rename', defaultMessage: 'Rename' },
  renameLabel: { id: 'trips.pages.renameLabel', defaultMessage: 'Trip name' },
  renameSave: { id: 'trips.pages.renameSave', defaultMessage: 'Save name' },
  renameCancel: { id: 'trips.pages.renameCancel', defaultMessage: 'Cancel' },
  renameEmpty: { id: 'trips.pages.renameEmpty', defaultMessage: 'Enter a trip name.' },
  renameTooLong: { id: 'trips.pages.renameTooLong', defaultMessage: 'Use at most {max, number} characters.' },
  /** A name with characters the contract's DisplayTextSchema refuses (issue #22). */
  renameInvalidCharacters: { id: 'trips.pages.renameInvalidCharacters', defaultMessage: 'Remove line breaks and invisible or text-direction characters.' },
  renameFailed: { id: 'trips.pages.renameFailed', defaultMessage: 'We could not rename the trip.' },
  renamed: { id: 'trips.pages.renamed', defaultMessage: 'Trip renamed.' },
  viewerNote: { id: 'trips.pages.viewerNote', defaultMessage: 'Shared with you by {owner}. You can view this trip but not change it.' },
  fullyCancelledNote: { id: 'trips.pages.fullyCancelledNote', defaultMessage: 'Every booking on this trip was cancelled.' },
  timelineHeading: { id: 'trips.pages.timelineHeading', defaultMessage: 'Timeline' },
  noEvents: { id: 'trips.pages.noEvents', defaultMessage: 'Nothing saved to this trip yet.' },
  stateSaved: { id: 'trips.pages.stateSaved', defaultMessage: 'Saved' },
  stateCart: { id: 'trips.pages.stateCart', defaultMessage: 'In cart' },
  stateBooked: { id: 'trips.pages.stateBooked', defaultMessage: 'Booked' },
  stateCancelled: { id: 'trips.pages.stateCancelled', defaultMessage: 'Cancelled' },
  eventActions: { id: 'trips.pages.eventActions', defaultMessage: 'Actions for {title}' },
  moveToCart: { id: 'trips.pages.moveToCart', defaultMessage: 'Move to cart' },
  moveToSaved: { id: 'trips.pages.moveToSaved', defaultMessage: 'Move back to saved' },
  remove: { id: 'trips.pages.remove', defaultMessage: 'Remove' },
  removeTitle: { id: 'trips.pages.removeTitle', defaultMessage: 'Remove this from the trip?' },
  removeBody: { id: 'trips.pages.removeBody', defaultMessage: '{title} will be removed from {trip}.' },
  removeConfirm: { id: 'trips.pages.removeConfirm', defaultMessage: 'Yes, remove' },
  removeKeep: { id: 'trips.pages.removeKeep', defaultMessage: 'Keep it' },
  removing: { id: 'trips.pages.removing', defaultMessage: 'Removing…' },
  moveToTrip: { id: 'trips.pages.moveToTrip', defaultMessage: 'Move to another trip' },
  chooseTrip: { id: 'trips.pages.chooseTrip', defaultMessage: 'Choose a trip' },
  moved: { id: 'trips.pages.moved', defaultMessage: '{title} moved to {trip}.' },
  book: { id: 'trips.pages.book', defaultMessage: 'Book' },
  cancelBooking: { id: 'trips.pages.cancelBooking', defaultMessage: 'Cancel booking' },
  cancelTitle: { id: 'trips.pages.cancelTitle', defaultMessage: 'Cancel this booking?' },
  cancelBody: { id: 'trips.pages.cancelBody', defaultMessage: 'Booking {reference} ({title}) will be cancelled. This cannot be undone.' },
  cancelConfirm: { id: 'trips.pages.cancelConfirm', defaultMessage: 'Yes, cancel booking' },
  cancelKeep: { id: 'trips.pages.cancelKeep', defaultMessage: 'Keep booking' },
  cancelling: { id: 'trips.pages.cancelling', defaultMessage: 'Cancelling…' },
  cancelled: { id: 'trips.pages.cancelled', defaultMessage: 'Booking {reference} is cancelled.' },
  actionFailed: { id: 'trips.pages.actionFailed', defaultMessage: 'That did not work. Please try again.' },
  price: { id: 'trips.pages.price', defaultMessage: 'Price' },

  // Sharing
  shareHeading: { id: 'trips.pages.shareHeading', defaultMessage: 'Share this trip' },
  shareIntro: { id: 'trips.pages.shareIntro', defaultMessage: 'People you share with can view this trip but not change it.' },
  shareEmail: { id: 'trips.pages.shareEmail', defaultMessage: 'Email of the person to share with' },
  shareSubmit: { id: 'trips.pages.shareSubmit', defaultMessage: 'Share trip' },
  shareInvalidEmail: { id: 'trips.pages.shareInvalidEmail', defaultMessage: 'Enter a valid email address.' },
  shareNoAccount: { id: 'trips.pages.shareNoAccount', defaultMessage: 'No account uses this email.' },
  shareSelf: { id: 'trips.pages.shareSelf', defaultMessage: 'You cannot share a trip with yourself.' },
  shareFailed: { id: 'trips.pages.shareFailed', defaultMessage: 'We could not share the trip.' },
  shared: { id: 'trips.pages.shared', defaultMessage: 'Shared with {email}.' },
  sharedWithHeading: { id: 'trips.pages.sharedWithHeading', defaultMessage: 'Shared with' },
  notShared: { id: 'trips.pages.notShared', defaultMessage: 'Not shared with anyone yet.' },
  stopSharing: { id: 'trips.pages.stopSharing', defaultMessage: 'Stop sharing with {email}' },
  stoppedSharing: { id: 'trips.pages.stoppedSharing', defaultMessage: 'Stopped sharing with {email}.' },
  unshareFailed: { id: 'trips.pages.unshareFailed', defaultMessage: 'We could not stop sharing with {email}.' },
});

/** The trips pages' messages (registered in the app's i18n catalogue). */
export const tripsPagesMessages: PlainMessages<typeof descriptors> & typeof tripsRouteMessages = { ...descriptors, ...tripsRouteMessages };
