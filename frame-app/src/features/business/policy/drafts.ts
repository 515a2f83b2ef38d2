/**
 * The policy editor's form model (issue #25 "Travel policy per vertical and per group"): a policy document of the
 * contract (travel-policy.ts FlightPolicySchema ... TrainPolicySchema) as the form edits it, and back.
 *
 * - A draft holds EVERY rule of its vertical, each with `on` (the rule is set in this scope: the company default, or the
 *   group, where "off" means the company default's rule applies) and its values as typed: money in MAJOR units
 *   (`300` for $300.00; NaN while empty), lists as comma-separated text, hours for the cabin exceptions (a city cap keeps
 *   the GeoNames `cityId` it was stored with while its name is unchanged). A rule that is
 *   off keeps the values it had, so switching it back on restores them.
 * - One currency per vertical document (`currency`): every money limit of the document is in it (the first money of a
 *   loaded document decides; a new document starts in {@link DEFAULT_POLICY_CURRENCY}). Picking another currency
 *   re-labels the amounts as typed (300 USD becomes 300 EUR); it does not convert them.
 * - {@link documentOfDraft} builds the document the PUT sends (rules that are off are left out: unset);
 *   {@link draftIssues} validates it with the contract's schema and names the form field of each problem.
 *
 * Pure: no React, no I/O.
 */
import {
  CAR_CLASSES, POLICY_DOCUMENT_SCHEMAS, type CabinClass, type CarClass, type CarPolicy, type FlightPolicy, type HotelPolicy,
  type PolicyAction, type PolicyDocumentOf, type PolicyVertical, type TrainClass, type TrainPolicy,
} from '@travel/contract';

/** Currency of a new policy's limits (a company that set none yet); the editor lets the admin pick another. */
export const DEFAULT_POLICY_CURRENCY = 'USD';
/** Minutes per hour: the cabin exceptions are typed in hours and stored in minutes (contract `aboveMinutes`). */
const MINUTES_PER_HOUR = 60;

/** Fraction digits of a currency's minor unit (USD 2, JPY 0), as Intl knows it. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units -> major units of `currency` (30000 USD -> 300). */
export function toMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorDigits(currency);
}

/** Major units as typed -> minor units of `currency` (rounded to the minor unit; NaN stays NaN for the schema to refuse). */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}

/** Comma- or whitespace-separated text -> its non-empty items, trimmed. */
export function listOfText(text: string): string[] {
  return text.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== '');
}

interface Rule {
  on: boolean;
  action: PolicyAction;
}

/** A flight policy as the form edits it (see the module docstring). */
export interface FlightDraft {
  maxPrice: Rule & { basis: 'fixed' | 'cheapest' | 'median'; fixed: number; plusUnit: 'amount' | 'percent'; plusAmount: number; percent: number };
  cabinByDuration: Rule & { maxCabin: CabinClass; exceptions: { aboveHours: number; maxCabin: CabinClass }[] };
  advancePurchaseDays: Rule & { minDays: number };
  maxStops: Rule & { maxStops: number };
  preferredAirlines: Rule & { codes: string };
  blockedAirlines: Rule & { codes: string };
}

/** A hotel policy as the form edits it. */
export interface HotelDraft {
  nightlyCap: Rule & { hasDefault: boolean; default: number; cities: { city: string; iata: string; cap: number; cityId: number | null; loadedCity: string }[]; countries: { countryCode: string; cap: number }[] };
  maxStars: Rule & { maxStars: number };
  advancePurchaseDays: Rule & { minDays: number };
  preferredChains: Rule & { chains: string };
  nonRefundable: Rule;
}

/** A car policy as the form edits it. */
export interface CarDraft {
  dailyCap: Rule & { cap: number };
  allowedCarClasses: Rule & { classes: CarClass[] };
  preferredVendors: Rule & { vendors: string };
}

