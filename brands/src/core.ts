/**
 * The brand registry without logo artwork (`@travel/brands/core`): ids and display names, design tokens, semantic
 * colours, contrast helpers, the header logo choice (asset keys and the product-served image path) and the CSS
 * custom properties. Spec: chrome-and-consent §2 (brand variants); core-and-business §1 (brandDisplayName).
 *
 * The frame imports this entry, not `@travel/brands`: the wordmark outlines (logos.ts, logo-variants.ts) weigh about
 * 16 KB gzip and the frame shows logos as images the product serves (`logoImagePath`), so its first script must not
 * carry them. `@travel/brands` (index.ts) is this plus the artwork, for the server, the host SDK's gallery and tests.
 */
import type { BrandId } from '@travel/contract';
import { BRAND_CHOICES, resolveBrandId } from './names.ts';
import { BRAND_TOKENS, type BrandColors } from './tokens.ts';
import { BRAND_SEMANTIC_COLORS, type SemanticColors } from './semantic-colors.ts';
import { layerCssVariables } from './layers.ts';

export { BRAND_CHOICES, FALLBACK_BRAND_ID, resolveBrandId, type BrandChoice } from './names.ts';
export { BRAND_TOKENS, type BrandColors, type BrandTokens } from './tokens.ts';
export { BRAND_SEMANTIC_COLORS, type SemanticColors } from './semantic-colors.ts';
export { Z_LAYERS, layerCssVariables, type ZLayer } from './layers.ts';
export { MIN_NON_TEXT_CONTRAST, MIN_TEXT_CONTRAST, contrastRatio, mixColors, relativeLuminance } from './contrast.ts';
export {
  COMPACT_LOGO_KEYS, LOGO_ASSET_KEYS, LOGO_BACKGROUND, LOGO_IMAGE_PATH_PREFIX, chooseLogoKeys, logoImagePath,
  type LogoAssetKey, type LogoBackground, type LogoChoiceInput, type LogoKeys,
} from './logo-choice.ts';

/** Everything the UI needs to render one brand. */
export interface Brand {
  id: BrandId;
  /** Name people read, e.g. "Tripwise for Business". Same as in `BRAND_CHOICES`. */
  displayName: string;
  colors: BrandColors;
  /** Error, warning, success, info and focus colours, independent of `colors.accent` (see semantic-colors.ts). */
  semanticColors: SemanticColors;
  /** CSS `font-family` value. */
  fontStack: string;
  /** Corner radius, CSS px. */
  radiusPx: number;
}

/** Every brand, keyed by id, in `BRAND_CHOICES` order. */
export const BRANDS: Readonly<Record<BrandId, Brand>> = Object.fromEntries(
  BRAND_CHOICES.map(({ id, displayName }) => [
    id,
    { id, displayName, ...BRAND_TOKENS[id], semanticColors: BRAND_SEMANTIC_COLORS[id] } satisfies Brand,
  ]),
) as Record<BrandId, Brand>;

/** All brands as a list, default first. */
export const BRAND_LIST: readonly Brand[] = BRAND_CHOICES.map((c) => BRANDS[c.id]);

/**
 * Resolves a requested brandDisplayName (case-insensitive id match, blanks trimmed) to a brand.
 * Unknown names give the default brand ("Tripwise") with `fellBack: true`; the caller logs the warning.
 * Missing or blank names give the default brand with `fellBack: false`. Never throws.
 */
export function resolveBrand(name: string | undefined | null): { brand: Brand; fellBack: boolean } {
  const { id, fellBack } = resolveBrandId(name);
  return { brand: BRANDS[id], fellBack };
}

/**
 * CSS custom properties for a brand, to set on a root element (e.g. `style.setProperty(k, v)` for each):
 * `--brand-primary`, `--brand-on-primary`, `--brand-accent`, `--brand-background`, `--brand-surface`,
 * `--brand-text`, `--brand-muted-text`, `--brand-border`, the semantic colours `--brand-error`,
 * `--brand-error-background`, `--brand-warning`, `--brand-warning-background`, `--brand-success`,
 * `--brand-success-background`, `--brand-info`, `--brand-info-background`, the focus indicator colour
 * `--brand-focus` (colours), `--brand-font` (font-family) and `--brand-radius` (e.g. `8px`). Text in a status
 * colour uses the semantic properties and every focus outline uses `--brand-focus`, never `--brand-accent`
 * (a decoration colour without a contrast guarantee; issue #8, WCAG 2.2 SC 1.4.11). Also the stacking scale, the
 * same for every brand: `--z-base` … `--z-popover` (layers.ts, issue #22).
 */
export function brandCssVariables(
  brand: Pick<Brand, 'colors' | 'semanticColors' | 'fontStack' | 'radiusPx'>,
): Record<string, string> {
  const c = brand.colors;
  const s = brand.semanticColors;
  return {
    '--brand-primary': c.primary,
    '--brand-on-primary': c.onPrimary,
    '--brand-accent': c.accent,
    '--brand-background': c.background,
    '--brand-surface': c.surface,
    '--brand-text': c.text,
    '--brand-muted-text': c.mutedText,
    '--brand-border': c.border,
    '--brand-error': s.error,
    '--brand-error-background': s.errorBackground,
    '--brand-warning': s.warning,
    '--brand-warning-background': s.warningBackground,
    '--brand-success': s.success,
    '--brand-success-background': s.successBackground,
    '--brand-info': s.info,
    '--brand-info-background': s.infoBackground,
    '--brand-focus': s.focus,
    '--brand-font': brand.fontStack,
    '--brand-radius': `${brand.radiusPx}px`,
    ...layerCssVariables(),
  };
}
