/**
 * The loading overlay the host shows over the frame until the frame reports it is ready
 * (core-and-business §7: display-spinner, hide-spinner, record-load-success).
 *
 * Layout-critical styles are set through the CSSOM (allowed under a strict partner CSP); the look and
 * the spin animation come from one small `<style>` injected once per document. Colours come from the
 * mount's brand tokens as CSS custom properties (no colours in the stylesheet).
 */
import type { BrandTokens } from '../../brands/src/tokens.ts';

/** Id of the injected `<style>` element; one per document. */
export const STYLE_ELEMENT_ID = 'travel-host-sdk-style';
/** Class of the overlay element. */
export const OVERLAY_CLASS = 'thsdk-overlay';

const CSS =
  `.${OVERLAY_CLASS}{display:flex;align-items:flex-start;justify-content:center;padding-top:96px;box-sizing:border-box;` +
  `background:var(--thsdk-bg);border-radius:var(--thsdk-radius)}` +
  `.${OVERLAY_CLASS}[hidden]{display:none}` +
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

/**
 * Creates the (visible) overlay: `role="status"` with accessible name `label`, absolutely covering its
 * positioned parent, themed from `tokens` (background, primary, border, radius).
 */
export function createOverlay(doc: Document, tokens: BrandTokens, label: string): HTMLDivElement {
  const overlay = doc.createElement('div');
  overlay.className = OVERLAY_CLASS;
  overlay.setAttribute('role', 'status');
  overlay.setAttribute('aria-label', label);
  const c = tokens.colors;
  // CSSOM (not a style attribute in markup), so a strict partner CSP still allows it.
  overlay.style.cssText =
    `position:absolute;inset:0;z-index:1;--thsdk-bg:${c.background};--thsdk-fg:${c.primary};` +
    `--thsdk-track:${c.border};--thsdk-radius:${tokens.radiusPx}px`;
  const spinner = overlay.appendChild(doc.createElement('span'));
  spinner.className = 'thsdk-spinner';
  spinner.setAttribute('aria-hidden', 'true');
  return overlay;
}
