/** Constants of the access feature: the auth state resource route every gate shares. */

/**
 * Route path (inside the basename) of the auth state resource route (no page): read with `useFetcher` under
 * {@link AUTH_STATE_FETCHER_KEY} by the access gate (access-gate.tsx). core-and-business §7: the auth state is
 * "fetched when missing", i.e. not on every page.
 */
export const AUTH_STATE_ROUTE_PATH = '/_data/auth-state';

/** `useFetcher` key every access gate shares, so the auth state is loaded once and read by all of them. */
export const AUTH_STATE_FETCHER_KEY = 'auth-state';
