/**
 * Client-side checks of the booking form, run before anything is sent (nothing is sent while any fails).
 * Travelers: the contract's TravelerSchema (core-and-business §3 entity, lengths) plus its `travelerIssues`
 * rules (core-and-business §5: first and last name, a real date of birth giving an age of
 * MIN_TRAVELER_AGE_YEARS-MAX_TRAVELER_AGE_YEARS at the travel date, email and phone for the lead traveler).
 * Passenger types (issue #11): with `passengers` (a flight party with children or infants) each traveler is
 * checked against its type with the contract's `passengerAgeProblem` (adult 18+ at departure, child 2-17 and
 * infant under 2 on the date of the last flight, nobody born after the departure), the same rule as the server;
 * without it every traveler is an adult (hotels, cars, trains, packages, adult-only flights).
 * Payment: card number 12-19 digits passing Luhn, expiry MM/YY not in the past, CVC 3-4 digits, holder
 * name; then the contract's PaymentCardSchema.
 *
 * Errors are keyed by the server's field paths (`travelers.0.lastName`, `payment.number`, ...), so server
 * VALIDATION_ERRORs land on the same fields ({@link fieldKeyOfServerField}). These are also the form's field
 * paths: {@link bookingFormSchema} is the zod schema of the form's resolver (React Hook Form), built from
 * these rules.
 */
import type { MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { reasonPathOfServerField, validateApprover, validateOutOfPolicyReason, APPROVER_PATH, type OutOfPolicyReasonDraft } from '../policy/index.ts';
import {
  MAX_CHILD_AGE_YEARS,
  MIN_CHILD_AGE_YEARS,
  PaymentCardSchema,
  TravelerSchema,
  ageOnDate,
  luhnValid,
  newTraveler,
  passengerAgeProblem,
  travelerIssues,
  type BookingTraveler,
  type OfferPassenger,
  type OutOfPolicyReason,
  type PassengerAgeDates,
  type PassengerType,
  type PaymentCard,
  type BookingPaymentMethod,
  type BookingReportingValue,
  type ReportingField,
} from '@travel/contract';
import { paymentMethodOf, reportingFieldKeyOfServerField, validateReportingFields } from './business-booking-validation.ts';
import { DIALLING_CODES, MAX_TRAVELER_AGE_YEARS, MIN_TRAVELER_AGE_YEARS } from './constants.ts';
import { bookingMessages as m } from './messages.ts';
import { bookingPassengerMessages as pm } from './passenger-messages.ts';

/** Traveler fields the form collects (email and phone on the lead traveler only). */
export const TRAVELER_FIELDS = ['firstName', 'middleName', 'lastName', 'dateOfBirth', 'emailAddress', 'phoneCountryCode', 'phoneNumber'] as const;
export type TravelerField = (typeof TRAVELER_FIELDS)[number];
export const PAYMENT_FIELDS = ['number', 'expiry', 'cvc', 'holderName'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

/** A traveler as typed. `phoneCountryCode` as shown, e.g. `+44`. */
export type TravelerDraft = Record<TravelerField, string>;
/** The card as typed; `expiry` as `MM/YY`. */
export type PaymentDraft = Record<PaymentField, string>;

/** A field's problem: a message to format, or a text from the server shown as is. */
export type FieldProblem = { message: MessageDescriptor; values?: Record<string, string | number> } | { text: string };
/** Problems keyed by field path, e.g. `travelers.1.lastName`, `payment.expiry`. */
export type FieldErrors = Record<string, FieldProblem>;

/** Key of a traveler field. */
export function travelerFieldKey(index: number, field: TravelerField): string {
  return `travelers.${index}.${field}`;
}
/** Key of a payment field. */
export function paymentFieldKey(field: PaymentField): string {
  return `payment.${field}`;
}

/** Values of the booking form: one draft per traveler (the lead first) and the card. */
export interface BookingFormValues {
  travelers: TravelerDraft[];
  payment: PaymentDraft;
  /** Issue #25: the out-of-policy reason (code + explanation) of a booking whose policy verdict is warn. */
  outOfPolicyReason?: OutOfPolicyReasonDraft;
  /** Issue #25: the approver the traveler names ('' until one is picked), when their role only asks named approvers. */
  approverProfileId?: string;
  /** Issue #26: the trip reporting fields' values as typed, keyed `f{fieldId}` (business bookings). */
  reportingFields?: Record<string, string>;
  /** Issue #26: `companyCard` or `personalCard` when the company offers its card ('' otherwise: a personal card). */
  paymentMethod?: string;
}

/** What a valid booking form gives: the Traveler entities, the card to send and the contact email. */
export interface BookingSubmission {
  travelers: BookingTraveler[];
  /** The card typed; absent when the booking is charged to the company's card (issue #26). */
  card?: PaymentCard;
  contactEmail: string;
  /** Issue #26: `companyCard` when the company's card pays (sent), else absent (a personal card). */
  paymentMethod?: BookingPaymentMethod;
  /** Issue #26: the trip reporting values given (fields left empty are left out). */
  reportingFields?: BookingReportingValue[];
  /** Present when the form asked for it ({@link BookingFormSchemaOptions.reasonRequired}). */
  outOfPolicyReason?: OutOfPolicyReason;
  /** Present when the form asked for it ({@link BookingFormSchemaOptions.approverIds}). */
  approverProfileId?: string;
}

function draftSchema<K extends string>(fields: readonly K[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f, z.string().catch('')])) as Record<K, z.ZodCatch<z.ZodString>>);
}

