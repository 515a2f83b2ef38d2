/**
 * Flight results (route `/flights/:route/:departDate/:returnDate?`; URL built and parsed with the contract's
 * results-urls.ts: query `adults`, `sort`, optional `cabin`, filters `stops`, `airlines`, `departFrom`,
 * `departTo`, `priceMax`). The server filters, sorts and counts facets over the unfiltered result.
 * Sort: "Cheapest" (price), "Fastest" (duration), "Earliest departure" (departure). Filters: "Stops",
 * "Airlines", "Departure time" (bands night 00-05, morning 05-12, afternoon 12-18, evening 18-24, local time
 * at the origin; the API takes one window, so checked bands become the window from the earliest start to the
 * latest end, and a band counts as checked when the window covers it), "Max price".
 * The heading names both ends ("Flights from New York (JFK) to London (LHR)"), or for multi-city every place in order
 * ("Multi-city: New York (JFK) → London (LHR) → Paris (CDG)", {@link multiCityRoute}, issue #22).
 * Each `<li>` carries `data-price-minor` and `data-duration-minutes` (the whole trip: outbound + inbound, or
 * every flight of a multi-city trip). A URL the server refuses (400 VALIDATION_ERROR) shows what is wrong and
 * the flight form to fix it (flight-search-problem.tsx), not "Try again" (issue #11). With `flex=3` ("My dates
 * are flexible") the cheapest price of each date 3 days either side is shown above the offers (flexible-dates.tsx).
 */
import { useIntl } from 'react-intl';
import type { FlightOffer } from '@travel/contract';
import { searchFlights } from './results-api.ts';
import { FlightOfferCard } from './flight-offer-card.tsx';
import { facetOptions, type FilterGroup } from './filters-panel.tsx';
import { formatCalendarDate, formatMoney } from './format.ts';
import { InvalidResultsLink, ResultsView, SelectOfferButton, resultsLoader, useResultsSearch } from './results-view.tsx';
import { buildFrontDoorPath, filterValues } from './results-links.ts';
import { searchMessages as m } from './messages.ts';
import { FlightSearchProblem, useRefusedSearch } from './flight-search-problem.tsx';
import { FlexibleDates } from './flexible-dates.tsx';

/** Route loader: runs the flight search of the URL (see {@link resultsLoader}). */
export const loader = resultsLoader('flights', searchFlights);

/** Departure-time bands of the `departureTime` facet, local hours [start, end). */
export const DEPARTURE_BANDS = [
  { id: 'morning', start: 5, end: 12 },
  { id: 'afternoon', start: 12, end: 18 },
  { id: 'evening', start: 18, end: 24 },
  { id: 'night', start: 0, end: 5 },
] as const;

/** Bands covered by a `departFrom`/`departTo` window (none when neither is set). */
export function bandsOfWindow(from: string | undefined, to: string | undefined): string[] {
  if (from === undefined && to === undefined) return [];
  const f = from === undefined ? 0 : Number(from);
  const t = to === undefined ? 24 : Number(to);
  return DEPARTURE_BANDS.filter((b) => f <= b.start && b.end <= t).map((b) => b.id);
}

/** The `departFrom`/`departTo` window spanning the checked bands (both removed when none is checked). */
export function windowOfBands(bands: readonly string[]): Record<string, string | undefined> {
  const picked = DEPARTURE_BANDS.filter((b) => bands.includes(b.id));
  if (picked.length === 0) return { departFrom: undefined, departTo: undefined };
  return { departFrom: String(Math.min(...picked.map((b) => b.start))), departTo: String(Math.max(...picked.map((b) => b.end))) };
}

/** Every flown itinerary of an offer: a multi-city trip's flights, else outbound and inbound. */
function itinerariesOf(offer: FlightOffer) {
  return offer.legs ?? [offer.outbound, ...(offer.inbound ? [offer.inbound] : [])];
}

/**
 * The route of a multi-city search in flying order for its heading (issue #22: the heading read "Flights from New
 * York (JFK) to New York (JFK)" for JFK-LHR, LHR-JFK): "New York (JFK) → London (LHR) → Paris (CDG)". Each place is
 * "City (CODE)" with the city of the first offer's flight at the same position (the searched code is kept, a metro
 * code too), or the code alone before the offers are known. A flight leaving from elsewhere than the previous one
 * arrived (an open jaw) starts a new chain after ", ".
 * @param flights the searched flights in order (the URL's first flight, then its further legs)
 * @param offer the first offer (its `legs` are the same flights in the same order), if any
 */
export function multiCityRoute(flights: readonly { origin: string; destination: string }[], offer: FlightOffer | undefined, place: (city: string, code: string) => string): string {
  const chains: string[][] = [];
  let last: string | undefined;
  flights.forEach((flight, i) => {
    const segments = offer?.legs?.[i]?.segments;
    const from = segments?.[0] ? place(segments[0].origin.city, flight.origin) : flight.origin;
    const to = segments?.length ? place(segments[segments.length - 1]!.destination.city, flight.destination) : flight.destination;
    if (last !== flight.origin) chains.push([from]);
    chains[chains.length - 1]!.push(to);
    last = flight.destination;
  });
  return chains.map((chain) => chain.join(' → ')).join(', ');
}

function airlinesOf(offer: FlightOffer): string {
  const legs = itinerariesOf(offer);
  return [...new Set(legs.flatMap((l) => l.segments.map((s) => s.carrier.name)))].join(', ');
}

