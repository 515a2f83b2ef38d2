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