/** Options of {@link bookingFormSchema}. */
export interface BookingFormSchemaOptions {
  /** Travelers on the booking (drafts beyond it are ignored, missing ones count as empty). */
  travelerCount: number;
  /** `YYYY-MM-DD` the ages are checked at. */
  travelDate: string;
  /**
   * Who travels, in order (issue #11); absent: `travelerCount` adults. With it the types' age rules apply,
   * children and infants measured on `lastFlightDate`.
   */
  passengers?: readonly OfferPassenger[] | undefined;
  /** `YYYY-MM-DD` of the last flight (default `travelDate`). */
  lastFlightDate?: string | undefined;
  /** ISO country of the frame locale (the lead's dialling code). */
  localeCountry?: string | undefined;
  /** Text shown for a problem (formats the message). */
  describe(problem: FieldProblem): string;
  /** Clock of the card expiry check. */
  now?: () => Date;
  /** Issue #25: the offer's policy verdict is warn, so a reason code and an explanation (10+ characters) are required. */
  reasonRequired?: boolean | undefined;
  /**
   * Issue #25: the traveler must name the approver of this require-approval booking; one of these profile ids is
   * required at `approverProfileId`. Absent: no approver is asked.
   */
  approverIds?: readonly string[] | undefined;
  /** Issue #26: the trip reporting fields the company asks for this booking (refresh reply `business`). */
  reportingFields?: readonly ReportingField[] | undefined;
}

/**
 * The booking form's zod schema: the drafts as typed, checked with {@link validateTravelers} (contract
 * TravelerSchema + travelerIssues) and {@link validatePayment} (card rules + PaymentCardSchema), each problem an
 * issue at its field path; a valid form parses to the {@link BookingSubmission}.
 */
