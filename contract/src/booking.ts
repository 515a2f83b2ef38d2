/**
 * Booking: offer refresh, travelers, payment card, orders (bookings) and the guest lookup/cancel calls.
 * Spec: core-and-business §1 (trips hold events: saved, cart, booked, cancelled), §3 (Traveler entity,
 * trip identifier), §5 (traveler age 18-110 by default, genders M and F), §9 (limits).
 *
 * Units: money in minor units; instants ISO 8601 UTC; dates `YYYY-MM-DD`.
 * Every POST needs the X-CSRF header (core-and-business §9).
 */
import { z } from 'zod';
import { ErrorEnvelopeSchema } from './errors.ts';
import { FlightOfferSchema, MAX_CHILD_AGE_YEARS, MIN_CHILD_AGE_YEARS, MoneySchema } from './flights.ts';
import { CarOfferSchema } from './cars.ts';
import { HotelOfferSchema } from './hotels.ts';
import { PackageOfferSchema } from './packages.ts';
import { PersonNameSchema } from './person-name.ts';
import { TrainOfferSchema } from './trains.ts';
import { VerticalSchema } from './verticals.ts';

/** Any bookable offer (flights first; the others are told apart by `vertical`). */
export const AnyOfferSchema = z.union([HotelOfferSchema, CarOfferSchema, TrainOfferSchema, PackageOfferSchema, FlightOfferSchema]);
export type AnyOffer = z.infer<typeof AnyOfferSchema>;

// ---------------------------------------------------------------- refresh

export const RefreshOfferRequestSchema = z.object({ offerId: z.string().min(1).max(400) });
export type RefreshOfferRequest = z.infer<typeof RefreshOfferRequestSchema>;

export const OfferStatusSchema = z.enum(['available', 'price_changed', 'offer_expired', 'sold_out']);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;

// ---------------------------------------------------------------- passengers (issue #11)

/**
 * Passenger type of a flight traveler (issue #11, the flight search's party): an adult is 18 or older, a child
 * {@link MIN_CHILD_AGE_YEARS}-{@link MAX_CHILD_AGE_YEARS}, an infant under 2, on an adult's lap or in its own seat.
 * Every other vertical books adults only.
 */
export const PassengerTypeSchema = z.enum(['adult', 'child', 'infantOnLap', 'infantInSeat']);
export type PassengerType = z.infer<typeof PassengerTypeSchema>;

/** One passenger an offer was priced for: its type and, for a child, the age given in the search (years). */
export const OfferPassengerSchema = z.object({
  type: PassengerTypeSchema,
  age: z.number().int().min(0).max(17).optional(),
});
export type OfferPassenger = z.infer<typeof OfferPassengerSchema>;

/**
 * The passengers of a flight party in booking order: the adults (the first is the lead traveler), then the
 * children in the order of `childAges`, then the infants on a lap, then the infants in a seat.
 */
export function passengersOfParty(p: { adults: number; childAges?: readonly number[]; infantsOnLap?: number; infantsInSeat?: number }): OfferPassenger[] {
  return [
    ...Array.from({ length: p.adults }, (): OfferPassenger => ({ type: 'adult' })),
    ...(p.childAges ?? []).map((age): OfferPassenger => ({ type: 'child', age })),
    ...Array.from({ length: p.infantsOnLap ?? 0 }, (): OfferPassenger => ({ type: 'infantOnLap' })),
    ...Array.from({ length: p.infantsInSeat ?? 0 }, (): OfferPassenger => ({ type: 'infantInSeat' })),
  ];
}

/**
 * Reply of POST /i/api/offers/v1/refresh. `offer` (a fresh quote, with a new id and expiry) is present
 * for available and price_changed; `previousPrice` (the price the offer id was quoted at) for price_changed.
 * `passengers`: who the offer was priced for, in booking order, when the party has children or infants (flights,
 * issue #11); absent means adults only (the count as before: flights = the searched adults, see
 * {@link CreateBookingRequestSchema}).
 */
