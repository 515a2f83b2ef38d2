/**
 * Brand registry (`@travel/brands`): everything in core.ts (tokens, names, the logo choice, CSS variables) plus the
 * original logo artwork: the wordmarks drawn as outlines (BRAND_LOGOS, logos.ts) and every header logo variant of
 * every brand (LOGO_ASSETS, logo-variants.ts). Spec: chrome-and-consent §2 (brand variants with their own logos).
 *
 * The frame imports `@travel/brands/core` instead, so its first script carries no artwork.
 */
export * from './core.ts';
export { BRAND_LOGOS, LOGO_HEIGHT } from './logos.ts';
export { LOGO_ASSETS, chooseLogo, logoAssetDataUrl, type LogoAsset, type LogoChoice } from './logo-variants.ts';
