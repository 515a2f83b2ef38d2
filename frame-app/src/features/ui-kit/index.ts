/**
 * The UI kit showcase (issue #10): a page at `/ui-kit` showing every generic piece of `src/ui` for developers and
 * brand managers, opened from the demo partner page's "UI kit" page.
 */

/** Path of the UI kit page inside the partner's frame. */
export const UI_KIT_ROUTE_PATH = '/ui-kit';

/** Lazy route module importer of the UI kit page; the module exports `Component`. */
export const uiKitRouteModule = () => import('./ui-kit-page.tsx');
