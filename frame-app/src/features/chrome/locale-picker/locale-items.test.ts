import { describe, expect, it } from 'vitest';
import { LOCALE_PICKER_COUNTRIES } from '@travel/contract';
import { buildLocaleItems, currentCountryOf, entryHref, filterLocaleItems, flagCodeFor, hasLanguageLinks, localeLinkPath, normalizeQuery, type CountryLocaleItem } from './locale-items.ts';

const ctx = { currentTag: 'en-US', basename: '/p/demo', currentPath: '/p/demo/flights/JFK-LHR/2026-12-01?sort=price', keepPath: true };
const items = buildLocaleItems(ctx);
const byCode = (list: readonly CountryLocaleItem[], code: string) => list.find((i) => i.countryCode === code);
const codes = (list: readonly CountryLocaleItem[]) => list.map((i) => i.countryCode);

describe('buildLocaleItems (§3 fields)', () => {
  it('gives every country its names in the current locale and in its own language', () => {
    const de = byCode(items, 'DE');
    expect(de).toMatchObject({
      text: 'Germany',
      countryName: 'Germany',
      countryNativeName: 'Deutschland',
      languageName: 'German',
      languageNativeName: 'Deutsch',
      countryCode: 'DE',
      locale: 'de-DE',
      flag: 'de',
      href: '/p/demo/in?cc=de&lc=de',
      dataHref: '/p/demo/flights/JFK-LHR/2026-12-01?sort=price',
      active: false,
    });
    expect(items).toHaveLength(LOCALE_PICKER_COUNTRIES.length);
  });

  it('names follow the current locale and sorting follows its collation', () => {
    const german = buildLocaleItems({ ...ctx, currentTag: 'de-DE' });
    expect(byCode(german, 'DE')?.text).toBe('Deutschland');
    expect(byCode(german, 'US')?.languageLinks.map((l) => l.languageName)).toEqual(['Englisch', 'Spanisch']);
    const texts = german.map((i) => i.text);
    expect(texts).toEqual([...texts].sort(new Intl.Collator('de').compare));
  });

  it('marks the current locale and its country active', () => {
    const us = byCode(items, 'US');
    expect(us?.active).toBe(true);
    expect(us?.languageLinks.map((l) => [l.locale, l.active])).toEqual([
      ['en-US', true],
      ['es-US', false],
    ]);
    expect(items.filter((i) => i.active).map((i) => i.countryCode)).toEqual(['US']);
  });
});

describe('language links (§2, §5: only when more than one language)', () => {
  it('a country with several languages expands into one link per language; a single-language country does not', () => {
    const ch = byCode(items, 'CH');
    expect(ch && hasLanguageLinks(ch)).toBe(true);
    expect(ch?.languageLinks.map((l) => [l.locale, l.text, l.href])).toEqual([
      ['de-CH', 'Deutsch', '/p/demo/in?cc=ch&lc=de'],
      ['fr-CH', 'Français', '/p/demo/in?cc=ch&lc=fr'],
      ['it-CH', 'Italiano', '/p/demo/in?cc=ch&lc=it'],
    ]);
    expect(ch?.languageLinks.every((l) => l.currencyCode === 'CHF')).toBe(true);
    for (const code of ['BE', 'CA']) {
      const item = byCode(items, code);
      expect(item && hasLanguageLinks(item)).toBe(true);
    }
    const de = byCode(items, 'DE');
    expect(de && hasLanguageLinks(de)).toBe(false);
    expect(de?.languageLinks).toHaveLength(1);
  });
});

describe('country search (§5)', () => {
  it('is case-insensitive and trimmed', () => {
    expect(normalizeQuery('  DeutschLAND \t')).toBe('deutschland');
    expect(codes(filterLocaleItems(items, '  DEUTSCHLAND  '))).toEqual(['DE']);
    expect(filterLocaleItems(items, '   ')).toHaveLength(items.length);
  });

  it.each([
    ['text / countryName (current locale)', 'germany', 'DE'],
    ['countryNativeName', 'deutschland', 'DE'],
    ['countryNativeName', 'österreich', 'AT'],
    ['languageName (current locale)', 'japanese', 'JP'],
    ['languageNativeName', '日本語', 'JP'],
    ['countryNativeName', '대한민국', 'KR'],
    ['countryCode', 'kr', 'KR'],
    ['locale', 'es-mx', 'MX'],
  ])('matches %s: %s', (_field, query, code) => {
    expect(codes(filterLocaleItems(items, query))).toContain(code);
  });

  it('a language link matching on its own shows its country with only that link', () => {
    const shown = filterLocaleItems(items, 'italiano');
    const ch = byCode(shown, 'CH');
    expect(ch?.languageLinks.map((l) => l.locale)).toEqual(['it-CH']);
    expect(ch && hasLanguageLinks(ch)).toBe(true);
    expect(byCode(shown, 'IT')).toBeDefined();
    expect(codes(filterLocaleItems(items, 'fr-ch'))).toEqual(['CH']);
  });

  it('a country matching by its own fields keeps all its languages', () => {
    expect(byCode(filterLocaleItems(items, 'switzerland'), 'CH')?.languageLinks).toHaveLength(3);
  });

  it('finds nothing for an unknown name', () => {
    expect(filterLocaleItems(items, 'atlantis')).toEqual([]);
  });
});

describe('flags (§2)', () => {
  it("'tw' gets the traditional-Chinese variant only when the current country is CN", () => {
    expect(flagCodeFor('TW', 'CN')).toBe('tw-hant');
    expect(flagCodeFor('tw', 'cn')).toBe('tw-hant');
    expect(flagCodeFor('TW', 'US')).toBe('tw');
    expect(flagCodeFor('TW', undefined)).toBe('tw');
    expect(flagCodeFor('CN', 'CN')).toBe('cn');
  });

  it('the current country is the tag region, else the first country of its language', () => {
    expect(currentCountryOf('zh-CN')).toBe('CN');
    expect(currentCountryOf('ja')).toBe('JP');
    expect(currentCountryOf('pt')).toBeUndefined();
  });
});

describe('locale link (§2 flag-gated path suffix, §5 entry address)', () => {
  it('keeps the page after the two base segments when the flag is on, else the front door', () => {
    expect(localeLinkPath('/p/demo/flights/JFK-LHR/2026-12-01?sort=price', '/p/demo', true)).toBe('/p/demo/flights/JFK-LHR/2026-12-01?sort=price');
    expect(localeLinkPath('/p/demo/', '/p/demo', true)).toBe('/p/demo/');
    expect(localeLinkPath('/p/demo/hotels?x=/a/b', '/p/demo', true)).toBe('/p/demo/hotels?x=/a/b');
    expect(localeLinkPath('/p/demo/flights', '/p/demo', false)).toBe('/p/demo/');
  });

  it('builds the entry address from cc and lc', () => {
    expect(entryHref('/p/acme', 'BE', 'FR')).toBe('/p/acme/in?cc=be&lc=fr');
  });
});
