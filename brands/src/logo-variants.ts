/**
 * Every header logo variant of every brand, and the pure choice of one (chrome-and-consent §2 "Header logo":
 * presentation variants default (empty), pres-aos, pres-dark-mode; compact logos per vertical group; inverted and
 * compact choices; a Pride-themed and a Ukrainian-themed set; the b2b brand is one of the brands). All artwork is
 * original: each brand's geometric mark (logos.ts) recoloured, plus the name as Inter Bold outlines.
 *
 * The spec does not show the artwork of each variant; our readings, per {@link LogoAssetKey}:
 * - `default`: the mark in the brand colours and the name in the brand's text colour (on the light header).
 * - `pres-aos`: "always on surface": the mark on a rounded tile of the brand's surface colour, the name in the
 *   brand's primary colour (for partner pages whose header is a tinted surface).
 * - `pres-dark-mode`: colours for a dark header: the mark lightened (primary mixed 55 % with white, details dark),
 *   the name white.
 * - `inverted`: light on the brand's primary background: the mark's fills and the name in `onPrimary`, its details
 *   in `primary`.
 * - `compact`, `compact-pres-dark-mode`, `compact-inverted`: the mark alone (32x32), for narrow headers.
 * - `pride`, `pride-compact`: the brand's mark filled with a six-stripe rainbow, the name in the text colour.
 * - `ukraine`, `ukraine-compact`: the brand's mark in blue (#0057b7) and yellow (#ffd700).
 *
 * Data plus pure functions; never throws at run time (missing combinations give `undefined`).
 */
import type { BrandId } from '@travel/contract';
import { BRAND_CHOICES } from './names.ts';
import { BRAND_TOKENS, type BrandColors } from './tokens.ts';
import { mixColors } from './contrast.ts';
import { LOGO_HEIGHT, MARKS, markSvg, wordmarkSvg } from './logos.ts';
import { COMPACT_LOGO_KEYS, LOGO_ASSET_KEYS, LOGO_BACKGROUND, chooseLogoKeys, type LogoAssetKey, type LogoBackground, type LogoChoiceInput } from './logo-choice.ts';

export { LOGO_ASSET_KEYS, type LogoAssetKey, type LogoBackground, type LogoChoiceInput } from './logo-choice.ts';

/** One drawn logo. */
export interface LogoAsset {
  brand: BrandId;
  key: LogoAssetKey;
  /** SVG markup; starts with `<svg`, has `role="img"` and a `<title>` (the brand's display name). */
  svg: string;
  /** Intrinsic size, SVG user units (= CSS px at 1x); height is always {@link LOGO_HEIGHT}. */
  width: number;
  height: number;
  /** True for the mark-only assets. */
  compact: boolean;
  /** What the asset must be shown on to be legible. */
  background: LogoBackground;
}

/** Ukrainian flag blue and yellow. */
const UKRAINE_COLORS = { blue: '#0057b7', yellow: '#ffd700' } as const;
/** Six-stripe rainbow, top to bottom. */
const RAINBOW = ['#e40303', '#ff8c00', '#ffed00', '#008026', '#004dff', '#750787'] as const;
/** Dark-mode header text colour and the dark detail colour of lightened marks. */
const DARK_MODE = { text: '#ffffff', detail: '#14181f' } as const;

const RAINBOW_ID = 'pride-rainbow';
/** A hard-stop vertical gradient of {@link RAINBOW}, used as a fill `url(#pride-rainbow)`. */
const RAINBOW_DEFS =
  `<defs><linearGradient id="${RAINBOW_ID}" x1="0" y1="0" x2="0" y2="1">` +
  RAINBOW.map((colour, i) => `<stop offset="${(i / RAINBOW.length).toFixed(3)}" stop-color="${colour}"/><stop offset="${((i + 1) / RAINBOW.length).toFixed(3)}" stop-color="${colour}"/>`).join('') +
  `</linearGradient></defs>`;

