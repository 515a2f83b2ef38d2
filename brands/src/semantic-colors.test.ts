/**
 * Contrast of every brand variant's colour pairs that the frame puts text on (issue #8): WCAG AA 4.5:1 for
 * the semantic colours on the backgrounds they are used on, and for the existing text-on-surface and
 * on-primary-on-primary pairs; and 3:1 (WCAG 2.2 SC 1.4.11) for the focus indicator `focus` on everything a
 * focus outline is drawn next to. A pair listed here is a promise the frame's CSS relies on; add a pair when
 * the CSS starts putting a token's text, or a focus outline, on a new background.
 */
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '@travel/contract';
import { BRANDS, type Brand } from './index.ts';
import { MIN_NON_TEXT_CONTRAST, MIN_TEXT_CONTRAST, contrastRatio, mixColors } from './contrast.ts';
import type { SemanticColors } from './semantic-colors.ts';

const HEX = /^#[0-9a-f]{6}$/;

const KINDS = ['error', 'warning', 'success', 'info'] as const;

/** [what the frame shows, text colour, background colour] for one brand. */
function textPairs(brand: Brand): Array<[string, string, string]> {
  const c = brand.colors;
  const s = brand.semanticColors;
  const pairs: Array<[string, string, string]> = [
    ['body text on background', c.text, c.background],
    ['body text on surface (cards, forms)', c.text, c.surface],
    ['muted text on background', c.mutedText, c.background],
    ['muted text on surface (labels, hints)', c.mutedText, c.surface],
    ['on-primary on primary (buttons, skip link)', c.onPrimary, c.primary],
    ['primary on background (links)', c.primary, c.background],
    ['primary on surface (prices, selected tab, secondary buttons)', c.primary, c.surface],
    ['body text on the primary tint (badges, color-mix 12%)', c.text, mixColors(c.primary, c.surface, 0.12)],
  ];
  for (const kind of KINDS) {
    const fg = s[kind];
    const tint = s[`${kind}Background` satisfies keyof SemanticColors];
    pairs.push(
      [`${kind} on background`, fg, c.background],
      [`${kind} on surface`, fg, c.surface],
      [`${kind} on its alert tint`, fg, tint],
      [`body text on the ${kind} tint`, c.text, tint],
      [`primary on the ${kind} tint (links in alerts)`, c.primary, tint],
    );
  }
  return pairs;
}

/**
 * [where the focus outline is drawn, focus colour, the colour next to it] for one brand: outlines offset
 * outside a control sit on the page background, a card or form surface, or an alert tint (e.g. "Try again");
 * inset outlines (tabs, field buttons, list options) sit on the surface or the focused option's primary tint
 * (`color-mix(in srgb, primary 10%, surface)`, fields.module.css).
 */
function focusPairs(brand: Brand): Array<[string, string, string]> {
  const c = brand.colors;
  const s = brand.semanticColors;
  return [
    ['focus outline on background', s.focus, c.background],
    ['focus outline on surface (cards, forms, header)', s.focus, c.surface],
    ['focus outline on a focused list option (primary tint 10%)', s.focus, mixColors(c.primary, c.surface, 0.1)],
    ...KINDS.map((kind): [string, string, string] => [`focus outline on the ${kind} tint (buttons in alerts)`, s.focus, s[`${kind}Background`]]),
  ];
}

describe.each(BRAND_IDS.map((id) => [id]))('%s', (id) => {
  const brand = BRANDS[id];

  it('defines every semantic colour as #rrggbb', () => {
    expect(Object.keys(brand.semanticColors).sort()).toEqual(
      [...KINDS.flatMap((k) => [k, `${k}Background`]), 'focus'].sort(),
    );
    for (const value of Object.values(brand.semanticColors)) expect(value).toMatch(HEX);
  });

  it.each(textPairs(brand))(`%s has at least ${MIN_TEXT_CONTRAST}:1 (%s on %s)`, (_what, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(focusPairs(brand))(`%s has at least ${MIN_NON_TEXT_CONTRAST}:1 (%s next to %s)`, (_what, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(MIN_NON_TEXT_CONTRAST);
  });

  it('keeps semantic colours apart from the accent', () => {
    for (const kind of [...KINDS, 'focus'] as const) expect(brand.semanticColors[kind]).not.toBe(brand.colors.accent);
  });

  it('keeps the focus colour apart from the error colour (a focused invalid field shows both)', () => {
    expect(brand.semanticColors.focus).not.toBe(brand.semanticColors.error);
  });
});
