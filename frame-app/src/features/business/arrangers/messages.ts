/**
 * Text of the traveler's side of booking on behalf (issue #25): "Who may book for me", "Ask for a trip" and the
 * arranger queue's "Book for" and booking picker. react-intl descriptors; `defaultMessage` is the English source,
 * translations live in `app/i18n/catalogs/<lc>/business-arrangers.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

/** Shared by these pages. */
const commonDescriptors = defineMessages({
  tryAgain: { id: 'business.arrangers.tryAgain', defaultMessage: 'Try again' },
  loading: { id: 'business.arrangers.loading', defaultMessage: 'Loading…' },
  saving: { id: 'business.arrangers.saving', defaultMessage: 'Saving…' },
  actionFailed: { id: 'business.arrangers.actionFailed', defaultMessage: 'That did not work. Try again.' },
  signIn: { id: 'business.arrangers.signIn', defaultMessage: 'Sign in' },
  signInBody: { id: 'business.arrangers.signInBody', defaultMessage: 'Sign in with your business account to use this page.' },
  noProfile: { id: 'business.arrangers.noProfile', defaultMessage: 'This page is part of the business edition. Your account has no business profile.' },
  notAllowed: { id: 'business.arrangers.notAllowed', defaultMessage: 'Your business role does not include this page.' },
  unavailable: { id: 'business.arrangers.unavailable', defaultMessage: 'We could not load this page. Try again.' },
  toFrontDoor: { id: 'business.arrangers.toFrontDoor', defaultMessage: 'Go to search' },
  vertical: {
    id: 'business.arrangers.vertical',
    defaultMessage: '{vertical, select, flights {Flight} hotels {Hotel} cars {Car} trains {Train} packages {Package} other {Trip}}',
  },
  dates: { id: 'business.arrangers.dates', defaultMessage: '{start} – {end}' },
});

/** Who may book for me. */
const arrangersDescriptors = defineMessages({
  title: { id: 'business.arrangers.title', defaultMessage: 'Who may book for me' },
  intro: { id: 'business.arrangers.intro', defaultMessage: 'Choose the colleagues who may book trips for you. Trips they book are yours, and your travel policy applies.' },
  anyArranger: { id: 'business.arrangers.anyArranger', defaultMessage: 'Let any travel arranger of the company book for me' },
  anyArrangerHint: { id: 'business.arrangers.anyArrangerHint', defaultMessage: 'Travel managers and helpdesk staff may book for everyone anyway.' },
  namedTitle: { id: 'business.arrangers.namedTitle', defaultMessage: 'My travel arrangers' },
  namedEmpty: { id: 'business.arrangers.namedEmpty', defaultMessage: 'You have not chosen anyone yet.' },
  namedLabel: { id: 'business.arrangers.namedLabel', defaultMessage: 'My travel arrangers' },
  remove: { id: 'business.arrangers.remove', defaultMessage: 'Remove' },
  removeNamed: { id: 'business.arrangers.removeNamed', defaultMessage: 'Remove {name}' },
  searchLabel: { id: 'business.arrangers.searchLabel', defaultMessage: 'Find a travel arranger' },
  searchHint: { id: 'business.arrangers.searchHint', defaultMessage: 'Name or email of a colleague who books for others' },
  resultsLabel: { id: 'business.arrangers.resultsLabel', defaultMessage: 'Travel arrangers found' },
  noResults: { id: 'business.arrangers.noResults', defaultMessage: 'Nobody who books for others matches.' },
  searchFailed: { id: 'business.arrangers.searchFailed', defaultMessage: 'The search did not work. Try again.' },
  add: { id: 'business.arrangers.add', defaultMessage: 'Add' },
  addNamed: { id: 'business.arrangers.addNamed', defaultMessage: 'Add {name}' },
  already: { id: 'business.arrangers.already', defaultMessage: 'Chosen' },
  tooMany: { id: 'business.arrangers.tooMany', defaultMessage: 'You can choose up to {max} travel arrangers.' },
  saved: { id: 'business.arrangers.saved', defaultMessage: 'Saved.' },
  refused: { id: 'business.arrangers.refused', defaultMessage: 'This person cannot book for others in your company.' },
  guest: { id: 'business.arrangers.guest', defaultMessage: 'As a guest, you are booked for by your sponsor.' },
});

