/**
 * The booking routes' loading texts, shown by their `HydrateFallback` while a page opened directly loads: apart from
 * messages.ts because the route table is on the first page and the rest of the booking texts are not (issue #23
 * "First page budget"). `bookingMessages` includes them.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const descriptors = defineMessages({
  hotelLoading: { id: 'booking.hotel.loading', defaultMessage: 'Loading hotel details…' },
  checkingOffer: { id: 'booking.page.checking', defaultMessage: 'Checking price and availability…' },
});

/** The route fallbacks' loading texts (also part of the feature's full messages object). */
export const bookingRouteMessages: PlainMessages<typeof descriptors> = descriptors;
