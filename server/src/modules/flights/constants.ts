/** Flight search constants (issue #2 §5 flight search API; issue #3 traveler limit). */

/** Furthest departure date accepted, days after today (UTC); airlines sell about a year ahead. */
export const MAX_DAYS_AHEAD = 365;
