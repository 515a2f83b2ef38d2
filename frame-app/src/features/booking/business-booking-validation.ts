/**
 * The booking form's checks of a business booking's trip reporting fields and payment method (issue #26; contract
 * business-reporting-payment.ts). Run by the form's schema (validation.ts bookingFormSchema) before anything is sent,
 * with the same rules as the server: a required field needs a value, a list value must be one of its options, a text
 * value has at most REPORTING_FIELD_TEXT_MAX_CHARS characters. Form paths: `reportingFields.f{id}` (the `f` keeps React
 * Hook Form from reading the id as an array index) and `paymentMethod`; the server's `reportingFields.{id}` lands on
 * the same field ({@link reportingFieldKeyOfServerField}).
 */
import { REPORTING_FIELD_TEXT_MAX_CHARS, type BookingPaymentMethod, type BookingReportingValue, type ReportingField } from '@travel/contract';
import { businessBookingMessages as m } from './business-booking-messages.ts';
import type { MessageDescriptor } from 'react-intl';

/** Problems keyed by form path (the shape of validation.ts FieldErrors, declared here so the two files do not import each other). */
type FieldErrors = Record<string, { message: MessageDescriptor; values?: Record<string, string | number> }>;

/** Form path of a reporting field's value. */
export function reportingFieldKey(fieldId: number): string {
  return `reportingFields.f${fieldId}`;
}

/** Form path of the payment method choice. */
export const PAYMENT_METHOD_PATH = 'paymentMethod';

/** The form path of a server field of this part (`reportingFields.12`, `paymentMethod`), else undefined. */
export function reportingFieldKeyOfServerField(field: string): string | undefined {
  const match = /^reportingFields\.(\d+)$/.exec(field);
  if (match) return reportingFieldKey(Number(match[1]));
  return field === PAYMENT_METHOD_PATH ? PAYMENT_METHOD_PATH : undefined;
}

/** The values as typed (keyed `f{id}`) of the fields asked; errors keyed by form path. */
export function validateReportingFields(
  drafts: Readonly<Record<string, string>> | undefined, fields: readonly ReportingField[],
): { errors: FieldErrors; values: BookingReportingValue[] } {
  const errors: FieldErrors = {};
  const values: BookingReportingValue[] = [];
  for (const field of fields) {
    const value = (drafts?.[`f${field.id}`] ?? '').trim();
    const key = reportingFieldKey(field.id);
    if (value === '') {
      if (field.required) errors[key] = { message: field.kind === 'list' ? m.errorChoose : m.errorRequired, values: { label: field.label } };
      continue;
    }
    if (field.kind === 'list' && !field.options.includes(value)) errors[key] = { message: m.errorChoose, values: { label: field.label } };
    else if (value.length > REPORTING_FIELD_TEXT_MAX_CHARS) errors[key] = { message: m.errorTooLong, values: { max: REPORTING_FIELD_TEXT_MAX_CHARS } };
    else values.push({ fieldId: field.id, value });
  }
  return { errors, values };
}

/** The payment method as chosen ('' or unknown: a personal card). */
export function paymentMethodOf(draft: string | undefined): BookingPaymentMethod {
  return draft === 'companyCard' ? 'companyCard' : 'personalCard';
}
