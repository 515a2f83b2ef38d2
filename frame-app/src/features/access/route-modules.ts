/**
 * The access feature's auth-state loader and resource route, apart from its entry (index.ts re-exports only: an entry with statements of its own
 * sits on the first page and takes every module it re-exports there; issue #23 "First page budget").
 */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { AuthState } from '@travel/contract';
import { AUTH_STATE_ROUTE_PATH } from './constants.ts';
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
