/**
 * The UI kit showcase (issue #10): a page at `/ui-kit` showing every generic piece of `src/ui` for developers and
 * brand managers, opened from the demo partner page's "UI kit" page.
 */

export { UI_KIT_ROUTE_PATH, uiKitRouteModule } from './route-modules.ts';