/** Flight results page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const { results, currency, state, response, retry, paging } = useResultsSearch<'flights', Awaited<ReturnType<typeof searchFlights>>>(m.errorGeneric);
  const refused = useRefusedSearch();
  if (!results) return <InvalidResultsLink />;
  // A search the server refuses (unknown code, date beyond a year, ...): what is wrong and the form to fix it.
  if (refused && state.status === 'error') return <FlightSearchProblem results={results} message={state.message} />;
  const lastLeg = results.legs?.at(-1);
  const firstOffer = response?.offers[0];
  const firstSegment = firstOffer?.outbound.segments[0];
  const lastItinerary = firstOffer?.legs?.at(-1) ?? firstOffer?.outbound;
  const lastSegment = lastItinerary?.segments[lastItinerary.segments.length - 1];
  const originName = firstSegment ? intl.formatMessage(m.airportWithCity, { city: firstSegment.origin.city, code: results.origin }) : results.origin;
  // Multi-city: from the first flight's origin to the last flight's destination (each card lists every flight).
  const finalCode = lastLeg?.destination ?? results.destination;
  const destinationName = lastSegment ? intl.formatMessage(m.airportWithCity, { city: lastSegment.destination.city, code: finalCode }) : finalCode;
  const travelers = results.adults + (results.children?.length ?? 0) + (results.infantsOnLap ?? 0) + (results.infantsInSeat ?? 0);
  // The summary counts every traveler (children and infants too).
  const summary = results.legs
    ? intl.formatMessage(m.resultsSummaryMultiCity, { depart: formatCalendarDate(results.departDate, intl.locale), flights: results.legs.length + 1, travelers })
    : results.returnDate
      ? intl.formatMessage(m.resultsSummaryRoundTrip, {
          depart: formatCalendarDate(results.departDate, intl.locale),
          return: formatCalendarDate(results.returnDate, intl.locale),
          adults: travelers,
        })
      : intl.formatMessage(m.resultsSummaryOneWay, { depart: formatCalendarDate(results.departDate, intl.locale), adults: travelers });

  const facets = response?.facets;
  const stops = filterValues(results, 'stops');
  const airlines = filterValues(results, 'airlines');
  const bands = bandsOfWindow(results.filters?.departFrom, results.filters?.departTo);
  const airlineNames = response?.airlineNames ?? {};
  const groups: FilterGroup[] = [
    {
      id: 'stops',
      label: intl.formatMessage(m.filterStops),
      options: facetOptions(facets?.stops, stops, (v) => intl.formatMessage(m.stopsValue, { stops: Number(v) }), (a, b) => Number(a[0]) - Number(b[0])),
      selected: stops,
      toPatch: (values) => ({ stops: values.length > 0 ? values.join(',') : undefined }),
    },
    {
      id: 'airlines',
      label: intl.formatMessage(m.filterAirlines),
      options: facetOptions(facets?.airlines, airlines, (v) => airlineNames[v] ?? v),
      selected: airlines,
      toPatch: (values) => ({ airlines: values.length > 0 ? values.join(',') : undefined }),
    },
    {
      id: 'departureTime',
      label: intl.formatMessage(m.filterDepartureTime),
      options: facetOptions(
        Object.fromEntries(DEPARTURE_BANDS.map((b) => [b.id, facets?.departureTime?.[b.id] ?? 0] as const).filter(([, c]) => c > 0)),
        bands,
        (v) => intl.formatMessage(m.departureBand, { band: v }),
        (a, b) => DEPARTURE_BANDS.findIndex((x) => x.id === a[0]) - DEPARTURE_BANDS.findIndex((x) => x.id === b[0]),
      ),
      selected: bands,
      toPatch: windowOfBands,
    },
  ];

  return (
    <ResultsView
      results={results}
      aboveOffers={results.flexibleDates ? <FlexibleDates results={results} /> : undefined}
      texts={{
        heading: results.legs
          ? intl.formatMessage(m.resultsHeadingMultiCity, {
              route: multiCityRoute([{ origin: results.origin, destination: results.destination }, ...results.legs], firstOffer, (city, code) => intl.formatMessage(m.airportWithCity, { city, code })),
            })
          : intl.formatMessage(m.resultsHeading, { origin: originName, destination: destinationName }),
        summary,
        searching: intl.formatMessage(m.searching),
        offersLabel: intl.formatMessage(m.offersLabel),
        count: (count) => intl.formatMessage(m.resultCount, { count }),
        empty: intl.formatMessage(m.noFlights),
        emptyHint: intl.formatMessage(m.noFlightsHint),
      }}
      modifyHref={buildFrontDoorPath(results)}
      sortOptions={[
        { id: 'price', label: intl.formatMessage(m.sortCheapest) },
        { id: 'duration', label: intl.formatMessage(m.sortFastest) },
        { id: 'departure', label: intl.formatMessage(m.sortEarliest) },
      ]}
      defaultSort="price"
      filterGroups={groups}
      state={state}
      offers={(response?.offers ?? []).map((offer) => {
        const description = intl.formatMessage(m.flightOfferDescription, { airlines: airlinesOf(offer), price: formatMoney(offer.price, intl.locale) });
        return {
          id: offer.id,
          data: { 'price-minor': offer.price.amountMinor, 'duration-minutes': itinerariesOf(offer).reduce((sum, leg) => sum + leg.durationMinutes, 0) },
          card: <FlightOfferCard offer={offer} action={<SelectOfferButton offerId={offer.id} description={description} travelers={travelers} />} />,
          policy: offer.policy,
        };
      })}
      total={response ? (response.total ?? response.offers.length) : 0}
      priceRange={response?.priceRange}
      currency={currency}
      onRetry={retry}
      paging={paging}
    />
  );
}
