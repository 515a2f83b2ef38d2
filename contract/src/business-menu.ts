/**
 * The business menu and the business entries of the account menu, as data plus one pure function each (issue #24).
 * Spec: account-business-header-and-trips §2 ("Account menu entries", "Business menu entries and who sees them"),
 * §3 (businessState: companyOnboardingProgress, accountOnboardingProgress, bookOnBehalfEnabled), §4 (onboarding
 * progress: "100 means complete; above 0 means started"), §6 ("The company setup task needs the company settings
 * management permission. Onboarding tasks are feature-gated", "The business entry shows only in business mode"),
 * §9 ("Onboarding complete at 100"); core-and-business §5 (business entry only in business mode).
 *
 * Readings where the spec is ambiguous, each repeated on the entry it shapes:
 * - "The related features are TRIPS_TO_APPROVE, BOOK_ON_BEHALF and REPORTING" (§2): each gates its entry as well as
 *   its page (core §6 gates /business/approval, /business/book and /business/stats by them), so the menu never
 *   offers a page the hub hides. "Book-on-behalf is enabled" is that feature (the auth state's `bookOnBehalfEnabled`
 *   carries it when present).
 * - The business menu shows only in business mode with a business profile (core §5, {@link businessEntryShown}).
 * - Onboarding entries (get-started, set up company, set up account, tasks) all need ONBOARDING_TASKS ("Onboarding
 *   tasks are feature-gated"); company ones also need COMPANY_SETTINGS_MANAGEMENT ("The company setup task needs the
 *   company settings management permission"; getting the company started is the same job). Set up account and tasks
 *   both lead to `/business/tasks`: tasks stands in once the account's own onboarding is complete, so the menu never
 *   holds two entries to one page. Missing progress counts as complete (100): no prompt without a known state.
 */
import type { Feature, Permission } from './business.ts';
import { TRIPS_TO_APPROVE_PERMISSIONS, businessEntryShown } from './business-pages.ts';
import { TRIPS_DASHBOARD_PERMISSIONS } from './business-travel.ts';

/** Where the help entry leads unless configured (account §2 "the plain help path is /help"). */
export const DEFAULT_HELP_CENTRE_PATH = '/help';

/** Onboarding progress is complete at this percentage (account §4, §9). */
export const ONBOARDING_COMPLETE_PERCENT = 100;

/** Onboarding state from a progress percentage (account §4: "100 means complete; above 0 means started"). */
export type OnboardingStatus = 'notStarted' | 'started' | 'complete';

/**
 * The onboarding state of a progress percentage (account §4, §9).
 * @param percent 0-100; null/undefined (not known) counts as complete (see the module docstring)
 */
export function onboardingStatus(percent: number | null | undefined): OnboardingStatus {
  const p = percent ?? ONBOARDING_COMPLETE_PERCENT;
  if (p >= ONBOARDING_COMPLETE_PERCENT) return 'complete';
  return p > 0 ? 'started' : 'notStarted';
}

/** One entry a menu shows: a stable id, the English label of the published table, and where it leads. */
export interface MenuEntry {
  id: string;
  title: string;
  /** A path inside the frame, or the configured help centre address (absolute URL). */
  href: string;
  /** True for an absolute http(s) URL that leaves the frame (a configured help centre). */
  external: boolean;
}

/**
 * The business side of the user, as the auth state's `businessState` carries it (account §3): pass it as it is.
 * `bookOnBehalfEnabled` and the onboarding progress are optional (absent: derived / complete, see the docstring).
 */
export interface BusinessMenuSubject {
  businessMode: boolean;
  businessProfile: unknown;
  permissions: readonly string[];
  features: readonly string[];
  bookOnBehalfEnabled?: boolean;
  /** The company's booking mode (auth state businessState.bookingMode); absent: not checked. */
  bookingMode?: string;
  companyOnboardingProgress?: number | null;
  accountOnboardingProgress?: number | null;
}

/** Inputs besides the subject. */
export interface BusinessMenuOptions {
  /** The help centre address (account §2 "configurable"); default {@link DEFAULT_HELP_CENTRE_PATH}. */
  helpCentreUrl?: string;
  /** Account §2 "a configured list of approval permissions"; default {@link TRIPS_TO_APPROVE_PERMISSIONS}. */
  approvalPermissions?: readonly Permission[];
}

/** A menu entry's rule in the published table: who sees it, in words, and the check itself. */
export interface MenuEntryDefinition<S> {
  id: string;
  title: string;
  /** A frame path, or `helpCentre` for the configured help centre address. */
  href: string;
  /** The rule as the published table states it. */
  visibleWhen: string;
  shown: (subject: S, options: BusinessMenuOptions) => boolean;
}

