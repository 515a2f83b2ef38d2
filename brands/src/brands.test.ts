// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BRAND_IDS, DEFAULT_BRAND_ID } from '@travel/contract';
import { BRAND_CHOICES, BRAND_LIST, BRAND_LOGOS, BRANDS, brandCssVariables, layerCssVariables, resolveBrand } from './index.ts';
import { resolveBrandId } from './names.ts';

const HEX = /^#[0-9a-f]{6}$/;

/** WCAG relative luminance contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('brand registry', () => {
  it('BRAND_CHOICES covers contract BRAND_IDS exactly, default first', () => {
    expect(BRAND_CHOICES.map((b) => b.id).sort()).toEqual([...BRAND_IDS].sort());
    expect(new Set(BRAND_CHOICES.map((b) => b.id)).size).toBe(BRAND_CHOICES.length);
    expect(BRAND_CHOICES[0]?.id).toBe(DEFAULT_BRAND_ID);
    expect(BRANDS.default.displayName).toBe('Tripwise');
    expect(BRANDS.b2b.displayName).toBe('Tripwise for Business');
  });

  it.each(BRAND_IDS.map((id) => [id]))('%s has complete tokens consistent with BRAND_CHOICES', (id) => {
    const brand = BRANDS[id];
    expect(brand.id).toBe(id);
    expect(brand.displayName).toBe(BRAND_CHOICES.find((b) => b.id === id)?.displayName);
    for (const value of Object.values(brand.colors)) expect(value).toMatch(HEX);
    expect(Object.keys(brand.colors).sort()).toEqual(
      ['accent', 'background', 'border', 'mutedText', 'onPrimary', 'primary', 'surface', 'text'],
    );
    expect(brand.fontStack.length).toBeGreaterThan(0);
    expect(brand.radiusPx).toBeGreaterThanOrEqual(0);
    expect(contrast(brand.colors.text, brand.colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brand.colors.onPrimary, brand.colors.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('every brand has its own primary colour', () => {
    const primaries = BRAND_LIST.map((b) => b.colors.primary);
    expect(new Set(primaries).size).toBe(primaries.length);
  });

  it.each(BRAND_IDS.map((id) => [id]))('%s has a well-formed accessible wordmark SVG', (id) => {
    const svg = BRAND_LOGOS[id];
    expect(svg.startsWith('<svg')).toBe(true);
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('role')).toBe('img');
    expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+ 32$/);
    expect(root.firstElementChild?.tagName).toBe('title');
    expect(root.firstElementChild?.textContent).toBe(BRANDS[id].displayName);
    // The name is drawn as outlines (logos.ts), never as font-dependent <text>.
    expect(root.getElementsByTagName('text')).toHaveLength(0);
    expect(root.getElementsByTagName('path').length).toBeGreaterThan(0);
  });

});

describe('resolveBrand', () => {
  it('matches ids case-insensitively', () => {
    expect(resolveBrand('MoMondo')).toEqual({ brand: BRANDS.momondo, fellBack: false });
    expect(resolveBrand(' CHEAPFLIGHTS ')).toEqual({ brand: BRANDS.cheapflights, fellBack: false });
    expect(resolveBrand('b2b').brand.displayName).toBe('Tripwise for Business');
  });

  it('falls back to the default brand for unknown names', () => {
    expect(resolveBrand('acme-travel')).toEqual({ brand: BRANDS.default, fellBack: true });
    expect(resolveBrand('Tripwise')).toEqual({ brand: BRANDS.default, fellBack: true });
  });

  it('gives the default brand without a fallback flag when no name is given', () => {
    expect(resolveBrand(undefined)).toEqual({ brand: BRANDS.default, fellBack: false });
    expect(resolveBrand(null)).toEqual({ brand: BRANDS.default, fellBack: false });
    expect(resolveBrand('  ')).toEqual({ brand: BRANDS.default, fellBack: false });
    expect(resolveBrandId('default')).toEqual({ id: 'default', fellBack: false });
  });
});

describe('brandCssVariables', () => {
  it('produces every custom property with units', () => {
    const vars = brandCssVariables(BRANDS.swoodoo);
    expect(vars).toEqual({
      '--brand-primary': BRANDS.swoodoo.colors.primary,
      '--brand-on-primary': BRANDS.swoodoo.colors.onPrimary,
      '--brand-accent': BRANDS.swoodoo.colors.accent,
      '--brand-background': BRANDS.swoodoo.colors.background,
      '--brand-surface': BRANDS.swoodoo.colors.surface,
      '--brand-text': BRANDS.swoodoo.colors.text,
      '--brand-muted-text': BRANDS.swoodoo.colors.mutedText,
      '--brand-border': BRANDS.swoodoo.colors.border,
      '--brand-error': BRANDS.swoodoo.semanticColors.error,
      '--brand-error-background': BRANDS.swoodoo.semanticColors.errorBackground,
      '--brand-warning': BRANDS.swoodoo.semanticColors.warning,
      '--brand-warning-background': BRANDS.swoodoo.semanticColors.warningBackground,
      '--brand-success': BRANDS.swoodoo.semanticColors.success,
      '--brand-success-background': BRANDS.swoodoo.semanticColors.successBackground,
      '--brand-info': BRANDS.swoodoo.semanticColors.info,
      '--brand-info-background': BRANDS.swoodoo.semanticColors.infoBackground,
      '--brand-focus': BRANDS.swoodoo.semanticColors.focus,
      '--brand-font': BRANDS.swoodoo.fontStack,
      '--brand-radius': `${BRANDS.swoodoo.radiusPx}px`,
      ...layerCssVariables(),
    });
  });
});
