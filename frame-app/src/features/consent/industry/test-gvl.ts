/**
 * Test fixture (unit tests only): a small Global Vendor List in the GVL v3 JSON format and the initialPrefs /
 * detailedPrefs replies the server derives from it (server/src/modules/consent/service.ts rules: legitimate-interest
 * purposes are those some vendor claims, minus 1 and 3-6; special purposes readOnly and on). `gvlJson(n)` adds
 * generated vendors for the 1,000-vendor case.
 */
import type { DetailedPrefsReply, IndustryConsentReply, InitialPrefsReply } from '@travel/contract';
import type { VendorList } from '@iabtechlabtcf/core';

interface FixtureVendor {
  id: number;
  name: string;
  purposes: number[];
  legIntPurposes: number[];
  flexiblePurposes: number[];
  specialPurposes: number[];
  features: number[];
  specialFeatures: number[];
  cookieMaxAgeSeconds: number | null;
  usesCookies: boolean;
  cookieRefresh: boolean;
  usesNonCookieAccess: boolean;
  dataRetention: { stdRetention: number; purposes: Record<string, number>; specialPurposes: Record<string, number> };
  urls: { langId: string; privacy: string; legIntClaim?: string }[];
  dataDeclaration: number[];
}

const vendor = (id: number, name: string, purposes: number[], legIntPurposes: number[], specialPurposes: number[], extra: Partial<FixtureVendor> = {}): FixtureVendor => ({
  id,
  name,
  purposes,
  legIntPurposes,
  flexiblePurposes: [],
  specialPurposes,
  features: [],
  specialFeatures: [],
  cookieMaxAgeSeconds: 86_400,
  usesCookies: true,
  cookieRefresh: false,
  usesNonCookieAccess: false,
  dataRetention: { stdRetention: 30, purposes: {}, specialPurposes: {} },
  urls: [{ langId: 'en', privacy: `https://vendor-${id}.example/privacy`, ...(legIntPurposes.length ? { legIntClaim: `https://vendor-${id}.example/li` } : {}) }],
  dataDeclaration: [1],
  ...extra,
});

/** The fixed vendors: consent only, LI only, special purpose only, both, and one with cookie details. */
export const FIXTURE_VENDORS: readonly FixtureVendor[] = [
  vendor(1, 'Alpha Ads', [1, 2, 3, 4], [7], [1], { cookieMaxAgeSeconds: 31_536_000 + 86_400 + 3_600 + 60 + 1, cookieRefresh: true, dataRetention: { stdRetention: 30, purposes: { '3': 180 }, specialPurposes: {} } }),
  vendor(2, 'Beta Measure', [], [7, 8], [2]),
  vendor(3, 'Gamma Content', [1, 5, 6], [], []),
  vendor(4, 'Delta Secure', [], [], [1], { usesCookies: false, cookieMaxAgeSeconds: null, usesNonCookieAccess: true }),
  vendor(5, 'Epsilon Media', [1, 10], [2], [2]),
];

const named = (kind: string, ids: number[]) =>
  Object.fromEntries(ids.map((id) => [String(id), { id, name: `${kind} ${id}`, description: `What ${kind.toLowerCase()} ${id} is for.`, illustrations: [`An example of ${kind.toLowerCase()} ${id}.`] }]));

/** The fixture GVL (vendorListVersion 7, TCF policy 5) with `extraVendors` generated vendors (ids from 100). */
export function gvlJson(extraVendors = 0): VendorList {
  const vendors: FixtureVendor[] = [...FIXTURE_VENDORS];
  for (let i = 0; i < extraVendors; i++) {
    const id = 100 + i;
    vendors.push(vendor(id, `Generated Vendor ${String(i).padStart(4, '0')}`, i % 3 === 0 ? [] : [1, 2 + (i % 9)], i % 2 === 0 ? [7] : [], i % 5 === 0 ? [1] : []));
  }
  return {
    gvlSpecificationVersion: 3,
    vendorListVersion: 7,
    tcfPolicyVersion: 5,
    lastUpdated: '2026-11-01T00:00:00Z',
    purposes: named('Purpose', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    specialPurposes: named('Special purpose', [1, 2]),
    features: named('Feature', [1]),
    specialFeatures: named('Special feature', [1]),
    stacks: {
      '1': { id: 1, name: 'Stack one', description: 'Limited ads and measurement.', purposes: [2, 7], specialFeatures: [] },
      '2': { id: 2, name: 'Stack two', description: 'Ads, content, measurement and development.', purposes: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11], specialFeatures: [] },
      '3': { id: 3, name: 'Stack three', description: 'With a special feature.', purposes: [1, 2], specialFeatures: [1] },
    },
    dataCategories: { '1': { id: 1, name: 'IP addresses', description: 'The address of the device.' } },
    vendors: Object.fromEntries(vendors.map((v) => [String(v.id), v])),
  } as unknown as VendorList;
}

