/**
 * The business two-factor rule, in one place (core-and-business §6 "Business accounts without two-factor
 * authentication are sent to the verification page", §8 MISSING_TWO_FACTOR_AUTHENTICATION; issue #24).
 *
 * Today a business principal satisfies it when its profile is marked enrolled (`business_profiles.two_factor_enabled`,
 * the seam). The TOTP module (a later step of issue #24: RFC 6238 with otplib/otpauth, recovery codes stored hashed,
 * /business/verify?redir=) plugs in HERE: it will make this also require the session's verification of the enrolled
 * factor, not only the enrolment.
 *
 * A session signed in through company SSO (part 4) counts as two-factor when the company's identity provider asserts
 * it: the principal loader will set `twoFactor.ssoAsserted` from that sign-in, and this rule already accepts it.
 */
import type { BusinessPrincipal } from '../access/principal.ts';

/** Whether the business principal passes the two-factor rule (see the module docstring). Pure. */
export function twoFactorSatisfied(business: Pick<BusinessPrincipal, 'twoFactor'>): boolean {
  return business.twoFactor.enrolled || business.twoFactor.ssoAsserted;
}
