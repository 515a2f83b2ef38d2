/** Consent module (issue #13): the service other modules may call, the routes and the vendor list loader. */
export { consentRoutes } from './routes.ts';
export { createConsentService, type ConsentService, type ConsentCaller } from './service.ts';
export { loadVendorList } from './gvl.ts';
