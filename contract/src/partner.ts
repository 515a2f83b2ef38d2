/**
 * Partner configuration and the frame's bootstrap data.
 * Issue #2 §5: partners table (id, allowed host origins, relay allow-list, default brand).
 *
 * zod/mini, as every schema the front door parses (contract/README.md "First page schemas").
 */
import { z } from 'zod/mini';
import { BrandIdSchema } from './brand.ts';
import { LocaleTagSchema, CurrencyCodeSchema } from './locale.ts';
import { FrameLogoOptionsSchema } from './logo.ts';

/** Names of the social sites the product has icons for (`{SOCIAL_ICON_PATH_PREFIX}{name}.svg`). (footer.ts serves them; defined here with the bootstrap that names them, issue #23). */
export const SocialSiteNameSchema = z.enum(['facebook', 'instagram', 'x', 'youtube', 'tiktok']);
export type SocialSiteName = z.infer<typeof SocialSiteNameSchema>;

/** A site-wide message a partner's operator configured (plain text; the frame never renders it as HTML). */
export const SiteWideMessageSchema = z.object({
  /** Stable id; a visitor's dismissal is remembered per id. */
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  text: z.string().check(z.minLength(1), z.maxLength(500)),
  /** Optional "More information" link: an absolute https URL or a path inside the frame. */
  url: z.nullable(z.string().check(z.maxLength(2000))),
  /** `info` (neutral) or `warning` (disruptions). */
  tone: z.enum(['info', 'warning']),
});
export type SiteWideMessage = z.infer<typeof SiteWideMessageSchema>;

export const HttpMethodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
export type HttpMethod = z.infer<typeof HttpMethodSchema>;

