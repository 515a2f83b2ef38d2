// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '@travel/contract';
import { BRAND_CHOICES } from './names.ts';
import { LOGO_HEIGHT, MARK_GAP } from './logos.ts';
import { LOGO_ASSETS, LOGO_ASSET_KEYS, chooseLogo, logoAssetDataUrl, type LogoChoiceInput } from './logo-variants.ts';
import { WORDMARK_PATHS } from './wordmark-paths.generated.ts';

const plain: Omit<LogoChoiceInput, 'brand'> = { presentation: '', inverted: false, compact: false, pride: false, ukraine: false };

function parse(svg: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement as unknown as SVGSVGElement;
}

describe('wordmark outlines', () => {
  it.each(BRAND_CHOICES.map((b) => [b.displayName]))('%s fits inside its logo viewBox (never clipped)', (name) => {
    const outline = WORDMARK_PATHS[name]!;
    expect(outline.d).toMatch(/^M/);
    const textX = LOGO_HEIGHT + MARK_GAP;
    const brand = BRAND_CHOICES.find((b) => b.displayName === name)!;
    const viewBox = parse(LOGO_ASSETS[brand.id].default!.svg).getAttribute('viewBox')!.split(' ').map(Number);
    const [, , width, height] = viewBox as [number, number, number, number];
    expect(outline.bounds.x1 + textX).toBeGreaterThanOrEqual(0);
    expect(outline.bounds.x2 + textX).toBeLessThanOrEqual(width);
    expect(outline.bounds.y1).toBeGreaterThanOrEqual(0);
    expect(outline.bounds.y2).toBeLessThanOrEqual(height);
  });

  it('every coordinate of every outline stays inside the 32-unit height', () => {
    for (const { d } of Object.values(WORDMARK_PATHS)) {
      const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      const ys = numbers.filter((_, i) => i % 2 === 1);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...ys)).toBeLessThanOrEqual(LOGO_HEIGHT);
    }
  });
});

describe('logo assets', () => {
  const all = BRAND_IDS.flatMap((brand) => LOGO_ASSET_KEYS.map((key) => [brand, key] as const));

  it.each(all)('%s / %s is a well-formed SVG with a title and no <text>', (brand, key) => {
    const asset = LOGO_ASSETS[brand][key]!;
    expect(asset.svg.startsWith('<svg')).toBe(true);
    expect(asset.svg).not.toMatch(/<text/);
    const root = parse(asset.svg);
    expect(root.getAttribute('role')).toBe('img');
    expect(root.firstElementChild?.tagName).toBe('title');
    expect(root.firstElementChild?.textContent).toBe(BRAND_CHOICES.find((b) => b.id === brand)!.displayName);
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${asset.width} ${LOGO_HEIGHT}`);
    expect(asset.compact ? asset.width : asset.width > LOGO_HEIGHT).toBe(asset.compact ? LOGO_HEIGHT : true);
  });

  it('variants of one brand differ from each other', () => {
    const svgs = LOGO_ASSET_KEYS.map((key) => LOGO_ASSETS.momondo[key]!.svg);
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('the Ukrainian-themed set is blue and yellow, the Pride set rainbow', () => {
    expect(LOGO_ASSETS.cheapflights.ukraine!.svg).toContain('#0057b7');
    expect(LOGO_ASSETS.cheapflights.ukraine!.svg).toContain('#ffd700');
    expect(LOGO_ASSETS.cheapflights.pride!.svg).toContain('linearGradient');
    expect(LOGO_ASSETS.cheapflights.pride!.svg).toContain('#750787');
  });

  it('logoAssetDataUrl percent-encodes the SVG', () => {
    const url = logoAssetDataUrl(LOGO_ASSETS.mundi.default!);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(LOGO_ASSETS.mundi.default!.svg);
  });
});

describe('chooseLogo', () => {
  const keys = (input: Partial<LogoChoiceInput>) => {
    const choice = chooseLogo({ brand: 'default', ...plain, ...input });
    return choice && [choice.full.key, choice.compact.key];
  };

  it('picks by presentation', () => {
    expect(keys({})).toEqual(['default', 'compact']);
    expect(keys({ presentation: 'pres-aos' })).toEqual(['pres-aos', 'compact']);
    expect(keys({ presentation: 'pres-dark-mode' })).toEqual(['pres-dark-mode', 'compact-pres-dark-mode']);
  });

  it('Pride wins over Ukrainian-themed, which wins over inverted', () => {
    expect(keys({ pride: true, ukraine: true, inverted: true })).toEqual(['pride', 'pride-compact']);
    expect(keys({ ukraine: true, inverted: true })).toEqual(['ukraine', 'ukraine-compact']);
    expect(keys({ inverted: true })).toEqual(['inverted', 'compact-inverted']);
  });

  it('compact shows the mark at every width', () => {
    expect(keys({ compact: true })).toEqual(['compact', 'compact']);
    expect(keys({ compact: true, pride: true })).toEqual(['pride-compact', 'pride-compact']);
  });

  it('gives the brand its own assets, b2b included', () => {
    expect(chooseLogo({ brand: 'b2b', ...plain })?.full).toBe(LOGO_ASSETS.b2b.default);
  });

  it('has no asset for an unknown brand or a themed logo on a dark header', () => {
    expect(chooseLogo({ brand: 'nope', ...plain })).toBeUndefined();
    expect(keys({ pride: true, presentation: 'pres-dark-mode' })).toBeUndefined();
    expect(keys({ inverted: true, presentation: 'pres-dark-mode' })).toBeUndefined();
  });
});