/** A train policy as the form edits it. */
export interface TrainDraft {
  trainCap: Rule & { cap: number };
  allowedTrainClasses: Rule & { classes: TrainClass[] };
}

/** Each vertical's draft of its rules. */
export interface RulesDraftOf {
  flight: FlightDraft;
  hotel: HotelDraft;
  car: CarDraft;
  train: TrainDraft;
}

/** The editor's form values: the limits' currency and the vertical's rules. */
export interface PolicyDraft<V extends PolicyVertical = PolicyVertical> {
  currency: string;
  rules: RulesDraftOf[V];
}

/** The first money limit of a document, which decides its currency. */
function currencyOf(vertical: PolicyVertical, doc: PolicyDocumentOf[PolicyVertical]): string | undefined {
  if (vertical === 'flight') {
    const p = doc as FlightPolicy;
    const l = p.maxPrice?.limit;
    if (l?.basis === 'fixed') return l.amount.currency;
    if (l && l.plus.unit === 'amount') return l.plus.amount.currency;
    return undefined;
  }
  if (vertical === 'hotel') {
    const p = doc as HotelPolicy;
    return p.nightlyCap?.default?.currency ?? p.nightlyCap?.cities[0]?.cap.currency ?? p.nightlyCap?.countries[0]?.cap.currency;
  }
  if (vertical === 'car') return (doc as CarPolicy).dailyCap?.cap.currency;
  return (doc as TrainPolicy).trainCap?.cap.currency;
}

/**
 * The form values of a stored document (null or `{}`: every rule off, starting values ready for when one is switched
 * on: warn for limits, allow for preferred lists, block for blocked airlines, as the contract's defaults).
 */
