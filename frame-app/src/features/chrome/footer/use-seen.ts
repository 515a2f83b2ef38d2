/**
 * "Has the visitor reached the footer yet?" (chrome-and-consent §2, core-and-business §7: the footer brands are
 * loaded when the footer scrolls into view). Inside a partner page the frame is as tall as its content, so the
 * frame's own viewport always contains the footer; what counts is the partner page's viewport, which the host
 * SDK sends as the visible region (bridge `scroll`, ui/visible-region.ts). Rules:
 * - embedded and the region is known: seen when the element's box overlaps the visible region;
 * - embedded and the region not known yet: not seen (wait for the host);
 * - not embedded: seen when an IntersectionObserver reports the element intersecting the viewport;
 * - in every case: seen as soon as focus enters the element (keyboard users reach it by Tab).
 * Once seen it stays seen. Without IntersectionObserver (old browsers, jsdom) only the region and focus count.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useVisibleRegion } from '../../../ui/visible-region.ts';

/** Whether the frame runs inside another page (the partner's). */
function isEmbedded(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/**
 * Latches to true once `ref`'s element is in the visitor's view (see the module rules) or receives focus.
 * Re-checks on every host scroll message and whenever the frame's layout size changes (content loading above
 * the footer moves it).
 * @returns false until then, true afterwards
 */
export function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  const region = useVisibleRegion();
  const regionTop = region?.top;
  const regionHeight = region?.height;
  const embedded = isEmbedded();

  // Visible region of the partner page (embedded).
  useEffect(() => {
    const el = ref.current;
    if (seen || !embedded || regionTop === undefined || regionHeight === undefined || !el) return;
    const check = () => {
      // The region is in the frame's viewport coordinates (the iframe element's box), like the element's box.
      const box = el.getBoundingClientRect();
      if (box.height > 0 && box.top < regionTop + regionHeight && box.bottom > regionTop) setSeen(true);
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [seen, embedded, regionTop, regionHeight, ref]);

  // The frame's own viewport (not embedded).
  useEffect(() => {
    const el = ref.current;
    if (seen || embedded || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen, embedded, ref]);

  // Focus entering the element.
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const onFocusIn = () => setSeen(true);
    el.addEventListener('focusin', onFocusIn);
    return () => el.removeEventListener('focusin', onFocusIn);
  }, [seen, ref]);

  return seen;
}