export const RefreshOfferResponseSchema = z.object({
  status: OfferStatusSchema,
  offer: AnyOfferSchema.optional(),
  previousPrice: MoneySchema.optional(),
  passengers: z.array(OfferPassengerSchema).optional(),
});
export type RefreshOfferResponse = z.infer<typeof RefreshOfferResponseSchema>;

// ---------------------------------------------------------------- traveler (core-and-business §3, §5)

/** Traveler age limits, years at the travel date (core-and-business §5, §9; configurable per call). */
export const TRAVELER_MIN_AGE_YEARS = 18;
export const TRAVELER_MAX_AGE_YEARS = 110;
/** Allowed gender values (core-and-business §5; configurable). */
export const TRAVELER_GENDERS = ['M', 'F'] as const;
export const TravelerGenderSchema = z.enum(TRAVELER_GENDERS);

/**
 * Traveler entity exactly as core-and-business §3: a new traveler defaults to preferred true,
 * travelerId 0 and every other field empty. `gender` (M/F, §5) is optional. Empty strings mean "not given".
 * Names follow {@link PersonNameSchema} (issue #6 item 5: letters, marks, spaces, hyphens, apostrophes; NFC).
 */
export const TravelerSchema = z.object({
  travelerId: z.number().int().nonnegative().default(0),
  firstName: PersonNameSchema.max(60).default(''),
  middleName: PersonNameSchema.max(60).default(''),
  lastName: PersonNameSchema.max(60).default(''),
  /** `YYYY-MM-DD` or ''. */
  dateOfBirth: z.string().trim().default(''),
  emailAddress: z.string().trim().max(254).default(''),
  phoneNumber: z.string().trim().max(30).default(''),
  /** Dialling code digits without '+', e.g. '44'. */
  phoneCountryCode: z.string().trim().max(4).default(''),
  /** ISO 3166-1 alpha-2 of the phone number, e.g. 'GB'. */
  phoneCountryCodeISO: z.string().trim().max(2).default(''),
  tsaredress: z.string().trim().max(30).default(''),
  knownTravelerNumber: z.string().trim().max(30).default(''),
  preferred: z.boolean().default(true),
  gender: TravelerGenderSchema.optional(),
});
export type Traveler = z.infer<typeof TravelerSchema>;
export type TravelerInput = z.input<typeof TravelerSchema>;

/**
 * A traveler as stored on an order, in replies: the same shape as {@link TravelerSchema} but names are not
 * re-checked, so orders stored before the person-name rule (issue #6 item 5) still load instead of failing
 * the reply schema with a 500. Input is always checked with TravelerSchema.
 */
export const StoredTravelerSchema = TravelerSchema.extend({
  /** Absent on orders stored before issue #11 (all adults). */
  passengerType: PassengerTypeSchema.optional(),
  firstName: z.string().default(''),
  middleName: z.string().default(''),
  lastName: z.string().default(''),
});

/**
 * A traveler on a booking request: the §3 entity plus its passenger type (issue #11; default `adult`, so older
 * clients and the non-flight verticals send nothing new).
 */
export const BookingTravelerSchema = TravelerSchema.extend({ passengerType: PassengerTypeSchema.default('adult') });
export type BookingTraveler = z.infer<typeof BookingTravelerSchema>;

/** A new traveler per core-and-business §3. */
export function newTraveler(): Traveler {
  return TravelerSchema.parse({});
}

