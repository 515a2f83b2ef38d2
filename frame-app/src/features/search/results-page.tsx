/**
 * Flight results (route `/flights/:route/:departDate/:returnDate?`, query `adults`, `sort`, optional `cabin`).
 * The whole search lives in the URL; changing "Sort by" rewrites `sort` in the URL, which runs the search
 * again (the server sorts). States: loading (role="status" "Searching flights…" plus skeleton cards), error
 * (role="alert" with the server's description and "Try again"), empty ("No flights found"), offers
 * (`<ul aria-label="Flight offers">`, one `<li data-price-minor data-duration-minutes>` per offer;
 * data-duration-minutes is the whole trip's flying + connection time, outbound plus inbound, the figure
 * the server's duration sort uses).
 * Prices are requested in the frame's currency (bootstrap.currency).
 */
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import type { FlightSearchResponse, FlightSort } from '@travel/contract';
import { ApiRequestError } from '../../api/index.ts';
import { localeAtom, logger } from '../../state/index.ts';
import { Button, SelectField, buttonClassName } from '../../ui/index.ts';
import { searchFlights } from './api.ts';
import { FlightOfferCard } from './flight-offer-card.tsx';
import { formatCalendarDate } from './format.ts';
import { buildFrontDoorPath, parseResultsUrl, type FlightSearchParams } from './search-url.ts';
import { searchMessages as m } from './messages.ts';
import styles from './search-pages.module.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; response: FlightSearchResponse };

const SKELETON_CARDS = 3;

function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    const first = error.errors[0];
    if (first) return first.localizedDescription ?? first.description;
  }
  return fallback;
}

/** Runs the search for `params` and re-runs it when they (or `attempt`) change. */
function useFlightSearch(params: FlightSearchParams | undefined, currency: string, attempt: number): LoadState {
  const intl = useIntl();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const key = params ? JSON.stringify(params) : '';
  useEffect(() => {
    if (!params) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    searchFlights(params, currency, controller.signal).then(
      (response) => {
        if (!controller.signal.aborted) setState({ status: 'done', response });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logger.warn('flight search failed', error);
        setState({ status: 'error', message: errorMessage(error, intl.formatMessage(m.errorGeneric)) });
      },
    );
    return () => controller.abort();
    // `key` captures every field of `params`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, currency, attempt]);
  return state;
}

/** Results page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const routeParams = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { currency } = useAtomValue(localeAtom);
  const [attempt, setAttempt] = useState(0);
  const parsed = useMemo(() => parseResultsUrl(routeParams, searchParams), [routeParams, searchParams]);
  const params = parsed.ok ? parsed.value : undefined;
  const state = useFlightSearch(params, currency, attempt);

  if (!params) {
    return (
      <section className={styles.results}>
        <div role="alert" className={styles.errorBox}>
          <p>{intl.formatMessage(m.invalidLink)}</p>
          <Link to="/" className={buttonClassName('secondary')}>
            {intl.formatMessage(m.newSearch)}
          </Link>
        </div>
      </section>
    );
  }

  const firstOffer = state.status === 'done' ? state.response.offers[0] : undefined;
  const firstSegment = firstOffer?.outbound.segments[0];
  const lastSegment = firstOffer?.outbound.segments[firstOffer.outbound.segments.length - 1];
  const originName = firstSegment
    ? intl.formatMessage(m.airportWithCity, { city: firstSegment.origin.city, code: params.origin })
    : params.origin;
  const destinationName = lastSegment
    ? intl.formatMessage(m.airportWithCity, { city: lastSegment.destination.city, code: params.destination })
    : params.destination;

  const summary = params.returnDate
    ? intl.formatMessage(m.resultsSummaryRoundTrip, {
        depart: formatCalendarDate(params.departDate, intl.locale),
        return: formatCalendarDate(params.returnDate, intl.locale),
        adults: params.adults,
      })
    : intl.formatMessage(m.resultsSummaryOneWay, { depart: formatCalendarDate(params.departDate, intl.locale), adults: params.adults });

  const setSort = (sort: FlightSort) => {
    const next = new URLSearchParams(searchParams);
    next.set('sort', sort);
    setSearchParams(next);
  };

  return (
    <section className={styles.results} aria-labelledby="results-heading">
      <header className={styles.resultsHeader}>
        <div>
          <h1 id="results-heading" className={styles.title}>
            {intl.formatMessage(m.resultsHeading, { origin: originName, destination: destinationName })}
          </h1>
          <p className={styles.subtitle}>{summary}</p>
        </div>
        <Link to={buildFrontDoorPath(params)} className={buttonClassName('secondary')}>
          {intl.formatMessage(m.modifySearch)}
        </Link>
      </header>

      <div className={styles.toolbar}>
        <SelectField<FlightSort>
          label={intl.formatMessage(m.sortBy)}
          value={params.sort}
          onChange={setSort}
          options={[
            { id: 'price', label: intl.formatMessage(m.sortCheapest) },
            { id: 'duration', label: intl.formatMessage(m.sortFastest) },
          ]}
        />
        {state.status === 'done' && state.response.offers.length > 0 ? (
          <p className={styles.count}>{intl.formatMessage(m.resultCount, { count: state.response.offers.length })}</p>
        ) : null}
      </div>

      {state.status === 'loading' ? (
        <div>
          <p role="status" className={styles.status}>
            {intl.formatMessage(m.searching)}
          </p>
          <ul className={styles.offers} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} className={styles.skeleton}>
                <span className={styles.skeletonLine} />
                <span className={styles.skeletonLineShort} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {state.status === 'error' ? (
        <div role="alert" className={styles.errorBox}>
          <p>{state.message}</p>
          <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
        </div>
      ) : null}

      {state.status === 'done' && state.response.offers.length === 0 ? (
        <div className={styles.empty}>
          <h2>{intl.formatMessage(m.noFlights)}</h2>
          <p>{intl.formatMessage(m.noFlightsHint)}</p>
        </div>
      ) : null}

      {state.status === 'done' && state.response.offers.length > 0 ? (
        <ul className={styles.offers} aria-label={intl.formatMessage(m.offersLabel)}>
          {state.response.offers.map((offer) => (
            <li key={offer.id} data-price-minor={offer.price.amountMinor} data-duration-minutes={offer.outbound.durationMinutes + (offer.inbound?.durationMinutes ?? 0)}>
              <FlightOfferCard offer={offer} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
