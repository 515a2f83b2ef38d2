/**
 * The inbox sync page, route `/trips/inbox-sync` (issue #26 "Inbox sync"; INBOX_SYNC; account-business-header-and-
 * trips §7 Gmail subscription calls, §8 Gmail subscription errors).
 *
 * Data: the route {@link loader} reads GET /inbox/status (a visitor gets `signedIn: false`); after every change and
 * after a sign-in the route revalidates.
 *
 * States:
 * - loading: the route's HydrateFallback ("Loading inbox sync…"); a failed load: role="alert" and "Try again";
 * - signed out: why to sign in and a "Sign in" button (the sign-in dialog, signInRequestAtom);
 * - not connected: "Connect Gmail" opens the Google pop-up (popup.ts), then POST …/gmail/subscription with its code and
 *   POST /inbox/gmail/subscribe; while it runs the button is disabled and a role="status" line says to continue in the
 *   Google window; a failure shows role="alert" with the §8 error's text (the first error's code: the frame's own words
 *   for known codes, else its errorMessage), a blocked, cancelled or expired pop-up its own text;
 * - PENDING (authorised, not subscribed: the subscribe call failed): "Finish connecting";
 * - connected: the mailbox, the private forwarding address (read-only field, "Copy address") and "Disconnect mailbox";
 * - recent confirmations (newest first): subject, sender, date, outcome (added, already in trips, no booking found,
 *   unusable) and each reservation with a link to its trip; none yet: an empty-state line.
 * Everything from mail is display text already (sanitised by the server) and rendered as text, never as HTML.
 */
import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import { useAtomValue, useSetAtom } from 'jotai';
import type { InboxMessage, InboxStatus } from '@travel/contract';
import { logger, signInRequestAtom, signedInEventAtom } from '../../state/index.ts';
import { Button } from '../../ui/index.ts';
import { dateTimeFormat } from '../../ui/format.ts';
import { apiErrorText } from '../chrome/index.ts';
import { fetchInboxStatus, requestGmailSubscription, subscribeGmail, unsubscribeGmail } from './api.ts';
import { inboxSyncMessages as m } from './messages.ts';
import { openInboxPopup, type InboxPopupResult } from './popup.ts';
import styles from './inbox-sync.module.css';

/**
 * Frame paths of the trips pages (contract TripSummary `tripUrl.url` is `/trips/{fullTripId}`), written here instead of
 * imported: the trips page links to this page, and an import back would be a cycle between the two features.
 */
const TRIPS_PATH = '/trips';
const tripPagePath = (fullTripId: string) => `${TRIPS_PATH}/${encodeURIComponent(fullTripId)}`;

type LoaderData = { ok: true; status: InboxStatus } | { ok: false };

/** Route loader: the account's inbox sync status, or `{ ok: false }` when it could not be loaded. */
export async function loader({ request }: { request: Request }): Promise<LoaderData> {
  try {
    return { ok: true, status: await fetchInboxStatus(request.signal) };
  } catch (error) {
    logger.warn('inbox sync status failed', error);
    return { ok: false };
  }
}

const OUTCOME_TEXT: Record<InboxMessage['outcome'], MessageDescriptor> = {
  IMPORTED: m.outcomeImported,
  DUPLICATE: m.outcomeDuplicate,
  NO_MARKUP: m.outcomeNoMarkup,
  UNUSABLE: m.outcomeUnusable,
};

const POPUP_TEXT: Partial<Record<string, MessageDescriptor>> = { cancelled: m.popupCancelled, expired: m.popupExpired, failed: m.failed };

type Notice = { role: 'status' | 'alert'; text: string } | null;

