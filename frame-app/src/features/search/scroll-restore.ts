/**
 * Back to the same place in a results list (issue #11: "Back from details or booking returns to the same scroll
 * position with the same page count").
 *
 * Inside a partner page the frame is as tall as its content and the partner page scrolls, not the frame (the
 * host SDK sizes the iframe; the bridge `scroll` action tells the frame which part of it the visitor sees:
 * state/frame-events.ts hostScrollAtom). So React Router's ScrollRestoration (window.scrollY of the frame)
 * cannot help. Instead, when the visitor is about to leave the list (a press inside the results: an offer's
 * link or "Select"), the offer at the top of what they see and how far above it they were scrolled are kept under
 * the history entry's key (in memory, and in sessionStorage where a cross-site frame may use it). When that entry is shown again by Back/Forward (navigation type
 * POP) and its list has rendered (the loader asks for the same page count, the page count being in the URL),
 * the same offer is brought back to the same place: inside a partner page through `scrollIntoView` of a probe
 * at that frame position, which Chromium and the other engines carry to the embedding page (the bridge has no
 * frame -> host scroll action; the currency picker scrolls the partner page the same way), checked against the
 * host's `scroll` reports and repeated every RESTORE_RETRY_MS while the frame is still growing to its full height;
 * standalone, with `window.scrollTo`.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useStore } from 'jotai';
import { useLocation, useNavigationType } from 'react-router';
import { hostScrollAtom, type HostScroll } from '../../state/index.ts';

/** sessionStorage key prefix of a saved list position (one entry per history entry key). */
export const SCROLL_STORAGE_PREFIX = 'travel.results.scroll.';
/** Attribute naming an offer's `<li>` (its id), the anchor of a saved position. */
export const OFFER_ID_ATTRIBUTE = 'data-offer-id';
/** A restore is done once the visible top is within this many px of the target. */
export const RESTORE_TOLERANCE_PX = 4;
/** Interval between restore attempts while the frame grows to its full height, ms. */
export const RESTORE_RETRY_MS = 100;
/** Restore attempts before giving up (RESTORE_RETRY_MS apart: 5 s). */
export const RESTORE_ATTEMPTS = 50;
/** Consecutive checks at the target that end a restore (the frame may still change height just after). */
export const RESTORE_SETTLED_CHECKS = 2;

/** Where the visitor was: the anchor offer and the px from its top to the top of what they saw; `top` as fallback. */
export interface SavedListPosition {
  offerId: string | null;
  offsetPx: number;
  top: number;
}

/**
 * The frame document's y (px) at the top of what the visitor sees: from the host's report (plus the frame
 * document's own scroll, normally 0 inside a partner page), else the frame's own scroll.
 */
export function visibleTop(scroll: HostScroll | null, ownScrollY: number): number {
  return scroll ? Math.max(0, -scroll.frameTop) + ownScrollY : ownScrollY;
}

function documentTop(el: Element): number {
  return el.getBoundingClientRect().top + window.scrollY;
}

/** The position to save: the first offer whose bottom is below `top` (frame document px), and the offset into it. */
export function measureListPosition(list: Element | null, top: number): SavedListPosition {
  const items = list ? Array.from(list.querySelectorAll(`[${OFFER_ID_ATTRIBUTE}]`)) : [];
  for (const item of items) {
    const itemTop = documentTop(item);
    if (itemTop + item.getBoundingClientRect().height > top) return { offerId: item.getAttribute(OFFER_ID_ATTRIBUTE), offsetPx: top - itemTop, top };
  }
  return { offerId: null, offsetPx: 0, top };
}

/** The frame y to bring to the top again: the anchor offer's top plus the saved offset, else the saved top. */
export function targetOf(list: Element | null, saved: SavedListPosition): number {
  const anchor = saved.offerId && list ? Array.from(list.querySelectorAll(`[${OFFER_ID_ATTRIBUTE}]`)).find((el) => el.getAttribute(OFFER_ID_ATTRIBUTE) === saved.offerId) : undefined;
  return Math.max(0, anchor ? documentTop(anchor) + saved.offsetPx : saved.top);
}

/** Saved positions by history entry key, in memory (sessionStorage is often denied to a cross-site frame). */
const memory = new Map<string, SavedListPosition>();

function read(key: string): SavedListPosition | null {
  const kept = memory.get(key);
  if (kept) return kept;
  try {
    const raw = sessionStorage.getItem(SCROLL_STORAGE_PREFIX + key);
    return raw ? (JSON.parse(raw) as SavedListPosition) : null;
  } catch {
    return null;
  }
}

function write(key: string, position: SavedListPosition): void {
  memory.set(key, position);
  try {
    sessionStorage.setItem(SCROLL_STORAGE_PREFIX + key, JSON.stringify(position));
  } catch {
    // Denied (a cross-site frame) or full: memory only, so a reload of the frame starts at the top.
  }
}

/** Brings frame y `y` to the top of what the visitor sees (see the module comment). */
function scrollFrameTo(y: number, embedded: boolean): void {
  if (!embedded) {
    window.scrollTo({ top: y });
    return;
  }
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = `position:absolute;left:0;top:${y}px;width:1px;height:1px;pointer-events:none;visibility:hidden`;
  document.body.appendChild(probe);
  probe.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  probe.remove();
  // The frame document itself must stay at its top (it is not meant to scroll inside the partner page).
  if (window.scrollY !== 0) window.scrollTo({ top: 0 });
}

/**
 * Saves and restores the list position of a results page (see the module comment).
 * @param listRef the offers list (`<ul>` whose items carry {@link OFFER_ID_ATTRIBUTE})
 * @param ready true once the list shows the loaded offers
 * @returns `save`, to call when the visitor presses something inside the results (capture phase)
 */
export function useResultsScrollRestoration(listRef: RefObject<HTMLElement | null>, ready: boolean): () => void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const store = useStore();
  /** The history entry whose position was restored (or given up on). */
  const done = useRef<string | null>(null);

  const save = useCallback(() => {
    write(location.key, measureListPosition(listRef.current, visibleTop(store.get(hostScrollAtom), window.scrollY)));
  }, [location.key, listRef, store]);

  useEffect(() => {
    if (!ready || navigationType !== 'POP' || done.current === location.key) return;
    const saved = read(location.key);
    // Nothing to do when the visitor saw the frame's top (the list then starts where it did).
    if (!saved || saved.top <= 0) return;
    let attempts = 0;
    let settled = 0;
    const tick = (): void => {
      const scroll = store.get(hostScrollAtom);
      // Inside a partner page the frame document itself is not meant to scroll (a probe may have scrolled it
      // while the iframe was still shorter than its content).
      if (scroll !== null && window.scrollY !== 0) window.scrollTo({ top: 0 });
      const target = targetOf(listRef.current, saved);
      const there = attempts > 0 && Math.abs(visibleTop(scroll, window.scrollY) - target) <= RESTORE_TOLERANCE_PX;
      settled = there ? settled + 1 : 0;
      if (settled >= RESTORE_SETTLED_CHECKS || attempts >= RESTORE_ATTEMPTS) {
        done.current = location.key;
        clearInterval(timer);
        return;
      }
      if (there) return;
      attempts += 1;
      scrollFrameTo(target, scroll !== null);
    };
    const timer = setInterval(tick, RESTORE_RETRY_MS);
    tick();
    return () => clearInterval(timer);
  }, [ready, navigationType, location.key, listRef, store]);

  return save;
}
