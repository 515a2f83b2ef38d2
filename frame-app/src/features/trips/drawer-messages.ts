/**
 * User-visible text of the header's trips part (issue #12; account-business-header-and-trips §2 "Header": the trips
 * link with its drawer and cart variant, the notifications area; §4 "Trips tooltip in the drawer"). react-intl
 * descriptors; `defaultMessage` is the English source; translations in catalogs/<lc>/trips-drawer.json.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';
import { tripsHeaderMessages } from './header-messages.ts';

const descriptors = defineMessages({
  title: { id: 'trips.drawer.title', defaultMessage: 'Trips' },
  close: { id: 'trips.drawer.close', defaultMessage: 'Close' },
  tripsList: { id: 'trips.drawer.tripsList', defaultMessage: 'Your trips' },
  savedCount: { id: 'trips.drawer.savedCount', defaultMessage: '{count} saved' },
  showDetails: { id: 'trips.drawer.showDetails', defaultMessage: 'Details of {tripName}' },
  tripDates: { id: 'trips.drawer.tripDates', defaultMessage: '{start} – {end}' },
  noDates: { id: 'trips.drawer.noDates', defaultMessage: 'No dates yet' },
  tripCounts: {
    id: 'trips.drawer.tripCounts',
    defaultMessage: '{saved} saved · {cart} in cart · {booked} booked',
  },
  seeAll: { id: 'trips.drawer.seeAll', defaultMessage: 'See all trips' },
  empty: { id: 'trips.drawer.empty', defaultMessage: 'No trips yet. Save a flight or hotel to start one.' },
  loading: { id: 'trips.drawer.loading', defaultMessage: 'Loading your trips…' },
  signedOut: { id: 'trips.drawer.signedOut', defaultMessage: 'Sign in to see the flights and hotels you saved, on any device.' },
  signIn: { id: 'trips.drawer.signIn', defaultMessage: 'Sign in' },
  cart: { id: 'trips.drawer.cart', defaultMessage: 'Cart' },
  cartEmpty: { id: 'trips.drawer.cartEmpty', defaultMessage: 'Your cart is empty.' },
  book: { id: 'trips.drawer.book', defaultMessage: 'Book' },
  bookLabel: { id: 'trips.drawer.bookLabel', defaultMessage: 'Book {title}' },
  tooltip: { id: 'trips.drawer.tooltip', defaultMessage: 'Your saved items live in trips. Open a trip to see everything.' },
  notificationsTitle: { id: 'trips.notifications.title', defaultMessage: 'Notifications' },
  notificationsEmpty: { id: 'trips.notifications.empty', defaultMessage: 'No new notifications.' },
  sharedTrip: { id: 'trips.notifications.sharedTrip', defaultMessage: '{ownerDisplayName} shared the trip {tripName} with you' },
  dismiss: { id: 'trips.notifications.dismiss', defaultMessage: 'Dismiss' },
  dismissLabel: { id: 'trips.notifications.dismissLabel', defaultMessage: 'Dismiss: {ownerDisplayName} shared the trip {tripName} with you' },
  dismissFailed: { id: 'trips.notifications.dismissFailed', defaultMessage: 'We could not dismiss the notification. Please try again.' },
});

/** The header trips part's messages (plain descriptors: they take values without restating their types). */
export const tripsDrawerMessages: PlainMessages<typeof descriptors> & typeof tripsHeaderMessages = { ...descriptors, ...tripsHeaderMessages };
