/**
 * Text of the company general page's multi-room switch (issue #24 multiRoomBookings; translations in
 * app/i18n/catalogs/<locale>/business-multi-room.json). Lazily loaded with the business chunk.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

/** Declared with `defineMessages` for `npm run i18n:extract`, re-typed as plain descriptors (ui/plain-messages.ts). */
const descriptors = defineMessages({
  title: { id: 'business.company.multiRoom.title', defaultMessage: 'Hotel bookings' },
  label: { id: 'business.company.multiRoom.label', defaultMessage: 'Several rooms in one hotel booking' },
  on: { id: 'business.company.multiRoom.on', defaultMessage: 'On: travelers can book up to {max} rooms in one hotel booking.' },
  off: { id: 'business.company.multiRoom.off', defaultMessage: 'Off: travelers book one room per hotel booking (their personal trips are not limited).' },
  saving: { id: 'business.company.multiRoom.saving', defaultMessage: 'Saving…' },
  saved: { id: 'business.company.multiRoom.saved', defaultMessage: '{on, select, true {Several rooms in one hotel booking are now allowed.} other {Hotel bookings are now one room each.}}' },
  failed: { id: 'business.company.multiRoom.failed', defaultMessage: 'The setting could not be changed. Try again.' },
});

/** The multi-room switch's messages. */
export const multiRoomMessages: PlainMessages<typeof descriptors> = descriptors;
