/**
 * The company calls of account-business-header-and-trips §7 "Company (base /i/api/business/company/v1/)": GET and PUT
 * on the base, through the one HTTP client (form token, X-CSRF on PUT, replies parsed with the contract's
 * CompanySchema). Errors reject per the client's policy (ApiRequestError with the contract's error envelope; 403
 * MISSING_TWO_FACTOR_AUTHENTICATION is handled by the client's business two-factor rule).
 */
import { COMPANY_CALL_PATHS, CompanyLogoReplySchema, CompanySchema, LOGO_FIELD, type Company, type CompanyUpdate } from '@travel/contract';
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

/** Path of a company call below the business API (contract COMPANY_CALL_PATHS are relative to /i/api/business). */
const businessPath = (relative: string): string => `/i/api/business${relative}`;

/**
 * POST `file` as the company logo (account-business-header-and-trips §5, §7 "POST /logo as multipart with
 * multipartFile"; COMPANY_SETTINGS_MANAGEMENT): the server checks its type by content (jpeg, png or gif) and its size.
 * Resolves with the logo's URL on the product origin. @throws ApiRequestError (400 VALIDATION_ERROR for a wrong type or size)
 */
export async function uploadCompanyLogo(file: File): Promise<string | null> {
  const body = new FormData();
  body.append(LOGO_FIELD, file, file.name);
  return (await apiClient.post(businessPath(COMPANY_CALL_PATHS.logo), body, CompanyLogoReplySchema)).logoUrl;
}

/** Removes the company logo (the product logo shows again). @throws ApiRequestError */
export async function deleteCompanyLogo(): Promise<void> {
  await apiClient.post(businessPath(COMPANY_CALL_PATHS.logoDelete), {}, CompanyLogoReplySchema);
}

/**
 * Switches several rooms in one hotel booking on or off (PUT /company/v1/multiRoomBookings/enable|disable,
 * COMPANY_SETTINGS_MANAGEMENT; issue #24; reading in contract CompanySchema.multiRoomBookings) and resolves with the
 * company as saved. @throws ApiRequestError (403 FORBIDDEN without the permission)
 */
export function setMultiRoomBookings(enabled: boolean): Promise<Company> {
  return apiClient.put(businessPath(enabled ? COMPANY_CALL_PATHS.multiRoomEnable : COMPANY_CALL_PATHS.multiRoomDisable), {}, CompanySchema);
}
