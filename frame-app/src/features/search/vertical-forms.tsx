/**
 * Search forms of the hotel, car, train and package tabs of the front door. Each is a React Hook Form (through the
 * search forms' binding, ui/form-binding.ts, with react-hook-form at hand: this module is off the first page) whose
 * zod resolver validates on submit (messages under the fields, linked through aria-describedby; a summary
 * with role="alert"; an edit clears its field's message), resolves its place fields through the location
 * autocomplete, and calls `onSearch` with the contract's results URL.
 *
 * Accessible names:
 * - hotels: "Destination", "Check-in", "Check-out", "Guests", "Rooms", button "Search hotels"
 * - cars: "Pick-up location", "Drop-off location" (optional: empty = returned where picked up; another place
 *   searches one-way rentals), "Pick-up date", "Drop-off date", "Pick-up time", "Drop-off time" (selects, every half
 *   hour, default 10:00), "Driver age", button "Search cars"
 * - trains: "From station", "To station", "Date", "Passengers", button "Search trains"
 * - packages: "Flying from", "Package destination", "Depart", "Return", "Travelers", button "Search packages"
 *
 * Rules (KAYAK-class, matching the contract's query checks): dates required, real, not in the past;
 * check-out after check-in and at most 30 nights; at most 4 guests per room (contract MAX_GUESTS_PER_ROOM:
 * "9 guests in 1 room" is refused at "Guests" with the reason); number fields keep what was typed and show
 * the limit as an error (10 travelers stays 10); drop-off after pick-up and at most 60 days; driver 18-99;
 * rooms not more than guests; train stations differ; package return after departure and at most 30 nights.
 */
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { createFormControl, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  calendarDaysBetween,
  daysAhead,
  MAX_DRIVER_AGE_YEARS,
  MAX_FLIGHT_DAYS_AHEAD,
  MAX_GUESTS_PER_ROOM,
  MAX_HOTEL_NIGHTS,
  hotelRoomLimit,
  MAX_RENTAL_DAYS,
  MAX_TRAVELERS,
  MIN_DRIVER_AGE_YEARS,
  type CarResultsUrl,
  type HotelResultsUrl,
  type Location,
  type LocationKind,
  type PackageResultsUrl,
  type TrainResultsUrl,
} from '@travel/contract';
import { useBoundField, useBoundValue, useFormBinding, type BoundFieldProps } from '../../ui/form-binding.ts';
import { NumberInputField } from '../../ui/number-field.tsx';
import { LazySelectField as SelectField } from '../../ui/index.ts';
import { logger } from '../../state/index.ts';
import { DateControl, DateRangeControl, FormShell, addFieldIssues } from './form-shell.tsx';
import { LocationField, locationValue, resolveLocation, type LocationFieldProps, type LocationValue } from './location-field.tsx';
import { daysBetweenIso, isIsoDate, isoDateFromToday } from './dates.ts';
import { searchFormDefaults } from './defaults.ts';
import { searchFormMessages } from './form-messages.ts';
import { searchFormErrorMessages } from './form-error-messages.ts';
import { verticalFormMessages } from './vertical-form-messages.ts';
import { hotelRoomMessages } from './hotel-room-messages.ts';
import { useAuthState } from '../access/index.ts';
import type { GenericPrefill } from './search-url.ts';
import type { PriceCalendarRequest } from './price-calendar.ts';
import type { IsoDateRange } from '../../ui/date-range-picker.tsx';
import styles from './search-form.module.css';

/** The text of these forms: the first page's form text, the forms' errors and the other verticals' own. */
const m = { ...searchFormMessages, ...searchFormErrorMessages, ...verticalFormMessages };

type Errors = Record<string, string | undefined>;

/** Props shared by the vertical forms. */
export interface VerticalFormProps<R> {
  prefill: GenericPrefill;
  onSearch(results: R): void;
}

/**
 * React Hook Form of a vertical: `check` is its resolver's work (zod schema `values` with an asynchronous
 * transform that resolves the places): it stores each problem under its field in `found` and returns the
 * results URL, or null when anything is invalid. Errors come from a submit; an edit clears its field's error.
 */
