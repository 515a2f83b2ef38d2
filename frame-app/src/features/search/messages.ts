/**
 * User-visible text of the search feature (react-intl descriptors; `defaultMessage` is the English source).
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';
import { searchFormMessages, verticalMessages } from './form-messages.ts';
import { searchFormErrorMessages } from './form-error-messages.ts';
import { verticalFormMessages } from './vertical-form-messages.ts';

/**
 * Declared with react-intl's `defineMessages` so `npm run i18n:extract` (@formatjs/cli) finds them. react-intl 12
 * types an entry declared without explicit value types as taking no values at all (the typed form needs every
 * message's values spelled out a second time), so the export is re-typed as plain `{ id, defaultMessage }`
 * descriptors that `formatMessage` accepts with any values.
 */

const searchDescriptors = defineMessages({
  swap: { id: 'search.form.swap', defaultMessage: 'Swap origin and destination' },
  decreaseTravelers: { id: 'search.form.decreaseTravelers', defaultMessage: 'Fewer travelers' },
  increaseTravelers: { id: 'search.form.increaseTravelers', defaultMessage: 'More travelers' },

  resultsHeading: { id: 'search.results.heading', defaultMessage: 'Flights from {origin} to {destination}' },
  /** Multi-city results heading (issue #22): `route` is every place in flying order, e.g. "New York (JFK) → London (LHR) → Paris (CDG)". */
  resultsHeadingMultiCity: { id: 'search.results.headingMultiCity', defaultMessage: 'Multi-city: {route}' },
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

  filtersLabel: { id: 'search.filters.label', defaultMessage: 'Filters' },
  filtersTitle: { id: 'search.filters.title', defaultMessage: 'Filter results' },
  clearFilters: { id: 'search.filters.clear', defaultMessage: 'Clear filters' },
  maxPrice: { id: 'search.filters.maxPrice', defaultMessage: 'Max price' },
  filterStops: { id: 'search.filters.stops', defaultMessage: 'Stops' },
  filterAirlines: { id: 'search.filters.airlines', defaultMessage: 'Airlines' },
  filterDepartureTime: { id: 'search.filters.departureTime', defaultMessage: 'Departure time' },
  filterStars: { id: 'search.filters.stars', defaultMessage: 'Stars' },
  filterAmenities: { id: 'search.filters.amenities', defaultMessage: 'Amenities' },
  filterNeighbourhood: { id: 'search.filters.neighbourhood', defaultMessage: 'Neighbourhood' },
  filterCarClass: { id: 'search.filters.carClass', defaultMessage: 'Car class' },
  filterSupplier: { id: 'search.filters.supplier', defaultMessage: 'Supplier' },
  filterChanges: { id: 'search.filters.changes', defaultMessage: 'Changes' },
  filterClass: { id: 'search.filters.class', defaultMessage: 'Class' },
  stopsValue: { id: 'search.filters.stopsValue', defaultMessage: '{stops, plural, =0 {Nonstop} =1 {1 stop} other {2+ stops}}' },
  changesValue: { id: 'search.filters.changesValue', defaultMessage: '{changes, plural, =0 {Direct} one {# change} other {# changes}}' },
  departureBand: {
    id: 'search.filters.departureBand',
    defaultMessage: '{band, select, morning {Morning} afternoon {Afternoon} evening {Evening} night {Night} other {{band}}}',
  },
  starsValue: { id: 'search.filters.starsValue', defaultMessage: '{stars, plural, one {# star} other {# stars}}' },
  amenity: {
    id: 'search.filters.amenity',
    defaultMessage:
      '{amenity, select, wifi {Free Wi-Fi} breakfast {Breakfast} parking {Parking} pool {Pool} gym {Gym} spa {Spa} restaurant {Restaurant} bar {Bar} air_conditioning {Air conditioning} airport_shuttle {Airport shuttle} pet_friendly {Pet friendly} family_rooms {Family rooms} ev_charging {EV charging} accessible {Accessible} kitchen {Kitchen} other {{amenity}}}',
  },
  carClass: {
    id: 'search.filters.carClassValue',
    defaultMessage: '{carClass, select, mini {Mini} economy {Economy} compact {Compact} intermediate {Intermediate} fullsize {Full-size} suv {SUV} van {Van} other {{carClass}}}',
  },
  trainClass: { id: 'search.filters.trainClassValue', defaultMessage: '{trainClass, select, first {First class} other {Standard}}' },
  emptyClearFiltersHint: { id: 'search.results.emptyClearFilters', defaultMessage: 'Try removing some filters: use "Clear filters" to see every result.' },
  switcherLabel: { id: 'search.results.switcherLabel', defaultMessage: 'Search other verticals' },
  sortEarliest: { id: 'search.results.sortEarliest', defaultMessage: 'Earliest departure' },
  sortTopRated: { id: 'search.results.sortTopRated', defaultMessage: 'Top rated' },
  sortClosest: { id: 'search.results.sortClosest', defaultMessage: 'Closest to centre' },
  sortMostStars: { id: 'search.results.sortMostStars', defaultMessage: 'Most stars' },
  select: { id: 'search.offer.select', defaultMessage: 'Select' },
  selectOfferLabel: { id: 'search.offer.selectLabel', defaultMessage: 'Select {offer}' },
  flightOfferDescription: { id: 'search.offer.flightDescription', defaultMessage: '{airlines} flight for {price}' },
  hotelOfferDescription: { id: 'search.offer.hotelDescription', defaultMessage: '{hotel} for {price}' },
  carOfferDescription: { id: 'search.offer.carDescription', defaultMessage: '{model} from {supplier} for {price}' },
  trainOfferDescription: { id: 'search.offer.trainDescription', defaultMessage: '{operator} train {number} for {price}' },
  packageOfferDescription: { id: 'search.offer.packageDescription', defaultMessage: 'package at {hotel} with {airlines} flights for {price}' },

  hotelsHeading: { id: 'search.hotels.heading', defaultMessage: 'Hotels in {city}' },
  hotelsHeadingPlain: { id: 'search.hotels.headingPlain', defaultMessage: 'Hotels' },
  hotelsSummary: {
    id: 'search.hotels.summary',
    defaultMessage: '{checkIn} – {checkOut} · {guests, plural, one {# guest} other {# guests}} · {rooms, plural, one {# room} other {# rooms}}',
  },
  hotelOffersLabel: { id: 'search.hotels.offersLabel', defaultMessage: 'Hotel offers' },
  hotelCount: { id: 'search.hotels.count', defaultMessage: '{count, plural, one {# hotel found} other {# hotels found}}' },
  noHotels: { id: 'search.hotels.empty', defaultMessage: 'No hotels found' },
  noHotelsHint: { id: 'search.hotels.emptyHint', defaultMessage: 'Try other dates or a nearby city.' },
  errorGenericHotels: { id: 'search.hotels.errorGeneric', defaultMessage: 'We could not load hotels. Please try again.' },
  reviews: { id: 'search.hotels.reviews', defaultMessage: '{count, plural, one {(# review)} other {(# reviews)}}' },
  /** A room's name from its type (contract HotelRoomTypeSchema; issue #22); `name` is the supplier's, for a type the frame does not know. */
  roomType: { id: 'search.hotels.roomType', defaultMessage: '{roomType, select, standard {Standard Room} double {Double Room} family {Family Room} suite {Suite} other {{name}}}' },
  hotelChain: { id: 'search.hotels.chain', defaultMessage: 'Part of {chain}' },
  distanceFromCentre: { id: 'search.hotels.distance', defaultMessage: '{km, number, ::precision-integer-or-1-fraction} km from centre' },
  freeCancellation: { id: 'search.offer.freeCancellation', defaultMessage: 'Free cancellation' },
  nonRefundable: { id: 'search.offer.nonRefundable', defaultMessage: 'Non-refundable' },
  breakfastIncluded: { id: 'search.hotels.breakfast', defaultMessage: 'Breakfast included' },
  roomsLeft: { id: 'search.hotels.roomsLeft', defaultMessage: '{rooms, plural, one {Only # room left} other {Only # rooms left}}' },
  totalForNights: { id: 'search.hotels.totalForNights', defaultMessage: '{nights, plural, one {Total for # night} other {Total for # nights}}' },
  perNight: { id: 'search.hotels.perNight', defaultMessage: '{price} per night' },
  hotelTaxesAndFees: { id: 'search.hotels.taxesAndFees', defaultMessage: 'Includes {price} taxes and fees' },
  nightsValue: { id: 'search.packages.nights', defaultMessage: '{nights, plural, one {# night} other {# nights}}' },

  carsHeading: { id: 'search.cars.heading', defaultMessage: 'Car rentals at {place}' },
  carsHeadingPlain: { id: 'search.cars.headingPlain', defaultMessage: 'Car rentals' },
  carsSummary: { id: 'search.cars.summary', defaultMessage: '{pickUp} – {dropOff}' },
  carOffersLabel: { id: 'search.cars.offersLabel', defaultMessage: 'Car offers' },
  carCount: { id: 'search.cars.count', defaultMessage: '{count, plural, one {# car found} other {# cars found}}' },
  noCars: { id: 'search.cars.empty', defaultMessage: 'No cars found' },
  noCarsHint: { id: 'search.cars.emptyHint', defaultMessage: 'Try other dates or another pick-up location.' },
  errorGenericCars: { id: 'search.cars.errorGeneric', defaultMessage: 'We could not load cars. Please try again.' },
  seats: { id: 'search.cars.seats', defaultMessage: '{count, plural, one {# seat} other {# seats}}' },
  doors: { id: 'search.cars.doors', defaultMessage: '{count, plural, one {# door} other {# doors}}' },
  bags: { id: 'search.cars.bags', defaultMessage: '{count, plural, one {# bag} other {# bags}}' },
  transmission: { id: 'search.cars.transmission', defaultMessage: '{transmission, select, automatic {Automatic} other {Manual}}' },
  airConditioning: { id: 'search.cars.airConditioning', defaultMessage: 'Air conditioning' },
  mileage: { id: 'search.cars.mileage', defaultMessage: '{mileage, select, unlimited {Unlimited mileage} other {Limited mileage}}' },
  carsLeft: { id: 'search.cars.carsLeft', defaultMessage: '{count, plural, one {Only # car left} other {Only # cars left}}' },
  totalForDays: { id: 'search.cars.totalForDays', defaultMessage: '{days, plural, one {Total for # day} other {Total for # days}}' },
  perDay: { id: 'search.cars.perDay', defaultMessage: '{price} per day' },
  youngDriverFee: { id: 'search.cars.youngDriverFee', defaultMessage: 'Includes young driver fee {price}' },
  carDropOffDesk: { id: 'search.cars.dropOffDesk', defaultMessage: 'Drop-off: {location}' },
  oneWayFee: { id: 'search.cars.oneWayFee', defaultMessage: 'Includes one-way fee {price}' },

  trainsHeading: { id: 'search.trains.heading', defaultMessage: 'Trains from {origin} to {destination}' },
  trainsHeadingPlain: { id: 'search.trains.headingPlain', defaultMessage: 'Trains' },
  trainsSummary: { id: 'search.trains.summary', defaultMessage: '{date} · {passengers, plural, one {# passenger} other {# passengers}}' },
  trainOffersLabel: { id: 'search.trains.offersLabel', defaultMessage: 'Train offers' },
  trainCount: { id: 'search.trains.count', defaultMessage: '{count, plural, one {# train found} other {# trains found}}' },
  noTrains: { id: 'search.trains.empty', defaultMessage: 'No trains found' },
  noTrainsHint: { id: 'search.trains.emptyHint', defaultMessage: 'Try another date.' },
  noRailLink: { id: 'search.trains.noRailLink', defaultMessage: 'There is no rail connection between these cities.' },
  errorGenericTrains: { id: 'search.trains.errorGeneric', defaultMessage: 'We could not load trains. Please try again.' },
  stationRoute: { id: 'search.trains.route', defaultMessage: '{origin} – {destination}' },
  trainClassesLabel: { id: 'search.trains.classesLabel', defaultMessage: 'Classes of train {number}' },
  trainCardClass: { id: 'search.trains.cardClass', defaultMessage: '{trainClass, select, first {First} other {Standard}}' },
  trainClassSeats: { id: 'search.trains.classSeats', defaultMessage: '{seats, plural, one {# seat left} other {# seats left}}' },
  trainClassFareDescription: {
    id: 'search.trains.classFareDescription',
    defaultMessage: '{trainClass, select, first {First class} other {Standard class}}, {number}, {departure} → {arrival}, {price}',
  },

  packagesHeading: { id: 'search.packages.heading', defaultMessage: 'Packages to {city}' },
  packagesHeadingPlain: { id: 'search.packages.headingPlain', defaultMessage: 'Packages' },
  packagesSummary: {
    id: 'search.packages.summary',
    defaultMessage: 'From {origin} · {depart} – {return} · {travelers, plural, one {# traveler} other {# travelers}}',
  },
  packageOffersLabel: { id: 'search.packages.offersLabel', defaultMessage: 'Package offers' },
  packageCount: { id: 'search.packages.count', defaultMessage: '{count, plural, one {# package found} other {# packages found}}' },
  noPackages: { id: 'search.packages.empty', defaultMessage: 'No packages found' },
  noPackagesHint: { id: 'search.packages.emptyHint', defaultMessage: 'Try other dates or another destination.' },
  errorGenericPackages: { id: 'search.packages.errorGeneric', defaultMessage: 'We could not load packages. Please try again.' },
  packageFlight: { id: 'search.packages.flight', defaultMessage: 'Round-trip flight: {airlines}' },
  packageDiscount: { id: 'search.packages.discount', defaultMessage: 'Save {percent}%' },
  errorDropOffTime: { id: 'search.error.dropOffTime', defaultMessage: 'Drop-off must be after pick-up' },
  searchProblem: { id: 'search.problem.heading', defaultMessage: 'This search cannot run as it is' },
  searchProblemHint: { id: 'search.problem.hint', defaultMessage: 'Correct it below and search again.' },
  checkedBags: { id: 'search.offer.checkedBags', defaultMessage: '{count, plural, =0 {No checked bag} one {# checked bag} other {# checked bags}}' },
  cabinBags: { id: 'search.offer.cabinBags', defaultMessage: '{count, plural, =0 {No cabin bag} one {# cabin bag} other {# cabin bags}}' },
  bagsLabel: { id: 'search.offer.bagsLabel', defaultMessage: 'Bags included per traveler' },
  resultsSummaryMultiCity: {
    id: 'search.results.summaryMultiCity',
    defaultMessage: '{depart} · Multi-city, {flights} flights · {travelers, plural, one {# traveler} other {# travelers}}',
  },
});

/** Every text of the search feature: the forms' (form-messages.ts, form-error-messages.ts, vertical-form-messages.ts) and the results pages'. */
export const searchMessages: typeof searchFormMessages & typeof searchFormErrorMessages & typeof verticalFormMessages & PlainMessages<typeof searchDescriptors> = {
  ...searchFormMessages,
  ...searchFormErrorMessages,
  ...verticalFormMessages,
  ...searchDescriptors,
};

export { verticalMessages };
