/**
 * The flight search form of the front door. Fields and their accessible names: "Trip type" (radio group "Round
 * trip" / "One way"), "From", "To" (combo boxes), the dates — round trip: a date-range picker "Depart – Return"
 * whose fields are "Depart" and "Return"; one way: a date picker "Depart" — "Travelers" (number field), button
 * "Search". The trip type starts as one way when the prefill has no return date; switching to one way empties
 * Return (restored, or Depart + 7 days, when switching back). Validation runs on submit;
 * each message is shown under its field and linked to it (aria-describedby via react-aria FieldError), and
 * focus moves to the first invalid field; editing a field clears its message. A valid submit calls
 * `onSearch` with the search. The form is a React Hook Form with the zod resolver {@link flightFormSchema}.
 *
 * Rules: From/To required, a 3-letter code or a picked airport, different from each other; Depart required,
 * a real date, not before today; Return optional (empty = one-way) and not before Depart; Travelers 1-9.
 */
import { useMemo, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MAX_TRAVELERS, type CabinClass } from '@travel/contract';
import { NumberInputControl, useFieldControl } from '../../ui/form-controls.tsx';
import { AirportField, airportCodeFromText } from './airport-field.tsx';
import { DateControl, DateRangeControl, FormShell, addFieldIssues } from './form-shell.tsx';
import { isIsoDate, isoDateFromToday } from './dates.ts';
import { DEFAULT_DEPART_OFFSET_DAYS, DEFAULT_RETURN_OFFSET_DAYS, MIN_TRAVELERS } from './constants.ts';
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

/** `iso` (`YYYY-MM-DD`) plus `days`, or '' when `iso` is not a date. */
function isoDaysAfter(iso: string, days: number): string {
  if (!isIsoDate(iso)) return '';
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  return isoDateFromToday(days, new Date(y, mo - 1, d));
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
  const [oneWay, setOneWay] = useState(!initialValues.returnDate);
  // The return date a switch to one way put aside, restored by a switch back to round trip.
  const setAsideReturn = useRef('');
  function changeTripType(next: string) {
    const nextOneWay = next === 'oneWay';
    if (nextOneWay === oneWay) return;
    setOneWay(nextOneWay);
    if (nextOneWay) {
      setAsideReturn.current = form.getValues('returnDate');
      form.setValue('returnDate', '');
    } else {
      form.setValue('returnDate', setAsideReturn.current || isoDaysAfter(form.getValues('departDate'), DEFAULT_RETURN_OFFSET_DAYS - DEFAULT_DEPART_OFFSET_DAYS));
    }
    form.clearErrors(['departDate', 'returnDate']);
  }

  return (
    <FormShell form={form} label={intl.formatMessage(m.formLabel)} submitLabel={intl.formatMessage(m.search)} onSearch={onSearch} layout="flight">
      <RadioGroup className={styles.tripType} orientation="horizontal" value={oneWay ? 'oneWay' : 'roundTrip'} onChange={changeTripType}>
        <Label className={styles.visuallyHidden}>{intl.formatMessage(m.tripType)}</Label>
        <Radio className={styles.tripTypeOption} value="roundTrip">
          {intl.formatMessage(m.roundTrip)}
        </Radio>
        <Radio className={styles.tripTypeOption} value="oneWay">
          {intl.formatMessage(m.oneWay)}
        </Radio>
      </RadioGroup>
      <AirportControl path="origin" className={styles.airport} name="origin" label={intl.formatMessage(m.from)} />
      <AirportControl path="destination" className={styles.airport} name="destination" label={intl.formatMessage(m.to)} />
      {oneWay ? (
        <DateControl<FlightFormValues> path="departDate" name="departDate" label={intl.formatMessage(m.depart)} className={styles.dateRange} />
      ) : (
        <DateRangeControl<FlightFormValues>
          startPath="departDate"
          endPath="returnDate"
          startName="departDate"
          endName="returnDate"
          startLabel={intl.formatMessage(m.depart)}
          endLabel={intl.formatMessage(m.return)}
        />
      )}
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
