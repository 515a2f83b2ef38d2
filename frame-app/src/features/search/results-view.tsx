/**
 * Layout shared by the results pages of every vertical: heading and summary, "Modify search", the vertical
 * switcher, "Sort by", the result count, the filter panel beside the list (stacked above it on narrow
 * frames) and the list states: loading (role="status" text plus skeleton cards), error (role="alert" with
 * the server's description and "Try again"), empty ("No <things> found" with a hint to clear filters) and
 * the offers `<ul aria-label="<Vertical> offers">`, one `<li>` per offer carrying the data attributes the
 * page supplies (`data-price-minor`, ...).
 *
 * Sort and filters are written into the URL through the contract's `buildResultsUrl` (the route loader re-runs
 * the search from the URL), so a results page can be shared and reloaded.
 */
import { useEffect, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAtomValue, useSetAtom } from 'jotai';
import { localeAtom, loaderCurrency, loaderPath, logger } from '../../state/index.ts';
import { loadPriced, usePricedRouteData, type PricedLoaderData } from '../../api/route-data.ts';
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { buildResultsUrl, parseResultsUrl, type PriceRange, type ResultsUrl } from '@travel/contract';
import { Button, SelectField, buttonClassName } from '../../ui/index.ts';
import { FiltersPanel, type FilterGroup } from './filters-panel.tsx';
import { VerticalSwitcher } from './vertical-switcher.tsx';
import { bookingPath } from '../booking/index.ts';
import { withFilters, withoutFilters, withSort, type PlaceNames } from './search-url.ts';
import type { SearchState } from './search-state.ts';
import { apiErrorText } from '../chrome/index.ts';
import { searchMessages as m } from './messages.ts';
import { lastSearchQueryAtom } from './atoms.ts';
import styles from './results.module.css';
import pageStyles from './search-pages.module.css';

/** One rendered offer: its key, the `<li>` data attributes, and the card. */
export interface OfferItem {
  id: string;
  data: Record<string, string | number | undefined>;
  card: ReactNode;
}

/** Texts of a vertical's results page. */
export interface ResultsTexts {
  heading: string;
  summary?: string | undefined;
  searching: string;
  offersLabel: string;
  count(total: number): string;
  empty: string;
  emptyHint: string;
}

/** Props of {@link ResultsView}. */
export interface ResultsViewProps {
  results: ResultsUrl;
  texts: ResultsTexts;
  modifyHref: string;
  sortOptions: { id: string; label: string }[];
  /** Sort shown when the URL has none (the server default). */
  defaultSort: string;
  filterGroups: FilterGroup[];
  state: SearchState<unknown>;
  /** Derived from the response when done. */
  offers: OfferItem[];
  total: number;
  priceRange: PriceRange | null | undefined;
  currency: string;
  places?: PlaceNames;
  onRetry(): void;
  /** Shown above the list of offers once they are loaded (the hotel results page's map). */
  aboveOffers?: ReactNode;
}

const SKELETON_CARDS = 3;

