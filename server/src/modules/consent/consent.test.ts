// @vitest-environment node
/**
 * Consent calls (issue #13; chrome-and-consent §3, §5, §7, §9) on the database of the project (sqlite or
 * postgres): the GVL endpoints, a TC string made with @iabtechlabtcf/core over the shipped list saved and read
 * back, refusal of strings that say something else, the 13-month expiry and the policy-version change, the cookie
 * banner with strictlyNecessary forced, the cookie lists, and X-CSRF on the POSTs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GVL, TCModel, TCString, type VendorList as CoreVendorList } from '@iabtechlabtcf/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COOKIE_BANNER_CONSENT_PATH, COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH, COOKIE_BANNER_RECORD_PATH, CookieBannerConsentReplySchema, CookiesForCategoryReplySchema,
  DetailedPrefsReplySchema, DeviceStorageDisclosureReplySchema, IABTCF_CONSENT_PATH, IABTCF_DETAILED_PREFS_PATH, IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH,
  IABTCF_INITIAL_PREFS_PATH, IABTCF_VENDOR_LIST_PATH, IndustryConsentReplySchema, InitialPrefsReplySchema, iabtcfVendorListVersionPath, type IndustrySavePayload, AUTH_REGISTER_PATH, AuthVerifyReplySchema,
} from '@travel/contract';
import { newSession, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { SHIPPED_GVL_DIR } from './gvl.ts';

const START = Date.parse('2026-01-15T10:00:00.000Z');
let clock = START;
let h: Harness;
let session: TestSession;
const shippedList = JSON.parse(readFileSync(join(SHIPPED_GVL_DIR, 'vendor-list.json'), 'utf8')) as CoreVendorList & { vendors: Record<string, { id: number; purposes: number[]; legIntPurposes: number[]; specialPurposes: number[] }> };

beforeAll(async () => {
  h = await createHarness({ now: () => clock });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  clock = START;
  session = await newSession(h.app);
});

function send(method: 'GET' | 'POST', url: string, s: TestSession | null, body?: unknown, csrf = true): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method, url, ...(s ? { cookies: { sid: s.sid } } : {}),
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(s && csrf ? { 'x-csrf': s.token } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}
const errorOf = (r: LightMyRequestResponse) => r.json<{ errors: { code: string; field?: string; description: string }[] }>().errors[0]!;

/** The shipped list's vendors: LI-eligible purposes (claimed, not 1/3-6), vendors with an LI bit, vendors one can object to. */
const vendors = Object.values(shippedList.vendors);
const liPurposes = [...new Set(vendors.flatMap((v) => v.legIntPurposes))].filter((p) => ![1, 3, 4, 5, 6].includes(p)).sort((a, b) => a - b);
const liVendors = vendors.filter((v) => v.legIntPurposes.length > 0 || v.specialPurposes.length > 0).map((v) => v.id);
const objectable = vendors.filter((v) => v.legIntPurposes.length > 0).map((v) => v.id);
const consentable = vendors.filter((v) => v.purposes.length > 0).map((v) => v.id);

interface Choices { purposes: number[]; vendors: number[]; objectedPurposes: number[]; objectedVendors: number[]; specialFeatures?: number[]; disclosed?: number[] }

/** A TC string as the frame makes it: @iabtechlabtcf/core over the shipped GVL, service-specific, every vendor disclosed. */
function encode(c: Choices): string {
  const tc = new TCModel(new GVL(structuredClone(shippedList)));
  tc.cmpId = 300;
  tc.cmpVersion = 1;
  tc.isServiceSpecific = true;
  tc.purposeConsents.set(c.purposes);
  tc.purposeLegitimateInterests.set(liPurposes.filter((p) => !c.objectedPurposes.includes(p)));
  tc.vendorConsents.set(c.vendors);
  tc.vendorLegitimateInterests.set(liVendors.filter((v) => !c.objectedVendors.includes(v)));
  if (c.disclosed) tc.vendorsDisclosed.set(c.disclosed);
  else tc.setAllVendorsDisclosed();
  if (c.specialFeatures) tc.specialFeatureOptins.set(c.specialFeatures);
  return TCString.encode(tc);
}

