/**
 * The calls of the confirmation dialogs (account-business-header-and-trips §2 "Confirmation dialogs", §4, §7 Company
 * `POST /sendConfirmation (userEmail)`, Business me `POST /resendConfirmationEmail`; §8 "sendConfirmation errors":
 * it rejects with the first error code). Their reply bodies are "not shown" (§7): any 2xx reply is success.
 */
import { z } from 'zod';
import { apiClient } from '../../../api/index.ts';
import { COMPANY_API_PATH } from '../constants.ts';

/** POST the company confirmation email to `userEmail` (the company's admin). @throws ApiRequestError (its `code` is the first error's) */
export async function sendCompanyConfirmation(userEmail: string): Promise<void> {
  await apiClient.post(`${COMPANY_API_PATH}sendConfirmation`, { userEmail }, z.unknown());
}

/** POST: mail the business profile's confirmation link again. @throws ApiRequestError */
export async function resendProfileConfirmation(): Promise<void> {
  await apiClient.post('/i/api/business/me/v1/resendConfirmationEmail', {}, z.unknown());
}
