/**
 * What the account menu (account feature) needs of the business side: the admin hub link and the account-type switch.
 * Spec: core-and-business §6, account-business-header-and-trips §4 (account-type toggle), §6 (admin hub link).
 */
import { adminHubLink, type AdminHubLink, type AuthState } from '@travel/contract';
import { visibleAdminPagesOf } from '../business-access.ts';
export { toggleAccountType } from './account-type.ts';

/**
 * The admin hub link of the user of `state` (contract adminHubLink on the pages the user sees): null without a
 * business profile or when no page is visible.
 */
export function adminHubLinkOf(state: AuthState): AdminHubLink | null {
  return adminHubLink(visibleAdminPagesOf(state));
}
