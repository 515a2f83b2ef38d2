/**
 * Auth state (core-and-business §3 Auth state, §4 business mode; §6 default booking mode TRAVELER_ONLY;
 * account-business-header-and-trips §3 businessState, §4 account-related prompts and onboarding progress).
 * Built from `request.principal` alone (issue #24: "serve the auth state from request.principal, so frame and server
 * never disagree"): a visitor gets the signed-out state, an account its own, a business user the whole businessState.
 */
import {
  BOOK_FOR_OTHERS_REQUIREMENT, companyLogoUrl, hasAccess, signedInAuthState, signedOutAuthState, type AccountSwitcherItem, type AuthState,
} from '@travel/contract';
import type { BusinessPrincipal, Principal } from '../access/principal.ts';

/** Both plain states are built by the contract (shared with the frame and its tests). */
export { signedInAuthState, signedOutAuthState };

/**
 * A business user's onboarding progress, as the contract's `onboardingProgressesOf` computes it for GET /me/v1/tasks
 * (company-calls.ts `onboardingProgress`): `companyOnboardingProgress` is null for a user who does not run the company.
 */
export interface OnboardingProgress {
  companyOnboardingProgress: number | null;
  accountOnboardingProgress: number;
}

/**
 * The businessState of a business principal. Readings:
 * - `travelArranger`: holds one of the book-for-others permissions (core-and-business §6).
 * - `bookOnBehalfEnabled`: the company has BOOK_ON_BEHALF and books in TRAVELER_OR_TRAVEL_MANAGER mode (core §6
 *   "/business/book ... BOOK_ON_BEHALF and traveler-or-travel-manager mode").
 * - onboarding progress (100 complete, above 0 started; §4, §9): `onboarding`, computed by the business module from the
 *   same task list and the same function as GET /me/v1/tasks (one source: the menu entries and the tasks pages agree).
 *   A user who does not run the company has no company progress there; the auth state's number (never null in the
 *   contract) then says 100, "nothing left for you to do". Without `onboarding` (a caller that reads no tables) both
 *   are 0, not started.
 */
export function businessStateOf(b: BusinessPrincipal, accountConfirmed: boolean, onboarding: OnboardingProgress | null = null): AuthState['businessState'] {
  const base = signedOutAuthState().businessState;
  const subject = { business: { permissions: b.permissions, features: b.features } };
  return {
    ...base,
    businessMode: b.businessMode,
    businessProfile: { id: b.profileId, companyName: b.companyName, companyLogoUrl: companyLogoUrl(b.companyLogoRef), roleName: b.roleName, kind: b.profileKind },
    bookingMode: b.bookingMode,
    features: [...b.features],
    permissions: [...b.permissions],
    companyConfirmationNeeded: !b.companyConfirmed,
    businessProfileConfirmationNeeded: b.companyConfirmed && !b.profileConfirmed,
    travelArranger: hasAccess(subject, BOOK_FOR_OTHERS_REQUIREMENT),
    companyLogoUrl: companyLogoUrl(b.companyLogoRef),
    bookOnBehalfEnabled: b.features.includes('BOOK_ON_BEHALF') && b.bookingMode === 'TRAVELER_OR_TRAVEL_MANAGER',
    companyOnboardingProgress: onboarding ? (onboarding.companyOnboardingProgress ?? 100) : 0,
    accountOnboardingProgress: onboarding ? onboarding.accountOnboardingProgress : 0,
    planTier: b.planTier,
    companyFlags: { ...b.flags },
    multiRoomBookings: b.multiRoomBookings,
  };
}

/**
 * The auth state of the caller.
 * @param principal `request.principal` (its account carries email, name and confirmation when the session loader read them)
 * @param switcherItems the session's accounts for the account switcher (account-business-header-and-trips §3)
 * @param fallbackAccount the account's email and name when the principal lacks them (a principal built without the
 *   business loader); null: answer signed out
 * @param onboarding the business user's onboarding progress (business module); null: not started
 */
export function authStateOf(
  principal: Principal,
  switcherItems: AccountSwitcherItem[] = [],
  fallbackAccount: { email: string; name: string | null; confirmed?: boolean } | null = null,
  onboarding: OnboardingProgress | null = null,
): AuthState {
  if (principal.kind !== 'account') return signedOutAuthState();
  const a = principal.account;
  const account = a.email !== undefined ? { email: a.email, name: a.name ?? null, confirmed: a.confirmed ?? true } : fallbackAccount;
  if (!account) return signedOutAuthState();
  const state = signedInAuthState(account, switcherItems);
  if (!principal.business) return state;
  const businessState = businessStateOf(principal.business, account.confirmed !== false, onboarding);
  // While impersonated (modules/business/impersonation.ts) the frame shows who really acts and in which mode.
  const imp = principal.impersonator;
  // Booking for another traveler (modules/business/booking-for.ts, issue #25; account-business-header-and-trips §3).
  const bf = principal.bookingFor;
  const withTraveler = bf
    ? {
        ...businessState,
        currentlyBookingForOther: true,
        currentTraveler: { email: bf.email, accountName: bf.accountName, roleName: bf.roleName, guest: bf.guest },
        currentTravelerInfoState: { accountName: bf.accountName, userImgUrl: null },
      }
    : businessState;
  return { ...state, businessState: imp ? { ...withTraveler, impersonation: { mode: imp.mode, impersonatorEmail: imp.email } } : withTraveler };
}
