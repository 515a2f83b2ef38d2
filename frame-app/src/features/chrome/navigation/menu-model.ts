/**
 * The navigation menu's layout variant by frame width and its open/pinned state machine (chrome-and-consent §2, §4;
 * account-business-header-and-trips §4): what the header's menu button needs before the menu opens. The items and
 * groups are in model.ts, loaded with the menu's content (issue #23 "First page budget"). Pure: no React, no timers.
 */
import { NAVIGATION_BREAKPOINTS_PX } from './constants.ts';

/** Layout variants (chrome-and-consent §2). */
export type NavigationVariant = 'drawer' | 'drawer-hidden' | 'dialog' | 'accordion';

/** Layout options (account-business-header-and-trips §4). */
export interface NavigationLayoutOptions {
  /** Beyond the XL bound: the accordion when true (default), else the drawer. */
  responsive?: boolean;
  /** Between the lower and the larger bound: the hidden drawer instead of the drawer (default false). */
  hiddenDrawerUpToXl?: boolean;
}

/**
 * The variant for a frame `widthPx` wide (account-business-header-and-trips §4 "Navigation layout by breakpoint";
 * breakpoints in {@link NAVIGATION_BREAKPOINTS_PX}).
 */
export function navigationVariantForWidth(widthPx: number, options: NavigationLayoutOptions = {}): NavigationVariant {
  const { responsive = true, hiddenDrawerUpToXl = false } = options;
  if (widthPx < NAVIGATION_BREAKPOINTS_PX.small) return 'dialog';
  if (widthPx < NAVIGATION_BREAKPOINTS_PX.medium) return 'drawer-hidden';
  if (widthPx < NAVIGATION_BREAKPOINTS_PX.xl) return hiddenDrawerUpToXl ? 'drawer-hidden' : 'drawer';
  return responsive ? 'accordion' : 'drawer';
}

/** Whether a width can open the navigation initially ("a width over the XL breakpoint can open it initially", §4). */
export function mayOpenInitially(widthPx: number): boolean {
  return widthPx > NAVIGATION_BREAKPOINTS_PX.xl;
}

/** Drawer variants: click outside collapses them (chrome-and-consent §4). */
export function isDrawerVariant(variant: NavigationVariant): boolean {
  return variant === 'drawer' || variant === 'drawer-hidden';
}

/** Whether hovering the menu button expands the navigation (the drawer only: the hidden drawer waits for the button). */
export function expandsOnHover(variant: NavigationVariant): boolean {
  return variant === 'drawer';
}

/**
 * Open state: `open` shows the items; `pinned` keeps them open when pointer and focus leave (opened by the button or
 * the keyboard). "Pinned when not collapsed" (chrome-and-consent §4): an open navigation the visitor opened on purpose
 * stays until closed; one expanded by hover collapses after the collapse delay.
 */
export interface NavigationState {
  open: boolean;
  pinned: boolean;
}

export const CLOSED_NAVIGATION: NavigationState = { open: false, pinned: false };

/** Events of the state machine. */
export type NavigationEvent =
  /** The hover delay passed over the menu button or the drawer. */
  | { type: 'hover-expand' }
  /** The collapse delay passed after pointer and focus left. */
  | { type: 'hover-collapse' }
  /** The menu button was pressed (click, Enter or Space). */
  | { type: 'toggle' }
  /** Keyboard asked to open (ArrowDown on the menu button), or focus moved into the items. */
  | { type: 'open' }
  /** Escape, or the dialog's close button. */
  | { type: 'close' }
  | { type: 'click-outside'; variant: NavigationVariant }
  | { type: 'item-click'; variant: NavigationVariant }
  /** The layout changed from one variant to another (the frame was resized). */
  | { type: 'layout-change'; from: NavigationVariant; to: NavigationVariant };

/**
 * The state machine (chrome-and-consent §4; account-business-header-and-trips §4):
 * - hover-expand opens unpinned; hover-collapse closes an unpinned one only;
 * - toggle: closed -> open pinned; open by hover -> pinned (a click on a peeking drawer keeps it); pinned -> closed;
 * - open (keyboard, focus) opens pinned; close closes;
 * - click outside closes the drawer variants; an item click closes the dialog and drawer variants (the accordion stays);
 * - a layout change closes (the accordion collapses when the layout goes to a drawer; a drawer turning into the
 *   dialog must not pop a modal up by itself).
 */
export function navigationReducer(state: NavigationState, event: NavigationEvent): NavigationState {
  switch (event.type) {
    case 'hover-expand':
      return state.open ? state : { open: true, pinned: false };
    case 'hover-collapse':
      return state.open && !state.pinned ? CLOSED_NAVIGATION : state;
    case 'toggle':
      if (!state.open) return { open: true, pinned: true };
      return state.pinned ? CLOSED_NAVIGATION : { open: true, pinned: true };
    case 'open':
      return state.open && state.pinned ? state : { open: true, pinned: true };
    case 'close':
      return state.open ? CLOSED_NAVIGATION : state;
    case 'click-outside':
      return state.open && isDrawerVariant(event.variant) ? CLOSED_NAVIGATION : state;
    case 'item-click':
      return state.open && event.variant !== 'accordion' ? CLOSED_NAVIGATION : state;
    case 'layout-change':
      return event.from !== event.to && state.open ? CLOSED_NAVIGATION : state;
  }
}
