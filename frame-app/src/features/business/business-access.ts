/**
 * Who may open which `/business/*` page, decided in the route LOADER before any business page renders (issue #24:
 * "guard /business/* in the route loaders, not only in components"). Pure: {@link businessRouteAccess} takes the auth
 * state and the path; the loader (hub/business-page.tsx) feeds it.
 *
 * Spec: core-and-business §5 (admin page visibility), §6 (admin hub rules: disabled, booking mode, permissions,
 * feature, flags; parents without visible children removed); account-business-header-and-trips §2 (paths), §6.
 * The rules themselves are the contract's (business-pages.ts `visibleAdminPages`, `isAdminPageVisible`,
 * `adminPageForPath`): the frame applies the same table as the server's business route tree.
 *
 * Outcomes, checked in this order:
 * 1. `unavailable`: the auth state could not be loaded (fail closed: nothing business shows; a retry link);
 * 2. `signIn`: a visitor (the page asks for sign-in, and opens once signed in);
 * 3. `noProfile`: a signed-in account without a business profile (core §6 "a user without a business profile passes
 *    every check" is a rule for what the UI shows; it never opens a business page). The page explains what a business
 *    account is; the account menu's "Create a business account" leads here;
 * 4. onboarding pages (`/business/get-started`, `/business/tasks`, `/business/tasks/company`): any business profile
 *    (reading: they show the user's own progress; company tasks need COMPANY_SETTINGS_MANAGEMENT, account §6 "The
 *    company setup task needs the company settings management permission", else `forbidden`);
 * 5. `notFound`: any other path the admin hub table does not hold;
 * 6. `forbidden` (the 403 view): a hub page the user may not see (isAdminPageVisible false). The hub root itself is
 *    forbidden when no page under it is visible (a traveler has no admin hub);
 * 7. `single`: the hub root when only one page is visible: there is no hub to show, the loader goes to that page
 *    (core-and-business §6 "The admin hub link leads to the single visible page when only one is visible");
 * 8. `hub` (the hub root) or `page` (a visible hub page).
 */
import {
  ADMIN_HUB_PATH, adminHubLink, adminPageForPath, isAdminPageVisible, visibleAdminPages,
  ADMIN_PAGE_FLAG_OF_COMPANY_FLAG, type AdminHubCompany, type AdminPageDefinition, type AdminPageFlag, type AuthState, type CompanyFlag, type VisibleAdminPage,
} from '@travel/contract';
import { BUSINESS_ONBOARDING_PATHS } from './constants.ts';

/**
 * The admin hub's view of the user's company from the auth state: its booking mode and its switches (names the
 * mapping does not know are ignored; a switch the company never set takes the contract's default).
 */
export function adminHubCompanyOf(state: AuthState): AdminHubCompany {
  const flags: Partial<Record<AdminPageFlag, boolean>> = {};
  for (const [name, on] of Object.entries(state.businessState.companyFlags)) {
    const flag = ADMIN_PAGE_FLAG_OF_COMPANY_FLAG[name as CompanyFlag] as AdminPageFlag | undefined;
    if (flag !== undefined) flags[flag] = on;
  }
  return { bookingMode: state.businessState.bookingMode, flags };
}

/** The admin hub pages the user of `state` sees (contract visibleAdminPages); [] without a business profile. */
export function visibleAdminPagesOf(state: AuthState): VisibleAdminPage[] {
  const b = state.businessState;
  if (!state.loggedInSession || b.businessProfile === null) return [];
  return visibleAdminPages({ permissions: b.permissions, features: b.features }, adminHubCompanyOf(state));
}

/** Which onboarding page a path is. */
export type OnboardingPageKind = keyof typeof BUSINESS_ONBOARDING_PATHS;

/** What a `/business/*` path shows (see the module docstring). */
export type BusinessRouteAccess =
  | { kind: 'unavailable' }
  | { kind: 'signIn' }
  | { kind: 'noProfile' }
  | { kind: 'notFound' }
  | { kind: 'forbidden' }
  | { kind: 'onboarding'; page: OnboardingPageKind; visible: VisibleAdminPage[] }
  | { kind: 'single'; href: string }
  | { kind: 'hub'; visible: VisibleAdminPage[] }
  | { kind: 'page'; page: AdminPageDefinition; visible: VisibleAdminPage[] };

/** A path without query, hash and trailing slash. */
function cleanPath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/**
 * The access outcome for `path` (inside the frame, e.g. `/business/company/general`) and the auth state (null: it
 * could not be loaded). Pure; rules in the module docstring.
 */
export function businessRouteAccess(state: AuthState | null, path: string): BusinessRouteAccess {
  if (state === null) return { kind: 'unavailable' };
  if (!state.loggedInSession) return { kind: 'signIn' };
  const b = state.businessState;
  if (b.businessProfile === null) return { kind: 'noProfile' };
  const visible = visibleAdminPagesOf(state);
  const clean = cleanPath(path);
  const onboarding = (Object.keys(BUSINESS_ONBOARDING_PATHS) as OnboardingPageKind[]).find((k) => BUSINESS_ONBOARDING_PATHS[k] === clean);
  if (onboarding !== undefined) {
    if (onboarding === 'companyTasks' && !b.permissions.includes('COMPANY_SETTINGS_MANAGEMENT')) return { kind: 'forbidden' };
    return { kind: 'onboarding', page: onboarding, visible };
  }
  const page = adminPageForPath(clean);
  if (page === undefined) return { kind: 'notFound' };
  if (!visible.some((p) => p.id === page.id)) return { kind: 'forbidden' };
  if (page.path === ADMIN_HUB_PATH) {
    const link = adminHubLink(visible);
    return link !== null && link.href !== ADMIN_HUB_PATH ? { kind: 'single', href: link.href } : { kind: 'hub', visible };
  }
  return { kind: 'page', page, visible };
}

/** Whether one page is visible to the user of `state` (contract isAdminPageVisible with the auth state's company). */
export function adminPageVisibleTo(state: AuthState, page: AdminPageDefinition): boolean {
  const b = state.businessState;
  return b.businessProfile !== null && isAdminPageVisible(page.id, { permissions: b.permissions, features: b.features }, adminHubCompanyOf(state));
}
