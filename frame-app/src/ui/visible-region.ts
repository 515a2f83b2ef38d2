/**
 * Overlays in the part of the frame the visitor sees (issue #8). The frame is as tall as its content inside the
 * partner page, so `position: fixed; inset: 0` would centre a dialog in the whole frame, possibly far off screen
 * on a phone. The host SDK sends its scroll position (bridge `scroll` action, core-and-business §7); overlays
 * place themselves in {@link visibleRegionOf} that.
 */
import type { CSSProperties } from 'react';
import { useAtomValue } from 'jotai';
import { hostScrollAtom, visibleRegionOf, type VisibleRegion } from '../state/index.ts';

/**
 * The visible part of the frame (frame document px), or `null` when the frame is not embedded, the host has not
 * said, or none of it is on screen. Re-renders on every `scroll` message.
 */
export function useVisibleRegion(): VisibleRegion | null {
  const scroll = useAtomValue(hostScrollAtom);
  return visibleRegionOf(scroll, window.innerHeight);
}

/**
 * Style for a `position: fixed` overlay layer that should cover only the visible part of the frame: `top` and
 * `height` of the region (and `bottom: auto`), or `undefined` to keep the layer's own inset.
 */
export function useVisibleRegionStyle(): CSSProperties | undefined {
  const region = useVisibleRegion();
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
