/**
 * User-visible text of the front door and its flight form before a submit (react-intl descriptors; `defaultMessage`
 * is the English source): the part of the search feature's text on the first page (issue #23 "First page budget").
 * The forms' error messages are in form-error-messages.ts, the other verticals' forms' text in
 * vertical-form-messages.ts, the results pages' text in messages.ts, whose `searchMessages` holds them all.
 * First-page modules import this file only (importing another would put its every text on the first page).
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

/** Declared with `defineMessages` for `npm run i18n:extract`, re-typed as plain descriptors (see messages.ts). */
const searchFormDescriptors = defineMessages({
  frontDoorTitle: { id: 'search.frontDoor.title', defaultMessage: 'Where to next?' },
  frontDoorFormLoading: { id: 'search.frontDoor.formLoading', defaultMessage: 'Loading the search form…' },
  frontDoorSubtitle: { id: 'search.frontDoor.subtitle', defaultMessage: 'Compare flights, hotels, cars, trains and packages in one search.' },
  formLabel: { id: 'search.form.label', defaultMessage: 'Flight search' },
  from: { id: 'search.form.from', defaultMessage: 'From' },
  to: { id: 'search.form.to', defaultMessage: 'To' },
  depart: { id: 'search.form.depart', defaultMessage: 'Depart' },
  return: { id: 'search.form.return', defaultMessage: 'Return' },
  search: { id: 'search.form.submit', defaultMessage: 'Search' },
  airportPlaceholder: { id: 'search.form.airportPlaceholder', defaultMessage: 'City or airport' },
  showSuggestions: { id: 'search.form.showSuggestions', defaultMessage: 'Show suggestions' },
  airportOption: { id: 'search.form.airportOption', defaultMessage: '{city} ({code}) - {name}' },
  airportText: { id: 'search.form.airportText', defaultMessage: '{city} ({code})' },
  errorSummary: { id: 'search.error.summary', defaultMessage: 'Please correct the highlighted fields.' },
  submitFailed: { id: 'search.error.submitFailed', defaultMessage: 'The search could not start. Check your connection and try again.' },
  dateRangeLabel: { id: 'search.dates.rangeLabel', defaultMessage: '{start} – {end}' },
  tripType: { id: 'search.dates.tripType', defaultMessage: 'Trip type' },
  roundTrip: { id: 'search.dates.roundTrip', defaultMessage: 'Round trip' },
  oneWay: { id: 'search.dates.oneWay', defaultMessage: 'One way' },
  searching: { id: 'search.results.searching', defaultMessage: 'Searching flights…' },
  cabin: {
    id: 'search.offer.cabin',
    defaultMessage: '{cabin, select, economy {Economy} premium {Premium economy} business {Business} first {First} other {Economy}}',
  },
  verticalTabsLabel: { id: 'search.frontDoor.tabsLabel', defaultMessage: 'What are you searching for?' },
  decrease: { id: 'search.form.decrease', defaultMessage: 'Decrease {field}' },
  increase: { id: 'search.form.increase', defaultMessage: 'Increase {field}' },
  searchingHotels: { id: 'search.hotels.searching', defaultMessage: 'Searching hotels…' },
  searchingCars: { id: 'search.cars.searching', defaultMessage: 'Searching cars…' },
  searchingTrains: { id: 'search.trains.searching', defaultMessage: 'Searching trains…' },
  searchingPackages: { id: 'search.packages.searching', defaultMessage: 'Searching packages…' },
  multiCity: { id: 'search.form.multiCity', defaultMessage: 'Multi-city' },
  cabinClass: { id: 'search.form.cabinClass', defaultMessage: 'Cabin class' },
  adults: { id: 'search.form.adults', defaultMessage: 'Adults' },
  children: { id: 'search.form.children', defaultMessage: 'Children' },
  childAge: { id: 'search.form.childAge', defaultMessage: 'Age of child {n}' },
  infantsOnLap: { id: 'search.form.infantsOnLap', defaultMessage: 'Infants on lap' },
  infantsInSeat: { id: 'search.form.infantsInSeat', defaultMessage: 'Infants in seat' },
  passengersGroup: { id: 'search.form.passengersGroup', defaultMessage: 'Travelers and cabin' },
  legHeading: { id: 'search.form.legHeading', defaultMessage: 'Flight {n}' },
  legFrom: { id: 'search.form.legFrom', defaultMessage: 'Flight {n} from' },
  legTo: { id: 'search.form.legTo', defaultMessage: 'Flight {n} to' },
  legDate: { id: 'search.form.legDate', defaultMessage: 'Flight {n} date' },
  addLeg: { id: 'search.form.addLeg', defaultMessage: 'Add another flight' },
  removeLeg: { id: 'search.form.removeLeg', defaultMessage: 'Remove flight {n}' },
});
export const searchFormMessages: PlainMessages<typeof searchFormDescriptors> = searchFormDescriptors;

/** The tab names of the verticals. */
const verticalDescriptors = defineMessages({
  flights: { id: 'search.vertical.flights', defaultMessage: 'Flights' },
  hotels: { id: 'search.vertical.hotels', defaultMessage: 'Hotels' },
  cars: { id: 'search.vertical.cars', defaultMessage: 'Cars' },
  trains: { id: 'search.vertical.trains', defaultMessage: 'Trains' },
  packages: { id: 'search.vertical.packages', defaultMessage: 'Packages' },
});
export const verticalMessages: PlainMessages<typeof verticalDescriptors> = verticalDescriptors;
