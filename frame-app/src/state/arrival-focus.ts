/**
 * Focus on arriving at a page (issue #22, keyboard: "after Search and on reaching checkout focus is not moved"): a
 * keyboard or screen-reader user who pressed "Search" or "Select" would otherwise stay on a control that is gone,
 * with focus back at the top of the document. The page's heading (rendered with `tabIndex={-1}`) takes focus once
 * the page is ready (the results page: when its results have loaded), once per page path reached by a link or a
 * form (a PUSH navigation). Not on the first load of the frame or Back/Forward (POP: the browser's own focus stays),
 * nor when only the query changes on the same path (filters, sort, paging: focus stays where the user works).
 * Used by the search results pages and the booking page; a page heading of WCAG 2.4.3 "Focus order".
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Focuses `target` (a heading with `tabIndex={-1}`) when `ready` first holds for the current path after a PUSH
 * navigation (see the module docstring). Call inside the router.
 */
export function useArrivalFocus(target: RefObject<HTMLElement | null>, ready: boolean): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    if (navigationType === 'PUSH') target.current?.focus();
  }, [ready, pathname, navigationType, target]);
}
