/**
 * The frame hides what the user may not use (core-and-business §6), deciding with the same pure rule the
 * server's access hook applies per route: the contract's `hasAccess(subject, requirement)`.
 *
 * - {@link useAccess}`(requirement)`: true (allowed), false (denied) or undefined (not known yet).
 * - {@link AccessGate}: renders its children when allowed, its `fallback` (default nothing) when denied, and
 *   nothing while the auth state is unknown (loading, or failed to load: gates fail closed).
 *
 * The subject comes from the auth state (GET /horizon/common/authentication/providers/AuthStateProviderAction,
 * core-and-business §3 "Auth state", §7 "fetched when missing"). It is fetched lazily, not with the first page:
 * the first gate rendered loads the `/_data/auth-state` resource route through the fetcher every gate shares
 * ({@link AUTH_STATE_FETCHER_KEY}), the route's loader (auth-state.ts, itself lazily imported) calls the server
 * once per app, and later gates read the same result. A page without a gate costs nothing.
 *
 * Choices the spec leaves open, written down here:
 * - The subject has a `business` part exactly when the auth state has a business profile
 *   (`businessState.businessProfile`): "a user without a business profile passes every check" (§6).
 * - A visitor (`loggedInSession: false`) is denied any requirement that lists a permission or a feature, as the
 *   server's access hook refuses such a route to a visitor (401): the frame does not offer what would fail.
 *   A requirement without lists asks nothing and is allowed to everyone, once the auth state is known.
 * - Unknown permission and feature names in the reply are dropped (and logged) by the contract's AuthStateSchema
 *   codec before they get here (§5): they grant nothing.
 */
import { useCallback, useEffect, useEffectEvent, type ReactNode } from 'react';
import { useStore } from 'jotai';
import { useFetcher } from 'react-router';
import { hasAccess, type AccessRequirement, type AccessSubject, type AuthState } from '@travel/contract';
import { AUTH_STATE_FETCHER_KEY, AUTH_STATE_ROUTE_PATH } from './constants.ts';
import { onTabVisible } from '../../state/index.ts';
import { authStateAsked, forgetAuthState } from './auth-state-cache.ts';

/** The access rule's subject for an auth state: its business profile's permissions and features, or none. */
export function accessSubjectOf(state: AuthState): AccessSubject {
  const business = state.businessState;
  return { business: business.businessProfile === null ? null : { permissions: business.permissions, features: business.features } };
}

/** Whether the requirement lists at least one permission or feature. */
function asksSomething(requirement: AccessRequirement): boolean {
  return (requirement.permissions?.length ?? 0) > 0 || (requirement.features?.length ?? 0) > 0;
}

/**
 * Whether the user of `state` may use what `requirement` gates (see the module docstring): a visitor may not use
 * anything that asks for a permission or feature; otherwise the contract's `hasAccess` decides (§6). Pure.
 */
export function mayUse(state: AuthState, requirement: AccessRequirement): boolean {
  if (!state.loggedInSession && asksSomething(requirement)) return false;
  return hasAccess(accessSubjectOf(state), requirement);
}

/**
 * The auth state, loaded on first use and shared (see the module docstring): the state once loaded, null when it
 * could not be loaded, undefined while unknown. Starts the shared load when no gate has yet.
 */
export function useAuthState(): AuthState | null | undefined {
  const fetcher = useFetcher<AuthState | null>({ key: AUTH_STATE_FETCHER_KEY });
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (data === undefined && state === 'idle') void load(AUTH_STATE_ROUTE_PATH);
  }, [data, state, load]);
  return data;
}

/**
 * A function that loads the auth state again (after a sign-in or sign-out; account-business-header-and-trips §4
 * "Header reactions": the header follows authentication-state-changed). Every gate and the header re-render with
 * the new state, since they share one fetcher.
 */
export function useRefreshAuthState(): () => void {
  const store = useStore();
  const { load } = useFetcher<AuthState | null>({ key: AUTH_STATE_FETCHER_KEY });
  return useCallback(() => {
    forgetAuthState(store);
    void load(AUTH_STATE_ROUTE_PATH);
  }, [store, load]);
}

/**
 * Loads the auth state again each time the browser tab becomes visible (issue #22), once some part of the frame has
 * loaded it: the email may have been confirmed, or the account signed out, in another tab meanwhile, and the
 * confirm-account prompt and every gate must follow without a sign-in or a reload. The same occasion as the trips
 * store's reload (state/tab-visibility.ts). Call once, in the root layout.
 *
 * The tab listener is subscribed when the layout mounts and asks on each event whether the app has asked for the
 * state yet (auth-state-cache.ts `authStateAsked`). It once subscribed when this layout's fetcher had data, but the
 * layout can re-render after the part that shows the state (a lazily loaded prompt reads the router's fetcher data
 * first), so a visitor back in the tab in between was not followed (a flaky email-flow-views test under load).
 */
export function useAuthStateFollowsTab(): void {
  const store = useStore();
  const refresh = useEffectEvent(useRefreshAuthState());
  useEffect(() => onTabVisible(store, () => (authStateAsked.has(store) ? refresh() : undefined)), [store]);
}

/**
 * Whether the user may use what `requirement` gates (core-and-business §6, the contract's `hasAccess`): true,
 * false, or undefined while the auth state is unknown - loading, or not loadable (treat it as hidden, and do not
 * show a "not allowed" text for it either). Loads the auth state on first use.
 */
export function useAccess(requirement: AccessRequirement): boolean | undefined {
  const state = useAuthState();
  return state === undefined || state === null ? undefined : mayUse(state, requirement);
}

/** Props of {@link AccessGate}. */
export interface AccessGateProps {
  /** What the content needs: at least one of `permissions` and at least one of `features`, each when given. */
  requirement: AccessRequirement;
  /** Shown instead of the children when access is denied (not while unknown); default nothing. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Renders `children` only when the user may use them (core-and-business §6), `fallback` when not, and nothing
 * while the auth state is unknown or could not be loaded.
 */
export function AccessGate({ requirement, fallback = null, children }: AccessGateProps) {
  const allowed = useAccess(requirement);
  if (allowed === undefined) return null;
  return <>{allowed ? children : fallback}</>;
}
