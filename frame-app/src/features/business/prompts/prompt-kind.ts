/**
 * Which business confirmation the signed-in user is asked for (account-business-header-and-trips §4 "Account-related
 * prompts": "A user with a business profile and an unconfirmed company sees a confirm-company action. A confirmed
 * company with an unconfirmed profile shows confirm-business-profile"; the unconfirmed account's prompt is the account
 * feature's). Pure.
 */
import type { AuthState } from '@travel/contract';

/** The confirmation to offer, or null. */
export type BusinessPromptKind = 'company' | 'profile' | null;

/** See the module docstring: company first; the profile only once the company is confirmed. */
export function businessPromptOf(state: AuthState | null | undefined): BusinessPromptKind {
  if (!state?.loggedInSession || state.businessState.businessProfile === null) return null;
  if (state.businessState.companyConfirmationNeeded) return 'company';
  return state.businessState.businessProfileConfirmationNeeded ? 'profile' : null;
}
