/**
 * The industry dialog's rules (issue #13; chrome-and-consent §4 "Industry consent status", "Toggles default to the
 * server's stored value, then the default"; §5 objection toggle only where claimed, readOnly purposes locked; §2
 * additional vendors only under 'all'; §9 duration display).
 */
import { describe, expect, it } from 'vitest';
import type { IndustryConsentReply } from '@travel/contract';
import { splitDuration } from './duration.ts';
import {
  acceptAllChoices, acceptedCategoriesOf, canConsentToVendor, choicesForCategories, canObjectToPurpose, canObjectToVendor, defaultChoices, industryStatus, landingItems, rejectAllChoices,
  toSavePayload, vendorsForFilter, withMember, type IndustryChoices,
} from './model.ts';
import { gvlJson, prefsOf, UNSAVED_CONSENT } from './test-gvl.ts';

const { initial, detailed } = prefsOf(gvlJson());
const ids = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b);

describe('industry consent status (§4)', () => {
  const all = acceptAllChoices(detailed);

  it('is acceptAll only when every category, purpose and vendor is consented and nothing is objected to', () => {
    expect(industryStatus(detailed, all)).toBe('acceptAll');
    expect(industryStatus(detailed, { ...all, objectedPurposes: new Set([7]) })).toBe('partial');
    expect(industryStatus(detailed, { ...all, objectedVendors: new Set([2]) })).toBe('partial');
    expect(industryStatus(detailed, { ...all, categories: withMember(all.categories, 'analytical', false) })).toBe('partial');
    expect(industryStatus(detailed, { ...all, purposes: withMember(all.purposes, 11, false) })).toBe('partial');
    expect(industryStatus(detailed, { ...all, vendors: withMember(all.vendors, 3, false) })).toBe('partial');
    expect(industryStatus(detailed, { ...all, additionalVendors: new Set() })).toBe('partial');
  });

  it('is reject when nothing optional is consented, objections or not', () => {
    expect(industryStatus(detailed, rejectAllChoices(detailed))).toBe('reject');
    expect(industryStatus(detailed, defaultChoices(detailed, UNSAVED_CONSENT, []))).toBe('reject');
    const none = rejectAllChoices(detailed);
    expect(industryStatus(detailed, { ...none, categories: new Set(['functional']) })).toBe('partial');
    expect(industryStatus(detailed, { ...none, purposes: new Set([1]) })).toBe('partial');
    expect(industryStatus(detailed, { ...none, vendors: new Set([3]) })).toBe('partial');
    expect(industryStatus(detailed, { ...none, additionalVendors: new Set([89]) })).toBe('partial');
  });

  it('accepts strictlyNecessary and the switched-on categories, in §9 order', () => {
    expect(acceptedCategoriesOf(all)).toEqual(['strictlyNecessary', 'functional', 'advertising', 'analytical']);
    expect(acceptedCategoriesOf({ ...all, categories: new Set(['analytical', 'functional']) })).toEqual(['strictlyNecessary', 'functional', 'analytical']);
  });
});

describe('toggle defaults (§4)', () => {
  it('start from each purpose default and nothing else when no consent is stored', () => {
    const withDefaultOn = { ...detailed, purposes: detailed.purposes.map((p) => (p.id === 9 ? { ...p, defaultValue: true } : p)) };
    const c = defaultChoices(withDefaultOn, UNSAVED_CONSENT, ['strictlyNecessary']);
    expect(ids(c.purposes)).toEqual([9]);
    expect(c.vendors.size + c.objectedPurposes.size + c.objectedVendors.size + c.additionalVendors.size + c.categories.size).toBe(0);
  });

  it('follow the stored consent: consents on, a missing legitimate interest is an objection; categories from the stored decision', () => {
    const stored: IndustryConsentReply = {
      purpose: { consents: { '1': true, '4': true }, legitimateInterests: { '2': true, '8': true } },
      vendor: { consents: { '1': true, '3': true }, legitimateInterests: { '1': true, '4': true, '5': true } },
      consentedAdditionalVendors: [89],
      isUnsavedDefaultConsent: false,
      tcString: 'x',
      additionalVendorString: '',
    };
    const c = defaultChoices(detailed, stored, ['strictlyNecessary', 'analytical']);
    expect(ids(c.purposes)).toEqual([1, 4]);
    expect(ids(c.objectedPurposes)).toEqual([7]);
    expect(ids(c.vendors)).toEqual([1, 3]);
    // Vendor 2 claims LI and its bit is missing: objected. Vendor 4 (special purpose only) cannot be objected to.
    expect(ids(c.objectedVendors)).toEqual([2]);
    expect(ids(c.additionalVendors)).toEqual([89]);
    expect([...c.categories]).toEqual(['analytical']);
  });

  it('ignore an unsaved default reply even when it carries values', () => {
    const c = defaultChoices(detailed, { ...UNSAVED_CONSENT, purpose: { consents: { '1': true }, legitimateInterests: {} } }, []);
    expect(c.purposes.size).toBe(0);
  });
});

