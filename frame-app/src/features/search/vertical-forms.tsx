/**
 * Search forms of the hotel, car, train and package tabs of the front door. Each validates on submit
 * (messages under the fields, linked through aria-describedby; a summary with role="alert"), resolves its
 * place fields through the location autocomplete, and calls `onSearch` with the contract's results URL.
 *
 * Accessible names:
 * - hotels: "Destination", "Check-in", "Check-out", "Guests", "Rooms", button "Search hotels"
 * - cars: "Pick-up location", "Pick-up date", "Drop-off date", "Driver age", button "Search cars"
 * - trains: "From station", "To station", "Date", "Passengers", button "Search trains"
 * - packages: "Flying from", "Package destination", "Depart", "Return", "Travelers", button "Search packages"
 *
 * Rules (KAYAK-class, matching the contract's query checks): dates required, real, not in the past;
 * check-out after check-in and at most 30 nights; drop-off after pick-up and at most 60 days; driver 18-99;
 * rooms not more than guests; train stations differ; package return after departure and at most 30 nights.
 */
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  calendarDaysBetween,
  MAX_DRIVER_AGE_YEARS,
  MAX_HOTEL_NIGHTS,
  MAX_HOTEL_ROOMS,
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
import { NumberInputField, TextInputField } from '../../ui/index.ts';
import { logger } from '../../state/index.ts';
import { FormShell } from './form-shell.tsx';
import { LocationField, locationValue, resolveLocation, type LocationValue } from './location-field.tsx';
import { isIsoDate, isoDateFromToday } from './dates.ts';
import { searchFormDefaults } from './defaults.ts';
import { searchMessages as m } from './messages.ts';
import type { GenericPrefill } from './search-url.ts';
import styles from './search-form.module.css';

type Errors = Record<string, string | undefined>;

/** Props shared by the vertical forms. */
export interface VerticalFormProps<R> {
  prefill: GenericPrefill;
  onSearch(results: R): void;
}

/** Form state helper: values plus per-field errors cleared on edit. */
function useErrors() {
  const [errors, setErrors] = useState<Errors>({});
  const clear = (field: string) => setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
  const summary = (intl: IntlShape) => (Object.values(errors).some((e) => e !== undefined) ? intl.formatMessage(m.errorSummary) : undefined);
  return { errors, setErrors, clear, summary };
}

