/**
 * Loader of the `/_data/navigation-state` resource route (see navigation-state.ts): GET
 * /i/api/site/v1/navigation-state?locale= through the one HTTP client, parsed with the contract's
 * NavigationStateSchema; null (logged) when it fails. Never revalidated.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { NAVIGATION_STATE_PATH, NavigationStateSchema, type NavigationState } from '@travel/contract';
import { apiClient } from '../../../api/index.ts';
import { frameRouteContextOf, localeAtom, logger } from '../../../state/index.ts';

export async function navigationStateLoader({ request, context }: LoaderFunctionArgs): Promise<NavigationState | null> {
  const { store } = frameRouteContextOf(context);
  try {
    return await apiClient.get(NAVIGATION_STATE_PATH, NavigationStateSchema, { query: { locale: store.get(localeAtom).tag }, signal: request.signal });
  } catch (error) {
    if (!request.signal.aborted) logger.warn('navigation state failed; no site-wide message', error);
    return null;
  }
}
