/**
 * TC strings of the industry consent dialog (issue #13; chrome-and-consent §3 "Industry save payload", §7 POST
 * /i/api/iabtcf/v1/consent), encoded with @iabtechlabtcf/core over the Global Vendor List the server serves.
 *
 * What a string encodes is EXACTLY what the server checks (contract consent.ts module docstring): purpose consents =
 * the consented purposes; purpose legitimate interests = the purposes detailedPrefs marks legitimateInterest minus
 * the objected ones; vendor consents = the consented vendors; vendor legitimate interests = the vendors with a
 * legIntPurpose or a special purpose minus the objected ones; the disclosed-vendors segment lists every vendor of the
 * list; no special-feature opt-ins; service-specific; the vendor list and TCF policy version of the list in use (the
 * GVL sets both: policyVersion follows gvl.tcfPolicyVersion); cmpId from cmp-id.ts (bootstrap tcfCmpId, issue #22), cmpVersion from constants.ts.
 */
import { GVL, Segment, TCModel, TCString } from '@iabtechlabtcf/core';
import type { DetailedPrefsReply } from '@travel/contract';
import { cmpId } from './cmp-id.ts';
import { TCF_CMP_VERSION, TCF_GVL_BASE_URL } from './constants.ts';
import { canObjectToPurpose, toSavePayload, type IndustryChoices } from './model.ts';

/**
 * The GVL of `vendorListVersion` (initialPrefs.vendorListVersion), loaded by @iabtechlabtcf/core from
 * `/i/api/iabtcf/v1/archives/vendor-list-v{N}.json` (same origin) or its in-memory cache (a list is cached under its
 * version once constructed, also from JSON).
 * @throws (rejects) GVLError when the list cannot be loaded
 */
export async function loadGvl(vendorListVersion: number): Promise<GVL> {
  GVL.baseUrl = TCF_GVL_BASE_URL;
  const gvl = new GVL(vendorListVersion);
  await gvl.readyPromise;
  return gvl;
}

/**
 * Encodes `choices` as a TC string (core segment plus the disclosed-vendors segment) over `gvl`, the list the
 * server uses (its version must be initialPrefs.vendorListVersion).
 * @throws EncodingError from @iabtechlabtcf/core when the GVL is not ready
 */
export function encodeTcString(gvl: GVL, prefs: DetailedPrefsReply, choices: IndustryChoices): string {
  const payload = toSavePayload(prefs, choices, '-');
  const objectedPurposes = new Set(payload.objectedLegIntPurposes);
  const objectedVendors = new Set(payload.objectedLegIntVendors);
  const tc = new TCModel(gvl);
  tc.cmpId = cmpId();
  tc.cmpVersion = TCF_CMP_VERSION;
  tc.isServiceSpecific = true;
  tc.purposeConsents.set(payload.consentedPurposes);
  tc.purposeLegitimateInterests.set(prefs.purposes.filter((p) => canObjectToPurpose(p) && !objectedPurposes.has(p.id)).map((p) => p.id));
  tc.vendorConsents.set(payload.consentedVendors);
  tc.vendorLegitimateInterests.set(
    prefs.vendors.filter((v) => (v.legIntPurposes.length > 0 || v.specialPurposes.length > 0) && !objectedVendors.has(v.id)).map((v) => v.id),
  );
  tc.vendorsDisclosed.set(prefs.vendors.map((v) => v.id));
  return TCString.encode(tc, { segments: [Segment.CORE, Segment.VENDORS_DISCLOSED] });
}