export function bookingFormSchema({ travelerCount, travelDate, passengers, lastFlightDate, localeCountry, describe, now = () => new Date(), reasonRequired = false, approverIds, reportingFields = [] }: BookingFormSchemaOptions) {
  return z
    .object({
      travelers: z.array(draftSchema(TRAVELER_FIELDS)), payment: draftSchema(PAYMENT_FIELDS), outOfPolicyReason: draftSchema(['code', 'text'] as const).optional(),
      approverProfileId: z.string().catch('').optional(),
      reportingFields: z.record(z.string(), z.string().catch('')).catch({}).optional(),
      paymentMethod: z.string().catch('').optional(),
    })
    .transform((values, ctx): BookingSubmission => {
      const drafts = Array.from({ length: travelerCount }, (_, i) => values.travelers[i] ?? emptyTravelerDraft());
      const t = validateTravelers(drafts, travelDate, localeCountry, passengers ? { passengers, lastFlightDate: lastFlightDate ?? travelDate } : undefined);
      const companyCard = paymentMethodOf(values.paymentMethod) === 'companyCard';
      const p = companyCard ? { errors: {} as FieldErrors, card: undefined } : validatePayment(values.payment, now());
      const rf = validateReportingFields(values.reportingFields, reportingFields);
      const r = reasonRequired ? validateOutOfPolicyReason(values.outOfPolicyReason) : undefined;
      const a = validateApprover(values.approverProfileId, approverIds !== undefined, approverIds ?? []);
      const found: FieldErrors = { ...(r?.errors ?? {}), ...(a.error ? { [APPROVER_PATH]: a.error } : {}), ...t.errors, ...rf.errors, ...p.errors };
      for (const [key, problem] of Object.entries(found)) {
        ctx.addIssue({ code: 'custom', path: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: describe(problem) });
      }
      if (Object.keys(found).length > 0 || (!companyCard && !p.card)) {
        if (Object.keys(found).length === 0) ctx.addIssue({ code: 'custom', path: ['payment', 'number'], message: describe({ message: m.errorCardNumber }) });
        return z.NEVER;
      }
      return { travelers: t.travelers, ...(p.card ? { card: p.card } : {}), contactEmail: t.travelers[0]?.emailAddress ?? '', ...(r?.reason ? { outOfPolicyReason: r.reason } : {}),
        ...(a.approverProfileId ? { approverProfileId: a.approverProfileId } : {}),
        ...(companyCard ? { paymentMethod: 'companyCard' as const } : {}),
        ...(rf.values.length > 0 ? { reportingFields: rf.values } : {}) };
    });
}

/** An empty traveler draft; the country code defaults to the frame locale's country (e.g. `+1` for en-US). */
export function emptyTravelerDraft(countryIso?: string): TravelerDraft {
  const dial = countryIso ? DIALLING_CODES[countryIso.toUpperCase()] : undefined;
  return { firstName: '', middleName: '', lastName: '', dateOfBirth: '', emailAddress: '', phoneCountryCode: dial ? `+${dial}` : '', phoneNumber: '' };
}

/** An empty card. */
export function emptyPaymentDraft(): PaymentDraft {
  return { number: '', expiry: '', cvc: '', holderName: '' };
}

/** Dialling-code digits of what was typed (`+44` -> `44`), '' when none. */
export function diallingDigits(text: string): string {
  return text.replace(/[\s+()-]/g, '');
}

/** ISO country of a dialling code: the locale's country when it has that code, else the first listed. */
export function countryOfDiallingCode(digits: string, localeCountry?: string): string {
  if (digits === '') return '';
  if (localeCountry && DIALLING_CODES[localeCountry.toUpperCase()] === digits) return localeCountry.toUpperCase();
  return Object.entries(DIALLING_CODES).find(([, code]) => code === digits)?.[0] ?? '';
}

/** The Traveler entity (core-and-business §3: travelerId 0, preferred true, others '' unless typed) of a draft. */
export function travelerInputOf(draft: TravelerDraft, isLead: boolean, localeCountry?: string, passengerType: PassengerType = 'adult'): BookingTraveler {
  const dial = isLead ? diallingDigits(draft.phoneCountryCode) : '';
  return {
    ...newTraveler(),
    passengerType,
    firstName: draft.firstName.trim(),
    middleName: draft.middleName.trim(),
    lastName: draft.lastName.trim(),
    dateOfBirth: draft.dateOfBirth.trim(),
    emailAddress: isLead ? draft.emailAddress.trim() : '',
    phoneNumber: isLead ? draft.phoneNumber.trim() : '',
    phoneCountryCode: dial,
    phoneCountryCodeISO: isLead ? countryOfDiallingCode(dial, localeCountry) : '',
  };
}

function dateOfBirthProblem(dateOfBirth: string, travelDate: string): FieldProblem {
  if (dateOfBirth === '') return { message: m.errorDateOfBirthMissing };
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) && !Number.isNaN(Date.parse(`${dateOfBirth}T00:00:00Z`)) && new Date(`${dateOfBirth}T00:00:00Z`).toISOString().slice(0, 10) === dateOfBirth;
  if (!valid || (travelDate !== '' && dateOfBirth > travelDate)) return { message: m.errorDateOfBirthInvalid };
  const age = ageOnDate(dateOfBirth, travelDate);
  if (age > MAX_TRAVELER_AGE_YEARS) return { message: m.errorTooOld, values: { max: MAX_TRAVELER_AGE_YEARS } };
  return { message: m.errorTooYoung, values: { min: MIN_TRAVELER_AGE_YEARS } };
}

