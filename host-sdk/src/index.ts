/**
 * @travel/host-sdk - the partner library: mounts the product frame, sizes it, themes its loading overlay
 * from the brand and speaks the typed bridge. Spec: core-and-business §7, §9; chrome-and-consent §2.
 *
 * Also shipped as a one-file IIFE (`dist/host-sdk/host-sdk.iife.js`, global `TravelHostSdk`), which has everything
 * but `brandLogos` (see iife.ts).
 */
export { mount, type MountOptions, type FrameHandle, type RelayRequest, type ConsentDecision } from './mount.ts';
export { BridgeError } from './bridge-error.ts';
export { BRAND_CHOICES, type BrandChoice } from '../../brands/src/names.ts';
export { brandLogos, type BrandLogo } from './brand-logos.ts';
export { RESIZE_THROTTLE_MS, INIT_LOCK_MS, DEFAULT_POLL_INTERVAL_MS, DEFAULT_LOAD_TIMEOUT_MS } from './constants.ts';
export type {
  FrameEventMap,
  FrameEventName,
  FrameEventHandler,
  BridgeLogEntry,
  DroppedMessage,
  LoadError,
  LoadErrorReason,
} from './events.ts';
export type {
  AjaxResult,
  BrandId,
  IncomingMessage,
  LogLevel,
  OutgoingMessage,
  SearchSubmit,
  ErrorCode,
} from '@travel/contract';
