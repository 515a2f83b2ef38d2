/**
 * One "Traveler details" fieldset of the booking form (Traveler entity, core-and-business §3): "First name",
 * "Middle name" (optional), "Last name", "Date of birth" and, for the lead traveler (index 0), "Email",
 * "Country code" and "Phone". With several travelers the legend is "Traveler details, traveler N" and the
 * labels of travelers 2..N carry ", traveler N" (e.g. "First name, traveler 2") so every name is unique.
 */
import { useIntl } from 'react-intl';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { bookingMessages as m } from './messages.ts';
import type { FieldErrors, FieldProblem, TravelerDraft, TravelerField } from './validation.ts';
import styles from './booking.module.css';

/** Props of {@link TravelerFields}. */
export interface TravelerFieldsProps {
  /** 0-based; 0 is the lead traveler. */
  index: number;
  /** Travelers on the booking (decides the legend and label suffixes). */
  count: number;
  draft: TravelerDraft;
  onChange(field: TravelerField, value: string): void;
  errors: FieldErrors;
  /** Formats a field problem. */
  describe(problem: FieldProblem | undefined): string | undefined;
  /** id of a field's input. */
  inputId(key: string): string;
  /** Latest allowed date of birth, `YYYY-MM-DD`. */
  maxDateOfBirth: string;
  isDisabled: boolean;
}

/** The fieldset of one traveler. */
export function TravelerFields({ index, count, draft, onChange, errors, describe, inputId, maxDateOfBirth, isDisabled }: TravelerFieldsProps) {
  const intl = useIntl();
  const isLead = index === 0;
  const label = (field: { id: string; defaultMessage: string }) =>
    index === 0 ? intl.formatMessage(field) : intl.formatMessage(m.fieldOfTraveler, { field: intl.formatMessage(field), index: index + 1 });
  const key = (field: TravelerField) => `travelers.${index}.${field}`;
  const common = (field: TravelerField) => ({
    value: draft[field],
    onChange: (value: string) => onChange(field, value),
    errorMessage: describe(errors[key(field)]),
    id: inputId(key(field)),
    isDisabled,
  });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {count > 1 ? intl.formatMessage(m.travelerDetailsNumbered, { index: index + 1 }) : intl.formatMessage(m.travelerDetails)}
      </legend>
      {isLead ? <p className={styles.muted}>{intl.formatMessage(m.leadTravelerHint)}</p> : null}
      <div className={styles.grid}>
        <FormTextField label={label(m.firstName)} autoComplete={isLead ? 'given-name' : 'off'} isRequired {...common('firstName')} />
        <FormTextField label={label(m.middleName)} autoComplete={isLead ? 'additional-name' : 'off'} description={intl.formatMessage(m.optional)} {...common('middleName')} />
        <FormTextField label={label(m.lastName)} autoComplete={isLead ? 'family-name' : 'off'} isRequired {...common('lastName')} />
        <FormTextField label={label(m.dateOfBirth)} type="date" autoComplete={isLead ? 'bday' : 'off'} max={maxDateOfBirth} isRequired {...common('dateOfBirth')} />
        {isLead ? (
          <>
            <FormTextField label={intl.formatMessage(m.email)} type="email" autoComplete="email" inputMode="email" isRequired {...common('emailAddress')} />
            <div className={styles.phoneRow}>
              <FormTextField
                label={intl.formatMessage(m.countryCode)}
                type="tel"
                autoComplete="tel-country-code"
                inputMode="tel"
                placeholder="+1"
                maxLength={6}
                className={styles.countryCode}
                isRequired
                {...common('phoneCountryCode')}
              />
              <FormTextField label={intl.formatMessage(m.phone)} type="tel" autoComplete="tel-national" inputMode="tel" isRequired className={styles.phone} {...common('phoneNumber')} />
            </div>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