export function draftOfDocument<V extends PolicyVertical>(vertical: V, document: PolicyDocumentOf[V] | null | undefined, fallbackCurrency = DEFAULT_POLICY_CURRENCY): PolicyDraft<V> {
  const doc = (document ?? {}) as PolicyDocumentOf[PolicyVertical];
  const currency = currencyOf(vertical, doc) ?? fallbackCurrency;
  const major = (m: { amountMinor: number; currency: string } | undefined) => (m ? toMajor(m.amountMinor, m.currency) : Number.NaN);
  if (vertical === 'flight') {
    const p = doc as FlightPolicy;
    const l = p.maxPrice?.limit;
    const rules: FlightDraft = {
      maxPrice: {
        on: p.maxPrice !== undefined,
        action: p.maxPrice?.action ?? 'warn',
        basis: l?.basis ?? 'fixed',
        fixed: l?.basis === 'fixed' ? major(l.amount) : Number.NaN,
        plusUnit: l && l.basis !== 'fixed' ? l.plus.unit : 'percent',
        plusAmount: l && l.basis !== 'fixed' && l.plus.unit === 'amount' ? major(l.plus.amount) : Number.NaN,
        percent: l && l.basis !== 'fixed' && l.plus.unit === 'percent' ? l.plus.percent : Number.NaN,
      },
      cabinByDuration: {
        on: p.cabinByDuration !== undefined,
        action: p.cabinByDuration?.action ?? 'warn',
        maxCabin: p.cabinByDuration?.maxCabin ?? 'economy',
        exceptions: (p.cabinByDuration?.exceptions ?? []).map((x) => ({ aboveHours: x.aboveMinutes / MINUTES_PER_HOUR, maxCabin: x.maxCabin })),
      },
      advancePurchaseDays: { on: p.advancePurchaseDays !== undefined, action: p.advancePurchaseDays?.action ?? 'warn', minDays: p.advancePurchaseDays?.minDays ?? Number.NaN },
      maxStops: { on: p.maxStops !== undefined, action: p.maxStops?.action ?? 'warn', maxStops: p.maxStops?.maxStops ?? Number.NaN },
      preferredAirlines: { on: p.preferredAirlines !== undefined, action: p.preferredAirlines?.action ?? 'allow', codes: (p.preferredAirlines?.codes ?? []).join(', ') },
      blockedAirlines: { on: p.blockedAirlines !== undefined, action: p.blockedAirlines?.action ?? 'block', codes: (p.blockedAirlines?.codes ?? []).join(', ') },
    };
    return { currency, rules } as PolicyDraft<V>;
  }
  if (vertical === 'hotel') {
    const p = doc as HotelPolicy;
    const rules: HotelDraft = {
      nightlyCap: {
        on: p.nightlyCap !== undefined,
        action: p.nightlyCap?.action ?? 'warn',
        hasDefault: p.nightlyCap ? p.nightlyCap.default !== undefined : true,
        default: major(p.nightlyCap?.default),
        cities: (p.nightlyCap?.cities ?? []).map((c) => ({ city: c.city, iata: c.iata ?? '', cap: major(c.cap), cityId: c.cityId ?? null, loadedCity: c.city })),
        countries: (p.nightlyCap?.countries ?? []).map((c) => ({ countryCode: c.countryCode, cap: major(c.cap) })),
      },
      maxStars: { on: p.maxStars !== undefined, action: p.maxStars?.action ?? 'warn', maxStars: p.maxStars?.maxStars ?? Number.NaN },
      advancePurchaseDays: { on: p.advancePurchaseDays !== undefined, action: p.advancePurchaseDays?.action ?? 'warn', minDays: p.advancePurchaseDays?.minDays ?? Number.NaN },
      preferredChains: { on: p.preferredChains !== undefined, action: p.preferredChains?.action ?? 'allow', chains: (p.preferredChains?.chains ?? []).join(', ') },
      nonRefundable: { on: p.nonRefundable !== undefined, action: p.nonRefundable?.action ?? 'warn' },
    };
    return { currency, rules } as PolicyDraft<V>;
  }
  if (vertical === 'car') {
    const p = doc as CarPolicy;
    const rules: CarDraft = {
      dailyCap: { on: p.dailyCap !== undefined, action: p.dailyCap?.action ?? 'warn', cap: major(p.dailyCap?.cap) },
      allowedCarClasses: { on: p.allowedCarClasses !== undefined, action: p.allowedCarClasses?.action ?? 'warn', classes: [...(p.allowedCarClasses?.classes ?? CAR_CLASSES.slice(0, 4))] },
      preferredVendors: { on: p.preferredVendors !== undefined, action: p.preferredVendors?.action ?? 'allow', vendors: (p.preferredVendors?.vendors ?? []).join(', ') },
    };
    return { currency, rules } as PolicyDraft<V>;
  }
  const p = doc as TrainPolicy;
  const rules: TrainDraft = {
    trainCap: { on: p.trainCap !== undefined, action: p.trainCap?.action ?? 'warn', cap: major(p.trainCap?.cap) },
    allowedTrainClasses: { on: p.allowedTrainClasses !== undefined, action: p.allowedTrainClasses?.action ?? 'warn', classes: [...(p.allowedTrainClasses?.classes ?? ['standard'])] },
  };
  return { currency, rules } as PolicyDraft<V>;
}

/**
 * The document a draft stands for, as sent in the PUT body (not yet parsed: {@link draftIssues} checks it with the
 * contract's schema). Rules that are off are left out.
 */
