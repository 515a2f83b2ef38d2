/**
 * Which entries the account menu shows, and where they lead (account-business-header-and-trips §2 "Account menu
 * entries" and "Business menu entries and who sees them", §6 roles: "Guidebooks show only when enabled", "The company
 * setup task needs the company settings management permission. Onboarding tasks are feature-gated", "The business
 * entry shows only in business mode"). Pure: the menu and its tests call {@link accountMenuEntries}.
 *
 * Rules, in the menu's order (the spec names the entries and a few rules; the rest is the choice noted):
 * - Personal entries (every signed-in user):
 *   - trips: always. `/trips` does not exist in the frame yet, so it leads to the bookings section of the account
 *     page (`/profile/account#your-bookings`), which lists the account's bookings, until the trips page lands.
 *   - business register (`/business`): accounts without a business profile (there is nothing to register otherwise).
 *   - guidebooks (`/guides/yourguides`): only when `guidebookEnabled`.
 *   - business get-started (`/business/get-started`): a business profile whose company onboarding has not started
 *     (progress 0); set up company (`/business/tasks/company`): a business profile, company onboarding started but
 *     below 100, and COMPANY_SETTINGS_MANAGEMENT; set up account (`/business/tasks`): a business profile with account
 *     onboarding below 100; tasks (`/business/tasks`): a business profile with the ONBOARDING_TASKS feature. The auth
 *     state carries no onboarding progress yet, so the menu passes none and they count as complete (100).
 *   - help: everyone, to the configurable help centre address ({@link AccountMenuOptions.helpCentreUrl}, default `/help`).
 *   - account (`/profile/account`): everyone.
 * - Business entries (the §2 table), only in business mode: trips to approve (one of
 *   {@link AccountMenuOptions.approvalPermissions}), trips to book (BOOK_ON_BEHALF_REQUEST_PROCESSING and book-on-behalf
 *   enabled, i.e. the BOOK_ON_BEHALF feature), reporting (REPORTING_VIEW), policies (TRAVEL_POLICY_MANAGEMENT), manage
 *   users (BUSINESS_PROFILE_EDIT or USER_GUEST_DELETE), company settings (COMPANY_SETTINGS_MANAGEMENT).
 * - Finally, an entry whose page the frame does not have ({@link AccountMenuOptions.availablePaths}) is left out rather
 *   than leading to "page not found": today that hides every `/business/*` entry, guidebooks and help (`/help`; a
 *   partner-configured external help centre address is always shown).
 */
import type { AuthState, Permission } from '@travel/contract';
import { accountMenuMessages as m } from './account-menu-messages.ts';

/** An entry of the account menu: a stable id, its text and where it leads (a path inside the frame, or an absolute URL). */
export interface AccountMenuEntry {
  id: string;
  message: { id: string; defaultMessage: string };
  href: string;
  /** True for an absolute URL that leaves the frame (help centre): opened in a new window. */
  external: boolean;
}

/** Onboarding progress, percent (§4 "100 means complete; above 0 means started"). */
export interface OnboardingProgress {
  company: number;
  account: number;
}

/** Inputs besides the auth state. */
export interface AccountMenuOptions {
  /** Paths (inside the frame) that have a page; entries leading elsewhere inside the frame are hidden. */
  availablePaths: ReadonlySet<string>;
  /** The help centre address (configurable, §2); default `/help`. */
  helpCentreUrl?: string;
  /** The configured approval permissions (§2 "Trips to approve"); default the two approval-processing ones. */
  approvalPermissions?: readonly Permission[];
  /** Onboarding progress; default complete (the auth state does not carry it yet). */
  onboarding?: OnboardingProgress;
}

/** Paths the frame has pages for today (the account page; see the module docstring). */
export const FRAME_ACCOUNT_MENU_PATHS: ReadonlySet<string> = new Set(['/profile/account']);

/** Where the trips entry leads until `/trips` exists: the account page's bookings section. */
export const TRIPS_ENTRY_FALLBACK_HREF = '/profile/account#your-bookings';

const DEFAULT_APPROVAL_PERMISSIONS: readonly Permission[] = ['TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'];

/**
 * The entries the signed-in user of `state` sees, in order (see the module docstring for every rule).
 * @returns [] for a signed-out state
 */
export function accountMenuEntries(state: AuthState, options: AccountMenuOptions): AccountMenuEntry[] {
  if (!state.loggedInSession) return [];
  const business = state.businessState;
  const hasProfile = business.businessProfile !== null;
  const perms = new Set(business.permissions);
  const has = (...names: Permission[]) => names.some((p) => perms.has(p));
  const onboarding = options.onboarding ?? { company: 100, account: 100 };
  const help = options.helpCentreUrl ?? '/help';
  const available = (path: string) => options.availablePaths.has(path.split('#')[0] ?? path);
  const entries: (AccountMenuEntry & { shown: boolean })[] = [];
  const add = (id: string, message: AccountMenuEntry['message'], href: string, shown: boolean) => {
    const external = /^https?:\/\//.test(href);
    entries.push({ id, message, href, external, shown: shown && (external || available(href)) });
  };

  add('trips', m.entryTrips, available('/trips') ? '/trips' : TRIPS_ENTRY_FALLBACK_HREF, true);
  add('businessRegister', m.entryBusinessRegister, '/business', !hasProfile);
  add('guidebooks', m.entryGuidebooks, '/guides/yourguides', state.guidebookEnabled);
  add('businessGetStarted', m.entryBusinessGetStarted, '/business/get-started', hasProfile && onboarding.company <= 0);
  add('setUpCompany', m.entrySetUpCompany, '/business/tasks/company', hasProfile && onboarding.company > 0 && onboarding.company < 100 && has('COMPANY_SETTINGS_MANAGEMENT'));
  add('setUpAccount', m.entrySetUpAccount, '/business/tasks', hasProfile && onboarding.account < 100);
  add('tasks', m.entryTasks, '/business/tasks', hasProfile && business.features.includes('ONBOARDING_TASKS'));
  if (business.businessMode) {
    add('tripsToApprove', m.entryTripsToApprove, '/business/approval', has(...(options.approvalPermissions ?? DEFAULT_APPROVAL_PERMISSIONS)));
    add('tripsToBook', m.entryTripsToBook, '/business/book', has('BOOK_ON_BEHALF_REQUEST_PROCESSING') && business.features.includes('BOOK_ON_BEHALF'));
    add('reporting', m.entryReporting, '/business/stats', has('REPORTING_VIEW'));
    add('policies', m.entryPolicies, '/business/policy', has('TRAVEL_POLICY_MANAGEMENT'));
    add('manageUsers', m.entryManageUsers, '/business/users', has('BUSINESS_PROFILE_EDIT', 'USER_GUEST_DELETE'));
    add('companySettings', m.entryCompanySettings, '/business/company', has('COMPANY_SETTINGS_MANAGEMENT'));
  }
  add('help', m.entryHelp, help, true);
  add('account', m.entryAccount, '/profile/account', true);
  return entries.filter((e) => e.shown).map(({ shown: _shown, ...entry }) => entry);
}

/** The switcher option's state (§4 "unselected, selected, loading"). */
export type SwitcherOptionState = 'unselected' | 'selected' | 'loading';

/**
 * The state of each switcher item: `loading` for the one being switched to (`switchingTo`, a tokenId), `selected`
 * for the session's selected account, else `unselected`.
 */
export function switcherOptionState(item: { tokenId: string; selected: boolean }, switchingTo: string | null): SwitcherOptionState {
  if (switchingTo === item.tokenId) return 'loading';
  return item.selected ? 'selected' : 'unselected';
}
