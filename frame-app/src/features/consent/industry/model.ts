/**
 * The industry consent dialog's rules as pure functions (issue #13; chrome-and-consent §3 "Detailed prefs",
 * "Industry consent response", "Industry save payload"; §4 "Industry consent status"; §5).
 *
 * Choices where the spec says "not shown":
 * - Vendor consent toggles start off before any saved choice (consent is opt-in; a pre-ticked box is not consent),
 *   like purposes (the server's defaultValue is false for them). Legitimate-interest objections start off (the
 *   legal basis applies until the visitor objects).
 * - Only vendors declaring consent purposes can be consented to, and only vendors declaring legitimate-interest
 *   purposes can be objected to (contract consent.ts; @iabtechlabtcf/core drops other signals).
 * - "Reject all" refuses everything refusable: no consent and an objection to every legitimate interest claimed.
 * - The status (§4): 'acceptAll' when every optional cookie category, every purpose that can be consented, every
 *   consentable vendor and every additional vendor is consented and no objection exists; 'reject' when none of
 *   them is consented (objections do not matter then); otherwise 'partial'.
 */
import type { CookieCategoryKey, DetailedPrefsReply, IndustryConsentReply, IndustrySavePayload, InitialPrefsReply, TcfPrefPurpose, TcfPrefVendor } from '@travel/contract';
import { CATEGORY_TCF_PURPOSES, OPTIONAL_COOKIE_CATEGORIES, type OptionalCookieCategory } from './constants.ts';

/** Industry consent status (§4): everything consented without objection, some, or nothing optional. */
export type IndustryConsentStatus = 'acceptAll' | 'partial' | 'reject';

/** The visitor's choices in the dialog (sets of GVL ids). */
export interface IndustryChoices {
  /** Consented purposes (never a readOnly one). */
  purposes: ReadonlySet<number>;
  /** Purposes whose legitimate interest the visitor objects to (only purposes claiming it). */
  objectedPurposes: ReadonlySet<number>;
  /** Consented vendors (only vendors with consent purposes). */
  vendors: ReadonlySet<number>;
  /** Vendors whose legitimate interest the visitor objects to (only vendors with legIntPurposes). */
  objectedVendors: ReadonlySet<number>;
  /** Consented additional (non-IAB) vendors. */
  additionalVendors: ReadonlySet<number>;
  /** Optional cookie categories switched on (strictlyNecessary is always on). */
  categories: ReadonlySet<OptionalCookieCategory>;
}

/** A purpose shows the objection toggle only when it claims legitimate interest and can be toggled (§5). */
export function canObjectToPurpose(purpose: TcfPrefPurpose): boolean {
  return purpose.legitimateInterest && !purpose.readOnly;
}

/** A vendor shows the consent toggle only when it declares consent purposes. */
export function canConsentToVendor(vendor: TcfPrefVendor): boolean {
  return vendor.purposes.length > 0;
}

/** A vendor shows the objection toggle only when it claims legitimate interest for a purpose (§5). */
export function canObjectToVendor(vendor: TcfPrefVendor): boolean {
  return vendor.legIntPurposes.length > 0;
}

const idsWhere = <T extends { id: number }>(items: readonly T[], keep: (item: T) => boolean): Set<number> => new Set(items.filter(keep).map((i) => i.id));

/**
 * The toggles' starting values (§4 "Toggles default to the server's stored value, then the default"): from `stored`
 * when it is a saved consent (isUnsavedDefaultConsent false), else each purpose's defaultValue and nothing else.
 * @param acceptedCategories the stored cookie categories (consentStatusAtom when decided), else `[]`
 */
