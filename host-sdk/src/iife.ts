/**
 * Entry of the one-file IIFE build (global `TravelHostSdk`, host-sdk/vite.config.ts): the public entry (index.ts)
 * without `brandLogos`, whose artwork would not fit the IIFE's 6 KB gzip budget. iife.test.ts checks this list
 * stays index.ts's run-time exports minus `brandLogos`.
 */
export { mount, BridgeError, BRAND_CHOICES, RESIZE_THROTTLE_MS, INIT_LOCK_MS, DEFAULT_POLL_INTERVAL_MS, DEFAULT_LOAD_TIMEOUT_MS } from './index.ts';