/** Whole years between a date of birth and a date (both `YYYY-MM-DD`). */
export function ageOnDate(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface TravelerRuleOptions {
  /** Date the age is measured at (`YYYY-MM-DD`; the travel date). */
  travelDate: string;
  minAgeYears?: number;
  maxAgeYears?: number;
  /** Does the booking need an email / phone on this traveler (the lead traveler: yes). */
  requireContact?: boolean;
}

/**
 * Booking-time rules for one traveler (core-and-business §5): first and last name, a valid date of birth
 * giving an age within [min, max] at the travel date, a valid email when given (required for the lead),
 * phone digits when given. Returns issues as `{ path, message }` relative to the traveler.
 */
export function travelerIssues(t: Traveler, opts: TravelerRuleOptions): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const min = opts.minAgeYears ?? TRAVELER_MIN_AGE_YEARS;
  const max = opts.maxAgeYears ?? TRAVELER_MAX_AGE_YEARS;
  if (t.firstName === '') issues.push({ path: 'firstName', message: 'First name is required' });
  if (t.lastName === '') issues.push({ path: 'lastName', message: 'Last name is required' });
  const dobOk = /^\d{4}-\d{2}-\d{2}$/.test(t.dateOfBirth) && new Date(`${t.dateOfBirth}T00:00:00Z`).toISOString().slice(0, 10) === t.dateOfBirth;
  if (!dobOk) issues.push({ path: 'dateOfBirth', message: 'Date of birth is required as YYYY-MM-DD' });
  else {
    const age = ageOnDate(t.dateOfBirth, opts.travelDate);
    if (age < min) issues.push({ path: 'dateOfBirth', message: `Travelers must be at least ${min} years old on the travel date` });
    else if (age > max) issues.push({ path: 'dateOfBirth', message: `Travelers must be at most ${max} years old on the travel date` });
  }
  if (t.emailAddress !== '' && !z.email().safeParse(t.emailAddress).success) issues.push({ path: 'emailAddress', message: 'Invalid email address' });
  else if (t.emailAddress === '' && opts.requireContact) issues.push({ path: 'emailAddress', message: 'Email address is required' });
  if (t.phoneNumber !== '' && !/^[0-9 ()-]{4,30}$/.test(t.phoneNumber)) issues.push({ path: 'phoneNumber', message: 'Phone number may hold digits, spaces, brackets and dashes' });
  else if (t.phoneNumber === '' && opts.requireContact) issues.push({ path: 'phoneNumber', message: 'Phone number is required' });
  if (t.phoneCountryCode !== '' && !/^\d{1,4}$/.test(t.phoneCountryCode)) issues.push({ path: 'phoneCountryCode', message: 'Dialling code digits, e.g. 44' });
  if (t.phoneCountryCodeISO !== '' && !/^[A-Z]{2}$/.test(t.phoneCountryCodeISO)) issues.push({ path: 'phoneCountryCodeISO', message: 'Two-letter country code, e.g. GB' });
  return issues;
}

/** Dates a passenger's age is checked at (`YYYY-MM-DD`, local): the first departure and the last flight. */
export interface PassengerAgeDates {
  /** Departure of the first flight: an adult must be 18 there, and nobody may be born after it. */
  departureDate: string;
  /** Departure of the last flight (the return or the last multi-city leg; the departure on a one-way trip). */
  lastFlightDate: string;
}

/** The date-of-birth problem of one type rule. */
export type PassengerAgeProblem = 'adultTooYoung' | 'tooOld' | 'childAge' | 'infantTooOld' | 'notBornYet';

/**
 * The passenger-type rule on a date of birth (issue #11), or undefined when it holds. `dateOfBirth` must be a
 * valid `YYYY-MM-DD` (checked before, see {@link travelerIssues}).
 * - adult: at least {@link TRAVELER_MIN_AGE_YEARS} (18) years old on the departure date, at most
 *   {@link TRAVELER_MAX_AGE_YEARS}; the age limits keep the search's: a child is 2-17, so 18 is an adult.
 * - child: {@link MIN_CHILD_AGE_YEARS}-{@link MAX_CHILD_AGE_YEARS} years old on the date of the last flight (the
 *   airlines' usual rule: a child who turns 18 before the return flies home as an adult on an adult fare). The
 *   exact age typed in the search is NOT required to match: the fare is the same for every child age, and the
 *   search age is "age at travel", which may differ between outbound and return; a range is checked instead.
 * - infant (on a lap or in a seat): under 2 on the date of the last flight, and born on or before the departure.
 */
