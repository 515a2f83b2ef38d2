/**
 * User-visible text of the booking feature (react-intl descriptors; `defaultMessage` is the English source).
 * Register `bookingMessages` in the app's catalogue (app/i18n) next to the other features' messages.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';
import { bookingRouteMessages } from './route-messages.ts';

/**
 * Declared with react-intl's `defineMessages` so `npm run i18n:extract` (@formatjs/cli) finds them. react-intl 12
 * types an entry declared without explicit value types as taking no values at all (the typed form needs every
 * message's values spelled out a second time), so the export is re-typed as plain `{ id, defaultMessage }`
 * descriptors that `formatMessage` accepts with any values.
 */

const bookingDescriptors = defineMessages({
  // ------------------------------------------------------------ shared
  loading: { id: 'booking.common.loading', defaultMessage: 'Loading…' },
  tryAgain: { id: 'booking.common.tryAgain', defaultMessage: 'Try again' },
  newSearch: { id: 'booking.common.newSearch', defaultMessage: 'Start a new search' },
  manageBooking: { id: 'booking.common.manageBooking', defaultMessage: 'Manage booking' },
  dateRange: { id: 'booking.common.dateRange', defaultMessage: '{start} – {end}' },
  nights: { id: 'booking.common.nights', defaultMessage: '{nights, plural, one {# night} other {# nights}}' },
  guests: { id: 'booking.common.guests', defaultMessage: '{guests, plural, one {# guest} other {# guests}}' },
  rooms: { id: 'booking.common.rooms', defaultMessage: '{rooms, plural, one {# room} other {# rooms}}' },
  travelers: { id: 'booking.common.travelers', defaultMessage: '{travelers, plural, one {# traveler} other {# travelers}}' },
  refundable: { id: 'booking.common.refundable', defaultMessage: 'Free cancellation' },
  refundableUntil: { id: 'booking.common.refundableUntil', defaultMessage: 'Free cancellation until {deadline}' },
  nonRefundable: { id: 'booking.common.nonRefundable', defaultMessage: 'Non-refundable' },
  genericError: { id: 'booking.common.genericError', defaultMessage: 'Something went wrong. Please try again.' },

  // ------------------------------------------------------------ hotel details
  hotelNotFound: { id: 'booking.hotel.notFound', defaultMessage: 'We could not find this hotel.' },
  hotelError: { id: 'booking.hotel.error', defaultMessage: 'We could not load this hotel. Please try again.' },
  hotelInvalidLink: { id: 'booking.hotel.invalidLink', defaultMessage: 'This hotel link is incomplete or invalid.' },
  hotelStars: { id: 'booking.hotel.stars', defaultMessage: '{stars, plural, one {# star} other {# stars}}' },
  hotelChain: { id: 'booking.hotel.chain', defaultMessage: 'Part of {chain}' },
  hotelRating: { id: 'booking.hotel.rating', defaultMessage: 'Guest rating {rating} / 10 ({reviews, plural, one {# review} other {# reviews}})' },
  hotelPhotos: { id: 'booking.hotel.photos', defaultMessage: 'Photos of {name}' },
  hotelPhotoCount: { id: 'booking.hotel.photoCount', defaultMessage: '{count, plural, =0 {Photos coming soon} one {# photo} other {# photos}}' },
  hotelStay: { id: 'booking.hotel.stay', defaultMessage: '{checkIn} – {checkOut} · {nights} · {guests} · {rooms}' },
  hotelAbout: { id: 'booking.hotel.about', defaultMessage: 'About this hotel' },
  hotelCheckTimes: { id: 'booking.hotel.checkTimes', defaultMessage: 'Check-in from {checkIn} · Check-out until {checkOut}' },
  amenitiesHeading: { id: 'booking.hotel.amenitiesHeading', defaultMessage: 'Amenities' },
  amenitiesLabel: { id: 'booking.hotel.amenitiesLabel', defaultMessage: 'Amenities' },
  amenity: {
    id: 'booking.hotel.amenity',
    defaultMessage:
      '{amenity, select, wifi {Free Wi-Fi} breakfast {Breakfast available} parking {Parking} pool {Swimming pool} gym {Fitness centre} spa {Spa} restaurant {Restaurant} bar {Bar} air_conditioning {Air conditioning} airport_shuttle {Airport shuttle} pet_friendly {Pets allowed} family_rooms {Family rooms} ev_charging {EV charging} accessible {Accessible rooms} kitchen {Kitchen} other {{amenity}}}',
  },
  locationHeading: { id: 'booking.hotel.locationHeading', defaultMessage: 'Location' },
  coordinates: { id: 'booking.hotel.coordinates', defaultMessage: 'Coordinates: {latitude}, {longitude}' },
  distanceFromCentre: { id: 'booking.hotel.distanceFromCentre', defaultMessage: '{distance} km from the centre of {city}' },
  roomsHeading: { id: 'booking.hotel.roomsHeading', defaultMessage: 'Rooms and rates' },
  roomsLabel: { id: 'booking.hotel.roomsLabel', defaultMessage: 'Rooms and rates' },
  noRooms: { id: 'booking.hotel.noRooms', defaultMessage: 'No rooms are available for these dates and guests.' },
  roomFacts: { id: 'booking.hotel.roomFacts', defaultMessage: 'Sleeps {maxGuests} · {bedType} · {size} m²' },
  breakfastIncluded: { id: 'booking.hotel.breakfastIncluded', defaultMessage: 'Breakfast included' },
  roomOnly: { id: 'booking.hotel.roomOnly', defaultMessage: 'Room only' },
  perNight: { id: 'booking.hotel.perNight', defaultMessage: '{price} per night' },
  totalFor: { id: 'booking.hotel.totalFor', defaultMessage: '{price} total for {nights}' },
  roomsLeft: { id: 'booking.hotel.roomsLeft', defaultMessage: '{count, plural, one {Only # room left} other {Only # rooms left}}' },
  bookRate: { id: 'booking.hotel.bookRate', defaultMessage: 'Book {room} for {price}' },

  // ------------------------------------------------------------ offer summary
  summaryLabel: { id: 'booking.summary.label', defaultMessage: 'Your trip' },
  flightLeg: { id: 'booking.summary.flightLeg', defaultMessage: '{origin} → {destination}' },
  flightLegTimes: { id: 'booking.summary.flightLegTimes', defaultMessage: '{date}, {departure} – {arrival} · {carriers} · {stops}' },
  outbound: { id: 'booking.summary.outbound', defaultMessage: 'Outbound' },
  inbound: { id: 'booking.summary.inbound', defaultMessage: 'Return' },
  stops: { id: 'booking.summary.stops', defaultMessage: '{stops, plural, =0 {Nonstop} one {# stop} other {# stops}}' },
  hotelSummary: { id: 'booking.summary.hotel', defaultMessage: '{room} · {checkIn} – {checkOut} · {nights}' },
  carClass: {
    id: 'booking.summary.carClass',
    defaultMessage:
      '{carClass, select, mini {Mini} economy {Economy} compact {Compact} intermediate {Intermediate} fullsize {Full-size} suv {SUV} van {Van} other {{carClass}}} car',
  },
  carSummary: { id: 'booking.summary.car', defaultMessage: '{model} · {supplier}' },
  carDates: { id: 'booking.summary.carDates', defaultMessage: 'Pick-up {pickUp} · Drop-off {dropOff} at {location}' },
  trainClass: { id: 'booking.summary.trainClass', defaultMessage: '{trainClass, select, first {First class} other {Standard class}}' },
  changes: { id: 'booking.summary.changes', defaultMessage: '{changes, plural, =0 {Direct} one {# change} other {# changes}}' },
  trainSummary: { id: 'booking.summary.train', defaultMessage: '{date}, {departure} – {arrival} · {operator} {trainNumber} · {trainClass} · {changes}' },
  packageTitle: { id: 'booking.summary.packageTitle', defaultMessage: 'Flight + {hotel}' },
  packageSummary: { id: 'booking.summary.package', defaultMessage: '{route} · {room} · {nights} · {discount}% bundle discount' },
  totalPrice: { id: 'booking.summary.totalPrice', defaultMessage: 'Total price' },
  roomCharges: { id: 'booking.summary.roomCharges', defaultMessage: 'Room, {nights} × {price}' },
  taxesAndFees: { id: 'booking.summary.taxesAndFees', defaultMessage: 'Taxes and fees' },
  carDropOffDesk: { id: 'booking.summary.carDropOffDesk', defaultMessage: 'One-way: return the car at {location}' },
  oneWayFee: { id: 'booking.summary.oneWayFee', defaultMessage: 'One-way fee' },
  carRental: { id: 'booking.summary.carRental', defaultMessage: '{days, plural, one {Rental, # day} other {Rental, # days}}' },
  rateTaxesAndFees: { id: 'booking.hotel.taxesAndFees', defaultMessage: 'Includes {price} taxes and fees' },

  // ------------------------------------------------------------ booking page
  bookingTitle: { id: 'booking.page.title', defaultMessage: 'Complete your booking' },
  refreshError: { id: 'booking.page.refreshError', defaultMessage: 'We could not check this offer. Please try again.' },
  offerExpired: { id: 'booking.page.offerExpired', defaultMessage: 'This offer has expired. Search again to see current prices.' },
  soldOut: { id: 'booking.page.soldOut', defaultMessage: 'This offer is sold out. Search again to find another option.' },
  priceChanged: { id: 'booking.page.priceChanged', defaultMessage: 'The price changed from {previous} to {current}' },
  priceChangedHint: { id: 'booking.page.priceChangedHint', defaultMessage: 'Confirm the new price to continue with your booking.' },
  acceptNewPrice: { id: 'booking.page.acceptNewPrice', defaultMessage: 'Continue with new price' },
  newPriceAccepted: { id: 'booking.page.newPriceAccepted', defaultMessage: 'New price accepted: {price}' },
  formLabel: { id: 'booking.page.formLabel', defaultMessage: 'Booking details' },
  travelerDetails: { id: 'booking.page.travelerDetails', defaultMessage: 'Traveler details' },
  travelerDetailsNumbered: { id: 'booking.page.travelerDetailsNumbered', defaultMessage: 'Traveler details, traveler {index}' },
  leadTravelerHint: { id: 'booking.page.leadTravelerHint', defaultMessage: 'We send the confirmation to this traveler.' },
  fieldOfTraveler: { id: 'booking.page.fieldOfTraveler', defaultMessage: '{field}, traveler {index}' },
  firstName: { id: 'booking.field.firstName', defaultMessage: 'First name' },
  middleName: { id: 'booking.field.middleName', defaultMessage: 'Middle name' },
  lastName: { id: 'booking.field.lastName', defaultMessage: 'Last name' },
  dateOfBirth: { id: 'booking.field.dateOfBirth', defaultMessage: 'Date of birth' },
  email: { id: 'booking.field.email', defaultMessage: 'Email' },
  phone: { id: 'booking.field.phone', defaultMessage: 'Phone' },
  countryCode: { id: 'booking.field.countryCode', defaultMessage: 'Country code' },
  optional: { id: 'booking.field.optional', defaultMessage: 'Optional' },
  payment: { id: 'booking.page.payment', defaultMessage: 'Payment' },
  cardNumber: { id: 'booking.field.cardNumber', defaultMessage: 'Card number' },
  cardExpiry: { id: 'booking.field.cardExpiry', defaultMessage: 'Expiry (MM/YY)' },
  /** The expiry field's placeholder, in the letters its label uses (German "MM/JJ"; issue #22). */
  cardExpiryPlaceholder: { id: 'booking.field.cardExpiryPlaceholder', defaultMessage: 'MM/YY' },
  /** A room's name from its type (contract HotelRoomTypeSchema; issue #22: "Standard Room" stayed English); `name` is the supplier's, for a type the frame does not know. */
  roomType: { id: 'booking.hotel.roomType', defaultMessage: '{roomType, select, standard {Standard Room} double {Double Room} family {Family Room} suite {Suite} other {{name}}}' },
  cardCvc: { id: 'booking.field.cardCvc', defaultMessage: 'Security code' },
  cardHolder: { id: 'booking.field.cardHolder', defaultMessage: 'Name on card' },
  testCardHint: { id: 'booking.field.testCardHint', defaultMessage: 'Test mode: use {number}' },
  pay: { id: 'booking.page.pay', defaultMessage: 'Pay {price}' },
  booking: { id: 'booking.page.pending', defaultMessage: 'Booking…' },
  confirmPriceFirst: { id: 'booking.page.confirmPriceFirst', defaultMessage: 'Confirm the new price above before paying.' },
  errorSummary: { id: 'booking.page.errorSummary', defaultMessage: 'Please correct the highlighted fields.' },
  paymentDeclined: { id: 'booking.page.paymentDeclined', defaultMessage: 'Your payment was declined: {reason}' },
  bookingFailed: { id: 'booking.page.bookingFailed', defaultMessage: 'We could not complete your booking: {reason}' },
  bookingFailedGeneric: { id: 'booking.page.bookingFailedGeneric', defaultMessage: 'We could not complete your booking. Please try again.' },

  // ------------------------------------------------------------ validation
  errorFirstName: { id: 'booking.error.firstName', defaultMessage: 'Enter the first name' },
  errorLastName: { id: 'booking.error.lastName', defaultMessage: 'Enter the last name' },
  errorTooLong: { id: 'booking.error.tooLong', defaultMessage: 'Use at most {max} characters' },
  errorDateOfBirthMissing: { id: 'booking.error.dateOfBirthMissing', defaultMessage: 'Enter the date of birth' },
  errorDateOfBirthInvalid: { id: 'booking.error.dateOfBirthInvalid', defaultMessage: 'Enter a valid date of birth' },
  errorTooYoung: { id: 'booking.error.tooYoung', defaultMessage: 'Travelers must be at least {min} years old on the travel date' },
  errorTooOld: { id: 'booking.error.tooOld', defaultMessage: 'Travelers must be at most {max} years old on the travel date' },
  errorEmailMissing: { id: 'booking.error.emailMissing', defaultMessage: 'Enter an email address' },
  errorEmailInvalid: { id: 'booking.error.emailInvalid', defaultMessage: 'Enter a valid email address, like name@example.com' },
  errorPhoneMissing: { id: 'booking.error.phoneMissing', defaultMessage: 'Enter a phone number' },
  errorPhoneInvalid: { id: 'booking.error.phoneInvalid', defaultMessage: 'Use digits, spaces, brackets and dashes only' },
  errorCountryCode: { id: 'booking.error.countryCode', defaultMessage: 'Enter a dialling code such as +1 or +44' },
  errorCardNumber: { id: 'booking.error.cardNumber', defaultMessage: 'Enter a valid card number' },
  errorExpiryFormat: { id: 'booking.error.expiryFormat', defaultMessage: 'Enter the expiry date as MM/YY' },
  errorExpired: { id: 'booking.error.expired', defaultMessage: 'This card has expired' },
  errorCvc: { id: 'booking.error.cvc', defaultMessage: 'Enter the 3 or 4 digit security code' },
  errorHolder: { id: 'booking.error.holder', defaultMessage: 'Enter the name on the card' },

  // ------------------------------------------------------------ confirmation
  confirmedTitle: { id: 'booking.confirmation.title', defaultMessage: 'Booking confirmed' },
  confirmationContact: { id: 'booking.confirmation.contact', defaultMessage: 'Contact email: {email}' },
  referenceCaption: { id: 'booking.confirmation.referenceCaption', defaultMessage: 'Your booking reference' },
  referenceLabel: { id: 'booking.confirmation.referenceLabel', defaultMessage: 'Booking reference' },
  totalPaid: { id: 'booking.confirmation.totalPaid', defaultMessage: 'Total paid' },
  paidWith: { id: 'booking.confirmation.paidWith', defaultMessage: 'Paid with' },
  cardEnding: {
    id: 'booking.confirmation.cardEnding',
    defaultMessage: '{brand, select, visa {Visa} mastercard {Mastercard} amex {American Express} discover {Discover} other {Card}} ending in {last4}',
  },
  confirmationUnavailable: {
    id: 'booking.confirmation.unavailable',
    defaultMessage: 'To see booking {reference}, open Manage booking and enter the email you booked with.',
  },
  confirmationLoading: { id: 'booking.confirmation.loading', defaultMessage: 'Loading your booking…' },
  yourBooking: { id: 'booking.confirmation.yourBooking', defaultMessage: 'Your booking' },

  // ------------------------------------------------------------ manage booking
  manageTitle: { id: 'booking.manage.title', defaultMessage: 'Manage booking' },
  manageIntro: { id: 'booking.manage.intro', defaultMessage: 'Enter your booking reference and the email you booked with.' },
  manageFormLabel: { id: 'booking.manage.formLabel', defaultMessage: 'Find your booking' },
  referenceField: { id: 'booking.manage.referenceField', defaultMessage: 'Booking reference' },
  findBooking: { id: 'booking.manage.find', defaultMessage: 'Find booking' },
  finding: { id: 'booking.manage.finding', defaultMessage: 'Looking for your booking…' },
  errorReference: { id: 'booking.manage.errorReference', defaultMessage: 'Enter the 6-character booking reference, like K7Q2XP' },
  notFound: { id: 'booking.manage.notFound', defaultMessage: 'We could not find a booking with that reference and email.' },
  lookupError: { id: 'booking.manage.lookupError', defaultMessage: 'We could not look up your booking. Please try again.' },
  bookingHeading: { id: 'booking.manage.bookingHeading', defaultMessage: 'Booking {reference}' },
  status: { id: 'booking.manage.status', defaultMessage: 'Status' },
  statusValue: { id: 'booking.manage.statusValue', defaultMessage: '{status, select, cancelled {Cancelled} other {Booked}}' },
  price: { id: 'booking.manage.price', defaultMessage: 'Price' },
  travelersHeading: { id: 'booking.manage.travelersHeading', defaultMessage: 'Travelers' },
  travelersLabel: { id: 'booking.manage.travelersLabel', defaultMessage: 'Travelers' },
  bookedOn: { id: 'booking.manage.bookedOn', defaultMessage: 'Booking date' },
  refund: { id: 'booking.manage.refund', defaultMessage: 'Refund' },
  cancelBooking: { id: 'booking.manage.cancel', defaultMessage: 'Cancel booking' },
  cancelTitle: { id: 'booking.manage.cancelTitle', defaultMessage: 'Cancel this booking?' },
  cancelRefund: { id: 'booking.manage.cancelRefund', defaultMessage: 'If the conditions allow it, we refund {price} to your card.' },
  cancelNoRefund: { id: 'booking.manage.cancelNoRefund', defaultMessage: 'This booking is non-refundable: you will not get money back.' },
  cancelIrreversible: { id: 'booking.manage.cancelIrreversible', defaultMessage: 'This cannot be undone.' },
  confirmCancel: { id: 'booking.manage.confirmCancel', defaultMessage: 'Yes, cancel booking' },
  keepBooking: { id: 'booking.manage.keep', defaultMessage: 'Keep booking' },
  cancelling: { id: 'booking.manage.cancelling', defaultMessage: 'Cancelling…' },
  cancelDone: { id: 'booking.manage.cancelDone', defaultMessage: 'Your cancellation is complete.' },
  cancelError: { id: 'booking.manage.cancelError', defaultMessage: 'We could not cancel your booking. Please try again.' },
});
export const bookingMessages: PlainMessages<typeof bookingDescriptors> & typeof bookingRouteMessages = { ...bookingDescriptors, ...bookingRouteMessages };
