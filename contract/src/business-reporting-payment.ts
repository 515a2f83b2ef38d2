/**
 * Trip reporting fields and company payment methods (issue #26 "Trip reporting fields", "Payment methods";
 * core-and-business §5 "Payment methods: the permission is forced to company settings management when the higher-tier
 * flag is on", §6 /business/trip-reporting-fields (TRIP_REPORTING_FIELDS, TRIP_REPORTING_FIELDS_MANAGEMENT) and
 * /business/payment-options (flag `paymentOptions`, COMPANY_PAYMENT_METHOD_VIEW / _MANAGEMENT)).
 *
 * - A reporting field is defined by the company: a label (cost centre, project code), a kind (free `text` or a `list`
 *   of options), required or not, and the verticals it is asked for. A business booking (a business user on the
 *   business side) of such a vertical sends one value per field ({@link BookingReportingValueSchema}); the server
 *   refuses a booking without a required field (400 VALIDATION_ERROR, field `reportingFields.{fieldId}`), a list value
 *   that is not one of the options, or a text value over {@link REPORTING_FIELD_TEXT_MAX_CHARS}, and stores the values
 *   with the booking (label and value as they were at booking time).
 * - Company cards are stored as the test payment method stores cards: brand and last four (plus expiry and the holder's
 *   name for the admin's list); the number goes to the payment adapter once and is never kept. Each payment scope
 *   (the company default, for travelers without a group, and each traveler group) names the card business bookings of
 *   its travelers are charged to (or none) and whether a personal card is allowed. A group without a scope of its own
 *   uses the default's. A scope must leave a way to pay: no card AND no personal card is refused.
 *
 * Readings where the spec is silent (each repeated where it shapes a schema):
 * - "Per vertical": the booking's own vertical; a package booking asks the fields set for `packages`.
 * - Values of fields the company deleted meanwhile, or of fields not asked for the vertical, are ignored (a traveler
 *   whose admin edited the fields while they were on the booking page must not be stuck).
 * - An optional field left empty stores nothing.
 */
import { z } from 'zod';
import { CardBrandSchema, PaymentCardSchema } from './booking.ts';
import { PAYMENT_METHODS_HIGHER_TIER_TEXT } from './business-pages.ts';
import { VerticalSchema } from './search-basics.ts';
import { PolicyBookingSchema, PolicyCreateBookingRequestSchema, PolicyRefreshOfferResponseSchema } from './travel-policy-results.ts';

/** Base path of the two admin pages' calls (absolute; inside the business route tree). */
export const REPORTING_FIELDS_API_PATH = '/i/api/business/admin/v1/reportingFields';
export const PAYMENT_OPTIONS_API_PATH = '/i/api/business/admin/v1/paymentOptions';

/** Most characters of a field's label. */
export const REPORTING_FIELD_LABEL_MAX_CHARS = 80;
/** Most characters of a field's help text (shown under the field on the booking page). */
export const REPORTING_FIELD_HELP_MAX_CHARS = 200;
/** Most characters of a text value, and of one list option. */
export const REPORTING_FIELD_TEXT_MAX_CHARS = 200;
/** Most options of a list field. */
export const REPORTING_FIELD_MAX_OPTIONS = 100;
/** Most fields of one company (a booking form with more is not a form people finish). */
export const REPORTING_FIELDS_MAX_PER_COMPANY = 30;
/** Most characters of a company card's label ("Travel card - Sales"). */
export const COMPANY_CARD_LABEL_MAX_CHARS = 60;
/** Most company cards of one company. */
export const COMPANY_CARDS_MAX_PER_COMPANY = 50;

export const ReportingFieldKindSchema = z.enum(['text', 'list']);
export type ReportingFieldKind = z.infer<typeof ReportingFieldKindSchema>;

/** A company's reporting field as stored (ids are per installation; `position` orders the booking form). */
export const ReportingFieldSchema = z.object({
  id: z.number().int().positive(),
  label: z.string(),
  kind: ReportingFieldKindSchema,
  required: z.boolean(),
  /** The verticals whose business bookings ask it (at least one). */
  verticals: z.array(VerticalSchema).min(1),
  /** A list field's options in the order shown; empty for a text field. */
  options: z.array(z.string()),
  /** Shown under the field on the booking page; empty for none. */
  helpText: z.string(),
  position: z.number().int(),
});
export type ReportingField = z.infer<typeof ReportingFieldSchema>;

const trimmedText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/**
 * POST/PUT body of a field. Options are trimmed, must be unique (case-insensitively) and are required (1 or more) for a
 * list field; a text field takes none. Verticals are de-duplicated.
 */
