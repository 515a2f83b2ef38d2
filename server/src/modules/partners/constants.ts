/** Partner constants. */

import { BRIDGE_RELAY_HEADER } from '@travel/contract';

/**
 * Header the frame's ajax relay adds to relayed calls (issue #2 §3: relay allow-list). Any value counts.
 * Defined once in the contract (BRIDGE_RELAY_HEADER), shared with the frame.
 */
export const RELAY_HEADER = BRIDGE_RELAY_HEADER;
