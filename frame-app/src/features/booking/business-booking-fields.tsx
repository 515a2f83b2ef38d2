/**
 * The booking page's business part (issue #26 "Trip reporting fields", "Payment methods"), shown from the refresh
 * reply's `business` (contract BusinessBookingOptionsSchema: only for a business user on the business side, and only
 * when the company asks something or pays):
 * - {@link ReportingFieldsFieldset}: a "Trip reporting" fieldset with one control per field the company asks for the
 *   offer's vertical, in its order: a text field, or a list as a native `<select>` (keyboard and phone pickers for free,
 *   up to 100 options) starting on "Choose…". Required fields are marked aria-required; optional ones say "Optional";
 *   a field's help text shows under it; errors show under the field and are announced with it.
 * - {@link PaymentMethodChoice}: with a company card and personal cards allowed, a "Pay with" radio group (the company
 *   card first and preselected: the company's method for business bookings); with the company card only, a sentence
 *   naming it (no card fields); with no company card, nothing (the card fields as before).
 * Controls of the booking form (React Hook Form) at `reportingFields.f{id}` and `paymentMethod`.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FieldValues } from 'react-hook-form';
import { REPORTING_FIELD_TEXT_MAX_CHARS, type BusinessBookingOptions, type CardBrand, type ReportingField } from '@travel/contract';
import { TextRadioGroup } from '../../ui/index.ts';
import { FormTextFieldControl, useFieldControl } from '../../ui/form-controls.tsx';
import { businessBookingMessages as m } from './business-booking-messages.ts';
import { PAYMENT_METHOD_PATH, reportingFieldKey } from './business-booking-validation.ts';
import { bookingMessages as bm } from './messages.ts';
import styles from './business-booking.module.css';
import bookingStyles from './booking.module.css';

const BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', unknown: 'Card' };

/** A list field as a native select bound to the form. */
function ListFieldControl({ field, id, isDisabled }: { field: ReportingField; id: string; isDisabled: boolean }) {
  const intl = useIntl();
  const control = useFieldControl<FieldValues, string>({ path: reportingFieldKey(field.id) });
  const hintId = useId();
  const errorId = useId();
  const hint = field.helpText || (field.required ? '' : intl.formatMessage(m.optional));
  const describedBy = [hint ? hintId : '', control.errorMessage ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {field.label}
      </label>
      <select
        id={id}
        ref={control.inputRef}
        className={styles.select}
        value={control.value ?? ''}
        onChange={(event) => control.onChange(event.target.value)}
        onBlur={control.onBlur}
        disabled={isDisabled}
        aria-required={field.required}
        aria-invalid={control.errorMessage !== undefined}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      >
        <option value="">{intl.formatMessage(m.choose)}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {control.errorMessage ? (
        <p id={errorId} className={styles.error}>
          {control.errorMessage}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link ReportingFieldsFieldset}. */
export interface ReportingFieldsFieldsetProps {
  fields: readonly ReportingField[];
  inputId(key: string): string;
  isDisabled: boolean;
}

/** The "Trip reporting" fieldset; renders nothing without fields. */
export function ReportingFieldsFieldset({ fields, inputId, isDisabled }: ReportingFieldsFieldsetProps) {
  const intl = useIntl();
  if (fields.length === 0) return null;
  return (
    <fieldset className={bookingStyles.fieldset}>
      <legend className={bookingStyles.legend}>{intl.formatMessage(m.reportingLegend)}</legend>
      <p className={styles.intro}>{intl.formatMessage(m.reportingIntro)}</p>
      <div className={bookingStyles.grid}>
        {fields.map((field) => {
          const path = reportingFieldKey(field.id);
          if (field.kind === 'list') return <ListFieldControl key={field.id} field={field} id={inputId(path)} isDisabled={isDisabled} />;
          const hint = field.helpText || (field.required ? undefined : intl.formatMessage(m.optional));
          return (
            <FormTextFieldControl<FieldValues>
              key={field.id}
              path={path}
              id={inputId(path)}
              label={field.label}
              maxLength={REPORTING_FIELD_TEXT_MAX_CHARS}
              isRequired={field.required}
              isDisabled={isDisabled}
              autoComplete="off"
              {...(hint ? { description: hint } : {})}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** Props of {@link PaymentMethodChoice}. */
export interface PaymentMethodChoiceProps {
  payment: BusinessBookingOptions['payment'];
  isDisabled: boolean;
}

/** How the traveler pays (see the module docstring); renders nothing without a company card. */
export function PaymentMethodChoice({ payment, isDisabled }: PaymentMethodChoiceProps) {
  const intl = useIntl();
  const control = useFieldControl<FieldValues, string>({ path: PAYMENT_METHOD_PATH });
  const card = payment.companyCard;
  if (!card) return null;
  const values = { label: card.label, brand: BRAND_NAMES[card.brand], last4: card.last4 };
  if (!payment.personalCardAllowed) {
    return (
      <fieldset className={bookingStyles.fieldset}>
        <legend className={bookingStyles.legend}>{intl.formatMessage(bm.payment)}</legend>
        <p className={styles.companyCard}>{intl.formatMessage(m.companyCardOnly, values)}</p>
        <p className={styles.hint}>{intl.formatMessage(m.companyCardHint)}</p>
        {control.errorMessage ? <p className={styles.error}>{control.errorMessage}</p> : null}
      </fieldset>
    );
  }
  return (
    <TextRadioGroup<'companyCard' | 'personalCard'>
      label={intl.formatMessage(m.payWith)}
      options={[
        { value: 'companyCard', label: intl.formatMessage(m.companyCard, values), description: intl.formatMessage(m.companyCardHint) },
        { value: 'personalCard', label: intl.formatMessage(m.personalCard) },
      ]}
      value={control.value === 'personalCard' ? 'personalCard' : 'companyCard'}
      onChange={control.onChange}
      isDisabled={isDisabled}
      errorMessage={control.errorMessage}
      name={PAYMENT_METHOD_PATH}
    />
  );
}
