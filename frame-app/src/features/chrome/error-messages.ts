/**
 * What the frame shows for a failed server call (issue #8: "server errors carry a stable code the frame
 * translates (or a `localizedDescription`), never raw English descriptions shown to users"). The server's
 * `description` is developer text in English; users see, in order:
 * 1. the error's `localizedDescription` when the server sent one (already in the visitor's language);
 * 2. for PAYMENT_DECLINED, the decline reason in `description`: it is data from the payment method (the
 *    issuer's words, e.g. "Card declined by issuer"), not our text, and the only way to tell the visitor why;
 * 3. for VALIDATION_ERROR naming a `field`, a message for that kind of field (dates, places, card number...),
 *    naming the traveler when the field is one traveler's (`travelers.1.dateOfBirth` -> "Traveler 2: ...");
 * 4. the message of the error code (every ErrorCode has one; a test checks);
 * 5. the caller's fallback (its context, e.g. "We could not load this hotel"), which also wins over the
 *    code message of an error that says nothing the visitor can act on (INTERNAL_ERROR, AJAX_CALL_ERROR, an
 *    unrecognized code), then a generic "Something went wrong".
 * Spec: core-and-business §3 (error objects carry a code), §8; account-business-header-and-trips §8.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { defineMessages } from 'react-intl';
import type { ApiErrorRead, ErrorCode } from '@travel/contract';
import { ApiRequestError } from '../../api/index.ts';
import type { PlainMessages } from '../../ui/plain-messages.ts';


const codeDescriptors = defineMessages({
  INVALID_SESSION: { id: 'error.code.INVALID_SESSION', defaultMessage: 'Your session has expired. Reload the page to continue.' },
  MISSING_TWO_FACTOR_AUTHENTICATION: { id: 'error.code.MISSING_TWO_FACTOR_AUTHENTICATION', defaultMessage: 'Confirm your sign-in with your second step to continue.' },
  VALIDATION_ERROR: { id: 'error.code.VALIDATION_ERROR', defaultMessage: 'Some details were not accepted. Check them and try again.' },
  CAPTCHA_REQUIRED: { id: 'error.code.CAPTCHA_REQUIRED', defaultMessage: 'Please confirm that you are not a robot, then try again.' },
  CSRF_TOKEN_INVALID: { id: 'error.code.CSRF_TOKEN_INVALID', defaultMessage: 'Your session has expired. Reload the page to continue.' },
  NOT_FOUND: { id: 'error.code.NOT_FOUND', defaultMessage: 'We could not find what you were looking for.' },
  FORBIDDEN: { id: 'error.code.FORBIDDEN', defaultMessage: 'You do not have permission to do this.' },
  UNKNOWN_PARTNER: { id: 'error.code.UNKNOWN_PARTNER', defaultMessage: 'This travel search is not available on this site.' },
  RELAY_FORBIDDEN: { id: 'error.code.RELAY_FORBIDDEN', defaultMessage: 'This request is not allowed from this site.' },
  AJAX_CALL_ERROR: { id: 'error.code.AJAX_CALL_ERROR', defaultMessage: 'We could not reach our server. Check your connection and try again.' },
  RATE_LIMITED: { id: 'error.code.RATE_LIMITED', defaultMessage: 'Too many requests. Please wait a moment and try again.' },
  INTERNAL_ERROR: { id: 'error.code.INTERNAL_ERROR', defaultMessage: 'Something went wrong on our side. Please try again.' },
  PRICE_CHANGED: { id: 'error.code.PRICE_CHANGED', defaultMessage: 'The price has changed. Check the new price before you continue.' },
  OFFER_EXPIRED: { id: 'error.code.OFFER_EXPIRED', defaultMessage: 'This offer has expired. Search again to see current prices.' },
  SOLD_OUT: { id: 'error.code.SOLD_OUT', defaultMessage: 'This offer is sold out. Search again to find another option.' },
  PAYMENT_DECLINED: { id: 'error.code.PAYMENT_DECLINED', defaultMessage: 'Your payment was declined.' },
  BOOKING_NOT_FOUND: { id: 'error.code.BOOKING_NOT_FOUND', defaultMessage: 'We could not find a booking with that reference and email.' },
  IDEMPOTENCY_CONFLICT: { id: 'error.code.IDEMPOTENCY_CONFLICT', defaultMessage: 'Your booking details changed while the request was being sent. Check them and try again.' },
  NO_ANALYTICS_CONSENT: { id: 'error.code.NO_ANALYTICS_CONSENT', defaultMessage: 'Not recorded: you have not agreed to analytics cookies.' },
  OUT_OF_POLICY_BLOCKED: { id: 'error.code.OUT_OF_POLICY_BLOCKED', defaultMessage: 'Your travel policy does not allow this booking. Choose an offer within your policy.' },
  GMAIL_SERVICE_DISABLED: { id: 'error.code.GMAIL_SERVICE_DISABLED', defaultMessage: 'Connecting a Google mailbox is not available right now.' },
  GMAIL_SCOPE_NOT_GRANTED: { id: 'error.code.GMAIL_SCOPE_NOT_GRANTED', defaultMessage: 'Allow reading your Gmail messages to import your bookings, then try again.' },
  GMAIL_CODE_INVALID: { id: 'error.code.GMAIL_CODE_INVALID', defaultMessage: 'This mailbox connection expired. Connect your mailbox again.' },
  GMAIL_NOT_CONNECTED: { id: 'error.code.GMAIL_NOT_CONNECTED', defaultMessage: 'Connect a mailbox first.' },
});

const fieldDescriptors = defineMessages({
  place: { id: 'error.field.place', defaultMessage: 'We could not find this place. Choose one from the suggestions.' },
  date: { id: 'error.field.date', defaultMessage: 'Choose a date from today up to one year ahead.' },
  travelerCount: { id: 'error.field.travelerCount', defaultMessage: 'This number of travelers is not possible for this search or offer.' },
  currency: { id: 'error.field.currency', defaultMessage: 'Prices are not available in this currency.' },
  offer: { id: 'error.field.offer', defaultMessage: 'This offer link is not valid. Search again.' },
  cardNumber: { id: 'error.field.cardNumber', defaultMessage: 'Check the card number.' },
  cardExpiry: { id: 'error.field.cardExpiry', defaultMessage: 'Check the card expiry date.' },
  cardCode: { id: 'error.field.cardCode', defaultMessage: 'Check the security code.' },
  dateOfBirth: { id: 'error.field.dateOfBirth', defaultMessage: 'Check the date of birth: this offer has age rules every traveler must meet.' },
  name: { id: 'error.field.name', defaultMessage: 'Check this name.' },
  email: { id: 'error.field.email', defaultMessage: 'Enter a valid email address.' },
  other: { id: 'error.field.other', defaultMessage: 'Check this field.' },
  traveler: { id: 'error.field.traveler', defaultMessage: 'Traveler {number}: {message}' },
});

const genericDescriptors = defineMessages({
  generic: { id: 'error.generic', defaultMessage: 'Something went wrong. Please try again.' },
});

const codeMessages: PlainMessages<typeof codeDescriptors> = codeDescriptors;
const fieldMessages: PlainMessages<typeof fieldDescriptors> = fieldDescriptors;
const genericMessages: PlainMessages<typeof genericDescriptors> = genericDescriptors;

/** Every error text, for the app's English catalogue (app/i18n). */
export const errorMessages = { ...codeMessages, ...fieldMessages, ...genericMessages };