export function passengerAgeProblem(dateOfBirth: string, type: PassengerType, dates: PassengerAgeDates): PassengerAgeProblem | undefined {
  if (dateOfBirth > dates.departureDate) return 'notBornYet';
  if (type === 'adult') {
    const age = ageOnDate(dateOfBirth, dates.departureDate);
    if (age < TRAVELER_MIN_AGE_YEARS) return 'adultTooYoung';
    return age > TRAVELER_MAX_AGE_YEARS ? 'tooOld' : undefined;
  }
  const ageAtLast = ageOnDate(dateOfBirth, dates.lastFlightDate);
  if (type === 'child') return ageAtLast < MIN_CHILD_AGE_YEARS || ageAtLast > MAX_CHILD_AGE_YEARS ? 'childAge' : undefined;
  return ageAtLast >= MIN_CHILD_AGE_YEARS ? 'infantTooOld' : undefined;
}

/** English description of a {@link PassengerAgeProblem} (the server's VALIDATION_ERROR text; the frame has its own messages). */
export function passengerAgeProblemText(problem: PassengerAgeProblem, dates: PassengerAgeDates): string {
  switch (problem) {
    case 'notBornYet':
      return `The date of birth is after the departure date (${dates.departureDate})`;
    case 'adultTooYoung':
      return `An adult must be at least ${TRAVELER_MIN_AGE_YEARS} years old on the departure date (${dates.departureDate})`;
    case 'tooOld':
      return `Travelers must be at most ${TRAVELER_MAX_AGE_YEARS} years old on the travel date`;
    case 'childAge':
      return `A child must be ${MIN_CHILD_AGE_YEARS} to ${MAX_CHILD_AGE_YEARS} years old on the date of the last flight (${dates.lastFlightDate})`;
    case 'infantTooOld':
      return `An infant must be under ${MIN_CHILD_AGE_YEARS} years old on the date of the last flight (${dates.lastFlightDate})`;
  }
}

// ---------------------------------------------------------------- payment

/**
 * A payment card as typed by the user. `number`: 12-19 digits (spaces and dashes allowed, stripped).
 * The server checks Luhn and expiry (VALIDATION_ERROR on `payment.number` / `payment.expiry`) and never
 * stores more than the brand and last 4 digits.
 */
export const PaymentCardSchema = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must have 12 to 19 digits')),
  /** Expiry month 1-12. */
  expiryMonth: z.coerce.number().int().min(1).max(12),
  /** Expiry year, four digits. */
  expiryYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().trim().regex(/^\d{3,4}$/, 'CVC must have 3 or 4 digits'),
  /** A person name ({@link PersonNameSchema}), required. */
  holderName: PersonNameSchema.min(1, 'Card holder name is required').max(100),
});
export type PaymentCard = z.infer<typeof PaymentCardSchema>;

export const CardBrandSchema = z.enum(['visa', 'mastercard', 'amex', 'discover', 'unknown']);
export type CardBrand = z.infer<typeof CardBrandSchema>;

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// ---------------------------------------------------------------- booking

/** Booking reference: 6 upper-case letters/digits, e.g. `K7Q2XP`. */
export const BookingReferenceSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6}$/, 'A booking reference has 6 letters or digits'));

/** Header that may carry the idempotency key (alternatively `idempotencyKey` in the body). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = z.string().trim().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Idempotency key: 8-128 characters of A-Z a-z 0-9 _ . : -');

/**
 * POST /i/api/bookings/v1 body. `acceptedPrice` is the price the user saw; when the refreshed price
 * differs the reply is 409 PRICE_CHANGED ({@link PriceChangedReplySchema}) and nothing is charged.
 * `idempotencyKey` here or in the Idempotency-Key header (one is required; the header wins).
 * Traveler count per vertical: flights = adults, trains = passengers, packages = travelers,
 * hotels 1..guests (the first is the lead guest), cars exactly 1 (the driver). A flight offer priced for a party
 * with children or infants (its refresh reply lists `passengers`) takes exactly those passengers, in that order,
 * each traveler's `passengerType` matching (400 VALIDATION_ERROR `travelers.{i}.passengerType`) and its date of
 * birth fitting the type ({@link passengerAgeProblem}; `travelers.{i}.dateOfBirth`).
 * The first traveler is the lead: email and phone required.
 */
