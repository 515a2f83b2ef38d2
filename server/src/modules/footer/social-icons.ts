/**
 * The product's social icons (chrome-and-consent §2 "Footer": social links; §7 "GET of an icon svg url"): original,
 * deliberately simple 24x24 glyphs drawn for this product (a rounded tile with a geometric sign), not any
 * company's artwork. Each starts with `<svg`, uses `currentColor` so the footer's text colour applies, and is
 * decorative (the link around it carries the accessible name).
 */
import type { SocialSiteName } from '@travel/contract';

const tile = (inner: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">` +
  `<rect x="1" y="1" width="22" height="22" rx="6" fill="none" stroke="currentColor" stroke-width="2"/>${inner}</svg>`;

/** SVG markup per social site name. */
export const SOCIAL_ICONS: Readonly<Record<SocialSiteName, string>> = {
  // A lower-case "f"-like hook.
  facebook: tile('<path d="M14 6h-2a2 2 0 0 0-2 2v12M8 11h6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'),
  // A lens in a frame with a dot.
  instagram: tile('<circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="17" cy="7" r="1.2" fill="currentColor"/>'),
  // Two crossing strokes.
  x: tile('<path d="M7 7l10 10M17 7L7 17" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'),
  // A play triangle.
  youtube: tile('<path d="M10 8v8l6-4z" fill="currentColor"/>'),
  // A note: a stem with a flag and a head.
  tiktok: tile('<path d="M12 6v9.5a2.5 2.5 0 1 1-2.5-2.5M12 6c0 2 1.5 3.5 4 3.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'),
};
