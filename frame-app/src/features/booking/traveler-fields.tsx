/**
 * One "Traveler details" fieldset of the booking form (Traveler entity, core-and-business §3): "First name",
 * "Middle name" (optional), "Last name", "Date of birth" and, for the lead traveler (index 0), "Email",
 * "Country code" and "Phone". With several travelers the legend is "Traveler details, traveler N" and the
 * labels of travelers 2..N carry ", traveler N" (e.g. "First name, traveler 2") so every name is unique.
 * A flight party with children or infants (issue #11) names each block by its passenger type instead:
 * "Traveler 1 (adult)", "Traveler 3 (child, 9)", "Traveler 4 (infant on lap)" (the child's age as searched).
 * The fields are controls of the booking form (React Hook Form, `travelers.<index>.<field>`).
 */
import { useIntl, type IntlShape } from 'react-intl';
import type { OfferPassenger } from '@travel/contract';
import { FormTextFieldControl } from '../../ui/form-controls.tsx';
import { bookingMessages as m } from './messages.ts';
import { bookingPassengerMessages as pm } from './passenger-messages.ts';
import { travelerFieldKey, type BookingFormValues, type TravelerField } from './validation.ts';
import styles from './booking.module.css';

/** Props of {@link TravelerFields}. */
export interface TravelerFieldsProps {
  /** 0-based; 0 is the lead traveler. */
  index: number;
  /** Travelers on the booking (decides the legend and label suffixes). */
  count: number;
  /** id of a field's input. */
  inputId(key: string): string;
  /** Latest allowed date of birth, `YYYY-MM-DD`. */
  maxDateOfBirth: string;
  isDisabled: boolean;
  /** This traveler's passenger type when the party has children or infants (the legend names it); else undefined. */
  passenger?: OfferPassenger | undefined;
}

/** "adult", "child, 9", "infant on lap", "infant in own seat" (the heading's type; a child's age as searched). */
export function passengerLabel(intl: IntlShape, passenger: OfferPassenger): string {
  switch (passenger.type) {
    case 'adult':
      return intl.formatMessage(pm.adult);
    case 'child':
      return intl.formatMessage(pm.childWithAge, { age: passenger.age ?? '' });
    case 'infantOnLap':
      return intl.formatMessage(pm.infantOnLap);
    case 'infantInSeat':
      return intl.formatMessage(pm.infantInSeat);
  }
}

/** The fieldset of one traveler. */
export function TravelerFields({ index, count, inputId, maxDateOfBirth, isDisabled, passenger }: TravelerFieldsProps) {
  const intl = useIntl();
  const isLead = index === 0;
  const label = (field: { id: string; defaultMessage: string }) =>
    index === 0 ? intl.formatMessage(field) : intl.formatMessage(m.fieldOfTraveler, { field: intl.formatMessage(field), index: index + 1 });
  const common = (field: TravelerField) => ({
    path: travelerFieldKey(index, field) as `travelers.${number}.${TravelerField}`,
    id: inputId(travelerFieldKey(index, field)),
    isDisabled,
  });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {passenger
          ? intl.formatMessage(pm.travelerHeading, { index: index + 1, passenger: passengerLabel(intl, passenger) })
          : count > 1
            ? intl.formatMessage(m.travelerDetailsNumbered, { index: index + 1 })
            : intl.formatMessage(m.travelerDetails)}
      </legend>
      {isLead ? <p className={styles.muted}>{intl.formatMessage(m.leadTravelerHint)}</p> : null}
      <div className={styles.grid}>
        <FormTextFieldControl<BookingFormValues> label={label(m.firstName)} autoComplete={isLead ? 'given-name' : 'off'} isRequired {...common('firstName')} />
        <FormTextFieldControl<BookingFormValues> label={label(m.middleName)} autoComplete={isLead ? 'additional-name' : 'off'} description={intl.formatMessage(m.optional)} {...common('middleName')} />
        <FormTextFieldControl<BookingFormValues> label={label(m.lastName)} autoComplete={isLead ? 'family-name' : 'off'} isRequired {...common('lastName')} />
        <FormTextFieldControl<BookingFormValues> label={label(m.dateOfBirth)} type="date" autoComplete={isLead ? 'bday' : 'off'} max={maxDateOfBirth} isRequired {...common('dateOfBirth')} />
        {isLead ? (
          <>
            <FormTextFieldControl<BookingFormValues> label={intl.formatMessage(m.email)} type="email" autoComplete="email" inputMode="email" isRequired {...common('emailAddress')} />
            <div className={styles.phoneRow}>
              <FormTextFieldControl<BookingFormValues>
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
              <FormTextFieldControl<BookingFormValues> label={intl.formatMessage(m.phone)} type="tel" autoComplete="tel-national" inputMode="tel" isRequired className={styles.phone} {...common('phoneNumber')} />
            </div>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
