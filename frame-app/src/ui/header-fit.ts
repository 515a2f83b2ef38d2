/**
 * Fits a header row to its width by collapsing its content step by step (issue #22 "The signed-in header is wider than
 * the frame": the header must fit every brand, language and account name from 320 px up, with no horizontal scroll).
 *
 * Fixed breakpoints cannot do this: the width the header needs depends on the brand's wordmark (Tripwise is 120 px,
 * "Tripwise for Business" far wider), the language of the pickers' labels, the account's name or email and whether
 * the visitor is signed in. So the header measures instead: it starts with everything shown and, while its row is
 * wider than its box (scrollWidth > clientWidth), applies the next step of {@link HEADER_FIT_STEPS}. The steps taken
 * are written, space-separated, to the row's {@link HEADER_FIT_ATTRIBUTE}; each part of the header hides or slims
 * its own pieces with an attribute selector, e.g. `:global([data-header-fit~='labels']) .name { display: none }`.
 * Hidden labels stay in the controls' accessible names (every header control carries an aria-label).
 * It measures again when the row or any of its children changes size (a frame resize, a logo that loads, the account
 * control that appears after sign-in) and when children come or go.
 */
import { useLayoutEffect, type RefObject } from 'react';

/**
 * The collapse steps, in order (cumulative: a later step keeps the earlier ones):
 * - `labels`: the pickers show their flag and currency symbol only;
 * - `trips`: the Trips control shows its suitcase icon only;
 * - `account`: the account control shows its avatar only (the email or name stays in its name and in the menu);
 * - `logo`: the brand's compact mark replaces its wordmark;
 * - `tight`: slimmer paddings and gaps (the narrowest frames, a 320 px phone inside a partner page's margins);
 * - `visitor`: a visitor's Trips control leaves the header (beside "Sign in" there is no room for it on a 320 px
 *   phone); the navigation menu keeps a Trips entry for everyone.
 */
export const HEADER_FIT_STEPS = ['labels', 'trips', 'account', 'logo', 'tight', 'visitor'] as const;

/** One collapse step of {@link HEADER_FIT_STEPS}. */
export type HeaderFitStep = (typeof HEADER_FIT_STEPS)[number];

/** The attribute on the header row that lists the steps taken (space-separated; absent when none is needed). */
export const HEADER_FIT_ATTRIBUTE = 'data-header-fit';

/** True when the row's content is wider than its box (sub-pixel rounding tolerated). */
function overflows(row: HTMLElement): boolean {
  return row.scrollWidth > row.clientWidth;
}

/**
 * Applies the fewest steps with which `row` fits (all of them when none fits) and returns how many were taken.
 * Synchronous (each step is measured with a forced layout); pure DOM, no React.
 */
export function fitHeaderRow(row: HTMLElement): number {
  row.removeAttribute(HEADER_FIT_ATTRIBUTE);
  let taken = 0;
  while (taken < HEADER_FIT_STEPS.length && overflows(row)) {
    taken += 1;
    row.setAttribute(HEADER_FIT_ATTRIBUTE, HEADER_FIT_STEPS.slice(0, taken).join(' '));
  }
  return taken;
}

/**
 * Keeps the header row behind `ref` fitted (see the module docstring): fits it before the first paint, then again
 * (in the next animation frame, so a step's own size change never loops) whenever the row or a child changes size or
 * children are added or removed. Does nothing where ResizeObserver is missing (jsdom).
 */
export function useHeaderFit(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row || typeof ResizeObserver !== 'function') return undefined;
    fitHeaderRow(row);
    let frame = 0;
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fitHeaderRow(row));
    };
    const sizes = new ResizeObserver(refit);
    const observeAll = () => {
      sizes.disconnect();
      sizes.observe(row);
      for (const element of row.querySelectorAll<HTMLElement>(':scope > *, :scope > * > *')) sizes.observe(element);
    };
    observeAll();
    const children = new MutationObserver(() => {
      observeAll();
      refit();
    });
    children.observe(row, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      sizes.disconnect();
      children.disconnect();
    };
  }, [ref]);
}
