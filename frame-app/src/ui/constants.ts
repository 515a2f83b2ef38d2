/**
 * Constants of the generic UI kit (issue #10), with units in their names and the spec section they come from.
 */

/** Distance between a tooltip and its trigger, px (core-and-business §9 "Tooltip: default offset 12"). */
export const TOOLTIP_OFFSET_PX = 12;

/**
 * Delay before a tooltip shows after its trigger gains focus or the pointer, ms (core-and-business §9 "focus delay
 * 100 ms"; §4 "shown after a delay"). The spec names one show delay; hover uses the same one.
 */
export const TOOLTIP_FOCUS_DELAY_MS = 100;

/** Delay before a shown tooltip hides after its trigger lost focus or the pointer, ms (core-and-business §9 "fade-out delay 200 ms"). */
export const TOOLTIP_FADE_OUT_DELAY_MS = 200;

/**
 * The default timer, ms (core-and-business §9 "Default timer 5000 ms"): a tooltip opened by a click closes on its
 * own after this time (core-and-business §4 "hidden after a delay or an auto-close time").
 */
export const DEFAULT_TIMER_MS = 5000;

/** Open/close animation of an animated popover, ms (chrome-and-consent §4 and §9 "popover animation 200 ms"). */
export const POPOVER_ANIMATION_MS = 200;

/**
 * Default placement of a popover: below its handle, aligned to its left (start) edge, flipping automatically when
 * there is no room (chrome-and-consent §4 "Default placement bottom-left with auto placement"). `start` is the
 * left edge in left-to-right languages and follows the reading direction in right-to-left ones.
 */
export const POPOVER_DEFAULT_PLACEMENT = 'bottom start';

/** Default gap between a popover and its handle, px (chrome-and-consent §3 names the option, not its default; react-aria's 8). */
export const POPOVER_DEFAULT_OFFSET_PX = 8;

/** Radius sizes of the kit's surfaces (chrome-and-consent §9 "Radius sizes: default, medium, large, xlarge"). */
export const RADIUS_SIZES = ['default', 'medium', 'large', 'xlarge'] as const;

/** One of {@link RADIUS_SIZES}. */
export type RadiusSize = (typeof RADIUS_SIZES)[number];

/** The error a radio group throws without options (core-and-business §5 and §8, exact text). */
export const EMPTY_RADIO_OPTIONS_ERROR = 'TextRadioGroup requires the options prop array not be empty';
