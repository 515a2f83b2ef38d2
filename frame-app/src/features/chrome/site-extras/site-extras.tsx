/**
 * Site-wide pieces outside the page content (account-business-header-and-trips §2, §4, §9): above the header, the
 * offline (and cookies-disabled) banner, the site-wide message bar and the page-top announcement region; after the
 * page has settled (browser idle), the lazily loaded rest (deferred-extras.tsx): marketing-id sync, the ad-block
 * check and the snow. At the end of the page, before the footer, {@link SurveyLauncherSlot}: the place of the
 * "Feedback" launcher (loaded when the browser is idle). Only the banner, bar, region and slot are in the frame's first
 * script.
 */
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { useAtom, useAtomValue } from 'jotai';
import type { SiteWideMessage } from '@travel/contract';
import { bootstrapAtom, localeAtom, logger } from '../../../state/index.ts';
import { announcementAtom } from './announce.ts';
import { useConnectivity } from './connectivity.ts';
import { ANNOUNCEMENT_CLEAR_MS, SITE_MESSAGE_DISMISSED_KEY_PREFIX, SURVEY_LAUNCHER_IDLE_TIMEOUT_MS } from './constants.ts';
import { useNavigationState } from './navigation-state.ts';
import { isSurveyExcluded } from './rules.ts';
import { siteExtrasMessages as m } from './messages.ts';
import styles from './site-extras.module.css';

/**
 * The deferred chunk; a failed load (e.g. the visitor went offline before the browser was idle) is logged and renders
 * nothing: the chrome must never fall over because an extra could not load.
 */
const DeferredExtras = lazy<ComponentType>(() =>
  import('./deferred-extras.tsx').catch((error: unknown) => {
    logger.warn('site extras failed to load', error);
    return { default: () => null };
  }),
);

/** The survey launcher's chunk (survey-launcher.tsx); a failed load is logged and shows nothing. */
const SurveyLauncher = lazy<ComponentType>(() =>
  import('./survey-launcher.tsx').catch((error: unknown) => {
    logger.warn('Survey initialisation error', error);
    return { default: () => null };
  }),
);

/**
 * True once the browser is idle after the first render (requestIdleCallback, or a macrotask where missing); with
 * `timeoutMs`, at the latest that long after it (a busy page may have no idle period for a long time).
 */
function useIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 1);
    return () => clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}

/** The site-wide extras; rendered once, above the header. */
export function SiteExtras() {
  const idle = useIdle();
  return (
    <>
      <ConnectivityBanner />
      <MessageBar load={idle} />
      <Announcer />
      {idle ? (
        <Suspense fallback={null}>
          <DeferredExtras />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The place of the "Feedback" survey launcher (issue #22): a row at the end of the page content, before the footer,
 * kept at the launcher's height from the first render so the launcher's late arrival (10 s, survey-launcher.tsx)
 * moves nothing. Part of the page rather than floating over it: a floating button covered prices and the taxes line,
 * and sat over dialogs. Nothing on pages without a survey (checkout, confirmation, booking receipts).
 */
export function SurveyLauncherSlot() {
  const idle = useIdle(SURVEY_LAUNCHER_IDLE_TIMEOUT_MS);
  const { pathname } = useLocation();
  if (isSurveyExcluded(pathname)) return null;
  return (
    <div className={styles.surveySlot}>
      {idle ? (
        <Suspense fallback={null}>
          <SurveyLauncher />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The offline banner (a polite live region: announced without interrupting), shown while the browser is offline and gone when it is back
 * online; a note when the browser refuses cookies (account-business-header-and-trips §4 "Connectivity").
 */
function ConnectivityBanner() {
  const intl = useIntl();
  const connectivity = useConnectivity();
  useEffect(() => {
    if (connectivity !== 'online') logger.info('connectivity', connectivity);
  }, [connectivity]);
  return (
    <div aria-live="polite" className={styles.connectivity}>
      {connectivity === 'offline' ? <p className={styles.offline}>{intl.formatMessage(m.offline)}</p> : null}
      {connectivity === 'cookies-disabled' ? <p className={styles.cookies}>{intl.formatMessage(m.cookiesDisabled)}</p> : null}
    </div>
  );
}

function dismissedKey(message: SiteWideMessage): string {
  return `${SITE_MESSAGE_DISMISSED_KEY_PREFIX}${message.id}`;
}

function wasDismissed(message: SiteWideMessage): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(message)) !== null;
  } catch {
    return false;
  }
}

/**
 * The site-wide message bar (account-business-header-and-trips §2, §3 siteWideMessageState): the message the server
 * has for this partner and the frame's current language (from the page's bootstrap at first, then the navigation
 * state of the current locale; issue #22), as plain text, with an optional "More information" link and a dismiss button
 * (remembered for the browser session per message id). Nothing when there is none.
 */
function MessageBar({ load }: { load: boolean }) {
  const intl = useIntl();
  const state = useNavigationState(load);
  const boot = useAtomValue(bootstrapAtom);
  const { tag } = useAtomValue(localeAtom);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // The page's own message (bootstrap) for the locale the page was made in: there on the first paint, so the bar
  // does not arrive later and push the page down (issue #22); the loaded navigation state wins once it is there.
  const fromPage = tag === boot.locale ? (boot.siteMessage ?? null) : null;
  const message = state ? state.siteWideMessageState.message : fromPage;
  if (!message || dismissed === message.id || wasDismissed(message)) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(dismissedKey(message), '1');
    } catch (error) {
      logger.warn('could not remember the dismissed site message', error);
    }
    setDismissed(message.id);
  };
  const more = intl.formatMessage(m.messageMore);
  return (
    <section className={styles.messageBar} data-tone={message.tone} aria-label={intl.formatMessage(m.messageLabel)}>
      <p className={styles.messageText}>
        {message.text}{' '}
        {message.url ? (
          message.url.startsWith('/') ? (
            <Link className={styles.messageLink} to={message.url}>
              {more}
            </Link>
          ) : /^https:\/\//.test(message.url) ? (
            <a className={styles.messageLink} href={message.url} target="_blank" rel="noopener noreferrer">
              {more}
            </a>
          ) : null
        ) : null}
      </p>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={intl.formatMessage(m.messageDismiss)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}

/** The page-top announcement region: polite, cleared {@link ANNOUNCEMENT_CLEAR_MS} after each announcement. */
function Announcer() {
  const [announcement, setAnnouncement] = useAtom(announcementAtom);
  useEffect(() => {
    if (!announcement) return;
    const handle = setTimeout(() => setAnnouncement(null), ANNOUNCEMENT_CLEAR_MS);
    return () => clearTimeout(handle);
  }, [announcement, setAnnouncement]);
  return (
    <div className={styles.visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="page-announcement">
      {announcement?.text ?? ''}
    </div>
  );
}
