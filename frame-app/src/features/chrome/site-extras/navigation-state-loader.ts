/**
 * Loader of the `/_data/navigation-state` resource route (see navigation-state.ts): GET
 * /i/api/site/v1/navigation-state?locale= through the one HTTP client, parsed with the contract's
 * NavigationStateSchema; null (logged) when it fails. Never revalidated: a new locale loads the route again with
 * `?locale=` (issue #22: the message is per language), and the reply says which locale it is for.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { NAVIGATION_STATE_PATH, NavigationStateSchema, type NavigationState } from '@travel/contract';
import { apiClient } from '../../../api/index.ts';
import { frameRouteContextOf, localeAtom, logger } from '../../../state/index.ts';

/** What the route gives: the navigation state (null when it could not be loaded) and the locale it was asked for. */
export interface LocalisedNavigationState {
  locale: string;
  state: NavigationState | null;
}

/** Loads the navigation state for the route's `?locale=` (default: the frame's locale now). */
export async function navigationStateLoader({ request, context }: LoaderFunctionArgs): Promise<LocalisedNavigationState> {
  const { store } = frameRouteContextOf(context);
  const locale = new URL(request.url).searchParams.get('locale') ?? store.get(localeAtom).tag;
  try {
    return { locale, state: await apiClient.get(NAVIGATION_STATE_PATH, NavigationStateSchema, { query: { locale }, signal: request.signal }) };
  } catch (error) {
    if (!request.signal.aborted) logger.warn('navigation state failed; no site-wide message', error);
    return { locale, state: null };
  }
}
