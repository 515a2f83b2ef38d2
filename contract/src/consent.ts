/**
 * Consent records and the IAB TCF data (issue #13; chrome-and-consent §3 "Cookie category", "Industry consent
 * response", "Detailed prefs", "Initial prefs", "Device storage disclosure per vendor", "Industry save payload";
 * §7 the cookiebanner and iabtcf calls; §9 category keys).
 *
 * Choices where the spec says "not shown" (written down here so the frame and the server agree):
 * - Ids are the GVL's integer ids; maps are keyed by the id as a string (JSON), as `__tcfapi` TCData is.
 * - A TC string is accepted by `POST /i/api/iabtcf/v1/consent` only when it encodes EXACTLY the lists of the
 *   payload: purpose consents = consentedPurposes; purpose legitimate interests = the purposes that detailedPrefs
 *   marks `legitimateInterest: true` minus objectedLegIntPurposes; vendor consents = consentedVendors (only vendors
 *   with consent purposes can be consented: @iabtechlabtcf/core drops the others); vendor legitimate interests =
 *   the vendors with a legIntPurpose or a special purpose (the library keeps those bits) minus
 *   objectedLegIntVendors (only vendors with a legIntPurpose can be objected to); the
 *   disclosed-vendors segment lists every vendor of the list in use; no special-feature opt-ins (the dialog
 *   offers none); the vendor list version and TCF policy version of the list in use (initialPrefs).
 */
import { z } from 'zod';

export const IABTCF_INITIAL_PREFS_PATH = '/i/api/iabtcf/v1/initialPrefs';
export const IABTCF_DETAILED_PREFS_PATH = '/i/api/iabtcf/v1/detailedPrefs';
export const IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH = '/i/api/iabtcf/v1/deviceStorageDisclosure';
/** The Global Vendor List in use, in the official GVL v3 JSON format (set `GVL.baseUrl` to `/i/api/iabtcf/v1/`). */
export const IABTCF_VENDOR_LIST_PATH = '/i/api/iabtcf/v1/vendor-list.json';
/** The list of one version, where @iabtechlabtcf/core's `new GVL(version)` looks (only the version in use is kept: 404 NOT_FOUND otherwise). */
export const IABTCF_VENDOR_LIST_VERSION_PATH = '/i/api/iabtcf/v1/archives/vendor-list-v:version.json';
/** `archives/vendor-list-v{version}.json` under the iabtcf prefix. */
export const iabtcfVendorListVersionPath = (version: number): string => `/i/api/iabtcf/v1/archives/vendor-list-v${version}.json`;
export const IABTCF_CONSENT_PATH = '/i/api/iabtcf/v1/consent';
export const COOKIE_BANNER_RECORD_PATH = '/i/api/cookiebanner/v1/consent/record';
export const COOKIE_BANNER_CONSENT_PATH = '/i/api/cookiebanner/v1/consent';
export const COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH = '/i/api/cookiebanner/v1/cookies/forCategory';

/** Cookie category keys (§3 "Cookie category", §9); strictlyNecessary cannot be switched off (§5). */
export const COOKIE_CATEGORY_KEYS = ['strictlyNecessary', 'functional', 'advertising', 'analytical'] as const;
export const CookieCategoryKeySchema = z.enum(COOKIE_CATEGORY_KEYS);
export type CookieCategoryKey = z.infer<typeof CookieCategoryKeySchema>;

/** Consent is asked again this many months after it was given (issue #13). */
export const CONSENT_VALIDITY_MONTHS = 13;

const IdSchema = z.number().int().positive().max(65_535);
const IdListSchema = z.array(IdSchema).max(10_000);
const IdBooleanMapSchema = z.record(z.string().regex(/^\d+$/), z.boolean());

/** One cookie the product or a vendor sets (§3 "Cookie details"). */
export const CookieDetailsSchema = z.object({ name: z.string(), domain: z.string() });
export type CookieDetails = z.infer<typeof CookieDetailsSchema>;

/** POST /i/api/cookiebanner/v1/consent/record body; strictlyNecessary is added when missing. */
export const CookieBannerRecordRequestSchema = z.object({ acceptedCategories: z.array(CookieCategoryKeySchema).max(COOKIE_CATEGORY_KEYS.length * 2) }).strict();
export type CookieBannerRecordRequest = z.infer<typeof CookieBannerRecordRequestSchema>;

/**
 * GET /i/api/cookiebanner/v1/consent reply (also the POST reply): the categories of the caller's current record
 * (`[]` when none, or when it expired or was given under an older cookie policy); hasFullUserConsent when all four.
 */
