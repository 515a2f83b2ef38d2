/** Flight search constants (issue #2 §5 flight search API; issue #3 traveler limit). */

import { MAX_FLIGHT_DAYS_AHEAD } from '@travel/contract';

/** Furthest departure date accepted, days after today (UTC); airlines sell about a year ahead. The contract's rule, shared with the frame's form. */
export const MAX_DAYS_AHEAD = MAX_FLIGHT_DAYS_AHEAD;
