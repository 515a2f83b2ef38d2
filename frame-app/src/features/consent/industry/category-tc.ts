/**
 * The cookie banner's choice as a TC string (issue #22; chrome-and-consent §4 "Cookie banner", §7 POST
 * /i/api/iabtcf/v1/consent, §9 `__tcfapi` version 2). Loaded lazily by tcf-api.ts after the visitor chose on the banner
 * (or when a stored banner choice has no TC string yet), so @iabtechlabtcf/core stays out of the first page.
 *
 * It reads the dialog's data (initialPrefs for the vendor list version, detailedPrefs), maps the categories onto
 * industry choices (model.ts choicesForCategories), encodes them over the served GVL exactly as the dialog does
 * (tc-string.ts) and stores them through the same call, which checks the string against the choices.
 */
import type { CookieCategoryKey, IndustryConsentReply } from '@travel/contract';
import { fetchDetailedPrefs, fetchInitialPrefs, saveIndustryConsent } from '../api.ts';
import { choicesForCategories, toSavePayload } from './model.ts';
import { encodeTcString, loadGvl } from './tc-string.ts';

/**
 * Encodes and stores the industry consent the banner categories stand for.
 * @param acceptedCategories the recorded categories (strictlyNecessary first)
 * @returns the stored consent reply (its tcString is what `__tcfapi` publishes)
 * @throws (rejects) ApiRequestError when a call fails; GVLError when the vendor list cannot be loaded
 */
export async function saveCategoryTcString(acceptedCategories: readonly CookieCategoryKey[]): Promise<IndustryConsentReply> {
  const [initial, detailed] = await Promise.all([fetchInitialPrefs(), fetchDetailedPrefs()]);
  const gvl = await loadGvl(initial.vendorListVersion);
  const choices = choicesForCategories(detailed, acceptedCategories);
  return saveIndustryConsent(toSavePayload(detailed, choices, encodeTcString(gvl, detailed, choices)));
}