describe('who gets which toggle (§5)', () => {
  it('offers the objection toggle only for purposes that claim legitimate interest, never a readOnly one', () => {
    expect(detailed.purposes.filter(canObjectToPurpose).map((p) => p.id)).toEqual([2, 7, 8]);
    expect(detailed.specialPurposes.some(canObjectToPurpose)).toBe(false);
  });

  it('offers vendor consent only with consent purposes and the vendor objection only with legIntPurposes', () => {
    expect(detailed.vendors.filter(canConsentToVendor).map((v) => v.id)).toEqual([1, 3, 5]);
    expect(detailed.vendors.filter(canObjectToVendor).map((v) => v.id)).toEqual([1, 2, 5]);
  });

  it('never consents to a readOnly purpose, even with accept all', () => {
    const locked = { ...detailed, purposes: detailed.purposes.map((p) => (p.id === 11 ? { ...p, readOnly: true } : p)) };
    expect(acceptAllChoices(locked).purposes.has(11)).toBe(false);
    const payload = toSavePayload(locked, { ...acceptAllChoices(locked), purposes: new Set([1, 11]) }, 'tc');
    expect(payload.consentedPurposes).toEqual([1]);
  });

  it('sends only ids the list offers for each choice', () => {
    const odd: IndustryChoices = {
      purposes: new Set([1, 99]), objectedPurposes: new Set([1, 7]), vendors: new Set([2, 3]), objectedVendors: new Set([3, 5]),
      additionalVendors: new Set([89, 90]), categories: new Set(),
    };
    expect(toSavePayload(detailed, odd, 'tc')).toEqual({
      consentedPurposes: [1], objectedLegIntPurposes: [7], consentedVendors: [3], objectedLegIntVendors: [5], consentedAdditionalVendors: [89], tcString: 'tc',
    });
  });

  it('reject all objects to every legitimate interest claimed', () => {
    const r = rejectAllChoices(detailed);
    expect(ids(r.objectedPurposes)).toEqual([2, 7, 8]);
    expect(ids(r.objectedVendors)).toEqual([1, 2, 5]);
  });
});

describe('vendor filter (§2)', () => {
  it("lists additional vendors only under 'all'", () => {
    expect(vendorsForFilter(detailed, 'all').additionalVendors.map((v) => v.id)).toEqual([89]);
    expect(vendorsForFilter(detailed, 'purpose:1').additionalVendors).toEqual([]);
    expect(vendorsForFilter(detailed, 'special:1').additionalVendors).toEqual([]);
  });

  it('shows a purpose’s vendors by consent or legitimate interest, and a special purpose’s vendors', () => {
    expect(vendorsForFilter(detailed, 'purpose:7').vendors.map((v) => v.id)).toEqual([1, 2]);
    expect(vendorsForFilter(detailed, 'purpose:1').vendors.map((v) => v.id)).toEqual([1, 3, 5]);
    expect(vendorsForFilter(detailed, 'special:1').vendors.map((v) => v.id)).toEqual([1, 4]);
    expect(vendorsForFilter(detailed, 'all').vendors).toHaveLength(5);
  });
});

describe('landing list (§2 purposes and stacks)', () => {
  it('shows the largest stack without special features and the purposes it does not cover', () => {
    const { stacks, purposes } = landingItems(initial);
    expect(stacks.map((s) => s.id)).toEqual([2]);
    expect(purposes.map((p) => p.id)).toEqual([1]);
  });
});

describe('duration display (§9)', () => {
  it('splits seconds into years of 365 days, days, hours, minutes and seconds, leaving out zero parts', () => {
    expect(splitDuration(31_536_000 + 86_400 + 3_600 + 60 + 1)).toEqual([
      { unit: 'years', value: 1 }, { unit: 'days', value: 1 }, { unit: 'hours', value: 1 }, { unit: 'minutes', value: 1 }, { unit: 'seconds', value: 1 },
    ]);
    expect(splitDuration(366 * 86_400)).toEqual([{ unit: 'years', value: 1 }, { unit: 'days', value: 1 }]);
    expect(splitDuration(2 * 3_600 + 30)).toEqual([{ unit: 'hours', value: 2 }, { unit: 'seconds', value: 30 }]);
    expect(splitDuration(90.9)).toEqual([{ unit: 'minutes', value: 1 }, { unit: 'seconds', value: 30 }]);
    expect(splitDuration(0)).toEqual([{ unit: 'seconds', value: 0 }]);
    expect(splitDuration(-5)).toEqual([{ unit: 'seconds', value: 0 }]);
  });
});

describe('the cookie banner categories as industry choices (issue #22)', () => {
  it('"No, thanks" (strictlyNecessary only) is reject all: no purpose or vendor consent, every legitimate interest objected to', () => {
    const rejected = choicesForCategories(detailed, ['strictlyNecessary']);
    expect(rejected).toEqual(rejectAllChoices(detailed));
    expect(rejected.purposes.size).toBe(0);
    expect(industryStatus(detailed, rejected)).toBe('reject');
  });

  it('"Accept all" is accept all', () => {
    expect(choicesForCategories(detailed, ['strictlyNecessary', 'functional', 'advertising', 'analytical'])).toEqual(acceptAllChoices(detailed));
  });

  it('one category consents to its purposes only; vendors only with advertising', () => {
    const analytics = choicesForCategories(detailed, ['strictlyNecessary', 'analytical']);
    expect(ids(analytics.purposes)).toEqual([1, 8, 9, 10]);
    expect(analytics.vendors.size).toBe(0);
    expect(ids(analytics.objectedVendors)).toEqual(ids(rejectAllChoices(detailed).objectedVendors));
    const ads = choicesForCategories(detailed, ['strictlyNecessary', 'advertising']);
    expect(ids(ads.purposes)).toEqual([1, 2, 3, 4, 7]);
    expect(ids(ads.vendors)).toEqual(ids(acceptAllChoices(detailed).vendors));
    expect(ads.objectedPurposes.has(2)).toBe(false);
    expect(acceptedCategoriesOf(ads)).toEqual(['strictlyNecessary', 'advertising']);
  });
});
