/**
 * The company calls of account-business-header-and-trips §7 "Company (base /i/api/business/company/v1/)": GET and PUT
 * on the base, through the one HTTP client (form token, X-CSRF on PUT, replies parsed with the contract's
 * CompanySchema). Errors reject per the client's policy (ApiRequestError with the contract's error envelope; 403
 * MISSING_TWO_FACTOR_AUTHENTICATION is handled by the client's business two-factor rule).
 */
import { CompanySchema, type Company, type CompanyUpdate } from '@travel/contract';
import { apiClient } from '../../../api/index.ts';
import { COMPANY_API_PATH } from '../constants.ts';

/** GET the caller's company (any business profile). @throws ApiRequestError / HttpStatusError / ApiResponseParseError */
export function fetchCompany(signal?: AbortSignal): Promise<Company> {
  return apiClient.get(COMPANY_API_PATH, CompanySchema, signal ? { signal } : {});
}

/**
 * PUT the fields given (COMPANY_SETTINGS_MANAGEMENT; others kept, contract CompanyUpdateSchema) and resolve with the
 * company as saved. @throws ApiRequestError (403 FORBIDDEN without the permission, 400 VALIDATION_ERROR with fields)
 */
export function updateCompany(update: CompanyUpdate): Promise<Company> {
  return apiClient.put(COMPANY_API_PATH, update, CompanySchema);
}
