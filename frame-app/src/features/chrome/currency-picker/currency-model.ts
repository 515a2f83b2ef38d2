/**
 * Pure parts of the currency picker (chrome-and-consent §3 Currency, §4, §5): names in the frame's locale, the
 * search rule, the load state and what a choice does. No React, no network, so each rule is unit-tested.
 */
import type { Currency, CurrencyPickerState } from '@travel/contract';
import { currencyNameIn } from './currency-names.ts';

/** A currency as the picker shows it: the server's entity plus its name in the frame's locale (Intl.DisplayNames). */
export interface PickerCurrency extends Currency {
  /** Name in the frame's locale, e.g. "Euro" / "ユーロ". */
  localName: string;
}

/** §3: load state of the picker's state provider. */
export type PickerLoad =
  | { status: 'not loaded' }
  | { status: 'loaded'; state: CurrencyPickerState }
  | { status: 'error' };

export { currencyNameIn, currencySymbolIn } from './currency-names.ts';

/** The server's currency with its name in `locale`. */
export function localize(currency: Currency, locale: string): PickerCurrency {
  return { ...currency, localName: currencyNameIn(locale, currency.currencyCode) };
}

/**
 * §5: whether `currency` matches the (trimmed, case-insensitive) query: displayName, currencyCode, name, nativeName
 * or symbol contains it (the local name too, since that is what the visitor reads). An empty query matches all.
 */
export function matchesQuery(currency: PickerCurrency, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  return [currency.displayName, currency.currencyCode, currency.name, currency.nativeName, currency.htmlSymbolAlone, currency.localName].some((field) =>
    field.toLocaleLowerCase().includes(q),
  );
}

/** The two groups to show (§2 most-used before all, §5 the top group hidden while a query is present). */
export interface PickerGroups {
  top: PickerCurrency[];
  all: PickerCurrency[];
  /** True when a query is present and nothing matches (the not-found title and subtitle show). */
  notFound: boolean;
}

/**
 * Groups of the loaded state for `query` in `locale`: items with `showCurrency` false are left out; "all" is
 * sorted by the local name (locale collation); with a query the top group is empty (§5).
 */
export function pickerGroups(state: CurrencyPickerState, locale: string, query: string): PickerGroups {
  const visible = (list: Currency[]) => list.filter((c) => c.showCurrency).map((c) => localize(c, locale));
  const collator = new Intl.Collator(locale);
  const all = visible(state.allCurrencies)
    .filter((c) => matchesQuery(c, query))
    .sort((a, b) => collator.compare(a.localName, b.localName));
  const searching = query.trim() !== '';
  const top = searching ? [] : visible(state.topCurrencies);
  return { top, all, notFound: searching && all.length === 0 };
}

/** What choosing a currency leads to (§4). */
export type ChoiceOutcome =
  /** The active currency: nothing happens (the picker closes). */
  | { kind: 'none' }
  /** Save dialog enabled: ask yes (permanent) / no (session). */
  | { kind: 'confirm'; code: string }
  /** Save dialog disabled: applies at once, for the session. */
  | { kind: 'apply'; code: string; store: false };

/** §4: the outcome of choosing `code` while `current` is active. */
export function choose(code: string, current: string, saveDialogEnabled: boolean): ChoiceOutcome {
  if (code === current) return { kind: 'none' };
  return saveDialogEnabled ? { kind: 'confirm', code } : { kind: 'apply', code, store: false };
}

/** What the save dialog's answer leads to (§4, §6). */
export type SaveAnswerOutcome =
  /** Send the change (store true: saved on the account; false: this session only). */
  | { kind: 'send'; code: string; store: boolean }
  /** Signed out and asked to save: sign in first, then send `store: true` once signed in. */
  | { kind: 'signInThenSave'; code: string };

/** §4/§6: yes saves permanently (signed-out users sign in first), no applies for the session only. */
export function answerSave(code: string, yes: boolean, signedIn: boolean): SaveAnswerOutcome {
  if (!yes) return { kind: 'send', code, store: false };
  return signedIn ? { kind: 'send', code, store: true } : { kind: 'signInThenSave', code };
}

/** §2: the variant for a viewport width: dropdown above the medium breakpoint, else the given narrow variant. */
export function variantFor(viewportWidthPx: number, breakpointPx: number, narrow: 'dialog' | 'bottomSheet'): 'dropdown' | 'dialog' | 'bottomSheet' {
  return viewportWidthPx > breakpointPx ? 'dropdown' : narrow;
}
