/**
 * Which entries the account menu shows, and where they lead (account-business-header-and-trips §2 "Account menu
 * entries" and "Business menu entries and who sees them", §4 onboarding progress, §6 roles: "Guidebooks show only
 * when enabled", "The company setup task needs the company settings management permission. Onboarding tasks are
 * feature-gated", "The business entry shows only in business mode"). Pure: the menu and its tests call
 * {@link accountMenuEntries}.
 *
 * The business rules are the contract's published tables (business-menu.ts), not restated here:
 * - `accountBusinessEntries` (business register, get started, set up company, set up account, tasks, from the auth
 *   state's business profile, permissions, features and onboarding progress);
 * - `businessMenuEntries` (trips to approve, trips to book, reporting, policies, manage users, company settings; only
 *   in business mode with a business profile; its help and account entries are the menu's own);
 * - the admin hub entry (business mode): the contract's `adminHubLink` on the pages the user sees, computed by the
 *   business feature and passed in ({@link AccountMenuOptions.adminHub}): to the single visible page, else the hub
 *   root; left out when disabled (only trips to approve, which has its own entry) or when nothing is visible.
 * The menu's own entries, in order: trips (always), the account business entries, guidebooks (only when enabled),
 * the business menu entries, the admin hub, help (the configurable help centre address, default `/help`), account.
 * Finally, an entry whose page the frame does not have ({@link AccountMenuOptions.availablePaths}, plus every
 * `/business` path, which the business feature serves) is left out rather than leading to "page not found"; a
 * partner-configured external help centre address is always shown.
 */
import {
  ADMIN_HUB_PATH, accountBusinessEntries, businessMenuEntries, type AdminHubLink, type AuthState, type BusinessMenuOptions, type MenuEntry, type Permission,
} from '@travel/contract';
import { accountMenuMessages as m } from './account-menu-messages.ts';

/** An entry of the account menu: a stable id, its text and where it leads (a path inside the frame, or an absolute URL). */
export interface AccountMenuEntry {
  id: string;
  message: { id: string; defaultMessage: string };
  href: string;
  /** True for an absolute URL that leaves the frame (help centre): opened in a new window. */
  external: boolean;
}

/** Inputs besides the auth state. */
export interface AccountMenuOptions {
  /** Paths (inside the frame) that have a page; entries leading elsewhere inside the frame are hidden. */
  availablePaths: ReadonlySet<string>;
  /** The help centre address (configurable, §2); default `/help`. */
  helpCentreUrl?: string;
  /** The configured approval permissions (§2 "Trips to approve"); default the contract's TRIPS_TO_APPROVE_PERMISSIONS. */
  approvalPermissions?: readonly Permission[];
  /** The admin hub link for this user (contract adminHubLink), or null/absent: no admin hub entry. */
  adminHub?: AdminHubLink | null;
}

/** Paths the frame has pages for besides `/business/*` (the account page; see the module docstring). */
export const FRAME_ACCOUNT_MENU_PATHS: ReadonlySet<string> = new Set(['/profile/account']);

/** Where the trips entry leads until `/trips` exists: the account page's bookings section. */
export const TRIPS_ENTRY_FALLBACK_HREF = '/profile/account#your-bookings';

/** The menu's text of each contract entry id (business-menu.ts ACCOUNT_BUSINESS_ENTRIES and BUSINESS_MENU_ENTRIES). */
const CONTRACT_ENTRY_MESSAGES: Readonly<Record<string, AccountMenuEntry['message']>> = {
  businessRegister: m.entryBusinessRegister,
  businessGetStarted: m.entryBusinessGetStarted,
  setUpCompany: m.entrySetUpCompany,
  setUpAccount: m.entrySetUpAccount,
  tasks: m.entryTasks,
  tripsToApprove: m.entryTripsToApprove,
  tripsToBook: m.entryTripsToBook,
  tripRequests: m.entryTripRequests,
  travelArrangers: m.entryTravelArrangers,
  reporting: m.entryReporting,
  tripsDashboard: m.entryTripsDashboard,
  policies: m.entryPolicies,
  manageUsers: m.entryManageUsers,
  companySettings: m.entryCompanySettings,
};

/**
 * The entries the signed-in user of `state` sees, in order (see the module docstring for every rule).
 * @returns [] for a signed-out state
 */
export function accountMenuEntries(state: AuthState, options: AccountMenuOptions): AccountMenuEntry[] {
  if (!state.loggedInSession) return [];
  const menuOptions: BusinessMenuOptions = {
    ...(options.helpCentreUrl !== undefined ? { helpCentreUrl: options.helpCentreUrl } : {}),
    ...(options.approvalPermissions !== undefined ? { approvalPermissions: options.approvalPermissions } : {}),
  };
  const help = options.helpCentreUrl ?? '/help';
  const available = (path: string) => {
    const bare = path.split('#')[0] ?? path;
    return options.availablePaths.has(bare) || bare === ADMIN_HUB_PATH || bare.startsWith(`${ADMIN_HUB_PATH}/`);
  };
  const entries: AccountMenuEntry[] = [];
  const add = (id: string, message: AccountMenuEntry['message'] | undefined, href: string, shown: boolean) => {
    const external = /^https?:\/\//.test(href);
    if (message !== undefined && shown && (external || available(href))) entries.push({ id, message, href, external });
  };
  const fromContract = (entry: MenuEntry) => add(entry.id, CONTRACT_ENTRY_MESSAGES[entry.id], entry.href, true);

  add('trips', m.entryTrips, available('/trips') ? '/trips' : TRIPS_ENTRY_FALLBACK_HREF, true);
  accountBusinessEntries(state, menuOptions).forEach(fromContract);
  add('guidebooks', m.entryGuidebooks, '/guides/yourguides', state.guidebookEnabled);
  businessMenuEntries(state.businessState, menuOptions).filter((e) => e.id !== 'help' && e.id !== 'account').forEach(fromContract);
  const hub = options.adminHub;
  if (hub && !hub.disabled && state.businessState.businessMode) add('adminHub', m.entryAdminHub, hub.href, true);
  add('help', m.entryHelp, help, true);
  add('account', m.entryAccount, '/profile/account', true);
  return entries;
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
