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
import type { BrandId, LogoPresentation } from '@travel/contract';
import { BRAND_CHOICES } from './names.ts';
import { BRAND_TOKENS, type BrandColors } from './tokens.ts';
import { mixColors } from './contrast.ts';
import { LOGO_HEIGHT, MARKS, markSvg, wordmarkSvg } from './logos.ts';

/** Keys of the drawn logo assets, in gallery order. */
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
function variantStyle(key: LogoAssetKey, c: BrandColors): { mark: BrandColors; text: string; background: LogoBackground; defs?: string; tile?: string } {
  switch (key) {
    case 'default':
    case 'compact':
      return { mark: c, text: c.text, background: 'light' };
    case 'pres-aos':
      return { mark: c, text: c.primary, background: 'light', tile: c.surface };
    case 'pres-dark-mode':
    case 'compact-pres-dark-mode':
      return { mark: { ...c, primary: mixColors(c.primary, '#ffffff', 0.45), onPrimary: DARK_MODE.detail }, text: DARK_MODE.text, background: 'dark' };
    case 'inverted':
    case 'compact-inverted':
      return { mark: { ...c, primary: c.onPrimary, onPrimary: c.primary, accent: c.onPrimary }, text: c.onPrimary, background: 'primary' };
    case 'pride':
    case 'pride-compact':
      return { mark: { ...c, primary: `url(#${RAINBOW_ID})`, accent: `url(#${RAINBOW_ID})`, onPrimary: '#ffffff' }, text: c.text, background: 'light', defs: RAINBOW_DEFS };
    case 'ukraine':
    case 'ukraine-compact':
      return { mark: { ...c, primary: UKRAINE_COLORS.blue, accent: UKRAINE_COLORS.yellow, onPrimary: UKRAINE_COLORS.yellow }, text: c.text, background: 'light' };
  }
}

const COMPACT_KEYS: ReadonlySet<LogoAssetKey> = new Set(['compact', 'compact-pres-dark-mode', 'compact-inverted', 'pride-compact', 'ukraine-compact']);

function drawAsset(brand: BrandId, displayName: string, key: LogoAssetKey): LogoAsset {
  const style = variantStyle(key, BRAND_TOKENS[brand].colors);
  const tile = style.tile ? `<rect x="0" y="0" width="32" height="32" rx="8" fill="${style.tile}"/>` : '';
  const mark = tile + MARKS[brand](style.mark);
  const compact = COMPACT_KEYS.has(key);
  const { svg, width } = compact
    ? markSvg({ displayName, mark, defs: style.defs })
    : wordmarkSvg({ displayName, mark, textColor: style.text, defs: style.defs });
  return { brand, key, svg, width, height: LOGO_HEIGHT, compact, background: style.background };
}

/** Every drawn asset: brand id -> asset key -> asset. Every brand has every key of {@link LOGO_ASSET_KEYS}. */
export const LOGO_ASSETS: Readonly<Record<BrandId, Readonly<Partial<Record<LogoAssetKey, LogoAsset>>>>> = Object.fromEntries(
  BRAND_CHOICES.map(({ id, displayName }) => [id, Object.fromEntries(LOGO_ASSET_KEYS.map((key) => [key, drawAsset(id, displayName, key)]))]),
) as Record<BrandId, Partial<Record<LogoAssetKey, LogoAsset>>>;

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

/** The full logo and its compact counterpart (shown at narrow widths). */
export interface LogoChoice {
  full: LogoAsset;
  /** The mark-only asset that replaces `full` below the vertical group's breakpoint; same as `full` when compact. */
  compact: LogoAsset;
}

function keysFor(input: Omit<LogoChoiceInput, 'brand'>): [full: string, compact: string] {
  let full: string;
  let compact: string;
  if (input.pride) [full, compact] = ['pride', 'pride-compact'];
  else if (input.ukraine) [full, compact] = ['ukraine', 'ukraine-compact'];
  else if (input.inverted) [full, compact] = ['inverted', 'compact-inverted'];
  else if (input.presentation === 'pres-dark-mode') [full, compact] = ['pres-dark-mode', 'compact-pres-dark-mode'];
  else if (input.presentation === 'pres-aos') [full, compact] = ['pres-aos', 'compact'];
  else [full, compact] = ['default', 'compact'];
  // Themed sets exist for the light presentation only: a Pride logo on a dark header has no asset (see file comment).
  if ((input.pride || input.ukraine || input.inverted) && input.presentation === 'pres-dark-mode') full = `${full}-pres-dark-mode`;
  return input.compact ? [compact, compact] : [full, compact];
}

/**
 * Chooses the header logo (chrome-and-consent §2 "Header logo"). Precedence: Pride, then Ukrainian-themed, then
 * inverted, then the presentation; `compact` shows the mark at every width. Themed or inverted logos combined
 * with `pres-dark-mode` have no artwork.
 * @returns the chosen assets, or `undefined` when the brand/variant combination has no asset (the caller logs
 *   'Logo not found' and renders nothing, §8). Pure; never throws.
 */
export function chooseLogo(input: LogoChoiceInput): LogoChoice | undefined {
  const assets = (LOGO_ASSETS as Partial<Record<string, Partial<Record<string, LogoAsset>>>>)[input.brand];
  if (!assets) return undefined;
  const [fullKey, compactKey] = keysFor(input);
  const full = assets[fullKey];
  const compact = assets[compactKey];
  return full && compact ? { full, compact } : undefined;
}

/** `data:image/svg+xml,...` URL of an asset (percent-encoded), for `<img src>`. */
export function logoAssetDataUrl(asset: Pick<LogoAsset, 'svg'>): string {
  return `data:image/svg+xml,${encodeURIComponent(asset.svg)}`;
}