/** Checks a date field: required, real, not before today. */
function checkDate(intl: IntlShape, value: string, missing: string): string | undefined {
  if (!value) return missing;
  if (!isIsoDate(value)) return intl.formatMessage(m.errorDateInvalid);
  if (value < isoDateFromToday(0)) return intl.formatMessage(m.errorDatePast);
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

function countField(intl: IntlShape, p: { name: string; label: string; value: number; min: number; max: number; onChange(v: number): void; error: string | undefined }) {
  return (
    <NumberInputField
      className={styles.travelers}
      name={p.name}
      label={p.label}
      value={p.value}
      minValue={p.min}
      maxValue={p.max}
      onChange={p.onChange}
      decrementLabel={intl.formatMessage(m.decrease, { field: p.label })}
      incrementLabel={intl.formatMessage(m.increase, { field: p.label })}
      errorMessage={p.error}
    />
  );
}

function validCount(v: number, min: number, max: number): boolean {
  return Number.isInteger(v) && v >= min && v <= max;
}

/** Hotel search form. */
export function HotelSearchForm({ prefill, onSearch }: VerticalFormProps<HotelResultsUrl>) {
  const intl = useIntl();
  const [defaults] = useState(() => searchFormDefaults('hotels'));
  const [destination, setDestination] = useState(locationValue(prefill.destination));
  const [checkIn, setCheckIn] = useState(prefill.start ?? defaults.start);
  const [checkOut, setCheckOut] = useState(prefill.end ?? defaults.end ?? '');
  const [guests, setGuests] = useState(prefill.travelers ?? defaults.travelers);
  const [rooms, setRooms] = useState(prefill.rooms ?? defaults.rooms);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, clear, summary } = useErrors();

  async function submit(): Promise<boolean> {
    const found: Errors = {};
    found.checkIn = checkDate(intl, checkIn, intl.formatMessage(m.errorCheckInMissing));
    if (!found.checkIn) {
      if (!isIsoDate(checkOut)) found.checkOut = intl.formatMessage(m.errorCheckOutMissing);
      else if (checkOut <= checkIn) found.checkOut = intl.formatMessage(m.errorCheckOutBeforeCheckIn);
      else if (calendarDaysBetween(checkIn, checkOut) > MAX_HOTEL_NIGHTS) found.checkOut = intl.formatMessage(m.errorTooManyNights, { max: MAX_HOTEL_NIGHTS });
    }
    if (!validCount(guests, 1, MAX_TRAVELERS)) found.guests = intl.formatMessage(m.errorCount, { min: 1, max: MAX_TRAVELERS });
    if (!validCount(rooms, 1, MAX_HOTEL_ROOMS)) found.rooms = intl.formatMessage(m.errorCount, { min: 1, max: MAX_HOTEL_ROOMS });
    else if (validCount(guests, 1, MAX_TRAVELERS) && rooms > guests) found.rooms = intl.formatMessage(m.errorRoomsOverGuests);
    setBusy(true);
    const place = await resolvePlace(intl, destination, ['city'], intl.formatMessage(m.errorDestinationPlaceMissing), found, 'destination');
    setBusy(false);
    const cityId = cityIdOf(place);
    setErrors(found);
    if (Object.values(found).some((e) => e !== undefined) || cityId === null) return false;
    onSearch({ vertical: 'hotels', cityId, checkIn, checkOut, guests, rooms, sort: 'price' });
    return true;
  }

  return (
    <FormShell label={intl.formatMessage(m.hotelFormLabel)} submitLabel={intl.formatMessage(m.searchHotels)} summary={summary(intl)} busy={busy} onSubmit={submit}>
      <LocationField
        className={styles.place}
        name="destination"
        label={intl.formatMessage(m.destination)}
        kinds={['city']}
        value={destination}
        onChange={(v) => {
          setDestination(v);
          clear('destination');
        }}
        errorMessage={errors.destination}
      />
      <TextInputField className={styles.date} name="checkIn" type="date" label={intl.formatMessage(m.checkIn)} value={checkIn} min={isoDateFromToday(0)}
        onChange={(v) => { setCheckIn(v); clear('checkIn'); }} errorMessage={errors.checkIn} />
      <TextInputField className={styles.date} name="checkOut" type="date" label={intl.formatMessage(m.checkOut)} value={checkOut} min={checkIn || isoDateFromToday(0)}
        onChange={(v) => { setCheckOut(v); clear('checkOut'); }} errorMessage={errors.checkOut} />
      {countField(intl, { name: 'guests', label: intl.formatMessage(m.guests), value: guests, min: 1, max: MAX_TRAVELERS, onChange: (v) => { setGuests(v); clear('guests'); clear('rooms'); }, error: errors.guests })}
      {countField(intl, { name: 'rooms', label: intl.formatMessage(m.rooms), value: rooms, min: 1, max: MAX_HOTEL_ROOMS, onChange: (v) => { setRooms(v); clear('rooms'); }, error: errors.rooms })}
    </FormShell>
  );
}

