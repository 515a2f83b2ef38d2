/**
 * The consent and privacy calls through the frame's one HTTP client (issue #13; chrome-and-consent §7 every consent,
 * cookie, iabtcf, dataSharing, twoparty and meta-cookie call; contract consent.ts for shapes). Every reply is parsed
 * with its contract schema; every call carries X-CSRF (the client adds it). Failures reject per the client's error
 * policy (ApiRequestError with the reply's status and error codes); the callers log them (§8: "Failed ... consent
 * save is logged only").
 */
import {
  COOKIE_BANNER_CONSENT_PATH, COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH, COOKIE_BANNER_RECORD_PATH, COOKIES_DATA_PROVIDER_PATH, CookieBannerConsentReplySchema,
  CookiesDataProviderReplySchema, CookiesForCategoryReplySchema, DATA_SHARING_OPT_OUT_PATH, DataSharingReplySchema, DetailedPrefsReplySchema,
  DeviceStorageDisclosureReplySchema, IABTCF_CONSENT_PATH, IABTCF_DETAILED_PREFS_PATH, IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH, IABTCF_INITIAL_PREFS_PATH,
  IndustryConsentReplySchema, InitialPrefsReplySchema, LOG_COOKIES_CONSENT_ACTION_PATH, MetaCookieReplySchema, PrivacyRecordedReplySchema, TWO_PARTY_CONSENT_PATH,
  metaCookiePath, type CookieBannerConsentReply, type CookieCategoryKey, type CookieDetails, type CookiesDataProviderReply, type DataSharingReply,
  type DetailedPrefsReply, type DeviceStorageDisclosureReply, type IndustryConsentReply, type IndustrySavePayload, type InitialPrefsReply, type MetaCookieName,
  type MetaCookieReply,
} from '@travel/contract';
import { apiClient } from '../../api/index.ts';

/** GET CookiesDataProvider: which consent exists and which surfaces are due (§3 "Cookie data provider response"). */
export function fetchCookiesData(): Promise<CookiesDataProviderReply> {
  return apiClient.get(COOKIES_DATA_PROVIDER_PATH, CookiesDataProviderReplySchema);
}

/** GET /i/api/cookiebanner/v1/consent: the stored categories (`[]` when none or expired). */
export function fetchCookieBannerConsent(): Promise<CookieBannerConsentReply> {
  return apiClient.get(COOKIE_BANNER_CONSENT_PATH, CookieBannerConsentReplySchema);
}

/** POST /i/api/cookiebanner/v1/consent/record { acceptedCategories }; resolves with the stored state (strictlyNecessary added). */
export function recordCookieBannerConsent(acceptedCategories: readonly CookieCategoryKey[]): Promise<CookieBannerConsentReply> {
  return apiClient.post(COOKIE_BANNER_RECORD_PATH, { acceptedCategories }, CookieBannerConsentReplySchema);
}

/** GET /i/api/cookiebanner/v1/cookies/forCategory?category= (the industry flow passes excludeIabVendorCookies). */
export async function fetchCookiesForCategory(category: CookieCategoryKey, excludeIabVendorCookies = false): Promise<CookieDetails[]> {
  const reply = await apiClient.get(COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH, CookiesForCategoryReplySchema, {
    query: { category, excludeIabVendorCookies: excludeIabVendorCookies ? 'true' : undefined },
  });
  return reply.cookies;
}

/** GET /i/api/iabtcf/v1/initialPrefs: the industry dialog's landing data. */
export function fetchInitialPrefs(): Promise<InitialPrefsReply> {
  return apiClient.get(IABTCF_INITIAL_PREFS_PATH, InitialPrefsReplySchema);
}

/** GET /i/api/iabtcf/v1/detailedPrefs: purposes, special purposes, vendors, additional vendors, data categories. */
export function fetchDetailedPrefs(): Promise<DetailedPrefsReply> {
  return apiClient.get(IABTCF_DETAILED_PREFS_PATH, DetailedPrefsReplySchema);
}

/** GET /i/api/iabtcf/v1/deviceStorageDisclosure?vendorId=; rejects 404 NOT_FOUND for a vendor not on the list. */
export function fetchDeviceStorageDisclosure(vendorId: number): Promise<DeviceStorageDisclosureReply> {
  return apiClient.get(IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH, DeviceStorageDisclosureReplySchema, { query: { vendorId } });
}

/** GET /i/api/iabtcf/v1/consent: the stored industry consent (isUnsavedDefaultConsent when none, expired or outdated). */
export function fetchIndustryConsent(): Promise<IndustryConsentReply> {
  return apiClient.get(IABTCF_CONSENT_PATH, IndustryConsentReplySchema);
}

/** POST /i/api/iabtcf/v1/consent: stores the choices; rejects 400 VALIDATION_ERROR when the TC string does not encode them. */
export function saveIndustryConsent(payload: IndustrySavePayload): Promise<IndustryConsentReply> {
  return apiClient.post(IABTCF_CONSENT_PATH, payload, IndustryConsentReplySchema);
}

/** GET /i/api/account/dataSharing/v1/optOut: the data-sharing choice in effect (gpc: Global Privacy Control applied). */
export function fetchDataSharing(): Promise<DataSharingReply> {
  return apiClient.get(DATA_SHARING_OPT_OUT_PATH, DataSharingReplySchema);
}

/** PUT /i/api/account/dataSharing/v1/optOut { allowDataSharing }. */
export function saveDataSharing(allowDataSharing: boolean): Promise<DataSharingReply> {
  return apiClient.put(DATA_SHARING_OPT_OUT_PATH, { allowDataSharing }, DataSharingReplySchema);
}

/**
 * POST /i/api/twoparty/v1/consent: records the two-party consent (no body, the spec's call) or, with `agree` false,
 * that the visitor declined it (`{ agree: false }`, issue #22).
 */
export async function postTwoPartyConsent(agree = true): Promise<void> {
  await apiClient.post(TWO_PARTY_CONSENT_PATH, agree ? undefined : { agree: false }, PrivacyRecordedReplySchema);
}

/** PUT /i/api/cookies/v2/meta/{name} { newValue } (undefined deletes). */
export function putMetaCookie(name: MetaCookieName, newValue: string | undefined): Promise<MetaCookieReply> {
  return apiClient.put(metaCookiePath(name), newValue === undefined ? {} : { newValue }, MetaCookieReplySchema);
}

/** POST LogCookiesConsentAction { data: { isRepeat } }: the cookie notice was shown. */
export async function logCookiesConsentAction(isRepeat: boolean): Promise<void> {
  await apiClient.post(LOG_COOKIES_CONSENT_ACTION_PATH, { data: { isRepeat } }, PrivacyRecordedReplySchema);
}
