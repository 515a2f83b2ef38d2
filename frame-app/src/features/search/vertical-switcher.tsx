/**
 * Vertical switcher of the results pages: `<nav aria-label="Search other verticals">` with links "Flights",
 * "Hotels", "Cars", "Trains", "Packages". Each link's href is the target vertical's front door, prefilled
 * from the current search where fields carry over.
 *
 * Friendly search URL (chrome-and-consent §4, §7; account-business-header-and-trips §7): when
 * FRIENDLY_SEARCH_URL_ENABLED, the source and target verticals differ and both are in
 * FRIENDLY_SEARCH_URL_VERTICALS, a plain click instead POSTs (form-encoded, X-CSRF, through the api client)
 * originalVertical, conversionVertical and searchUrlToConvert (the current results path and query, without
 * the basename) to /s/horizon/common/layout/FriendlySearchUrlAction and navigates to `convertedUrl`. On a
 * failure or a null `convertedUrl` it logs 'Error resolving friendly url' and follows the plain link.
 * Modified clicks (new tab/window) always follow the plain link.
 *
 * Narrow frames (issue #11 "the vertical tabs show that they scroll"): the links stay on one line in a horizontal
 * scroller; an edge that hides more links fades out, and a "‹" / "›" button on that side scrolls by most of the
 * visible width ("Scroll to earlier verticals" / "Scroll to more verticals"), beside the scroller so it never covers a
 * link (issue #22). The current vertical's link is
 * scrolled into view when the page opens.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import { VERTICALS, type ResultsUrl, type Vertical } from '@travel/contract';
import { logger } from '../../state/index.ts';
import { resolveFriendlySearchUrl } from './api.ts';
import { FRIENDLY_SEARCH_URL_ENABLED, FRIENDLY_SEARCH_URL_VERTICALS } from './constants.ts';
import { buildPrefilledFrontDoorPath, type PlaceNames } from './results-links.ts';
import { searchMessages as m, verticalMessages } from './messages.ts';
import { resultsMessages as rm } from './results-messages.ts';
import styles from './results.module.css';

/** Whether a switch from `source` to `target` goes through the friendly search URL conversion. */
export function usesFriendlySearchUrl(source: Vertical, target: Vertical, enabled = FRIENDLY_SEARCH_URL_ENABLED, verticals: readonly Vertical[] = FRIENDLY_SEARCH_URL_VERTICALS): boolean {
  return enabled && source !== target && verticals.includes(source) && verticals.includes(target);
}

/** Share of the visible width one press of a scroll button moves. */
const SCROLL_STEP_SHARE = 0.8;

/** Which ends of a horizontal scroller hide content (1 px of slack for sub-pixel widths). */
function overflowOf(el: HTMLElement | null): { before: boolean; after: boolean } {
  if (!el) return { before: false, after: false };
  const start = Math.abs(el.scrollLeft);
  return { before: start > 1, after: start + el.clientWidth < el.scrollWidth - 1 };
}

/** Props of {@link VerticalSwitcher}. */
export interface VerticalSwitcherProps {
  results: ResultsUrl;
  /** Place names of the current search, to prefill the plain links. */
  places?: PlaceNames;
}

/** The vertical switcher of a results page. */
export function VerticalSwitcher({ results, places }: VerticalSwitcherProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const source = results.vertical;
  const scroller = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const next = overflowOf(scroller.current);
    setOverflow((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
  }, []);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // The current vertical in view, sideways only (scrollIntoView could also scroll the partner page).
    const current = el.querySelector<HTMLElement>('[aria-current="page"]');
    const left = current ? current.offsetLeft - el.offsetLeft : 0;
    if (current && left + current.offsetWidth > el.clientWidth) el.scrollLeft = left;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: direction * rtl * el.clientWidth * SCROLL_STEP_SHARE, behavior: 'smooth' });
  };

  async function follow(event: MouseEvent<HTMLAnchorElement>, target: Vertical, plain: string) {
    if (!usesFriendlySearchUrl(source, target)) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const current = `${location.pathname}${location.search}`;
    try {
      const converted = await resolveFriendlySearchUrl(source, target, current);
      if (converted) {
        void navigate(converted);
        return;
      }
      logger.warn('Error resolving friendly url', { source, target, reason: 'no convertedUrl' });
    } catch (error) {
      logger.warn('Error resolving friendly url', error);
    }
    void navigate(plain);
  }

  return (
    <nav className={styles.switcher} aria-label={intl.formatMessage(m.switcherLabel)} data-overflow-before={overflow.before || undefined} data-overflow-after={overflow.after || undefined}>
      {overflow.before ? (
        <button type="button" className={styles.switcherScroll} aria-label={intl.formatMessage(rm.scrollVerticalsBack)} onClick={() => scrollBy(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      <ul ref={scroller} className={styles.switcherList}>
        {VERTICALS.map((v) => {
          const plain = buildPrefilledFrontDoorPath(v, results, places);
          return (
            <li key={v}>
              <Link to={plain} aria-current={v === source ? 'page' : undefined} className={styles.switcherLink} onClick={(e) => void follow(e, v, plain)}>
                {intl.formatMessage(verticalMessages[v])}
              </Link>
            </li>
          );
        })}
      </ul>
      {overflow.after ? (
        <button type="button" className={styles.switcherScroll} aria-label={intl.formatMessage(rm.scrollVerticalsForward)} onClick={() => scrollBy(1)}>
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </nav>
  );
}
