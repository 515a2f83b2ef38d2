/**
 * The place of the cookie notice message (chrome-and-consent §2 "Cookie notice message with close icon and link"; issue
 * #22 "The US cookie notice covers the filters until dismissed"). The notice is informational (no choice to make), so
 * it is part of the page rather than floating over it: a full-width row at the top of the page content, under the
 * header, that pushes the page down instead of covering the results page's filters, or anything else, at any width.
 * The consent layer renders the notice into this element ({@link cookieNoticeSlotAtom}).
 *
 * So that its arrival (after the cookie data provider answered and the consent layer's code loaded) moves nothing, the
 * row holds an invisible stand-in of the notice from the first render wherever the regime shows a notice
 * (`privacyRegimeAtom.cookieNotice`), unless this browser closed the notice before ({@link COOKIE_NOTICE_CLOSED_KEY}):
 * the same box, classes and text as the notice (so the same height at every width and in every language, the text
 * wrapping alike), `visibility: hidden` and `aria-hidden`. It is hidden by CSS the moment the notice is in the row, and
 * removed once the consent root knows the notice does not show ({@link cookieNoticeDecidedAtom}). Issue #23: a stand-in
 * of a fixed height (and dropped as soon as the provider answered, before the notice's code had loaded) let the front
 * door jump up 70 px and back down a second after the partner page said "Ready", under a user's (or a test's) press.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { defineMessages, useIntl } from 'react-intl';
import { frameLocalStorage, privacyRegimeAtom } from '../../state/index.ts';
import type { PlainMessages } from '../../ui/plain-messages.ts';
import { COOKIE_NOTICE_CLOSED_KEY } from './constants.ts';
import styles from './cookie-notice-slot.module.css';

const descriptors = defineMessages({
  noticeText: { id: 'consent.notice.text', defaultMessage: 'This site uses cookies.' },
  noticeLink: { id: 'consent.notice.link', defaultMessage: 'Cookie policy' },
});

/** The notice's line and link text, shared by the notice (privacy-notices.tsx) and its stand-in here. */
export const cookieNoticeMessages = descriptors as PlainMessages<typeof descriptors>;

/** The notice's classes (the row, its text, its close icon), shared by the notice and its stand-in so both measure alike. */
export const cookieNoticeClasses = { notice: styles.notice, text: styles.noticeText, close: styles.noticeClose } as const;

/** The slot element the cookie notice is rendered into; `null` before {@link CookieNoticeSlot} mounted. */
export const cookieNoticeSlotAtom = atom<HTMLElement | null>(null);

/** True once the consent root knows the notice does not show (the provider answered or failed, or it was closed). */
export const cookieNoticeDecidedAtom = atom(false);

/** The notice's invisible double (see the module docstring). */
function NoticeStandIn() {
  const t = useIntl().formatMessage;
  return (
    <div className={`${styles.notice} ${styles.standIn}`} aria-hidden="true" data-stand-in="">
      <p className={styles.noticeText}>
        {t(cookieNoticeMessages.noticeText)} <span>{t(cookieNoticeMessages.noticeLink)}</span>
      </p>
      <span className={styles.noticeClose}>×</span>
    </div>
  );
}

/** The cookie notice's row at the top of the page content (see the module docstring). Render it once, in the page. */
export function CookieNoticeSlot() {
  const setSlot = useSetAtom(cookieNoticeSlotAtom);
  const regime = useAtomValue(privacyRegimeAtom);
  const decided = useAtomValue(cookieNoticeDecidedAtom);
  const reserve = regime.cookieNotice && !decided && frameLocalStorage().getItem(COOKIE_NOTICE_CLOSED_KEY) === null;
  return (
    <div ref={setSlot} className={styles.noticeSlot}>
      {reserve ? <NoticeStandIn /> : null}
    </div>
  );
}
