/**
 * The header's own trips texts: the Trips control's and the notifications bell's names (translations in
 * catalogs/<lc>/trips-drawer.json). Apart from drawer-messages.ts because the header is on the first page and the
 * drawer is not (issue #23 "First page budget"); `tripsDrawerMessages` includes them.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const descriptors = defineMessages({
  control: { id: 'trips.drawer.control', defaultMessage: 'Trips' },
  controlWithCart: {
    id: 'trips.drawer.controlWithCart',
    defaultMessage: 'Trips, {count, plural, one {# item} other {# items}} in cart',
  },
  notifications: { id: 'trips.notifications.control', defaultMessage: 'Notifications' },
  notificationsWithCount: { id: 'trips.notifications.controlWithCount', defaultMessage: 'Notifications, {count} new' },
});

/** The Trips control's and the notifications bell's names. */
export const tripsHeaderMessages: PlainMessages<typeof descriptors> = descriptors;
