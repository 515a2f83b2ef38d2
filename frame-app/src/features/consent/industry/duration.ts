/**
 * Duration display (chrome-and-consent §9 "Duration display splits seconds into years (365 days), days, hours,
 * minutes, seconds"), for cookie max ages in the vendors tab.
 */
import { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE, SECONDS_PER_YEAR } from './constants.ts';

export type DurationUnit = 'years' | 'days' | 'hours' | 'minutes' | 'seconds';

/** One non-zero part of a duration. */
export interface DurationPart {
  unit: DurationUnit;
  value: number;
}

const UNITS: readonly [DurationUnit, number][] = [
  ['years', SECONDS_PER_YEAR],
  ['days', SECONDS_PER_DAY],
  ['hours', SECONDS_PER_HOUR],
  ['minutes', SECONDS_PER_MINUTE],
  ['seconds', 1],
];

/**
 * Splits a number of seconds into years of 365 days, days, hours, minutes and seconds, largest first, leaving out
 * zero parts; fractions of a second are dropped. 0 (or a negative or non-finite number) gives `[{ seconds: 0 }]`.
 * Example: 31,626,061 s -> 1 year, 1 day, 1 hour, 1 minute, 1 second.
 */
export function splitDuration(totalSeconds: number): DurationPart[] {
  let rest = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const parts: DurationPart[] = [];
  for (const [unit, size] of UNITS) {
    const value = Math.floor(rest / size);
    rest -= value * size;
    if (value > 0) parts.push({ unit, value });
  }
  return parts.length ? parts : [{ unit: 'seconds', value: 0 }];
}
