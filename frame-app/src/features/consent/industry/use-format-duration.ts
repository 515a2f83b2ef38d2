/**
 * Duration text for the vendors tab (chrome-and-consent §9): "1 year, 2 days and 3 hours" in the frame's locale.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { splitDuration, type DurationUnit } from './duration.ts';
import { industryMessages as m } from './messages.ts';

const UNIT_MESSAGES: Record<DurationUnit, (typeof m)[keyof typeof m]> = {
  years: m.durationYears,
  days: m.durationDays,
  hours: m.durationHours,
  minutes: m.durationMinutes,
  seconds: m.durationSeconds,
};

/** Returns `format(seconds)`: the parts of {@link splitDuration} as a localised list. */
export function useFormatDuration(): (seconds: number) => string {
  const intl = useIntl();
  return useCallback(
    (seconds: number) => intl.formatList(splitDuration(seconds).map((p) => intl.formatMessage(UNIT_MESSAGES[p.unit], { count: p.value })), { type: 'conjunction' }),
    [intl],
  );
}
