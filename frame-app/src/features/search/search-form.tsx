/**
 * The flight search form of the front door (issue #11 "The search forms"). Fields and their accessible names:
 * - "Trip type": radio group "Round trip" / "One way" / "Multi-city".
 * - "From", "To" (combo boxes); the dates: round trip a date-range picker "Depart – Return" whose fields are
 *   "Depart" and "Return"; one way and multi-city a date picker "Depart".
 * - Multi-city: flights 2-5 as "Flight {n} from", "Flight {n} to", "Flight {n} date", "Remove flight {n}"
 *   (flights 3-5), and "Add another flight" (up to 5 flights, contract MAX_FLIGHT_LEGS).
 * - "Travelers and cabin": "Cabin class" (select: Economy, Premium economy, Business, First), number fields
 *   "Adults", "Children", "Infants on lap", "Infants in seat" (under 2) and one "Age of child {n}" per child (2-17).
 * - button "Search".
 * The trip type starts as one way when the prefill has no return date (multi-city when it has further legs);
 * switching to one way empties Return (restored, or Depart + 7 days, when switching back). Validation runs on
 * submit; each message is shown under its field and linked to it (aria-describedby via react-aria
 * FieldError), and focus moves to the first invalid field; editing a field clears its message. A valid submit
 * calls `onSearch` with the search. The form is a React Hook Form with the zod resolver {@link flightFormSchema}.
 *
 * Rules (the server's own: the contract's FlightSearchQuerySchema runs on the result, and the 365-day rule is
 * the contract's MAX_FLIGHT_DAYS_AHEAD): From/To required, a 3-letter code or a picked airport, different
 * from each other; Depart required, a real date, not before today, at most 365 days ahead; round trip:
 * Return required ("Choose a return date or switch to one way": clearing it never searches one way), not
 * before Depart, at most 365 days ahead; multi-city: each further flight complete, not before the previous
 * one; Adults 1-9, children and infants 0-9, at most 9 travelers in all, at most one lap infant per adult,
 * every child's age chosen. Number fields keep what was typed (10 stays 10 and is refused with the limit).
 */
import { useEffect, useMemo, useRef } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { useFieldArray, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  daysAhead,
  FlightSearchQuerySchema,
  MAX_CHILD_AGE_YEARS,
  MAX_FLIGHT_DAYS_AHEAD,
  MAX_FLIGHT_LEGS,
  MAX_TRAVELERS,
  MIN_CHILD_AGE_YEARS,
  resultsUrlToApiQuery,
  type CabinClass,
  type FlightLeg,
} from '@travel/contract';
import { Button, Checkbox, LazySelectField as SelectField } from '../../ui/index.ts';
import { NumberInputControl, useFieldControl } from '../../ui/form-controls.tsx';
import { AirportField, airportCodeFromText } from './airport-field.tsx';
import { DateControl, DateRangeControl, FormShell, addFieldIssues } from './form-shell.tsx';
import { daysBetweenIso, isIsoDate, isoDateFromToday } from './dates.ts';
import { DEFAULT_DEPART_OFFSET_DAYS, DEFAULT_RETURN_OFFSET_DAYS, MIN_TRAVELERS } from './constants.ts';
import { searchFormMessages as m } from './form-messages.ts';
import { flightResultsUrl, type FlightSearchParams } from './search-url.ts';
import { flexibleDatesMessages } from './flexible-dates-messages.ts';
import type { PriceCalendarRequest } from './price-calendar.ts';
import styles from './search-form.module.css';

/** Trip types of the form. */
export type TripType = 'roundTrip' | 'oneWay' | 'multiCity';
const CABINS: readonly CabinClass[] = ['economy', 'premium', 'business', 'first'];

/** Initial values; text fields hold what the inputs show. */
export interface SearchFormInitialValues {
  originText: string;
  destinationText: string;
  departDate: string;
  returnDate: string;
  adults: number;
  cabin?: CabinClass | undefined;
  children?: number[] | undefined;
  infantsOnLap?: number | undefined;
  infantsInSeat?: number | undefined;
  /** Multi-city: the flights after the first. */
  legs?: FlightLeg[] | undefined;
  /** "My dates are flexible (±3 days)" ticked. */
  flexibleDates?: boolean | undefined;
}

