/**
 * "Who has booked" for one event (issue #26 "the editor sees who has booked"; GET
 * /i/api/business/events/v1/events/{id}/attendance), shown in a dialog by ./event-hub-page.tsx: a summary ("2 of 3
 * invitees have booked travel"), how bookings are counted, and a table of every invitee with their status and bookings
 * (title, dates, reference, "booked from the event"). Loading, failure ("Try again") and nobody-invited states. The
 * table turns into cards on a phone (events.module.css).
 */
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BusinessEventSummary, EventAttendanceReply } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { fetchAttendance } from './api.ts';
import { useDayRange } from './day-range.ts';
import { eventHubMessages as m } from './messages.ts';
import styles from './events.module.css';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; reply: EventAttendanceReply };

/** See the module docstring; `onClose` closes the dialog. */
export function AttendanceView({ event, onClose }: { event: BusinessEventSummary; onClose(): void }) {
  const intl = useIntl();
  const titleId = useId();
  const range = useDayRange();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    fetchAttendance(event.id)
      .then((reply) => live && setLoad({ kind: 'ready', reply }))
      .catch((error: unknown) => {
        logger.warn('event attendance load failed', error);
        if (live) setLoad({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [event.id, attempt]);

  let body;
  if (load.kind === 'loading') body = <p role="status" className={styles.muted}>{intl.formatMessage(m.attendanceLoading)}</p>;
  else if (load.kind === 'failed') {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.attendanceFailed)}</p>
        <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>{intl.formatMessage(m.tryAgain)}</Button>
      </div>
    );
  } else if (load.reply.inviteeCount === 0) {
    body = <p className={styles.muted}>{intl.formatMessage(m.attendanceEmpty)}</p>;
  } else {
    const { reply } = load;
    body = (
      <>
        <p role="status" className={styles.summary}>{intl.formatMessage(m.attendanceSummary, { booked: reply.bookedCount, invited: reply.inviteeCount })}</p>
        <div className={styles.tableBox}>
        <table className={styles.table} aria-label={intl.formatMessage(m.attendanceTable)}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.colPerson)}</th>
              <th scope="col">{intl.formatMessage(m.colStatus)}</th>
              <th scope="col">{intl.formatMessage(m.colBookings)}</th>
            </tr>
          </thead>
          <tbody>
            {reply.invitees.map((p) => (
              <tr key={p.profileId}>
                <th scope="row">
                  <span className={styles.strong}>{p.name}</span>
                  <span className={styles.muted}>{p.email}</span>
                </th>
                <td>
                  <span className={styles.cellLabel} aria-hidden="true">{intl.formatMessage(m.colStatus)}: </span>
                  <span className={p.booked ? styles.badgeOk : styles.badge}>{intl.formatMessage(p.booked ? m.booked : m.notBooked)}</span>
                </td>
                <td>
                  <span className={styles.cellLabel} aria-hidden="true">{intl.formatMessage(m.colBookings)}: </span>
                  {p.bookings.length === 0 ? intl.formatMessage(m.none) : (
                    <ul className={styles.bookings}>
                      {p.bookings.map((b, i) => (
                        <li key={b.reference ?? i}>
                          {intl.formatMessage(m.bookingLine, { title: b.title, dates: range(b.startDate, b.endDate) })}
                          {b.reference ? <span className={styles.muted}> · {intl.formatMessage(m.bookingReference, { reference: b.reference })}</span> : null}
                          {b.fromEvent ? <span className={styles.muted}> · {intl.formatMessage(m.fromEvent)}</span> : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </>
    );
  }

  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.dialogTitle}>{intl.formatMessage(m.attendanceTitle, { name: event.name })}</h2>
      <p className={styles.muted}>{intl.formatMessage(m.attendanceHow, { city: event.place.cityName })}</p>
      {body}
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onClose}>{intl.formatMessage(m.close)}</Button>
      </div>
    </section>
  );
}