const holdsOne = (subject: { permissions: readonly string[] }, names: readonly string[]) => names.some((n) => subject.permissions.includes(n));
const holdsFeature = (subject: { features: readonly string[] }, feature: Feature) => subject.features.includes(feature);

/** "Book-on-behalf is enabled" (account §2): the auth state's flag when present, else the BOOK_ON_BEHALF feature. */
export function bookOnBehalfEnabled(subject: Pick<BusinessMenuSubject, 'features' | 'bookOnBehalfEnabled'>): boolean {
  return subject.bookOnBehalfEnabled ?? holdsFeature(subject, 'BOOK_ON_BEHALF');
}

/** The business menu of account §2, in order, with exactly its visibility table (plus the related features, see the module docstring). */
export const BUSINESS_MENU_ENTRIES: readonly MenuEntryDefinition<BusinessMenuSubject>[] = [
  {
    id: 'tripsToApprove', title: 'Trips to approve', href: '/business/approval',
    visibleWhen: 'holds one of the configured approval permissions (default TRIP_EVENT_APPROVAL_PROCESSING, TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL) and the TRIPS_TO_APPROVE feature',
    shown: (s, o) => holdsOne(s, o.approvalPermissions ?? TRIPS_TO_APPROVE_PERMISSIONS) && holdsFeature(s, 'TRIPS_TO_APPROVE'),
  },
  {
    id: 'tripsToBook', title: 'Trips to book', href: '/business/book',
    visibleWhen: 'holds BOOK_ON_BEHALF_REQUEST_PROCESSING and book-on-behalf is enabled (the BOOK_ON_BEHALF feature)',
    shown: (s) => holdsOne(s, ['BOOK_ON_BEHALF_REQUEST_PROCESSING']) && bookOnBehalfEnabled(s),
  },
  // Issue #25 (the traveler's side of booking on behalf): not rows of the §2 table, which predates them; each shows
  // exactly where its page's server routes answer.
  {
    id: 'tripRequests', title: 'Ask for a trip', href: '/business/trip-requests',
    visibleWhen: 'holds BOOK_ON_BEHALF_REQUEST, book-on-behalf is enabled and the booking mode (when known) is TRAVELER_OR_TRAVEL_MANAGER',
    shown: (s) => holdsOne(s, ['BOOK_ON_BEHALF_REQUEST']) && bookOnBehalfEnabled(s) && (s.bookingMode ?? 'TRAVELER_OR_TRAVEL_MANAGER') === 'TRAVELER_OR_TRAVEL_MANAGER',
  },
  {
    id: 'travelArrangers', title: 'Who may book for me', href: '/business/travel-arrangers',
    visibleWhen: 'a member (not a guest) holding TRIP_EVENT_BOOK',
    shown: (s) => holdsOne(s, ['TRIP_EVENT_BOOK']) && (s.businessProfile as { kind?: string } | null | undefined)?.kind !== 'guest',
  },
  {
    id: 'reporting', title: 'Reporting', href: '/business/stats',
    visibleWhen: 'holds REPORTING_VIEW and the REPORTING feature',
    shown: (s) => holdsOne(s, ['REPORTING_VIEW']) && holdsFeature(s, 'REPORTING'),
  },
  // Issue #26 (trips dashboard): not a row of the §2 table either; shown exactly where its route answers.
  {
    id: 'tripsDashboard', title: 'Company trips', href: '/business/trips-dashboard',
    visibleWhen: 'holds TRAVEL_TRACKER or REPORTING_VIEW and the TRIPS_DASHBOARD feature',
    shown: (s) => holdsOne(s, TRIPS_DASHBOARD_PERMISSIONS) && holdsFeature(s, 'TRIPS_DASHBOARD'),
  },
  {
    id: 'policies', title: 'Policies', href: '/business/policy',
    visibleWhen: 'holds TRAVEL_POLICY_MANAGEMENT',
    shown: (s) => holdsOne(s, ['TRAVEL_POLICY_MANAGEMENT']),
  },
  {
    id: 'manageUsers', title: 'Manage users', href: '/business/users',
    visibleWhen: 'holds BUSINESS_PROFILE_EDIT or USER_GUEST_DELETE',
    shown: (s) => holdsOne(s, ['BUSINESS_PROFILE_EDIT', 'USER_GUEST_DELETE']),
  },
  {
    id: 'companySettings', title: 'Company settings', href: '/business/company',
    visibleWhen: 'holds COMPANY_SETTINGS_MANAGEMENT',
    shown: (s) => holdsOne(s, ['COMPANY_SETTINGS_MANAGEMENT']),
  },
  { id: 'help', title: 'Help', href: 'helpCentre', visibleWhen: 'everyone', shown: () => true },
  { id: 'account', title: 'Account', href: '/profile/account', visibleWhen: 'everyone', shown: () => true },
];

