/**
 * Acts on search-form submits published by the bridge `submit` action (core-and-business §7): runs the
 * search in the submit's vertical by navigating to that vertical's results URL (contract results-urls.ts).
 * Renders nothing; mount it once inside the router.
 *
 * The contract's SearchSubmitSchema may grow to every vertical; {@link submitToResultsUrl} therefore reads
 * each vertical's fields by the results-URL names and by the search API names (e.g. hotels `cityId` or
 * `destination`, `checkIn`), fills the front door defaults for missing dates and counts (flights: today + 14
 * / + 21 and 1 adult; hotels + 14 / + 16, 2 guests, 1 room; cars + 14 / + 17; trains + 14, 1 passenger;
 * packages + 14 / + 21, 2 travelers), and checks the result with the contract's parser. A submit that does
 * not make a valid results URL is logged and ignored.
 */
import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { buildResultsUrl, parseResultsUrl, VerticalSchema, type ResultsUrl, type SearchSubmit } from '@travel/contract';
import { logger, searchSubmitAtom } from '../../state/index.ts';
import { lastHandledSubmitIdAtom } from './atoms.ts';
import { isoDateFromToday } from './dates.ts';
import {
  DEFAULT_CHECK_IN_OFFSET_DAYS,
  DEFAULT_CHECK_OUT_OFFSET_DAYS,
  DEFAULT_DEPART_OFFSET_DAYS,
  DEFAULT_DROP_OFF_OFFSET_DAYS,
  DEFAULT_HOTEL_GUESTS,
  DEFAULT_HOTEL_ROOMS,
  DEFAULT_PACKAGE_TRAVELERS,
  DEFAULT_PICK_UP_OFFSET_DAYS,
  DEFAULT_RETURN_OFFSET_DAYS,
  DEFAULT_TRAIN_OFFSET_DAYS,
  DEFAULT_TRAIN_PASSENGERS,
  MIN_TRAVELERS,
} from './constants.ts';

type Loose = Record<string, unknown>;

function str(q: Loose, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = q[n];
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return undefined;
}

function num(q: Loose, ...names: string[]): number | undefined {
  const s = str(q, ...names);
  const n = s === undefined ? Number.NaN : Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The results path (relative to the basename) a bridge submit runs, or null when the submit does not make a
 * valid results URL. Pure apart from "today" for default dates.
 */
export function submitToResultsUrl(query: SearchSubmit, now: Date = new Date()): string | null {
  const q = query as unknown as Loose;
  const vertical = VerticalSchema.safeParse(q.vertical);
  if (!vertical.success) return null;
  const day = (n: number) => isoDateFromToday(n, now);
  let results: ResultsUrl | null = null;
  switch (vertical.data) {
    case 'flights': {
      const departDate = str(q, 'departDate');
      const returnDate = str(q, 'returnDate') ?? (departDate ? undefined : day(DEFAULT_RETURN_OFFSET_DAYS));
      const cabin = str(q, 'cabin');
      results = {
        vertical: 'flights',
        origin: (str(q, 'origin') ?? '').toUpperCase(),
        destination: (str(q, 'destination') ?? '').toUpperCase(),
        departDate: departDate ?? day(DEFAULT_DEPART_OFFSET_DAYS),
        ...(returnDate ? { returnDate } : {}),
        adults: num(q, 'adults', 'travelers') ?? MIN_TRAVELERS,
        ...(cabin && cabin !== 'economy' ? { cabin } : {}),
        sort: 'price',
      };
      break;
    }
    case 'hotels': {
      const checkIn = str(q, 'checkIn') ?? day(DEFAULT_CHECK_IN_OFFSET_DAYS);
      results = {
        vertical: 'hotels',
        cityId: num(q, 'cityId', 'destination') ?? Number.NaN,
        checkIn,
        checkOut: str(q, 'checkOut') ?? (str(q, 'checkIn') ? isoDateFromToday(2, new Date(`${checkIn}T12:00:00`)) : day(DEFAULT_CHECK_OUT_OFFSET_DAYS)),
        guests: num(q, 'guests', 'adults', 'travelers') ?? DEFAULT_HOTEL_GUESTS,
        rooms: num(q, 'rooms') ?? DEFAULT_HOTEL_ROOMS,
        sort: 'price',
      };
      break;
    }
    case 'cars': {
      const pickUpDate = str(q, 'pickUpDate') ?? str(q, 'pickUpAt')?.slice(0, 10) ?? day(DEFAULT_PICK_UP_OFFSET_DAYS);
      const driverAge = num(q, 'driverAge');
      results = {
        vertical: 'cars',
        location: (str(q, 'location') ?? '').toUpperCase(),
        pickUpDate,
        dropOffDate: str(q, 'dropOffDate') ?? str(q, 'dropOffAt')?.slice(0, 10) ?? (str(q, 'pickUpDate', 'pickUpAt') ? isoDateFromToday(3, new Date(`${pickUpDate}T12:00:00`)) : day(DEFAULT_DROP_OFF_OFFSET_DAYS)),
        ...(driverAge !== undefined ? { driverAge } : {}),
        sort: 'price',
      };
      break;
    }
    case 'trains':
      results = {
        vertical: 'trains',
        origin: num(q, 'origin') ?? Number.NaN,
        destination: num(q, 'destination') ?? Number.NaN,
        date: str(q, 'date', 'departDate') ?? day(DEFAULT_TRAIN_OFFSET_DAYS),
        passengers: num(q, 'passengers', 'adults', 'travelers') ?? DEFAULT_TRAIN_PASSENGERS,
        sort: 'price',
      };
      break;
    case 'packages': {
      const rooms = num(q, 'rooms');
      const cabin = str(q, 'cabin');
      results = {
        vertical: 'packages',
        origin: (str(q, 'origin') ?? '').toUpperCase(),
        destination: (str(q, 'destination') ?? '').toUpperCase(),
        departDate: str(q, 'departDate') ?? day(DEFAULT_DEPART_OFFSET_DAYS),
        returnDate: str(q, 'returnDate') ?? day(DEFAULT_RETURN_OFFSET_DAYS),
        travelers: num(q, 'travelers', 'adults') ?? DEFAULT_PACKAGE_TRAVELERS,
        ...(rooms !== undefined ? { rooms } : {}),
        ...(cabin && cabin !== 'economy' ? { cabin } : {}),
        sort: 'price',
      };
      break;
    }
  }
  const url = buildResultsUrl(results);
  return parseResultsUrl(url, vertical.data) ? url : null;
}

/** Listener component for bridge search submits. */
export function SearchSubmitListener() {
  const event = useAtomValue(searchSubmitAtom);
  const [lastHandled, setLastHandled] = useAtom(lastHandledSubmitIdAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!event || event.id <= lastHandled) return;
    setLastHandled(event.id);
    const url = submitToResultsUrl(event.query);
    if (url) void navigate(url);
    else logger.warn('search submit ignored: not a valid search', event.query);
  }, [event, lastHandled, setLastHandled, navigate]);
  return null;
}
