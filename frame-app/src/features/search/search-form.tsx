/**
 * The flight search form of the front door. Fields and their accessible names: "From", "To" (combo boxes),
 * "Depart", "Return" (date inputs), "Travelers" (number field), button "Search". Validation runs on submit;
 * each message is shown under its field and linked to it (aria-describedby via react-aria FieldError), and
 * focus moves to the first invalid field; editing a field clears its message. A valid submit calls
 * `onSearch` with the search. The form is a React Hook Form with the zod resolver {@link flightFormSchema}.
 *
 * Rules: From/To required, a 3-letter code or a picked airport, different from each other; Depart required,
 * a real date, not before today; Return optional (empty = one-way) and not before Depart; Travelers 1-9.
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MAX_TRAVELERS, type CabinClass } from '@travel/contract';
import { NumberInputControl, useFieldControl } from '../../ui/form-controls.tsx';
import { AirportField, airportCodeFromText } from './airport-field.tsx';
import { DateControl, FormShell, addFieldIssues } from './form-shell.tsx';
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

/** Values of the flight search form (the airport fields hold what their inputs show). */
export interface FlightFormValues {
  origin: string;
  destination: string;
  departDate: string;
  returnDate: string;
  adults: number;
}

/**
 * The flight form's zod schema (the resolver of its React Hook Form): the rules above, each message at its
 * field; valid values parse to the search.
 */
export function flightFormSchema(intl: IntlShape, cabin: CabinClass | undefined) {
  return z
    .object({ origin: z.string(), destination: z.string(), departDate: z.string(), returnDate: z.string(), adults: z.number() })
    .transform((values, ctx): FlightSearchParams => {
      const { departDate, returnDate, adults } = values;
      const found: Partial<Record<keyof FlightFormValues, string>> = {};
      const origin = airportCodeFromText(values.origin);
      const destination = airportCodeFromText(values.destination);
      if (!values.origin.trim()) found.origin = intl.formatMessage(m.errorOriginMissing);
      else if (!origin) found.origin = intl.formatMessage(m.errorAirportInvalid);
      if (!values.destination.trim()) found.destination = intl.formatMessage(m.errorDestinationMissing);
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
      addFieldIssues(ctx, found);
      if (Object.keys(found).length > 0 || !origin || !destination) return z.NEVER;
      return { origin, destination, departDate, returnDate: returnDate || undefined, adults, sort: 'price', cabin };
    });
}

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  initialValues: SearchFormInitialValues;
  onSearch(search: FlightSearchParams): void;
}

/** An airport field bound to the flight form. */
function AirportControl({ path, className, ...props }: { path: 'origin' | 'destination'; label: string; name: string; className?: string | undefined }) {
  const { value, onChange, ...control } = useFieldControl<FlightFormValues, string>({ path });
  return <AirportField {...props} {...control} {...(className ? { className } : {})} text={value} onTextChange={onChange} />;
}

/** The flight search form. */
export function SearchForm({ initialValues, onSearch }: SearchFormProps) {
  const intl = useIntl();
  const resolver = useMemo(() => zodResolver(flightFormSchema(intl, initialValues.cabin)), [intl, initialValues.cabin]);
  const form = useForm<FlightFormValues, unknown, FlightSearchParams>({
    resolver,
    defaultValues: {
      origin: initialValues.originText,
      destination: initialValues.destinationText,
      departDate: initialValues.departDate,
      returnDate: initialValues.returnDate,
      adults: initialValues.adults,
    },
    // Errors come from a submit; an edit clears its field's error (the controls do it).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const departDate = form.watch('departDate');

  return (
    <FormShell form={form} label={intl.formatMessage(m.formLabel)} submitLabel={intl.formatMessage(m.search)} onSearch={onSearch} layout="flight">
      <AirportControl path="origin" className={styles.airport} name="origin" label={intl.formatMessage(m.from)} />
      <AirportControl path="destination" className={styles.airport} name="destination" label={intl.formatMessage(m.to)} />
      <DateControl<FlightFormValues> path="departDate" name="departDate" label={intl.formatMessage(m.depart)} min={isoDateFromToday(0)} />
      <DateControl<FlightFormValues> path="returnDate" name="returnDate" label={intl.formatMessage(m.return)} min={departDate || isoDateFromToday(0)} />
      <NumberInputControl<FlightFormValues>
        path="adults"
        className={styles.travelers}
        name="adults"
        label={intl.formatMessage(m.travelers)}
        minValue={MIN_TRAVELERS}
        maxValue={MAX_TRAVELERS}
        decrementLabel={intl.formatMessage(m.decreaseTravelers)}
        incrementLabel={intl.formatMessage(m.increaseTravelers)}
      />
    </FormShell>
  );
}
