/**
 * Which header logo asset to show, without the artwork (chrome-and-consent §2 "Header logo": the choice depends on
 * the brand, presentation, inverted or compact choice, the Pride flag and the Ukrainian-themed set). The artwork
 * itself lives in logo-variants.ts; the frame only needs the keys, because the product serves every asset as an
 * SVG image ({@link logoImagePath}), so the frame's first script carries no wordmark outlines.
 *
 * Data plus pure functions; never throws.
 */
import type { LogoPresentation } from '@travel/contract';
import { BRAND_CHOICES } from './names.ts';

/** Keys of the drawn logo assets, in gallery order. Every brand has every key (see logo-variants.ts). */
export const LOGO_ASSET_KEYS = [
  'default',
  'pres-aos',
  'pres-dark-mode',
  'inverted',
  'compact',
  'compact-pres-dark-mode',
  'compact-inverted',
  'pride',
  'pride-compact',
  'ukraine',
  'ukraine-compact',
] as const;
export type LogoAssetKey = (typeof LOGO_ASSET_KEYS)[number];

/** Background a logo asset is drawn for: the light header, the brand's primary colour, or a dark header. */
export type LogoBackground = 'light' | 'primary' | 'dark';

/** The background each asset is drawn for (what it must be shown on to be legible). */
export const LOGO_BACKGROUND: Readonly<Record<LogoAssetKey, LogoBackground>> = {
  default: 'light',
  'pres-aos': 'light',
  'pres-dark-mode': 'dark',
  inverted: 'primary',
  compact: 'light',
  'compact-pres-dark-mode': 'dark',
  'compact-inverted': 'primary',
  pride: 'light',
  'pride-compact': 'light',
  ukraine: 'light',
  'ukraine-compact': 'light',
};

/** The mark-only assets. */
export const COMPACT_LOGO_KEYS: ReadonlySet<LogoAssetKey> = new Set(['compact', 'compact-pres-dark-mode', 'compact-inverted', 'pride-compact', 'ukraine-compact']);

/** What decides the header logo (chrome-and-consent §2: vertical, brand, presentation, inverted or compact, Pride). */
export interface LogoChoiceInput {
  /** Brand id; an id with no assets gives `undefined`. */
  brand: string;
  /** The host's presentation variant. */
  presentation: LogoPresentation;
  /** Light-on-primary logo. */
  inverted: boolean;
  /** Mark only at every width. */
  compact: boolean;
  /** Pride-themed logo (wins over Ukrainian-themed and inverted). */
  pride: boolean;
  /** Ukrainian-themed logo (wins over inverted). */
  ukraine: boolean;
}

/** The keys of the full logo and of its compact counterpart (shown at narrow widths; equal when compact). */
export interface LogoKeys {
  full: LogoAssetKey;
  compact: LogoAssetKey;
}

function isLogoAssetKey(key: string): key is LogoAssetKey {
  return (LOGO_ASSET_KEYS as readonly string[]).includes(key);
}

/**
 * Chooses the header logo's asset keys (chrome-and-consent §2 "Header logo"). Precedence: Pride, then
 * Ukrainian-themed, then inverted, then the presentation; `compact` shows the mark at every width. Themed or
 * inverted logos combined with `pres-dark-mode` have no artwork.
 * @returns the keys, or `undefined` when the brand is unknown or the combination has no asset (the caller logs
 *   'Logo not found' and renders nothing, §8). Pure; never throws.
 */
export function chooseLogoKeys(input: LogoChoiceInput): LogoKeys | undefined {
  if (!BRAND_CHOICES.some((b) => b.id === input.brand)) return undefined;
  let full: string;
  let compact: string;
  if (input.pride) [full, compact] = ['pride', 'pride-compact'];
  else if (input.ukraine) [full, compact] = ['ukraine', 'ukraine-compact'];
  else if (input.inverted) [full, compact] = ['inverted', 'compact-inverted'];
  else if (input.presentation === 'pres-dark-mode') [full, compact] = ['pres-dark-mode', 'compact-pres-dark-mode'];
  else if (input.presentation === 'pres-aos') [full, compact] = ['pres-aos', 'compact'];
  else [full, compact] = ['default', 'compact'];
  // Themed sets exist for the light presentation only: a Pride logo on a dark header has no asset (see logo-variants.ts).
  if ((input.pride || input.ukraine || input.inverted) && input.presentation === 'pres-dark-mode') full = `${full}-pres-dark-mode`;
  if (input.compact) full = compact;
  return isLogoAssetKey(full) && isLogoAssetKey(compact) ? { full, compact } : undefined;
}

/** Path prefix under which the product serves every logo asset as SVG (server footer module). */
export const LOGO_IMAGE_PATH_PREFIX = '/images/logos/';

/** Product-relative URL of one logo asset, e.g. `/images/logos/momondo/pride.svg`. */
export function logoImagePath(brand: string, key: LogoAssetKey): string {
  return `${LOGO_IMAGE_PATH_PREFIX}${encodeURIComponent(brand)}/${key}.svg`;
}
