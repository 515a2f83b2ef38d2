/**
 * The flight search form's validation (search-form.tsx; issue #11 "The search forms"): its zod schema and the React
 * Hook Form resolver made of it. The form loads this module when the browser is idle after the first render or on
 * the first submit, whichever comes first, so zod, the contract's FlightSearchQuerySchema and @hookform/resolvers
 * are not on the front door's way to an interactive form (issue #23 "First page budget").
 *
 * Rules (the server's own: the contract's FlightSearchQuerySchema runs on the result, and the 365-day rule is
 * the contract's MAX_FLIGHT_DAYS_AHEAD): see search-form.tsx's module comment.
 */
import type { IntlShape } from 'react-intl';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  daysAhead,
  FlightSearchQuerySchema,
  MAX_CHILD_AGE_YEARS,
  MAX_FLIGHT_DAYS_AHEAD,
  MAX_TRAVELERS,
  MIN_CHILD_AGE_YEARS,
  resultsUrlToApiQuery,
  type FlightLeg,
} from '@travel/contract';
import { airportCodeFromText } from './airport-field.tsx';
import { addFieldIssues } from './form-shell.tsx';
import { isIsoDate, isoDateFromToday } from './dates.ts';
import { MIN_TRAVELERS } from './constants.ts';
import { searchFormErrorMessages as m } from './form-error-messages.ts';
import { flightResultsUrl, type FlightSearchParams } from './search-url.ts';
import { countOk, type FlightFormValues } from './flight-form-values.ts';

type Found = Record<string, string | undefined>;

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

/**
 * The resolver of the flight form's React Hook Form: {@link flightFormSchema} through @hookform/resolvers' zod
 * resolver (field errors keyed by path, the parsed search as the submit's values).
 */
export function flightFormResolver(intl: IntlShape): Resolver<FlightFormValues, unknown, FlightSearchParams> {
  return zodResolver(flightFormSchema(intl)) as Resolver<FlightFormValues, unknown, FlightSearchParams>;
}
