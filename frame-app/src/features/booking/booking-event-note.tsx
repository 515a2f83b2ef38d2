/**
 * The booking page's note for a business traveler booking travel to an event (issue #26 event hub: "bookings started
 * from the event record the event id"): which event the booking is for (state/booking-event.ts, set by the front door's
 * invitations) and "Not for this event", which drops the link so the booking goes without it. Renders nothing when no
 * event is set. The status line announces the drop.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtom } from 'jotai';
import { bookingEventAtom } from '../../state/index.ts';
import { Button } from '../../ui/index.ts';
import { bookingEventMessages as m } from './booking-event-messages.ts';
import styles from './booking.module.css';

/** See the module docstring. `isDisabled` while the booking is being sent. */
export function BookingEventNote({ isDisabled = false }: { isDisabled?: boolean }) {
  const intl = useIntl();
  const [event, setEvent] = useAtom(bookingEventAtom);
  const [dropped, setDropped] = useState(false);
  if (!event) {
    return dropped ? <p role="status" className={styles.muted}>{intl.formatMessage(m.dropped)}</p> : null;
  }
  return (
    <div className={styles.eventNote}>
      <p className={styles.eventNoteText}>{intl.formatMessage(m.forEvent, { name: event.name })}</p>
      <Button
        variant="secondary"
        isDisabled={isDisabled}
        aria-label={intl.formatMessage(m.notForEventLabel, { name: event.name })}
        onPress={() => {
          setEvent(null);
          setDropped(true);
        }}
      >
        {intl.formatMessage(m.notForEvent)}
      </Button>
    </div>
  );
}
