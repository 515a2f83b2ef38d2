/**
 * Google One Tap on the front door (account-business-header-and-trips §4 "Google One Tap": on success the page reloads
 * after 300 ms unless a callback is given; skip and dismiss are tracked; §7: POST /k/run/googleauth/login with confirm,
 * idToken, sticky and userInfo; §9: Google library load delay 2500 ms, 250 ms in server-side mode; §8: a library load
 * failure is tracked as load-failed).
 *
 * For signed-out visitors on `/`, after the load delay, the frame asks GET /k/run/googleauth/config where the credential
 * comes from (the choice, written down here):
 * - `gis` (production, a real Google client): Google Identity Services (`accounts.google.com/gsi/client`) shows
 *   Google's own One Tap prompt and hands its callback a credential, a Google ID token. The frame's CSP must allow
 *   that script and Google's frames for this mode.
 * - `popup` (the local OpenID provider, offline): this component shows its own small One Tap card; "Continue with
 *   Google" opens the provider's 500x640 pop-up (the same flow as the dialog's Google button, purpose `credential`),
 *   whose last page posts back the provider's ID token, the same kind of credential GIS hands over.
 * Either way the ID token goes to POST /k/run/googleauth/login, where the server checks it against the issuer's keys
 * (issuer, audience, expiry, and the nonce when it carries one). "Not now" hides it for the browsing session.
 */
import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'react-router';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { AUTH_VERIFY_STATUS, type GoogleConfig, type SocialVerifyReply } from '@travel/contract';
// Plain buttons, not the ui kit's react-aria Button: this card is on the first page, whose script leaves react-aria out.
import { buttonClassName } from '../../../ui/button-class.ts';
import { formTokenAtom, logger } from '../../../state/index.ts';
import { useAuthState } from '../../chrome/index.ts';
import { GOOGLE_LOAD_DELAY_MS, ONE_TAP_RELOAD_DELAY_MS } from '../constants.ts';
import { accountMessages as m } from '../messages.ts';
import { signInStateAtom, useSendSignInEvent } from '../sign-in/sign-in-atoms.ts';
import { fetchGoogleConfig, googleOneTapLogin } from './social-calls.ts';
import { openSocialPopup, SOCIAL_ERROR_TEXT } from './social-sign-in.ts';
import styles from '../notice.module.css';

/** sessionStorage key: One Tap was dismissed in this browsing session (value '1'). */
export const ONE_TAP_DISMISSED_KEY = 'travel.account.oneTapDismissed';
/** Google Identity Services' script. */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

function dismissed(): boolean {
  try {
    return window.sessionStorage.getItem(ONE_TAP_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** How the page reloads after a One Tap sign-in (tests replace it: jsdom cannot navigate). */
export const oneTapEnvironment = {
  reload: (): void => window.location.reload(),
};

/** Props of {@link GoogleOneTap}. */
export interface GoogleOneTapProps {
  /** Called after a One Tap sign-in instead of reloading the page 300 ms later (§4). */
  onSignedIn?: () => void;
  /** Delay before One Tap is offered, ms (default {@link GOOGLE_LOAD_DELAY_MS}). */
  loadDelayMs?: number;
}

type GoogleIdentity = {
  accounts: { id: { initialize(options: Record<string, unknown>): void; prompt(listener?: (n: { isSkippedMoment?: () => boolean; isDismissedMoment?: () => boolean }) => void): void } };
};

/** Loads GIS and shows Google's prompt; `onCredential` gets its ID token. @throws on a load failure */
async function promptWithGis(config: GoogleConfig, onCredential: (idToken: string) => void): Promise<void> {
  const win = window as unknown as { google?: GoogleIdentity };
  if (!win.google) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = GIS_SCRIPT_URL;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('load-failed'));
      document.head.append(script);
    });
  }
  const google = win.google;
  if (!google) throw new Error('load-failed');
  google.accounts.id.initialize({ client_id: config.clientId, callback: (r: { credential: string }) => onCredential(r.credential), cancel_on_tap_outside: true });
  google.accounts.id.prompt((n) => {
    if (n.isSkippedMoment?.()) logger.info('google one tap', 'skipped');
    if (n.isDismissedMoment?.()) logger.info('google one tap', 'dismissed');
  });
}

