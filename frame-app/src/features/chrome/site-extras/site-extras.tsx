/**
 * Site-wide pieces outside the page content (account-business-header-and-trips §2, §4, §9): message bar,
 * page-top announcement, connectivity banner, snow, survey launcher, marketing-id sync, ad-block check. Placeholder.
 */
export function SiteExtras() {
  return null;
}