export function defaultChoices(prefs: DetailedPrefsReply, stored: IndustryConsentReply | null, acceptedCategories: readonly CookieCategoryKey[]): IndustryChoices {
  const categories = new Set(OPTIONAL_COOKIE_CATEGORIES.filter((c) => acceptedCategories.includes(c)));
  const toggleable = (p: TcfPrefPurpose) => !p.readOnly;
  if (!stored || stored.isUnsavedDefaultConsent) {
    return {
      purposes: idsWhere(prefs.purposes, (p) => toggleable(p) && p.defaultValue),
      objectedPurposes: new Set(),
      vendors: new Set(),
      objectedVendors: new Set(),
      additionalVendors: new Set(),
      categories,
    };
  }
  const additional = new Set(prefs.additionalVendors.map((v) => v.id));
  return {
    purposes: idsWhere(prefs.purposes, (p) => toggleable(p) && stored.purpose.consents[String(p.id)] === true),
    objectedPurposes: idsWhere(prefs.purposes, (p) => canObjectToPurpose(p) && stored.purpose.legitimateInterests[String(p.id)] !== true),
    vendors: idsWhere(prefs.vendors, (v) => canConsentToVendor(v) && stored.vendor.consents[String(v.id)] === true),
    objectedVendors: idsWhere(prefs.vendors, (v) => canObjectToVendor(v) && stored.vendor.legitimateInterests[String(v.id)] !== true),
    additionalVendors: new Set(stored.consentedAdditionalVendors.filter((id) => additional.has(id))),
    categories,
  };
}

/** "Accept all": every category, purpose and vendor consented, no objection. */
export function acceptAllChoices(prefs: DetailedPrefsReply): IndustryChoices {
  return {
    purposes: idsWhere(prefs.purposes, (p) => !p.readOnly),
    objectedPurposes: new Set(),
    vendors: idsWhere(prefs.vendors, canConsentToVendor),
    objectedVendors: new Set(),
    additionalVendors: new Set(prefs.additionalVendors.map((v) => v.id)),
    categories: new Set(OPTIONAL_COOKIE_CATEGORIES),
  };
}

/** "Reject all": nothing consented, every legitimate interest objected to. */
export function rejectAllChoices(prefs: DetailedPrefsReply): IndustryChoices {
  return {
    purposes: new Set(),
    objectedPurposes: idsWhere(prefs.purposes, canObjectToPurpose),
    vendors: new Set(),
    objectedVendors: idsWhere(prefs.vendors, canObjectToVendor),
    additionalVendors: new Set(),
    categories: new Set(),
  };
}

/**
 * The industry choices the cookie banner's categories stand for (issue #22; constants.ts CATEGORY_TCF_PURPOSES says
 * which purposes each category covers): the purposes of the accepted categories are consented and every other purpose
 * is refused with its legitimate interest objected to; vendors and additional vendors are consented (and not objected
 * to) only with `advertising`. Only strictlyNecessary = {@link rejectAllChoices}; every category =
 * {@link acceptAllChoices} when the list's purposes are those of the categories.
 * @param acceptedCategories the recorded categories (strictlyNecessary and unknown keys are ignored)
 */
export function choicesForCategories(prefs: DetailedPrefsReply, acceptedCategories: readonly CookieCategoryKey[]): IndustryChoices {
  const categories = new Set(OPTIONAL_COOKIE_CATEGORIES.filter((c) => acceptedCategories.includes(c)));
  const covered = new Set([...categories].flatMap((c) => CATEGORY_TCF_PURPOSES[c]));
  const advertising = categories.has('advertising');
  return {
    purposes: idsWhere(prefs.purposes, (p) => !p.readOnly && covered.has(p.id)),
    objectedPurposes: idsWhere(prefs.purposes, (p) => canObjectToPurpose(p) && !covered.has(p.id)),
    vendors: advertising ? idsWhere(prefs.vendors, canConsentToVendor) : new Set(),
    objectedVendors: advertising ? new Set() : idsWhere(prefs.vendors, canObjectToVendor),
    additionalVendors: advertising ? new Set(prefs.additionalVendors.map((v) => v.id)) : new Set(),
    categories,
  };
}

/** The status of `choices` (§4 "Industry consent status"; see the module docstring). */
export function industryStatus(prefs: DetailedPrefsReply, choices: IndustryChoices): IndustryConsentStatus {
  const all = acceptAllChoices(prefs);
  const covers = (have: ReadonlySet<unknown>, need: ReadonlySet<unknown>) => [...need].every((x) => have.has(x));
  const everything =
    covers(choices.categories, all.categories) &&
    covers(choices.purposes, all.purposes) &&
    covers(choices.vendors, all.vendors) &&
    covers(choices.additionalVendors, all.additionalVendors) &&
    choices.objectedPurposes.size === 0 &&
    choices.objectedVendors.size === 0;
  if (everything) return 'acceptAll';
  const anything = choices.categories.size + choices.purposes.size + choices.vendors.size + choices.additionalVendors.size > 0;
  return anything ? 'partial' : 'reject';
}