function MessageItem({ message }: { message: InboxMessage }) {
  const intl = useIntl();
  const when = dateTimeFormat(intl.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(message.receivedAt));
  const headingId = `inbox-message-${message.id}`;
  return (
    <li>
      <article className={styles.message} aria-labelledby={headingId}>
        <div className={styles.messageHead}>
          <h3 id={headingId} className={styles.messageTitle}>{message.subject}</h3>
          <span className={`${styles.badge} ${message.outcome === 'IMPORTED' ? styles.badgeImported : ''}`}>{intl.formatMessage(OUTCOME_TEXT[message.outcome])}</span>
        </div>
        <p className={styles.muted}>
          {intl.formatMessage(m.from, { sender: message.from })} · <time dateTime={message.receivedAt}>{when}</time>
        </p>
        {message.reservations.length > 0 ? (
          <ul className={styles.reservations}>
            {message.reservations.map((r, i) => (
              <li key={`${r.reservationNumber}-${i}`}>
                {intl.formatMessage(m.reservation, { title: r.title, number: r.reservationNumber })}
                {r.fullTripId ? (
                  <>
                    {' · '}
                    <Link to={tripPagePath(r.fullTripId)}>{intl.formatMessage(m.addedTo, { trip: r.tripName ?? r.fullTripId })}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

/** The inbox sync page (react-router lazy route module export); see the module docstring. */
export function Component() {
  const intl = useIntl();
  const data = useLoaderData() as LoaderData;
  const { revalidate, state } = useRevalidator();
  const requestSignIn = useSetAtom(signInRequestAtom);
  const signIns = useAtomValue(signedInEventAtom);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [copied, setCopied] = useState(false);

  // Signed in since the loader ran: load again.
  useEffect(() => {
    if (signIns > 0) void revalidate();
  }, [signIns, revalidate]);

  /** §8: the first error's text (the frame's words for its code, else its localized description or description). */
  const errorText = (error: unknown): string => apiErrorText(intl, error, m.failed);

  async function finishConnecting(code: string | null) {
    if (code) await requestGmailSubscription(code);
    await subscribeGmail();
    await revalidate();
    setNotice({ role: 'status', text: intl.formatMessage(m.connectedDone) });
  }

  function connect() {
    setNotice(null);
    const pending = openInboxPopup();
    if (!pending) {
      setNotice({ role: 'alert', text: intl.formatMessage(m.popupBlocked) });
      return;
    }
    setBusy(true);
    void (async () => {
      try {
        const result: InboxPopupResult = await pending;
        if (result.kind === 'code') await finishConnecting(result.code);
        else if (result.kind === 'start-failed') setNotice({ role: 'alert', text: errorText(result.error) });
        else if (result.kind === 'error' && result.error === 'scope') setNotice({ role: 'alert', text: intl.formatMessage(m.scopeNotGranted) });
        else if (result.kind === 'error') setNotice({ role: 'alert', text: intl.formatMessage(POPUP_TEXT[result.error] ?? m.failed) });
      } catch (error) {
        logger.warn('inbox sync connection failed', error);
        setNotice({ role: 'alert', text: errorText(error) });
      } finally {
        setBusy(false);
      }
    })();
  }

  async function run(change: () => Promise<unknown>, done?: MessageDescriptor) {
    setBusy(true);
    setNotice(null);
    try {
      await change();
      await revalidate();
      if (done) setNotice({ role: 'status', text: intl.formatMessage(done) });
    } catch (error) {
      logger.warn('inbox sync change failed', error);
      setNotice({ role: 'alert', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  const heading = (
    <>
      <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
    </>
  );

  if (!data.ok) {
    return (
      <section className={styles.page}>
        {heading}
        <div role="alert" className={styles.box}>
          <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
          <Button variant="secondary" isDisabled={state === 'loading'} onPress={() => void revalidate()}>{intl.formatMessage(m.retry)}</Button>
        </div>
      </section>
    );
  }

  const { status } = data;
  if (!status.signedIn) {
    return (
      <section className={styles.page}>
        {heading}
        <div className={styles.box}>
          <p>{intl.formatMessage(m.signedOut)}</p>
          <Button variant="primary" onPress={() => requestSignIn('inbox-sync')}>{intl.formatMessage(m.signIn)}</Button>
        </div>
      </section>
    );
  }

  const sub = status.subscription;
  return (
    <section className={styles.page} aria-busy={busy || state === 'loading' || undefined}>
      {heading}
      <div aria-live="polite">
        {notice ? <p role={notice.role} className={notice.role === 'alert' ? styles.error : styles.success}>{notice.text}</p> : null}
        {busy && !sub ? <p role="status" className={styles.muted}>{intl.formatMessage(m.connecting)}</p> : null}
      </div>
      <div className={styles.box}>
        {!sub ? (
          <Button variant="primary" isDisabled={busy} onPress={connect}>{intl.formatMessage(m.connectGmail)}</Button>
        ) : sub.status === 'PENDING' ? (
          <>
            <p>{intl.formatMessage(m.pending, { email: sub.mailboxEmail })}</p>
            <div className={styles.actions}>
              <Button variant="primary" isDisabled={busy} onPress={() => void run(() => finishConnecting(null))}>{intl.formatMessage(m.finish)}</Button>
              <Button variant="secondary" isDisabled={busy} onPress={() => void run(unsubscribeGmail, m.disconnected)}>{intl.formatMessage(m.disconnect)}</Button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.connected}>{intl.formatMessage(m.connected, { email: sub.mailboxEmail })}</p>
            {status.forwardingAddress ? (
              <div className={styles.forwarding}>
                <label htmlFor="inbox-forwarding-address" className={styles.label}>{intl.formatMessage(m.forwardingLabel)}</label>
                <input id="inbox-forwarding-address" className={styles.address} readOnly value={status.forwardingAddress} aria-describedby="inbox-forwarding-help" onFocus={(e) => e.currentTarget.select()} />
                <p id="inbox-forwarding-help" className={styles.muted}>{intl.formatMessage(m.forwardingHelp)}</p>
              </div>
            ) : null}
            <div className={styles.actions}>
              {status.forwardingAddress ? (
                <Button
                  variant="secondary"
                  onPress={() => {
                    void navigator.clipboard?.writeText(status.forwardingAddress ?? '').then(() => setCopied(true), () => setCopied(false));
                  }}
                >
                  {intl.formatMessage(m.copy)}
                </Button>
              ) : null}
              <Button variant="secondary" isDisabled={busy} onPress={() => void run(unsubscribeGmail, m.disconnected)}>{intl.formatMessage(m.disconnect)}</Button>
            </div>
            {copied ? <p role="status" className={styles.success}>{intl.formatMessage(m.copied)}</p> : null}
          </>
        )}
      </div>
      <section aria-labelledby="inbox-recent" className={styles.recent}>
        <h2 id="inbox-recent" className={styles.sectionTitle}>{intl.formatMessage(m.recentHeading)}</h2>
        {status.messages.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.noMessages)}</p>
        ) : (
          <ul className={styles.messages}>
            {status.messages.map((message) => <MessageItem key={message.id} message={message} />)}
          </ul>
        )}
      </section>
      <p>
        <Link to={TRIPS_PATH}>{intl.formatMessage(m.tripsLink)}</Link>
      </p>
    </section>
  );
}