export const ReportingFieldInputSchema = z
  .object({
    label: trimmedText(REPORTING_FIELD_LABEL_MAX_CHARS).min(1, 'Give the field a name'),
    kind: ReportingFieldKindSchema,
    required: z.boolean(),
    verticals: z.array(VerticalSchema).min(1, 'Choose at least one kind of booking').max(5).transform((v) => [...new Set(v)]),
    options: z.array(trimmedText(REPORTING_FIELD_TEXT_MAX_CHARS).min(1, 'An option cannot be empty')).max(REPORTING_FIELD_MAX_OPTIONS).default([]),
    helpText: trimmedText(REPORTING_FIELD_HELP_MAX_CHARS).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'list' && v.options.length === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A list needs at least one option' });
    if (v.kind === 'text' && v.options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A text field has no options' });
    const seen = new Set<string>();
    for (const option of v.options) {
      const key = option.toLocaleLowerCase('en');
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options'], message: `"${option}" is listed twice` });
      seen.add(key);
    }
  });
export type ReportingFieldInput = z.infer<typeof ReportingFieldInputSchema>;
export type ReportingFieldInputDraft = z.input<typeof ReportingFieldInputSchema>;

/** GET {REPORTING_FIELDS_API_PATH}: the company's fields in booking-form order. */
export const ReportingFieldsReplySchema = z.object({ items: z.array(ReportingFieldSchema) });
export type ReportingFieldsReply = z.infer<typeof ReportingFieldsReplySchema>;

/** Path parameter of one field. */
export const ReportingFieldParamsSchema = z.object({ fieldId: z.coerce.number().int().positive().max(2_147_483_647) });

/** One value a booking sends: the field's id and what the traveler typed or chose (trimmed; empty = not given). */
export const BookingReportingValueSchema = z.object({
  fieldId: z.number().int().positive().max(2_147_483_647),
  value: z.string().trim().max(REPORTING_FIELD_TEXT_MAX_CHARS, `At most ${REPORTING_FIELD_TEXT_MAX_CHARS} characters`),
});
export type BookingReportingValue = z.infer<typeof BookingReportingValueSchema>;

/**
 * A value stored with a booking, as reports and exports read it: the field's id (null once the company deleted the
 * field), its label at booking time and the value.
 */
export const StoredReportingValueSchema = z.object({ fieldId: z.number().int().nullable(), label: z.string(), value: z.string() });
export type StoredReportingValue = z.infer<typeof StoredReportingValueSchema>;

// ---------------------------------------------------------------- payment methods

/** A company card as the admin page lists it: never more of the number than the brand and the last four digits. */
export const CompanyCardSchema = z.object({
  id: z.number().int().positive(),
  label: z.string(),
  brand: CardBrandSchema,
  last4: z.string().length(4),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  holderName: z.string(),
  createdAt: z.iso.datetime(),
});
export type CompanyCard = z.infer<typeof CompanyCardSchema>;

/** POST {PAYMENT_OPTIONS_API_PATH}/cards: a label and the card as typed (checked, handed to the payment adapter, not kept). */
export const CompanyCardInputSchema = z.object({
  label: trimmedText(COMPANY_CARD_LABEL_MAX_CHARS).min(1, 'Give the card a name'),
  card: PaymentCardSchema,
});
export type CompanyCardInput = z.infer<typeof CompanyCardInputSchema>;
export type CompanyCardInputDraft = z.input<typeof CompanyCardInputSchema>;

/** Path parameter of one card. */
export const CompanyCardParamsSchema = z.object({ cardId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `default` (travelers without a group, and groups without a scope of their own) or a group id. */
export const PaymentScopeKeySchema = z.union([z.literal('default'), z.coerce.number().int().positive().max(2_147_483_647)]);
export type PaymentScopeKey = z.infer<typeof PaymentScopeKeySchema>;
export const PaymentScopeParamsSchema = z.object({ scope: PaymentScopeKeySchema });

/**
 * How one scope pays. `inherited` true: a group without a setting of its own, shown with the default's values.
 */
export const PaymentScopeSchema = z.object({
  /** null: the company default. */
  groupId: z.number().int().nullable(),
  /** The group's name; null for the default. */
  groupName: z.string().nullable(),
  cardId: z.number().int().nullable(),
  personalCardAllowed: z.boolean(),
  inherited: z.boolean(),
});
export type PaymentScope = z.infer<typeof PaymentScopeSchema>;

/** PUT {PAYMENT_OPTIONS_API_PATH}/scopes/{scope}. `inherit` true (groups only) removes the group's own setting. */
export const PaymentScopeInputSchema = z.object({
  cardId: z.number().int().positive().nullable(),
  personalCardAllowed: z.boolean(),
  inherit: z.boolean().default(false),
});
export type PaymentScopeInput = z.infer<typeof PaymentScopeInputSchema>;

/**
 * GET {PAYMENT_OPTIONS_API_PATH}: the company's cards, the default scope then every group's, whether the caller may
 * change them (COMPANY_PAYMENT_METHOD_MANAGEMENT, or COMPANY_SETTINGS_MANAGEMENT under the higher-tier override) and
 * the override's flag text (the plan tier's name) or null.
 */
export const PaymentOptionsReplySchema = z.object({
  cards: z.array(CompanyCardSchema),
  scopes: z.array(PaymentScopeSchema),
  canManage: z.boolean(),
  flagText: z.string().nullable(),
});
export type PaymentOptionsReply = z.infer<typeof PaymentOptionsReplySchema>;

// ---------------------------------------------------------------- the booking

/** How a business booking pays: the traveler's own card (`payment`) or the card of their group (`companyCard`). */
export const BookingPaymentMethodSchema = z.enum(['personalCard', 'companyCard']);
export type BookingPaymentMethod = z.infer<typeof BookingPaymentMethodSchema>;

/**
 * What the booking page needs for a business booking (on the refresh reply, `business`): the reporting fields asked
 * for the offer's vertical, in order, and how the traveler may pay (their group's company card, or null; whether a
 * personal card is allowed).
 */
export const BusinessBookingOptionsSchema = z.object({
  reportingFields: z.array(ReportingFieldSchema),
  payment: z.object({
    companyCard: z.object({ label: z.string(), brand: CardBrandSchema, last4: z.string().length(4) }).nullable(),
    personalCardAllowed: z.boolean(),
  }),
});
export type BusinessBookingOptions = z.infer<typeof BusinessBookingOptionsSchema>;

/** POST /i/api/offers/v1/refresh reply: with the policy verdict and, for a business booking, {@link BusinessBookingOptionsSchema}. */
export const BusinessRefreshOfferResponseSchema = PolicyRefreshOfferResponseSchema.extend({ business: BusinessBookingOptionsSchema.optional() });
export type BusinessRefreshOfferResponse = z.infer<typeof BusinessRefreshOfferResponseSchema>;

/**
 * POST /i/api/bookings/v1 body with the business booking's reporting values and payment method. `payment` (the card as
 * typed) is required unless `paymentMethod` is `companyCard`; absent `paymentMethod` means `personalCard`. The server
 * refuses `personalCard` when the traveler's group does not allow it and `companyCard` when the group has no card (400
 * VALIDATION_ERROR on `paymentMethod`).
 */
export const BusinessCreateBookingRequestSchema = PolicyCreateBookingRequestSchema.extend({
  payment: PaymentCardSchema.optional(),
  paymentMethod: BookingPaymentMethodSchema.optional(),
  reportingFields: z.array(BookingReportingValueSchema).max(REPORTING_FIELDS_MAX_PER_COMPANY).optional(),
}).superRefine((v, ctx) => {
  if (v.paymentMethod !== 'companyCard' && v.payment === undefined) ctx.addIssue({ code: 'custom', path: ['payment'], message: 'Enter the card to pay with' });
});
export type BusinessCreateBookingRequest = z.infer<typeof BusinessCreateBookingRequestSchema>;
export type BusinessCreateBookingRequestInput = z.input<typeof BusinessCreateBookingRequestSchema>;

/** A booking with how it was paid (`companyCard` when charged to the company's card; absent on older orders = personal). */
export const BusinessBookingSchema = PolicyBookingSchema.extend({ paymentMethod: BookingPaymentMethodSchema.optional() });
export type BusinessBooking = z.infer<typeof BusinessBookingSchema>;

/** 400 VALIDATION_ERROR field of a reporting value (`reportingFields.12`). */
export function reportingFieldErrorPath(fieldId: number): string {
  return `reportingFields.${fieldId}`;
}

/**
 * Who may see and change the payment options page (core §5, §6): without the higher-tier switch, COMPANY_PAYMENT_METHOD_VIEW
 * or _MANAGEMENT see it and _MANAGEMENT changes it; with the switch on, "the permission is forced to company settings
 * management": COMPANY_SETTINGS_MANAGEMENT both sees and changes it, and the page carries the plan tier's name as its
 * flag text. The same rule as the `paymentMethods` row of ADMIN_PAGES (its permissionOverride), plus the manage step.
 * @param permissions the caller's permissions
 * @param higherTier the company's `paymentMethodsHigherTier` switch
 */
export function paymentMethodsAccess(permissions: readonly string[], higherTier: boolean): { view: boolean; manage: boolean; flagText: string | null } {
  if (higherTier) {
    const settings = permissions.includes('COMPANY_SETTINGS_MANAGEMENT');
    return { view: settings, manage: settings, flagText: PAYMENT_METHODS_HIGHER_TIER_TEXT };
  }
  const manage = permissions.includes('COMPANY_PAYMENT_METHOD_MANAGEMENT');
  return { view: manage || permissions.includes('COMPANY_PAYMENT_METHOD_VIEW'), manage, flagText: null };
}
