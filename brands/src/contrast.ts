/**
 * WCAG 2.x colour contrast, as pure functions on `#rrggbb` strings (no dependencies, so the brand tests and
 * any tool can check token pairs). Definitions: WCAG 2.2 "relative luminance" and "contrast ratio"
 * (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance); AA needs 4.5:1 for body text, 3:1 for large text
 * and non-text UI. Spec: chrome-and-consent §2 (brand variants); issue #8 (semantic colours, 4.5:1).
 */

/** WCAG AA minimum contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG AA minimum contrast for non-text UI, focus indicators included (WCAG 2.2 SC 1.4.11). */
export const MIN_NON_TEXT_CONTRAST = 3;

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

/** The 0-255 red, green and blue channels of `#rrggbb`. Throws a `TypeError` for any other format. */
function channels(hex: string): [number, number, number] {
  const match = HEX_COLOUR.exec(hex);
  if (!match) throw new TypeError(`Expected a #rrggbb colour, got "${hex}"`);
  const n = Number.parseInt(match[1] ?? '', 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** WCAG relative luminance of `#rrggbb`, 0 (black) to 1 (white). Throws a `TypeError` for other formats. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG contrast ratio of two `#rrggbb` colours, 1 (same) to 21 (black on white); symmetric in its arguments.
 * Throws a `TypeError` for other formats.
 */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color-mix(in srgb, a weight, b)` as `#rrggbb`: `weight` (0..1) of `a`, the rest of `b`, per channel,
 * rounded. Lets tests check text on the tinted backgrounds the frame's CSS mixes. Throws a `TypeError` for
 * colours in other formats and a `RangeError` for a weight outside 0..1.
 */
export function mixColors(a: string, b: string, weight: number): string {
  if (!(weight >= 0 && weight <= 1)) throw new RangeError(`weight must be within 0..1, got ${weight}`);
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca.map((v, i) => Math.round(v * weight + (cb[i] ?? 0) * (1 - weight)).toString(16).padStart(2, '0')).join('')}`;
}