/** The message of a passenger-type date-of-birth problem (contract passengerAgeProblem), or undefined when it holds. */
export function passengerAgeMessage(dateOfBirth: string, type: PassengerType, dates: PassengerAgeDates): FieldProblem | undefined {
  switch (passengerAgeProblem(dateOfBirth, type, dates)) {
    case undefined:
      return undefined;
    case 'notBornYet':
      return { message: pm.errorNotBornYet, values: { date: dates.departureDate } };
    case 'adultTooYoung':
      return { message: pm.errorAdultTooYoung, values: { min: MIN_TRAVELER_AGE_YEARS, date: dates.departureDate } };
    case 'tooOld':
      return { message: m.errorTooOld, values: { max: MAX_TRAVELER_AGE_YEARS } };
    case 'childAge':
      return { message: pm.errorChildAge, values: { min: MIN_CHILD_AGE_YEARS, max: MAX_CHILD_AGE_YEARS, date: dates.lastFlightDate } };
    case 'infantTooOld':
      return { message: pm.errorInfantTooOld, values: { max: MIN_CHILD_AGE_YEARS, date: dates.lastFlightDate } };
  }
}

/**
 * Checks the travelers (the first is the lead: email and phone required). `travelDate` is `YYYY-MM-DD`.
 * `typed`: the offer's passengers and the last flight's date (issue #11); absent: every traveler an adult.
 * @returns the problems by field (empty when valid) and the Traveler entities to send (with their passenger type).
 */
export function validateTravelers(
  drafts: TravelerDraft[],
  travelDate: string,
  localeCountry?: string,
  typed?: { passengers: readonly OfferPassenger[]; lastFlightDate: string },
): { errors: FieldErrors; travelers: BookingTraveler[] } {
  const errors: FieldErrors = {};
  const travelers: BookingTraveler[] = [];
  drafts.forEach((draft, index) => {
    const isLead = index === 0;
    const type = typed?.passengers[index]?.type ?? 'adult';
    const input = travelerInputOf(draft, isLead, localeCountry, type);
    const set = (field: string, problem: FieldProblem) => {
      const key = `travelers.${index}.${field}`;
      if (!errors[key]) errors[key] = problem;
    };
    const parsed = TravelerSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'firstName');
        const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
        set(field, max !== undefined ? { message: m.errorTooLong, values: { max } } : { text: issue.message });
      }
    }
    const traveler: BookingTraveler = parsed.success ? { ...parsed.data, passengerType: type } : input;
    // Children and infants get their type's age window (below) instead of the adults' 18-110.
    const minAgeYears = type === 'adult' ? MIN_TRAVELER_AGE_YEARS : 0;
    const issues = travelerIssues(traveler, { travelDate, minAgeYears, maxAgeYears: MAX_TRAVELER_AGE_YEARS, requireContact: isLead });
    for (const issue of issues) {
      switch (issue.path) {
        case 'firstName':
          set('firstName', { message: m.errorFirstName });
          break;
        case 'lastName':
          set('lastName', { message: m.errorLastName });
          break;
        case 'dateOfBirth':
          set('dateOfBirth', dateOfBirthProblem(traveler.dateOfBirth, travelDate));
          break;
        case 'emailAddress':
          set('emailAddress', { message: traveler.emailAddress === '' ? m.errorEmailMissing : m.errorEmailInvalid });
          break;
        case 'phoneNumber':
          set('phoneNumber', { message: traveler.phoneNumber === '' ? m.errorPhoneMissing : m.errorPhoneInvalid });
          break;
        case 'phoneCountryCode':
          set('phoneCountryCode', { message: m.errorCountryCode });
          break;
        default:
          break; // phoneCountryCodeISO is derived, never typed
      }
    }
    // A date of birth after the travel date is not a real traveler (travelerIssues sees a negative age).
    if (!errors[`travelers.${index}.dateOfBirth`] && traveler.dateOfBirth !== '' && travelDate !== '' && traveler.dateOfBirth > travelDate) {
      set('dateOfBirth', { message: m.errorDateOfBirthInvalid });
    }
    if (typed && !errors[`travelers.${index}.dateOfBirth`] && traveler.dateOfBirth !== '') {
      const problem = passengerAgeMessage(traveler.dateOfBirth, type, { departureDate: travelDate, lastFlightDate: typed.lastFlightDate });
      if (problem) set('dateOfBirth', problem);
    }
    if (isLead && traveler.phoneNumber !== '' && input.phoneCountryCode === '') set('phoneCountryCode', { message: m.errorCountryCode });
    travelers.push(traveler);
  });
  return { errors, travelers };
}

