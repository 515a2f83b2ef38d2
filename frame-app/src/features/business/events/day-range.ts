/** Event dates in the page's language (issue #26 event hub). */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { dateTimeFormat } from '../../../ui/format.ts';
import { eventHubMessages as m } from './messages.ts';

/**
 * A formatter of date ranges (`YYYY-MM-DD` calendar dates, shown as UTC so no time zone moves a day): "12 May 2026"
 * for one day, "12 May 2026 – 14 May 2026" for several.
 */
export function useDayRange(): (start: string, end: string) => string {
  const intl = useIntl();
  return useCallback((start: string, end: string) => {
    const day = (iso: string) => dateTimeFormat(intl.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    return start === end ? day(start) : intl.formatMessage(m.dates, { start: day(start), end: day(end) });
  }, [intl]);
}
