/**
 * Which privacy rules apply to a visitor (chrome-and-consent §4 "Which cookie UI shows"), apart from consent.ts: the
 * first page reads them to decide whether a consent UI loads at all, and a module the first page imports from brings
 * every schema of the module that any later page uses onto the first page (issue #23 "First page budget"; consent.ts
 * holds the consent calls' schemas the lazily loaded consent UI parses with).
 */

/**
 * Countries where non-essential cookies and analytics need prior consent (GDPR / ePrivacy): the EU, the rest of the
 * EEA (IS, LI, NO), the United Kingdom (UK GDPR / PECR) and Switzerland (revFADP). ISO 3166-1 alpha-2.
 */
export const PRIOR_CONSENT_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'GB', 'CH',
] as const;

/**
 * The privacy rules of a visitor's country:
 * - consentRequired: prior consent before any non-essential cookie, metric or analytics call (PRIOR_CONSENT_COUNTRIES);
 * - dataSharingOptOut: the visitor may opt out of the sale/sharing of personal data (CCPA/CPRA: every US visitor is
 *   offered it, since a state cannot be told from the country; Global Privacy Control is honoured everywhere);
 * - twoPartyConsentRequired: providing personal data to a booking partner needs its own consent (South Korea, PIPA
 *   art. 17);
 * - dataTransferDisclaimer: the cross-border transfer of personal data must be disclosed first (Japan, APPI art. 28);
 * - cookieNotice: a notice at collection is due though no prior consent is (United States, CCPA/CPRA §1798.100(b)):
 *   the cookie notice message shows until the visitor closes it.
 */
export interface PrivacyRegime {
  consentRequired: boolean;
  cookieNotice: boolean;
  dataSharingOptOut: boolean;
  twoPartyConsentRequired: boolean;
  dataTransferDisclaimer: boolean;
}

/**
 * The privacy rules for an ISO 3166-1 alpha-2 country code (any case; undefined or unknown: no extra rule). The
 * product has no geo-IP: the frame passes the country of its locale (the partner mounts it with the visitor's
 * locale, e.g. de-DE); a partner that knows better runs its own CMP and passes consent over the bridge.
 */
export function privacyRegimeFor(countryCode: string | undefined): PrivacyRegime {
  const cc = (countryCode ?? '').toUpperCase();
  return {
    consentRequired: (PRIOR_CONSENT_COUNTRIES as readonly string[]).includes(cc),
    cookieNotice: cc === 'US',
    dataSharingOptOut: true,
    twoPartyConsentRequired: cc === 'KR',
    dataTransferDisclaimer: cc === 'JP',
  };
}
