/** User-visible text of the side navigation (issue #10). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  menuButton: { id: 'chrome.navigation.menuButton', defaultMessage: 'Menu' },
  navigationLabel: { id: 'chrome.navigation.label', defaultMessage: 'Main navigation' },
  dialogTitle: { id: 'chrome.navigation.dialogTitle', defaultMessage: 'Menu' },
  close: { id: 'chrome.navigation.close', defaultMessage: 'Close menu' },
  showMore: { id: 'chrome.navigation.showMore', defaultMessage: '{count, plural, one {Show # more} other {Show # more}}' },
  showFewer: { id: 'chrome.navigation.showFewer', defaultMessage: 'Show fewer' },
  newTab: { id: 'chrome.navigation.newTab', defaultMessage: '(opens in a new tab)' },
  verticalsLabel: { id: 'chrome.navigation.group.search', defaultMessage: 'Search' },
  accountLabel: { id: 'chrome.navigation.group.account', defaultMessage: 'Your account' },
  adminLabel: { id: 'chrome.navigation.group.admin', defaultMessage: 'Admin hub' },
  flights: { id: 'chrome.navigation.flights', defaultMessage: 'Flights' },
  hotels: { id: 'chrome.navigation.hotels', defaultMessage: 'Hotels' },
  cars: { id: 'chrome.navigation.cars', defaultMessage: 'Cars' },
  trains: { id: 'chrome.navigation.trains', defaultMessage: 'Trains' },
  packages: { id: 'chrome.navigation.packages', defaultMessage: 'Packages' },
  manageBooking: { id: 'chrome.navigation.manageBooking', defaultMessage: 'Manage booking' },
  trips: { id: 'chrome.navigation.trips', defaultMessage: 'Trips' },
  profile: { id: 'chrome.navigation.profile', defaultMessage: 'Profile' },
  accountSettings: { id: 'chrome.navigation.accountSettings', defaultMessage: 'Account settings' },
});

/** Plain descriptors (see ui/plain-messages.ts); registered with the catalogues in app/i18n/catalogues.ts. */
export const navigationMessages: PlainMessages<typeof descriptors> = descriptors;
