/**
 * Text of the hotel, car, train and package search forms and their city fields (react-intl descriptors;
 * `defaultMessage` is the English source). Apart from form-messages.ts, the first page's form text (issue #23
 * "First page budget": the front door shows the flight form; the other forms load after the first render,
 * vertical-forms.tsx).
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

/** Declared with `defineMessages` for `npm run i18n:extract`, re-typed as plain descriptors (see messages.ts). */
const verticalFormDescriptors = defineMessages({
  travelers: { id: 'search.form.travelers', defaultMessage: 'Travelers' },
  cityText: { id: 'search.form.cityText', defaultMessage: '{city}, {country}' },
  cityPlaceholder: { id: 'search.form.cityPlaceholder', defaultMessage: 'City' },
  hotelFormLabel: { id: 'search.hotels.formLabel', defaultMessage: 'Hotel search' },
  destination: { id: 'search.hotels.destination', defaultMessage: 'Destination' },
  checkIn: { id: 'search.hotels.checkIn', defaultMessage: 'Check-in' },
  checkOut: { id: 'search.hotels.checkOut', defaultMessage: 'Check-out' },
  guests: { id: 'search.hotels.guests', defaultMessage: 'Guests' },
  rooms: { id: 'search.hotels.rooms', defaultMessage: 'Rooms' },
  searchHotels: { id: 'search.hotels.submit', defaultMessage: 'Search hotels' },
  carFormLabel: { id: 'search.cars.formLabel', defaultMessage: 'Car rental search' },
  pickUpLocation: { id: 'search.cars.pickUpLocation', defaultMessage: 'Pick-up location' },
  pickUpDate: { id: 'search.cars.pickUpDate', defaultMessage: 'Pick-up date' },
  dropOffDate: { id: 'search.cars.dropOffDate', defaultMessage: 'Drop-off date' },
  driverAge: { id: 'search.cars.driverAge', defaultMessage: 'Driver age' },
  searchCars: { id: 'search.cars.submit', defaultMessage: 'Search cars' },
  trainFormLabel: { id: 'search.trains.formLabel', defaultMessage: 'Train search' },
  fromStation: { id: 'search.trains.from', defaultMessage: 'From station' },
  toStation: { id: 'search.trains.to', defaultMessage: 'To station' },
  travelDate: { id: 'search.trains.date', defaultMessage: 'Date' },
  passengers: { id: 'search.trains.passengers', defaultMessage: 'Passengers' },
  searchTrains: { id: 'search.trains.submit', defaultMessage: 'Search trains' },
  packageFormLabel: { id: 'search.packages.formLabel', defaultMessage: 'Flight and hotel package search' },
  flyingFrom: { id: 'search.packages.from', defaultMessage: 'Flying from' },
  packageDestination: { id: 'search.packages.destination', defaultMessage: 'Package destination' },
  searchPackages: { id: 'search.packages.submit', defaultMessage: 'Search packages' },
  pickUpTime: { id: 'search.form.pickUpTime', defaultMessage: 'Pick-up time' },
  dropOffTime: { id: 'search.form.dropOffTime', defaultMessage: 'Drop-off time' },
  dropOffLocation: { id: 'search.form.dropOffLocation', defaultMessage: 'Drop-off location' },
  dropOffSameAsPickUp: { id: 'search.form.dropOffSameAsPickUp', defaultMessage: 'Same as pick-up' },
});
export const verticalFormMessages: PlainMessages<typeof verticalFormDescriptors> = verticalFormDescriptors;