function useVerticalForm<T extends FieldValues, R>(values: z.ZodType<T, T>, defaultValues: T, check: (values: T, found: Errors) => Promise<R | null>) {
  // Rebuilt when `check` changes (it closes over the current intl), so errors follow a locale change.
  const resolver = useMemo(
    () =>
      zodResolver(
        values.transform(async (v, ctx): Promise<R> => {
          const found: Errors = {};
          const result = await check(v, found);
          addFieldIssues(ctx, found);
          return result === null || Object.values(found).some((e) => e !== undefined) ? z.NEVER : result;
        }),
      ),
    [values, check],
  );
  return useFormBinding<T, R>({ library: { createFormControl }, resolver: resolver as Resolver<T, unknown, R>, defaultValues });
}

/**
 * Checks a date field: required, real, not before today, at most 365 days ahead (the server's rule for every
 * vertical's first date, contract MAX_FLIGHT_DAYS_AHEAD / server search/results.ts).
 */
function checkDate(intl: IntlShape, value: string, missing: string): string | undefined {
  if (!value) return missing;
  if (!isIsoDate(value)) return intl.formatMessage(m.errorDateInvalid);
  const today = isoDateFromToday(0);
  if (value < today) return intl.formatMessage(m.errorDatePast);
  if (daysAhead(today, value) > MAX_FLIGHT_DAYS_AHEAD) return intl.formatMessage(m.errorDateTooFar, { max: MAX_FLIGHT_DAYS_AHEAD });
  return undefined;
}

/** The messages and longest span of a date range's end field (check-out, drop-off, package return). */
interface EndDateRule {
  /** Longest allowed span from the start, calendar days (nights for stays). */
  maxDays: number;
  missing: MessageDescriptor;
  notAfterStart: MessageDescriptor;
  /** Formatted with `{ max: maxDays }`. */
  tooLong: MessageDescriptor;
}

/** Checks the end date of a range whose start date is valid: required and real, after `start`, at most `rule.maxDays` later. */
function checkEndDate(intl: IntlShape, start: string, end: string, rule: EndDateRule): string | undefined {
  if (!isIsoDate(end)) return intl.formatMessage(rule.missing);
  if (end <= start) return intl.formatMessage(rule.notAfterStart);
  if (calendarDaysBetween(start, end) > rule.maxDays) return intl.formatMessage(rule.tooLong, { max: rule.maxDays });
  return undefined;
}

/** Resolves a place field; on failure stores a field error and resolves null. */
async function resolvePlace(intl: IntlShape, value: LocationValue, kinds: readonly LocationKind[], missing: string, found: Errors, field: string): Promise<Location | null> {
  if (!value.text.trim()) {
    found[field] = missing;
    return null;
  }
  try {
    const place = await resolveLocation(intl, value, kinds);
    if (!place) found[field] = intl.formatMessage(m.errorPlaceUnknown);
    return place;
  } catch (error) {
    logger.warn('place lookup failed', error);
    found[field] = intl.formatMessage(m.errorPlaceLookup);
    return null;
  }
}

function cityIdOf(place: Location | null): number | null {
  if (!place) return null;
  return place.kind === 'city' ? place.id : place.cityId;
}

/** Value schema of a count field: a number, NaN while the input is empty (the form's rules then say what is wrong). */
const count = z.union([z.number(), z.nan()]);

/** Value schema of a place field (what the input shows, and the place picked for it). */
const placeValue = z.custom<LocationValue>((v) => typeof v === 'object' && v !== null && typeof (v as LocationValue).text === 'string');

/** A place field bound to its form at `path`. */
function PlaceControl<T extends FieldValues>({ path, clears, ...props }: BoundFieldProps<T> & Omit<LocationFieldProps, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage'>) {
  const control = useBoundField<T, LocationValue>({ path, ...(clears ? { clears } : {}) });
  return <LocationField {...props} {...control} />;
}

/** A count field (− / + stepper) bound to its form at `path`. */
function CountControl<T extends FieldValues>(p: { path: FieldPath<T>; clears?: FieldPath<T>[]; label: string; min: number; max: number; description?: string | undefined }) {
  const intl = useIntl();
  const control = useBoundField<T, number>({ path: p.path, ...(p.clears ? { clears: p.clears } : {}) });
  return (
    <NumberInputField
      {...control}
      className={styles.travelers}
      name={p.path}
      label={p.label}
      minValue={p.min}
      maxValue={p.max}
      keepTypedValue
      description={p.description}
      decrementLabel={intl.formatMessage(m.decrease, { field: p.label })}
      incrementLabel={intl.formatMessage(m.increase, { field: p.label })}
    />
  );
}