/** Exact origin: scheme, host and optional port, no path (e.g. `https://partner.example`). */
export const OriginSchema = z.string().check(z.regex(/^https?:\/\/[^/?#\s]+$/, 'Expected an origin such as https://partner.example'));

/**
 * A request the host may relay through the frame: this method on a path under `pathPrefix`, matched by whole
 * path segments ({@link relayPathMatches}).
 */
export const RelayRuleSchema = z.object({
  method: HttpMethodSchema,
  pathPrefix: z.string().check(z.startsWith('/')),
});
export type RelayRule = z.infer<typeof RelayRuleSchema>;

/**
 * Whether a relay rule's `pathPrefix` allows `path` (the URL path, no query), by whole path segments
 * (issue #6 item 7): a prefix that ends in `/` (`/i/api/affiliate/ui/metrics/v1/`) allows every path below
 * it; any other prefix (`/i/api/flights/v1/search`) allows exactly that path and paths below it
 * (`/i/api/flights/v1/search/x`), never a longer sibling (`/i/api/flights/v1/searchXYZ`).
 * Pure; used by the frame's relay check and the server's relay guard so the two cannot drift. Callers refuse
 * dot segments and encoded separators before asking.
 */
export function relayPathMatches(prefix: string, path: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Default relay allow-list: the flight search API and the metrics call (issue #2 §3). */
export const DEFAULT_RELAY_ALLOW_LIST: RelayRule[] = [
  { method: 'GET', pathPrefix: '/i/api/flights/v1/search' },
  { method: 'GET', pathPrefix: '/i/api/airports/v1/autocomplete' },
  { method: 'POST', pathPrefix: '/i/api/affiliate/ui/metrics/v1/' },
];

export const PartnerIdSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'Expected a partner id such as demo'));

/** An absolute http(s) URL (a partner's own link or icon address). */
const HttpUrlSchema = z
  .string()
  .check(z.maxLength(2000), z.regex(/^https?:\/\/[^/?#\s]+(\/[^\s]*)?$/, 'Expected an http(s) URL such as https://partner.example/icon.svg'));

/** Most social links a partner may configure (the footer's "Follow us" row). */
export const MAX_PARTNER_SOCIAL_LINKS = 8;

/**
 * A partner's own social link in the footer's "Follow us" row (chrome-and-consent §3 "Social site: name, url";
 * §7 "GET of an icon svg url ... fetched without prefix"). `iconUrl` absent: the product's icon for `name`
 * (`/images/social/{name}.svg`); present: the frame fetches that SVG (an untrusted document: it must start with
 * svg markup and is sanitised before use), and the frame's CSP allows the icon's origin in connect-src.
 */
export const PartnerSocialLinkSchema = z.object({
  name: SocialSiteNameSchema,
  url: HttpUrlSchema,
  iconUrl: z.optional(HttpUrlSchema),
});
export type PartnerSocialLink = z.infer<typeof PartnerSocialLinkSchema>;

export const PartnerSchema = z.object({
  id: PartnerIdSchema,
  name: z.string(),
  allowedOrigins: z.array(OriginSchema),
  relayAllowList: z.array(RelayRuleSchema),
  defaultBrand: BrandIdSchema,
  /** The partner's social links; absent or empty: the product's default links. */
  socialLinks: z.optional(z.array(PartnerSocialLinkSchema).check(z.maxLength(MAX_PARTNER_SOCIAL_LINKS))),
});
export type Partner = z.infer<typeof PartnerSchema>;

/**
 * Query of the frame URL `/p/{partnerId}/...?brand=&locale=&currency=` as the host SDK builds it.
 * Every field is optional: the partner's default brand, `en-US` and `USD` apply.
 */
export const FrameQuerySchema = z.object({
  brand: z.optional(z.string()),
  locale: z.optional(LocaleTagSchema),
  currency: z.optional(CurrencyCodeSchema),
});
export type FrameQuery = z.infer<typeof FrameQuerySchema>;

/** Data the server embeds in the frame's HTML (`<script id="frame-bootstrap" type="application/json">`). */
export const FrameBootstrapSchema = z.object({
  partner: PartnerSchema,
  /** Requested brand as given (may be unknown: the frame falls back to the default with a warning). */
  brandDisplayName: z.string(),
  locale: LocaleTagSchema,
  currency: CurrencyCodeSchema,
  /**
   * The host's header logo choice (chrome-and-consent §2), read by the frame from its own URL (`?logo=&presentation=`,
   * see logo.ts) and kept across reloads; absent means the default (logo.ts DEFAULT_FRAME_LOGO_OPTIONS). The server does not set it.
   */
  logo: z.optional(FrameLogoOptionsSchema),
  /**
   * The IAB-assigned CMP id the frame's `__tcfapi` reports and writes into TC strings (issue #22; server TCF_CMP_ID).
   * IAB ids are 12-bit and 0 and 1 are invalid; absent: the frame's placeholder (frame-app industry/constants.ts).
   */
  tcfCmpId: z.optional(z.number().check(z.int(), z.minimum(2), z.maximum(4095))),
  /**
   * Raster map tiles for the hotel maps (issue #22 item 5), from the server's `MAP_TILE_URL` /
   * `MAP_TILE_ATTRIBUTION`: a Leaflet URL template (`https://{s}.tile.example.com/{z}/{x}/{y}.png`) and its credit.
   * Absent: the maps draw the offline basemap only. The frame page's CSP `img-src` allows the template's origin.
   */
  mapTiles: z.optional(z.object({ urlTemplate: z.string().check(z.minLength(1), z.maxLength(500)), attribution: z.string().check(z.maxLength(300)) })),
  /**
   * The site-wide message for this partner and `locale` at page time (the navigation state's siteWideMessageState;
   * null: none). In the page, so the message bar is there on the first paint instead of arriving later and pushing
   * the page down (issue #22). Absent: the frame asks for it (navigation state) as before.
   */
  siteMessage: z.optional(z.nullable(SiteWideMessageSchema)),
});
export type FrameBootstrap = z.infer<typeof FrameBootstrapSchema>;

/** Id of the script element carrying the bootstrap JSON. */
export const FRAME_BOOTSTRAP_ELEMENT_ID = 'frame-bootstrap';
