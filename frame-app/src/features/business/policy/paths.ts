/**
 * The travel policy pages' paths (issue #25 "Travel policy per vertical and per group"; core-and-business §6
 * "/business/policy/{flight|hotel|train|car} with subpages settings, restrictions, preferences, advanced-rules";
 * contract ADMIN_PAGES rows flightPolicies ... carAdvancedRules). Kept apart from the pages: the business routes
 * (../routes.ts) import these strings, and nothing of the pages may come along.
 */

/** The four policy verticals of the admin hub, in menu order (core-and-business §6). */
export const POLICY_PAGE_VERTICALS = ['flight', 'hotel', 'train', 'car'] as const;
/** One of {@link POLICY_PAGE_VERTICALS}. */
export type PolicyPageVertical = (typeof POLICY_PAGE_VERTICALS)[number];

/** The four subpages of a vertical, in menu order (core-and-business §6). */
export const POLICY_SUBPAGES = ['settings', 'restrictions', 'preferences', 'advanced-rules'] as const;
/** One of {@link POLICY_SUBPAGES}. */
export type PolicySubpage = (typeof POLICY_SUBPAGES)[number];

/** The frame path of one policy subpage, e.g. `/business/policy/hotel/restrictions`. */
export function policyPagePath(vertical: PolicyPageVertical, subpage: PolicySubpage): string {
  return `/business/policy/${vertical}/${subpage}`;
}

/** Every policy subpage with its path: the business routes mount one lazily loaded module on each. */
export const POLICY_ROUTE_PAGES: readonly { vertical: PolicyPageVertical; subpage: PolicySubpage; path: string }[] = POLICY_PAGE_VERTICALS.flatMap(
  (vertical) => POLICY_SUBPAGES.map((subpage) => ({ vertical, subpage, path: policyPagePath(vertical, subpage) })),
);