/**
 * Render once inside the router (the root layout): offers One Tap on the front door to signed-out visitors (see the
 * module docstring). Renders nothing elsewhere, while signed in, or when Google or One Tap is off.
 */
export function GoogleOneTap({ onSignedIn, loadDelayMs = GOOGLE_LOAD_DELAY_MS }: GoogleOneTapProps) {
  const intl = useIntl();
  const auth = useAuthState();
  const { pathname } = useLocation();
  const dialogOpen = useAtomValue(signInStateAtom).view !== null;
  const setFormToken = useSetAtom(formTokenAtom);
  const send = useSendSignInEvent();
  const [config, setConfig] = useState<GoogleConfig | null>(null);
  const [hidden, setHidden] = useState(dismissed);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const due = pathname === '/' && !!auth && !auth.loggedInSession && auth.allowSignIn && !hidden;

  const land = (reply: SocialVerifyReply) => {
    if (reply.status === AUTH_VERIFY_STATUS.success) {
      setFormToken(reply.formtoken);
      setHidden(true);
      if (onSignedIn) onSignedIn();
      else window.setTimeout(() => oneTapEnvironment.reload(), ONE_TAP_RELOAD_DELAY_MS);
      return;
    }
    if (reply.status === AUTH_VERIFY_STATUS.error && reply.errorCode === 'ACCOUNT_LOCKED') {
      setHidden(true);
      send({ type: 'SHOW', view: 'lockedAccount' });
      return;
    }
    if (reply.status === AUTH_VERIFY_STATUS.link) setError(reply.message === 'l' ? m.socialNotLinkable : m.socialFailed);
    else setError(SOCIAL_ERROR_TEXT[reply.errorCode] ?? m.socialFailed);
  };
  const signIn = async (idToken: string) => {
    try {
      land(await googleOneTapLogin(idToken));
    } catch (e) {
      logger.warn('one tap sign-in failed', e);
      setError(m.socialFailed);
    }
  };

  useEffect(() => {
    if (!due) return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      void fetchGoogleConfig()
        .then((c) => {
          if (!live || !c.enabled || c.oneTap === 'off') return;
          if (c.oneTap === 'gis') void promptWithGis(c, (token) => void signIn(token)).catch(() => logger.info('google one tap', 'load-failed'));
          else setConfig(c);
        })
        .catch((e: unknown) => logger.warn('google config unavailable', e));
    }, loadDelayMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // signIn only closes over stable setters and props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due, loadDelayMs]);

  if (!due || dialogOpen || !config || config.oneTap !== 'popup') return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(ONE_TAP_DISMISSED_KEY, '1');
    } catch {
      // Storage refused: hidden until the next page load only.
    }
    logger.info('google one tap', 'dismissed');
    setHidden(true);
  };
  const continueWithGoogle = () => {
    setError(null);
    // Opened synchronously in the press (pop-up blockers).
    const opened = openSocialPopup('google', 'credential');
    if (!opened) {
      setError(m.socialPopupBlocked);
      return;
    }
    void opened.result.then((result) => {
      if (result.kind === 'credential') void signIn(result.credential);
      else if (result.kind === 'refused') setError(SOCIAL_ERROR_TEXT[result.errorCode] ?? m.socialFailed);
      else if (result.kind === 'error' && result.error !== 'cancelled') setError(result.error === 'expired' ? m.socialExpired : m.socialFailed);
    });
  };
  return (
    <section className={styles.notice} aria-label={intl.formatMessage(m.socialOneTapRegion)}>
      <p className={styles.text}>{intl.formatMessage(m.socialOneTapText)}</p>
      {error ? (
        <p role="alert" className={styles.text}>
          {intl.formatMessage(error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('primary')} onClick={continueWithGoogle}>
          {intl.formatMessage(m.socialOneTapContinue)}
        </button>
        <button type="button" className={buttonClassName('secondary')} onClick={dismiss}>
          {intl.formatMessage(m.socialOneTapDismiss)}
        </button>
      </div>
    </section>
  );
}