/** Car rental search form. */
export function CarSearchForm({ prefill, onSearch }: VerticalFormProps<CarResultsUrl>) {
  const intl = useIntl();
  const [defaults] = useState(() => searchFormDefaults('cars'));
  const [location, setLocation] = useState(locationValue(prefill.destination));
  const [pickUp, setPickUp] = useState(prefill.start ?? defaults.start);
  const [dropOff, setDropOff] = useState(prefill.end ?? defaults.end ?? '');
  const [driverAge, setDriverAge] = useState(prefill.driverAge ?? defaults.driverAge);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, clear, summary } = useErrors();

  async function submit(): Promise<boolean> {
    const found: Errors = {};
    found.pickUp = checkDate(intl, pickUp, intl.formatMessage(m.errorPickUpMissing));
    if (!found.pickUp) {
      if (!isIsoDate(dropOff)) found.dropOff = intl.formatMessage(m.errorDropOffMissing);
      else if (dropOff <= pickUp) found.dropOff = intl.formatMessage(m.errorDropOffBeforePickUp);
      else if (calendarDaysBetween(pickUp, dropOff) > MAX_RENTAL_DAYS) found.dropOff = intl.formatMessage(m.errorTooManyDays, { max: MAX_RENTAL_DAYS });
    }
    if (!validCount(driverAge, MIN_DRIVER_AGE_YEARS, MAX_DRIVER_AGE_YEARS)) {
      found.driverAge = intl.formatMessage(m.errorDriverAge, { min: MIN_DRIVER_AGE_YEARS, max: MAX_DRIVER_AGE_YEARS });
    }
    setBusy(true);
    const place = await resolvePlace(intl, location, ['airport', 'city'], intl.formatMessage(m.errorPickUpPlaceMissing), found, 'location');
    setBusy(false);
    setErrors(found);
    if (Object.values(found).some((e) => e !== undefined) || !place) return false;
    const code = place.kind === 'airport' ? place.code : String(place.id);
    onSearch({ vertical: 'cars', location: code, pickUpDate: pickUp, dropOffDate: dropOff, driverAge, sort: 'price' });
    return true;
  }

  return (
    <FormShell label={intl.formatMessage(m.carFormLabel)} submitLabel={intl.formatMessage(m.searchCars)} summary={summary(intl)} busy={busy} onSubmit={submit}>
      <LocationField
        className={styles.place}
        name="location"
        label={intl.formatMessage(m.pickUpLocation)}
        kinds={['airport', 'city']}
        placeholder={intl.formatMessage(m.airportPlaceholder)}
        value={location}
        onChange={(v) => {
          setLocation(v);
          clear('location');
        }}
        errorMessage={errors.location}
      />
      <TextInputField className={styles.date} name="pickUpDate" type="date" label={intl.formatMessage(m.pickUpDate)} value={pickUp} min={isoDateFromToday(0)}
        onChange={(v) => { setPickUp(v); clear('pickUp'); }} errorMessage={errors.pickUp} />
      <TextInputField className={styles.date} name="dropOffDate" type="date" label={intl.formatMessage(m.dropOffDate)} value={dropOff} min={pickUp || isoDateFromToday(0)}
        onChange={(v) => { setDropOff(v); clear('dropOff'); }} errorMessage={errors.dropOff} />
      {countField(intl, { name: 'driverAge', label: intl.formatMessage(m.driverAge), value: driverAge, min: MIN_DRIVER_AGE_YEARS, max: MAX_DRIVER_AGE_YEARS, onChange: (v) => { setDriverAge(v); clear('driverAge'); }, error: errors.driverAge })}
    </FormShell>
  );
}

/** Train search form. */
export function TrainSearchForm({ prefill, onSearch }: VerticalFormProps<TrainResultsUrl>) {
  const intl = useIntl();
  const [origin, setOrigin] = useState(locationValue(prefill.origin));
  const [destination, setDestination] = useState(locationValue(prefill.destination));
  const [defaults] = useState(() => searchFormDefaults('trains'));
  const [date, setDate] = useState(prefill.start ?? defaults.start);
  const [passengers, setPassengers] = useState(prefill.travelers ?? defaults.travelers);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, clear, summary } = useErrors();

  async function submit(): Promise<boolean> {
    const found: Errors = {};
    found.date = checkDate(intl, date, intl.formatMessage(m.errorTravelDateMissing));
    if (!validCount(passengers, 1, MAX_TRAVELERS)) found.passengers = intl.formatMessage(m.errorCount, { min: 1, max: MAX_TRAVELERS });
    setBusy(true);
    const [from, to] = await Promise.all([
      resolvePlace(intl, origin, ['city'], intl.formatMessage(m.errorFromStationMissing), found, 'origin'),
      resolvePlace(intl, destination, ['city'], intl.formatMessage(m.errorToStationMissing), found, 'destination'),
    ]);
    setBusy(false);
    const [o, d] = [cityIdOf(from), cityIdOf(to)];
    if (o !== null && o === d) found.destination = intl.formatMessage(m.errorSameStation);
    setErrors(found);
    if (Object.values(found).some((e) => e !== undefined) || o === null || d === null) return false;
    onSearch({ vertical: 'trains', origin: o, destination: d, date, passengers, sort: 'price' });
    return true;
  }

  return (
    <FormShell label={intl.formatMessage(m.trainFormLabel)} submitLabel={intl.formatMessage(m.searchTrains)} summary={summary(intl)} busy={busy} onSubmit={submit}>
      <LocationField
        className={styles.place} name="origin" label={intl.formatMessage(m.fromStation)} kinds={['city']} value={origin}
        onChange={(v) => { setOrigin(v); clear('origin'); }} errorMessage={errors.origin} />
      <LocationField
        className={styles.place} name="destination" label={intl.formatMessage(m.toStation)} kinds={['city']} value={destination}
        onChange={(v) => { setDestination(v); clear('destination'); }} errorMessage={errors.destination} />
      <TextInputField className={styles.date} name="date" type="date" label={intl.formatMessage(m.travelDate)} value={date} min={isoDateFromToday(0)}
        onChange={(v) => { setDate(v); clear('date'); }} errorMessage={errors.date} />
      {countField(intl, { name: 'passengers', label: intl.formatMessage(m.passengers), value: passengers, min: 1, max: MAX_TRAVELERS, onChange: (v) => { setPassengers(v); clear('passengers'); }, error: errors.passengers })}
    </FormShell>
  );
}