export const CookieBannerConsentReplySchema = z.object({ acceptedCategories: z.array(CookieCategoryKeySchema), hasFullUserConsent: z.boolean() });
export type CookieBannerConsentReply = z.infer<typeof CookieBannerConsentReplySchema>;

/** GET /i/api/cookiebanner/v1/cookies/forCategory query; the industry flow adds excludeIabVendorCookies=true. */
export const CookiesForCategoryQuerySchema = z.object({
  category: CookieCategoryKeySchema,
  excludeIabVendorCookies: z.enum(['true', 'false']).optional(),
});
export const CookiesForCategoryReplySchema = z.object({ cookies: z.array(CookieDetailsSchema) });
export type CookiesForCategoryReply = z.infer<typeof CookiesForCategoryReplySchema>;

/** A purpose, special purpose or feature as the dialog shows it. */
export const TcfPurposeSummarySchema = z.object({ id: IdSchema, name: z.string(), description: z.string(), illustrations: z.array(z.string()) });
export const TcfStackSchema = z.object({ id: IdSchema, name: z.string(), description: z.string(), purposes: z.array(IdSchema), specialFeatures: z.array(IdSchema) });

/**
 * GET /i/api/iabtcf/v1/initialPrefs (§3 "Initial prefs"): the landing view. numVendors counts the IAB vendors and the
 * additional (non-IAB) vendors together ("We and our {numVendors} partners"). vendorListVersion and tcfPolicyVersion
 * (additions) name the list in use, which the TC string must carry.
 */
export const InitialPrefsReplySchema = z.object({
  purposes: z.array(TcfPurposeSummarySchema),
  stacks: z.array(TcfStackSchema),
  vendorIds: z.array(IdSchema),
  additionalVendorIds: z.array(IdSchema),
  numVendors: z.number().int().nonnegative(),
  vendorListVersion: z.number().int().positive(),
  tcfPolicyVersion: z.number().int().positive(),
});
export type InitialPrefsReply = z.infer<typeof InitialPrefsReplySchema>;

/**
 * A purpose or special purpose in detailedPrefs: legitimateInterest when some vendor claims it on that basis (the
 * objection toggle shows only then); readOnly (special purposes: they cannot be refused) cannot be toggled;
 * defaultValue is the toggle's value before any saved choice (false for purposes: consent is opt-in).
 */
export const TcfPrefPurposeSchema = TcfPurposeSummarySchema.extend({ legitimateInterest: z.boolean(), readOnly: z.boolean(), defaultValue: z.boolean() });
export type TcfPrefPurpose = z.infer<typeof TcfPrefPurposeSchema>;

/** A vendor of the GVL as the vendors tab shows it; retention maps are keyed by purpose id, in days. */
export const TcfPrefVendorSchema = z.object({
  id: IdSchema,
  name: z.string(),
  purposes: z.array(IdSchema),
  specialPurposes: z.array(IdSchema),
  legIntPurposes: z.array(IdSchema),
  features: z.array(IdSchema),
  specialFeatures: z.array(IdSchema),
  dataCategories: z.array(IdSchema),
  purposeDataRetentionDays: z.record(z.string(), z.number().int().nonnegative()),
  specialPurposeDataRetentionDays: z.record(z.string(), z.number().int().nonnegative()),
  privacyPolicyUrl: z.string(),
  legIntClaimUrl: z.string().nullable(),
  usesCookies: z.boolean(),
  cookieMaxAgeSeconds: z.number().nullable(),
  cookieRefresh: z.boolean(),
  usesNonCookieAccess: z.boolean(),
});
export type TcfPrefVendor = z.infer<typeof TcfPrefVendorSchema>;

/** A vendor outside the IAB framework (Google's "additional consent" vendors). */
export const AdditionalVendorSchema = z.object({ id: IdSchema, name: z.string(), policyUrl: z.string(), domains: z.array(z.string()) });
export type AdditionalVendor = z.infer<typeof AdditionalVendorSchema>;

/** GET /i/api/iabtcf/v1/detailedPrefs (§3 "Detailed prefs"). */
export const DetailedPrefsReplySchema = z.object({
  purposes: z.array(TcfPrefPurposeSchema),
  specialPurposes: z.array(TcfPrefPurposeSchema),
  vendors: z.array(TcfPrefVendorSchema),
  additionalVendors: z.array(AdditionalVendorSchema),
  dataCategories: z.array(z.object({ id: IdSchema, name: z.string(), description: z.string() })),
});
export type DetailedPrefsReply = z.infer<typeof DetailedPrefsReplySchema>;

