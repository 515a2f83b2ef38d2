/** The single sign-on page's path (contract ADMIN_PAGES row `sso`; core-and-business §6: needs SSO_INTEGRATION). */
export const BUSINESS_SSO_ROUTE_PATH = '/business/integrations/sso';

/** Lazy importer of the page module (exports `Component` and `loader`). */
export const ssoRouteModule = () => import('./sso-page.tsx');
