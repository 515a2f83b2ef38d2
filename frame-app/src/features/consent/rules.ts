/**
 * The consent rules as pure functions (issue #13; chrome-and-consent §4 "Cookie banner", "Which cookie UI shows",
 * §5 "The consent banner shows only if no consent cookie exists", "strictlyNecessary cannot be switched off").
 */
import { COOKIE_CATEGORY_KEYS, type CookieCategoryKey, type CookiesDataProviderReply, type PrivacyRegime } from '@travel/contract';

/** The consent surface the frame shows first on a page. */
export type ConsentUi = 'two-party' | 'data-transfer' | 'banner' | 'industry' | 'message' | 'none';

/** Inputs of {@link whichConsentUi}. */
export interface ConsentUiInputs {
  /** The cookie data provider response (§3); undefined while loading (then nothing shows). */
  provider: CookiesDataProviderReply | undefined;
  regime: PrivacyRegime;
  /** The partner passed its own CMP's decision over the bridge: the frame shows no consent UI of its own. */
  partnerConsent: boolean;
  /** `hcd=true` in the page query: the cookie category UI is suppressed (§4). */
  hideCategoryUi: boolean;
}

/**
 * Which cookie UI shows (§4): two-party consent first (where the regime needs it and it was neither given nor declined), else the
 * data-transfer disclaimer (where the regime needs it and it was not accepted), else the consent UI when consent is
 * needed — no consent cookie or record exists (§5) and the regime requires prior consent — or the cookie notice
 * message when the provider says it is visible (not closed, no consent) where the regime wants a notice. The consent UI is the category banner when cookie categories are
 * enabled (betterUx) and not suppressed by hcd=true; otherwise the industry (IAB TCF) dialog. A partner CMP
 * replaces all consent UI (core-and-business §7 consent response); two-party consent and the disclaimer are not
 * consent to cookies and still show.
 */
export function whichConsentUi({ provider, regime, partnerConsent, hideCategoryUi }: ConsentUiInputs): ConsentUi {
  if (!provider) return 'none';
  if (regime.twoPartyConsentRequired && !provider.twoPartyConsent && !provider.twoPartyDeclined) return 'two-party';
  if (regime.dataTransferDisclaimer && !provider.dataTransferConsent) return 'data-transfer';
  if (partnerConsent) return 'none';
  const consentNeeded = regime.consentRequired && !provider.cookiesConsent;
  if (consentNeeded) return provider.betterUx && !hideCategoryUi ? 'banner' : 'industry';
  if (provider.messageVisible && regime.cookieNotice) return 'message';
  return 'none';
}

/** `hcd=true` in a query string (§4). */
export function hidesCategoryUi(search: string): boolean {
  return new URLSearchParams(search).get('hcd') === 'true';
}

/**
 * The categories an accept records (§4 "record categories (all if none given)"): the chosen ones plus
 * strictlyNecessary, in the canonical order; every category when none was given.
 */
export function categoriesToAccept(chosen?: readonly CookieCategoryKey[]): CookieCategoryKey[] {
  if (!chosen || chosen.length === 0) return [...COOKIE_CATEGORY_KEYS];
  return COOKIE_CATEGORY_KEYS.filter((key) => key === 'strictlyNecessary' || chosen.includes(key));
}

/** What a reject (or the close icon) records (§4): strictlyNecessary only. */
export function categoriesToReject(): CookieCategoryKey[] {
  return ['strictlyNecessary'];
}

/**
 * Toggles a category in a selection; strictlyNecessary cannot be switched off (§5), so it is always kept.
 */
export function toggleCategory(selection: readonly CookieCategoryKey[], key: CookieCategoryKey, on: boolean): CookieCategoryKey[] {
  const next = new Set(selection);
  if (on || key === 'strictlyNecessary') next.add(key);
  else next.delete(key);
  next.add('strictlyNecessary');
  return COOKIE_CATEGORY_KEYS.filter((k) => next.has(k));
}