/** Ask for a trip (the traveler's requests). */
const requestsDescriptors = defineMessages({
  title: { id: 'business.tripRequests.title', defaultMessage: 'Ask for a trip' },
  intro: { id: 'business.tripRequests.intro', defaultMessage: 'Ask a travel arranger to book a trip for you. You get an email when it is booked.' },
  formTitle: { id: 'business.tripRequests.formTitle', defaultMessage: 'New request' },
  what: { id: 'business.tripRequests.what', defaultMessage: 'What to book' },
  destination: { id: 'business.tripRequests.destination', defaultMessage: 'Destination' },
  destinationHint: { id: 'business.tripRequests.destinationHint', defaultMessage: 'City, or airport code for a flight' },
  destinationRequired: { id: 'business.tripRequests.destinationRequired', defaultMessage: 'Enter where you are going.' },
  start: { id: 'business.tripRequests.start', defaultMessage: 'From' },
  end: { id: 'business.tripRequests.end', defaultMessage: 'Until (optional)' },
  startRequired: { id: 'business.tripRequests.startRequired', defaultMessage: 'Choose the first day.' },
  endBeforeStart: { id: 'business.tripRequests.endBeforeStart', defaultMessage: 'The last day is before the first.' },
  note: { id: 'business.tripRequests.note', defaultMessage: 'Details for the arranger' },
  noteHint: { id: 'business.tripRequests.noteHint', defaultMessage: 'Times, hotel area, budget, anything that helps.' },
  tooShort: { id: 'business.tripRequests.tooShort', defaultMessage: 'Add a few words of detail (at least {min} characters with the destination).' },
  submit: { id: 'business.tripRequests.submit', defaultMessage: 'Send request' },
  sent: { id: 'business.tripRequests.sent', defaultMessage: 'Your request was sent to the travel arrangers.' },
  listTitle: { id: 'business.tripRequests.listTitle', defaultMessage: 'My requests' },
  listLabel: { id: 'business.tripRequests.listLabel', defaultMessage: 'My requests' },
  show: { id: 'business.tripRequests.show', defaultMessage: 'Show' },
  open: { id: 'business.tripRequests.open', defaultMessage: 'Open' },
  closed: { id: 'business.tripRequests.closed', defaultMessage: 'Closed' },
  emptyOpen: { id: 'business.tripRequests.emptyOpen', defaultMessage: 'You have no open requests.' },
  emptyClosed: { id: 'business.tripRequests.emptyClosed', defaultMessage: 'No closed requests yet.' },
  loadFailed: { id: 'business.tripRequests.loadFailed', defaultMessage: 'We could not load your requests. Try again.' },
  stateOpen: { id: 'business.tripRequests.stateOpen', defaultMessage: 'Waiting for an arranger' },
  stateFulfilled: { id: 'business.tripRequests.stateFulfilled', defaultMessage: 'Booked by {name} as {reference}' },
  stateCancelled: { id: 'business.tripRequests.stateCancelled', defaultMessage: 'Withdrawn' },
  cancel: { id: 'business.tripRequests.cancel', defaultMessage: 'Withdraw' },
  cancelNamed: { id: 'business.tripRequests.cancelNamed', defaultMessage: 'Withdraw the request for {destination}' },
  cancelled: { id: 'business.tripRequests.cancelled', defaultMessage: 'Your request was withdrawn.' },
  toTrips: { id: 'business.tripRequests.toTrips', defaultMessage: 'See my trips' },
});

/** The arranger's queue (/business/book): book for the requester, and pick the booking that fulfils it. */
const queueDescriptors = defineMessages({
  bookFor: { id: 'business.tripsToBook.bookFor', defaultMessage: 'Book for {name}' },
  bookForFailed: { id: 'business.tripsToBook.bookForFailed', defaultMessage: 'You cannot book for {name}. Ask them to choose you as their travel arranger.' },
  pickTitle: { id: 'business.tripsToBook.pickTitle', defaultMessage: 'Which booking did you make for {name}?' },
  pickLabel: { id: 'business.tripsToBook.pickLabel', defaultMessage: 'Bookings you made for {name}' },
  pickEmpty: { id: 'business.tripsToBook.pickEmpty', defaultMessage: 'You have not booked anything for {name} yet. Use "Book for {name}" first.' },
  pickFailed: { id: 'business.tripsToBook.pickFailed', defaultMessage: 'We could not load the bookings. Try again.' },
  pickRequired: { id: 'business.tripsToBook.pickRequired', defaultMessage: 'Choose the booking.' },
  bookingLine: { id: 'business.tripsToBook.bookingLine', defaultMessage: '{title} · {dates} · {reference}' },
});

export const arrangersCommonMessages: PlainMessages<typeof commonDescriptors> = commonDescriptors;
export const arrangersMessages: PlainMessages<typeof arrangersDescriptors> = arrangersDescriptors;
export const tripRequestsMessages: PlainMessages<typeof requestsDescriptors> = requestsDescriptors;
export const tripsToBookExtraMessages: PlainMessages<typeof queueDescriptors> = queueDescriptors;
