/**
 * Loader of the `/_data/saved-travelers` resource route (imported lazily by the route, so the first script does not
 * carry it): the signed-in account's saved travelers, the preferred one first, or [] when signed out or when they could
 * not be loaded (logged; the booking form then simply offers none). Spec: core-and-business §3, §7; issue #9 "The booking
 * form offers the signed-in user's saved travelers".
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { SavedTraveler } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { fetchSavedTravelers } from '../menu/account-menu-calls.ts';

/** @returns the travelers, never rejects */
export async function savedTravelersLoader({ request }: LoaderFunctionArgs): Promise<SavedTraveler[]> {
  try {
    return await fetchSavedTravelers(request.signal);
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401) && !request.signal.aborted) logger.warn('saved travelers failed', error);
    return [];
  }
}
