/**
 * Constants of the footer (chrome-and-consent §2 "Footer", §3, §5, §8, §9; core-and-business §2).
 * Link targets are paths inside the frame's basename unless they start with `https://`.
 */
import type { PartnerSocialLink, SocialSiteName } from '@travel/contract';

/** Footer link columns (chrome-and-consent §9 "Footer link columns 3"). */
export const FOOTER_LINK_COLUMNS = 3;

/** Console text when a received icon does not start with svg markup (chrome-and-consent §5, §8). */
export const MALFORMED_SVG_MESSAGE = 'Malformed svg received';
/** Console text when an icon cannot be fetched (chrome-and-consent §8). */
export const SVG_FETCH_FAILED_MESSAGE = 'Could not fetch SVG';
/** Console text when the brand row cannot be loaded (chrome-and-consent §8 "Footer brands load failure: logged"). */
export const FOOTER_BRANDS_FAILED_MESSAGE = 'Footer brands failed to load';
/** Console text when the privacy menu cannot be loaded (spec: not shown; logged like the brands). */
export const PRIVACY_MENU_FAILED_MESSAGE = 'Privacy menu failed to load';

/**
 * Width at and below which the link groups and site-map rows fold into the "Site map" button and its
 * full-screen dialog, CSS px (chrome-and-consent §2 "Mobile site-map"; the same 640 as the pickers' dialogs in §9).
 * Mirrored in footer.module.css (a media query cannot read a constant).
 */
export const FOOTER_NARROW_MAX_WIDTH_PX = 640;

/** The sites of the "Follow us" row: the name people read, where the link goes, and the product's icon. */
export interface SocialSite {
  name: SocialSiteName;
  /** Proper noun, not translated. */
  displayName: string;
  url: string;
  /** The partner's own icon (an SVG fetched and sanitised); absent: the product's `/images/social/{name}.svg`. */
  iconUrl?: string;
}

/** Social links (chrome-and-consent §3 "Social site: name, url"); icons come from `/images/social/{name}.svg` (§7). */
export const SOCIAL_SITES: readonly SocialSite[] = [
  { name: 'facebook', displayName: 'Facebook', url: 'https://www.facebook.com/' },
  { name: 'instagram', displayName: 'Instagram', url: 'https://www.instagram.com/' },
  { name: 'x', displayName: 'X', url: 'https://x.com/' },
  { name: 'youtube', displayName: 'YouTube', url: 'https://www.youtube.com/' },
  { name: 'tiktok', displayName: 'TikTok', url: 'https://www.tiktok.com/' },
];

/**
 * The "Follow us" sites for a partner: its own links (Partner.socialLinks, `npm run partner -- set-social`) in its
 * order, named like the product's sites, or {@link SOCIAL_SITES} when it configured none.
 */
export function socialSitesFor(partnerLinks: readonly PartnerSocialLink[] | undefined): readonly SocialSite[] {
  if (!partnerLinks || partnerLinks.length === 0) return SOCIAL_SITES;
  return partnerLinks.map((link) => ({
    name: link.name,
    displayName: SOCIAL_SITES.find((site) => site.name === link.name)?.displayName ?? link.name,
    url: link.url,
    ...(link.iconUrl ? { iconUrl: link.iconUrl } : {}),
  }));
}

/** App store link (chrome-and-consent §3 "App store link: appStoreType, appStoreLink.url, title"). */
export interface AppStoreLink {
  appStoreType: 'appleappstore' | 'googleplay';
  appStoreLink: { url: string };
}

/** The app-store badges (chrome-and-consent §2: appleappstore or googleplay); the badge artwork is our own. */
export const APP_STORE_LINKS: readonly AppStoreLink[] = [
  { appStoreType: 'appleappstore', appStoreLink: { url: 'https://apps.apple.com/' } },
  { appStoreType: 'googleplay', appStoreLink: { url: 'https://play.google.com/store/apps' } },
];
