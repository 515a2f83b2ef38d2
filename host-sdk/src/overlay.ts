/**
 * The loading overlay the host shows over the frame until the frame reports it is ready
 * (core-and-business §7: display-spinner, hide-spinner, record-load-success), and the fallback that replaces
 * it when the frame does not load (issue #8: no endless spinner).
 *
 * Layout-critical styles are set through the CSSOM (allowed under a strict partner CSP); the look and
 * the spin animation come from one small `<style>` injected once per document. Colours come from the
 * mount's brand as CSS custom properties (no colours in the stylesheet), from the generated
 * `overlay-themes.json` (a subset of brands `BRAND_TOKENS`; host-sdk/scripts/generate-overlay-themes.ts).
 */
import overlayThemes from './generated/overlay-themes.json';

/**
 * The overlay's theme of one brand: the CSS declarations of its custom properties `--thsdk-bg`, `--thsdk-fg`,
 * `--thsdk-track`, `--thsdk-text` and `--thsdk-radius` (generated; host-sdk/scripts/generate-overlay-themes.ts).
 */
export type OverlayTheme = string;

/** Overlay themes by brand id (every id of contract `BRAND_IDS`; checked by overlay-themes.test.ts). */
export const OVERLAY_THEMES: Readonly<Record<string, OverlayTheme>> = overlayThemes;

/** Id of the injected `<style>` element; one per document. */
export const STYLE_ELEMENT_ID = 'travel-host-sdk-style';
/** Class of the overlay element (and of the fallback, which shares its layout). */
export const OVERLAY_CLASS = 'thsdk-overlay';
/** Class of the load-failure fallback. */
export const FALLBACK_CLASS = 'thsdk-fallback';

const CSS =
  `.${OVERLAY_CLASS}{display:flex;align-items:flex-start;justify-content:center;padding-top:96px;box-sizing:border-box;` +
  `background:var(--thsdk-bg);border-radius:var(--thsdk-radius)}` +
  `.${OVERLAY_CLASS}[hidden]{display:none}` +
  `.${FALLBACK_CLASS}{flex-direction:column;align-items:center;gap:8px;padding:96px 16px 0;text-align:center;` +
  `color:var(--thsdk-text);font:16px/1.5 system-ui,sans-serif}.${FALLBACK_CLASS} a{color:inherit}` +
  `.thsdk-spinner{width:40px;height:40px;box-sizing:border-box;border-radius:50%;border:4px solid var(--thsdk-track);` +
  `border-top-color:var(--thsdk-fg);animation:thsdk-spin .8s linear infinite}` +
  `@keyframes thsdk-spin{to{transform:rotate(360deg)}}` +
  `@media (prefers-reduced-motion:reduce){.thsdk-spinner{animation-duration:2.4s}}`;

/** Adds the SDK stylesheet to `doc` unless it is already there (idempotent; shared by every mount). */
export function ensureStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ELEMENT_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ELEMENT_ID;
  style.textContent = CSS;
  (doc.head ?? doc.documentElement).appendChild(style);
}

/** A `div` of class {@link OVERLAY_CLASS} absolutely covering its positioned parent, themed from `theme`. */
function cover(doc: Document, theme: OverlayTheme, role: string): HTMLDivElement {
  const el = doc.createElement('div');
  el.className = OVERLAY_CLASS;
  el.setAttribute('role', role);
  // CSSOM (not a style attribute in markup), so a strict partner CSP still allows it.
  el.style.cssText = `position:absolute;inset:0;z-index:1;${theme}`;
  return el;
}

/**
 * Creates the (visible) overlay: `role="status"` with accessible name `label`, absolutely covering its
 * positioned parent, themed from `theme` (background, spinner colours, radius).
 */
export function createOverlay(doc: Document, theme: OverlayTheme, label: string): HTMLDivElement {
  const overlay = cover(doc, theme, 'status');
  overlay.setAttribute('aria-label', label);
  const spinner = overlay.appendChild(doc.createElement('span'));
  spinner.className = 'thsdk-spinner';
  spinner.setAttribute('aria-hidden', 'true');
  return overlay;
}

/**
 * Creates the load-failure fallback: `role="alert"` (announced when inserted), covering the frame like the
 * overlay, with `message` and a link `linkText` that opens `href` (the product page) in a new tab
 * (`rel="noopener"`), in the brand's text colour on its background.
 */
export function createFallback(doc: Document, theme: OverlayTheme, message: string, linkText: string, href: string): HTMLDivElement {
  const fallback = cover(doc, theme, 'alert');
  fallback.classList.add(FALLBACK_CLASS);
  const link = doc.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = linkText;
  fallback.append(message, link);
  return fallback;
}
