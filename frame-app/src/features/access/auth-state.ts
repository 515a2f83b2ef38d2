/**
 * The auth state as the frame's access gate reads it: GET /horizon/common/authentication/providers/
 * AuthStateProviderAction through the one HTTP client, parsed with the contract's AuthStateSchema (which drops
 * and logs unknown permission and feature names, core-and-business §5), and the subject of the access rule
 * (core-and-business §6) it describes.
 *
 * Loaded lazily (this module is imported by the `/_data/auth-state` resource route's `lazy`), so a page without
 * gated content neither downloads nor calls any of it.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { AUTH_STATE_PATH, AuthStateSchema, type AuthState } from '@travel/contract';
import { apiClient } from '../../api/index.ts';
import { frameRouteContextOf, logger } from '../../state/index.ts';
import { authStateAsked, authStateRequests as requests } from './auth-state-cache.ts';

/**
 * GET the auth state (core-and-business §7).
 * @throws ApiRequestError / HttpStatusError / ApiResponseParseError per the api client's error policy
 */
export function fetchAuthState(signal?: AbortSignal): Promise<AuthState> {
  return apiClient.get(AUTH_STATE_PATH, AuthStateSchema, signal ? { signal } : {});
}

/**
 * Loader of the `/_data/auth-state` resource route: the auth state, or null when it could not be loaded (logged;
 * gates then stay closed). The HTTP call is made once per app and shared by every load: gates that mount together
 * each start a load of the shared fetcher (the router aborts the older load), and all of them get the same
 * request's result. That request is not tied to any one load's abort signal for the same reason.
 */
export function authStateLoader({ context }: LoaderFunctionArgs): Promise<AuthState | null> {
  const { store } = frameRouteContextOf(context);
  let pending = requests.get(store);
  if (!pending) {
    pending = fetchAuthState().catch((error: unknown) => {
      logger.warn('auth state failed; gated content stays hidden', error);
      requests.delete(store);
      return null;
    });
    requests.set(store, pending);
    authStateAsked.add(store);
  }
  return pending;
}
