/**
 * Every header logo of every brand as ready-to-show images, for brand managers' pages such as the demo partner
 * site's "Brand gallery" (chrome-and-consent §2 "Header logo": every brand variant, the presentation, inverted,
 * compact, Pride and Ukrainian-themed logos; issue #10).
 *
 * ES module only: the one-file IIFE leaves it out (host-sdk/src/iife.ts), since the artwork (about 13 KB gzip)
 * would not fit its 6 KB gzip budget. Bundlers drop it from partner bundles that do not call it (`sideEffects: false`).
 */
import type { BrandId } from '@travel/contract';
import { BRAND_CHOICES } from '../../brands/src/names.ts';
import { BRAND_TOKENS } from '../../brands/src/tokens.ts';
import { LOGO_ASSETS, LOGO_ASSET_KEYS, logoAssetDataUrl, type LogoAssetKey } from '../../brands/src/logo-variants.ts';

/** One logo image of the gallery. */
export interface BrandLogo {
  /** Brand id, e.g. `momondo`. */
  brand: BrandId;
  /** Name people read, e.g. `momondo`; also the image's alt text. */
  brandName: string;
  /**
   * Variant: `default`, `pres-aos`, `pres-dark-mode`, `inverted`, `compact`, `compact-pres-dark-mode`,
   * `compact-inverted`, `pride`, `pride-compact`, `ukraine` or `ukraine-compact`.
   */
  variant: LogoAssetKey;
  /** `data:image/svg+xml,...` URL of the SVG. */
  src: string;
  /** Intrinsic size, CSS px (height 32). */
  width: number;
  height: number;
  /** What the logo is drawn for: the light header, the brand's primary colour, or a dark header. */
  background: 'light' | 'primary' | 'dark';
  /** A CSS colour (`#rrggbb`) of that background for this brand, to show the logo on. */
  backgroundColor: string;
}

/** Every brand x every variant, brands in `BRAND_CHOICES` order, variants in gallery order. Never throws. */
export function brandLogos(): BrandLogo[] {
  return BRAND_CHOICES.flatMap(({ id, displayName }) =>
    LOGO_ASSET_KEYS.flatMap((variant) => {
      const asset = LOGO_ASSETS[id][variant];
      if (!asset) return [];
      const colors = BRAND_TOKENS[id].colors;
      const backgroundColor = asset.background === 'primary' ? colors.primary : asset.background === 'dark' ? colors.text : colors.background;
      return [{ brand: id, brandName: displayName, variant, src: logoAssetDataUrl(asset), width: asset.width, height: asset.height, background: asset.background, backgroundColor }];
    }),
  );
}
