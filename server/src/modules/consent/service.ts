/**
 * Consent service (issue #13; chrome-and-consent §3 consent entities, §4 cookie banner and industry consent, §5,
 * §7 the cookiebanner and iabtcf calls, §9 category keys): the GVL-derived prefs the dialog shows, the TC string
 * check, and the append-only consent records.
 *
 * A record is current for the caller when it is the newest of its kind given on the caller's session or by the
 * signed-in account, it is younger than CONSENT_VALIDITY_MONTHS (13 calendar months, UTC; a day missing from the
 * target month rolls over, e.g. 31 Jan + 13 months = 3 Mar when February has 28 days) and its policy version is
 * the current one (the TCF policy version of the vendor list in use; COOKIE_POLICY_VERSION for the banner).
 * Otherwise the caller is asked again (isUnsavedDefaultConsent / no accepted categories).
 */
import { TCString, type TCModel } from '@iabtechlabtcf/core';
import type { Kysely } from 'kysely';
import {
  CONSENT_VALIDITY_MONTHS, COOKIE_CATEGORY_KEYS, type CookieBannerConsentReply, type CookieCategoryKey, type CookieDetails, type DetailedPrefsReply,
  type DeviceStorageDisclosureReply, type IndustryConsentReply, type IndustrySavePayload, type InitialPrefsReply, type TcfPrefPurpose,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { COOKIE_POLICY_VERSION, PRODUCT_COOKIES } from './constants.ts';
import { shippedDisclosures, type GvlVendor, type LoadedVendorList } from './gvl.ts';
import { createPrivacyService, type ConsentCaller, type PrivacyService } from './privacy.ts';
import { createConsentRepository, type ConsentRecordRow } from './repository.ts';

/** Purposes that can never rest on legitimate interest (purpose 1; 3-6 since TCF 2.2). */
const CONSENT_ONLY_PURPOSES = new Set([1, 3, 4, 5, 6]);

export type { ConsentCaller } from './privacy.ts';

export interface ConsentService {
  /** The vendor list in use (served as-is for the frame's GVL). */
  readonly vendorList: LoadedVendorList;
  /** Data sharing, two-party consent, cookie notice log and the cookie data provider (privacy.ts). */
  readonly privacy: PrivacyService;
  initialPrefs(): InitialPrefsReply;
  detailedPrefs(): DetailedPrefsReply;
  /** @throws AppError 404 NOT_FOUND for a vendor not on the list in use */
  deviceStorageDisclosure(vendorId: number): DeviceStorageDisclosureReply;
  /** The caller's current industry consent, or the unsaved default. */
  industryConsent(caller: ConsentCaller): Promise<IndustryConsentReply>;
  /**
   * Checks the TC string against the payload and the list in use, then appends a record.
   * @throws AppError 400 VALIDATION_ERROR (field tcString or the list) when they disagree or the string is not a TC string
   */
  saveIndustryConsent(caller: ConsentCaller & { sessionId: string }, payload: IndustrySavePayload): Promise<IndustryConsentReply>;
  cookieBannerConsent(caller: ConsentCaller): Promise<CookieBannerConsentReply>;
  /** Records the categories plus strictlyNecessary (always), deduplicated in the order of §9. */
  recordCookieBannerConsent(caller: ConsentCaller & { sessionId: string }, acceptedCategories: readonly CookieCategoryKey[]): Promise<CookieBannerConsentReply>;
  /**
   * The legacy createConsent / removeConsent calls (chrome-and-consent §7, issue #22): appends a cookie banner record
   * of the caller's current categories plus `add` minus `remove` (strictlyNecessary always kept; no current record:
   * strictlyNecessary alone), the same kind of record as {@link recordCookieBannerConsent}.
   */
  changeCookieBannerConsent(caller: ConsentCaller & { sessionId: string }, change: { add?: readonly CookieCategoryKey[]; remove?: readonly CookieCategoryKey[] }): Promise<CookieBannerConsentReply>;
  /** The product's own cookies of a category (excludeIabVendorCookies: the product sets none of the IAB vendors' cookies, so the same list). */
  cookiesForCategory(category: CookieCategoryKey, excludeIabVendorCookies: boolean): CookieDetails[];
}

/** `iso` plus `months` calendar months (UTC), epoch ms. */
export function addMonthsUtc(iso: string, months: number): number {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

const sortedIds = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);
const idMap = (ids: Iterable<number>): Record<string, boolean> => Object.fromEntries(sortedIds(ids).map((id) => [String(id), true]));

/** The ids set in a TCModel vector. */
function setIds(vector: TCModel['purposeConsents']): number[] {
  const out: number[] = [];
  vector.forEach((value, id) => {
    if (value) out.push(id);
  });
  return out;
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}

/** Google Additional Consent string v2: `2~{consented}~dv.{disclosed}` (ids dot-separated, ascending). */
function additionalConsentString(consented: readonly number[], disclosed: readonly number[]): string {
  return `2~${sortedIds(consented).join('.')}~dv.${sortedIds(disclosed).join('.')}`;
}

const UNSAVED_INDUSTRY: IndustryConsentReply = Object.freeze({
  purpose: { consents: {}, legitimateInterests: {} },
  vendor: { consents: {}, legitimateInterests: {} },
  consentedAdditionalVendors: [],
  isUnsavedDefaultConsent: true,
  tcString: '',
  additionalVendorString: '',
});

interface StoredIndustryPayload {
  consentedPurposes: number[];
  consentedVendors: number[];
  consentedAdditionalVendors: number[];
  objectedLegIntPurposes: number[];
  objectedLegIntVendors: number[];
}

/**
 * Builds the consent service over the database and the vendor list in use.
 * @param now clock, epoch ms (tests move it past the 13 months)
 */
export function createConsentService(opts: { db: Kysely<Database>; vendorList: LoadedVendorList; now: () => number }): ConsentService {
  const { vendorList, now } = opts;
  const repo = createConsentRepository(opts.db);
  const { list } = vendorList;
  const vendorsById = new Map<number, GvlVendor>(vendorList.vendors.map((v) => [v.id, v]));
  const vendorIds = vendorList.vendors.map((v) => v.id);
  const additionalIds = vendorList.additionalVendors.map((v) => v.id);
  const byId = <T extends { id: number }>(map: Record<string, T>) => Object.values(map).sort((a, b) => a.id - b.id);

  /** Purposes some vendor may process on legitimate interest (the objection toggle shows for them). */
  const liPurposes = new Set(vendorList.vendors.flatMap((v) => v.legIntPurposes).filter((p) => !CONSENT_ONLY_PURPOSES.has(p)));
  /** Vendors whose LI bit the TC string carries unless objected to (library rule: a legIntPurpose or a special purpose). */
  const liVendors = vendorList.vendors.filter((v) => v.legIntPurposes.length > 0 || v.specialPurposes.length > 0).map((v) => v.id);
  const objectableVendors = new Set(vendorList.vendors.filter((v) => v.legIntPurposes.length > 0).map((v) => v.id));

  const prefPurpose = (p: { id: number; name: string; description: string; illustrations?: string[] | undefined }, extra: Pick<TcfPrefPurpose, 'legitimateInterest' | 'readOnly' | 'defaultValue'>): TcfPrefPurpose => ({
    id: p.id, name: p.name, description: p.description, illustrations: p.illustrations ?? [], ...extra,
  });

  const initial: InitialPrefsReply = {
    purposes: byId(list.purposes).map((p) => ({ id: p.id, name: p.name, description: p.description, illustrations: p.illustrations ?? [] })),
    stacks: byId(list.stacks).map((s) => ({ id: s.id, name: s.name, description: s.description, purposes: s.purposes, specialFeatures: s.specialFeatures })),
    vendorIds,
    additionalVendorIds: additionalIds,
    numVendors: vendorIds.length + additionalIds.length,
    vendorListVersion: list.vendorListVersion,
    tcfPolicyVersion: list.tcfPolicyVersion,
  };

  const detailed: DetailedPrefsReply = {
    purposes: byId(list.purposes).map((p) => prefPurpose(p, { legitimateInterest: liPurposes.has(p.id), readOnly: false, defaultValue: false })),
    // Special purposes need no consent and cannot be refused (TCF policy): shown locked on.
    specialPurposes: byId(list.specialPurposes).map((p) => prefPurpose(p, { legitimateInterest: true, readOnly: true, defaultValue: true })),
    vendors: vendorList.vendors.map((v) => {
      const std = v.dataRetention?.stdRetention;
      const retention = (ids: readonly number[], overrides: Record<string, number> | undefined) =>
        Object.fromEntries(ids.flatMap((id) => {
          const days = overrides?.[String(id)] ?? std;
          return days === undefined ? [] : [[String(id), days]];
        }));
      const url = v.urls?.find((u) => u.langId === 'en') ?? v.urls?.[0];
      return {
        id: v.id, name: v.name, purposes: v.purposes, specialPurposes: v.specialPurposes, legIntPurposes: v.legIntPurposes, features: v.features,
        specialFeatures: v.specialFeatures, dataCategories: v.dataDeclaration ?? [],
        purposeDataRetentionDays: retention(sortedIds([...v.purposes, ...v.legIntPurposes]), v.dataRetention?.purposes),
        specialPurposeDataRetentionDays: retention(v.specialPurposes, v.dataRetention?.specialPurposes),
        privacyPolicyUrl: url?.privacy ?? (typeof v.policyUrl === 'string' ? v.policyUrl : ''),
        legIntClaimUrl: url?.legIntClaim ?? null,
        usesCookies: v.usesCookies, cookieMaxAgeSeconds: v.cookieMaxAgeSeconds, cookieRefresh: v.cookieRefresh, usesNonCookieAccess: v.usesNonCookieAccess,
      };
    }),
    additionalVendors: vendorList.additionalVendors,
    dataCategories: byId(list.dataCategories ?? {}).map((c) => ({ id: c.id, name: c.name, description: c.description })),
  };

  const isCurrent = (row: ConsentRecordRow, policyVersion: number) =>
    row.policy_version === policyVersion && now() < addMonthsUtc(row.created_at, CONSENT_VALIDITY_MONTHS);

  function industryReplyOf(row: ConsentRecordRow): IndustryConsentReply {
    const p = JSON.parse(row.payload_json) as StoredIndustryPayload;
    const objectedPurposes = new Set(p.objectedLegIntPurposes);
    const objectedVendors = new Set(p.objectedLegIntVendors);
    return {
      purpose: { consents: idMap(p.consentedPurposes), legitimateInterests: idMap([...liPurposes].filter((id) => !objectedPurposes.has(id))) },
      vendor: { consents: idMap(p.consentedVendors), legitimateInterests: idMap(liVendors.filter((id) => !objectedVendors.has(id))) },
      consentedAdditionalVendors: sortedIds(p.consentedAdditionalVendors),
      isUnsavedDefaultConsent: false,
      tcString: row.tc_string ?? '',
      additionalVendorString: additionalConsentString(p.consentedAdditionalVendors, additionalIds),
    };
  }

  /** Description of a tcString the TCF decoder cannot read. */
  const TC_STRING_UNREADABLE = 'tcString is not a TCF v2 TC string';

  const refuse = (field: string, description: string): never => {
    throw new AppError(400, 'VALIDATION_ERROR', description, field);
  };

  /** Checks the payload lists against the list in use and the TC string against the payload (contract consent.ts). */
  function checkIndustryPayload(payload: IndustrySavePayload): void {
    const unknown = (ids: readonly number[], known: (id: number) => boolean) => ids.filter((id) => !known(id));
    const purposeKnown = (id: number) => list.purposes[String(id)] !== undefined;
    for (const [field, ids, known] of [
      ['consentedPurposes', payload.consentedPurposes, purposeKnown],
      ['consentedVendors', payload.consentedVendors, (id: number) => vendorsById.has(id)],
      ['consentedAdditionalVendors', payload.consentedAdditionalVendors, (id: number) => additionalIds.includes(id)],
      ['objectedLegIntPurposes', payload.objectedLegIntPurposes, (id: number) => liPurposes.has(id)],
      ['objectedLegIntVendors', payload.objectedLegIntVendors, (id: number) => objectableVendors.has(id)],
    ] as const) {
      const bad = unknown(ids, known);
      if (bad.length) refuse(field, `${field} names ids the vendor list in use does not offer for this choice: ${bad.join(', ')}`);
    }
    let tc: TCModel;
    try {
      tc = TCString.decode(payload.tcString);
    } catch {
      // The decoder's exception text ("Cannot read properties of undefined (reading 'forEach')") describes the
      // library, not the request: it never reaches the reply (issue #22).
      return refuse('tcString', TC_STRING_UNREADABLE);
    }
    if (Number(tc.version) !== 2) refuse('tcString', `tcString has TCF version ${tc.version}; 2 is required`);
    if (Number(tc.policyVersion) !== list.tcfPolicyVersion) refuse('tcString', `tcString has TCF policy version ${tc.policyVersion}; ${list.tcfPolicyVersion} is required`);
    if (Number(tc.vendorListVersion) !== list.vendorListVersion) refuse('tcString', `tcString was made with vendor list ${tc.vendorListVersion}; ${list.vendorListVersion} is in use`);
    const objectedPurposes = new Set(payload.objectedLegIntPurposes);
    const objectedVendors = new Set(payload.objectedLegIntVendors);
    const checks: [string, number[], number[]][] = [
      ['purpose consents', setIds(tc.purposeConsents), payload.consentedPurposes],
      ['purpose legitimate interests', setIds(tc.purposeLegitimateInterests), [...liPurposes].filter((id) => !objectedPurposes.has(id))],
      ['vendor consents', setIds(tc.vendorConsents), payload.consentedVendors],
      ['vendor legitimate interests', setIds(tc.vendorLegitimateInterests), liVendors.filter((id) => !objectedVendors.has(id))],
      ['disclosed vendors', setIds(tc.vendorsDisclosed), vendorIds],
      ['special feature opt-ins', setIds(tc.specialFeatureOptins), []],
    ];
    for (const [what, encoded, expected] of checks) {
      if (!sameSet(encoded, expected)) {
        refuse('tcString', `tcString encodes ${what} [${sortedIds(encoded).join(',')}], the choices say [${sortedIds(expected).join(',')}]`);
      }
    }
  }

  const service: ConsentService = {
    vendorList,
    privacy: createPrivacyService(opts.db, now),
    initialPrefs: () => initial,
    detailedPrefs: () => detailed,
    deviceStorageDisclosure(vendorId) {
      const vendor = vendorsById.get(vendorId);
      if (!vendor) throw new AppError(404, 'NOT_FOUND', `Vendor ${vendorId} is not on the vendor list in use`);
      return vendorList.source === 'shipped' ? shippedDisclosures(vendor) : { disclosures: [], domains: [] };
    },
    async industryConsent(caller) {
      const row = await repo.latest('iabtcf', caller.sessionId, caller.accountId);
      return row && isCurrent(row, list.tcfPolicyVersion) ? industryReplyOf(row) : UNSAVED_INDUSTRY;
    },
    async saveIndustryConsent(caller, payload) {
      checkIndustryPayload(payload);
      const stored: StoredIndustryPayload = {
        consentedPurposes: sortedIds(payload.consentedPurposes),
        consentedVendors: sortedIds(payload.consentedVendors),
        consentedAdditionalVendors: sortedIds(payload.consentedAdditionalVendors),
        objectedLegIntPurposes: sortedIds(payload.objectedLegIntPurposes),
        objectedLegIntVendors: sortedIds(payload.objectedLegIntVendors),
      };
      const createdAt = new Date(now()).toISOString();
      await repo.append({
        kind: 'iabtcf', sessionId: caller.sessionId, accountId: caller.accountId, createdAt, policyVersion: list.tcfPolicyVersion,
        gvlVersion: list.vendorListVersion, tcString: payload.tcString, payload: stored,
      });
      return industryReplyOf({
        id: 0, kind: 'iabtcf', session_id: caller.sessionId, account_id: caller.accountId, created_at: createdAt, policy_version: list.tcfPolicyVersion,
        gvl_version: list.vendorListVersion, tc_string: payload.tcString, payload_json: JSON.stringify(stored),
      });
    },
    async cookieBannerConsent(caller) {
      const row = await repo.latest('cookiebanner', caller.sessionId, caller.accountId);
      if (!row || !isCurrent(row, COOKIE_POLICY_VERSION)) return { acceptedCategories: [], hasFullUserConsent: false };
      const { acceptedCategories } = JSON.parse(row.payload_json) as { acceptedCategories: CookieCategoryKey[] };
      return { acceptedCategories, hasFullUserConsent: COOKIE_CATEGORY_KEYS.every((k) => acceptedCategories.includes(k)) };
    },
    async recordCookieBannerConsent(caller, accepted) {
      const acceptedCategories = COOKIE_CATEGORY_KEYS.filter((k) => k === 'strictlyNecessary' || accepted.includes(k));
      await repo.append({
        kind: 'cookiebanner', sessionId: caller.sessionId, accountId: caller.accountId, createdAt: new Date(now()).toISOString(),
        policyVersion: COOKIE_POLICY_VERSION, gvlVersion: null, tcString: null, payload: { acceptedCategories },
      });
      return { acceptedCategories, hasFullUserConsent: acceptedCategories.length === COOKIE_CATEGORY_KEYS.length };
    },
    async changeCookieBannerConsent(caller, { add = [], remove = [] }) {
      const { acceptedCategories } = await service.cookieBannerConsent(caller);
      const next = [...acceptedCategories, ...add].filter((k) => k === 'strictlyNecessary' || !remove.includes(k));
      return service.recordCookieBannerConsent(caller, next);
    },
    cookiesForCategory(category) {
      return [...PRODUCT_COOKIES[category]];
    },
  };
  return service;
}
