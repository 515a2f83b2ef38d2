/**
 * The business settings' route modules, apart from its entry (index.ts re-exports only: an entry with statements
 * of its own sits on the first page and takes every module it re-exports there; issue #23 "First page budget").
 */

/** Lazy importers of the page modules (each exports `Component` and `loader`). */
export const settingsRouteModules = {
  homepageMessages: () => import('./homepage-messages-page.tsx'),
  integrations: () => import('./integrations-page.tsx'),
  accountPermissions: () => import('./account-permissions-page.tsx'),
};
