/**
 * The header's notifications area (issue #12; account-business-header-and-trips §2 "Other surfaces: a notifications
 * area", §3 "Notification", §7 clearNotification): a bell button named "Notifications" ("Notifications, n new" when
 * there are any) opening a popover that lists the account's NEW_SHARED_TRIP notifications, newest first: the sharer's
 * avatar (decorative), "{owner} shared the trip {tripName} with you" linking to the trip page (/trips/{tripId}), and
 * how long ago (from the timestamp, seconds since the epoch). "Dismiss" clears that trip's notification
 * (POST clearNotification) and reloads the trips store; a failure says so and keeps the item.
 * Only for signed-in accounts; loaded lazily by the header (react-aria), with a disabled stand-in meanwhile.
 */
import { useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from '../../ui/router-link.tsx';
import { useSetAtom } from 'jotai';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import type { TripNotification } from '@travel/contract';
import { logger } from '../../state/index.ts';
import { clearNotification } from './api.ts';
import { reloadTripsStoreAtom } from './store.ts';
import { tripsDrawerMessages as m } from './drawer-messages.ts';
import { BellIcon } from './trips-icons.tsx';
import { notificationsLabelText } from './notifications-label.ts';
import styles from './trips-header.module.css';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", "now": the time since `timestampSec` (seconds since the epoch) at `nowMs`, in the
 * largest whole unit, in the frame's locale.
 */
export function relativeTimeText(intl: IntlShape, timestampSec: number, nowMs: number): string {
  const ago = Math.max(0, Math.round(nowMs / 1000 - timestampSec));
  for (const [unit, seconds] of UNITS) {
    if (ago >= seconds) return intl.formatRelativeTime(-Math.floor(ago / seconds), unit, { numeric: 'auto' });
  }
  return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
}

/** The bell and its popover for the loaded notifications (see the module docstring). */
export function TripsNotifications({ notifications }: { notifications: readonly TripNotification[] }) {
  const intl = useIntl();
  const reload = useSetAtom(reloadTripsStoreAtom);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  // The dismissed item (and its focused button) goes: focus moves to the list's container, still inside the popover.
  const sectionRef = useRef<HTMLDivElement>(null);
  const sorted = [...notifications].sort((a, b) => b.timestamp - a.timestamp);
  const onDismiss = async (tripId: string) => {
    setBusy(tripId);
    setFailed(false);
    try {
      await clearNotification(tripId);
      await reload();
      sectionRef.current?.focus();
    } catch (error) {
      logger.warn('notifications: dismiss failed', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <DialogTrigger>
      <Button className={styles.headerButton} aria-label={notificationsLabelText(intl, notifications.length)}>
        <BellIcon />
        {notifications.length > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {notifications.length}
          </span>
        ) : null}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog} aria-label={intl.formatMessage(m.notificationsTitle)}>
          {({ close }) => (
            <div className={styles.section} ref={sectionRef} tabIndex={-1}>
              {sorted.length === 0 ? <p className={styles.note}>{intl.formatMessage(m.notificationsEmpty)}</p> : null}
              {failed ? (
                <p className={styles.note} role="alert">
                  {intl.formatMessage(m.dismissFailed)}
                </p>
              ) : null}
              {sorted.length > 0 ? (
                <ul className={styles.list} aria-label={intl.formatMessage(m.notificationsTitle)}>
                  {sorted.map((n) => {
                    const values = { ownerDisplayName: n.ownerDisplayName, tripName: n.tripName };
                    return (
                      <li key={`${n.tripId}:${n.timestamp}`} className={styles.notification}>
                        <img className={styles.avatar} src={n.avatarUrl} alt="" width={32} height={32} />
                        <span className={styles.tripText}>
                          <Link to={`/trips/${n.tripId}`} className={styles.tripLink} onClick={close}>
                            {intl.formatMessage(m.sharedTrip, values)}
                          </Link>
                          <span className={styles.meta}>{relativeTimeText(intl, n.timestamp, Date.now())}</span>
                        </span>
                        <button
                          type="button"
                          className={styles.textButton}
                          aria-label={intl.formatMessage(m.dismissLabel, values)}
                          disabled={busy === n.tripId}
                          onClick={() => void onDismiss(n.tripId)}
                        >
                          {intl.formatMessage(m.dismiss)}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </div>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

