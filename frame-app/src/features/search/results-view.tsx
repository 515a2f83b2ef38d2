/**
 * Layout shared by the results pages of every vertical: heading and summary, "Modify search", the vertical
 * switcher, "Sort by", the result count, the filter panel beside the list (from 760 px; narrower, a
 * "Filters (n)" button opening the filters in a bottom sheet, so the first offer is on the first screen of a
 * phone) and the list states: loading (role="status" text plus skeleton cards), error (role="alert" with
 * the server's description and "Try again"), empty ("No <things> found" with a hint to clear filters) and
 * the offers `<ul aria-label="<Vertical> offers">`, one `<li>` per offer carrying the data attributes the
 * page supplies (`data-price-minor`, ...).
 *
 * Sort and filters are written into the URL through the contract's `buildResultsUrl` (the route loader re-runs
 * the search from the URL), so a results page can be shared and reloaded. The list comes in pages of 20
 * (paging.ts): "Showing n of N" and "Show more results" load the next 20 from the server and append them; the
 * page count is in the URL and the list position is restored on Back (scroll-restore.ts).
 *
 * Keyboard (issue #22): the heading takes focus when a search's results have loaded (state/arrival-focus.ts), and a
 * "Skip to results" link (shown when focused) before the filters moves focus to the results column (sort, count,
 * offers), so the first "Select" is a few Tabs away rather than after every filter.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAtomValue, useSetAtom } from 'jotai';
import { localeAtom, loaderCurrency, loaderPath, logger, rememberResultsEntry, useArrivalFocus } from '../../state/index.ts';
import { loadPriced, usePricedRouteData, type PricedLoaderData } from '../../api/route-data.ts';
import { useFetcher, useLocation, useNavigate, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import { buildResultsUrl, parseResultsUrl, type PriceRange, type ResultsUrl } from '@travel/contract';
import { BottomSheet, Button, SelectField, buttonClassName, useMediaQuery } from '../../ui/index.ts';
import { skipLinkClassName } from '../../ui/skip-link.ts';
import { FiltersPanel, activeFilterCount, type FilterGroup } from './filters-panel.tsx';
import { RESULTS_PAGE_SIZE, onlyPagingChanged, splitPaging, withPaging, type PageRequest } from './paging.ts';
import { OFFER_ID_ATTRIBUTE, useResultsScrollRestoration } from './scroll-restore.ts';
import { resultsMessages as rm } from './results-messages.ts';
import { VerticalSwitcher } from './vertical-switcher.tsx';
import { bookingPath } from '../booking/index.ts';
import { withFilters, withoutFilters, withSort, type PlaceNames } from './results-links.ts';
import type { SearchState } from './search-state.ts';
import { apiErrorText } from '../chrome/index.ts';
import { searchMessages as m } from './messages.ts';
import { lastSearchQueryAtom } from './atoms.ts';
import { useRefusedSearch } from './refused-search.ts';
import { HiddenByPolicy, InPolicyOnlyFilter, inPolicyOnlyAtom, policyMessages, useInPolicyOnly } from '../policy/index.ts';
import styles from './results.module.css';
import pageStyles from './search-pages.module.css';

/** One rendered offer: its key, the `<li>` data attributes, the card, and its travel-policy verdict (issue #25). */
export interface OfferItem {
  id: string;
  data: Record<string, string | number | undefined>;
  card: ReactNode;
  /** The offer's verdict when the server sent one ("In policy only" hides those out of policy). */
  policy?: { inPolicy: boolean } | undefined;
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
  /** "Show more results" state, from {@link useResultsSearch}; absent: the list is not paged. */
  paging?: ResultsPaging | undefined;
}

const SKELETON_CARDS = 3;
/** Below this frame width the filters move into a bottom sheet (the layout stacks below 760 px, results.module.css). */
export const FILTERS_SHEET_QUERY = '(max-width: 759.98px)';

/** True when the filters show in a sheet (a phone-width frame); false where matchMedia is missing. */
const useFiltersInSheet = (): boolean => useMediaQuery(FILTERS_SHEET_QUERY);