/**
 * Month and four-digit year of `MM/YY` (or `M/YY`, `MM/YYYY`) or of `MMYY` typed without a slash (issue #22: card
 * fields accept the four digits as printed on the card), or undefined (month outside 1-12 too).
 */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/**
 * The expiry as `MM/YY` when {@link parseExpiry} reads it (e.g. `1230` -> `12/30`, `7/2031` -> `07/31`); any other
 * text unchanged, so the field's error points at what was typed. The expiry field applies it on blur (issue #22).
 */
export function normalizeExpiry(text: string): string {
  const expiry = parseExpiry(text);
  return expiry ? `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}` : text;
}

/**
 * Checks the card (`now` decides whether the expiry month has passed, local time).
 * @returns the problems by field and, when valid, the card to send (digits only).
 */
export function validatePayment(draft: PaymentDraft, now: Date = new Date()): { errors: FieldErrors; card?: PaymentCard } {
  const errors: FieldErrors = {};
  const digits = draft.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors['payment.number'] = { message: m.errorCardNumber };
  const expiry = parseExpiry(draft.expiry);
  if (!expiry) errors['payment.expiry'] = { message: m.errorExpiryFormat };
  else if (expiry.year * 12 + expiry.month - 1 < now.getFullYear() * 12 + now.getMonth()) errors['payment.expiry'] = { message: m.errorExpired };
  if (!/^\d{3,4}$/.test(draft.cvc.trim())) errors['payment.cvc'] = { message: m.errorCvc };
  if (draft.holderName.trim() === '') errors['payment.holderName'] = { message: m.errorHolder };
  else if (draft.holderName.trim().length > 100) errors['payment.holderName'] = { message: m.errorTooLong, values: { max: 100 } };
  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  const parsed = PaymentCardSchema.safeParse({ number: digits, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: draft.cvc.trim(), holderName: draft.holderName.trim() });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = fieldKeyOfServerField(`payment.${String(issue.path[0] ?? 'number')}`) ?? 'payment.number';
      errors[key] ??= { text: issue.message };
    }
    return { errors };
  }
  return { errors, card: parsed.data };
}

/**
 * The form field of a server VALIDATION_ERROR `field` (dotted path of the request body), or undefined when
 * it names no single field (then the description is shown at the top of the form).
 */
export function fieldKeyOfServerField(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const reasonPath = reasonPathOfServerField(field);
  if (reasonPath) return reasonPath;
  const businessPath = reportingFieldKeyOfServerField(field);
  if (businessPath) return businessPath;
  if (field === 'contactEmail') return 'travelers.0.emailAddress';
  const traveler = /^travelers\.(\d+)\.(\w+)$/.exec(field);
  if (traveler) {
    const name = traveler[2] === 'phoneCountryCodeISO' ? 'phoneCountryCode' : traveler[2];
    return (TRAVELER_FIELDS as readonly string[]).includes(name ?? '') ? `travelers.${traveler[1]}.${name}` : undefined;
  }
  switch (field) {
    case 'payment.number':
      return 'payment.number';
    case 'payment.expiry':
    case 'payment.expiryMonth':
    case 'payment.expiryYear':
      return 'payment.expiry';
    case 'payment.cvc':
      return 'payment.cvc';
    case 'payment.holderName':
      return 'payment.holderName';
    default:
      return undefined;
  }
}
