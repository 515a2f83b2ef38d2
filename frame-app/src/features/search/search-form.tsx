/**
 * The flight search form of the front door. Fields and their accessible names: "From", "To" (combo boxes),
 * "Depart", "Return" (date inputs), "Travelers" (number field), button "Search". Validation runs on submit;
 * each message is shown under its field and linked to it (aria-describedby via react-aria FieldError), and
 * focus moves to the first invalid field. A valid submit calls `onSearch` with the search.
 *
 * Rules: From/To required, a 3-letter code or a picked airport, different from each other; Depart required,
 * a real date, not before today; Return optional (empty = one-way) and not before Depart; Travelers 1-9.
 */
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_TRAVELERS, type CabinClass } from '@travel/contract';
import { Button, NumberInputField, TextInputField } from '../../ui/index.ts';
import { AirportField, airportCodeFromText } from './airport-field.tsx';
import { isIsoDate, isoDateFromToday } from './dates.ts';
import { MIN_TRAVELERS } from './constants.ts';
import { searchMessages as m } from './messages.ts';
import type { FlightSearchParams } from './search-url.ts';
import styles from './search-form.module.css';

/** Initial values; text fields hold what the inputs show. */
export interface SearchFormInitialValues {
  originText: string;
  destinationText: string;
  departDate: string;
  returnDate: string;
  adults: number;
  cabin?: CabinClass | undefined;
}

type FieldName = 'origin' | 'destination' | 'departDate' | 'returnDate' | 'adults';
type Errors = Partial<Record<FieldName, string>>;

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  initialValues: SearchFormInitialValues;
  onSearch(search: FlightSearchParams): void;
}

/** The flight search form. */
export function SearchForm({ initialValues, onSearch }: SearchFormProps) {
  const intl = useIntl();
  const [originText, setOriginText] = useState(initialValues.originText);
  const [destinationText, setDestinationText] = useState(initialValues.destinationText);
  const [departDate, setDepartDate] = useState(initialValues.departDate);
  const [returnDate, setReturnDate] = useState(initialValues.returnDate);
  const [adults, setAdults] = useState(initialValues.adults);
  const [errors, setErrors] = useState<Errors>({});

  const clear = (field: FieldName) => setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));

  function validate(): { errors: Errors; search?: FlightSearchParams } {
    const found: Errors = {};
    const origin = airportCodeFromText(originText);
    const destination = airportCodeFromText(destinationText);
    if (!originText.trim()) found.origin = intl.formatMessage(m.errorOriginMissing);
    else if (!origin) found.origin = intl.formatMessage(m.errorAirportInvalid);
    if (!destinationText.trim()) found.destination = intl.formatMessage(m.errorDestinationMissing);
    else if (!destination) found.destination = intl.formatMessage(m.errorAirportInvalid);
    else if (origin && origin === destination) found.destination = intl.formatMessage(m.errorSameAirport);
    const today = isoDateFromToday(0);
    if (!departDate) found.departDate = intl.formatMessage(m.errorDepartMissing);
    else if (!isIsoDate(departDate)) found.departDate = intl.formatMessage(m.errorDateInvalid);
    else if (departDate < today) found.departDate = intl.formatMessage(m.errorDepartPast);
    if (returnDate) {
      if (!isIsoDate(returnDate)) found.returnDate = intl.formatMessage(m.errorDateInvalid);
      else if (isIsoDate(departDate) && returnDate < departDate) found.returnDate = intl.formatMessage(m.errorReturnBeforeDepart);
    }
    if (!Number.isInteger(adults) || adults < MIN_TRAVELERS || adults > MAX_TRAVELERS) {
      found.adults = intl.formatMessage(m.errorTravelers, { min: MIN_TRAVELERS, max: MAX_TRAVELERS });
    }
    if (Object.keys(found).length > 0 || !origin || !destination) return { errors: found };
    return {
      errors: found,
      search: {
        origin,
        destination,
        departDate,
        returnDate: returnDate || undefined,
        adults,
        sort: 'price',
        cabin: initialValues.cabin,
      },
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate();
    setErrors(result.errors);
    if (result.search) {
      onSearch(result.search);
      return;
    }
    const form = event.currentTarget;
    // Move focus to the first invalid field once the messages render.
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  const hasErrors = Object.values(errors).some((e) => e !== undefined);

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage(m.formLabel)}>
      <div className={styles.grid}>
        <AirportField
          className={styles.airport}
          name="origin"
          label={intl.formatMessage(m.from)}
          text={originText}
          onTextChange={(v) => {
            setOriginText(v);
            clear('origin');
          }}
          errorMessage={errors.origin}
        />
        <AirportField
          className={styles.airport}
          name="destination"
          label={intl.formatMessage(m.to)}
          text={destinationText}
          onTextChange={(v) => {
            setDestinationText(v);
            clear('destination');
          }}
          errorMessage={errors.destination}
        />
        <TextInputField
          className={styles.date}
          name="departDate"
          type="date"
          label={intl.formatMessage(m.depart)}
          value={departDate}
          min={isoDateFromToday(0)}
          onChange={(v) => {
            setDepartDate(v);
            clear('departDate');
          }}
          errorMessage={errors.departDate}
        />
        <TextInputField
          className={styles.date}
          name="returnDate"
          type="date"
          label={intl.formatMessage(m.return)}
          value={returnDate}
          min={departDate || isoDateFromToday(0)}
          onChange={(v) => {
            setReturnDate(v);
            clear('returnDate');
          }}
          errorMessage={errors.returnDate}
        />
        <NumberInputField
          className={styles.travelers}
          name="adults"
          label={intl.formatMessage(m.travelers)}
          value={adults}
          minValue={MIN_TRAVELERS}
          maxValue={MAX_TRAVELERS}
          onChange={(v) => {
            setAdults(v);
            clear('adults');
          }}
          decrementLabel={intl.formatMessage(m.decreaseTravelers)}
          incrementLabel={intl.formatMessage(m.increaseTravelers)}
          errorMessage={errors.adults}
        />
        <Button type="submit" className={styles.submit}>
          {intl.formatMessage(m.search)}
        </Button>
      </div>
      {hasErrors ? (
        <p className={styles.summary} role="alert">
          {intl.formatMessage(m.errorSummary)}
        </p>
      ) : null}
    </form>
  );
}
