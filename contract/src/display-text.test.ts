// @vitest-environment node
/**
 * Display text (issue #22 "Names shown to other accounts"): the account name, trip names, wishlist destinations and
 * Apple's first-sign-in name refuse control, bidi, zero-width characters and lone surrogates; person names keep
 * their narrower rule on top of it.
 */
import { describe, expect, it } from 'vitest';
import {
  AccountProfileUpdateSchema, AppleVerifyRequestSchema, DISPLAY_TEXT_MESSAGE, DisplayTextSchema, PersonNameSchema, RenameTripRequestSchema,
  WishlistAddRequestSchema, isDisplayText,
} from './index.ts';

/** One of each refused kind, placed inside ordinary text (so trimming cannot remove it). */
const REFUSED_DISPLAY_CHARS: [string, string][] = [
  ['NUL', '\u0000'], ['a tab', '\t'], ['a newline', '\n'], ['DEL', '\u007F'], ['a C1 control', '\u0085'], ['a line separator', '\u2028'],
  ['LRE', '\u202A'], ['RLE', '\u202B'], ['PDF', '\u202C'], ['LRO', '\u202D'], ['RLO', '\u202E'],
  ['LRI', '\u2066'], ['RLI', '\u2067'], ['FSI', '\u2068'], ['PDI', '\u2069'], ['LRM', '\u200E'], ['RLM', '\u200F'], ['ALM', '\u061C'],
  ['ZWSP', '\u200B'], ['ZWNJ', '\u200C'], ['ZWJ', '\u200D'], ['WJ', '\u2060'], ['BOM', '\uFEFF'], ['a soft hyphen', '\u00AD'],
  ['a lone high surrogate', '\uD800'], ['a lone low surrogate', '\uDC00'],
];

const TRIP_ID = 'ABCDEFGHJKLMNPQR';

describe('DisplayTextSchema', () => {
  it.each(REFUSED_DISPLAY_CHARS)('refuses %s anywhere in the text', (_label, ch) => {
    for (const text of [`Summer${ch}trip`, `${ch}Summer`, `Summer${ch}`]) {
      const r = DisplayTextSchema.safeParse(text);
      expect(r.success, JSON.stringify(text)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(DISPLAY_TEXT_MESSAGE);
      expect(isDisplayText(text)).toBe(false);
    }
  });

  it.each([
    ['plain text', 'Summer in London', 'Summer in London'],
    ['accents, decomposed, stored NFC', 'Cafe\u0301 trip', 'Café trip'],
    ['a pair of surrogates (emoji)', 'Beach 🏖️', 'Beach 🏖️'],
    ['right-to-left script without controls', 'رحلة إلى دبي', 'رحلة إلى دبي'],
    ['punctuation and digits', "Mum's 60th - Rome, 2027!", "Mum's 60th - Rome, 2027!"],
    ['surrounding spaces, trimmed', '  Tokyo  ', 'Tokyo'],
  ])('accepts %s', (_label, text, stored) => {
    expect(DisplayTextSchema.parse(text)).toBe(stored);
  });

  it('is the rule of every field shown to other accounts, and under the person-name rule', () => {
    const bad = 'Ada\u202Egpj.exe';
    const fields = [
      AccountProfileUpdateSchema.safeParse({ name: bad }),
      RenameTripRequestSchema.safeParse({ tripName: bad }),
      WishlistAddRequestSchema.safeParse({ tripId: TRIP_ID, destination: bad }),
      AppleVerifyRequestSchema.safeParse({ idToken: 'x', firstName: bad }),
      AppleVerifyRequestSchema.safeParse({ idToken: 'x', lastName: bad }),
    ];
    for (const r of fields) expect(r.error?.issues.map((i) => i.message)).toContain(DISPLAY_TEXT_MESSAGE);
    expect(PersonNameSchema.safeParse(bad).success).toBe(false);
    expect(AccountProfileUpdateSchema.parse({ name: ' Ada Lovelace ' })).toEqual({ name: 'Ada Lovelace' });
    expect(WishlistAddRequestSchema.parse({ tripId: TRIP_ID, destination: 'London, UK' })).toEqual({ tripId: TRIP_ID, destination: 'London, UK' });
  });
});