/** A message for every code; a new ErrorCode without one fails the type check here. */
const CODE_MESSAGES: Readonly<Record<ErrorCode, MessageDescriptor>> = codeMessages;

/** Codes that tell the visitor nothing they can act on: the caller's context message is better. */
const UNINFORMATIVE_CODES: ReadonlySet<string> = new Set<ErrorCode>(['INTERNAL_ERROR', 'AJAX_CALL_ERROR']);

/** Field message by the last segment of a server field path (`travelers.0.dateOfBirth` -> `dateOfBirth`). */
const FIELD_KINDS: Readonly<Record<string, Exclude<keyof typeof fieldMessages, 'traveler'>>> = {
  origin: 'place',
  destination: 'place',
  location: 'place',
  pickUpLocation: 'place',
  dropOffLocation: 'place',
  departDate: 'date',
  returnDate: 'date',
  checkIn: 'date',
  checkOut: 'date',
  pickUpAt: 'date',
  dropOffAt: 'date',
  date: 'date',
  adults: 'travelerCount',
  travelers: 'travelerCount',
  guests: 'travelerCount',
  rooms: 'travelerCount',
  currency: 'currency',
  offerId: 'offer',
  number: 'cardNumber',
  expiry: 'cardExpiry',
  expiryMonth: 'cardExpiry',
  expiryYear: 'cardExpiry',
  cvc: 'cardCode',
  holderName: 'name',
  dateOfBirth: 'dateOfBirth',
  firstName: 'name',
  middleName: 'name',
  lastName: 'name',
  email: 'email',
  emailAddress: 'email',
  contactEmail: 'email',
};

