/**
 * Original wordmark logos: a small geometric mark (drawn for this product, not any company's artwork)
 * followed by the brand name as SVG `<text>`. Spec: chrome-and-consent §2 (header logo: brand variants
 * with their own logos). Compact, Pride and Ukrainian-themed variants are not drawn here.
 *
 * Every SVG starts with `<svg`, carries `role="img"` and a `<title>` (its accessible name) and uses only
 * the brand's own token colours.
 */
import type { BrandId } from '@travel/contract';
import { BRAND_TOKENS, type BrandColors } from './tokens.ts';
import { BRAND_CHOICES } from './names.ts';

/** Height of every wordmark's viewBox, in SVG user units (the mark is a 32x32 square inside it). */
export const LOGO_HEIGHT = 32;

const FONT_SIZE = 18;
/** Rough advance width of one character at FONT_SIZE in a sans-serif face; used to size the viewBox. */
const CHAR_WIDTH = 10.5;

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The 32x32 marks, one per brand; `c` gives the brand's colours. */
const MARKS: Record<BrandId, (c: BrandColors) => string> = {
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

/** Builds the wordmark SVG of one brand: mark, 8 units of space, then the name in the brand's text colour. */
function wordmark(id: BrandId, displayName: string): string {
  const tokens = BRAND_TOKENS[id];
  const c = tokens.colors;
  const name = escapeXml(displayName);
  const width = 32 + 8 + Math.ceil(displayName.length * CHAR_WIDTH) + 4;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${LOGO_HEIGHT}" width="${width}" height="${LOGO_HEIGHT}" role="img">` +
    `<title>${name}</title>` +
    MARKS[id](c) +
    `<text x="40" y="23" font-family="${escapeXml(tokens.fontStack)}" font-size="${FONT_SIZE}" font-weight="700" fill="${c.text}">${name}</text>` +
    `</svg>`
  );
}

/** Wordmark SVG markup of every brand id in contract `BRAND_IDS`. */
export const BRAND_LOGOS: Readonly<Record<BrandId, string>> = Object.fromEntries(
  BRAND_CHOICES.map((b) => [b.id, wordmark(b.id, b.displayName)]),
) as Record<BrandId, string>;