/** The results page layout. */
export function ResultsView(props: ResultsViewProps) {
  const { results, texts, modifyHref, sortOptions, defaultSort, filterGroups, state, offers, total, priceRange, currency, places, onRetry, aboveOffers } = props;
  const intl = useIntl();
  const rememberSearch = useSetAtom(lastSearchQueryAtom);
  useEffect(() => {
    const query = modifyHref.split('?')[1] ?? '';
    rememberSearch((last) => (last[results.vertical] === query ? last : { ...last, [results.vertical]: query }));
  }, [modifyHref, results.vertical, rememberSearch]);
  const navigate = useNavigate();
  const go = (next: ResultsUrl) => void navigate(buildResultsUrl(next));
  const hasFilters = Object.keys(results.filters ?? {}).length > 0;
  const priceMax = results.filters?.priceMax;
  const priceMaxMinor = priceMax !== undefined && /^\d+$/.test(priceMax) ? Number(priceMax) : undefined;

  return (
    <section className={pageStyles.results} aria-labelledby="results-heading">
      <VerticalSwitcher results={results} {...(places ? { places } : {})} />
      <header className={pageStyles.resultsHeader}>
        <div>
          <h1 id="results-heading" className={pageStyles.title}>
            {texts.heading}
          </h1>
          {texts.summary ? <p className={pageStyles.subtitle}>{texts.summary}</p> : null}
        </div>
        <Link to={modifyHref} className={buttonClassName('secondary')}>
          {intl.formatMessage(m.modifySearch)}
        </Link>
      </header>

      <div className={styles.layout}>
        <FiltersPanel
          groups={filterGroups}
          priceRange={priceRange}
          currency={currency}
          priceMaxMinor={priceMaxMinor}
          hasFilters={hasFilters}
          onChange={(patch) => go(withFilters(results, patch))}
          onClear={() => go(withoutFilters(results))}
        />
        <div className={styles.main}>
          <div className={pageStyles.toolbar}>
            <SelectField<string>
              label={intl.formatMessage(m.sortBy)}
              value={results.sort && sortOptions.some((o) => o.id === results.sort) ? results.sort : defaultSort}
              onChange={(sort) => go(withSort(results, sort))}
              options={sortOptions}
            />
            {state.status === 'done' && offers.length > 0 ? <p className={pageStyles.count}>{texts.count(total)}</p> : null}
          </div>

          {state.status === 'loading' ? (
            <div>
              <p role="status" className={pageStyles.status}>
                {texts.searching}
              </p>
              <ul className={pageStyles.offers} aria-hidden="true">
                {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                  <li key={i} className={pageStyles.skeleton}>
                    <span className={pageStyles.skeletonLine} />
                    <span className={pageStyles.skeletonLineShort} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {state.status === 'error' ? (
            <div role="alert" className={pageStyles.errorBox}>
              <p>{state.message}</p>
              <Button variant="secondary" onPress={onRetry}>
                {intl.formatMessage(m.tryAgain)}
              </Button>
            </div>
          ) : null}

          {state.status === 'done' && offers.length > 0 ? aboveOffers : null}

          {state.status === 'done' && offers.length === 0 ? (
            <div className={pageStyles.empty}>
              <h2>{texts.empty}</h2>
              <p>{hasFilters ? intl.formatMessage(m.emptyClearFiltersHint) : texts.emptyHint}</p>
            </div>
          ) : null}

          {state.status === 'done' && offers.length > 0 ? (
            <ul className={pageStyles.offers} aria-label={texts.offersLabel}>
              {offers.map((o) => {
                const data: Record<string, string | number> = {};
                for (const [k, v] of Object.entries(o.data)) if (v !== undefined) data[`data-${k}`] = v;
                return (
                  <li key={o.id} {...data}>
                    {o.card}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * What a results route's loader hands its page: the currency it searched in, the results URL of the location it
 * loaded (contract `parseResultsUrl`; null when malformed, then the outcome is null too) and the outcome.
 */
export interface ResultsLoaderData<V extends ResultsUrl['vertical'], R> extends PricedLoaderData<R> {
  results: Extract<ResultsUrl, { vertical: V }> | null;
}

/**
 * The route loader of a results page: parses the results URL of `vertical` from the request (contract
 * `parseResultsUrl`) and runs `search` in the user's currency with the request's abort signal, so a newer
 * navigation (another sort or filter) cancels it. Failures are logged and handed to the page, which shows them.
 * @param search the vertical's API call (params, ISO currency code, abort signal) -> parsed reply
 */
export function resultsLoader<V extends ResultsUrl['vertical'], R>(
  vertical: V,
  search: (params: Extract<ResultsUrl, { vertical: V }>, currency: string, signal: AbortSignal) => Promise<R>,
): (args: LoaderFunctionArgs) => Promise<ResultsLoaderData<V, R>> {
  return async ({ request, context }) => {
    const currency = loaderCurrency(context);
    const results = parseResultsUrl(loaderPath(request, context), vertical) as Extract<ResultsUrl, { vertical: V }> | null;
    const loaded = await loadPriced(currency, results && (() => search(results, currency, request.signal)), request.signal, (error) => logger.warn('search failed', error));
    return { ...loaded, results };
  };
}

/**
 * Everything a results page needs, from its route loader ({@link resultsLoader}): the results URL of `vertical`
 * the loader parsed from the location (null when malformed; parsed once, there), the user's currency, the search
 * state (loading while the loader runs again for another sort, filter or currency), the parsed reply once done,
 * and `retry` for the error state's "Try again" (revalidates the route).
 * @param fallbackError message shown when the failure says nothing the user can act on (a network failure,
 *   INTERNAL_ERROR, an unknown code; see chrome's apiErrorText)
 */
export function useResultsSearch<V extends ResultsUrl['vertical'], R>(
  fallbackError: MessageDescriptor,
): { results: Extract<ResultsUrl, { vertical: V }> | null; currency: string; state: SearchState<R>; response: R | undefined; retry: () => void } {
  const intl = useIntl();
  const { currency } = useAtomValue(localeAtom);
  // Loading again while the user's currency differs from the loader's: it searches again in the new one.
  const { data, loading, retry } = usePricedRouteData<ResultsLoaderData<V, R>>(currency);
  const { results, outcome } = data;
  const state: SearchState<R> =
    loading || !outcome
      ? { status: 'loading' }
      : outcome.ok
        ? { status: 'done', response: outcome.value }
        : { status: 'error', message: apiErrorText(intl, outcome.error, fallbackError) };
  return { results, currency, state, response: state.status === 'done' ? state.response : undefined, retry };
}

/** The page shown for a malformed results URL: an alert and "Start a new search". */
export function InvalidResultsLink() {
  const intl = useIntl();
  return (
    <section className={pageStyles.results}>
      <div role="alert" className={pageStyles.errorBox}>
        <p>{intl.formatMessage(m.invalidLink)}</p>
        <Link to="/" className={buttonClassName('secondary')}>
          {intl.formatMessage(m.newSearch)}
        </Link>
      </div>
    </section>
  );
}

/**
 * A "Select" button whose accessible name describes the offer; it opens the booking page `/book/{offerId}`.
 * `travelers`: the searched number of travelers when the offer itself does not carry it (flights).
 */
export function SelectOfferButton({ offerId, description, travelers }: { offerId: string; description: string; travelers?: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Button className={styles.selectButton} aria-label={intl.formatMessage(m.selectOfferLabel, { offer: description })} onPress={() => void navigate(bookingPath(offerId, travelers === undefined ? {} : { travelers }))}>
      {intl.formatMessage(m.select)}
    </Button>
  );
}
