/**
 * Currency picker state and the currency change (chrome-and-consent §2 Currency picker, §3 Currency, §4, §6, §7).
 *
 * - `state(...)`: topCurrencies (TOP_CURRENCY_CODES, the "most-used" group), allCurrencies (every currency the
 *   product prices in: contract SUPPORTED_CURRENCIES that have a rate in the active table, by English name) and
 *   `current`: the session's choice, else the signed-in account's saved one, else the frame's currency (when
 *   supported), else USD.
 * - `set(...)`: `store: false` keeps the currency for the session only (§4 "no applies for the session only");
 *   `store: true` saves it on the signed-in account as well (§4 "yes saves permanently"); a visitor asking to store
 *   gets 403 FORBIDDEN (§6 "only logged-in users can permanently save a currency"; the frame signs in first).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SUPPORTED_CURRENCIES, type Currency, type CurrencyPickerState, type SupportedCurrency } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { CURRENCY_NATIVE_LOCALES, DEFAULT_CURRENCY, SESSION_PREFERENCE_MAX_AGE_MS, TOP_CURRENCY_CODES } from './constants.ts';
import { activeRateTable, hasRate } from './conversion.ts';
import { deleteSessionPreferencesBefore, findPreferences, upsertPreference } from './repository.ts';

/** Who asks: the session id (null without a session) and the signed-in account id (null for a visitor). */
export interface CurrencyCaller {
  sessionId: string | null;
  accountId: string | null;
}

export interface CurrencyService {
  /** The picker state (§3, §7). @param fallback the currency the frame shows now (query `currency`) */
  state(caller: CurrencyCaller, fallback: string | undefined): Promise<CurrencyPickerState>;
  /**
   * Changes the caller's currency. @returns the code now in effect and whether it was saved on the account
   * @throws AppError 403 FORBIDDEN when `store` is true for a visitor; 400 VALIDATION_ERROR (field currencyCode) for a
   *   currency without a rate; 403 CSRF_TOKEN_INVALID without a session (the session hook refuses earlier)
   */
  set(caller: CurrencyCaller, currencyCode: SupportedCurrency, store: boolean): Promise<{ currencyCode: SupportedCurrency; stored: boolean }>;
  /** The currency the caller chose (session first, then account), or null. */
  preferred(caller: CurrencyCaller): Promise<{ code: SupportedCurrency; stored: 'session' | 'account' } | null>;
}

function isSupported(code: string): code is SupportedCurrency {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(code) && hasRate(code);
}

function sessionOwner(sessionId: string): string {
  return `s:${createHash('sha256').update(sessionId).digest('hex')}`;
}
function accountOwner(accountId: string): string {
  return `a:${accountId}`;
}

function nameIn(locale: string, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
}
function narrowSymbol(code: string): string {
  const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? code;
}

/** One currency as the picker shows it (§3): English name, its own name, narrow symbol. */
export function describeCurrency(code: SupportedCurrency): Currency {
  const name = nameIn('en', code);
  return {
    currencyCode: code,
    displayName: `${name} (${code})`,
    name,
    nativeName: nameIn(CURRENCY_NATIVE_LOCALES[code] ?? 'en', code),
    htmlSymbolAlone: narrowSymbol(code),
    showCurrency: true,
  };
}

/** @param now clock, epoch ms */
export function createCurrencyService(db: Kysely<Database>, now: () => number = Date.now): CurrencyService {
  async function preferred(caller: CurrencyCaller): Promise<{ code: SupportedCurrency; stored: 'session' | 'account' } | null> {
    const owners = [...(caller.sessionId ? [sessionOwner(caller.sessionId)] : []), ...(caller.accountId ? [accountOwner(caller.accountId)] : [])];
    const found = await findPreferences(db, owners);
    const fromSession = caller.sessionId ? found.get(sessionOwner(caller.sessionId)) : undefined;
    if (fromSession && isSupported(fromSession)) return { code: fromSession, stored: 'session' };
    const fromAccount = caller.accountId ? found.get(accountOwner(caller.accountId)) : undefined;
    if (fromAccount && isSupported(fromAccount)) return { code: fromAccount, stored: 'account' };
    return null;
  }

  return {
    preferred,

    async state(caller, fallback) {
      const all = SUPPORTED_CURRENCIES.filter((c) => hasRate(c)).map(describeCurrency).sort((a, b) => a.name.localeCompare(b.name, 'en'));
      const top = TOP_CURRENCY_CODES.filter((c) => isSupported(c)).map(describeCurrency);
      const chosen = await preferred(caller);
      const code = chosen?.code ?? (fallback !== undefined && isSupported(fallback) ? fallback : (DEFAULT_CURRENCY as SupportedCurrency));
      return { topCurrencies: top, allCurrencies: all, current: describeCurrency(code), stored: chosen?.stored ?? null, ratesDate: activeRateTable().date };
    },

    async set(caller, currencyCode, store) {
      if (!caller.sessionId) throw new AppError(403, 'CSRF_TOKEN_INVALID', 'No session');
      if (store && !caller.accountId) throw new AppError(403, 'FORBIDDEN', 'Sign in to save a currency permanently');
      if (!isSupported(currencyCode)) throw new AppError(400, 'VALIDATION_ERROR', `No exchange rate for ${currencyCode}`, 'currencyCode');
      const at = new Date(now()).toISOString();
      await db.transaction().execute(async (trx) => {
        await upsertPreference(trx, sessionOwner(caller.sessionId!), currencyCode, at);
        if (store) await upsertPreference(trx, accountOwner(caller.accountId!), currencyCode, at);
        await deleteSessionPreferencesBefore(trx, new Date(now() - SESSION_PREFERENCE_MAX_AGE_MS).toISOString());
      });
      return { currencyCode, stored: store };
    },
  };
}
