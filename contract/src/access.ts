/**
 * The access rule of core-and-business §6, one pure function shared by the server (its access hook refuses a
 * call) and the frame (it hides what the user may not use), plus the requirements the spec names.
 */
import type { Feature, Permission } from './business.ts';
import type { AccessRequirement } from './access-requirement.ts';


/** Who is checked: `business` is the user's business profile (its permissions and features), or null. */
export interface AccessSubject {
  business: null | { permissions: readonly Permission[]; features: readonly Feature[] };
}

function holdsOneOf<T>(held: readonly T[], required: readonly T[] | undefined): boolean {
  if (required === undefined || required.length === 0) return true;
  return required.some((r) => held.includes(r));
}

/**
 * The access rule (core-and-business §6): a user without a business profile passes every check; otherwise,
 * if a feature list is required the user must hold at least one of them, and if a permission list is required
 * the user must hold at least one of them (both when both are required).
 * @param subject the user (`business: null` for a visitor or a traveller without a business profile)
 * @param requirement features and/or permissions, each "at least one of"
 * @returns true when the user may use the thing; pure, never throws
 */
export function hasAccess(subject: AccessSubject, requirement: AccessRequirement): boolean {
  const business = subject.business;
  if (business === null) return true;
  return holdsOneOf(business.features, requirement.features) && holdsOneOf(business.permissions, requirement.permissions);
}

/** core-and-business §6: "Booking for others requires one of: book for other, explicit, all allowing, all". */
export const BOOK_FOR_OTHERS_REQUIREMENT = {
  permissions: ['TRIP_EVENT_BOOK_FOR_OTHER', 'TRIP_EVENT_BOOK_FOR_EXPLICIT', 'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING', 'TRIP_EVENT_BOOK_FOR_ALL'],
} as const satisfies AccessRequirement;

/** core-and-business §6: "Company settings require COMPANY_SETTINGS_MANAGEMENT" (also the admin hub's default). */
export const COMPANY_SETTINGS_REQUIREMENT = {
  permissions: ['COMPANY_SETTINGS_MANAGEMENT'],
} as const satisfies AccessRequirement;
