/**
 * Acts on search-form submits published by the bridge `submit` action (core-and-business §7): runs the
 * search by navigating to the results page. Missing dates take the front door defaults (today + 14 / + 21),
 * missing adults 1. Renders nothing; mount it once inside the router.
 */
import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { searchSubmitAtom } from '../../state/index.ts';
import { lastHandledSubmitIdAtom } from './atoms.ts';
import { buildResultsPath } from './search-url.ts';
import { isoDateFromToday } from './dates.ts';
import { DEFAULT_DEPART_OFFSET_DAYS, DEFAULT_RETURN_OFFSET_DAYS, MIN_TRAVELERS } from './constants.ts';

/** Listener component for bridge search submits. */
export function SearchSubmitListener() {
  const event = useAtomValue(searchSubmitAtom);
  const [lastHandled, setLastHandled] = useAtom(lastHandledSubmitIdAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!event || event.id <= lastHandled) return;
    setLastHandled(event.id);
    const { query } = event;
    const departDate = query.departDate ?? isoDateFromToday(DEFAULT_DEPART_OFFSET_DAYS);
    const returnDate = query.returnDate ?? (query.departDate ? undefined : isoDateFromToday(DEFAULT_RETURN_OFFSET_DAYS));
    void navigate(
      buildResultsPath({
        origin: query.origin,
        destination: query.destination,
        departDate,
        returnDate,
        adults: query.adults ?? MIN_TRAVELERS,
        sort: 'price',
        cabin: query.cabin,
      }),
    );
  }, [event, lastHandled, setLastHandled, navigate]);
  return null;
}