/** Package (flight + hotel) search form. */
export function PackageSearchForm({ prefill, onSearch }: VerticalFormProps<PackageResultsUrl>) {
  const intl = useIntl();
  const [origin, setOrigin] = useState(locationValue(prefill.origin));
  const [destination, setDestination] = useState(locationValue(prefill.destination));
  const [defaults] = useState(() => searchFormDefaults('packages'));
  const [depart, setDepart] = useState(prefill.start ?? defaults.start);
  const [ret, setRet] = useState(prefill.end ?? defaults.end ?? '');
  const [travelers, setTravelers] = useState(prefill.travelers ?? defaults.travelers);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, clear, summary } = useErrors();

  async function submit(): Promise<boolean> {
    const found: Errors = {};
    found.depart = checkDate(intl, depart, intl.formatMessage(m.errorDepartMissing));
    if (!found.depart) {
      if (!isIsoDate(ret)) found.ret = intl.formatMessage(m.errorReturnMissing);
      else if (ret <= depart) found.ret = intl.formatMessage(m.errorReturnAfterDepart);
      else if (calendarDaysBetween(depart, ret) > MAX_HOTEL_NIGHTS) found.ret = intl.formatMessage(m.errorTooManyNights, { max: MAX_HOTEL_NIGHTS });
    }
    if (!validCount(travelers, 1, MAX_TRAVELERS)) found.travelers = intl.formatMessage(m.errorTravelers, { min: 1, max: MAX_TRAVELERS });
    setBusy(true);
    const [from, to] = await Promise.all([
      resolvePlace(intl, origin, ['airport'], intl.formatMessage(m.errorOriginMissing), found, 'origin'),
      resolvePlace(intl, destination, ['city', 'airport'], intl.formatMessage(m.errorDestinationPlaceMissing), found, 'destination'),
    ]);
    setBusy(false);
    const originCode = from?.kind === 'airport' ? from.code : null;
    const destinationCode = to ? (to.kind === 'airport' ? to.code : String(to.id)) : null;
    if (originCode && destinationCode === originCode) found.destination = intl.formatMessage(m.errorSameAirport);
    setErrors(found);
    if (Object.values(found).some((e) => e !== undefined) || !originCode || !destinationCode) return false;
    onSearch({ vertical: 'packages', origin: originCode, destination: destinationCode, departDate: depart, returnDate: ret, travelers, sort: 'price' });
    return true;
  }

  return (
    <FormShell label={intl.formatMessage(m.packageFormLabel)} submitLabel={intl.formatMessage(m.searchPackages)} summary={summary(intl)} busy={busy} onSubmit={submit}>
      <LocationField
        className={styles.place} name="origin" label={intl.formatMessage(m.flyingFrom)} kinds={['airport']} placeholder={intl.formatMessage(m.airportPlaceholder)} value={origin}
        onChange={(v) => { setOrigin(v); clear('origin'); }} errorMessage={errors.origin} />
      <LocationField
        className={styles.place} name="destination" label={intl.formatMessage(m.packageDestination)} kinds={['city', 'airport']} value={destination}
        onChange={(v) => { setDestination(v); clear('destination'); }} errorMessage={errors.destination} />
      <TextInputField className={styles.date} name="departDate" type="date" label={intl.formatMessage(m.depart)} value={depart} min={isoDateFromToday(0)}
        onChange={(v) => { setDepart(v); clear('depart'); }} errorMessage={errors.depart} />
      <TextInputField className={styles.date} name="returnDate" type="date" label={intl.formatMessage(m.return)} value={ret} min={depart || isoDateFromToday(0)}
        onChange={(v) => { setRet(v); clear('ret'); }} errorMessage={errors.ret} />
      {countField(intl, { name: 'travelers', label: intl.formatMessage(m.travelers), value: travelers, min: 1, max: MAX_TRAVELERS, onChange: (v) => { setTravelers(v); clear('travelers'); }, error: errors.travelers })}
    </FormShell>
  );
}
