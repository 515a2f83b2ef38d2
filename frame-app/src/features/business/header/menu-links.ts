/**
 * What the account menu and the navigation drawer (account and chrome features) need of the business side, loaded on
 * demand (business/index.ts loadBusinessMenuLinks): the admin hub link, the admin pages of the drawer and the
 * account-type switch. Spec: core-and-business §5 (business entry only in business mode), §6 (admin hub link),
 * account-business-header-and-trips §4 (account-type toggle), §6 ("Admin hub pages (in the business header and
 * drawer) are visible by these rules").
 */
import type { IntlShape } from 'react-intl';
import { adminHubLink, businessEntryShown, type AdminHubLink, type AdminPageId, type AuthState } from '@travel/contract';
import { visibleAdminPagesOf } from '../business-access.ts';
import { adminPageTitle } from '../page-messages.ts';
export { toggleAccountType } from './account-type.ts';

/**
 * The admin hub link of the user of `state` (contract adminHubLink on the pages the user sees): null without a
 * business profile or when no page is visible.
 */
export function adminHubLinkOf(state: AuthState): AdminHubLink | null {
  return adminHubLink(visibleAdminPagesOf(state));
}

/** One admin hub entry of the navigation drawer: the page, its path and its translated title. */
export interface AdminNavigationLink {
  id: AdminPageId;
  url: string;
  text: string;
}

/**
 * The admin hub pages the navigation drawer lists (account §6): in business mode with a business profile, the
 * visible top level of the hub (its pages and the section headings that still hold a visible page), by the same rule
 * as the hub and the header; nothing when there is no hub link or it is disabled (only trips to approve, which has its
 * own menu entry).
 */
export function adminNavigationLinks(state: AuthState, intl: IntlShape): AdminNavigationLink[] {
  if (!state.loggedInSession || !businessEntryShown(state.businessState)) return [];
  const visible = visibleAdminPagesOf(state);
  const link = adminHubLink(visible);
  if (link === null || link.disabled) return [];
  return visible.filter((p) => p.parent === 'adminHub').map((p) => ({ id: p.id, url: p.path, text: intl.formatMessage(adminPageTitle(p.id)) }));
}
