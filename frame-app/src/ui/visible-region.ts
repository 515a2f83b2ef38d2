/**
 * Overlays in the part of the frame the visitor sees (issue #8). The frame is as tall as its content inside the
 * partner page, so `position: fixed; inset: 0` would centre a dialog in the whole frame, possibly far off screen
 * on a phone. The host SDK sends its scroll position (bridge `scroll` action, core-and-business §7); overlays
 * place themselves in {@link visibleRegionOf} that.
 */
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { hostScrollAtom, visibleRegionOf, type HostScroll, type VisibleRegion } from '../state/index.ts';

/**
 * The visible part of the frame (frame document px), or `null` when the frame is not embedded, the host has not
 * said, or none of it is on screen. Re-renders on every `scroll` message.
 */
export function useVisibleRegion(): VisibleRegion | null {
  const scroll = useAtomValue(hostScrollAtom);
  return visibleRegionOf(scroll, window.innerHeight);
}

/**
 * Whether a modal opening now should first bring the frame's top to the top of the host viewport (issue #22): the
 * frame's top edge is below the viewport's top (`frameTop` > 0, host viewport px) while the frame goes on below the
 * viewport's bottom, so the visible region is only the lower part of the screen and a dialog placed in it is cut
 * (its lower controls hidden in its own scroll). Scrolling anything in it into view (keyboard focus, a test driver)
 * then scrolls the partner page, the region follows that scroll, the control leaves the view again, and the partner
 * page ends at the frame's footer. With the frame's top at the viewport's top the region is the whole viewport and
 * moves with the partner page one to one, so the dialog stays put. `frameHeight`: the frame's height in CSS px.
 */
export function shouldRevealFrameTop(scroll: HostScroll | null, frameHeight: number): boolean {
  if (!scroll || scroll.frameTop <= 0) return false;
  return scroll.frameTop + frameHeight > scroll.viewportHeight;
}

/**
 * Style for a `position: fixed` overlay layer that should cover only the visible part of the frame: `top` and
 * `height` of the region (and `bottom: auto`), or `undefined` to keep the layer's own inset.
 * @param isOpen pass the overlay's open state: when it opens while only the lower part of the screen shows the frame
 *   ({@link shouldRevealFrameTop}), the frame's top is scrolled to the top of the host viewport (`scrollIntoView` of
 *   the frame's body, which Chromium carries to the embedding page; the bridge has no scroll action), so the
 *   overlay gets the whole viewport and the partner page does not chase it (issue #22). Omitted: no scrolling.
 */
export function useVisibleRegionStyle(isOpen?: boolean): CSSProperties | undefined {
  const region = useVisibleRegion();
  const store = useStore();
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    const opened = isOpen === true && !wasOpen.current;
    wasOpen.current = isOpen === true;
    if (opened && shouldRevealFrameTop(store.get(hostScrollAtom), window.innerHeight)) document.body.scrollIntoView?.({ block: 'start' });
  }, [isOpen, store]);
  return region ? { top: region.top, height: region.height, bottom: 'auto' } : undefined;
}

let boundary: HTMLDivElement | undefined;

/**
 * The positioning boundary for popovers (react-aria `boundaryElement`): a hidden, fixed element over the
 * visible part of the frame, so a list box flips above its field and limits its height to what the visitor
 * sees instead of opening below the screen. `undefined` (react-aria's default, the document body) when the
 * region is not known. One element per document, moved on every host scroll message.
 */
export function useVisibleRegionBoundary(): Element | undefined {
  const region = useVisibleRegion();
  if (!region) return undefined;
  if (!boundary?.isConnected) {
    boundary = document.createElement('div');
    boundary.setAttribute('aria-hidden', 'true');
    boundary.style.cssText = 'position:fixed;left:0;right:0;visibility:hidden;pointer-events:none';
    document.body.appendChild(boundary);
  }
  boundary.style.top = `${region.top}px`;
  boundary.style.height = `${region.height}px`;
  return boundary;
}
