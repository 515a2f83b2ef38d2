/**
 * The industry dialog's data (chrome-and-consent §7 GET initialPrefs, detailedPrefs and /i/api/iabtcf/v1/consent),
 * started by the host when it opens the dialog so the three calls run while the dialog's code is still loading
 * (the dialog is a lazily loaded chunk). Kept out of the dialog's chunk on purpose.
 */
import type { DetailedPrefsReply, IndustryConsentReply, InitialPrefsReply } from '@travel/contract';
import { fetchDetailedPrefs, fetchIndustryConsent, fetchInitialPrefs } from '../api.ts';

/** What the dialog needs before it can show anything. */
export interface IndustryDialogData {
  initial: InitialPrefsReply;
  detailed: DetailedPrefsReply;
  stored: IndustryConsentReply;
}

let pending: Promise<IndustryDialogData> | null = null;

/** Starts the three calls, or returns the load already started and not yet taken. Rejects with the first failure. */
export function prefetchIndustryData(): Promise<IndustryDialogData> {
  if (!pending) {
    pending = Promise.all([fetchInitialPrefs(), fetchDetailedPrefs(), fetchIndustryConsent()]).then(([initial, detailed, stored]) => ({ initial, detailed, stored }));
    // Handled by whoever takes it; never an unhandled rejection meanwhile.
    pending.catch(() => undefined);
  }
  return pending;
}

/** Takes the started load (starting one when none is) and forgets it, so the next opening reads fresh data. */
export function takeIndustryData(): Promise<IndustryDialogData> {
  const load = prefetchIndustryData();
  pending = null;
  return load;
}
