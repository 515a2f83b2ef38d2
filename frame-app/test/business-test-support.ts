/**
 * Auth states for the business feature's tests (frame-app/test: production code never imports it): a signed-in
 * account with the business profile of a built-in role of the contract (business-roles.ts), in business mode.
 */
import { featuresOf, permissionsOfRole, signedOutAuthState, type AuthState, type BuiltInRole, type BusinessTier } from '@travel/contract';

/** Options of {@link businessAuth}. */
export interface BusinessAuthOptions {
  role?: BuiltInRole;
  tier?: BusinessTier;
  businessMode?: boolean;
  companyFlags?: Record<string, boolean>;
  companyLogoUrl?: string | null;
  companyOnboardingProgress?: number;
  accountOnboardingProgress?: number;
}

/** A signed-in business user of Acme with the role's permissions and the tier's features (default company admin, bizPlus). */
export function businessAuth({ role = 'COMPANY_ADMIN', tier = 'bizPlus', businessMode = true, companyFlags = {}, companyLogoUrl = null, companyOnboardingProgress = 100, accountOnboardingProgress = 100 }: BusinessAuthOptions = {}): AuthState {
  const base = signedOutAuthState();
  return {
    ...base,
    loggedInSession: true,
    userInfoState: { accountEmail: { email: 'admin@acme.example' }, accountName: 'Ada Admin', userImgUrl: null, userDisplayEmail: 'admin@acme.example' },
    businessState: {
      ...base.businessState,
      businessMode,
      businessProfile: { id: 'bp-1', companyName: 'Acme Corporation', companyLogoUrl },
      bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER',
      permissions: [...permissionsOfRole(role)],
      features: featuresOf(tier),
      companyFlags,
      companyLogoUrl,
      planTier: tier,
      companyOnboardingProgress,
      accountOnboardingProgress,
    },
  };
}

/** A signed-in personal account without a business profile. */
export function personalAuth(): AuthState {
  const base = signedOutAuthState();
  return { ...base, loggedInSession: true, userInfoState: { ...base.userInfoState, accountEmail: { email: 'ana@example.test' }, accountName: 'Ana' } };
}
