/**
 * The account-type toggle's calls (account-business-header-and-trips §4 "Account-type toggle: Personal or business",
 * §7 Business me `GET /i/api/business/me/v1/businessToggleUrl`; POST /i/api/business/me/v1/accountType): asks the
 * server which side the toggle switches to and where to go after (a same-origin path; the server answers `/` for
 * anything else), switches the session to that side, and resolves with both. The caller follows the URL and
 * reloads the auth state (the header then shows the business or the personal side).
 */
import { AccountTypeReplySchema, BusinessToggleUrlReplySchema, type AccountType } from '@travel/contract';
import { apiClient } from '../../../api/index.ts';
import { ACCOUNT_TYPE_API_PATH, BUSINESS_TOGGLE_URL_API_PATH } from '../constants.ts';

/** The outcome of a switch: the side the session is on now, its business mode, and where to go (a frame path). */
export interface AccountTypeSwitch {
  accountType: AccountType;
  businessMode: boolean;
  url: string;
}

/**
 * Switches to the other side of the signed-in person (needs a business profile).
 * @param redir the frame path to come back to (e.g. the current page), sent as `redir`
 * @throws ApiRequestError (403/401 without a business profile or session), HttpStatusError, ApiResponseParseError
 */
export async function toggleAccountType(redir: string): Promise<AccountTypeSwitch> {
  const target = await apiClient.get(BUSINESS_TOGGLE_URL_API_PATH, BusinessToggleUrlReplySchema, { query: { redir } });
  const reply = await apiClient.post(ACCOUNT_TYPE_API_PATH, { accountType: target.accountType }, AccountTypeReplySchema);
  return { accountType: reply.accountType, businessMode: reply.businessMode, url: target.url };
}