function entryOf<S>(definition: MenuEntryDefinition<S>, options: BusinessMenuOptions): MenuEntry {
  const href = definition.href === 'helpCentre' ? (options.helpCentreUrl ?? DEFAULT_HELP_CENTRE_PATH) : definition.href;
  return { id: definition.id, title: definition.title, href, external: /^https?:\/\//i.test(href) };
}

/**
 * The business menu entries the user sees, in order (account §2 table; readings in the module docstring).
 * @param subject the auth state's `businessState`
 * @returns [] outside business mode or without a business profile (core §5 "The business entry shows only in business mode")
 */
export function businessMenuEntries(subject: BusinessMenuSubject, options: BusinessMenuOptions = {}): MenuEntry[] {
  if (!businessEntryShown(subject)) return [];
  return BUSINESS_MENU_ENTRIES.filter((e) => e.shown(subject, options)).map((e) => entryOf(e, options));
}

/** The signed-in state the account menu's business entries look at: the auth state as it is (account §3). */
export interface AccountMenuSubject {
  loggedInSession: boolean;
  businessState: Omit<BusinessMenuSubject, 'businessMode'>;
}

const hasProfile = (s: AccountMenuSubject) => s.businessState.businessProfile !== null && s.businessState.businessProfile !== undefined;
const onboardingTasks = (s: AccountMenuSubject) => hasProfile(s) && holdsFeature(s.businessState, 'ONBOARDING_TASKS');
const companyManager = (s: AccountMenuSubject) => holdsOne(s.businessState, ['COMPANY_SETTINGS_MANAGEMENT']);

/** The business entries of the account menu (account §2 "Account menu entries"), in the menu's order, with their rules. */
export const ACCOUNT_BUSINESS_ENTRIES: readonly MenuEntryDefinition<AccountMenuSubject>[] = [
  {
    id: 'businessRegister', title: 'Business register', href: '/business',
    visibleWhen: 'signed in without a business profile (there is nothing to register otherwise)',
    shown: (s) => !hasProfile(s),
  },
  {
    id: 'businessGetStarted', title: 'Get started', href: '/business/get-started',
    visibleWhen: 'a business profile with ONBOARDING_TASKS and COMPANY_SETTINGS_MANAGEMENT, company onboarding not started (0)',
    shown: (s) => onboardingTasks(s) && companyManager(s) && onboardingStatus(s.businessState.companyOnboardingProgress) === 'notStarted',
  },
  {
    id: 'setUpCompany', title: 'Set up company', href: '/business/tasks/company',
    visibleWhen: 'a business profile with ONBOARDING_TASKS and COMPANY_SETTINGS_MANAGEMENT, company onboarding started but below 100',
    shown: (s) => onboardingTasks(s) && companyManager(s) && onboardingStatus(s.businessState.companyOnboardingProgress) === 'started',
  },
  {
    id: 'setUpAccount', title: 'Set up account', href: '/business/tasks',
    visibleWhen: 'a business profile with ONBOARDING_TASKS, account onboarding below 100',
    shown: (s) => onboardingTasks(s) && onboardingStatus(s.businessState.accountOnboardingProgress) !== 'complete',
  },
  {
    id: 'tasks', title: 'Tasks', href: '/business/tasks',
    visibleWhen: 'a business profile with ONBOARDING_TASKS, account onboarding complete (set up account stands in before)',
    shown: (s) => onboardingTasks(s) && onboardingStatus(s.businessState.accountOnboardingProgress) === 'complete',
  },
];

/**
 * The business entries of the account menu the user sees (account §2, §4, §6; readings in the module docstring).
 * Shown in personal and business mode alike: they are how a person reaches the business side.
 * @param subject the auth state (loggedInSession and businessState)
 * @returns [] when signed out
 */
export function accountBusinessEntries(subject: AccountMenuSubject, options: BusinessMenuOptions = {}): MenuEntry[] {
  if (!subject.loggedInSession) return [];
  return ACCOUNT_BUSINESS_ENTRIES.filter((e) => e.shown(subject, options)).map((e) => entryOf(e, options));
}
