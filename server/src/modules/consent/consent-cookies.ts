/**
 * The consent cookies the server writes when a consent is saved (issue #13; chrome-and-consent §5 "The consent banner
 * shows only if no consent cookie exists (checks the current, the industry and the legacy data-consent cookie)", §9
 * cookie names consent / kyk_tcf / DATA_CONSENT).
 */
import { COOKIE_POLICY_VERSION } from './constants.ts';

/**
 * Lifetime of the consent cookies, s: 13 months of 31 days (CONSENT_VALIDITY_MONTHS); the stored record decides
 * expiry to the day, the cookie only has to outlive it.
 */
export const CONSENT_COOKIE_MAX_AGE_S = 13 * 31 * 24 * 3600;
/** Consent cookies are partitioned like `sid` (the product runs in a partner's frame) and never read by scripts. */
export const CONSENT_COOKIE_OPTIONS = { path: '/', httpOnly: true, secure: true, sameSite: 'none', partitioned: true, maxAge: CONSENT_COOKIE_MAX_AGE_S } as const;

/**
 * Value of the `consent` cookie (chrome-and-consent §9): `{cookie policy version}.{accepted categories joined by .}`,
 * e.g. `1.strictlyNecessary.analytical`; a cookie of another policy version is not a consent (see
 * {@link isCurrentConsentCookie}).
 */
export function consentCookieValue(categories: readonly string[]): string {
  return [String(COOKIE_POLICY_VERSION), ...categories].join('.');
}

/**
 * Does a request's cookie of CONSENT_COOKIE_NAMES stand for a consent (§5 "the consent banner shows only if no consent
 * cookie exists")? `consent` only when written under the current cookie policy version; `kyk_tcf` (the TC string) and
 * the legacy `DATA_CONSENT` when non-empty (the industry record decides their expiry).
 */
export function isCurrentConsentCookie(name: string, value: string | undefined): boolean {
  if (typeof value !== 'string' || value === '') return false;
  return name !== 'consent' || value.startsWith(`${COOKIE_POLICY_VERSION}.`);
}

