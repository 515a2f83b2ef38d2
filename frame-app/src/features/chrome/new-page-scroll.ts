/**
 * A new page starts at its top (what every site does on a link): after a navigation to another page (a PUSH to a
 * different path, e.g. "Select" far down a results list opening the booking page), the frame's top is brought into
 * the visitor's view when it is above it. Inside a partner page the frame is as tall as its content and the partner
 * page scrolls, so without this the visitor lands mid-way down the new page (the partner page keeps its scroll
 * position). The host's `scroll` reports (hostScrollAtom) say where the visitor is; `scrollIntoView` of the frame's
 * top is carried to the embedding page by the browser (as the currency picker does; the bridge has no frame -> host
 * scroll action). Back/Forward (POP) and same-path changes (filters, sort, paging written to the URL) keep their place:
 * the results list restores its own position (search feature scroll-restore.ts).
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'jotai';
import { useLocation, useNavigationType } from 'react-router';
import { hostScrollAtom } from '../../state/index.ts';

/**
 * Whether the frame's top is above what the visitor sees: inside a partner page when the frame's top edge is above the
 * host viewport (`frameTop`, host viewport px, negative once scrolled past); standalone when the frame is scrolled.
 */
export function frameTopHidden(host: { frameTop: number } | null, frameScrollY: number): boolean {
  if (frameScrollY > 0) return true;
  return host !== null && host.frameTop < 0;
}

/** Call once inside the router (the root layout). */
export function useNewPageAtTop(): void {
  const store = useStore();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (!changed || navigationType !== 'PUSH') return;
    if (!frameTopHidden(store.get(hostScrollAtom), window.scrollY)) return;
    window.scrollTo({ top: 0 });
    document.body.scrollIntoView?.({ block: 'start' });
  }, [pathname, navigationType, store]);
}
