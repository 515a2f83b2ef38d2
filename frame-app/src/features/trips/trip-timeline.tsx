/**
 * A trip's events on a timeline (issue #12; core-and-business §1 trip event states, §3 "Trips cart"): grouped by
 * start date (calendar dates, ascending; within a day in the server's order), each event with its title, subtitle,
 * state badge (Saved / In cart / Booked / Cancelled) and price.
 *
 * The owner's actions per event (none for a viewer, `canEdit` false):
 * - saved: "Move to cart" (POST /trips/api/events/:id/cart `{ inCart: true }`), "Remove" (confirm dialog, POST
 *   …/remove), "Move to another trip" (a select of the account's other owned trips, POST …/move);
 * - in cart: "Move back to saved" (`{ inCart: false }`), "Remove", "Move to another trip", and "Book": a link to
 *   the booking page of the event's result with `tripEventId` (booking-page reads it and sends it in the booking
 *   request, so the server books this event; back on the trip the event shows Booked);
 * - booked: "Cancel booking" (confirm dialog): the booking feature's cancel call with the event's booking reference
 *   and contact email (the booking feature's `bookingPath` and `cancelBooking` come through the trip route, see
 *   booking-links.ts);
 * - cancelled: nothing.
 * After each change `onChanged` reloads the trip and the trips store (counts, fully-cancelled state, the header).
 * Outcomes: role="status" for what was done, role="alert" for a failure (the code's text, chrome's apiErrorText).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../ui/router-link.tsx';
import type { TripEvent, TripEventState, TripSummary } from '@travel/contract';
import { logger } from '../../state/index.ts';
import { Button, SelectField, buttonClassName } from '../../ui/index.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { dateTimeFormat, formatMoney } from '../../ui/format.ts';
import { apiErrorText } from '../chrome/index.ts';
import { moveEvent, removeEvent, setEventInCart } from './api.ts';
import { useTripsBooking } from './booking-links.ts';
import { tripsPagesMessages as m } from './pages-messages.ts';
import { ApprovalStatus } from './approval-status.tsx';
import styles from './trips-pages.module.css';

/** Props of {@link TripTimeline}. */
export interface TripTimelineProps {
  events: readonly TripEvent[];
  /** The trip's name (the remove dialog says what it is removed from). */
  tripName: string;
  /** True for the owner: the actions show. */
  canEdit: boolean;
  /** The account's other owned trips (targets of "Move to another trip"). */
  otherTrips: readonly Pick<TripSummary, 'fullTripId' | 'tripName'>[];
  /** Reloads the trip and the trips store after a change; resolves when done. */
  onChanged(): Promise<void>;
}

/** Events grouped by start date, dates ascending (stable within a day). */
export function groupEventsByDate(events: readonly TripEvent[]): { date: string; events: TripEvent[] }[] {
  const groups = new Map<string, TripEvent[]>();
  for (const event of [...events].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    const list = groups.get(event.startDate) ?? [];
    list.push(event);
    groups.set(event.startDate, list);
  }
  return [...groups].map(([date, list]) => ({ date, events: list }));
}

const BADGE_CLASS: Record<TripEventState, string | undefined> = {
  saved: styles.badgeSaved,
  cart: styles.badgeCart,
  booked: styles.badgeBooked,
  cancelled: styles.badgeCancelled,
};
const STATE_TEXT = { saved: m.stateSaved, cart: m.stateCart, booked: m.stateBooked, cancelled: m.stateCancelled } as const;

type Pending = { kind: 'remove'; event: TripEvent } | { kind: 'cancel'; event: TripEvent } | null;
type Notice = { role: 'status' | 'alert'; text: string } | null;

