/**
 * Recovery for react-aria overlays whose exit animation is cancelled instead of finishing.
 *
 * react-aria-components keeps a closing `ModalOverlay` mounted (with `data-exiting`) until the CSS animations running
 * on it settle: it waits for `Promise.all(animation.finished)`. When such an animation is cancelled rather than
 * finished (an ancestor or the element gets `display: none`, e.g. React Suspense hiding content while it re-suspends,
 * or the animation is replaced), `finished` rejects; react-aria swallows the rejection and never unmounts. The
 * overlay then stays over the page, invisible but still catching clicks and hiding the page from assistive tech.
 *
 * {@link useExitAnimationRecovery} watches the animations of a closing overlay and, if one is cancelled, changes a
 * key: the caller puts it on the overlay, so React mounts a fresh, closed overlay (which renders nothing).
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** What {@link useExitAnimationRecovery} returns: the overlay's `ref` and the `key` to give it. */
export interface ExitAnimationRecovery<E extends Element> {
  ref: RefObject<E | null>;
  /** Changes after a cancelled exit animation; put it on the overlay element as its React `key`. */
  key: number;
}

/**
 * @param isOpen the overlay's open state (the same value given to `ModalOverlay`'s `isOpen`)
 * @returns the ref for the overlay element and the key that remounts it after a cancelled exit animation
 */
export function useExitAnimationRecovery<E extends Element = HTMLDivElement>(isOpen: boolean): ExitAnimationRecovery<E> {
  const ref = useRef<E | null>(null);
  const [key, setKey] = useState(0);
  useLayoutEffect(() => {
    const overlay = ref.current;
    if (isOpen || overlay === null || typeof overlay.getAnimations !== 'function') return undefined;
    let current = true;
    // Only animations already running when the overlay starts closing: its exit animation (and the modal's inside).
    for (const animation of overlay.getAnimations({ subtree: true })) {
      animation.finished.catch(() => {
        if (current) setKey((k) => k + 1);
      });
    }
    return () => {
      current = false;
    };
  }, [isOpen]);
  return { ref, key };
}
