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
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { AuthState } from '@travel/contract';
import { AUTH_STATE_ROUTE_PATH } from './constants.ts';

export { AccessGate, useAccess, useAuthState, useAuthStateFollowsTab, useRefreshAuthState, mayUse, accessSubjectOf, type AccessGateProps } from './access-gate.tsx';
export { AUTH_STATE_ROUTE_PATH, AUTH_STATE_FETCHER_KEY } from './constants.ts';

/**
 * The auth state inside a route loader: the same once-per-app request the gates share (so a page guarded in its
 * loader and its gates never ask twice), or null when it could not be loaded (logged; callers fail closed).
 * @param args the loader's arguments (its router context carries the app's store)
 */
export async function loadAuthStateForLoader(args: LoaderFunctionArgs): Promise<AuthState | null> {
  const { authStateLoader } = await import('./auth-state.ts');
  return authStateLoader(args);
}

/**
 * The access feature's resource routes (no page; place them among the root layout's children): `_data/auth-state`,
 * the auth state every gate reads. Its loader module is imported on the first gate's load, never with the first
 * page; it is not revalidated ("Try again" on a page does not ask the server again: the state is loaded once per
 * app; {@link useRefreshAuthState} reloads it after a sign-in, a sign-out or an account-type switch).
 */
export const accessResourceRoutes: RouteObject[] = [
  {
    path: AUTH_STATE_ROUTE_PATH.slice(1),
    shouldRevalidate: () => false,
    lazy: async () => ({ loader: (await import('./auth-state.ts')).authStateLoader }),
  },
];
