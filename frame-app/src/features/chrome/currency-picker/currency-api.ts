/**
 * The currency picker's server calls through the frame's one HTTP client (chrome-and-consent §7). Both reject per the
 * client's error policy (ApiRequestError, HttpStatusError, ApiResponseParseError).
 */
import {
  CURRENCY_PICKER_STATE_PATH, CURRENCY_SET_PATH, CurrencyPickerStateSchema, CurrencySetReplySchema, type CurrencyPickerState, type CurrencySetReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** GET CurrencyPickerStateProviderAction?currency= -> topCurrencies, allCurrencies, current (+ stored, ratesDate). */
export function loadCurrencyPickerState(frameCurrency: string): Promise<CurrencyPickerState> {
  return apiClient.get(CURRENCY_PICKER_STATE_PATH, CurrencyPickerStateSchema, { query: { currency: frameCurrency } });
}

/** POST /i/api/account/currency/v1/set (X-CSRF added by the client) { currencyCode, store }. */
export function setCurrency(currencyCode: string, store: boolean): Promise<CurrencySetReply> {
  return apiClient.post(CURRENCY_SET_PATH, { currencyCode, store }, CurrencySetReplySchema);
}
