/**
 * Facts of a trip shown on the all-trips cards and the trip page header (issue #12; core-and-business §3 "Trip event
 * counts", §4 "Fully cancelled trip"): its dates, its four counts and the "Fully cancelled" badge.
 */
import { useIntl, type IntlShape } from 'react-intl';
import type { TripSummary } from '@travel/contract';
import { dateTimeFormat } from '../../ui/format.ts';
import { tripsPagesMessages as m } from './pages-messages.ts';
import styles from './trips-pages.module.css';

/**
 * A trip's dates as text ("Jun 1 – 4, 2030"), or null for a trip without dates. Dates are calendar dates
 * (`YYYY-MM-DD`, local to the place), formatted without a time-zone shift.
 */
export function tripDatesText(intl: IntlShape, startDate: string | null, endDate: string | null): string | null {
  if (!startDate) return null;
  const format = dateTimeFormat(intl.locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const start = new Date(`${startDate}T00:00:00Z`);
  if (!endDate || endDate === startDate) return format.format(start);
  return format.formatRange(start, new Date(`${endDate}T00:00:00Z`));
}

/** The four counts of a trip (core-and-business §3 "Trip event counts") as a list. */
export function TripCounts({ counts }: { counts: Pick<TripSummary, 'numSavedEvents' | 'numCartEvents' | 'numBookedEvents' | 'numCancelledEvents'> }) {
  const intl = useIntl();
  return (
    <ul className={styles.counts} aria-label={intl.formatMessage(m.countsLabel)}>
      <li>{intl.formatMessage(m.savedCount, { count: counts.numSavedEvents })}</li>
      <li>{intl.formatMessage(m.cartCount, { count: counts.numCartEvents })}</li>
      <li>{intl.formatMessage(m.bookedCount, { count: counts.numBookedEvents })}</li>
      <li>{intl.formatMessage(m.cancelledCount, { count: counts.numCancelledEvents })}</li>
    </ul>
  );
}

/** The "Fully cancelled" badge (core-and-business §4). */
export function FullyCancelledBadge() {
  const intl = useIntl();
  return <span className={`${styles.badge} ${styles.badgeCancelled}`}>{intl.formatMessage(m.fullyCancelled)}</span>;
}