/** One further flight of a multi-city trip as the form holds it (airport fields hold what their inputs show). */
export interface LegValues {
  origin: string;
  destination: string;
  departDate: string;
}

/** Values of the flight search form (the airport fields hold what their inputs show). */
export interface FlightFormValues {
  tripType: TripType;
  origin: string;
  destination: string;
  departDate: string;
  returnDate: string;
  /** Multi-city: flights 2-5. */
  legs: LegValues[];
  cabin: CabinClass;
  adults: number;
  /** How many children (NaN while the input is empty); one "Age of child {n}" field per child is shown. */
  children: number;
  /** The children's ages in years (NaN until typed); entries past `children` are kept but not searched. */
  childAges: number[];
  infantsOnLap: number;
  infantsInSeat: number;
  /** "My dates are flexible (±3 days)" (one way and round trip). */
  flexibleDates: boolean;
}

type Found = Record<string, string | undefined>;

/** Whole number in [min, max]. */
function countOk(v: number, min: number, max: number): boolean {
  return Number.isInteger(v) && v >= min && v <= max;
}

/**
 * Checks a departure-type date (required, real, not past, at most 365 days ahead); `notBefore` (optional)
 * is the previous flight's date.
 */
function dateProblem(intl: IntlShape, date: string, missing: string, today: string): string | undefined {
  if (!date) return missing;
  if (!isIsoDate(date)) return intl.formatMessage(m.errorDateInvalid);
  if (date < today) return intl.formatMessage(m.errorDepartPast);
  if (daysAhead(today, date) > MAX_FLIGHT_DAYS_AHEAD) return intl.formatMessage(m.errorDateTooFar, { max: MAX_FLIGHT_DAYS_AHEAD });
  return undefined;
}

/** Checks an airport pair; stores the problems under `prefix`origin / destination. */
function airportProblems(intl: IntlShape, from: string, to: string, found: Found, prefix: string): { origin?: string; destination?: string } {
  const origin = airportCodeFromText(from);
  const destination = airportCodeFromText(to);
  if (!from.trim()) found[`${prefix}origin`] = intl.formatMessage(m.errorOriginMissing);
  else if (!origin) found[`${prefix}origin`] = intl.formatMessage(m.errorAirportInvalid);
  if (!to.trim()) found[`${prefix}destination`] = intl.formatMessage(m.errorDestinationMissing);
  else if (!destination) found[`${prefix}destination`] = intl.formatMessage(m.errorAirportInvalid);
  else if (origin && origin === destination) found[`${prefix}destination`] = intl.formatMessage(m.errorSameAirport);
  return { ...(origin ? { origin } : {}), ...(destination ? { destination } : {}) };
}

/** Form field of a contract query issue path (`legs.0.departDate` -> the second flight's date). */
function fieldOfQueryPath(path: readonly PropertyKey[]): string {
  const [head, index, leaf] = path.map(String);
  if (head === 'legs') return index !== undefined && leaf !== undefined ? `legs.${index}.${leaf}` : 'legs.0.departDate';
  if (head === 'children') return 'children';
  if (head === 'origin' || head === 'destination' || head === 'departDate' || head === 'returnDate' || head === 'infantsOnLap' || head === 'infantsInSeat') return head;
  return 'adults';
}

/**
 * The flight form's zod schema (the resolver of its React Hook Form): the rules above, each message at its
 * field; valid values parse to the search. `now` is "today" (tests).
 */