export function documentOfDraft(vertical: PolicyVertical, draft: PolicyDraft): Record<string, unknown> {
  const { currency } = draft;
  const money = (amount: number) => ({ amountMinor: toMinor(amount, currency), currency });
  const out: Record<string, unknown> = {};
  if (vertical === 'flight') {
    const r = draft.rules as FlightDraft;
    if (r.maxPrice.on) {
      const limit = r.maxPrice.basis === 'fixed'
        ? { basis: 'fixed', amount: money(r.maxPrice.fixed) }
        : { basis: r.maxPrice.basis, plus: r.maxPrice.plusUnit === 'percent' ? { unit: 'percent', percent: r.maxPrice.percent } : { unit: 'amount', amount: money(r.maxPrice.plusAmount) } };
      out.maxPrice = { action: r.maxPrice.action, limit };
    }
    if (r.cabinByDuration.on) {
      out.cabinByDuration = {
        action: r.cabinByDuration.action,
        maxCabin: r.cabinByDuration.maxCabin,
        exceptions: r.cabinByDuration.exceptions.map((x) => ({ aboveMinutes: Math.round(x.aboveHours * MINUTES_PER_HOUR), maxCabin: x.maxCabin })),
      };
    }
    if (r.advancePurchaseDays.on) out.advancePurchaseDays = { action: r.advancePurchaseDays.action, minDays: r.advancePurchaseDays.minDays };
    if (r.maxStops.on) out.maxStops = { action: r.maxStops.action, maxStops: r.maxStops.maxStops };
    if (r.preferredAirlines.on) out.preferredAirlines = { action: r.preferredAirlines.action, codes: listOfText(r.preferredAirlines.codes) };
    if (r.blockedAirlines.on) out.blockedAirlines = { action: r.blockedAirlines.action, codes: listOfText(r.blockedAirlines.codes) };
  } else if (vertical === 'hotel') {
    const r = draft.rules as HotelDraft;
    if (r.nightlyCap.on) {
      out.nightlyCap = {
        action: r.nightlyCap.action,
        ...(r.nightlyCap.hasDefault ? { default: money(r.nightlyCap.default) } : {}),
        cities: r.nightlyCap.cities.map((c) => ({
          city: c.city,
          // The GeoNames id the row was stored with stays while the row names the same city (the editor has no id field).
          ...(c.cityId !== null && c.city.trim() === c.loadedCity.trim() ? { cityId: c.cityId } : {}),
          ...(c.iata.trim() ? { iata: c.iata } : {}),
          cap: money(c.cap),
        })),
        countries: r.nightlyCap.countries.map((c) => ({ countryCode: c.countryCode, cap: money(c.cap) })),
      };
    }
    if (r.maxStars.on) out.maxStars = { action: r.maxStars.action, maxStars: r.maxStars.maxStars };
    if (r.advancePurchaseDays.on) out.advancePurchaseDays = { action: r.advancePurchaseDays.action, minDays: r.advancePurchaseDays.minDays };
    if (r.preferredChains.on) out.preferredChains = { action: r.preferredChains.action, chains: listOfText(r.preferredChains.chains) };
    if (r.nonRefundable.on) out.nonRefundable = { action: r.nonRefundable.action };
  } else if (vertical === 'car') {
    const r = draft.rules as CarDraft;
    if (r.dailyCap.on) out.dailyCap = { action: r.dailyCap.action, cap: money(r.dailyCap.cap) };
    if (r.allowedCarClasses.on) out.allowedCarClasses = { action: r.allowedCarClasses.action, classes: r.allowedCarClasses.classes };
    if (r.preferredVendors.on) out.preferredVendors = { action: r.preferredVendors.action, vendors: listOfText(r.preferredVendors.vendors) };
  } else {
    const r = draft.rules as TrainDraft;
    if (r.trainCap.on) out.trainCap = { action: r.trainCap.action, cap: money(r.trainCap.cap) };
    if (r.allowedTrainClasses.on) out.allowedTrainClasses = { action: r.allowedTrainClasses.action, classes: r.allowedTrainClasses.classes };
  }
  return out;
}

/** Which kind of value a problem is about: the editor picks the sentence it shows under the field from it. */
export type DraftIssueKind = 'amount' | 'percent' | 'count' | 'hours' | 'airlineCodes' | 'names' | 'city' | 'iata' | 'country' | 'classes' | 'duplicate' | 'invalid';

/** One problem of a draft: the form field it belongs to (`rules.maxPrice.fixed`) and its kind. */
export interface DraftIssue {
  path: string;
  kind: DraftIssueKind;
}