function validCount(v: number, min: number, max: number): boolean {
  return Number.isInteger(v) && v >= min && v <= max;
}

interface HotelValues {
  destination: LocationValue;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
}
const hotelValues = z.object({ destination: placeValue, checkIn: z.string(), checkOut: z.string(), guests: count, rooms: count });

/**
 * Hotel search form. Rooms are capped at the caller's hotelRoomLimit (contract; issue #24 multiRoomBookings): 1 for a
 * business user in business mode whose company has the switch off, with the hint "Your company books one room per
 * hotel booking" under the field (a typed 2 is refused with that text); MAX_HOTEL_ROOMS otherwise or while the auth
 * state is unknown (the server refuses what the form lets through).
 */
export function HotelSearchForm({ prefill, onSearch }: VerticalFormProps<HotelResultsUrl>) {
  const intl = useIntl();
  const maxRooms = hotelRoomLimit(useAuthState()?.businessState);
  const oneRoom = maxRooms === 1 ? intl.formatMessage(hotelRoomMessages.oneRoom) : undefined;
  const [defaults] = useState(() => searchFormDefaults('hotels'));
  const form = useVerticalForm<HotelValues, HotelResultsUrl>(
    hotelValues,
    {
      destination: locationValue(prefill.destination),
      checkIn: prefill.start ?? defaults.start,
      checkOut: prefill.end ?? defaults.end ?? '',
      guests: prefill.travelers ?? defaults.travelers,
      rooms: prefill.rooms ?? defaults.rooms,
    },
    async ({ destination, checkIn, checkOut, guests, rooms }, found) => {
      found.checkIn = checkDate(intl, checkIn, intl.formatMessage(m.errorCheckInMissing));
      if (!found.checkIn) {
        found.checkOut = checkEndDate(intl, checkIn, checkOut, { maxDays: MAX_HOTEL_NIGHTS, missing: m.errorCheckOutMissing, notAfterStart: m.errorCheckOutBeforeCheckIn, tooLong: m.errorTooManyNights });
      }
      if (!validCount(guests, 1, MAX_TRAVELERS)) found.guests = intl.formatMessage(m.errorCount, { min: 1, max: MAX_TRAVELERS });
      if (!validCount(rooms, 1, maxRooms)) found.rooms = oneRoom ?? intl.formatMessage(m.errorCount, { min: 1, max: maxRooms });
      else if (validCount(guests, 1, MAX_TRAVELERS) && rooms > guests) found.rooms = intl.formatMessage(m.errorRoomsOverGuests);
      else if (validCount(guests, 1, MAX_TRAVELERS) && guests > rooms * MAX_GUESTS_PER_ROOM) found.guests = intl.formatMessage(m.errorGuestsPerRoom, { max: MAX_GUESTS_PER_ROOM });
      const place = await resolvePlace(intl, destination, ['city'], intl.formatMessage(m.errorDestinationPlaceMissing), found, 'destination');
      const cityId = cityIdOf(place);
      return cityId === null ? null : { vertical: 'hotels', cityId, checkIn, checkOut, guests, rooms, sort: 'price' };
    },
  );
  const destination = useBoundValue(form, 'destination');
  const guests = useBoundValue(form, 'guests');
  const rooms = useBoundValue(form, 'rooms');
  /** The price calendar of the chosen city for the stay's nights (none until a city is picked from the list). */
  const hotelCalendar = (range: IsoDateRange): PriceCalendarRequest | null => {
    const cityId = cityIdOf(destination.location);
    if (cityId === null) return null;
    const nights = range.start && range.end ? daysBetweenIso(range.start, range.end) : 1;
    const roomCount = validCount(rooms, 1, maxRooms) ? rooms : 1;
    const guestCount = validCount(guests, 1, roomCount * MAX_GUESTS_PER_ROOM) ? guests : roomCount;
    return { kind: 'hotels', destination: String(cityId), nights: Math.min(Math.max(nights, 1), MAX_HOTEL_NIGHTS), guests: guestCount, rooms: roomCount };
  };

  return (
    <FormShell form={form} label={intl.formatMessage(m.hotelFormLabel)} submitLabel={intl.formatMessage(m.searchHotels)} onSearch={onSearch}>
      <PlaceControl<HotelValues> path="destination" className={styles.place} name="destination" label={intl.formatMessage(m.destination)} kinds={['city']} />
      <DateRangeControl<HotelValues>
        startPath="checkIn"
        endPath="checkOut"
        startName="checkIn"
        endName="checkOut"
        startLabel={intl.formatMessage(m.checkIn)}
        endLabel={intl.formatMessage(m.checkOut)}
        priceCalendar={hotelCalendar}
      />
      <CountControl<HotelValues> path="guests" clears={['rooms']} label={intl.formatMessage(m.guests)} min={1} max={MAX_TRAVELERS} />
      <CountControl<HotelValues> path="rooms" clears={['guests']} label={intl.formatMessage(m.rooms)} min={1} max={maxRooms} description={oneRoom} />
    </FormShell>
  );
}

