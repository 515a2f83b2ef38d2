/**
 * Business edition, frame side (issue #24; core-and-business §4-§6, account-business-header-and-trips §2, §4, §6,
 * chrome-and-consent §3 business state): the `/business/*` pages (admin hub, company general, onboarding progress)
 * guarded in their route loader, and the header's business controls (account-type toggle, admin hub link).
 *
 * This entry stays light, since the route table (on the first page) imports it: the pages load lazily through the
 * app's wrapper, and {@link BusinessHeaderControls} loads its code only for a user with a business profile.
 * Sub-folder `two-factor/` belongs to the business two-factor change.
 */
import { lazy, Suspense, createElement, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { adminHubLink, type AdminHubLink, type AuthState } from '@travel/contract';
import { useAuthState } from '../access/index.ts';
import { visibleAdminPagesOf } from './business-access.ts';
import { BUSINESS_HUB_ROUTE_PATH } from './constants.ts';
import type * as AccountType from './header/account-type.ts';

export { BUSINESS_HUB_ROUTE_PATH, BUSINESS_ONBOARDING_PATHS } from './constants.ts';

/** A lazily loaded page module. */
export type BusinessRouteModule = { Component: ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };
/** The app's lazy wrapper (retries + first-render signal). */
export type BusinessWrapLazy = (importer: () => Promise<BusinessRouteModule>) => () => Promise<BusinessRouteModule>;

/**
 * The business routes (paths relative to the root layout): `business/*`, one lazily loaded page module whose loader
 * guards every `/business` path (hub/business-page.tsx). More specific routes (e.g. `business/verify` of the
 * two-factor change) win over the splat.
 * @param wrapLazy default: the importer itself
 */
export function createBusinessRoutes(wrapLazy: BusinessWrapLazy = (importer) => importer): RouteObject[] {
  return [{ path: `${BUSINESS_HUB_ROUTE_PATH.slice(1)}/*`, lazy: wrapLazy(() => import('./hub/business-page.tsx')) }];
}

/**
 * The admin hub link of the user of `state` (core-and-business §6, account-business-header-and-trips §6; contract
 * adminHubLink on the pages the user sees): null without a business profile or when no page is visible. For the
 * account menu's admin hub entry.
 */
export function adminHubLinkOf(state: AuthState): AdminHubLink | null {
  return adminHubLink(visibleAdminPagesOf(state));
}

/**
 * The account-type switch (header/account-type.ts `toggleAccountType`) with its module loaded on the first call, for the
 * account menu's "Switch to …" entry: same arguments, same promise (rejects with the api client's errors).
 */
export async function toggleAccountTypeLazily(...args: Parameters<typeof AccountType.toggleAccountType>): ReturnType<typeof AccountType.toggleAccountType> {
  return (await import('./header/account-type.ts')).toggleAccountType(...args);
}

const LazyControls = /* #__PURE__ */ lazy(() => import('./header/business-header-controls.tsx').then((module) => ({ default: module.BusinessHeaderControls })));

/**
 * The header's business controls (account-business-header-and-trips §4 account-type toggle, core-and-business §6 admin
 * hub link): nothing until the shared auth state says the user has a business profile; then the lazily loaded
 * controls (header/business-header-controls.tsx).
 */
export function BusinessHeaderControls() {
  const auth = useAuthState();
  if (!auth?.loggedInSession || auth.businessState.businessProfile === null) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyControls, { auth }));
}
