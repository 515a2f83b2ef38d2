/**
 * User-visible text of the search feature (react-intl descriptors; `defaultMessage` is the English source).
 * Plain descriptors rather than react-intl 12's typed `defineMessages`, which would require spelling out
 * every message's value types a second time.
 */
import type { MessageDescriptor } from 'react-intl';

export const searchMessages = {
  frontDoorTitle: { id: 'search.frontDoor.title', defaultMessage: 'Where to next?' },
  frontDoorSubtitle: { id: 'search.frontDoor.subtitle', defaultMessage: 'Compare flights from hundreds of airlines in one search.' },
  formLabel: { id: 'search.form.label', defaultMessage: 'Flight search' },
  from: { id: 'search.form.from', defaultMessage: 'From' },
  to: { id: 'search.form.to', defaultMessage: 'To' },
  depart: { id: 'search.form.depart', defaultMessage: 'Depart' },
  return: { id: 'search.form.return', defaultMessage: 'Return' },
  travelers: { id: 'search.form.travelers', defaultMessage: 'Travelers' },
  search: { id: 'search.form.submit', defaultMessage: 'Search' },
  airportPlaceholder: { id: 'search.form.airportPlaceholder', defaultMessage: 'City or airport' },
  showSuggestions: { id: 'search.form.showSuggestions', defaultMessage: 'Show suggestions' },
  swap: { id: 'search.form.swap', defaultMessage: 'Swap origin and destination' },
  decreaseTravelers: { id: 'search.form.decreaseTravelers', defaultMessage: 'Fewer travelers' },
  increaseTravelers: { id: 'search.form.increaseTravelers', defaultMessage: 'More travelers' },
  airportOption: { id: 'search.form.airportOption', defaultMessage: '{city} ({code}) - {name}' },
  airportText: { id: 'search.form.airportText', defaultMessage: '{city} ({code})' },
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
  errorSummary: { id: 'search.error.summary', defaultMessage: 'Please correct the highlighted fields.' },

  resultsHeading: { id: 'search.results.heading', defaultMessage: 'Flights from {origin} to {destination}' },
  airportWithCity: { id: 'search.results.airportWithCity', defaultMessage: '{city} ({code})' },
  resultsSummaryRoundTrip: {
    id: 'search.results.summaryRoundTrip',
    defaultMessage: '{depart} – {return} · {adults, plural, one {# traveler} other {# travelers}}',
  },
  resultsSummaryOneWay: {
    id: 'search.results.summaryOneWay',
    defaultMessage: '{depart} · One way · {adults, plural, one {# traveler} other {# travelers}}',
  },
  modifySearch: { id: 'search.results.modify', defaultMessage: 'Modify search' },
  sortBy: { id: 'search.results.sortBy', defaultMessage: 'Sort by' },
  sortCheapest: { id: 'search.results.sortCheapest', defaultMessage: 'Cheapest' },
  sortFastest: { id: 'search.results.sortFastest', defaultMessage: 'Fastest' },
  searching: { id: 'search.results.searching', defaultMessage: 'Searching flights…' },
  resultCount: {
    id: 'search.results.count',
    defaultMessage: '{count, plural, one {# flight found} other {# flights found}}',
  },
  offersLabel: { id: 'search.results.offersLabel', defaultMessage: 'Flight offers' },
  noFlights: { id: 'search.results.empty', defaultMessage: 'No flights found' },
  noFlightsHint: { id: 'search.results.emptyHint', defaultMessage: 'Try other dates or nearby airports.' },
  errorGeneric: { id: 'search.results.errorGeneric', defaultMessage: 'We could not load flights. Please try again.' },
  tryAgain: { id: 'search.results.tryAgain', defaultMessage: 'Try again' },
  invalidLink: { id: 'search.results.invalidLink', defaultMessage: 'This search link is incomplete or invalid.' },
  newSearch: { id: 'search.results.newSearch', defaultMessage: 'Start a new search' },

  outbound: { id: 'search.offer.outbound', defaultMessage: 'Outbound' },
  inbound: { id: 'search.offer.inbound', defaultMessage: 'Return' },
  duration: { id: 'search.offer.duration', defaultMessage: '{hours}h {minutes}m' },
  durationMinutesOnly: { id: 'search.offer.durationMinutesOnly', defaultMessage: '{minutes}m' },
  stops: {
    id: 'search.offer.stops',
    defaultMessage: '{stops, plural, =0 {Nonstop} one {# stop} other {# stops}}',
  },
  via: { id: 'search.offer.via', defaultMessage: 'via {airports}' },
  dayOffset: { id: 'search.offer.dayOffset', defaultMessage: '{days, number, ::sign-always}' },
  dayOffsetLabel: {
    id: 'search.offer.dayOffsetLabel',
    defaultMessage: '{days, plural, one {arrives # day later} other {arrives # days later}}',
  },
  timeRange: { id: 'search.offer.timeRange', defaultMessage: '{departure} – {arrival}' },
  legRoute: { id: 'search.offer.legRoute', defaultMessage: '{origin} – {destination}' },
  priceLabel: { id: 'search.offer.priceLabel', defaultMessage: 'Total price' },
  seatsLeft: {
    id: 'search.offer.seatsLeft',
    defaultMessage: '{seats, plural, one {Only # seat left} other {Only # seats left}}',
  },
  cabin: {
    id: 'search.offer.cabin',
    defaultMessage: '{cabin, select, economy {Economy} premium {Premium economy} business {Business} first {First} other {Economy}}',
  },
} as const satisfies Record<string, MessageDescriptor & { id: string; defaultMessage: string }>;
