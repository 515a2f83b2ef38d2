/**
 * Text of the business travel views (issue #26 part 3): the traveler tracker, the company trips page (trips
 * dashboard) and the front door's company travel activity. react-intl descriptors; `defaultMessage` is the English
 * source, translations live in `app/i18n/catalogs/<lc>/business-travel.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

/** Shared by the travel views. */
const travelCommonMessagesDescriptors = defineMessages({
  loading: { id: 'business.travel.loading', defaultMessage: 'Loading…' },
  tryAgain: { id: 'business.travel.tryAgain', defaultMessage: 'Try again' },
  dates: { id: 'business.travel.dates', defaultMessage: '{start} – {end}' },
  timing: { id: 'business.travel.timing', defaultMessage: '{timing, select, now {Travelling now} upcoming {Upcoming} other {Past}}' },
  vertical: { id: 'business.travel.vertical', defaultMessage: '{vertical, select, flights {Flight} hotels {Hotel} cars {Car} trains {Train} other {Package}}' },
  place: { id: 'business.travel.place', defaultMessage: '{city}, {country}' },
  previous: { id: 'business.travel.previous', defaultMessage: 'Previous page' },
  next: { id: 'business.travel.next', defaultMessage: 'Next page' },
  pageOf: { id: 'business.travel.pageOf', defaultMessage: 'Page {page} of {pages}' },
  pagination: { id: 'business.travel.pagination', defaultMessage: 'Pages' },
  detailsHidden: { id: 'business.travel.detailsHidden', defaultMessage: 'Your company keeps trip details private to travelers: you see who is where and when.' },
});

/** The traveler tracker page. */
const trackerMessagesDescriptors = defineMessages({
  title: { id: 'business.travel.tracker.title', defaultMessage: 'Traveler tracker' },
  intro: { id: 'business.travel.tracker.intro', defaultMessage: 'Who is travelling now and next, from the flights, hotels, cars and trains booked for your company.' },
  filters: { id: 'business.travel.tracker.filters', defaultMessage: 'Filters' },
  from: { id: 'business.travel.tracker.from', defaultMessage: 'From' },
  to: { id: 'business.travel.tracker.to', defaultMessage: 'To' },
  country: { id: 'business.travel.tracker.country', defaultMessage: 'Country' },
  anyCountry: { id: 'business.travel.tracker.anyCountry', defaultMessage: 'All countries' },
  city: { id: 'business.travel.tracker.city', defaultMessage: 'City' },
  group: { id: 'business.travel.tracker.group', defaultMessage: 'Group' },
  anyGroup: { id: 'business.travel.tracker.anyGroup', defaultMessage: 'All groups' },
  apply: { id: 'business.travel.tracker.apply', defaultMessage: 'Show travelers' },
  clear: { id: 'business.travel.tracker.clear', defaultMessage: 'Clear filters' },
  download: { id: 'business.travel.tracker.download', defaultMessage: 'Download CSV' },
  downloading: { id: 'business.travel.tracker.downloading', defaultMessage: 'Preparing the CSV…' },
  downloadFailed: { id: 'business.travel.tracker.downloadFailed', defaultMessage: 'We could not prepare the CSV. Try again.' },
  downloadTooMany: { id: 'business.travel.tracker.downloadTooMany', defaultMessage: 'You have downloaded many files in a short time. Try again in a few minutes.' },
  summary: {
    id: 'business.travel.tracker.summary',
    defaultMessage: '{travelers, plural, =0 {No travelers} one {# traveler} other {# travelers}} from {from} to {to}',
  },
  whoIsIn: {
    id: 'business.travel.tracker.whoIsIn',
    defaultMessage: '{travelers, plural, =0 {Nobody is} one {# traveler is} other {# travelers are}} in {city} on {date}',
  },
  empty: { id: 'business.travel.tracker.empty', defaultMessage: 'Nobody travels in these dates with these filters.' },
  loadFailed: { id: 'business.travel.tracker.loadFailed', defaultMessage: 'We could not load where your travelers are. Try again.' },
  invalidDates: { id: 'business.travel.tracker.invalidDates', defaultMessage: 'Choose an end date on or after the start date, at most a year later.' },
  mapLabel: { id: 'business.travel.tracker.mapLabel', defaultMessage: 'Map of where your travelers are' },
  mapHelp: { id: 'business.travel.tracker.mapHelp', defaultMessage: 'Use the arrow keys to move the map and + or − to zoom. The table below lists every traveler.' },
  placeMarker: { id: 'business.travel.tracker.placeMarker', defaultMessage: '{city}: {travelers, plural, one {# traveler} other {# travelers}}' },
  tableLabel: { id: 'business.travel.tracker.tableLabel', defaultMessage: 'Travelers and where they are' },
  colTraveler: { id: 'business.travel.tracker.colTraveler', defaultMessage: 'Traveler' },
  colWhere: { id: 'business.travel.tracker.colWhere', defaultMessage: 'Where' },
  colWhen: { id: 'business.travel.tracker.colWhen', defaultMessage: 'When' },
  colBooking: { id: 'business.travel.tracker.colBooking', defaultMessage: 'Booking' },
  colStatus: { id: 'business.travel.tracker.colStatus', defaultMessage: 'Status' },
});

/** The company trips page (TRIPS_DASHBOARD). */
const dashboardMessagesDescriptors = defineMessages({
  title: { id: 'business.travel.dashboard.title', defaultMessage: 'Company trips' },
  intro: { id: 'business.travel.dashboard.intro', defaultMessage: 'Your company’s trips under way and coming up, soonest first.' },
  empty: { id: 'business.travel.dashboard.empty', defaultMessage: 'Nobody in your company has a trip coming up.' },
  loadFailed: { id: 'business.travel.dashboard.loadFailed', defaultMessage: 'We could not load your company’s trips. Try again.' },
  listLabel: { id: 'business.travel.dashboard.listLabel', defaultMessage: 'Upcoming trips' },
  bookings: { id: 'business.travel.dashboard.bookings', defaultMessage: '{count, plural, one {# booking} other {# bookings}}' },
  total: { id: 'business.travel.dashboard.total', defaultMessage: '{count, plural, =0 {No trips} one {# trip} other {# trips}}' },
});

/** The front door's company travel activity. */
const activityMessagesDescriptors = defineMessages({
  title: { id: 'business.travel.activity.title', defaultMessage: 'Colleagues travelling where you go' },
  item: { id: 'business.travel.activity.item', defaultMessage: '{name} is in {city} {dates}' },
  overlap: { id: 'business.travel.activity.overlap', defaultMessage: 'There at the same time as you' },
  yours: { id: 'business.travel.activity.yours', defaultMessage: 'You: {dates}' },
});

export const travelCommonMessages: PlainMessages<typeof travelCommonMessagesDescriptors> = travelCommonMessagesDescriptors;
export const trackerMessages: PlainMessages<typeof trackerMessagesDescriptors> = trackerMessagesDescriptors;
export const dashboardMessages: PlainMessages<typeof dashboardMessagesDescriptors> = dashboardMessagesDescriptors;
export const activityMessages: PlainMessages<typeof activityMessagesDescriptors> = activityMessagesDescriptors;
