/** Constants of the app shell. */

/** Retries of a failed dynamic module import (core-and-business §8, §9). */
export const DYNAMIC_IMPORT_RETRIES = 2;

/** Delay before the first retry; doubles for each further retry: 200 ms, then 400 ms (core-and-business §9). */
export const DYNAMIC_IMPORT_INITIAL_DELAY_MS = 200;
