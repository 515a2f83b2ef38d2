/** Currency picker rules (chrome-and-consent §4 choosing and saving, §5 search, §2 variants by breakpoint). */
import { describe, expect, it } from 'vitest';
import type { Currency, CurrencyPickerState } from '@travel/contract';
import { answerSave, choose, currencyNameIn, localize, matchesQuery, pickerGroups, variantFor } from './currency-model.ts';

const c = (currencyCode: Currency['currencyCode'], name: string, nativeName: string, symbol: string, showCurrency = true): Currency => ({
  currencyCode, displayName: `${name} (${currencyCode})`, name, nativeName, htmlSymbolAlone: symbol, showCurrency,
});
const usd = c('USD', 'US Dollar', 'US Dollar', '$');
const eur = c('EUR', 'Euro', 'Euro', '€');
const jpy = c('JPY', 'Japanese Yen', '日本円', '¥');
const chf = c('CHF', 'Swiss Franc', 'Schweizer Franken', 'CHF', false);
const state: CurrencyPickerState = { topCurrencies: [usd, eur], allCurrencies: [usd, eur, jpy, chf], current: usd, stored: null, ratesDate: '2026-11-20' };

describe('search (§5)', () => {
  it('matches displayName, code, name, nativeName and symbol, trimmed and case-insensitive', () => {
    const yen = localize(jpy, 'en');
    expect(matchesQuery(yen, '  jpy ')).toBe(true);
    expect(matchesQuery(yen, 'japanese')).toBe(true);
    expect(matchesQuery(yen, '日本')).toBe(true);
    expect(matchesQuery(yen, '¥')).toBe(true);
    expect(matchesQuery(yen, 'yen (jpy)')).toBe(true);
    expect(matchesQuery(yen, 'euro')).toBe(false);
    expect(matchesQuery(yen, '')).toBe(true);
  });

  it('hides the most-used group while a query is present, and says not found when nothing matches', () => {
    expect(pickerGroups(state, 'en', '').top.map((x) => x.currencyCode)).toEqual(['USD', 'EUR']);
    const searching = pickerGroups(state, 'en', 'eur');
    expect(searching.top).toEqual([]);
    expect(searching.all.map((x) => x.currencyCode)).toEqual(['EUR']);
    expect(searching.notFound).toBe(false);
    expect(pickerGroups(state, 'en', 'zzz')).toMatchObject({ all: [], notFound: true });
  });

  it('leaves out currencies not to show and names them in the frame locale, sorted by that name', () => {
    const groups = pickerGroups(state, 'de', '');
    expect(groups.all.map((x) => x.currencyCode)).not.toContain('CHF');
    expect(groups.all.find((x) => x.currencyCode === 'JPY')?.localName).toBe(currencyNameIn('de', 'JPY'));
    const names = groups.all.map((x) => x.localName);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });
});

describe('choosing and saving (§4, §6)', () => {
  it('the active currency does nothing; another asks to save when the dialog is enabled, else applies for the session', () => {
    expect(choose('USD', 'USD', true)).toEqual({ kind: 'none' });
    expect(choose('EUR', 'USD', true)).toEqual({ kind: 'confirm', code: 'EUR' });
    expect(choose('EUR', 'USD', false)).toEqual({ kind: 'apply', code: 'EUR', store: false });
  });

  it('no is for the session; yes saves signed in and asks a signed-out visitor to sign in first', () => {
    expect(answerSave('EUR', false, false)).toEqual({ kind: 'send', code: 'EUR', store: false });
    expect(answerSave('EUR', false, true)).toEqual({ kind: 'send', code: 'EUR', store: false });
    expect(answerSave('EUR', true, true)).toEqual({ kind: 'send', code: 'EUR', store: true });
    expect(answerSave('EUR', true, false)).toEqual({ kind: 'signInThenSave', code: 'EUR' });
  });
});

describe('variants (§2)', () => {
  it('is a dropdown above the medium breakpoint and the narrow variant at or below it', () => {
    expect(variantFor(1024, 640, 'bottomSheet')).toBe('dropdown');
    expect(variantFor(640, 640, 'bottomSheet')).toBe('bottomSheet');
    expect(variantFor(390, 640, 'dialog')).toBe('dialog');
  });
});
