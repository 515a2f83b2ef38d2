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
 * calls `onSearch` with the search. The form is a React Hook Form whose resolver is flight-form-schema.ts's zod schema,
 * loaded when the browser is idle after the first render or on the first submit (issue #23 "First page budget").
 * React Hook Form itself is reached through its deferred binding (ui/form-binding.ts): the form renders and takes
 * input from its first render, and react-hook-form loads on the visitor's first focus, press or key in the form (or
 * with the schema, which imports it), before any submit runs.
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
import { useIntl } from 'react-intl';
import type { FieldPath, Resolver } from 'react-hook-form';
import { MAX_CHILD_AGE_YEARS, MAX_FLIGHT_LEGS, MAX_TRAVELERS, MIN_CHILD_AGE_YEARS, type CabinClass } from '@travel/contract';
import { Checkbox, lazyModule, PlainButton, PlainRadioGroup, LazySelectField as SelectField } from '../../ui/index.ts';
import { useBoundArrayKeys, useBoundField, useBoundValue, useFormBinding, useFormBindingContext, type FormLibrary } from '../../ui/form-binding.ts';
import { LazyNumberInputControl } from '../../ui/lazy-form-controls.tsx';
import { AirportField, airportCodeFromText } from './airport-field.tsx';
import { DateControl, DateRangeControl, FormShell } from './form-shell.tsx';
import { daysBetweenIso, isIsoDate, isoDateFromToday } from './dates.ts';
import { DEFAULT_DEPART_OFFSET_DAYS, DEFAULT_RETURN_OFFSET_DAYS, MIN_TRAVELERS } from './constants.ts';
import { searchFormMessages as m } from './form-messages.ts';
import type { FlightSearchParams } from './search-url.ts';
import { flexibleDatesMessages } from './flexible-dates-messages.ts';
import type { PriceCalendarRequest } from './price-calendar.ts';
import { CABINS, countOk, type FlightFormValues, type SearchFormInitialValues, type TripType } from './flight-form-values.ts';
import styles from './search-form.module.css';

export type { FlightFormValues, LegValues, SearchFormInitialValues, TripType } from './flight-form-values.ts';

/** flight-form-schema.ts (zod, the contract's query schema, the zod resolver), loaded idle after the first render or on the first submit. */
const useFlightFormSchema = lazyModule(() => import('./flight-form-schema.ts'));

/** react-hook-form, off the first page (ui/form-binding.ts). */
const loadFormLibrary = (): Promise<FormLibrary> => import('react-hook-form');

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
  const { value, onChange, ...control } = useBoundField<FlightFormValues, string>({ path });
  return <AirportField {...props} {...control} {...(className ? { className } : {})} text={value} onTextChange={onChange} />;
}

