/**
 * Consent constants (issue #13; chrome-and-consent §3 "Cookie category", §9 category keys and consent cookie names).
 */
import type { CookieCategoryKey, CookieDetails } from '@travel/contract';

/**
 * Version of the product's own cookie policy (cookie banner categories). Raise it when the categories or the cookies
 * in them change in a way visitors must be asked about again: records under another version count as unsaved.
 */
export const COOKIE_POLICY_VERSION = 1;

/**
 * Version of the two-party consent text (Korea, issue #22). Raise it when the text or the third parties change in a
 * way visitors must be asked about again: answers given under another version no longer count (the dialog shows).
 */
export const TWO_PARTY_POLICY_VERSION = 1;

/**
 * Rate limits of every consent and privacy write (issue #22): each appends a record, so they are counted per session
 * and per client address (config RATE_LIMIT_DEFAULTS CONSENT_SESSION / CONSENT_IP; 429 RATE_LIMITED past them).
 */
export const CONSENT_WRITE_LIMITS = ['CONSENT_SESSION', 'CONSENT_IP'] as const;

/** Cache lifetime of the vendor list and the prefs built from it (they change only when a server restarts), s. */
export const GVL_MAX_AGE_S = 3600;

/**
 * The product's own cookies per category (§3 "Cookie details"), as `GET /i/api/cookiebanner/v1/cookies/forCategory`
 * lists them. Domain '' is the product's own host (host-only cookies). Names are the server's real cookies
 * (sid: session/modules; locale_choice: locale; social_tx: social sign-in; kmkid: site) and the consent cookies of
 * §9. Empty lists are allowed: the banner then offers no details view for that category.
 */
export const PRODUCT_COOKIES: Readonly<Record<CookieCategoryKey, readonly CookieDetails[]>> = {
  strictlyNecessary: [
    { name: 'sid', domain: '' },
    { name: 'social_tx', domain: '' },
    { name: 'consent', domain: '' },
    { name: 'kyk_tcf', domain: '' },
    { name: 'DATA_CONSENT', domain: '' },
  ],
  functional: [{ name: 'locale_choice', domain: '' }],
  advertising: [{ name: 'kmkid', domain: '' }],
  analytical: [],
};