export const DeviceStorageDisclosureQuerySchema = z.object({ vendorId: z.coerce.number().int().positive().max(65_535) });

/** One stored identifier of a vendor (TCF device storage disclosure; maxAgeSeconds null: session or not a cookie). */
export const DeviceDisclosureSchema = z.object({
  identifier: z.string(),
  type: z.enum(['cookie', 'web', 'app']),
  maxAgeSeconds: z.number().nullable(),
  cookieRefresh: z.boolean(),
  purposes: z.array(IdSchema),
  domain: z.string().optional(),
});
/** GET /i/api/iabtcf/v1/deviceStorageDisclosure?vendorId= (§3 "Device storage disclosure per vendor"); 404 NOT_FOUND for an unknown vendor. */
export const DeviceStorageDisclosureReplySchema = z.object({
  disclosures: z.array(DeviceDisclosureSchema),
  domains: z.array(z.object({ domain: z.string(), use: z.string() })),
});
export type DeviceStorageDisclosureReply = z.infer<typeof DeviceStorageDisclosureReplySchema>;

/** POST /i/api/iabtcf/v1/consent body (§3 "Industry save payload"); see the module docstring for what the TC string must encode. */
export const IndustrySavePayloadSchema = z.object({
  consentedPurposes: IdListSchema,
  consentedVendors: IdListSchema,
  consentedAdditionalVendors: IdListSchema,
  objectedLegIntPurposes: IdListSchema,
  objectedLegIntVendors: IdListSchema,
  tcString: z.string().min(1).max(20_000),
}).strict();
export type IndustrySavePayload = z.infer<typeof IndustrySavePayloadSchema>;

/**
 * GET and POST /i/api/iabtcf/v1/consent reply (§3 "Industry consent response"), shaped like `__tcfapi` TCData:
 * `purpose`/`vendor` consents and legitimateInterests maps (id -> true for every id set in the TC string).
 * isUnsavedDefaultConsent: no record, or it is older than 13 months, or it was given under another TCF policy
 * version (ask again); then the maps are empty and tcString is ''. additionalVendorString: Google's Additional
 * Consent string `2~{consented ids}~dv.{disclosed ids}` ('' when unsaved).
 */
