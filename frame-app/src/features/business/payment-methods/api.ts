/**
 * The payment methods page's calls (issue #26; contract business-reporting-payment.ts, server
 * modules/business/reporting-payment-routes.ts) through the frame's one HTTP client: replies parsed with their contract
 * schema, X-CSRF added on POST/PUT/DELETE. Failures reject with ApiRequestError: 400 VALIDATION_ERROR with its `field`
 * (`card.number`, `card.expiry`, `label`, `cardId`, `personalCardAllowed`), 403 FORBIDDEN, 404 NOT_FOUND, 429.
 */
import {
  AdminOkReplySchema, CompanyCardSchema, PAYMENT_OPTIONS_API_PATH, PaymentOptionsReplySchema, type CompanyCard, type CompanyCardInputDraft,
  type PaymentOptionsReply, type PaymentScopeInput,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** GET: the company's cards, every scope and whether the caller may change them. */
export function fetchPaymentOptions(signal?: AbortSignal): Promise<PaymentOptionsReply> {
  return apiClient.get(PAYMENT_OPTIONS_API_PATH, PaymentOptionsReplySchema, signal ? { signal } : {});
}

/** POST cards: the card as stored (brand and last four). */
export function addCompanyCard(body: CompanyCardInputDraft): Promise<CompanyCard> {
  return apiClient.post(`${PAYMENT_OPTIONS_API_PATH}/cards`, body, CompanyCardSchema);
}

/** DELETE cards/{id}. */
export async function removeCompanyCard(id: number): Promise<void> {
  await apiClient.delete(`${PAYMENT_OPTIONS_API_PATH}/cards/${id}`, AdminOkReplySchema);
}

/** PUT scopes/{default|groupId}: the options after the change. */
export function savePaymentScope(scope: number | 'default', body: PaymentScopeInput): Promise<PaymentOptionsReply> {
  return apiClient.put(`${PAYMENT_OPTIONS_API_PATH}/scopes/${scope}`, body, PaymentOptionsReplySchema);
}
