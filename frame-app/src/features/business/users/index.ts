/**
 * The admin hub's users page and invitations hub (issue #24 "Admin hub": users, invitations hub): the public entry the
 * app (the hub's page registry) imports. Each page is a react-router route module (`Component` + `loader`), loaded
 * lazily: mount it with `{ path, lazy: lazyRoute(usersRouteModules.users) }` or {@link createBusinessUsersRoutes}.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { BUSINESS_INVITATIONS_ROUTE_PATH, BUSINESS_USERS_ROUTE_PATH } from './paths.ts';

export { BUSINESS_INVITATIONS_ROUTE_PATH, BUSINESS_USERS_ROUTE_PATH } from './paths.ts';
// The pages' types only: a value re-export here put both pages (and react-hook-form) on the front door's first page
// (+64 KB brotli, measured) once the app imported this entry. Load the pages through `usersRouteModules` (their
// modules export `BusinessUsersPage` / `BusinessInvitationsPage` as `Component`).
export type { BusinessUsersPage } from './users-page.tsx';
export type { BusinessInvitationsPage } from './invitations-page.tsx';

/** A lazily loaded page module: the page as `Component` and its route `loader`. */
export type BusinessUsersRouteModule = { Component: ComponentType; loader?: LoaderFunction };
/** Turns an importer into a react-router `lazy` (the app passes its `lazyRoute`). */
export type BusinessUsersWrapLazy = (importer: () => Promise<BusinessUsersRouteModule>) => () => Promise<BusinessUsersRouteModule>;

/** Lazy importers of the page modules (each exports `Component` and `loader`; `BusinessUsersPage` / `BusinessInvitationsPage` too). */
export const usersRouteModules = {
  users: () => import('./users-page.tsx'),
  invitations: () => import('./invitations-page.tsx'),
};

/**
 * The route objects of both pages, paths relative to the root layout (`business/users/manage`, `business/invitations`).
 * @param wrapLazy wraps each page importer (the app's `lazyRoute`; the importer itself for no retries)
 */
export function createBusinessUsersRoutes(wrapLazy: BusinessUsersWrapLazy): RouteObject[] {
  return [
    { path: BUSINESS_USERS_ROUTE_PATH.slice(1), lazy: wrapLazy(usersRouteModules.users) },
    { path: BUSINESS_INVITATIONS_ROUTE_PATH.slice(1), lazy: wrapLazy(usersRouteModules.invitations) },
  ];
}
