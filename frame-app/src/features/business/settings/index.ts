/**
 * The admin hub's settings pages (issue #24 "Admin hub": homepage messages, integrations, account permissions, payment
 * options) and the front door's homepage messages banner: the public entry the business routes (../index.ts) import.
 * Each page is a react-router route module (`Component` + `loader`), loaded lazily through
 * {@link settingsRouteModules}; the banner loads lazily through {@link HomepageMessagesGate} for business users only.
 * Nothing here reaches a page module statically: this entry is on the first page.
 */
export {
  BUSINESS_ACCOUNT_PERMISSIONS_ROUTE_PATH, BUSINESS_HOMEPAGE_MESSAGES_ROUTE_PATH, BUSINESS_INTEGRATIONS_ROUTE_PATH, BUSINESS_PAYMENT_OPTIONS_ROUTE_PATH,
} from './paths.ts';
export { HomepageMessagesGate } from './front-door-gate.tsx';
export { settingsRouteModules } from './route-modules.ts';