/** The results page layout. */
export function ResultsView(props: ResultsViewProps) {
  const { results, texts, modifyHref, sortOptions, defaultSort, filterGroups, state, offers, total, priceRange, currency, places, onRetry, aboveOffers, paging } = props;
  const intl = useIntl();
  const refused = useRefusedSearch();
  const rememberSearch = useSetAtom(lastSearchQueryAtom);
  useEffect(() => {
    const query = modifyHref.split('?')[1] ?? '';
    rememberSearch((last) => (last[results.vertical] === query ? last : { ...last, [results.vertical]: query }));
  }, [modifyHref, results.vertical, rememberSearch]);
  const navigate = useNavigate();
  const location = useLocation();
  // Where the booking and details pages' "Back to results" returns (state/results-return.ts).
  useEffect(() => rememberResultsEntry(`${location.pathname}${location.search}`), [location.pathname, location.search]);
  const go = (next: ResultsUrl) => void navigate(buildResultsUrl(next));
  // Issue #25: "In policy only" filters the loaded offers by their verdicts, in the frame (no new search).
  const policyFilter = useInPolicyOnly(offers);
  const setInPolicyOnly = useSetAtom(inPolicyOnlyAtom);
  const listed = policyFilter.shown;
  const hasFilters = Object.keys(results.filters ?? {}).length > 0 || policyFilter.active;
  const priceMax = results.filters?.priceMax;
  const priceMaxMinor = priceMax !== undefined && /^\d+$/.test(priceMax) ? Number(priceMax) : undefined;
  const inSheet = useFiltersInSheet();
  const [sheetOpen, setSheetOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const done = state.status === 'done' && listed.length > 0;
  const savePosition = useResultsScrollRestoration(listRef, done);
  // Keyboard (issue #22): after a search focus moves to the heading once the results have loaded, and "Skip to
  // results" before the filters jumps past them to the results column.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(headingRef, state.status !== 'loading');
  const mainId = useId();
  const mainRef = useRef<HTMLDivElement>(null);

  const panel = (
    <FiltersPanel
      groups={filterGroups}
      priceRange={priceRange}
      currency={currency}
      priceMaxMinor={priceMaxMinor}
      hasFilters={hasFilters}
      variant={inSheet ? 'sheet' : 'aside'}
      onChange={(patch) => go(withFilters(results, patch))}
      onClear={() => {
        setInPolicyOnly(false);
        go(withoutFilters(results));
      }}
      extra={policyFilter.available ? <InPolicyOnlyFilter /> : undefined}
    />
  );

  return (
    <section className={pageStyles.results} aria-labelledby="results-heading" onPointerDownCapture={savePosition} onKeyDownCapture={savePosition}>
      <VerticalSwitcher results={results} {...(places ? { places } : {})} />
      <header className={pageStyles.resultsHeader}>
        <div>
          <h1 id="results-heading" ref={headingRef} tabIndex={-1} className={pageStyles.title}>
            {texts.heading}
          </h1>
          {texts.summary ? <p className={pageStyles.subtitle}>{texts.summary}</p> : null}
        </div>
        <Link to={modifyHref} className={buttonClassName('secondary')}>
          {intl.formatMessage(m.modifySearch)}
        </Link>
      </header>

      <div className={styles.layout}>
        {inSheet ? null : (
          <a
            href={`#${mainId}`}
            className={skipLinkClassName}
            onClick={(event) => {
              event.preventDefault();
              mainRef.current?.focus();
            }}
          >
            {intl.formatMessage(rm.skipToResults)}
          </a>
        )}
        {inSheet ? null : panel}
        <div id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
          <div className={pageStyles.toolbar}>
            <SelectField<string>
              label={intl.formatMessage(m.sortBy)}
              value={results.sort && sortOptions.some((o) => o.id === results.sort) ? results.sort : defaultSort}
              onChange={(sort) => go(withSort(results, sort))}
              options={sortOptions}
            />
            {inSheet ? (
              <Button variant="secondary" className={styles.filtersButton} aria-haspopup="dialog" onPress={() => setSheetOpen(true)}>
                {intl.formatMessage(rm.filtersButton, { count: activeFilterCount(filterGroups, priceMaxMinor) + (policyFilter.active ? 1 : 0) })}
              </Button>
            ) : null}
            {done ? <p className={pageStyles.count}>{texts.count(total)}</p> : null}
          </div>
          {inSheet ? (
            <BottomSheet isOpen={sheetOpen} onOpenChange={setSheetOpen} title={intl.formatMessage(m.filtersTitle)} closeLabel={intl.formatMessage(rm.closeFilters)}>
              <div className={styles.sheetContent}>
                {panel}
                <Button className={styles.showResultsButton} isDisabled={state.status === 'loading'} onPress={() => setSheetOpen(false)}>
                  {state.status === 'loading' ? texts.searching : intl.formatMessage(rm.showResults, { count: state.status === 'done' ? total : 0 })}
                </Button>
              </div>
            </BottomSheet>
          ) : null}

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
              {refused ? (
                // The server refused this search as it is: only a changed search can help (issue #11).
                <Link className={buttonClassName('secondary')} to={modifyHref}>
                  {intl.formatMessage(m.modifySearch)}
                </Link>
              ) : (
                <Button variant="secondary" onPress={onRetry}>
                  {intl.formatMessage(m.tryAgain)}
                </Button>
              )}
            </div>
          ) : null}

          {state.status === 'done' && offers.length === 0 ? (
            <div className={pageStyles.empty}>
              <h2>{texts.empty}</h2>
              <p>{hasFilters ? intl.formatMessage(m.emptyClearFiltersHint) : texts.emptyHint}</p>
            </div>
          ) : null}
          {state.status === 'done' && offers.length > 0 && listed.length === 0 ? (
            <div className={pageStyles.empty}>
              <h2>{intl.formatMessage(policyMessages.noneInPolicy)}</h2>
              <p>{intl.formatMessage(policyMessages.noneInPolicyHint)}</p>
            </div>
          ) : null}
          {state.status === 'done' ? <HiddenByPolicy count={policyFilter.hidden} /> : null}

          {done ? aboveOffers : null}
          {done ? (
            <ul ref={listRef} className={pageStyles.offers} aria-label={texts.offersLabel}>
              {listed.map((o) => {
                const data: Record<string, string | number> = {};
                for (const [k, v] of Object.entries(o.data)) if (v !== undefined) data[`data-${k}`] = v;
                return (
                  <li key={o.id} {...data} {...{ [OFFER_ID_ATTRIBUTE]: o.id }}>
                    {o.card}
                  </li>
                );
              })}
            </ul>
          ) : null}
          {state.status === 'done' && offers.length > 0 && paging ? <ShowMore paging={paging} shown={offers.length} total={total} /> : null}
        </div>
      </div>
    </section>
  );
}

