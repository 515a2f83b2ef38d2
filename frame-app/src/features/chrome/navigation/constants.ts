/** Constants of the side navigation (chrome-and-consent §2, §4, §9; account-business-header-and-trips §4, §9). */

/** Items a navigation group shows before its "Show more" toggle, by default (chrome-and-consent §2, §9). */
export const NAVIGATION_GROUP_MAX_VISIBLE_ITEMS_DEFAULT = 5;

/**
 * Items per group the header's own navigation shows (account-business-header-and-trips §9 "Default maximum visible
 * navigation items per group: 10"): used by the dialog variant, the header's full-screen menu on narrow frames.
 */
export const HEADER_NAVIGATION_MAX_VISIBLE_ITEMS = 10;

/** Distance of the drawer from the top of the frame, below the header, px (chrome-and-consent §9 "header offset default 62 px"). */
export const NAVIGATION_HEADER_OFFSET_PX = 62;

/** Delay before a hovered menu button expands the drawer, ms (chrome-and-consent §4, §9). */
export const NAVIGATION_HOVER_EXPAND_DELAY_MS = 50;

/** Delay before a drawer expanded by hover collapses once pointer and focus have left it, ms (chrome-and-consent §4, §9). */
export const NAVIGATION_COLLAPSE_DELAY_MS = 400;

/**
 * Frame widths (CSS px; the frame's width is the iframe's) that pick the navigation layout
 * (account-business-header-and-trips §4 "Navigation layout by breakpoint"; the spec names the breakpoints but not
 * their values, these are the usual extra-small/small/medium/extra-large steps):
 * - below `small`: extra-small, the dialog;
 * - `small` up to `medium` (the lower bound): the hidden drawer;
 * - `medium` up to `xl` (the larger bound): the drawer (or the hidden drawer, when so configured);
 * - from `xl`: the accordion when responsive, otherwise the drawer.
 */
export const NAVIGATION_BREAKPOINTS_PX = { small: 576, medium: 768, xl: 1280 } as const;
