/** Partner constants. */

/** Header the frame's ajax relay adds to relayed calls (issue #2 §3: relay allow-list). Any value counts. */
export const RELAY_HEADER = 'X-Bridge-Relay';