export function flightFormSchema(intl: IntlShape, now: Date = new Date()) {
  // A number field holds NaN while empty: the rules below say what is wrong with it, not zod's type check.
  const count = z.union([z.number(), z.nan()]);
  const leg = z.object({ origin: z.string(), destination: z.string(), departDate: z.string() });
  return z
    .object({
      tripType: z.enum(['roundTrip', 'oneWay', 'multiCity']),
      origin: z.string(),
      destination: z.string(),
      departDate: z.string(),
      returnDate: z.string(),
      legs: z.array(leg),
      cabin: z.enum(['economy', 'premium', 'business', 'first']),
      adults: count,
      children: count,
      childAges: z.array(count),
      infantsOnLap: count,
      infantsInSeat: count,
      flexibleDates: z.boolean(),
    })
    .transform((values, ctx): FlightSearchParams => {
      const { tripType, departDate, returnDate, adults, children, infantsOnLap, infantsInSeat } = values;
      const found: Found = {};
      const today = isoDateFromToday(0, now);
      const first = airportProblems(intl, values.origin, values.destination, found, '');
      found.departDate = dateProblem(intl, departDate, intl.formatMessage(m.errorDepartMissing), today);
      if (tripType === 'roundTrip') {
        if (!returnDate) found.returnDate = intl.formatMessage(m.errorReturnRequired);
        else if (!isIsoDate(returnDate)) found.returnDate = intl.formatMessage(m.errorDateInvalid);
        else if (isIsoDate(departDate) && returnDate < departDate) found.returnDate = intl.formatMessage(m.errorReturnBeforeDepart);
        else if (daysAhead(today, returnDate) > MAX_FLIGHT_DAYS_AHEAD) found.returnDate = intl.formatMessage(m.errorDateTooFar, { max: MAX_FLIGHT_DAYS_AHEAD });
      }
      const legs: FlightLeg[] = [];
      if (tripType === 'multiCity') {
        let previous = departDate;
        values.legs.forEach((l, i) => {
          const codes = airportProblems(intl, l.origin, l.destination, found, `legs.${i}.`);
          const problem = dateProblem(intl, l.departDate, intl.formatMessage(m.errorDepartMissing), today);
          if (problem) found[`legs.${i}.departDate`] = problem;
          else if (isIsoDate(previous) && l.departDate < previous) found[`legs.${i}.departDate`] = intl.formatMessage(m.errorLegOrder);
          previous = l.departDate;
          if (codes.origin && codes.destination) legs.push({ origin: codes.origin, destination: codes.destination, departDate: l.departDate });
        });
      }
      // Passengers: each count in range, then the party rules.
      if (!countOk(adults, MIN_TRAVELERS, MAX_TRAVELERS)) found.adults = intl.formatMessage(m.errorCount, { min: MIN_TRAVELERS, max: MAX_TRAVELERS });
      if (!countOk(children, 0, MAX_TRAVELERS)) found.children = intl.formatMessage(m.errorCount, { min: 0, max: MAX_TRAVELERS });
      if (!countOk(infantsOnLap, 0, MAX_TRAVELERS)) found.infantsOnLap = intl.formatMessage(m.errorCount, { min: 0, max: MAX_TRAVELERS });
      if (!countOk(infantsInSeat, 0, MAX_TRAVELERS)) found.infantsInSeat = intl.formatMessage(m.errorCount, { min: 0, max: MAX_TRAVELERS });
      const counted = { adults, children, infantsOnLap, infantsInSeat };
      if (Object.keys(counted).every((k) => found[k] === undefined)) {
        if (adults + children + infantsOnLap + infantsInSeat > MAX_TRAVELERS) {
          // Shown at the last field with anyone in it: the one the user most likely just raised.
          const last = (['infantsInSeat', 'infantsOnLap', 'children', 'adults'] as const).find((k) => counted[k] > 0) ?? 'adults';
          found[last] = intl.formatMessage(m.errorTooManyTravelers, { max: MAX_TRAVELERS });
        } else if (infantsOnLap > adults) found.infantsOnLap = intl.formatMessage(m.errorLapInfants);
      }
      const shown = countOk(children, 0, MAX_TRAVELERS) ? children : 0;
      const ages = Array.from({ length: shown }, (_, i) => values.childAges[i] ?? Number.NaN);
      ages.forEach((a, i) => {
        if (!countOk(a, MIN_CHILD_AGE_YEARS, MAX_CHILD_AGE_YEARS)) found[`childAges.${i}`] = intl.formatMessage(m.errorChildAge, { min: MIN_CHILD_AGE_YEARS, max: MAX_CHILD_AGE_YEARS });
      });
      for (const key of Object.keys(found)) if (found[key] === undefined) delete found[key];
      if (Object.keys(found).length > 0 || !first.origin || !first.destination) {
        addFieldIssues(ctx, found);
        return z.NEVER;
      }
      const search: FlightSearchParams = {
        origin: first.origin,
        destination: first.destination,
        departDate,
        returnDate: tripType === 'roundTrip' ? returnDate : undefined,
        adults,
        children: ages,
        infantsOnLap,
        infantsInSeat,
        legs: tripType === 'multiCity' ? legs : undefined,
        sort: 'price',
        cabin: values.cabin,
        flexibleDates: tripType !== 'multiCity' && values.flexibleDates,
      };
      // The server's own rules, last: anything the checks above let through is refused here, not by the server.
      const server = FlightSearchQuerySchema.safeParse(resultsUrlToApiQuery(flightResultsUrl(search)));
      if (!server.success) {
        addFieldIssues(ctx, Object.fromEntries(server.error.issues.map((issue) => [fieldOfQueryPath(issue.path), issue.message])));
        return z.NEVER;
      }
      return search;
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

/** An airport field bound to the flight form at `path`. */
function AirportControl({ path, className, ...props }: { path: FieldPath<FlightFormValues>; label: string; name: string; className?: string | undefined }) {
  const { value, onChange, ...control } = useFieldControl<FlightFormValues, string>({ path });
  return <AirportField {...props} {...control} {...(className ? { className } : {})} text={value} onTextChange={onChange} />;
}

/** A passenger count (or a child's age) bound to the flight form; keeps what was typed (the resolver shows the limits). */
function PassengerCount({ path, label, min, max = MAX_TRAVELERS }: { path: FieldPath<FlightFormValues>; label: string; min: number; max?: number }) {
  const intl = useIntl();
  return (
    <NumberInputControl<FlightFormValues>
      path={path}
      className={styles.passenger}
      name={path}
      label={label}
      minValue={min}
      maxValue={max}
      keepTypedValue
      decrementLabel={intl.formatMessage(m.decrease, { field: label })}
      incrementLabel={intl.formatMessage(m.increase, { field: label })}
    />
  );
}

/**
 * Flights 2-5 of a multi-city trip with "Remove flight {n}" (from flight 3) and "Add another flight".
 * Each flight's "from" follows the previous flight's "to" (its airport code) while the user has not typed their own,
 * whenever that "to" is chosen: before or after Multi-city was picked (issue #22). "Add another flight" prefills the
 * new flight's "from" the same way and moves focus to its "to", the field left to fill (no suggestion list opens
 * for the prefilled text, ui/combo-box-field.tsx).
 */
function MultiCityLegs({ departDate }: { departDate: string }) {
  const intl = useIntl();
  const { control, getValues, setValue } = useFormContext<FlightFormValues>();
  const { fields, append, remove } = useFieldArray<FlightFormValues, 'legs'>({ control, name: 'legs' });
  const [destination, legs] = useWatch({ control, name: ['destination', 'legs'] });
  // What each flight's "from" holds by following (by field id); any other value there is the user's own.
  const followed = useRef(new Map<string, string>());
  useEffect(() => {
    fields.forEach((field, i) => {
      const previous = airportCodeFromText(i === 0 ? destination : (legs[i - 1]?.destination ?? ''));
      const current = legs[i]?.origin ?? '';
      const auto = followed.current.get(field.id);
      if (auto === undefined && current !== '' && current === previous) followed.current.set(field.id, current);
      else if (previous !== undefined && current !== previous && (current === auto || (auto === undefined && current === ''))) {
        followed.current.set(field.id, previous);
        setValue(`legs.${i}.origin`, previous);
      }
    });
  }, [fields, destination, legs, setValue]);
  return (
    <>
      {fields.map((field, i) => {
        const n = i + 2;
        return (
          <fieldset key={field.id} className={styles.leg}>
            <legend className={styles.legHeading}>{intl.formatMessage(m.legHeading, { n })}</legend>
            <AirportControl path={`legs.${i}.origin`} className={styles.airport} name={`legs.${i}.origin`} label={intl.formatMessage(m.legFrom, { n })} />
            <AirportControl path={`legs.${i}.destination`} className={styles.airport} name={`legs.${i}.destination`} label={intl.formatMessage(m.legTo, { n })} />
            <DateControl<FlightFormValues> path={`legs.${i}.departDate`} name={`legs.${i}.departDate`} label={intl.formatMessage(m.legDate, { n })} min={isIsoDate(departDate) ? departDate : undefined} className={styles.legDate} />
            {fields.length > 1 ? (
              <Button variant="secondary" className={styles.removeLeg} onPress={() => remove(i)}>
                {intl.formatMessage(m.removeLeg, { n })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {fields.length + 1 < MAX_FLIGHT_LEGS ? (
        <Button
          variant="secondary"
          className={styles.addLeg}
          onPress={() => {
            const values = getValues();
            const previous = values.legs.at(-1);
            const from = previous?.destination ?? values.destination;
            append(
              { origin: airportCodeFromText(from) ?? '', destination: '', departDate: isoDaysAfter(previous?.departDate ?? values.departDate, 3) },
              { focusName: `legs.${values.legs.length}.destination` },
            );
          }}
        >
          {intl.formatMessage(m.addLeg)}
        </Button>
      ) : null}
    </>
  );
}

/** The flight search form. */
export function SearchForm({ initialValues, onSearch }: SearchFormProps) {
  const intl = useIntl();
  const resolver = useMemo(() => zodResolver(flightFormSchema(intl)), [intl]);
  const children = initialValues.children ?? [];
  const initialLegs = initialValues.legs ?? [];
  const form = useForm<FlightFormValues, unknown, FlightSearchParams>({
    resolver,
    defaultValues: {
      tripType: initialLegs.length > 0 ? 'multiCity' : initialValues.returnDate ? 'roundTrip' : 'oneWay',
      origin: initialValues.originText,
      destination: initialValues.destinationText,
      departDate: initialValues.departDate,
      returnDate: initialLegs.length > 0 ? '' : initialValues.returnDate,
      legs: initialLegs.map((l) => ({ origin: l.origin, destination: l.destination, departDate: l.departDate })),
      cabin: initialValues.cabin ?? 'economy',
      adults: initialValues.adults,
      children: children.length,
      childAges: [...children],
      infantsOnLap: initialValues.infantsOnLap ?? 0,
      infantsInSeat: initialValues.infantsInSeat ?? 0,
      flexibleDates: initialValues.flexibleDates ?? false,
    },
    // Errors come from a submit; an edit clears its field's error (the controls do it).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const tripType = useWatch({ control: form.control, name: 'tripType' });
  const cabin = useWatch({ control: form.control, name: 'cabin' });
  const childCount = useWatch({ control: form.control, name: 'children' });
  const ageFields = countOk(childCount, 0, MAX_TRAVELERS) ? childCount : 0;
  const departDate = useWatch({ control: form.control, name: 'departDate' });
  const flexibleDates = useWatch({ control: form.control, name: 'flexibleDates' });
  const [originText, destinationText, adultCount] = useWatch({ control: form.control, name: ['origin', 'destination', 'adults'] });
  /** The price calendar of the route in the form (none until both airports are chosen). */
  function flightCalendar(tripLength: number | undefined): PriceCalendarRequest | null {
    const origin = airportCodeFromText(originText);
    const destination = airportCodeFromText(destinationText);
    if (!origin || !destination || origin === destination) return null;
    return { kind: 'flights', origin, destination, tripLength: tripLength !== undefined && tripLength >= 0 ? tripLength : undefined, adults: countOk(adultCount, 1, MAX_TRAVELERS) ? adultCount : 1, cabin };
  }
  // The return date a switch away from round trip put aside, restored by a switch back.
  const setAsideReturn = useRef('');
  function changeTripType(next: string) {
    const nextType = next as TripType;
    const previous = form.getValues('tripType');
    if (nextType === previous) return;
    form.setValue('tripType', nextType);
    if (previous === 'roundTrip') {
      setAsideReturn.current = form.getValues('returnDate');
      form.setValue('returnDate', '');
    } else if (nextType === 'roundTrip') {
      form.setValue('returnDate', setAsideReturn.current || isoDaysAfter(form.getValues('departDate'), DEFAULT_RETURN_OFFSET_DAYS - DEFAULT_DEPART_OFFSET_DAYS));
    }
    if (nextType === 'multiCity' && form.getValues('legs').length === 0) {
      const destination = airportCodeFromText(form.getValues('destination')) ?? '';
      form.setValue('legs', [{ origin: destination, destination: '', departDate: isoDaysAfter(form.getValues('departDate'), 3) }]);
    }
    form.clearErrors();
  }
  return (
    <FormShell form={form} label={intl.formatMessage(m.formLabel)} submitLabel={intl.formatMessage(m.search)} onSearch={onSearch} layout="flight">
      <RadioGroup className={styles.tripType} orientation="horizontal" value={tripType} onChange={changeTripType}>
        <Label className={styles.visuallyHidden}>{intl.formatMessage(m.tripType)}</Label>
        <Radio className={styles.tripTypeOption} value="roundTrip">
          {intl.formatMessage(m.roundTrip)}
        </Radio>
        <Radio className={styles.tripTypeOption} value="oneWay">
          {intl.formatMessage(m.oneWay)}
        </Radio>
        <Radio className={styles.tripTypeOption} value="multiCity">
          {intl.formatMessage(m.multiCity)}
        </Radio>
      </RadioGroup>
      <fieldset className={styles.passengers}>
        <legend className={styles.visuallyHidden}>{intl.formatMessage(m.passengersGroup)}</legend>
        <SelectField<CabinClass>
          className={styles.cabin}
          label={intl.formatMessage(m.cabinClass)}
          value={cabin}
          onChange={(next) => form.setValue('cabin', next)}
          options={CABINS.map((id) => ({ id, label: intl.formatMessage(m.cabin, { cabin: id }) }))}
        />
        <PassengerCount path="adults" label={intl.formatMessage(m.adults)} min={MIN_TRAVELERS} />
        <PassengerCount path="children" label={intl.formatMessage(m.children)} min={0} />
        <PassengerCount path="infantsOnLap" label={intl.formatMessage(m.infantsOnLap)} min={0} />
        <PassengerCount path="infantsInSeat" label={intl.formatMessage(m.infantsInSeat)} min={0} />
        {Array.from({ length: ageFields }, (_, i) => (
          <PassengerCount key={i} path={`childAges.${i}`} label={intl.formatMessage(m.childAge, { n: i + 1 })} min={MIN_CHILD_AGE_YEARS} max={MAX_CHILD_AGE_YEARS} />
        ))}
      </fieldset>
      <AirportControl path="origin" className={styles.airport} name="origin" label={intl.formatMessage(m.from)} />
      <AirportControl path="destination" className={styles.airport} name="destination" label={intl.formatMessage(m.to)} />
      {tripType === 'roundTrip' ? (
        <DateRangeControl<FlightFormValues>
          startPath="departDate"
          endPath="returnDate"
          startName="departDate"
          endName="returnDate"
          startLabel={intl.formatMessage(m.depart)}
          endLabel={intl.formatMessage(m.return)}
          priceCalendar={(range) => flightCalendar(range.start && range.end ? daysBetweenIso(range.start, range.end) : undefined)}
        />
      ) : (
        <DateControl<FlightFormValues>
          path="departDate"
          name="departDate"
          label={intl.formatMessage(m.depart)}
          className={styles.dateRange}
          priceCalendar={tripType === 'oneWay' ? () => flightCalendar(undefined) : undefined}
        />
      )}
      {tripType !== 'multiCity' ? (
        <Checkbox className={styles.flexibleDates} isSelected={flexibleDates} onChange={(on) => form.setValue('flexibleDates', on)} name="flexibleDates">
          {intl.formatMessage(flexibleDatesMessages.option)}
        </Checkbox>
      ) : null}
      {tripType === 'multiCity' ? <MultiCityLegs departDate={departDate} /> : null}
    </FormShell>
  );
}
