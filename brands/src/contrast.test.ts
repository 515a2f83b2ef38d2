import { describe, expect, it } from 'vitest';
import { contrastRatio, mixColors, relativeLuminance } from './contrast.ts';

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and follows the WCAG formula in between', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    // sRGB 0x80 = 0.50196 -> ((0.50196 + 0.055) / 1.055) ^ 2.4 = 0.21586
    expect(relativeLuminance('#808080')).toBeCloseTo(0.21586, 4);
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 10);
  });

  it('rejects colours that are not #rrggbb', () => {
    expect(() => relativeLuminance('#fff')).toThrow(TypeError);
    expect(() => relativeLuminance('red')).toThrow(TypeError);
  });
});

describe('contrastRatio', () => {
  it('matches known WCAG values and is symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The pairs issue #8 measured: accent as text.
    expect(contrastRatio('#ffc53d', '#eef7f5')).toBeCloseTo(1.45, 2);
    expect(contrastRatio('#ff7a1a', '#f4f6fb')).toBeCloseTo(2.41, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });
});

describe('mixColors', () => {
  it('mixes like color-mix(in srgb, a weight, b)', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#0b5fff', '#f4f6fb', 0)).toBe('#f4f6fb');
    expect(mixColors('#0b5fff', '#f4f6fb', 1)).toBe('#0b5fff');
    expect(mixColors('#ff0000', '#0000ff', 0.25)).toBe('#4000bf');
  });

  it('rejects weights outside 0..1', () => {
    expect(() => mixColors('#000000', '#ffffff', 1.5)).toThrow(RangeError);
    expect(() => mixColors('#000000', '#ffffff', Number.NaN)).toThrow(RangeError);
  });
});
