/**
 * The business two-factor rule, in one place (core-and-business §6 "Business accounts without two-factor
 * authentication are sent to the verification page", §8 MISSING_TWO_FACTOR_AUTHENTICATION; issue #24).
 *
 * A business principal satisfies it when its profile is enrolled (an active authenticator,
 * `business_profiles.two_factor_enabled`) AND this session's account proved the factor (a TOTP code or a recovery
 * code, recorded in `business_two_factor_sessions`, migration 0019; ./two-factor-service.ts). Enrolled without a proof
 * in this session, or not enrolled at all: 403 MISSING_TWO_FACTOR_AUTHENTICATION on every business route except the
 * two-factor routes themselves (declared `config.twoFactor: 'exempt'`, ./route-tree.ts), and the frame goes to
 * /business/verify?redir={path}.
 *
 * A session signed in through company SSO (part 4) counts as two-factor when the company's identity provider asserts
 * it (or the company trusts its provider as two-factor): the principal loader sets `twoFactor.ssoAsserted` from that
 * sign-in (sso_session_proofs, modules/sso, issue #27), and this rule accepts it without an
 * enrolment or a code of ours.
 */
import type { BusinessPrincipal } from '../access/principal.ts';

/** Whether the business principal passes the two-factor rule (see the module docstring). Pure. */
export function twoFactorSatisfied(business: Pick<BusinessPrincipal, 'twoFactor'>): boolean {
  return (business.twoFactor.enrolled && business.twoFactor.verified) || business.twoFactor.ssoAsserted;
}
