/**
 * The business feature's lazy loaders and path test, apart from its entry (index.ts re-exports only: an entry with statements of its
 * own sits on the first page and takes every module it re-exports there; issue #23 "First page budget").
 */
import { BUSINESS_HUB_ROUTE_PATH } from './constants.ts';
import type * as MenuLinks from './header/menu-links.ts';
import type * as BusinessRoutes from './routes.ts';
/** What the account menu uses of the business side (header/menu-links.ts: adminHubLinkOf, toggleAccountType). */
export type BusinessMenuLinks = typeof MenuLinks;

let menuLinks: Promise<BusinessMenuLinks> | undefined;

/**
 * The account menu's business helpers (header/menu-links.ts: the admin hub link of core-and-business §6 and the
 * account-type switch of account-business-header-and-trips §4), loaded on first use; the same promise every call, so
 * a component can read it with React's `use` inside a Suspense boundary. Rejects when the chunk cannot be loaded.
 */
export function loadBusinessMenuLinks(): Promise<BusinessMenuLinks> {
  menuLinks ??= import('./header/menu-links.ts');
  return menuLinks;
}

/** The lazily loaded module of every `/business` route (./routes.ts). */
export type BusinessRoutesModule = typeof BusinessRoutes;

/**
 * Loads the `/business` routes (./routes.ts: `createBusinessRouteTree`) for the app's router, which patches them in on
 * the first navigation to a business path. Rejects when the chunk cannot be loaded.
 */
export function loadBusinessRoutes(): Promise<BusinessRoutesModule> {
  return import('./routes.ts');
}

/** Whether a frame path (without the basename) is a `/business` path, i.e. served by ./routes.ts. */
export function isBusinessPath(path: string): boolean {
  return path === BUSINESS_HUB_ROUTE_PATH || path.startsWith(`${BUSINESS_HUB_ROUTE_PATH}/`);
}
