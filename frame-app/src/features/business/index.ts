/**
 * Business edition, frame side (issue #24; core-and-business §4-§6, account-business-header-and-trips §2, §4, §6,
 * chrome-and-consent §3 business state): the `/business/*` pages (admin hub, company general, onboarding progress)
 * guarded in their route loader, and the header's business controls (account-type toggle, admin hub link).
 *
 * This entry stays light, since the app (on the first page) imports it: the routes themselves are in ./routes.ts, which
 * the router loads on the first `/business` navigation ({@link loadBusinessRoutes}), each page loads lazily from there,
 * and {@link BusinessHeaderControls} loads its code only for a user with a business profile.
 * Sub-folder `two-factor/` belongs to the business two-factor change.
 */
import { BUSINESS_HUB_ROUTE_PATH } from './constants.ts';
import type * as MenuLinks from './header/menu-links.ts';
import type * as BusinessRoutes from './routes.ts';

export { BUSINESS_HUB_ROUTE_PATH, BUSINESS_ONBOARDING_PATHS } from './constants.ts';
export { BUSINESS_SUPPORT_ROUTE_PATH } from './support/paths.ts';
// The route table imports this entry on the first page, and everything this entry reaches statically is bundled
// into it (even a re-export only a later chunk uses): the header and menu parts are reached by dynamic imports only.
export { BusinessHeaderControls } from './header/business-header-gate.tsx';
export { BusinessConfirmPromptGate } from './prompts/business-confirm-gate.tsx';
export { HomepageMessagesGate } from './settings/index.ts';
export { PolicySummaryGate } from './policy/summary-gate.tsx';

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
