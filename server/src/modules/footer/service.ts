/**
 * The footer's data (chrome-and-consent §2 "Footer", §3, §6, §7; core-and-business §2): the brand row, the privacy
 * menu and the social icons. Pure and in memory: the brand registry and the icons ship with the product.
 */
import { BRAND_LIST, BRAND_LOGOS, LOGO_ASSETS, LOGO_ASSET_KEYS, type LogoAssetKey } from '@travel/brands';
import {
  BrandIdSchema,
  FOOTER_BRAND_LOGO_PATH_PREFIX,
  SocialSiteNameSchema,
  type FooterBrandsReply,
  type PrivacyMenuReply,
} from '@travel/contract';
import {
  CCPA_PATH,
  MANAGE_PRIVACY_SIGNED_IN_PATH,
  MANAGE_PRIVACY_SIGNED_OUT_PATH,
  PRIVACY_POLICY_PATH,
  PRIVACY_PREFERENCES_PATH,
  TERMS_OF_USE_PATH,
} from './constants.ts';
import { SOCIAL_ICONS } from './social-icons.ts';

export interface FooterService {
  /** The brand row: every brand of the registry in registry order, each with its logo path. */
  brands(): FooterBrandsReply;
  /**
   * The privacy menu for this caller: "Manage privacy" leads to `/profile/account` when `signedIn`, else
   * `/privacy/manage` (chrome-and-consent §6); then the privacy-preferences link and the extra links
   * (privacy policy, terms of use, the CCPA explanation).
   */
  privacyMenu(signedIn: boolean): PrivacyMenuReply;
  /** The social icon SVG for a name (e.g. `facebook`), or null for a name the product has no icon for. */
  socialIcon(name: string): string | null;
  /** The wordmark SVG of a brand id (e.g. `momondo`), or null for an unknown id. */
  brandLogo(id: string): string | null;
  /**
   * One header logo asset of a brand (@travel/brands LOGO_ASSETS; chrome-and-consent §2 "Header logo"), e.g.
   * (`momondo`, `pride`), or null for an unknown brand or key. The frame shows these as images (logoImagePath).
   */
  headerLogo(brand: string, key: string): string | null;
}

/** Creates the footer service. Never throws. */
export function createFooterService(): FooterService {
  return {
    brands: () => ({
      brands: BRAND_LIST.map((b) => ({ id: b.id, name: b.displayName, logoUrl: `${FOOTER_BRAND_LOGO_PATH_PREFIX}${b.id}.svg` })),
    }),
    privacyMenu: (signedIn) => ({
      managePrivacyUrl: signedIn ? MANAGE_PRIVACY_SIGNED_IN_PATH : MANAGE_PRIVACY_SIGNED_OUT_PATH,
      privacyPreferencesUrl: PRIVACY_PREFERENCES_PATH,
      links: [
        { kind: 'privacyPolicy', title: 'Privacy policy', url: PRIVACY_POLICY_PATH },
        { kind: 'termsOfUse', title: 'Terms of use', url: TERMS_OF_USE_PATH },
        { kind: 'ccpa', title: 'Do not sell or share my personal information', url: CCPA_PATH },
      ],
    }),
    socialIcon(name) {
      const parsed = SocialSiteNameSchema.safeParse(name);
      return parsed.success ? SOCIAL_ICONS[parsed.data] : null;
    },
    brandLogo(id) {
      const parsed = BrandIdSchema.safeParse(id);
      return parsed.success ? BRAND_LOGOS[parsed.data] : null;
    },
    headerLogo(brand, key) {
      const parsed = BrandIdSchema.safeParse(brand);
      if (!parsed.success || !(LOGO_ASSET_KEYS as readonly string[]).includes(key)) return null;
      return LOGO_ASSETS[parsed.data][key as LogoAssetKey]?.svg ?? null;
    },
  };
}
