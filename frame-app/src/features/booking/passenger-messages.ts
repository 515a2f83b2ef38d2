/**
 * Messages of the booking page's passenger types (issue #11: adults, children and infants with ages, an infant on
 * a lap or in a seat). Translations: catalogs/<locale>/booking-passengers.json.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const passengerDescriptors = defineMessages({
  travelerHeading: { id: 'booking.passengers.travelerHeading', defaultMessage: 'Traveler {index} ({passenger})' },
  adult: { id: 'booking.passengers.adult', defaultMessage: 'adult' },
  childWithAge: { id: 'booking.passengers.childWithAge', defaultMessage: 'child, {age}' },
  child: { id: 'booking.passengers.child', defaultMessage: 'child' },
  travelerWithType: { id: 'booking.passengers.travelerWithType', defaultMessage: '{name} ({passenger})' },
  infantOnLap: { id: 'booking.passengers.infantOnLap', defaultMessage: 'infant on lap' },
  infantInSeat: { id: 'booking.passengers.infantInSeat', defaultMessage: 'infant in own seat' },
  errorAdultTooYoung: {
    id: 'booking.passengers.errorAdultTooYoung',
    defaultMessage: 'An adult must be at least {min} years old on the departure date ({date})',
  },
  errorChildAge: {
    id: 'booking.passengers.errorChildAge',
    defaultMessage: 'A child must be {min} to {max} years old on the date of the last flight ({date})',
  },
  errorInfantTooOld: {
    id: 'booking.passengers.errorInfantTooOld',
    defaultMessage: 'An infant must be under {max} years old on the date of the last flight ({date})',
  },
  errorNotBornYet: {
    id: 'booking.passengers.errorNotBornYet',
    defaultMessage: 'The date of birth must be on or before the departure date ({date})',
  },
});
/** Re-typed as plain descriptors (see messages.ts for why). */
export const bookingPassengerMessages: PlainMessages<typeof passengerDescriptors> = passengerDescriptors;
