/**
 * The travel policy pages (issue #25; core-and-business §6 policy pages) and the front door's policy summary
 * (feature RP_POLICY_SUMMARY): the public entry the business routes (../routes.ts) and the business entry
 * (../index.ts) import. Each policy subpage is a react-router route module (`Component` + `loader`) loaded lazily through
 * {@link policyRouteModule}; the summary loads lazily through ./summary-gate.tsx for business users only. Nothing here
 * reaches a page module statically.
 */
import type { PolicyPageVertical, PolicySubpage } from './paths.ts';

export { POLICY_PAGE_VERTICALS, POLICY_ROUTE_PAGES, POLICY_SUBPAGES, policyPagePath, type PolicyPageVertical, type PolicySubpage } from './paths.ts';

/**
 * The lazy importer of one policy subpage's route module (./policy-page.tsx bound to its vertical and subpage).
 * Rejects when the chunk cannot be loaded.
 */
export function policyRouteModule(vertical: PolicyPageVertical, subpage: PolicySubpage) {
  return async () => (await import('./policy-page.tsx')).policyPageModule(vertical, subpage);
}
