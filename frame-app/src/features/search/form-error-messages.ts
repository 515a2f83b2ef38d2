/**
 * The search forms' error messages (react-intl descriptors; `defaultMessage` is the English source): what the
 * forms' resolvers say after a submit (flight-form-schema.ts, vertical-forms.tsx). Apart from form-messages.ts, the
 * first page's form text (issue #23 "First page budget": a form shows no error before its first submit, and its
 * resolver loads after the first render).
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

/** Declared with `defineMessages` for `npm run i18n:extract`, re-typed as plain descriptors (see messages.ts). */
const searchFormErrorDescriptors = defineMessages({
  errorOriginMissing: { id: 'search.error.originMissing', defaultMessage: 'Enter where you are flying from' },
  errorDestinationMissing: { id: 'search.error.destinationMissing', defaultMessage: 'Enter where you are flying to' },
  errorAirportInvalid: {
    id: 'search.error.airportInvalid',
    defaultMessage: 'Pick an airport from the list or type a 3-letter code such as JFK',
  },
  errorSameAirport: { id: 'search.error.sameAirport', defaultMessage: 'Destination must differ from origin' },
  errorDepartMissing: { id: 'search.error.departMissing', defaultMessage: 'Choose a departure date' },
  errorDateInvalid: { id: 'search.error.dateInvalid', defaultMessage: 'Enter a valid date' },
  errorDepartPast: { id: 'search.error.departPast', defaultMessage: 'Departure date cannot be in the past' },
  errorReturnBeforeDepart: { id: 'search.error.returnBeforeDepart', defaultMessage: 'Return date must not be before the departure date' },
  errorTravelers: { id: 'search.error.travelers', defaultMessage: 'Choose between {min} and {max} travelers' },
  errorDatePast: { id: 'search.error.datePast', defaultMessage: 'Date cannot be in the past' },
  errorPlaceUnknown: { id: 'search.error.placeUnknown', defaultMessage: 'We could not find this place. Pick one from the list' },
  errorPlaceLookup: { id: 'search.error.placeLookup', defaultMessage: 'We could not look up this place. Please try again' },
  errorCount: { id: 'search.error.count', defaultMessage: 'Choose between {min} and {max}' },
  errorDestinationPlaceMissing: { id: 'search.error.destinationPlaceMissing', defaultMessage: 'Enter a destination' },
  errorCheckInMissing: { id: 'search.error.checkInMissing', defaultMessage: 'Choose a check-in date' },
  errorCheckOutMissing: { id: 'search.error.checkOutMissing', defaultMessage: 'Choose a check-out date' },
  errorCheckOutBeforeCheckIn: { id: 'search.error.checkOutBeforeCheckIn', defaultMessage: 'Check-out must be after check-in' },
  errorTooManyNights: { id: 'search.error.tooManyNights', defaultMessage: 'Stays can be at most {max} nights' },
  errorRoomsOverGuests: { id: 'search.error.roomsOverGuests', defaultMessage: 'Every room needs at least one guest' },
  errorPickUpPlaceMissing: { id: 'search.error.pickUpPlaceMissing', defaultMessage: 'Enter a pick-up airport or city' },
  errorPickUpMissing: { id: 'search.error.pickUpMissing', defaultMessage: 'Choose a pick-up date' },
  errorDropOffMissing: { id: 'search.error.dropOffMissing', defaultMessage: 'Choose a drop-off date' },
  errorDropOffBeforePickUp: { id: 'search.error.dropOffBeforePickUp', defaultMessage: 'Drop-off must be after pick-up' },
  errorTooManyDays: { id: 'search.error.tooManyDays', defaultMessage: 'Rentals can be at most {max} days' },
  errorDriverAge: { id: 'search.error.driverAge', defaultMessage: 'Driver age must be between {min} and {max}' },
  errorFromStationMissing: { id: 'search.error.fromStationMissing', defaultMessage: 'Enter the city you leave from' },
  errorToStationMissing: { id: 'search.error.toStationMissing', defaultMessage: 'Enter the city you travel to' },
  errorSameStation: { id: 'search.error.sameStation', defaultMessage: 'Destination must differ from origin' },
  errorTravelDateMissing: { id: 'search.error.travelDateMissing', defaultMessage: 'Choose a travel date' },
  errorReturnMissing: { id: 'search.error.returnMissing', defaultMessage: 'Choose a return date' },
  errorReturnAfterDepart: { id: 'search.error.returnAfterDepart', defaultMessage: 'Return date must be after the departure date' },
  errorReturnRequired: { id: 'search.error.returnRequired', defaultMessage: 'Choose a return date or switch to one way' },
  errorDateTooFar: { id: 'search.error.dateTooFar', defaultMessage: 'Choose a date within {max} days from today' },
  errorTooManyTravelers: { id: 'search.error.tooManyTravelers', defaultMessage: 'At most {max} travelers in one search' },
  errorLapInfants: { id: 'search.error.lapInfants', defaultMessage: 'At most one infant on a lap per adult' },
  errorChildAge: { id: 'search.error.childAge', defaultMessage: 'Enter the child’s age at travel, {min} to {max}' },
  errorLegOrder: { id: 'search.error.legOrder', defaultMessage: 'This flight must not depart before the previous one' },
  errorGuestsPerRoom: { id: 'search.error.guestsPerRoom', defaultMessage: 'At most {max} guests per room: add a room' },
});
export const searchFormErrorMessages: PlainMessages<typeof searchFormErrorDescriptors> = searchFormErrorDescriptors;
