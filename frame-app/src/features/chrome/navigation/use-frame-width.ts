/**
 * The frame's width in CSS px (inside a partner page: the iframe's width), following resizes
 * (account-business-header-and-trips §4: the navigation layout follows the breakpoint).
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const widthNow = () => window.innerWidth;

/** `window.innerWidth`, re-rendering on every resize; 1024 while rendering without a window. */
export function useFrameWidth(): number {
  return useSyncExternalStore(subscribe, widthNow, () => 1024);
}
