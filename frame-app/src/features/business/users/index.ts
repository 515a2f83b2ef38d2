/**
 * The admin hub's users page and invitations hub (issue #24 "Admin hub": users, invitations hub): the public entry the
 * app (the hub's page registry) imports. Each page is a react-router route module (`Component` + `loader`), loaded
 * lazily through {@link usersRouteModules}; the business routes (../index.ts) mount them behind the hub's guard.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

export { BUSINESS_INVITATIONS_ROUTE_PATH, BUSINESS_USERS_ROUTE_PATH } from './paths.ts';
// The pages' types only: a value re-export here put both pages (and react-hook-form) on the front door's first page
// (+64 KB brotli, measured) once the app imported this entry. Load the pages through `usersRouteModules` (their
// modules export `BusinessUsersPage` / `BusinessInvitationsPage` as `Component`).
export type { BusinessUsersPage } from './users-page.tsx';
export type { BusinessInvitationsPage } from './invitations-page.tsx';

/** A lazily loaded page module: the page as `Component` and its route `loader`. */
export type BusinessUsersRouteModule = { Component: ComponentType; loader?: LoaderFunction };

/** Lazy importers of the page modules (each exports `Component` and `loader`; `BusinessUsersPage` / `BusinessInvitationsPage` too). */
export const usersRouteModules = {
  users: () => import('./users-page.tsx'),
  invitations: () => import('./invitations-page.tsx'),
};
