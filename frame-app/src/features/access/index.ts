/**
 * Access: who the user is and what they may use (core-and-business §3 auth state, §6 access rules). The one place a
 * newcomer looks for "is this shown / allowed":
 * - the auth state, loaded lazily once per app through the `/_data/auth-state` resource route and shared by every
 *   reader ({@link useAuthState}, {@link useRefreshAuthState}, {@link useAuthStateFollowsTab});
 * - the access gate ({@link AccessGate}, {@link useAccess}, {@link mayUse}): the contract's `hasAccess` on that state;
 * - {@link loadAuthStateForLoader}: the same state for a route LOADER (the business routes guard `/business/*` there,
 *   before any of their page renders).
 *
 * The auth state's loader module (auth-state.ts: the HTTP call and the contract's AuthStateSchema) is imported
 * dynamically only, so the first page does not carry it (issue #23 first-page budget).
 */
export { AccessGate, useAccess, useAuthState, useAuthStateFollowsTab, useRefreshAuthState, mayUse, accessSubjectOf, type AccessGateProps } from './access-gate.tsx';
export { AUTH_STATE_ROUTE_PATH, AUTH_STATE_FETCHER_KEY } from './constants.ts';
export { loadAuthStateForLoader, accessResourceRoutes } from './route-modules.ts';
