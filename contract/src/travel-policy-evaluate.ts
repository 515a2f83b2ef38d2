/**
 * The travel policy engine (issue #25 part 2): pure functions, shared by the server (verdicts computed with the
 * search, the booking's check) and the frame (the policy pages' preview, the RP_POLICY_SUMMARY sentence).
 * Spec: core-and-business §6 (TRAVEL_POLICY_BADGES, RP_POLICY_SUMMARY, the policy pages); shapes in travel-policy.ts.
 *
 * The two precedence rules, and the only ones:
 * 1. Group over default, per rule ({@link effectivePolicy}): a group's policy replaces the company default for each
 *    rule the group sets (the whole rule: its limits and its action); rules the group leaves unset come from the
 *    default. A group lifts a default rule by setting it with action `allow`.
 * 2. Most restrictive action wins ({@link evaluateFlight} and its siblings): among the rules an offer breaks, the
 *    verdict's action is the most restrictive (block > requireApproval > warn > allow). A broken rule whose action is
 *    `allow` is not a reason and never puts the offer out of policy.
 *
 * Readings where the issue is silent (written down so nobody has to guess):
 * - Limits are inclusive: a price equal to its cap, a flight exactly `aboveMinutes` long (the exception is for longer
 *   flights), a booking exactly `minDays` ahead, `maxStops` stops are all within policy.
 * - Days ahead count calendar days from `context.today` (the search date, UTC) to the local departure / check-in /
 *   pick-up date.
 * - Money of another currency than the limit's is converted by `context.convert` (the server's exchange rates); the
 *   reason reports the offer's amount in the limit's currency. Without `convert`, mixed currencies throw
 *   {@link PolicyCurrencyError} (a programming error, never a silent pass).
 * - A relative flight limit with no search fares (`facts.search` null) says nothing; a hotel whose city and country
 *   have no cap and no default says nothing to the nightly cap; a hotel of no known chain (`facts.chain` null) says
 *   nothing to the preferred-chains rule (otherwise every independent hotel would be out of policy).
 */
import { daysAhead, type CabinClass, type Money } from './flights.ts';
import {
  CABIN_ORDER, mostRestrictiveAction, policyActionRank,
  type CarPolicy, type CarPolicyFacts, type FlightPolicy, type FlightPolicyFacts, type HotelPolicy, type HotelPolicyFacts,
  type PolicyAction, type PolicyDocumentOf, type PolicyReason, type PolicyReasonParams, type PolicyRuleKind,
  type PolicySummaryFact, type PolicyVerdict, type PolicyVertical, type TrainPolicy, type TrainPolicyFacts,
} from './travel-policy.ts';

/** Converts `money` to `currency`, answering minor units of `currency` (the server's exchange-rate table). */
export type ConvertMoney = (money: Money, currency: string) => number;

/**
 * What an evaluation needs besides the policy and the offer: `today` (YYYY-MM-DD, the search date in UTC),
 * `policyVersion` (copied into the verdict; null when no policy is stored) and `convert` for offers priced in another
 * currency than a limit.
 */
export interface PolicyEvaluationContext {
  today: string;
  policyVersion: number | null;
  convert?: ConvertMoney | undefined;
}

