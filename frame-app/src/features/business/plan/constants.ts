/**
 * Constants of the plan pages (issue #24 biz-plus upgrade and company deletion; core-and-business §3 plan tiers, §6).
 */
import { TIER_FEATURES, type AccessRequirement, type BusinessTier, type Feature } from '@travel/contract';

/**
 * Who may ask for the company's deletion: the server's COMPANY_DELETION_REQUIREMENT (company-calls-routes.ts),
 * restated for the frame so it does not offer what the server would refuse.
 */
export const COMPANY_DELETION_REQUIREMENT = { permissions: ['COMPANY_SETTINGS_MANAGEMENT'], features: ['COMPANY_DELETION'] } as const satisfies AccessRequirement;

/** The features a tier adds over the one below it (the contract's tier table, TIER_FEATURES). */
export function featuresAddedBy(tier: Exclude<BusinessTier, 'biz'>): Feature[] {
  const below = TIER_FEATURES[tier === 'bizPlus' ? 'biz' : 'bizPlus'];
  return TIER_FEATURES[tier].filter((f) => !below.includes(f));
}
