/**
 * TC strings for given choices decode (TCString.decode) to exactly those purposes, vendors and objections, with the
 * disclosed-vendors segment, the list's versions and the CMP constants (contract consent.ts rule; issue #13).
 */
import { describe, expect, it } from 'vitest';
import { GVL, TCString, type Vector } from '@iabtechlabtcf/core';
import { TCF_CMP_ID, TCF_CMP_VERSION } from './constants.ts';
import { acceptAllChoices, rejectAllChoices, type IndustryChoices } from './model.ts';
import { encodeTcString } from './tc-string.ts';
import { gvlJson, prefsOf } from './test-gvl.ts';

const list = gvlJson();
const { detailed } = prefsOf(list);
const gvl = new GVL(structuredClone(list));
const setIds = (v: Vector) => {
  const out: number[] = [];
  v.forEach((on, id) => {
    if (on) out.push(id);
  });
  return out;
};

function decode(choices: IndustryChoices) {
  const tc = TCString.decode(encodeTcString(gvl, detailed, choices));
  return {
    purposes: setIds(tc.purposeConsents),
    purposeLI: setIds(tc.purposeLegitimateInterests),
    vendors: setIds(tc.vendorConsents),
    vendorLI: setIds(tc.vendorLegitimateInterests),
    disclosed: setIds(tc.vendorsDisclosed),
    specialFeatures: setIds(tc.specialFeatureOptins),
    tc,
  };
}

describe('encodeTcString', () => {
  it('encodes exactly the chosen purposes, vendors and objections', () => {
    const d = decode({
      purposes: new Set([1, 2, 9]), objectedPurposes: new Set([7]), vendors: new Set([1, 5]), objectedVendors: new Set([2]),
      additionalVendors: new Set([89]), categories: new Set(['functional']),
    });
    expect(d.purposes).toEqual([1, 2, 9]);
    expect(d.purposeLI).toEqual([2, 8]);
    expect(d.vendors).toEqual([1, 5]);
    // Vendors with a legIntPurpose or a special purpose keep their LI bit unless objected to (vendor 4: special only).
    expect(d.vendorLI).toEqual([1, 4, 5]);
    expect(d.disclosed).toEqual([1, 2, 3, 4, 5]);
    expect(d.specialFeatures).toEqual([]);
  });

  it('carries the list versions, the CMP constants, service-specific and the disclosed-vendors segment', () => {
    const encoded = encodeTcString(gvl, detailed, acceptAllChoices(detailed));
    expect(encoded.split('.')).toHaveLength(2);
    const { tc } = decode(acceptAllChoices(detailed));
    expect(Number(tc.policyVersion)).toBe(5);
    expect(Number(tc.vendorListVersion)).toBe(7);
    expect(tc.cmpId).toBe(TCF_CMP_ID);
    expect(tc.cmpVersion).toBe(TCF_CMP_VERSION);
    expect(tc.isServiceSpecific).toBe(true);
  });

  it('accept all and reject all', () => {
    const all = decode(acceptAllChoices(detailed));
    expect(all.purposes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(all.vendors).toEqual([1, 3, 5]);
    expect(all.vendorLI).toEqual([1, 2, 4, 5]);
    const none = decode(rejectAllChoices(detailed));
    expect(none.purposes).toEqual([]);
    expect(none.purposeLI).toEqual([]);
    expect(none.vendors).toEqual([]);
    expect(none.vendorLI).toEqual([4]);
  });
});
