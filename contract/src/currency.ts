/**
 * Currency picker calls and entities. Spec: chrome-and-consent §3 (Currency: currencyCode, displayName, name,
 * nativeName, htmlSymbolAlone, showCurrency; picker state topCurrencies, allCurrencies, current), §7 (the
 * state provider GET and POST /i/api/account/currency/v1/set), §6 (only signed-in users save permanently).
 */
import { z } from 'zod';
import { CurrencyCodeSchema, SupportedCurrencySchema } from './locale.ts';

/** GET: the currency picker's state (§7). Query `currency` = the currency the frame shows now (its fallback). */
export const CURRENCY_PICKER_STATE_PATH = '/horizon/react/component/CurrencyPickerStateProviderAction';
/** POST (X-CSRF): change the currency (§7); `store: true` saves it on the account (signed-in only, §6). */
export const CURRENCY_SET_PATH = '/i/api/account/currency/v1/set';

/**
 * One currency of the picker (§3). Names are English on the wire (`name`, the ISO name); the frame shows
 * names from Intl.DisplayNames in its own locale. `htmlSymbolAlone` is the narrow symbol as plain text
 * (the spec's "HTML" field; the frame renders it as text, never as markup). `showCurrency` false hides an item.
 */
export const CurrencySchema = z.object({
  currencyCode: SupportedCurrencySchema,
  displayName: z.string(),
  name: z.string(),
  nativeName: z.string(),
  htmlSymbolAlone: z.string(),
  showCurrency: z.boolean(),
});
export type Currency = z.infer<typeof CurrencySchema>;

/** Query of the state provider: the frame's current currency (used when no preference is stored). */
export const CurrencyPickerStateQuerySchema = z.object({ currency: z.optional(CurrencyCodeSchema) });
export type CurrencyPickerStateQuery = z.infer<typeof CurrencyPickerStateQuerySchema>;

/**
 * Picker state (§3). `current`: the session's currency, else the signed-in account's saved one, else the
 * requested fallback (when supported), else USD. `stored`: where `current` came from ('session', 'account'
 * or null for the fallback). `ratesDate`: the date (YYYY-MM-DD) of the exchange-rate table prices use.
 */
export const CurrencyPickerStateSchema = z.object({
  topCurrencies: z.array(CurrencySchema),
  allCurrencies: z.array(CurrencySchema),
  current: CurrencySchema,
  stored: z.enum(['session', 'account']).nullable(),
  ratesDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type CurrencyPickerState = z.infer<typeof CurrencyPickerStateSchema>;

/** Body of POST /i/api/account/currency/v1/set (§7). */
export const CurrencySetRequestSchema = z.object({ currencyCode: SupportedCurrencySchema, store: z.boolean() });
export type CurrencySetRequest = z.infer<typeof CurrencySetRequestSchema>;

/** Reply: the currency now in effect and whether it was saved on the account. */
export const CurrencySetReplySchema = z.object({ currencyCode: SupportedCurrencySchema, stored: z.boolean() });
export type CurrencySetReply = z.infer<typeof CurrencySetReplySchema>;