function fieldMessageOf(field: string): MessageDescriptor {
  const last = field.split('.').pop() ?? '';
  const kind = Object.hasOwn(FIELD_KINDS, last) ? FIELD_KINDS[last] : undefined;
  return fieldMessages[kind ?? 'other'];
}

/** The traveler a server field path names (`travelers.1.dateOfBirth` -> 2, counted from 1), else undefined. */
function travelerNumberOf(field: string): number | undefined {
  const match = /^travelers\.(\d+)\./.exec(field);
  return match ? Number(match[1]) + 1 : undefined;
}

/**
 * Text for one error of an envelope (see the module docstring for the order). `fallback` defaults to
 * "Something went wrong. Please try again.". A VALIDATION_ERROR on one traveler's field (`travelers.N.x`)
 * names the traveler ("Traveler 2: Check the date of birth: ..."), since this text is shown away from the
 * field (a page alert, a form summary); text placed under the field itself comes from {@link apiFieldErrorText}.
 */
export function apiErrorEntryText(intl: IntlShape, error: ApiErrorRead, fallback: MessageDescriptor = genericMessages.generic): string {
  if (error.localizedDescription) return error.localizedDescription;
  // The decline reason comes from the payment method (issuer/processor data), not from our English UI text.
  if (error.code === 'PAYMENT_DECLINED' && error.description) return error.description;
  if (error.code === 'VALIDATION_ERROR' && error.field) {
    const message = intl.formatMessage(fieldMessageOf(error.field));
    const traveler = travelerNumberOf(error.field);
    return traveler === undefined ? message : intl.formatMessage(fieldMessages.traveler, { number: traveler, message });
  }
  if (error.code === 'UNRECOGNIZED' || UNINFORMATIVE_CODES.has(error.code)) return intl.formatMessage(fallback);
  return intl.formatMessage(CODE_MESSAGES[error.code]);
}

/**
 * Text for an error shown under the field it names (a form control's error message): like
 * {@link apiErrorEntryText} without the traveler, whose fieldset already says which traveler it is.
 */
export function apiFieldErrorText(intl: IntlShape, error: ApiErrorRead): string {
  if (error.localizedDescription) return error.localizedDescription;
  if (error.code === 'VALIDATION_ERROR' && error.field) return intl.formatMessage(fieldMessageOf(error.field));
  return apiErrorEntryText(intl, error);
}

/**
 * Text for a failed call: the first error of an {@link ApiRequestError}'s envelope (known codes first), else
 * `fallback` (a network failure, a reply that does not match the contract, any other error).
 */
export function apiErrorText(intl: IntlShape, error: unknown, fallback: MessageDescriptor = genericMessages.generic): string {
  const first = error instanceof ApiRequestError ? (error.errors[0] ?? error.unrecognized[0]) : undefined;
  return first ? apiErrorEntryText(intl, first, fallback) : intl.formatMessage(fallback);
}