/** Thrown when an offer and a limit are in different currencies and the context has no `convert`. */
export class PolicyCurrencyError extends Error {
  constructor(from: string, to: string) {
    super(`Cannot compare ${from} with a ${to} policy limit without a currency converter`);
    this.name = 'PolicyCurrencyError';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Precedence

/**
 * The effective policy of a group member: for each rule, the group's when the group sets it, else the default's
 * (precedence rule 1 above). Either side may be null (nothing stored). Never mutates its arguments.
 *
 * @returns a new document (empty when both are null)
 */
export function effectivePolicy<V extends PolicyVertical>(
  companyDefault: PolicyDocumentOf[V] | null | undefined,
  groupPolicy: PolicyDocumentOf[V] | null | undefined,
): PolicyDocumentOf[V] {
  const out: Record<string, unknown> = {};
  for (const [rule, value] of Object.entries(companyDefault ?? {})) if (value !== undefined) out[rule] = value;
  for (const [rule, value] of Object.entries(groupPolicy ?? {})) if (value !== undefined) out[rule] = value;
  return out as PolicyDocumentOf[V];
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** `money` in minor units of `currency`, converted when needed. @throws PolicyCurrencyError without a converter */
function amountIn(money: Money, currency: string, context: PolicyEvaluationContext): number {
  if (money.currency === currency) return money.amountMinor;
  if (!context.convert) throw new PolicyCurrencyError(money.currency, currency);
  return Math.round(context.convert(money, currency));
}

/** A money reason's params: the offer's amount, the limit and the excess, in the limit's currency. */
function overParams(amountMinor: number, limitMinor: number, currency: string, extra: PolicyReasonParams = {}): PolicyReasonParams {
  return { amountMinor, limitMinor, overMinor: amountMinor - limitMinor, currency, ...extra };
}

const cabinRank = (cabin: CabinClass) => CABIN_ORDER.indexOf(cabin);
/** Folded names already computed (the same city, chain and vendor names come back offer after offer); kept small. */
const folded = new Map<string, string>();
const FOLDED_MAX = 2048;
/** `s` without accents, trimmed, lower case (how names are compared). */
function fold(s: string): string {
  let f = folded.get(s);
  if (f === undefined) {
    if (folded.size >= FOLDED_MAX) folded.clear();
    folded.set(s, (f = s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase()));
  }
  return f;
}

/** Collects broken rules and the preference outcome, then builds the verdict. */
class VerdictBuilder {
  private readonly reasons: PolicyReason[] = [];
  private preferred: boolean | null = null;

  /** Records a broken rule (ignored when its action is `allow`). */
  broke(rule: PolicyRuleKind, action: PolicyAction, params: PolicyReasonParams): void {
    if (action !== 'allow') this.reasons.push({ rule, action, params });
  }

  /** Records whether a preference list names the offer. */
  prefer(isPreferred: boolean): void {
    this.preferred = (this.preferred ?? true) && isPreferred;
  }

  build(policyVersion: number | null): PolicyVerdict {
    // Most offers break nothing or one rule: no copy, sort or fold for them (issue #25 bench: verdicts on every result).
    if (this.reasons.length === 0) return { inPolicy: true, action: 'allow', reasons: this.reasons, preferred: this.preferred, policyVersion };
    if (this.reasons.length === 1) {
      const action = this.reasons[0]!.action;
      return { inPolicy: false, action, reasons: this.reasons, preferred: this.preferred, policyVersion };
    }
    const reasons = [...this.reasons].sort((a, b) => policyActionRank(b.action) - policyActionRank(a.action));
    const action = reasons.reduce<PolicyAction>((acc, r) => mostRestrictiveAction(acc, r.action), 'allow');
    return { inPolicy: action === 'allow', action, reasons, preferred: this.preferred, policyVersion };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Flights

/**
 * The price limit of a flight policy's `maxPrice` for a search, in minor units of its currency, or null when the rule
 * is relative and the search's fares are unknown. Percent limits round to the nearest minor unit.
 */
export function flightPriceLimit(
  rule: NonNullable<FlightPolicy['maxPrice']>,
  search: FlightPolicyFacts['search'],
  context: PolicyEvaluationContext,
): Money | null {
  const { limit } = rule;
  if (limit.basis === 'fixed') return limit.amount;
  if (!search) return null;
  const base = limit.basis === 'cheapest' ? search.cheapest : search.median;
  const plus = limit.plus.unit === 'percent'
    ? Math.round((base.amountMinor * limit.plus.percent) / 100)
    : amountIn(limit.plus.amount, base.currency, context);
  return { amountMinor: base.amountMinor + plus, currency: base.currency };
}

/**
 * The cabin a flight of `durationMinutes` may book: the `maxCabin` of the exception with the largest `aboveMinutes`
 * strictly below the duration, else the rule's `maxCabin`.
 */
export function allowedCabinFor(rule: NonNullable<FlightPolicy['cabinByDuration']>, durationMinutes: number): CabinClass {
  let best: { aboveMinutes: number; maxCabin: CabinClass } | null = null;
  for (const e of rule.exceptions) if (durationMinutes > e.aboveMinutes && (!best || e.aboveMinutes > best.aboveMinutes)) best = e;
  return best ? best.maxCabin : rule.maxCabin;
}

/**
 * A flight offer's verdict under `policy` (null = no policy: in policy). Reasons' params:
 * maxPrice {amountMinor, limitMinor, overMinor, currency, basis, percent?}; cabinByDuration {cabin, allowedCabin,
 * minutes}; advancePurchaseDays {value: days ahead, limit: minDays}; maxStops {value, limit}; preferredAirlines
 * {carriers, allowed}; blockedAirlines {carriers: the blocked ones}.
 *
 * @throws PolicyCurrencyError when the price and a limit differ in currency and `context.convert` is missing
 */
export function evaluateFlight(policy: FlightPolicy | null, facts: FlightPolicyFacts, context: PolicyEvaluationContext): PolicyVerdict {
  const v = new VerdictBuilder();
  if (!policy) return v.build(context.policyVersion);
  const { maxPrice, cabinByDuration, advancePurchaseDays, maxStops, preferredAirlines, blockedAirlines } = policy;
  if (maxPrice) {
    const limit = flightPriceLimit(maxPrice, facts.search, context);
    if (limit) {
      const amount = amountIn(facts.price, limit.currency, context);
      if (amount > limit.amountMinor) {
        const l = maxPrice.limit;
        v.broke('maxPrice', maxPrice.action, overParams(amount, limit.amountMinor, limit.currency, {
          basis: l.basis, ...(l.basis !== 'fixed' && l.plus.unit === 'percent' ? { percent: l.plus.percent } : {}),
        }));
      }
    }
  }
  if (cabinByDuration) {
    const allowed = allowedCabinFor(cabinByDuration, facts.durationMinutes);
    if (cabinRank(facts.cabin) > cabinRank(allowed)) {
      v.broke('cabinByDuration', cabinByDuration.action, { cabin: facts.cabin, allowedCabin: allowed, minutes: facts.durationMinutes });
    }
  }
  if (advancePurchaseDays) {
    const days = daysAhead(context.today, facts.departureDate);
    if (days < advancePurchaseDays.minDays) v.broke('advancePurchaseDays', advancePurchaseDays.action, { value: days, limit: advancePurchaseDays.minDays });
  }
  if (maxStops && facts.stops > maxStops.maxStops) v.broke('maxStops', maxStops.action, { value: facts.stops, limit: maxStops.maxStops });
  const carriers = facts.carriers.map((c) => c.toUpperCase());
  if (preferredAirlines) {
    const isPreferred = carriers.some((c) => preferredAirlines.codes.includes(c));
    v.prefer(isPreferred);
    if (!isPreferred) v.broke('preferredAirlines', preferredAirlines.action, { carriers: [...new Set(carriers)], allowed: preferredAirlines.codes });
  }
  if (blockedAirlines) {
    const blocked = [...new Set(carriers.filter((c) => blockedAirlines.codes.includes(c)))];
    if (blocked.length > 0) v.broke('blockedAirlines', blockedAirlines.action, { carriers: blocked });
  }
  return v.build(context.policyVersion);
}

// ---------------------------------------------------------------------------------------------------------------
// Hotels

/**
 * The nightly cap that applies to a hotel, with the place it is named after: the first city override matching the
 * hotel (GeoNames id, one of its IATA codes, or its name with case and accents ignored), else its country's, else
 * the default (place undefined), else null.
 */
export function nightlyCapFor(
  rule: NonNullable<HotelPolicy['nightlyCap']>,
  hotel: Pick<HotelPolicyFacts, 'cityId' | 'cityName' | 'cityIataCodes' | 'countryCode'>,
): { cap: Money; place?: string } | null {
  const city = rule.cities.find((c) =>
    (c.cityId !== undefined && c.cityId === hotel.cityId)
    || (c.iata !== undefined && hotel.cityIataCodes.some((code) => code.toUpperCase() === c.iata))
    || fold(c.city) === fold(hotel.cityName));
  if (city) return { cap: city.cap, place: city.city };
  const country = rule.countries.find((c) => c.countryCode === hotel.countryCode.toUpperCase());
  if (country) return { cap: country.cap, place: country.countryCode };
  return rule.default ? { cap: rule.default } : null;
}

/**
 * A hotel rate's verdict under `policy` (null = in policy). Reasons' params: nightlyCap {amountMinor, limitMinor,
 * overMinor, currency, place?}; maxStars {value, limit}; advancePurchaseDays {value, limit}; preferredChains {chain,
 * allowed}; nonRefundable {}.
 *
 * @throws PolicyCurrencyError when the rate and the cap differ in currency and `context.convert` is missing
 */
export function evaluateHotel(policy: HotelPolicy | null, facts: HotelPolicyFacts, context: PolicyEvaluationContext): PolicyVerdict {
  const v = new VerdictBuilder();
  if (!policy) return v.build(context.policyVersion);
  const { nightlyCap, maxStars, advancePurchaseDays, preferredChains, nonRefundable } = policy;
  if (nightlyCap) {
    const found = nightlyCapFor(nightlyCap, facts);
    if (found) {
      const amount = amountIn(facts.nightlyRate, found.cap.currency, context);
      if (amount > found.cap.amountMinor) {
        v.broke('nightlyCap', nightlyCap.action, overParams(amount, found.cap.amountMinor, found.cap.currency, found.place ? { place: found.place } : {}));
      }
    }
  }
  if (maxStars && facts.stars > maxStars.maxStars) v.broke('maxStars', maxStars.action, { value: facts.stars, limit: maxStars.maxStars });
  if (advancePurchaseDays) {
    const days = daysAhead(context.today, facts.checkIn);
    if (days < advancePurchaseDays.minDays) v.broke('advancePurchaseDays', advancePurchaseDays.action, { value: days, limit: advancePurchaseDays.minDays });
  }
  // A hotel of no known chain (independent, or a supplier that does not say) is neither preferred nor against the rule.
  if (preferredChains && facts.chain !== null) {
    const chain = facts.chain;
    const isPreferred = preferredChains.chains.some((c) => fold(c) === fold(chain));
    v.prefer(isPreferred);
    if (!isPreferred) v.broke('preferredChains', preferredChains.action, { chain, allowed: preferredChains.chains });
  }
  if (nonRefundable && !facts.refundable) v.broke('nonRefundable', nonRefundable.action, {});
  return v.build(context.policyVersion);
}

// ---------------------------------------------------------------------------------------------------------------
// Cars and trains

/**
 * A car offer's verdict under `policy` (null = in policy). Reasons' params: dailyCap {amountMinor, limitMinor,
 * overMinor, currency}; allowedCarClasses {carClass, allowed}; preferredVendors {vendor, allowed}.
 *
 * @throws PolicyCurrencyError when the rate and the cap differ in currency and `context.convert` is missing
 */
export function evaluateCar(policy: CarPolicy | null, facts: CarPolicyFacts, context: PolicyEvaluationContext): PolicyVerdict {
  const v = new VerdictBuilder();
  if (!policy) return v.build(context.policyVersion);
  const { dailyCap, allowedCarClasses, preferredVendors } = policy;
  if (dailyCap) {
    const amount = amountIn(facts.dailyRate, dailyCap.cap.currency, context);
    if (amount > dailyCap.cap.amountMinor) v.broke('dailyCap', dailyCap.action, overParams(amount, dailyCap.cap.amountMinor, dailyCap.cap.currency));
  }
  if (allowedCarClasses && !allowedCarClasses.classes.includes(facts.carClass)) {
    v.broke('allowedCarClasses', allowedCarClasses.action, { carClass: facts.carClass, allowed: allowedCarClasses.classes });
  }
  if (preferredVendors) {
    const isPreferred = preferredVendors.vendors.some((x) => fold(x) === fold(facts.vendor));
    v.prefer(isPreferred);
    if (!isPreferred) v.broke('preferredVendors', preferredVendors.action, { vendor: facts.vendor, allowed: preferredVendors.vendors });
  }
  return v.build(context.policyVersion);
}

/**
 * A train fare's verdict under `policy` (null = in policy). Reasons' params: trainCap {amountMinor, limitMinor,
 * overMinor, currency}; allowedTrainClasses {trainClass, allowed}.
 *
 * @throws PolicyCurrencyError when the price and the cap differ in currency and `context.convert` is missing
 */
export function evaluateTrain(policy: TrainPolicy | null, facts: TrainPolicyFacts, context: PolicyEvaluationContext): PolicyVerdict {
  const v = new VerdictBuilder();
  if (!policy) return v.build(context.policyVersion);
  const { trainCap, allowedTrainClasses } = policy;
  if (trainCap) {
    const amount = amountIn(facts.price, trainCap.cap.currency, context);
    if (amount > trainCap.cap.amountMinor) v.broke('trainCap', trainCap.action, overParams(amount, trainCap.cap.amountMinor, trainCap.cap.currency));
  }
  if (allowedTrainClasses && !allowedTrainClasses.classes.includes(facts.trainClass)) {
    v.broke('allowedTrainClasses', allowedTrainClasses.action, { trainClass: facts.trainClass, allowed: allowedTrainClasses.classes });
  }
  return v.build(context.policyVersion);
}

/**
 * One verdict for an offer governed by several policies (a package: its flight's and its hotel's): every reason, the
 * most restrictive action, preferred only when every part with a preference list is preferred. `policyVersion` is the
 * largest of the parts' (a booking that must name each version stores the parts' verdicts).
 */
export function combineVerdicts(parts: readonly PolicyVerdict[]): PolicyVerdict {
  // One pass, no intermediate arrays (a package search combines two verdicts per offer, issue #25 bench). Each part's
  // reasons are already most restrictive first (PolicyVerdict), so when only one part has reasons they are the
  // combined list as they are (the same array, never changed afterwards: the same JSON as a copy).
  let action: PolicyAction = 'allow';
  let preferred: boolean | null = null;
  let policyVersion: number | null = null;
  let reasons: readonly PolicyReason[] | null = null;
  let merged = false;
  for (const p of parts) {
    action = mostRestrictiveAction(action, p.action);
    if (p.preferred !== null) preferred = (preferred ?? true) && p.preferred;
    if (p.policyVersion !== null && (policyVersion === null || p.policyVersion > policyVersion)) policyVersion = p.policyVersion;
    if (p.reasons.length === 0) continue;
    if (reasons === null) reasons = p.reasons;
    else {
      reasons = [...reasons, ...p.reasons];
      merged = true;
    }
  }
  // Stable: among equally restrictive reasons the parts' order is kept.
  const list = merged ? (reasons as PolicyReason[]).sort((a, b) => policyActionRank(b.action) - policyActionRank(a.action)) : ((reasons ?? []) as PolicyReason[]);
  return { inPolicy: action === 'allow', action, reasons: list, preferred, policyVersion };
}

// ---------------------------------------------------------------------------------------------------------------
// RP_POLICY_SUMMARY

/** Most facts a summary holds (the sentence stays one or two clauses). */
export const POLICY_SUMMARY_MAX_FACTS = 2;

/** Where the traveler searches, for the hotel summary's city cap (optional). */
export interface PolicySummaryPlace {
  cityId?: number | null;
  cityName: string;
  cityIataCodes?: readonly string[];
  countryCode: string;
}

/**
 * The one or two facts of a policy that matter most where a traveler searches (RP_POLICY_SUMMARY, core §6), as
 * structured data the frame words. Rules are taken in order of importance per vertical (flight: maxPrice,
 * cabinByDuration, blockedAirlines, advancePurchaseDays, maxStops, preferredAirlines; hotel: nightlyCap, maxStars,
 * nonRefundable, advancePurchaseDays, preferredChains; car: dailyCap, allowedCarClasses, preferredVendors; train:
 * trainCap, allowedTrainClasses), skipping rules whose action is `allow` except preference lists (shown, not
 * enforced). Params: maxPrice {basis, percent? | limitMinor+currency}; cabinByDuration {allowedCabin, and for the
 * exception raising the cabin most: cabin, minutes}; nightlyCap {limitMinor, currency, place?} (the searched city's
 * cap when `place` is given, else the default); counts {limit}; lists {allowed}.
 *
 * @returns at most {@link POLICY_SUMMARY_MAX_FACTS} facts; empty when the policy sets nothing
 */
export function policySummary<V extends PolicyVertical>(vertical: V, policy: PolicyDocumentOf[V] | null, place?: PolicySummaryPlace): PolicySummaryFact[] {
  if (!policy) return [];
  const facts: PolicySummaryFact[] = [];
  const add = (rule: PolicyRuleKind, action: PolicyAction, params: PolicyReasonParams, isPreference = false) => {
    if (action !== 'allow' || isPreference) facts.push({ rule, action, params });
  };
  if (vertical === 'flight') {
    const p = policy as FlightPolicy;
    if (p.maxPrice) {
      const l = p.maxPrice.limit;
      add('maxPrice', p.maxPrice.action, l.basis === 'fixed'
        ? { basis: 'fixed', limitMinor: l.amount.amountMinor, currency: l.amount.currency }
        : l.plus.unit === 'percent'
          ? { basis: l.basis, percent: l.plus.percent }
          : { basis: l.basis, limitMinor: l.plus.amount.amountMinor, currency: l.plus.amount.currency });
    }
    if (p.cabinByDuration) {
      const raise = [...p.cabinByDuration.exceptions].sort((a, b) => cabinRank(b.maxCabin) - cabinRank(a.maxCabin) || a.aboveMinutes - b.aboveMinutes)[0];
      add('cabinByDuration', p.cabinByDuration.action, {
        allowedCabin: p.cabinByDuration.maxCabin,
        ...(raise && cabinRank(raise.maxCabin) > cabinRank(p.cabinByDuration.maxCabin) ? { cabin: raise.maxCabin, minutes: raise.aboveMinutes } : {}),
      });
    }
    if (p.blockedAirlines) add('blockedAirlines', p.blockedAirlines.action, { allowed: p.blockedAirlines.codes });
    if (p.advancePurchaseDays) add('advancePurchaseDays', p.advancePurchaseDays.action, { limit: p.advancePurchaseDays.minDays });
    if (p.maxStops) add('maxStops', p.maxStops.action, { limit: p.maxStops.maxStops });
    if (p.preferredAirlines) add('preferredAirlines', p.preferredAirlines.action, { allowed: p.preferredAirlines.codes }, true);
  } else if (vertical === 'hotel') {
    const p = policy as HotelPolicy;
    if (p.nightlyCap) {
      const found = place
        ? nightlyCapFor(p.nightlyCap, { cityId: place.cityId ?? null, cityName: place.cityName, cityIataCodes: [...(place.cityIataCodes ?? [])], countryCode: place.countryCode })
        : p.nightlyCap.default ? { cap: p.nightlyCap.default } : null;
      if (found) add('nightlyCap', p.nightlyCap.action, { limitMinor: found.cap.amountMinor, currency: found.cap.currency, ...(found.place ? { place: found.place } : {}) });
    }
    if (p.maxStars) add('maxStars', p.maxStars.action, { limit: p.maxStars.maxStars });
    if (p.nonRefundable) add('nonRefundable', p.nonRefundable.action, {});
    if (p.advancePurchaseDays) add('advancePurchaseDays', p.advancePurchaseDays.action, { limit: p.advancePurchaseDays.minDays });
    if (p.preferredChains) add('preferredChains', p.preferredChains.action, { allowed: p.preferredChains.chains }, true);
  } else if (vertical === 'car') {
    const p = policy as CarPolicy;
    if (p.dailyCap) add('dailyCap', p.dailyCap.action, { limitMinor: p.dailyCap.cap.amountMinor, currency: p.dailyCap.cap.currency });
    if (p.allowedCarClasses) add('allowedCarClasses', p.allowedCarClasses.action, { allowed: p.allowedCarClasses.classes });
    if (p.preferredVendors) add('preferredVendors', p.preferredVendors.action, { allowed: p.preferredVendors.vendors }, true);
  } else {
    const p = policy as TrainPolicy;
    if (p.trainCap) add('trainCap', p.trainCap.action, { limitMinor: p.trainCap.cap.amountMinor, currency: p.trainCap.cap.currency });
    if (p.allowedTrainClasses) add('allowedTrainClasses', p.allowedTrainClasses.action, { allowed: p.allowedTrainClasses.classes });
  }
  return facts.slice(0, POLICY_SUMMARY_MAX_FACTS);
}
