/**
 * Original wordmark logos: a small geometric mark (drawn for this product, not any company's artwork)
 * followed by the brand name as SVG path outlines (Inter Bold, brands/src/wordmark-paths.generated.ts), never
 * `<text>`: text in SVG depends on the fonts installed where it is shown and clipped 'HotelsCombined',
 * 'momondo', 'Mundi' and 'OpenTable' (issue #10). The viewBox width comes from the real glyph advance widths.
 * Spec: chrome-and-consent §2 (header logo: brand variants with their own logos). The other variants (compact,
 * inverted, presentations, Pride, Ukrainian-themed) are built from the same pieces in logo-variants.ts.
 *
 * Every SVG starts with `<svg`, carries `role="img"` and a `<title>` (its accessible name).
 */
import type { BrandId } from '@travel/contract';
import { BRAND_TOKENS, type BrandColors } from './tokens.ts';
import { BRAND_CHOICES } from './names.ts';
import { WORDMARK_PATHS } from './wordmark-paths.generated.ts';

/** Height of every wordmark's viewBox, in SVG user units (the mark is a 32x32 square inside it). */
export const LOGO_HEIGHT = 32;

/** Space between the 32-unit mark and the name, SVG user units. */
export const MARK_GAP = 8;
/** Space after the name's advance width, SVG user units (room for the last glyph's overhang). */
const END_PAD = 2;

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The 32x32 marks, one per brand; `c` gives the brand's colours. */
export const MARKS: Readonly<Record<BrandId, (c: BrandColors) => string>> = {
  // A compass-like circle with a pointer.
  default: (c) =>
    `<circle cx="16" cy="16" r="14" fill="${c.primary}"/><path d="M9 23 L23 9 L18 19 Z" fill="${c.onPrimary}"/><circle cx="16" cy="16" r="2" fill="${c.accent}"/>`,
  // Three overlapping dots.
  momondo: (c) =>
    `<circle cx="9" cy="16" r="7" fill="${c.primary}"/><circle cx="16" cy="16" r="7" fill="${c.accent}" fill-opacity="0.85"/><circle cx="23" cy="16" r="7" fill="${c.primary}" fill-opacity="0.7"/>`,
  // A rounded square with an upward chevron.
  cheapflights: (c) =>
    `<rect x="2" y="2" width="28" height="28" rx="7" fill="${c.primary}"/><path d="M8 20 L16 11 L24 20" fill="none" stroke="${c.accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A simple house: roof triangle over a square.
  hotelscombined: (c) =>
    `<path d="M3 15 L16 4 L29 15 Z" fill="${c.primary}"/><rect x="7" y="15" width="18" height="14" fill="${c.primary}"/><rect x="13" y="20" width="6" height="9" fill="${c.onPrimary}"/>`,
  // A globe: circle with a meridian and an equator.
  mundi: (c) =>
    `<circle cx="16" cy="16" r="13" fill="none" stroke="${c.primary}" stroke-width="3"/><ellipse cx="16" cy="16" rx="5" ry="13" fill="none" stroke="${c.primary}" stroke-width="2"/><path d="M3 16 H29" stroke="${c.accent}" stroke-width="2"/>`,
  // Two stacked waves.
  swoodoo: (c) =>
    `<path d="M2 13 C8 5 14 21 20 13 S28 9 30 11" fill="none" stroke="${c.primary}" stroke-width="4" stroke-linecap="round"/><path d="M2 22 C8 14 14 30 20 22 S28 18 30 20" fill="none" stroke="${c.accent}" stroke-width="4" stroke-linecap="round"/>`,
  // A tick in a circle.
  checkfelix: (c) =>
    `<circle cx="16" cy="16" r="14" fill="${c.primary}"/><path d="M9 16.5 L14 21.5 L23 11" fill="none" stroke="${c.onPrimary}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A ring with a small dot beside it (a plate and a table marker).
  opentable: (c) =>
    `<circle cx="13" cy="16" r="10" fill="none" stroke="${c.primary}" stroke-width="5"/><circle cx="27" cy="16" r="3.5" fill="${c.accent}"/>`,
  // A case: rounded body with a handle and a band.
  b2b: (c) =>
    `<rect x="3" y="9" width="26" height="19" rx="3" fill="${c.primary}"/><path d="M11 9 V5 H21 V9" fill="none" stroke="${c.primary}" stroke-width="3"/><rect x="3" y="16" width="26" height="3" fill="${c.accent}"/>`,
};

/** Colours of the name in a wordmark and the markup drawn in the 32x32 mark square. */
export interface WordmarkParts {
  /** Name people read; also the SVG's `<title>`. Must be one of the generated wordmark names. */
  displayName: string;
  /** Markup of the 32x32 mark (drawn at the origin). */
  mark: string;
  /** CSS colour of the name. */
  textColor: string;
  /** Extra markup placed first (e.g. `<defs>`), optional. */
  defs?: string;
}

/**
 * Builds a wordmark SVG: the mark, {@link MARK_GAP} units of space, then the name's outline in `textColor`.
 * Width = 32 + 8 + the name's advance width + 2 (SVG user units); height {@link LOGO_HEIGHT}.
 * @throws Error when `displayName` has no generated outline (run scripts/generate-wordmarks.ts).
 */
export function wordmarkSvg(parts: WordmarkParts): { svg: string; width: number } {
  const outline = WORDMARK_PATHS[parts.displayName];
  if (!outline) throw new Error(`No wordmark outline for "${parts.displayName}"; run scripts/generate-wordmarks.ts`);
  const textX = LOGO_HEIGHT + MARK_GAP;
  const width = textX + outline.width + END_PAD;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${LOGO_HEIGHT}" width="${width}" height="${LOGO_HEIGHT}" role="img">` +
    `<title>${escapeXml(parts.displayName)}</title>` +
    (parts.defs ?? '') +
    parts.mark +
    `<path transform="translate(${textX} 0)" fill="${parts.textColor}" d="${outline.d}"/>` +
    `</svg>`;
  return { svg, width };
}

/** Builds a mark-only SVG (32x32): the compact logo. */
export function markSvg(parts: Omit<WordmarkParts, 'textColor'>): { svg: string; width: number } {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_HEIGHT} ${LOGO_HEIGHT}" width="${LOGO_HEIGHT}" height="${LOGO_HEIGHT}" role="img">` +
    `<title>${escapeXml(parts.displayName)}</title>` +
    (parts.defs ?? '') +
    parts.mark +
    `</svg>`;
  return { svg, width: LOGO_HEIGHT };
}

/** Wordmark SVG markup of every brand id in contract `BRAND_IDS` (the default variant, brand colours). */
export const BRAND_LOGOS: Readonly<Record<BrandId, string>> = /* @__PURE__ */ Object.fromEntries(
  BRAND_CHOICES.map((b) => {
    const c = BRAND_TOKENS[b.id].colors;
    return [b.id, wordmarkSvg({ displayName: b.displayName, mark: MARKS[b.id](c), textColor: c.text }).svg];
  }),
) as Record<BrandId, string>;
