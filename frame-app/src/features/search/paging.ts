/**
 * Paging of the results pages (issue #11 "Results come in pages"): the server pages (`limit`/`offset`, contract
 * offer-common.ts PagingQueryShape), the frame asks for RESULTS_PAGE_SIZE offers at a time and appends the next
 * page on "Show more results". How many pages are shown lives in the results URL (`pages`, absent = 1), so a
 * reload, a shared link and Back from details or booking show the same list (the loader then asks for
 * `pages x 20` offers from offset 0 in one call). A "Show more" load goes to the same route loader with `page`
 * (1-based, one page of 20 only); neither parameter is a filter, neither reaches the search API as one.
 */
import type { ResultsUrl } from '@travel/contract';

/** Offers per page of results (issue #11: "20 at a time"). */
export const RESULTS_PAGE_SIZE = 20;
/** Results URL parameter: number of pages shown (>= 1; absent = 1). */
export const PAGES_PARAM = 'pages';
/** Loader-only parameter of a "Show more" load: the one page (1-based) to fetch. */
export const PAGE_PARAM = 'page';
/** Most pages a URL may ask for at once (the API's `limit` is at most 200). */
export const MAX_PAGES = 10;

/** `limit`/`offset` of a search API call. */
export interface PageRequest {
  limit: number;
  offset: number;
}

function pageNumber(raw: string | undefined, max: number): number | undefined {
  if (raw === undefined || !/^\d{1,3}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : undefined;
}

/**
 * Splits the paging parameters off a parsed results URL (`parseResultsUrl` leaves every parameter it does not
 * own in `filters`): the results URL without them, the pages shown (1 when absent or malformed) and the API
 * page to request: one page when `page` is set ("Show more"), else `pages x RESULTS_PAGE_SIZE` from 0.
 */
export function splitPaging<T extends ResultsUrl>(results: T): { results: T; pages: number; request: PageRequest } {
  const { [PAGES_PARAM]: pagesRaw, [PAGE_PARAM]: pageRaw, ...filters } = results.filters ?? {};
  const pages = pageNumber(pagesRaw, MAX_PAGES) ?? 1;
  const page = pageNumber(pageRaw, Number.MAX_SAFE_INTEGER);
  const rest = { ...results };
  delete rest.filters;
  const clean = (Object.keys(filters).length > 0 ? { ...rest, filters } : rest) as T;
  const request = page === undefined ? { limit: pages * RESULTS_PAGE_SIZE, offset: 0 } : { limit: RESULTS_PAGE_SIZE, offset: (page - 1) * RESULTS_PAGE_SIZE };
  return { results: clean, pages, request };
}

/**
 * The current location (path inside the basename plus `?query`) with the paging parameters replaced:
 * `pages` set (1 removes it) and `page` set for a "Show more" load (undefined removes it).
 */
export function withPaging(pathAndQuery: string, pages: number, page?: number): string {
  const [path = '', query = ''] = pathAndQuery.split('?', 2);
  const q = new URLSearchParams(query);
  q.delete(PAGES_PARAM);
  q.delete(PAGE_PARAM);
  if (pages > 1) q.set(PAGES_PARAM, String(pages));
  if (page !== undefined) q.set(PAGE_PARAM, String(page));
  const s = q.toString();
  return s === '' ? path : `${path}?${s}`;
}

/**
 * Whether two locations differ only in the paging parameters (same path, same other parameters): "Show more"
 * writes the new page count into the URL without loading the list again (the route's `shouldRevalidate`).
 */
export function onlyPagingChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (u: URL) => {
    const q = new URLSearchParams(u.search);
    q.delete(PAGES_PARAM);
    q.delete(PAGE_PARAM);
    q.sort();
    return q.toString();
  };
  return strip(current) === strip(next) && current.search !== next.search;
}
