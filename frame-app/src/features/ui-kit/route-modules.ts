/**
 * The UI kit's route path and module, apart from its entry (index.ts re-exports only: an entry with statements of its own
 * sits on the first page and takes every module it re-exports there; issue #23 "First page budget").
 */

/** Path of the UI kit page inside the partner's frame. */
export const UI_KIT_ROUTE_PATH = '/ui-kit';

/** Lazy route module importer of the UI kit page; the module exports `Component`. */
export const uiKitRouteModule = () => import('./ui-kit-page.tsx');
