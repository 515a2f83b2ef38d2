/** The notifications bell's accessible name, shared by the header's stand-in and the lazily loaded bell. */
import type { IntlShape } from 'react-intl';
import { tripsHeaderMessages as m } from './header-messages.ts';

/** "Notifications", or "Notifications, n new" when `count` (unread notifications) is above 0. */
export function notificationsLabelText(intl: IntlShape, count: number): string {
  return count > 0 ? intl.formatMessage(m.notificationsWithCount, { count }) : intl.formatMessage(m.notifications);
}
