/**
 * The place of the cookie notice message (chrome-and-consent §2 "Cookie notice message with close icon and link"; issue
 * #22 "The US cookie notice covers the filters until dismissed"). The notice is informational (no choice to make), so
 * it is part of the page rather than floating over it: a full-width row at the top of the page content, under the
 * header, that pushes the page down instead of covering the results page's filters, or anything else, at any width.
 * The consent layer renders the notice into this element ({@link cookieNoticeSlotAtom}).
 *
 * So that its arrival (after the cookie data provider answered) moves nothing, the row keeps the notice's height from
 * the first render wherever the regime shows a notice (`privacyRegimeAtom.cookieNotice`), until the consent root has
 * decided ({@link cookieNoticeDecidedAtom}), unless this browser closed the notice before
 * ({@link COOKIE_NOTICE_CLOSED_KEY}).
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { frameLocalStorage, privacyRegimeAtom } from '../../state/index.ts';
import { COOKIE_NOTICE_CLOSED_KEY } from './constants.ts';
import styles from './cookie-notice-slot.module.css';

/** The slot element the cookie notice is rendered into; `null` before {@link CookieNoticeSlot} mounted. */
export const cookieNoticeSlotAtom = atom<HTMLElement | null>(null);

/** True once the consent root knows whether the notice shows (the provider answered, or failed to). */
export const cookieNoticeDecidedAtom = atom(false);

/** The cookie notice's row at the top of the page content (see the module docstring). Render it once, in the page. */
export function CookieNoticeSlot() {
  const setSlot = useSetAtom(cookieNoticeSlotAtom);
  const regime = useAtomValue(privacyRegimeAtom);
  const decided = useAtomValue(cookieNoticeDecidedAtom);
  const reserve = regime.cookieNotice && !decided && frameLocalStorage().getItem(COOKIE_NOTICE_CLOSED_KEY) === null;
  return <div ref={setSlot} className={styles.noticeSlot} data-reserved={reserve ? '' : undefined} />;
}