function payloadOf(c: Choices, additional: number[] = []): IndustrySavePayload {
  return {
    consentedPurposes: c.purposes, consentedVendors: c.vendors, consentedAdditionalVendors: additional,
    objectedLegIntPurposes: c.objectedPurposes, objectedLegIntVendors: c.objectedVendors, tcString: encode(c),
  };
}

const PARTIAL: Choices = { purposes: [1, 2, 7], vendors: consentable.slice(0, 5), objectedPurposes: liPurposes.slice(0, 1), objectedVendors: objectable.slice(0, 2) };
const ids = (m: Record<string, boolean>) => Object.keys(m).filter((k) => m[k]).map(Number).sort((a, b) => a - b);

describe('GVL endpoints', () => {
  it('serve the vendor list the frame loads with @iabtechlabtcf/core, cacheable', async () => {
    const r = await send('GET', IABTCF_VENDOR_LIST_PATH, null);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toMatch(/max-age=\d+/);
    const gvl = new GVL(r.json<CoreVendorList>());
    expect(gvl.gvlSpecificationVersion).toBe(3);
    expect(Object.keys(gvl.purposes)).toHaveLength(11);
    expect(Object.keys(gvl.vendors).length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(gvl.stacks).length).toBeGreaterThan(0);
    expect(Object.keys(gvl.dataCategories ?? {}).length).toBe(11);
  });

  it('serve the list in use under its versioned name too, and 404 for other versions', async () => {
    const r = await send('GET', iabtcfVendorListVersionPath(1), null);
    expect(r.statusCode).toBe(200);
    expect(r.json<CoreVendorList>().vendorListVersion).toBe(1);
    const other = await send('GET', iabtcfVendorListVersionPath(2), null);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).code).toBe('NOT_FOUND');
  });

  it('initialPrefs lists the purposes, stacks, vendor ids and the vendor count', async () => {
    const r = await send('GET', IABTCF_INITIAL_PREFS_PATH, null);
    expect(r.statusCode).toBe(200);
    const prefs = InitialPrefsReplySchema.parse(r.json());
    expect(prefs.purposes.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(prefs.purposes[0]!.name).toBe('Store and/or access information on a device');
    expect(prefs.vendorIds).toEqual(vendors.map((v) => v.id).sort((a, b) => a - b));
    expect(prefs.additionalVendorIds.length).toBeGreaterThan(0);
    expect(prefs.numVendors).toBe(prefs.vendorIds.length + prefs.additionalVendorIds.length);
    expect(prefs.stacks.every((s) => s.purposes.every((p) => p >= 1 && p <= 11))).toBe(true);
    expect(prefs.tcfPolicyVersion).toBe(5);
  });

  it('detailedPrefs marks legitimate interest only where claimed, special purposes read-only, and gives vendor details', async () => {
    const prefs = DetailedPrefsReplySchema.parse((await send('GET', IABTCF_DETAILED_PREFS_PATH, null)).json());
    expect(prefs.purposes.filter((p) => p.legitimateInterest).map((p) => p.id)).toEqual(liPurposes);
    expect(prefs.purposes.find((p) => p.id === 1)).toMatchObject({ legitimateInterest: false, readOnly: false, defaultValue: false });
    expect(prefs.specialPurposes.map((p) => [p.id, p.readOnly])).toEqual([[1, true], [2, true], [3, true]]);
    const v4 = prefs.vendors.find((v) => v.id === 4)!;
    expect(v4).toMatchObject({ name: 'Aerolume Ads', purposes: [1, 2, 3, 6, 10], legIntPurposes: [7, 9, 11], usesCookies: true, cookieMaxAgeSeconds: 86400 });
    expect(v4.purposeDataRetentionDays).toMatchObject({ '1': 395, '3': 180, '7': 395 });
    expect(v4.privacyPolicyUrl).toMatch(/^https:\/\//);
    expect(v4.legIntClaimUrl).toMatch(/^https:\/\//);
    expect(prefs.additionalVendors[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), domains: expect.any(Array) });
    expect(prefs.dataCategories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('deviceStorageDisclosure describes a shipped vendor and answers 404 for an unknown one', async () => {
    const r = await send('GET', `${IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH}?vendorId=4`, null);
    expect(r.statusCode).toBe(200);
    const d = DeviceStorageDisclosureReplySchema.parse(r.json());
    expect(d.disclosures[0]).toMatchObject({ type: 'cookie', maxAgeSeconds: 86400, purposes: expect.arrayContaining([1]) });
    expect(d.domains[0]!.domain).toBe('*.aerolume-ads.example');
    const missing = await send('GET', `${IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH}?vendorId=9999`, null);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('NOT_FOUND');
    expect((await send('GET', `${IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH}?vendorId=abc`, null)).statusCode).toBe(400);
  });
});

describe('industry consent records', () => {
  it('is the unsaved default before any choice', async () => {
    for (const s of [null, session]) {
      const r = await send('GET', IABTCF_CONSENT_PATH, s);
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(IndustryConsentReplySchema.parse(r.json())).toMatchObject({ isUnsavedDefaultConsent: true, tcString: '' });
    }
  });

  it('round trip: the saved TC string and maps come back, and the string decodes to exactly the choices', async () => {
    const payload = payloadOf(PARTIAL, [1301]);
    const saved = await send('POST', IABTCF_CONSENT_PATH, session, payload);
    expect(saved.statusCode, saved.body).toBe(200);
    const r = IndustryConsentReplySchema.parse((await send('GET', IABTCF_CONSENT_PATH, session)).json());
    expect(r.isUnsavedDefaultConsent).toBe(false);
    expect(r.tcString).toBe(payload.tcString);
    expect(ids(r.purpose.consents)).toEqual([1, 2, 7]);
    expect(ids(r.purpose.legitimateInterests)).toEqual(liPurposes.slice(1));
    expect(ids(r.vendor.consents)).toEqual(PARTIAL.vendors);
    expect(ids(r.vendor.legitimateInterests)).toEqual(liVendors.filter((v) => !PARTIAL.objectedVendors.includes(v)).sort((a, b) => a - b));
    expect(r.consentedAdditionalVendors).toEqual([1301]);
    expect(r.additionalVendorString).toMatch(/^2~1301~dv\.[\d.]+$/);
    const decoded = TCString.decode(r.tcString);
    expect(ids(Object.fromEntries([...decoded.vendorConsents].map(([id, v]) => [String(id), v])))).toEqual(PARTIAL.vendors);
    expect(saved.json()).toEqual(r);
    // Another session sees nothing of it.
    const other = await newSession(h.app);
    expect(IndustryConsentReplySchema.parse((await send('GET', IABTCF_CONSENT_PATH, other)).json()).isUnsavedDefaultConsent).toBe(true);
  });

  it('keeps every record (append-only) and answers the newest', async () => {
    await send('POST', IABTCF_CONSENT_PATH, session, payloadOf(PARTIAL));
    const rejectAll: Choices = { purposes: [], vendors: [], objectedPurposes: liPurposes, objectedVendors: objectable };
    expect((await send('POST', IABTCF_CONSENT_PATH, session, payloadOf(rejectAll))).statusCode).toBe(200);
    const r = IndustryConsentReplySchema.parse((await send('GET', IABTCF_CONSENT_PATH, session)).json());
    expect(ids(r.purpose.consents)).toEqual([]);
    expect(ids(r.purpose.legitimateInterests)).toEqual([]);
    const rows = await h.db.selectFrom('consent_records').select(['policy_version', 'gvl_version', 'tc_string', 'created_at']).where('session_id', '=', session.sid).where('kind', '=', 'iabtcf').orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ policy_version: 5, gvl_version: 1, created_at: new Date(START).toISOString() });
  });

  it.each([
    ['purpose consents', { ...PARTIAL }, { consentedPurposes: [1, 2] }],
    ['vendor consents', { ...PARTIAL }, { consentedVendors: PARTIAL.vendors.slice(1) }],
    ['purpose objections', { ...PARTIAL }, { objectedLegIntPurposes: [] }],
    ['vendor objections', { ...PARTIAL }, { objectedLegIntVendors: objectable.slice(0, 1) }],
  ])('refuses a TC string whose %s differ from the listed choices', async (_what, choices, override) => {
    const r = await send('POST', IABTCF_CONSENT_PATH, session, { ...payloadOf(choices), ...override });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'tcString' });
    expect(IndustryConsentReplySchema.parse((await send('GET', IABTCF_CONSENT_PATH, session)).json()).isUnsavedDefaultConsent).toBe(true);
  });

  it('refuses special-feature opt-ins the dialog never offered, a partial disclosure, garbage and ids not on the list', async () => {
    const cases: [IndustrySavePayload, string][] = [
      [payloadOf({ ...PARTIAL, specialFeatures: [1] }), 'tcString'],
      [payloadOf({ ...PARTIAL, disclosed: PARTIAL.vendors }), 'tcString'],
      [{ ...payloadOf(PARTIAL), tcString: 'not-a-tc-string' }, 'tcString'],
      [{ ...payloadOf(PARTIAL), consentedVendors: [...PARTIAL.vendors, 9999] }, 'consentedVendors'],
      [{ ...payloadOf(PARTIAL), objectedLegIntPurposes: [3] }, 'objectedLegIntPurposes'],
      [{ ...payloadOf(PARTIAL), consentedAdditionalVendors: [7777] }, 'consentedAdditionalVendors'],
    ];
    for (const [payload, field] of cases) {
      const r = await send('POST', IABTCF_CONSENT_PATH, session, payload);
      expect(r.statusCode, r.body).toBe(400);
      expect(errorOf(r)).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });

  it('refuses a TC string of another policy version', async () => {
    const tc = TCString.decode(encode(PARTIAL));
    tc.policyVersion = 4;
    // Re-encoding needs a GVL; one that says policy 4 makes the string carry 4.
    tc.gvl = new GVL({ ...structuredClone(shippedList), tcfPolicyVersion: 4 });
    const r = await send('POST', IABTCF_CONSENT_PATH, session, { ...payloadOf(PARTIAL), tcString: TCString.encode(tc) });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r).description).toMatch(/policy version 4/);
  });

  it('a signed-in account finds its choice again on a new session', async () => {
    const email = `consent-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const signIn = async (path: string, s: TestSession, params: Record<string, string>): Promise<TestSession> => {
      const r = await h.app.inject({
        method: 'POST', url: path, cookies: { sid: s.sid },
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token }, payload: new URLSearchParams(params).toString(),
      });
      const reply = AuthVerifyReplySchema.parse(r.json());
      if (reply.status !== 0) throw new Error(`not signed in: ${r.body}`);
      const sid = /sid=([^;]+)/.exec(String(r.headers['set-cookie']))?.[1];
      if (!sid) throw new Error('no sid cookie');
      return { sid, token: reply.formtoken, remoteAddress: undefined };
    };
    const first = await signIn(AUTH_REGISTER_PATH, session, { username: email, passwd: 'correct horse battery', consent: 'true' });
    expect((await send('POST', IABTCF_CONSENT_PATH, first, payloadOf(PARTIAL))).statusCode).toBe(200);
    expect((await send('POST', COOKIE_BANNER_RECORD_PATH, first, { acceptedCategories: ['advertising'] })).statusCode).toBe(200);
    const row = await h.db.selectFrom('consent_records').select('account_id').where('session_id', '=', first.sid).executeTakeFirstOrThrow();
    expect(row.account_id).not.toBeNull();
    // The same account signed in on another session (as a sign-in there records it) reads the same choices; an anonymous session does not.
    const second = await newSession(h.app);
    await h.db.insertInto('session_accounts').values({ session_id: second.sid, account_id: row.account_id!, selected: 1, signed_in_at: new Date(clock).toISOString() }).execute();
    await h.db.updateTable('sessions').set({ sticky: 0 }).where('id', '=', second.sid).execute();
    expect(IndustryConsentReplySchema.parse((await send('GET', IABTCF_CONSENT_PATH, second)).json()).isUnsavedDefaultConsent).toBe(false);
    expect((await send('GET', COOKIE_BANNER_CONSENT_PATH, second)).json()).toEqual({ acceptedCategories: ['strictlyNecessary', 'advertising'], hasFullUserConsent: false });
    const anonymous = await newSession(h.app);
    expect(IndustryConsentReplySchema.parse((await send('GET', IABTCF_CONSENT_PATH, anonymous)).json()).isUnsavedDefaultConsent).toBe(true);
  });

  it('asks again 13 months after the choice', async () => {
    expect((await send('POST', IABTCF_CONSENT_PATH, session, payloadOf(PARTIAL))).statusCode).toBe(200);
    const keepSessionAlive = () => h.db.updateTable('sessions').set({ expires_at: new Date(clock + 86_400_000).toISOString() }).where('id', '=', session.sid).execute();
    clock = Date.parse('2027-02-15T09:59:00.000Z');
    await keepSessionAlive();
    expect(IndustryConsentReplySchema.parse((await send('GET', IABTCF_CONSENT_PATH, session)).json()).isUnsavedDefaultConsent).toBe(false);
    clock = Date.parse('2027-02-15T10:00:00.000Z');
    await keepSessionAlive();
    expect(IndustryConsentReplySchema.parse((await send('GET', IABTCF_CONSENT_PATH, session)).json())).toMatchObject({ isUnsavedDefaultConsent: true, tcString: '' });
  });

  it('asks again when the stored policy version is not the current one', async () => {
    expect((await send('POST', IABTCF_CONSENT_PATH, session, payloadOf(PARTIAL))).statusCode).toBe(200);
    await h.db.updateTable('consent_records').set({ policy_version: 4 }).where('session_id', '=', session.sid).execute();
    expect(IndustryConsentReplySchema.parse((await send('GET', IABTCF_CONSENT_PATH, session)).json()).isUnsavedDefaultConsent).toBe(true);
  });
});

describe('cookie banner records', () => {
  it('records the chosen categories with strictlyNecessary always included', async () => {
    const r = await send('POST', COOKIE_BANNER_RECORD_PATH, session, { acceptedCategories: ['functional'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(CookieBannerConsentReplySchema.parse(r.json())).toEqual({ acceptedCategories: ['strictlyNecessary', 'functional'], hasFullUserConsent: false });
    const read = await send('GET', COOKIE_BANNER_CONSENT_PATH, session);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ acceptedCategories: ['strictlyNecessary', 'functional'], hasFullUserConsent: false });
    const rejected = await send('POST', COOKIE_BANNER_RECORD_PATH, session, { acceptedCategories: [] });
    expect(rejected.json()).toEqual({ acceptedCategories: ['strictlyNecessary'], hasFullUserConsent: false });
    const row = await h.db.selectFrom('consent_records').select(['policy_version', 'created_at']).where('session_id', '=', session.sid).where('kind', '=', 'cookiebanner').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toEqual({ policy_version: 1, created_at: new Date(START).toISOString() });
  });

  it('full consent when all four categories are accepted; nothing accepted before any record; unknown categories refused', async () => {
    expect((await send('GET', COOKIE_BANNER_CONSENT_PATH, session)).json()).toEqual({ acceptedCategories: [], hasFullUserConsent: false });
    const all = await send('POST', COOKIE_BANNER_RECORD_PATH, session, { acceptedCategories: ['analytical', 'advertising', 'functional'] });
    expect(all.json()).toEqual({ acceptedCategories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'], hasFullUserConsent: true });
    const bad = await send('POST', COOKIE_BANNER_RECORD_PATH, session, { acceptedCategories: ['marketing'] });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_ERROR');
  });

  it('lists the product cookies per category', async () => {
    const list = async (q: string) => CookiesForCategoryReplySchema.parse((await send('GET', `${COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH}?${q}`, null)).json()).cookies.map((c) => c.name);
    expect(await list('category=strictlyNecessary')).toContain('sid');
    expect(await list('category=functional&excludeIabVendorCookies=true')).toEqual(['locale_choice']);
    expect(await list('category=analytical')).toEqual([]);
    expect((await send('GET', `${COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH}?category=other`, null)).statusCode).toBe(400);
  });
});

describe('X-CSRF', () => {
  it('both POSTs refuse a missing form token and store nothing', async () => {
    for (const [url, body] of [[IABTCF_CONSENT_PATH, payloadOf(PARTIAL)], [COOKIE_BANNER_RECORD_PATH, { acceptedCategories: ['functional'] }]] as const) {
      const r = await send('POST', url, session, body, false);
      expect(r.statusCode).toBe(403);
      expect(errorOf(r).code).toBe('CSRF_TOKEN_INVALID');
    }
    const count = await h.db.selectFrom('consent_records').select((eb) => eb.fn.countAll<number>().as('n')).where('session_id', '=', session.sid).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
