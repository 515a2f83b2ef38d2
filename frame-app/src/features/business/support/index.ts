/**
 * The business support folder's public entry (issue #24: impersonation support and its banner, issue reporting,
 * contact account manager): the app's late root chunk (app/root-extras.tsx) imports {@link ImpersonationBannerGate}
 * from here. The page's path (./paths.ts) and its lazy route are wired in ../index.ts, which imports ./paths.ts alone
 * so that nothing of this folder lands on the first page.
 */
export { ImpersonationBannerGate } from './banner-gate.tsx';
export { BUSINESS_SUPPORT_ROUTE_PATH } from './paths.ts';