/** "Showing n of N", "Show more results" while more are on the server, and the state of the last load. */
function ShowMore({ paging, shown, total }: { paging: ResultsPaging; shown: number; total: number }) {
  const intl = useIntl();
  return (
    <div className={pageStyles.more}>
      <p className={pageStyles.count}>{intl.formatMessage(rm.showingOf, { shown, total })}</p>
      {paging.failed ? (
        <p role="alert" className={pageStyles.moreError}>
          {intl.formatMessage(rm.loadMoreFailed)}
        </p>
      ) : null}
      {paging.loading ? (
        <p role="status" className={pageStyles.status}>
          {intl.formatMessage(rm.loadingMore)}
        </p>
      ) : null}
      {shown < total ? (
        <Button variant="secondary" isDisabled={paging.loading} onPress={paging.showMore}>
          {intl.formatMessage(rm.showMore)}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * What a results route's loader hands its page: the currency it searched in, the results URL of the location it
 * loaded (contract `parseResultsUrl`; null when malformed, then the outcome is null too) and the outcome.
 */
export interface ResultsLoaderData<V extends ResultsUrl['vertical'], R> extends PricedLoaderData<R> {
  /** Without the paging parameters (paging.ts), so sort and filter links start again at the first page. */
  results: Extract<ResultsUrl, { vertical: V }> | null;
  /** Pages the URL asks to show (1 when absent). */
  pages: number;
  /** The page of the list this load asked the server for. */
  request: PageRequest;
  /** Identifies the list (results URL without paging, and currency): a "Show more" load appends only to its own list. */
  listKey: string;
}

/**
 * The route loader of a results page: parses the results URL of `vertical` from the request (contract
 * `parseResultsUrl`) and runs `search` in the user's currency with the request's abort signal, so a newer
 * navigation (another sort or filter) cancels it. Failures are logged and handed to the page, which shows them.
 * @param search the vertical's API call (params, ISO currency code, abort signal) -> parsed reply
 */
export function resultsLoader<V extends ResultsUrl['vertical'], R>(
  vertical: V,
  search: (params: Extract<ResultsUrl, { vertical: V }>, currency: string, signal: AbortSignal, page: PageRequest) => Promise<R>,
): (args: LoaderFunctionArgs) => Promise<ResultsLoaderData<V, R>> {
  return async ({ request, context }) => {
    const currency = loaderCurrency(context);
    const parsed = parseResultsUrl(loaderPath(request, context), vertical) as Extract<ResultsUrl, { vertical: V }> | null;
    const paging = parsed ? splitPaging(parsed) : null;
    const results = paging?.results ?? null;
    const page = paging?.request ?? { limit: RESULTS_PAGE_SIZE, offset: 0 };
    const loaded = await loadPriced(currency, results && (() => search(results, currency, request.signal, page)), request.signal, (error) => logger.warn('search failed', error));
    return { ...loaded, results, pages: paging?.pages ?? 1, request: page, listKey: `${results ? buildResultsUrl(results) : ''} ${currency}` };
  };
}

/**
 * `shouldRevalidate` of the results routes: a location that differs only in the paging parameters ("Show more"
 * writing the new page count into the URL) keeps the loaded list, which the page has already extended.
 */
export const resultsShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }) =>
  formMethod === undefined && onlyPagingChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

/** "Show more results" of a results page: loading, the last load failed, and the action. */
export interface ResultsPaging {
  loading: boolean;
  failed: boolean;
  showMore(): void;
}

/** A search reply that can be paged: its offers (one page) and the length of the whole filtered list. */
interface PagedResponse {
  offers: readonly unknown[];
  total?: number | undefined;
}

/** The pages appended to one loaded list. */
interface MorePages<R> {
  base: unknown;
  seen: unknown;
  replies: R[];
  failed: boolean;
}

/**
 * Everything a results page needs, from its route loader ({@link resultsLoader}): the results URL of `vertical`
 * the loader parsed from the location (null when malformed; parsed once, there), the user's currency, the search
 * state (loading while the loader runs again for another sort, filter or currency), the parsed reply once done
 * (its `offers` are every page shown so far), `retry` for the error state's "Try again" (revalidates the route)
 * and `paging` for "Show more results": it loads the next RESULTS_PAGE_SIZE offers through the route's loader
 * (a fetcher load with `page`), appends them and writes the page count into the URL.
 * @param fallbackError message shown when the failure says nothing the user can act on (a network failure,
 *   INTERNAL_ERROR, an unknown code; see chrome's apiErrorText)
 */
export function useResultsSearch<V extends ResultsUrl['vertical'], R extends PagedResponse>(
  fallbackError: MessageDescriptor,
): { results: Extract<ResultsUrl, { vertical: V }> | null; currency: string; state: SearchState<R>; response: R | undefined; retry: () => void; paging: ResultsPaging } {
  const intl = useIntl();
  const { currency } = useAtomValue(localeAtom);
  // Loading again while the user's currency differs from the loader's: it searches again in the new one.
  const { data, loading, retry } = usePricedRouteData<ResultsLoaderData<V, R>>(currency);
  const { results, outcome } = data;
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<ResultsLoaderData<V, R>>();

  // Pages appended by "Show more" to the list the route loader loaded; a new list (sort, filters, currency) starts over.
  const [more, setMore] = useState<MorePages<R>>({ base: data, seen: fetcher.data, replies: [], failed: false });
  let next = more.base === data ? more : { base: data, seen: fetcher.data, replies: [], failed: false };
  const first = outcome?.ok ? outcome.value : undefined;
  const shown = (first?.offers.length ?? 0) + next.replies.reduce((n, r) => n + r.offers.length, 0);
  const arrived = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (arrived && arrived !== next.seen) {
    const fits = arrived.listKey === data.listKey && arrived.request.offset === shown;
    next = arrived.outcome?.ok ? { ...next, seen: arrived, replies: fits ? [...next.replies, arrived.outcome.value] : next.replies, failed: false } : { ...next, seen: arrived, failed: true };
  }
  if (next !== more) setMore(next);

  // The page count goes into the URL once a page has arrived (a replace: Back still leaves the results).
  const pagesShown = data.pages + next.replies.length;
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    const target = withPaging(path, pagesShown);
    if (target !== path) void navigate(target, { replace: true, preventScrollReset: true });
  }, [path, pagesShown, navigate]);

  // One object per list and set of pages, so what pages derive from the offers (the hotel map) stays put.
  const { replies } = next;
  const merged = useMemo(() => (first && replies.length > 0 ? { ...first, offers: [...first.offers, ...replies.flatMap((r) => r.offers)] } : first), [first, replies]);
  const state: SearchState<R> =
    loading || !outcome
      ? { status: 'loading' }
      : outcome.ok && merged
        ? { status: 'done', response: merged }
        : { status: 'error', message: apiErrorText(intl, outcome.ok ? undefined : outcome.error, fallbackError) };
  const paging: ResultsPaging = {
    loading: fetcher.state !== 'idle',
    failed: next.failed,
    showMore: () => void fetcher.load(withPaging(path, pagesShown, Math.floor(shown / RESULTS_PAGE_SIZE) + 1)),
  };
  return { results, currency, state, response: state.status === 'done' ? state.response : undefined, retry, paging };
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
