/**
 * App-wide consent state (issue #13; chrome-and-consent §4 "Cookie banner", "Which cookie UI shows"; core-and-business
 * §7 consent response): the visitor's privacy regime, the consent decision the frame holds, whether metrics and
 * analytics may be sent, and requests to open a privacy surface from anywhere (footer, privacy page).
 *
 * The consent feature writes {@link consentStatusAtom}; the bridge reads {@link analyticsAllowedAtom} before it sends a
 * metric. A partner that runs its own CMP passes its decision over the bridge (consentAtom.response): then that
 * decision rules and the frame shows no banner of its own.
 */
import { atom } from 'jotai';
import { privacyRegimeFor, type CookieCategoryKey, type PrivacyRegime } from '@travel/contract';
import { consentAtom } from './frame-events.ts';
import { localeAtom } from './locale.ts';

/**
 * Where the frame's own consent decision stands:
 * - 'loading': the stored decision is being read (nothing non-essential is sent meanwhile);
 * - 'pending': consent is needed and none is stored: the consent UI shows;
 * - 'decided': acceptedCategories holds the stored decision (strictlyNecessary always).
 */
export type ConsentPhase = 'loading' | 'pending' | 'decided';

export interface ConsentStatus {
  phase: ConsentPhase;
  acceptedCategories: readonly CookieCategoryKey[];
}

export const consentStatusAtom = atom<ConsentStatus>({ phase: 'loading', acceptedCategories: ['strictlyNecessary'] });

/** The privacy rules of the frame's locale country (contract privacyRegimeFor). */
export const privacyRegimeAtom = atom<PrivacyRegime>((get) => privacyRegimeFor(get(localeAtom).countryCode));

/**
 * The visitor declined the two-party consent (Korea, issue #22; cookie data provider twoPartyDeclined, or the
 * dialog's decline button now). Then nothing non-essential runs: {@link analyticsAllowedAtom} and
 * {@link advertisingAllowedAtom} are false whatever else says yes. `undefined` until the consent feature's root has
 * read the stored answer (it writes this atom): where the regime asks for two-party consent, nothing non-essential runs
 * meanwhile either, so a page load after a decline sends nothing in the moment before the answer is known (issue #23,
 * a partner's metric that reached the frame before it).
 */
export const twoPartyDeclinedAtom = atom<boolean | undefined>(undefined);

/**
 * Does the two-party consent stop what is non-essential now? Where the regime asks for it: while its answer is unknown
 * and after a decline.
 */
const twoPartyStopsAtom = atom((get) => get(twoPartyDeclinedAtom) === true || (get(privacyRegimeAtom).twoPartyConsentRequired && get(twoPartyDeclinedAtom) === undefined));

/**
 * The status a stored cookie banner consent stands for (GET or POST /i/api/cookiebanner/v1/consent reply): 'decided'
 * with its categories when any are stored, else 'pending' (strictlyNecessary only).
 */
export function consentStatusOf(stored: { acceptedCategories: readonly CookieCategoryKey[] }): ConsentStatus {
  return stored.acceptedCategories.length > 0 ? { phase: 'decided', acceptedCategories: stored.acceptedCategories } : { phase: 'pending', acceptedCategories: ['strictlyNecessary'] };
}

/**
 * TCF purposes that cover the frame's metrics: 8 "Measure content performance", 9 "Understand audiences through
 * statistics or combinations of data from different sources".
 */
export const ANALYTICS_TCF_PURPOSES = [8, 9] as const;

/** True when the partner passed its own CMP's decision over the bridge (the frame then shows no consent UI). */
export const partnerConsentAtom = atom((get) => get(consentAtom).hostManaged === true || get(consentAtom).response !== undefined);

/**
 * May the frame send metrics and analytics now? Partner consent: when GDPR does not apply, or one of
 * {@link ANALYTICS_TCF_PURPOSES} is consented. Never after a declined two-party consent, nor before its answer is
 * known where the regime asks for it. Otherwise: yes where the regime needs no prior consent, else only once
 * the stored decision accepts the `analytical` category.
 */
export const analyticsAllowedAtom = atom((get) => {
  if (get(twoPartyStopsAtom)) return false;
  const { response: partner, hostManaged } = get(consentAtom);
  if (hostManaged && !partner) return false;
  if (partner) return !partner.gdprApplies || ANALYTICS_TCF_PURPOSES.some((p) => partner.purposeConsents[String(p)] === true);
  if (!get(privacyRegimeAtom).consentRequired) return true;
  const status = get(consentStatusAtom);
  return status.phase === 'decided' && status.acceptedCategories.includes('analytical');
});

/** TCF purposes that cover the marketing id (an advertising cookie): 1 "Store and/or access information on a device", 3 "Create profiles for personalised advertising". */
export const ADVERTISING_TCF_PURPOSES = [1, 3] as const;

/**
 * May the frame set advertising cookies (the marketing id, `kmkid`) now? As {@link analyticsAllowedAtom}, for the
 * `advertising` category, or a partner decision consenting to every one of {@link ADVERTISING_TCF_PURPOSES}.
 */
export const advertisingAllowedAtom = atom((get) => {
  if (get(twoPartyStopsAtom)) return false;
  const { response: partner, hostManaged } = get(consentAtom);
  if (hostManaged && !partner) return false;
  if (partner) return !partner.gdprApplies || ADVERTISING_TCF_PURPOSES.every((p) => partner.purposeConsents[String(p)] === true);
  if (!get(privacyRegimeAtom).consentRequired) return true;
  const status = get(consentStatusAtom);
  return status.phase === 'decided' && status.acceptedCategories.includes('advertising');
});

/** A privacy surface to open: the category banner in privacy-preferences mode, the industry (TCF) dialog, the data-sharing dialog. */
export type PrivacySurface = 'preferences' | 'industry' | 'data-sharing';

/** The latest request to open a privacy surface; `id` increases so the same surface asked twice is two events. */
export interface PrivacySurfaceRequest {
  id: number;
  surface: PrivacySurface;
}

const privacySurfaceValueAtom = atom<PrivacySurfaceRequest | null>(null);
let nextSurfaceRequestId = 1;

/** Write a surface to ask the consent feature to open it (footer privacy menu, privacy page); read the latest request. */
export const privacySurfaceRequestAtom = atom(
  (get) => get(privacySurfaceValueAtom),
  (_get, set, surface: PrivacySurface) => set(privacySurfaceValueAtom, { id: nextSurfaceRequestId++, surface }),
);
