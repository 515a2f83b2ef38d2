/**
 * Whether a CSS media query matches the frame's viewport, kept in sync as the frame resizes (the partner page
 * sizes the iframe, so the frame's own width decides: a dialog or a sheet on a phone-width frame, a dropdown on a
 * wide one). False where `matchMedia` is missing (old test environments) and during server rendering.
 */
import { useCallback, useSyncExternalStore } from 'react';

/**
 * @param query a media query, e.g. `(max-width: 767px)`
 * @returns whether it matches now; the component re-renders when that changes
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