/** The cookie categories the choices accept: strictlyNecessary plus the optional ones on, in §9 order. */
export function acceptedCategoriesOf(choices: IndustryChoices): CookieCategoryKey[] {
  return ['strictlyNecessary', ...OPTIONAL_COOKIE_CATEGORIES.filter((c) => choices.categories.has(c))];
}

/** `set` with `id` added (`on`) or removed, as a new set. */
export function withMember<T>(set: ReadonlySet<T>, id: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/**
 * The POST /i/api/iabtcf/v1/consent body (§3 "Industry save payload") for `choices`, keeping only ids the list in
 * use offers for each choice (the server refuses others).
 */
export function toSavePayload(prefs: DetailedPrefsReply, choices: IndustryChoices, tcString: string): IndustrySavePayload {
  const purposeIds = idsWhere(prefs.purposes, (p) => !p.readOnly);
  const objectablePurposes = idsWhere(prefs.purposes, canObjectToPurpose);
  const consentable = idsWhere(prefs.vendors, canConsentToVendor);
  const objectable = idsWhere(prefs.vendors, canObjectToVendor);
  const additional = new Set(prefs.additionalVendors.map((v) => v.id));
  return {
    consentedPurposes: sorted([...choices.purposes].filter((id) => purposeIds.has(id))),
    consentedVendors: sorted([...choices.vendors].filter((id) => consentable.has(id))),
    consentedAdditionalVendors: sorted([...choices.additionalVendors].filter((id) => additional.has(id))),
    objectedLegIntPurposes: sorted([...choices.objectedPurposes].filter((id) => objectablePurposes.has(id))),
    objectedLegIntVendors: sorted([...choices.objectedVendors].filter((id) => objectable.has(id))),
    tcString,
  };
}

/** The vendors tab filter (§2): every vendor, the vendors of one purpose, or of one special purpose. */
export type VendorFilter = 'all' | `purpose:${number}` | `special:${number}`;

/** The vendors a filter shows; additional (non-IAB) vendors only under 'all' (§2). */
export function vendorsForFilter(prefs: DetailedPrefsReply, filter: VendorFilter): { vendors: TcfPrefVendor[]; additionalVendors: DetailedPrefsReply['additionalVendors'] } {
  if (filter === 'all') return { vendors: prefs.vendors, additionalVendors: prefs.additionalVendors };
  const [kind, raw] = filter.split(':') as ['purpose' | 'special', string];
  const id = Number(raw);
  const vendors = prefs.vendors.filter((v) => (kind === 'purpose' ? v.purposes.includes(id) || v.legIntPurposes.includes(id) : v.specialPurposes.includes(id)));
  return { vendors, additionalVendors: [] };
}

/**
 * What the landing view lists (§2 "list of purposes and stacks"), the way TCF first layers do: the largest stacks
 * that cover only purposes not listed yet (stacks with special features are skipped: the dialog offers none), then
 * every purpose no chosen stack covers.
 */
export function landingItems(prefs: Pick<InitialPrefsReply, 'purposes' | 'stacks'>): { stacks: InitialPrefsReply['stacks']; purposes: InitialPrefsReply['purposes'] } {
  const offered = new Set(prefs.purposes.map((p) => p.id));
  const covered = new Set<number>();
  const stacks: InitialPrefsReply['stacks'] = [];
  const candidates = prefs.stacks
    .filter((s) => s.specialFeatures.length === 0 && s.purposes.length > 1 && s.purposes.every((p) => offered.has(p)))
    .sort((a, b) => b.purposes.length - a.purposes.length || a.id - b.id);
  for (const stack of candidates) {
    if (stack.purposes.some((p) => covered.has(p))) continue;
    stacks.push(stack);
    stack.purposes.forEach((p) => covered.add(p));
  }
  return { stacks, purposes: prefs.purposes.filter((p) => !covered.has(p.id)) };
}