/** The additional (non-IAB) vendors of the fixture. */
export const FIXTURE_ADDITIONAL_VENDORS = [{ id: 89, name: 'Atlas Media Partners', policyUrl: 'https://atlas.example/privacy', domains: ['atlas.example'] }];

/** initialPrefs and detailedPrefs as the server serves them for {@link gvlJson}. */
export function prefsOf(list: VendorList): { initial: InitialPrefsReply; detailed: DetailedPrefsReply } {
  const vendors = Object.values(list.vendors) as unknown as FixtureVendor[];
  const li = new Set(vendors.flatMap((v) => v.legIntPurposes).filter((p) => ![1, 3, 4, 5, 6].includes(p)));
  const summary = (p: { id: number; name: string; description: string; illustrations?: string[] }) => ({ id: p.id, name: p.name, description: p.description, illustrations: p.illustrations ?? [] });
  const purposes = Object.values(list.purposes).map(summary);
  return {
    initial: {
      purposes,
      stacks: Object.values(list.stacks).map((s) => ({ id: s.id, name: s.name, description: s.description, purposes: s.purposes, specialFeatures: s.specialFeatures })),
      vendorIds: vendors.map((v) => v.id),
      additionalVendorIds: FIXTURE_ADDITIONAL_VENDORS.map((v) => v.id),
      numVendors: vendors.length + FIXTURE_ADDITIONAL_VENDORS.length,
      vendorListVersion: list.vendorListVersion,
      tcfPolicyVersion: list.tcfPolicyVersion,
    },
    detailed: {
      purposes: purposes.map((p) => ({ ...p, legitimateInterest: li.has(p.id), readOnly: false, defaultValue: false })),
      specialPurposes: Object.values(list.specialPurposes).map((p) => ({ ...summary(p), legitimateInterest: true, readOnly: true, defaultValue: true })),
      vendors: vendors.map((v) => ({
        id: v.id,
        name: v.name,
        purposes: v.purposes,
        specialPurposes: v.specialPurposes,
        legIntPurposes: v.legIntPurposes,
        features: v.features,
        specialFeatures: v.specialFeatures,
        dataCategories: v.dataDeclaration,
        purposeDataRetentionDays: Object.fromEntries([...v.purposes, ...v.legIntPurposes].map((p) => [String(p), v.dataRetention.purposes[String(p)] ?? v.dataRetention.stdRetention])),
        specialPurposeDataRetentionDays: Object.fromEntries(v.specialPurposes.map((p) => [String(p), v.dataRetention.stdRetention])),
        privacyPolicyUrl: v.urls[0]?.privacy ?? '',
        legIntClaimUrl: v.urls[0]?.legIntClaim ?? null,
        usesCookies: v.usesCookies,
        cookieMaxAgeSeconds: v.cookieMaxAgeSeconds,
        cookieRefresh: v.cookieRefresh,
        usesNonCookieAccess: v.usesNonCookieAccess,
      })),
      additionalVendors: FIXTURE_ADDITIONAL_VENDORS,
      dataCategories: [{ id: 1, name: 'IP addresses', description: 'The address of the device.' }],
    },
  };
}

/** The reply of GET /i/api/iabtcf/v1/consent when nothing is stored. */
export const UNSAVED_CONSENT: IndustryConsentReply = {
  purpose: { consents: {}, legitimateInterests: {} },
  vendor: { consents: {}, legitimateInterests: {} },
  consentedAdditionalVendors: [],
  isUnsavedDefaultConsent: true,
  tcString: '',
  additionalVendorString: '',
};
