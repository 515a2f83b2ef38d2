/**
 * Page globals (core-and-business §3 "Global state": formtoken, analytics, brandDisplayName, affiliate, seo).
 * The form token lives here; the API client reads it and stores a fetched one (core-and-business §4).
 */
import { atom } from 'jotai';

/** Analytics page identifier (page types such as front door and search results; core-and-business §2). */
export type AnalyticsPageType = 'front-door' | 'search-results' | 'unknown';

/** Shape of the page globals. `affiliate` is the partner id. */
export interface GlobalState {
  formtoken: string | undefined;
  brandDisplayName: string;
  affiliate: string;
  analytics: { pageType: AnalyticsPageType };
  seo: { title: string | undefined };
}

/** Initial globals before the bootstrap is applied. */
export const EMPTY_GLOBAL_STATE: GlobalState = {
  formtoken: undefined,
  brandDisplayName: '',
  affiliate: '',
  analytics: { pageType: 'unknown' },
  seo: { title: undefined },
};

export const globalStateAtom = atom<GlobalState>(EMPTY_GLOBAL_STATE);

/** Read/write view on `globalStateAtom.formtoken`; `undefined` means "none in the page". */
export const formTokenAtom = atom(
  (get) => get(globalStateAtom).formtoken,
  (get, set, formtoken: string | undefined) => set(globalStateAtom, { ...get(globalStateAtom), formtoken }),
);