interface CarValues {
  location: LocationValue;
  /** One-way rental: where the car is returned; empty text = the pick-up location. */
  dropOffLocation: LocationValue;
  pickUp: string;
  /** `HH:mm` local at the desk (default 10:00, the results URL's default). */
  pickUpTime: string;
  dropOff: string;
  dropOffTime: string;
  driverAge: number;
}
const carValues = z.object({ location: placeValue, dropOffLocation: placeValue, pickUp: z.string(), pickUpTime: z.string(), dropOff: z.string(), dropOffTime: z.string(), driverAge: count });

/** Rental desk times offered: every half hour of the day, `HH:mm` (KAYAK-class pick-up and drop-off times). */
const CAR_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`);
/** Default pick-up and drop-off time (the contract results URL's default). */
const DEFAULT_CAR_TIME = '10:00';

/** A time select ("Pick-up time", "Drop-off time") bound to the car form; times show in the frame's locale. */
function TimeControl({ path, label }: { path: 'pickUpTime' | 'dropOffTime'; label: string }) {
  const intl = useIntl();
  const { value, onChange } = useBoundField<CarValues, string>({ path, clears: ['dropOff'] });
  const options = CAR_TIMES.map((t) => {
    const [h, min] = t.split(':').map(Number) as [number, number];
    return { id: t, label: intl.formatTime(new Date(2000, 0, 1, h, min), { hour: 'numeric', minute: '2-digit' }) };
  });
  return <SelectField<string> className={styles.time} label={label} options={options} value={value} onChange={onChange} />;
}

/** Car rental search form. */
export function CarSearchForm({ prefill, onSearch }: VerticalFormProps<CarResultsUrl>) {
  const intl = useIntl();
  const [defaults] = useState(() => searchFormDefaults('cars'));
  const form = useVerticalForm<CarValues, CarResultsUrl>(
    carValues,
    {
      location: locationValue(prefill.destination),
      dropOffLocation: locationValue(prefill.dropOffLocation),
      pickUp: prefill.start ?? defaults.start,
      dropOff: prefill.end ?? defaults.end ?? '',
      pickUpTime: prefill.pickUpTime ?? DEFAULT_CAR_TIME,
      dropOffTime: prefill.dropOffTime ?? DEFAULT_CAR_TIME,
      driverAge: prefill.driverAge ?? defaults.driverAge,
    },
    async ({ location, dropOffLocation, pickUp, pickUpTime, dropOff, dropOffTime, driverAge }, found) => {
      found.pickUp = checkDate(intl, pickUp, intl.formatMessage(m.errorPickUpMissing));
      if (!found.pickUp) {
        found.dropOff = checkEndDate(intl, pickUp, dropOff, { maxDays: MAX_RENTAL_DAYS, missing: m.errorDropOffMissing, notAfterStart: m.errorDropOffBeforePickUp, tooLong: m.errorTooManyDays });
        // The server counts the rental in hours: 60 days to the day, and a later drop-off time is one day more.
        if (!found.dropOff && calendarDaysBetween(pickUp, dropOff) === MAX_RENTAL_DAYS && dropOffTime > pickUpTime) {
          found.dropOff = intl.formatMessage(m.errorTooManyDays, { max: MAX_RENTAL_DAYS });
        }
      }
      if (!validCount(driverAge, MIN_DRIVER_AGE_YEARS, MAX_DRIVER_AGE_YEARS)) {
        found.driverAge = intl.formatMessage(m.errorDriverAge, { min: MIN_DRIVER_AGE_YEARS, max: MAX_DRIVER_AGE_YEARS });
      }
      const [place, dropPlace] = await Promise.all([
        resolvePlace(intl, location, ['airport', 'city'], intl.formatMessage(m.errorPickUpPlaceMissing), found, 'location'),
        // Optional: empty means the car goes back where it was picked up.
        dropOffLocation.text.trim() ? resolvePlace(intl, dropOffLocation, ['airport', 'city'], '', found, 'dropOffLocation') : Promise.resolve(null),
      ]);
      if (!place || (dropOffLocation.text.trim() && !dropPlace)) return null;
      const code = place.kind === 'airport' ? place.code : String(place.id);
      const dropCode = dropPlace ? (dropPlace.kind === 'airport' ? dropPlace.code : String(dropPlace.id)) : undefined;
      return {
        vertical: 'cars',
        location: code,
        pickUpDate: pickUp,
        dropOffDate: dropOff,
        ...(pickUpTime !== DEFAULT_CAR_TIME ? { pickUpTime } : {}),
        ...(dropOffTime !== DEFAULT_CAR_TIME ? { dropOffTime } : {}),
        ...(dropCode && dropCode !== code ? { dropOffLocation: dropCode } : {}),
        driverAge,
        sort: 'price',
      };
    },
  );

  return (
    <FormShell form={form} label={intl.formatMessage(m.carFormLabel)} submitLabel={intl.formatMessage(m.searchCars)} onSearch={onSearch}>
      <PlaceControl<CarValues>
        path="location"
        className={styles.place}
        name="location"
        label={intl.formatMessage(m.pickUpLocation)}
        kinds={['airport', 'city']}
        placeholder={intl.formatMessage(m.airportPlaceholder)}
      />
      <PlaceControl<CarValues>
        path="dropOffLocation"
        className={styles.place}
        name="dropOffLocation"
        label={intl.formatMessage(m.dropOffLocation)}
        kinds={['airport', 'city']}
        placeholder={intl.formatMessage(m.dropOffSameAsPickUp)}
      />
      <DateRangeControl<CarValues>
        startPath="pickUp"
        endPath="dropOff"
        startName="pickUpDate"
        endName="dropOffDate"
        startLabel={intl.formatMessage(m.pickUpDate)}
        endLabel={intl.formatMessage(m.dropOffDate)}
      />
      <TimeControl path="pickUpTime" label={intl.formatMessage(m.pickUpTime)} />
      <TimeControl path="dropOffTime" label={intl.formatMessage(m.dropOffTime)} />
      <CountControl<CarValues> path="driverAge" label={intl.formatMessage(m.driverAge)} min={MIN_DRIVER_AGE_YEARS} max={MAX_DRIVER_AGE_YEARS} />
    </FormShell>
  );
}

interface TrainValues {
  origin: LocationValue;
  destination: LocationValue;
  date: string;
  passengers: number;
}
const trainValues = z.object({ origin: placeValue, destination: placeValue, date: z.string(), passengers: count });

/** Train search form. */
export function TrainSearchForm({ prefill, onSearch }: VerticalFormProps<TrainResultsUrl>) {
  const intl = useIntl();
  const [defaults] = useState(() => searchFormDefaults('trains'));
  const form = useVerticalForm<TrainValues, TrainResultsUrl>(
    trainValues,
    {
      origin: locationValue(prefill.origin),
      destination: locationValue(prefill.destination),
      date: prefill.start ?? defaults.start,
      passengers: prefill.travelers ?? defaults.travelers,
    },
    async ({ origin, destination, date, passengers }, found) => {
      found.date = checkDate(intl, date, intl.formatMessage(m.errorTravelDateMissing));
      if (!validCount(passengers, 1, MAX_TRAVELERS)) found.passengers = intl.formatMessage(m.errorCount, { min: 1, max: MAX_TRAVELERS });
      const [from, to] = await Promise.all([
        resolvePlace(intl, origin, ['city'], intl.formatMessage(m.errorFromStationMissing), found, 'origin'),
        resolvePlace(intl, destination, ['city'], intl.formatMessage(m.errorToStationMissing), found, 'destination'),
      ]);
      const [o, d] = [cityIdOf(from), cityIdOf(to)];
      if (o !== null && o === d) found.destination = intl.formatMessage(m.errorSameStation);
      return o === null || d === null ? null : { vertical: 'trains', origin: o, destination: d, date, passengers, sort: 'price' };
    },
  );

  return (
    <FormShell form={form} label={intl.formatMessage(m.trainFormLabel)} submitLabel={intl.formatMessage(m.searchTrains)} onSearch={onSearch}>
      <PlaceControl<TrainValues> path="origin" className={styles.place} name="origin" label={intl.formatMessage(m.fromStation)} kinds={['city']} />
      <PlaceControl<TrainValues> path="destination" className={styles.place} name="destination" label={intl.formatMessage(m.toStation)} kinds={['city']} />
      <DateControl<TrainValues> path="date" name="date" label={intl.formatMessage(m.travelDate)} />
      <CountControl<TrainValues> path="passengers" label={intl.formatMessage(m.passengers)} min={1} max={MAX_TRAVELERS} />
    </FormShell>
  );
}

interface PackageValues {
  origin: LocationValue;
  destination: LocationValue;
  depart: string;
  ret: string;
  travelers: number;
}
const packageValues = z.object({ origin: placeValue, destination: placeValue, depart: z.string(), ret: z.string(), travelers: count });

/** Package (flight + hotel) search form. */
export function PackageSearchForm({ prefill, onSearch }: VerticalFormProps<PackageResultsUrl>) {
  const intl = useIntl();
  const [defaults] = useState(() => searchFormDefaults('packages'));
  const form = useVerticalForm<PackageValues, PackageResultsUrl>(
    packageValues,
    {
      origin: locationValue(prefill.origin),
      destination: locationValue(prefill.destination),
      depart: prefill.start ?? defaults.start,
      ret: prefill.end ?? defaults.end ?? '',
      travelers: prefill.travelers ?? defaults.travelers,
    },
    async ({ origin, destination, depart, ret, travelers }, found) => {
      found.depart = checkDate(intl, depart, intl.formatMessage(m.errorDepartMissing));
      if (!found.depart) {
        found.ret = checkEndDate(intl, depart, ret, { maxDays: MAX_HOTEL_NIGHTS, missing: m.errorReturnMissing, notAfterStart: m.errorReturnAfterDepart, tooLong: m.errorTooManyNights });
      }
      if (!validCount(travelers, 1, MAX_TRAVELERS)) found.travelers = intl.formatMessage(m.errorTravelers, { min: 1, max: MAX_TRAVELERS });
      const [from, to] = await Promise.all([
        resolvePlace(intl, origin, ['airport'], intl.formatMessage(m.errorOriginMissing), found, 'origin'),
        resolvePlace(intl, destination, ['city', 'airport'], intl.formatMessage(m.errorDestinationPlaceMissing), found, 'destination'),
      ]);
      const originCode = from?.kind === 'airport' ? from.code : null;
      const destinationCode = to ? (to.kind === 'airport' ? to.code : String(to.id)) : null;
      if (originCode && destinationCode === originCode) found.destination = intl.formatMessage(m.errorSameAirport);
      return !originCode || !destinationCode
        ? null
        : { vertical: 'packages', origin: originCode, destination: destinationCode, departDate: depart, returnDate: ret, travelers, sort: 'price' };
    },
  );

  return (
    <FormShell form={form} label={intl.formatMessage(m.packageFormLabel)} submitLabel={intl.formatMessage(m.searchPackages)} onSearch={onSearch}>
      <PlaceControl<PackageValues>
        path="origin"
        className={styles.place}
        name="origin"
        label={intl.formatMessage(m.flyingFrom)}
        kinds={['airport']}
        placeholder={intl.formatMessage(m.airportPlaceholder)}
      />
      <PlaceControl<PackageValues> path="destination" className={styles.place} name="destination" label={intl.formatMessage(m.packageDestination)} kinds={['city', 'airport']} />
      <DateRangeControl<PackageValues>
        startPath="depart"
        endPath="ret"
        startName="departDate"
        endName="returnDate"
        startLabel={intl.formatMessage(m.depart)}
        endLabel={intl.formatMessage(m.return)}
      />
      <CountControl<PackageValues> path="travelers" label={intl.formatMessage(m.travelers)} min={1} max={MAX_TRAVELERS} />
    </FormShell>
  );
}