export const IndustryConsentReplySchema = z.object({
  purpose: z.object({ consents: IdBooleanMapSchema, legitimateInterests: IdBooleanMapSchema }),
  vendor: z.object({ consents: IdBooleanMapSchema, legitimateInterests: IdBooleanMapSchema }),
  consentedAdditionalVendors: z.array(IdSchema),
  isUnsavedDefaultConsent: z.boolean(),
  tcString: z.string(),
  additionalVendorString: z.string(),
});
export type IndustryConsentReply = z.infer<typeof IndustryConsentReplySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Data sharing, two-party consent, meta cookies and the cookie data provider (issue #13 slice 2; chrome-and-consent
// §2 "Data-sharing opt-out dialog", "Other consent surfaces", §3, §4, §7, §9; account-business-header-and-trips §4, §7).
// ---------------------------------------------------------------------------------------------------------------

/** GET and PUT (both X-CSRF): the caller's data-sharing choice. */
export const DATA_SHARING_OPT_OUT_PATH = '/i/api/account/dataSharing/v1/optOut';
/** POST (X-CSRF, no body): records the two-party consent. */
export const TWO_PARTY_CONSENT_PATH = '/i/api/twoparty/v1/consent';
/** PUT (X-CSRF) `{ newValue }`: sets a meta cookie; without newValue it is deleted. */
export const META_COOKIE_PATH = '/i/api/cookies/v2/meta/:name';
export const metaCookiePath = (name: string): string => `/i/api/cookies/v2/meta/${encodeURIComponent(name)}`;
/** Legacy form POST of the meta cookie calls (X-CSRF as well; formtoken must be the same token). */
export const LEGACY_COOKIE_FORM_PATH = '/s/cookie';
/** POST (X-CSRF) `{ data: { isRepeat } }`: the cookie notice was shown. */
export const LOG_COOKIES_CONSENT_ACTION_PATH = '/horizon/common/privacy/LogCookiesConsentAction';
/** GET: the cookie data provider response (§3). */
export const COOKIES_DATA_PROVIDER_PATH = '/horizon/common/privacy/providers/CookiesDataProvider';

/** Request header of Global Privacy Control; the value '1' means "do not sell or share my data". */
export const GPC_HEADER = 'Sec-GPC';

/** Consent cookie names (§9): current (category banner), industry (TC string), legacy data consent. */
export const CONSENT_COOKIE_NAMES = ['consent', 'kyk_tcf', 'DATA_CONSENT'] as const;

/**
 * The meta cookies the frame may set (§4, §9), the allow-list of META_COOKIE_PATH / LEGACY_COOKIE_FORM_PATH:
 * HIDE_COOKIES_MESSAGE (legacy: only ever deleted), HIDE_COOKIES_MESSAGE_NP (the cookie notice was closed) and
 * HIDE_DATA_TRANSFER_DISCLAIMER (the data-transfer disclaimer was accepted), set to 'true'. Other names: 400.
 */
export const META_COOKIE_NAMES = ['HIDE_COOKIES_MESSAGE', 'HIDE_COOKIES_MESSAGE_NP', 'HIDE_DATA_TRANSFER_DISCLAIMER'] as const;
export const MetaCookieNameSchema = z.enum(META_COOKIE_NAMES);
export type MetaCookieName = z.infer<typeof MetaCookieNameSchema>;
/** A meta cookie value: cookie-safe, at most 64 characters (the frame sends 'true'). */
export const MetaCookieValueSchema = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, . _ - only, 1-64 characters');

/** PUT META_COOKIE_PATH body: `{ newValue }` sets, `{}` deletes. */
export const MetaCookieRequestSchema = z.object({ newValue: MetaCookieValueSchema.optional() }).strict();
export type MetaCookieRequest = z.infer<typeof MetaCookieRequestSchema>;
/** Reply of both meta cookie calls: the cookie's value after the call (null: deleted). */
export const MetaCookieReplySchema = z.object({ name: MetaCookieNameSchema, value: z.string().nullable() });
export type MetaCookieReply = z.infer<typeof MetaCookieReplySchema>;

/** Legacy form body of LEGACY_COOKIE_FORM_PATH (application/x-www-form-urlencoded). */
export const LegacyCookieFormSchema = z.object({
  action: z.enum(['setnewmeta', 'deletenewmeta']),
  metacookie: MetaCookieNameSchema,
  metavalue: MetaCookieValueSchema.optional(),
  formtoken: z.string().min(1),
});
export type LegacyCookieForm = z.infer<typeof LegacyCookieFormSchema>;

/** PUT DATA_SHARING_OPT_OUT_PATH body (§3 "Data-sharing consent"; the dialog sends the inverse of its switch). */
export const DataSharingRequestSchema = z.object({ allowDataSharing: z.boolean() }).strict();
export type DataSharingRequest = z.infer<typeof DataSharingRequestSchema>;

/**
 * GET and PUT DATA_SHARING_OPT_OUT_PATH reply. allowDataSharing: the choice in effect (default true: no record).
 * gpc: the request carried `Sec-GPC: 1`, so data sharing is off whatever was stored, and a PUT allowing sharing
 * was IGNORED (not stored; still 200) — the dialog shows the switch on (sharing disallowed) and says "your
 * browser's Global Privacy Control turned data sharing off". updatedAt: when the choice in effect was stored (ISO
 * 8601 UTC), null when never. A signed-in account's choice follows it to other sessions.
 */
export const DataSharingReplySchema = z.object({ allowDataSharing: z.boolean(), gpc: z.boolean(), updatedAt: z.string().nullable() });
export type DataSharingReply = z.infer<typeof DataSharingReplySchema>;

/** POST LOG_COOKIES_CONSENT_ACTION_PATH body: the cookie notice was shown (isRepeat: shown before to this visitor). */
export const LogCookiesConsentActionSchema = z.object({ data: z.object({ isRepeat: z.boolean() }) });
export type LogCookiesConsentAction = z.infer<typeof LogCookiesConsentActionSchema>;

/**
 * GET COOKIES_DATA_PROVIDER_PATH reply (§3 "Cookie data provider response"; §4 "Which cookie UI shows"):
 * - cookiesConsent: a consent exists — a consent cookie of CONSENT_COOKIE_NAMES on the request, or a current
 *   cookie banner or industry consent record of the caller; the consent banner shows only when false (§5);
 * - dataTransferConsent: the data-transfer disclaimer was accepted (HIDE_DATA_TRANSFER_DISCLAIMER=true);
 * - policyUrl: the cookie/privacy policy page;
 * - betterUx: the cookie category UI is enabled (always true here; hcd=true in the page query still suppresses it
 *   in the frame);
 * - messageVisible: the cookie notice message is to be shown: no consent yet and not closed
 *   (HIDE_COOKIES_MESSAGE_NP is not 'true');
 * - twoPartyConsent: the two-party consent was given (POST TWO_PARTY_CONSENT_PATH) on this session or by the
 *   signed-in account; the two-party dialog shows while it and twoPartyDeclined are false.
 * - twoPartyDeclined (issue #22): the visitor declined the two-party consent (POST TWO_PARTY_CONSENT_PATH with
 *   `{ agree: false }`) under the current two-party policy version; the dialog does not show again, and nothing
 *   non-essential runs. At most one of twoPartyConsent and twoPartyDeclined is true (the newest answer counts).
 */
export const CookiesDataProviderReplySchema = z.object({
  cookiesConsent: z.boolean(),
  dataTransferConsent: z.boolean(),
  policyUrl: z.string(),
  betterUx: z.boolean(),
  messageVisible: z.boolean(),
  twoPartyConsent: z.boolean(),
  twoPartyDeclined: z.boolean(),
});
export type CookiesDataProviderReply = z.infer<typeof CookiesDataProviderReplySchema>;

/** Reply of TWO_PARTY_CONSENT_PATH and LOG_COOKIES_CONSENT_ACTION_PATH. */
export const PrivacyRecordedReplySchema = z.object({ recorded: z.literal(true) });

/**
 * Optional JSON body of POST TWO_PARTY_CONSENT_PATH (issue #22). The spec's call has no body: that is the visitor's
 * "I agree", and so is `{}` or `{ agree: true }`. `{ agree: false }` records that the visitor declined (Korea's PIPA makes consent to giving personal data
 * to a third party optional, so the dialog offers a decline button): the dialog does not show again for this policy
 * version, and nothing non-essential runs (analytics, metrics, advertising ids stay off; search and booking work).
 */
export const TwoPartyConsentRequestSchema = z.object({ agree: z.boolean().optional() }).strict();
export type TwoPartyConsentRequest = z.infer<typeof TwoPartyConsentRequestSchema>;

/**
 * The legacy consent calls (chrome-and-consent §7 "POST /s/run/privacy/gdpr/createConsent and /removeConsent
 * (legacy) | setConsentBooleanCookie, purposeIds"; issue #22), form posts (application/x-www-form-urlencoded) with
 * X-CSRF like every state-changing call. They change the same cookie banner consent record as
 * COOKIE_BANNER_RECORD_PATH: createConsent adds the categories of purposeIds to the caller's current ones, removeConsent
 * takes them away (strictlyNecessary is always kept, §5). Reply: CookieBannerConsentReplySchema (the record after the
 * call); the `consent` cookie is rewritten as by the record call.
 */
export const LEGACY_GDPR_CREATE_CONSENT_PATH = '/s/run/privacy/gdpr/createConsent';
export const LEGACY_GDPR_REMOVE_CONSENT_PATH = '/s/run/privacy/gdpr/removeConsent';

/**
 * Form body of the legacy consent calls. Choices where the spec says "not shown":
 * - purposeIds: the cookie category keys (§9: strictlyNecessary, functional, advertising, analytical), comma-separated
 *   (`functional,analytical`) or the field repeated; at least one; an unknown key is 400 VALIDATION_ERROR.
 * - setConsentBooleanCookie: `true` also writes the legacy boolean consent cookie DATA_CONSENT (§9), `true` when an
 *   optional category is accepted after the call and `false` otherwise; absent or `false` leaves it alone.
 */
export const LegacyGdprConsentFormSchema = z.object({
  purposeIds: z
    .union([z.string().max(200), z.array(z.string().max(200)).max(COOKIE_CATEGORY_KEYS.length * 2)])
    .transform((raw) => (Array.isArray(raw) ? raw : [raw]).flatMap((part) => part.split(',')).map((id) => id.trim()).filter((id) => id !== ''))
    .pipe(z.array(CookieCategoryKeySchema).min(1, 'purposeIds names no category')),
  setConsentBooleanCookie: z.enum(['true', 'false']).optional(),
});
export type LegacyGdprConsentForm = z.infer<typeof LegacyGdprConsentFormSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Which privacy rules apply to a visitor (issue #13 "Every visitor in the EU or California meets this first";
// chrome-and-consent §4 "Which cookie UI shows").
// ---------------------------------------------------------------------------------------------------------------


/** Page query parameter that suppresses the cookie category UI (§4 "hcd=true"). */
export const HIDE_COOKIE_DIALOG_PARAM = 'hcd';
