/**
 * The footer's server calls (chrome-and-consent §2 "Footer", §3 "Footer state", §7; core-and-business §2, §7):
 * the partner brand logos (loaded when the footer scrolls into view) and the privacy menu.
 */
import { z } from 'zod';
import { BrandIdSchema } from './brand.ts';

/** GET: the brands shown under the footer's "Our brands" heading (chrome-and-consent §7; core-and-business §7). */
export const FOOTER_BRANDS_PATH = '/horizon/react/component/FooterBrandsStateProviderAction';
/** GET: the privacy menu of the footer (chrome-and-consent §7). */
export const PRIVACY_MENU_PATH = '/horizon/react/component/PrivacyMenuStateProviderAction';
/** Path prefix of the product's social icons, `{prefix}{name}.svg` (chrome-and-consent §7: fetched without prefix). */
export const SOCIAL_ICON_PATH_PREFIX = '/images/social/';
/** Path prefix of the brand logos of the footer, `{prefix}{brandId}.svg`. */
export const FOOTER_BRAND_LOGO_PATH_PREFIX = '/images/brands/';

/** A footer link (chrome-and-consent §3): `url` is a path inside the frame (starts with `/`) or an absolute https URL. */
export const FooterLinkSchema = z.object({
  title: z.string().min(1).max(200),
  url: z.string().min(1).max(2000).regex(/^(\/(?!\/)|https:\/\/)/, 'Expected a path or an https URL'),
});
export type FooterLink = z.infer<typeof FooterLinkSchema>;

/** One brand of the footer's brand row: its id, the name people read and the logo (an SVG on the product origin). */
export const FooterBrandSchema = z.object({
  id: BrandIdSchema,
  name: z.string().min(1),
  logoUrl: z.string().startsWith(FOOTER_BRAND_LOGO_PATH_PREFIX),
});
export type FooterBrand = z.infer<typeof FooterBrandSchema>;

/** Reply of {@link FOOTER_BRANDS_PATH}: `brands` in display order (core-and-business §7 "reply field brands"). */
export const FooterBrandsReplySchema = z.object({ brands: z.array(FooterBrandSchema) });
export type FooterBrandsReply = z.infer<typeof FooterBrandsReplySchema>;

/**
 * Which known entry of the privacy menu a link is, so the frame shows its own translated label; `null` for an
 * extra link whose `title` is shown as given.
 */
export const PrivacyMenuLinkKindSchema = z.enum(['privacyPolicy', 'termsOfUse', 'ccpa']).nullable();

/**
 * Reply of {@link PRIVACY_MENU_PATH} (chrome-and-consent §2 "Privacy menu", §6): where "Manage privacy" leads
 * (`/privacy/manage` for visitors, `/profile/account` for signed-in users), the privacy-preferences link, and the
 * extra links (title, url).
 */
export const PrivacyMenuReplySchema = z.object({
  managePrivacyUrl: z.string().startsWith('/'),
  privacyPreferencesUrl: z.string().startsWith('/'),
  links: z.array(FooterLinkSchema.extend({ kind: PrivacyMenuLinkKindSchema })),
});
export type PrivacyMenuReply = z.infer<typeof PrivacyMenuReplySchema>;

// SocialSiteNameSchema (the social sites the product has icons for) lives in partner.ts: the partner bootstrap the
// first page parses names them, and importing it from here put this module's schemas on the first page (issue #23).