/** A passenger count (or a child's age) bound to the flight form; keeps what was typed (the resolver shows the limits). */
function PassengerCount({ path, label, min, max = MAX_TRAVELERS }: { path: FieldPath<FlightFormValues>; label: string; min: number; max?: number }) {
  const intl = useIntl();
  return (
    <LazyNumberInputControl<FlightFormValues>
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
  const form = useFormBindingContext<FlightFormValues>();
  const keys = useBoundArrayKeys(form, 'legs');
  const destination = useBoundValue(form, 'destination');
  const legs = useBoundValue(form, 'legs');
  // What each flight's "from" holds by following (by the flight's key); any other value there is the user's own.
  const followed = useRef(new Map<string, string>());
  useEffect(() => {
    keys.forEach((key, i) => {
      const previous = airportCodeFromText(i === 0 ? destination : (legs[i - 1]?.destination ?? ''));
      const current = legs[i]?.origin ?? '';
      const auto = followed.current.get(key);
      if (auto === undefined && current !== '' && current === previous) followed.current.set(key, current);
      else if (previous !== undefined && current !== previous && (current === auto || (auto === undefined && current === ''))) {
        followed.current.set(key, previous);
        form.setValue(`legs.${i}.origin`, previous);
      }
    });
  }, [keys, destination, legs, form]);
  return (
    <>
      {keys.map((key, i) => {
        const n = i + 2;
        return (
          <fieldset key={key} className={styles.leg}>
            <legend className={styles.legHeading}>{intl.formatMessage(m.legHeading, { n })}</legend>
            <AirportControl path={`legs.${i}.origin`} className={styles.airport} name={`legs.${i}.origin`} label={intl.formatMessage(m.legFrom, { n })} />
            <AirportControl path={`legs.${i}.destination`} className={styles.airport} name={`legs.${i}.destination`} label={intl.formatMessage(m.legTo, { n })} />
            <DateControl<FlightFormValues> path={`legs.${i}.departDate`} name={`legs.${i}.departDate`} label={intl.formatMessage(m.legDate, { n })} min={isIsoDate(departDate) ? departDate : undefined} className={styles.legDate} />
            {keys.length > 1 ? (
              <PlainButton variant="secondary" className={styles.removeLeg} onPress={() => form.removeItem('legs', i)}>
                {intl.formatMessage(m.removeLeg, { n })}
              </PlainButton>
            ) : null}
          </fieldset>
        );
      })}
      {keys.length + 1 < MAX_FLIGHT_LEGS ? (
        <PlainButton
          variant="secondary"
          className={styles.addLeg}
          onPress={() => {
            const values = form.getValues();
            const previous = values.legs.at(-1);
            const from = previous?.destination ?? values.destination;
            form.setValue('legs', [...values.legs, { origin: airportCodeFromText(from) ?? '', destination: '', departDate: isoDaysAfter(previous?.departDate ?? values.departDate, 3) }]);
            form.setFocus(`legs.${values.legs.length}.destination`);
          }}
        >
          {intl.formatMessage(m.addLeg)}
        </PlainButton>
      ) : null}
    </>
  );
}

/** The flight search form. */
export function SearchForm({ initialValues, onSearch }: SearchFormProps) {
  const intl = useIntl();
  // The schema module loads idle after the first render; a submit before that waits for it.
  useFlightFormSchema();
  const resolver = useMemo<Resolver<FlightFormValues, unknown, FlightSearchParams>>(
    () => async (values, context, options) => (await useFlightFormSchema.preload()).flightFormResolver(intl)(values, context, options),
    [intl],
  );
  const children = initialValues.children ?? [];
  const initialLegs = initialValues.legs ?? [];
  const form = useFormBinding<FlightFormValues, FlightSearchParams>({
    library: loadFormLibrary,
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
  });
  const tripType = useBoundValue(form, 'tripType');
  const cabin = useBoundValue(form, 'cabin');
  const childCount = useBoundValue(form, 'children');
  const ageFields = countOk(childCount, 0, MAX_TRAVELERS) ? childCount : 0;
  const departDate = useBoundValue(form, 'departDate');
  const flexibleDates = useBoundValue(form, 'flexibleDates');
  const originText = useBoundValue(form, 'origin');
  const destinationText = useBoundValue(form, 'destination');
  const adultCount = useBoundValue(form, 'adults');
  /** The price calendar of the route in the form (none until both airports are chosen). */
  function flightCalendar(tripLength: number | undefined): PriceCalendarRequest | null {
    const origin = airportCodeFromText(originText);
    const destination = airportCodeFromText(destinationText);
    if (!origin || !destination || origin === destination) return null;
    return { kind: 'flights', origin, destination, tripLength: tripLength !== undefined && tripLength >= 0 ? tripLength : undefined, adults: countOk(adultCount, 1, MAX_TRAVELERS) ? adultCount : 1, cabin };
  }
  // The return date a switch away from round trip put aside, restored by a switch back.
  const setAsideReturn = useRef('');
  function changeTripType(nextType: TripType) {
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
      <PlainRadioGroup<TripType>
        className={styles.tripType}
        label={intl.formatMessage(m.tripType)}
        labelClassName={styles.visuallyHidden}
        optionClassName={styles.tripTypeOption}
        value={tripType}
        onChange={changeTripType}
        options={[
          { value: 'roundTrip', label: intl.formatMessage(m.roundTrip) },
          { value: 'oneWay', label: intl.formatMessage(m.oneWay) },
          { value: 'multiCity', label: intl.formatMessage(m.multiCity) },
        ]}
      />
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
