/**
 * The frame build's ICU precompilation (vite.config.ts precompileMessages, issue #23): English descriptors and the
 * translated catalogues become ASTs that format exactly like the source text, and a message that is not one string
 * literal fails the build instead of failing in the visitor's browser.
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse } from '@formatjs/icu-messageformat-parser';
import { precompileMessages } from '../vite.config.ts';

type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;
const transform = precompileMessages.transform as unknown as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const run = (code: string, id: string) => transform.call(context, code, id);

describe('precompileMessages', () => {
  it('turns every defaultMessage literal of a frame source into its AST', () => {
    const source = `const m = defineMessages({
  a: { id: 'a', defaultMessage: 'It\\'s {count, plural, one {# night} other {# nights}}' },
  b: { id: 'b', defaultMessage:
    "Free cancellation until {deadline}" },
  c: { id: 'c', defaultMessage: \`{km, number, ::precision-integer-or-1-fraction} km\` },
});
type D = { defaultMessage: string };`;
    const out = run(source, '/repo/frame-app/src/features/x/messages.ts')!.code;
    const messages = new Function('defineMessages', `${out.replace('type D = { defaultMessage: string };', '')}; return m;`)((x: unknown) => x) as Record<string, { defaultMessage: unknown }>;
    expect(messages.a!.defaultMessage).toEqual(parse("It's {count, plural, one {# night} other {# nights}}"));
    expect(new IntlMessageFormat(messages.a!.defaultMessage as never, 'en').format({ count: 2 })).toBe("It's 2 nights");
    expect(messages.b!.defaultMessage).toEqual(parse('Free cancellation until {deadline}'));
    expect(new IntlMessageFormat(messages.c!.defaultMessage as never, 'en').format({ km: 1.25 })).toBe(new IntlMessageFormat('{km, number, ::precision-integer-or-1-fraction} km', 'en').format({ km: 1.25 }));
  });

  it('fails on a defaultMessage that is not one string literal', () => {
    expect(() => run(`const a = { id: 'a', defaultMessage: 'x' + 'y' };`, '/repo/frame-app/src/a.ts')).toThrow(/not one string literal/);
    expect(() => run(`const a = { id: 'a', defaultMessage: text };`, '/repo/frame-app/src/a.ts')).toThrow(/not one string literal/);
  });

  it('compiles a translated catalogue part and leaves other files alone', () => {
    const out = run(JSON.stringify({ 'chrome.loading': 'Wird geladen …' }), '/repo/frame-app/src/app/i18n/catalogs/de/base.json')!.code;
    expect(JSON.parse(out)).toEqual({ 'chrome.loading': parse('Wird geladen …') });
    expect(run(`export const x = 1;`, '/repo/frame-app/src/a.ts')).toBeNull();
    expect(run(`const a = { defaultMessage: 'x' };`, '/repo/server/src/a.ts')).toBeNull();
  });
});
