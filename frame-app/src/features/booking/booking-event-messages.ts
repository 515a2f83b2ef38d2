/**
 * Text of the booking page's business event note (issue #26 event hub; ./booking-event-note.tsx). react-intl
 * descriptors; `defaultMessage` is the English source.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const bookingEventDescriptors = defineMessages({
  forEvent: { id: 'booking.event.forEvent', defaultMessage: 'This booking is for the event {name}. Its organiser will see it.' },
  notForEvent: { id: 'booking.event.notForEvent', defaultMessage: 'Not for this event' },
  notForEventLabel: { id: 'booking.event.notForEventLabel', defaultMessage: 'This booking is not for {name}' },
  dropped: { id: 'booking.event.dropped', defaultMessage: 'This booking is no longer linked to an event.' },
});

export const bookingEventMessages: PlainMessages<typeof bookingEventDescriptors> = bookingEventDescriptors;