/** The colours each variant draws the mark with, and its name colour and background. */
function variantStyle(key: LogoAssetKey, c: BrandColors): { mark: BrandColors; text: string; defs?: string; tile?: string } {
  switch (key) {
    case 'default':
    case 'compact':
      return { mark: c, text: c.text };
    case 'pres-aos':
      return { mark: c, text: c.primary, tile: c.surface };
    case 'pres-dark-mode':
    case 'compact-pres-dark-mode':
      return { mark: { ...c, primary: mixColors(c.primary, '#ffffff', 0.45), onPrimary: DARK_MODE.detail }, text: DARK_MODE.text };
    case 'inverted':
    case 'compact-inverted':
      return { mark: { ...c, primary: c.onPrimary, onPrimary: c.primary, accent: c.onPrimary }, text: c.onPrimary };
    case 'pride':
    case 'pride-compact':
      return { mark: { ...c, primary: `url(#${RAINBOW_ID})`, accent: `url(#${RAINBOW_ID})`, onPrimary: '#ffffff' }, text: c.text, defs: RAINBOW_DEFS };
    case 'ukraine':
    case 'ukraine-compact':
      return { mark: { ...c, primary: UKRAINE_COLORS.blue, accent: UKRAINE_COLORS.yellow, onPrimary: UKRAINE_COLORS.yellow }, text: c.text };
  }
}

function drawAsset(brand: BrandId, displayName: string, key: LogoAssetKey): LogoAsset {
  const style = variantStyle(key, BRAND_TOKENS[brand].colors);
  const tile = style.tile ? `<rect x="0" y="0" width="32" height="32" rx="8" fill="${style.tile}"/>` : '';
  const mark = tile + MARKS[brand](style.mark);
  const compact = COMPACT_LOGO_KEYS.has(key);
  const { svg, width } = compact
    ? markSvg({ displayName, mark, defs: style.defs })
    : wordmarkSvg({ displayName, mark, textColor: style.text, defs: style.defs });
  return { brand, key, svg, width, height: LOGO_HEIGHT, compact, background: LOGO_BACKGROUND[key] };
}

/** Every drawn asset: brand id -> asset key -> asset. Every brand has every key of {@link LOGO_ASSET_KEYS}. */
export const LOGO_ASSETS: Readonly<Record<BrandId, Readonly<Partial<Record<LogoAssetKey, LogoAsset>>>>> = /* @__PURE__ */ Object.fromEntries(
  BRAND_CHOICES.map(({ id, displayName }) => [id, Object.fromEntries(LOGO_ASSET_KEYS.map((key) => [key, drawAsset(id, displayName, key)]))]),
) as Record<BrandId, Partial<Record<LogoAssetKey, LogoAsset>>>;

/** The full logo and its compact counterpart (shown at narrow widths). */
export interface LogoChoice {
  full: LogoAsset;
  /** The mark-only asset that replaces `full` below the vertical group's breakpoint; same as `full` when compact. */
  compact: LogoAsset;
}

/**
 * Chooses the header logo (chrome-and-consent §2 "Header logo"). Precedence: Pride, then Ukrainian-themed, then
 * inverted, then the presentation; `compact` shows the mark at every width. Themed or inverted logos combined
 * with `pres-dark-mode` have no artwork.
 * @returns the chosen assets, or `undefined` when the brand/variant combination has no asset (the caller logs
 *   'Logo not found' and renders nothing, §8). Pure; never throws.
 */
export function chooseLogo(input: LogoChoiceInput): LogoChoice | undefined {
  const keys = chooseLogoKeys(input);
  const assets = (LOGO_ASSETS as Partial<Record<string, Partial<Record<LogoAssetKey, LogoAsset>>>>)[input.brand];
  const full = keys && assets?.[keys.full];
  const compact = keys && assets?.[keys.compact];
  return full && compact ? { full, compact } : undefined;
}

/** `data:image/svg+xml,...` URL of an asset (percent-encoded), for `<img src>`. */
export function logoAssetDataUrl(asset: Pick<LogoAsset, 'svg'>): string {
  return `data:image/svg+xml,${encodeURIComponent(asset.svg)}`;
}