export const CreateBookingRequestSchema = z.object({
  offerId: z.string().min(1).max(400),
  acceptedPrice: MoneySchema,
  travelers: z.array(BookingTravelerSchema).min(1).max(9),
  contactEmail: z.email('Enter a valid email address').max(254),
  payment: PaymentCardSchema,
  idempotencyKey: IdempotencyKeySchema.optional(),
  /**
   * Booking from the trips cart (issue #12): the signed-in account's cart event of this offer. The booked event
   * is that event (state cart -> booked) instead of a new one; another account's or a non-cart event answers
   * 404 NOT_FOUND before anything is charged.
   */
  tripEventId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequestSchema>;
export type CreateBookingRequestInput = z.input<typeof CreateBookingRequestSchema>;

export const BookingStatusSchema = z.enum(['booked', 'cancelled']);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

/** What was booked, in display form (enough for confirmation, manage-booking and trip pages). */
export const OfferSummarySchema = z.object({
  vertical: VerticalSchema,
  /** e.g. "JFK → LHR", "Grand Riverside Hotel, London", "Compact car at LHR", "Paris → Lyon". */
  title: z.string(),
  /** e.g. "British Airways · 1 stop", "Double room · free cancellation". */
  subtitle: z.string(),
  /** Trip start / end as `YYYY-MM-DD` (local). */
  startDate: z.string(),
  endDate: z.string(),
  /** Destination city name, for trip naming. */
  destinationName: z.string(),
  conditions: z.object({ refundable: z.boolean(), cancellationDeadline: z.string().optional(), notes: z.array(z.string()) }),
  /** The full offer as booked. */
  offer: AnyOfferSchema,
});
export type OfferSummary = z.infer<typeof OfferSummarySchema>;

/** An order. `tripId` is the full trip id of the trip holding the booked event (core-and-business §3). */
export const BookingSchema = z.object({
  reference: z.string().regex(/^[A-Z0-9]{6}$/),
  status: BookingStatusSchema,
  vertical: VerticalSchema,
  offer: OfferSummarySchema,
  price: MoneySchema,
  travelers: z.array(StoredTravelerSchema),
  contactEmail: z.string(),
  payment: z.object({ brand: CardBrandSchema, last4: z.string().length(4) }),
  supplierRef: z.string(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().optional(),
  /** Amount refunded on cancellation (0 for non-refundable offers or after the deadline). */
  refundAmount: MoneySchema.optional(),
  tripId: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;

/** 409 PRICE_CHANGED reply: the error envelope plus the fresh offer to show before charging. */
export const PriceChangedReplySchema = z.object({
  ...ErrorEnvelopeSchema.shape,
  offer: AnyOfferSchema,
  previousPrice: MoneySchema,
});
export type PriceChangedReply = z.infer<typeof PriceChangedReplySchema>;

/** GET /i/api/bookings/v1/lookup?reference=&email= (email compared case-insensitively). */
export const BookingLookupQuerySchema = z.object({
  reference: BookingReferenceSchema,
  email: z.string().trim().max(254),
});
export type BookingLookupQuery = z.infer<typeof BookingLookupQuerySchema>;

/** POST /i/api/bookings/v1/:reference/cancel body. */
export const CancelBookingRequestSchema = z.object({ email: z.string().trim().max(254) });
export type CancelBookingRequest = z.infer<typeof CancelBookingRequestSchema>;

export const OFFER_REFRESH_PATH = '/i/api/offers/v1/refresh';
export const BOOKINGS_PATH = '/i/api/bookings/v1';
export const BOOKING_LOOKUP_PATH = '/i/api/bookings/v1/lookup';
export const BOOKING_CANCEL_PATH = '/i/api/bookings/v1/:reference/cancel';
export function bookingCancelPath(reference: string): string {
  return `/i/api/bookings/v1/${encodeURIComponent(reference)}/cancel`;
}
