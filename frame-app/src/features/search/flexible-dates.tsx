/**
 * Flexible dates on the flight results page (issue #11 "flexible dates (+-3 days) for flights"): for a one-way or
 * round trip searched with "My dates are flexible", a row of the departure dates from 3 days before to 3 days after,
 * each with the cheapest total for that date (a round trip keeps its length), from the server's price calendar (the
 * same search per date). The searched date is marked current, the cheapest date is named so; choosing another date
 * opens its results with everything else unchanged (filters and sort are kept, the list starts on its first page).
 */
import { useEffect, useState } from 'react';
import { Link } from '../../ui/router-link.tsx';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import {
  FLEXIBLE_DATES_DAYS, FLIGHT_PRICE_CALENDAR_PATH, PriceCalendarResponseSchema, buildResultsUrl,
  type FlightResultsUrl, type PriceCalendarResponse,
} from '@travel/contract';
import { apiClient } from '../../api/index.ts';
import { localeAtom, logger } from '../../state/index.ts';
import { formatWholeUnits } from './price-calendar-notes.ts';
import { addDaysIso, daysBetweenIso, isoDateFromToday } from './dates.ts';
import { flexibleDatesMessages as m } from './flexible-dates-messages.ts';
import styles from './flexible-dates.module.css';

/** The results URL of the same search departing `departDate` (a round trip keeps its length), on its first page. */
export function shiftedResults(results: FlightResultsUrl, departDate: string): FlightResultsUrl {
  const shift = daysBetweenIso(results.departDate, departDate);
  const { pages: _pages, ...filters } = results.filters ?? {};
  return {
    ...results,
    departDate,
    ...(results.returnDate ? { returnDate: addDaysIso(results.returnDate, shift) } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : { filters: undefined }),
  };
}

/** The price-calendar query of the 7 dates around a search (never before `today`). */
export function flexibleDatesPath(results: FlightResultsUrl, currency: string, today: string): string {
  const start = addDaysIso(results.departDate, -FLEXIBLE_DATES_DAYS);
  const from = start < today ? today : start;
  const days = daysBetweenIso(from, addDaysIso(results.departDate, FLEXIBLE_DATES_DAYS)) + 1;
  const q = new URLSearchParams({ origin: results.origin, destination: results.destination, from, days: String(days), adults: String(results.adults), currency });
  if (results.cabin) q.set('cabin', results.cabin);
  if (results.returnDate) q.set('tripLength', String(daysBetweenIso(results.departDate, results.returnDate)));
  return `${FLIGHT_PRICE_CALENDAR_PATH}?${q.toString()}`;
}

/** The strip; nothing for a multi-city search, and nothing while the prices load or when they fail (logged). */
export function FlexibleDates({ results }: { results: FlightResultsUrl }) {
  const intl = useIntl();
  const { tag, currency } = useAtomValue(localeAtom);
  const path = results.legs && results.legs.length > 0 ? null : flexibleDatesPath(results, currency, isoDateFromToday(0));
  const [reply, setReply] = useState<{ path: string; calendar: PriceCalendarResponse } | null>(null);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    apiClient.get(path, PriceCalendarResponseSchema).then(
      (calendar) => current && setReply({ path, calendar }),
      (error: unknown) => logger.warn('flexible dates', 'could not load prices', error),
    );
    return () => {
      current = false;
    };
  }, [path]);
  if (path === null || reply === null || reply.path !== path) return null;
  const days = reply.calendar.days;
  const priced = days.flatMap((d) => (d.minPriceMinor === null ? [] : [d.minPriceMinor]));
  const cheapest = priced.length > 0 ? Math.min(...priced) : null;
  return (
    <nav className={styles.strip} aria-label={intl.formatMessage(m.label, { days: FLEXIBLE_DATES_DAYS })}>
      <ul className={styles.days}>
        {days.map((day) => {
          const isCurrent = day.date === results.departDate;
          const date = intl.formatDate(`${day.date}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
          const price = day.minPriceMinor === null ? intl.formatMessage(m.noPrice) : formatWholeUnits(day.minPriceMinor, reply.calendar.currency, tag);
          const isCheapest = day.minPriceMinor !== null && day.minPriceMinor === cheapest;
          const content = (
            <>
              <span className={styles.date}>{date}</span>
              <span className={styles.price}>{price}</span>
              {isCheapest ? <span className={styles.badge}>{intl.formatMessage(m.cheapest)}</span> : null}
            </>
          );
          return (
            <li key={day.date} className={styles.day}>
              {isCurrent || day.minPriceMinor === null ? (
                <span className={styles.cell} data-current={isCurrent || undefined} aria-current={isCurrent ? 'date' : undefined}>
                  {content}
                </span>
              ) : (
                <Link className={styles.cell} data-cheapest={isCheapest || undefined} to={buildResultsUrl(shiftedResults(results, day.date))}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