/** The form field and issue kind of a contract issue at `path` (a path in the document). */
function fieldOfDocumentPath(vertical: PolicyVertical, draft: PolicyDraft, path: readonly PropertyKey[]): DraftIssue {
  const [rule, ...rest] = path.map(String);
  const at = (field: string, kind: DraftIssueKind): DraftIssue => ({ path: `rules.${rule}.${field}`, kind });
  switch (rule) {
    case 'maxPrice': {
      const basis = (draft.rules as FlightDraft).maxPrice.basis;
      if (basis === 'fixed') return at('fixed', 'amount');
      return (draft.rules as FlightDraft).maxPrice.plusUnit === 'percent' ? at('percent', 'percent') : at('plusAmount', 'amount');
    }
    case 'cabinByDuration':
      if (rest[0] === 'exceptions' && rest[1] !== undefined && /^\d+$/.test(rest[1])) return at(`exceptions.${rest[1]}.aboveHours`, 'hours');
      if (rest[0] === 'exceptions') return at('exceptions', 'duplicate');
      return at('maxCabin', 'invalid');
    case 'advancePurchaseDays':
      return at('minDays', 'count');
    case 'maxStops':
      return at('maxStops', 'count');
    case 'maxStars':
      return at('maxStars', 'count');
    case 'preferredAirlines':
    case 'blockedAirlines':
      return at('codes', 'airlineCodes');
    case 'preferredChains':
      return at('chains', 'names');
    case 'preferredVendors':
      return at('vendors', 'names');
    case 'nightlyCap': {
      const [list, index, field] = rest;
      if ((list === 'cities' || list === 'countries') && index !== undefined) {
        if (list === 'countries') return at(`countries.${index}.${field === 'countryCode' ? 'countryCode' : 'cap'}`, field === 'countryCode' ? 'country' : 'amount');
        if (field === 'city') return at(`cities.${index}.city`, 'city');
        if (field === 'iata') return at(`cities.${index}.iata`, 'iata');
        return at(`cities.${index}.cap`, 'amount');
      }
      return at('default', 'amount');
    }
    case 'dailyCap':
    case 'trainCap':
      return at('cap', 'amount');
    case 'allowedCarClasses':
    case 'allowedTrainClasses':
      return at('classes', 'classes');
    default:
      return { path: vertical === 'flight' ? 'rules.maxPrice.fixed' : 'currency', kind: 'invalid' };
  }
}

/**
 * The problems of a draft: its document (see {@link documentOfDraft}) parsed with the vertical's contract schema
 * (POLICY_DOCUMENT_SCHEMAS), each issue placed on its form field; one issue per field (the first). Empty when the
 * document is valid.
 */
export function draftIssues(vertical: PolicyVertical, draft: PolicyDraft): DraftIssue[] {
  const parsed = POLICY_DOCUMENT_SCHEMAS[vertical].safeParse(documentOfDraft(vertical, draft));
  if (parsed.success) return [];
  const seen = new Map<string, DraftIssue>();
  for (const issue of parsed.error.issues) {
    const placed = fieldOfDocumentPath(vertical, draft, issue.path);
    if (!seen.has(placed.path)) seen.set(placed.path, placed);
  }
  return [...seen.values()];
}

/** The field of a server refusal's `field` (a document path such as `document.maxPrice.limit.amount`), or undefined. */
export function draftFieldOfServerField(vertical: PolicyVertical, draft: PolicyDraft, field: string | undefined): DraftIssue | undefined {
  if (!field) return undefined;
  const path = field.split(/[.[\]]/).filter((s) => s !== '');
  if (path[0] === 'document') path.shift();
  if (path.length === 0) return undefined;
  const rules = Object.keys(draft.rules);
  if (!rules.includes(path[0]!)) return undefined;
  return fieldOfDocumentPath(vertical, draft, path);
}
