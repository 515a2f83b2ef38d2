/**
 * The consent rules of chrome-and-consent §4 "Which cookie UI shows", "Cookie banner" and §5 (strictlyNecessary locked).
 */
import { describe, expect, it } from 'vitest';
import { privacyRegimeFor, type CookiesDataProviderReply } from '@travel/contract';
import { categoriesToAccept, categoriesToReject, hidesCategoryUi, toggleCategory, whichConsentUi } from './rules.ts';

const fresh: CookiesDataProviderReply = { cookiesConsent: false, dataTransferConsent: false, policyUrl: '/privacy', betterUx: true, messageVisible: true, twoPartyConsent: false, twoPartyDeclined: false };
const eu = privacyRegimeFor('DE');
const base = { provider: fresh, regime: eu, partnerConsent: false, hideCategoryUi: false };

describe('which cookie UI shows (§4)', () => {
  it('shows the category banner to a new EU visitor, nothing while the provider loads', () => {
    expect(whichConsentUi(base)).toBe('banner');
    expect(whichConsentUi({ ...base, provider: undefined })).toBe('none');
  });

  it('hcd=true suppresses the category UI: the industry dialog is the consent UI; so is betterUx off', () => {
    expect(whichConsentUi({ ...base, hideCategoryUi: true })).toBe('industry');
    expect(whichConsentUi({ ...base, provider: { ...fresh, betterUx: false } })).toBe('industry');
  });

  it('shows no consent UI once a consent cookie or record exists (§5), and no banner where no prior consent is needed', () => {
    expect(whichConsentUi({ ...base, provider: { ...fresh, cookiesConsent: true, messageVisible: false } })).toBe('none');
    expect(whichConsentUi({ ...base, regime: privacyRegimeFor('BR') })).toBe('none');
  });

  it('shows the cookie notice (notice at collection) in the US until it is closed', () => {
    const us = privacyRegimeFor('US');
    expect(whichConsentUi({ ...base, regime: us })).toBe('message');
    expect(whichConsentUi({ ...base, regime: us, provider: { ...fresh, messageVisible: false } })).toBe('none');
    expect(whichConsentUi({ ...base, regime: privacyRegimeFor('BR') })).toBe('none');
  });

  it('puts two-party consent first, then the data-transfer disclaimer, then the consent UI', () => {
    const all = { ...eu, twoPartyConsentRequired: true, dataTransferDisclaimer: true };
    expect(whichConsentUi({ ...base, regime: all })).toBe('two-party');
    expect(whichConsentUi({ ...base, regime: all, provider: { ...fresh, twoPartyConsent: true } })).toBe('data-transfer');
    expect(whichConsentUi({ ...base, regime: all, provider: { ...fresh, twoPartyConsent: true, dataTransferConsent: true } })).toBe('banner');
    expect(whichConsentUi({ ...base, regime: privacyRegimeFor('KR') })).toBe('two-party');
    expect(whichConsentUi({ ...base, regime: privacyRegimeFor('JP') })).toBe('data-transfer');
  });

  it('a declined two-party consent is an answer: the dialog does not show again (issue #22)', () => {
    expect(whichConsentUi({ ...base, regime: privacyRegimeFor('KR'), provider: { ...fresh, twoPartyDeclined: true } })).toBe('none');
  });

  it("a partner CMP replaces the frame's consent UI, but not two-party consent or the disclaimer", () => {
    expect(whichConsentUi({ ...base, partnerConsent: true })).toBe('none');
    expect(whichConsentUi({ ...base, partnerConsent: true, hideCategoryUi: true })).toBe('none');
    expect(whichConsentUi({ ...base, partnerConsent: true, regime: privacyRegimeFor('KR') })).toBe('two-party');
  });

  it('reads hcd=true from the query only', () => {
    expect(hidesCategoryUi('?hcd=true')).toBe(true);
    expect(hidesCategoryUi('?a=1&hcd=true')).toBe(true);
    expect(hidesCategoryUi('?hcd=1')).toBe(false);
    expect(hidesCategoryUi('')).toBe(false);
  });
});

describe('banner categories (§4, §5)', () => {
  it('accept records all categories when none are given, else the chosen ones with strictlyNecessary', () => {
    expect(categoriesToAccept()).toEqual(['strictlyNecessary', 'functional', 'advertising', 'analytical']);
    expect(categoriesToAccept([])).toEqual(['strictlyNecessary', 'functional', 'advertising', 'analytical']);
    expect(categoriesToAccept(['analytical', 'functional'])).toEqual(['strictlyNecessary', 'functional', 'analytical']);
  });

  it('reject records strictlyNecessary only', () => {
    expect(categoriesToReject()).toEqual(['strictlyNecessary']);
  });

  it('strictlyNecessary cannot be switched off', () => {
    expect(toggleCategory(['strictlyNecessary', 'advertising'], 'strictlyNecessary', false)).toEqual(['strictlyNecessary', 'advertising']);
    expect(toggleCategory(['strictlyNecessary', 'advertising'], 'advertising', false)).toEqual(['strictlyNecessary']);
    expect(toggleCategory([], 'analytical', true)).toEqual(['strictlyNecessary', 'analytical']);
  });
});

describe('privacy regimes', () => {
  it('needs prior consent in the EU, EEA, UK and Switzerland; two-party consent in Korea; the disclaimer in Japan', () => {
    for (const cc of ['DE', 'fr', 'GB', 'NO', 'CH', 'IE']) expect(privacyRegimeFor(cc).consentRequired, cc).toBe(true);
    for (const cc of ['US', 'JP', 'KR', undefined]) expect(privacyRegimeFor(cc).consentRequired, String(cc)).toBe(false);
    expect(privacyRegimeFor('KR').twoPartyConsentRequired).toBe(true);
    expect(privacyRegimeFor('JP').dataTransferDisclaimer).toBe(true);
    expect(privacyRegimeFor('US')).toMatchObject({ cookieNotice: true, dataSharingOptOut: true, twoPartyConsentRequired: false, dataTransferDisclaimer: false });
  });
});
