/**
 * The trip reporting fields page's calls (issue #26; contract business-reporting-payment.ts, server
 * modules/business/reporting-payment-routes.ts) through the frame's one HTTP client: replies parsed with their contract
 * schema, X-CSRF added on POST/PUT/DELETE. Failures reject with ApiRequestError in the contract's envelope: 400
 * VALIDATION_ERROR with its `field` (`label`: taken or too many fields; `options`), 403 FORBIDDEN, 404 NOT_FOUND (deleted
 * meanwhile), 429 (too many changes).
 */
import {
  AdminOkReplySchema, REPORTING_FIELDS_API_PATH, ReportingFieldSchema, ReportingFieldsReplySchema, type ReportingField, type ReportingFieldInputDraft,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** GET: the company's fields in booking-form order. */
export async function fetchReportingFields(signal?: AbortSignal): Promise<ReportingField[]> {
  return (await apiClient.get(REPORTING_FIELDS_API_PATH, ReportingFieldsReplySchema, signal ? { signal } : {})).items;
}

/** POST: the field as saved. */
export function createReportingField(body: ReportingFieldInputDraft): Promise<ReportingField> {
  return apiClient.post(REPORTING_FIELDS_API_PATH, body, ReportingFieldSchema);
}

/** PUT {id}: the field as saved (every property replaced but its place). */
export function updateReportingField(id: number, body: ReportingFieldInputDraft): Promise<ReportingField> {
  return apiClient.put(`${REPORTING_FIELDS_API_PATH}/${id}`, body, ReportingFieldSchema);
}

/** DELETE {id}: bookings keep the values they were made with. */
export async function deleteReportingField(id: number): Promise<void> {
  await apiClient.delete(`${REPORTING_FIELDS_API_PATH}/${id}`, AdminOkReplySchema);
}

/** POST {id}/move: the fields in their new order. */
export async function moveReportingField(id: number, direction: 'up' | 'down'): Promise<ReportingField[]> {
  return (await apiClient.post(`${REPORTING_FIELDS_API_PATH}/${id}/move`, { direction }, ReportingFieldsReplySchema)).items;
}