/** The timeline (see the module docstring). */
export function TripTimeline({ events, tripName, canEdit, otherTrips, onChanged }: TripTimelineProps) {
  const intl = useIntl();
  const { bookingPath, cancelBooking } = useTripsBooking();
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // The dialog's subject stays set while it closes (its exit animation keeps showing the same text).
  const [confirm, setConfirm] = useState<Pending>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmError, setConfirmError] = useState<string | undefined>();
  const dayFormat = dateTimeFormat(intl.locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  /** Runs one change of an event; true when it worked. */
  async function run(event: TripEvent, change: () => Promise<unknown>, done?: string): Promise<boolean> {
    if (busy !== null) return false;
    setBusy(event.eventId);
    setNotice(null);
    try {
      await change();
      await onChanged();
      if (done) setNotice({ role: 'status', text: done });
      return true;
    } catch (error) {
      logger.warn('trip event change failed', error);
      setNotice({ role: 'alert', text: apiErrorText(intl, error, m.actionFailed) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function confirmPending() {
    if (!confirm || !dialogOpen || busy !== null) return;
    const { event, kind } = confirm;
    setConfirmError(undefined);
    setBusy(event.eventId);
    try {
      if (kind === 'remove') await removeEvent(event.eventId);
      else if (event.booking) await cancelBooking(event.booking.reference, event.booking.contactEmail);
      setDialogOpen(false);
      await onChanged();
      if (kind === 'cancel' && event.booking) setNotice({ role: 'status', text: intl.formatMessage(m.cancelled, { reference: event.booking.reference }) });
    } catch (error) {
      logger.warn(kind === 'remove' ? 'trip event remove failed' : 'trip booking cancel failed', error);
      setConfirmError(apiErrorText(intl, error, m.actionFailed));
    } finally {
      setBusy(null);
    }
  }

  const groups = groupEventsByDate(events);
  return (
    <section className={styles.section} aria-labelledby="trip-timeline">
      <h2 id="trip-timeline" className={styles.sectionTitle}>
        {intl.formatMessage(m.timelineHeading)}
      </h2>
      {notice ? (
        <p role={notice.role} className={notice.role === 'alert' ? styles.error : styles.success}>
          {notice.text}
        </p>
      ) : null}
      {groups.length === 0 ? <p className={styles.muted}>{intl.formatMessage(m.noEvents)}</p> : null}
      {groups.length > 0 ? (
        <ol className={styles.timeline}>
          {groups.map((group) => (
            <li key={group.date} className={styles.day}>
              <h3 className={styles.dayTitle}>
                <time dateTime={group.date}>{dayFormat.format(new Date(`${group.date}T00:00:00Z`))}</time>
              </h3>
              <ul className={styles.events}>
                {group.events.map((event) => {
                  const titleId = `trip-event-${event.eventId}`;
                  const isBusy = busy === event.eventId;
                  const movable = event.state === 'saved' || event.state === 'cart';
                  return (
                    <li key={event.eventId}>
                      <article className={styles.event} aria-labelledby={titleId} aria-busy={isBusy || undefined}>
                        <div className={styles.eventHead}>
                          <h4 id={titleId} className={styles.eventTitle}>
                            {event.title}
                          </h4>
                          <span className={`${styles.badge} ${BADGE_CLASS[event.state] ?? ''}`}>{intl.formatMessage(STATE_TEXT[event.state])}</span>
                        </div>
                        <p className={styles.muted}>{event.subtitle}</p>
                        <p className={styles.eventPrice}>
                          <span className={styles.muted}>{intl.formatMessage(m.price)}: </span>
                          {formatMoney(event.price, intl.locale)}
                        </p>
                        <ApprovalStatus approval={event.booking?.approval} />
                        {canEdit && event.state !== 'cancelled' ? (
                          <div className={styles.eventActions} role="group" aria-label={intl.formatMessage(m.eventActions, { title: event.title })}>
                            {event.state === 'cart' ? (
                              <Link to={bookingPath(event.resultId, { tripEventId: event.eventId })} className={buttonClassName('primary')}>
                                {intl.formatMessage(m.book)}
                              </Link>
                            ) : null}
                            {event.state === 'saved' ? (
                              <Button variant="secondary" isDisabled={busy !== null} onPress={() => void run(event, () => setEventInCart(event.eventId, true))}>
                                {intl.formatMessage(m.moveToCart)}
                              </Button>
                            ) : null}
                            {event.state === 'cart' ? (
                              <Button variant="secondary" isDisabled={busy !== null} onPress={() => void run(event, () => setEventInCart(event.eventId, false))}>
                                {intl.formatMessage(m.moveToSaved)}
                              </Button>
                            ) : null}
                            {movable ? (
                              <Button
                                variant="secondary"
                                isDisabled={busy !== null}
                                onPress={() => {
                                  setConfirmError(undefined);
                                  setConfirm({ kind: 'remove', event });
                                  setDialogOpen(true);
                                }}
                              >
                                {intl.formatMessage(m.remove)}
                              </Button>
                            ) : null}
                            {event.state === 'booked' && event.booking ? (
                              <Button
                                variant="secondary"
                                isDisabled={busy !== null}
                                onPress={() => {
                                  setConfirmError(undefined);
                                  setConfirm({ kind: 'cancel', event });
                                  setDialogOpen(true);
                                }}
                              >
                                {intl.formatMessage(m.cancelBooking)}
                              </Button>
                            ) : null}
                            {movable && otherTrips.length > 0 ? (
                              <SelectField<string>
                                className={styles.moveField}
                                label={intl.formatMessage(m.moveToTrip)}
                                value=""
                                options={[{ id: '', label: intl.formatMessage(m.chooseTrip) }, ...otherTrips.map((t) => ({ id: t.fullTripId, label: t.tripName }))]}
                                onChange={(toFullTripId) => {
                                  const target = otherTrips.find((t) => t.fullTripId === toFullTripId);
                                  if (target) void run(event, () => moveEvent(event.eventId, toFullTripId), intl.formatMessage(m.moved, { title: event.title, trip: target.tripName }));
                                }}
                              />
                            ) : null}
                          </div>
                        ) : null}
                      </article>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
      <ConfirmDialog
        isOpen={dialogOpen}
        onOpenChange={(open) => {
          if (!open && busy === null) setDialogOpen(false);
        }}
        title={intl.formatMessage(confirm?.kind === 'cancel' ? m.cancelTitle : m.removeTitle)}
        confirmLabel={intl.formatMessage(confirm?.kind === 'cancel' ? m.cancelConfirm : m.removeConfirm)}
        cancelLabel={intl.formatMessage(confirm?.kind === 'cancel' ? m.cancelKeep : m.removeKeep)}
        onConfirm={() => void confirmPending()}
        isPending={busy !== null && dialogOpen}
        pendingLabel={intl.formatMessage(confirm?.kind === 'cancel' ? m.cancelling : m.removing)}
        errorMessage={confirmError}
      >
        {confirm ? (
          <p>
            {confirm.kind === 'cancel'
              ? intl.formatMessage(m.cancelBody, { reference: confirm.event.booking?.reference ?? '', title: confirm.event.title })
              : intl.formatMessage(m.removeBody, { title: confirm.event.title, trip: tripName })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
