/**
 * The words of the RP_POLICY_SUMMARY sentence (issue #25; core-and-business §6 feature RP_POLICY_SUMMARY): the server's
 * summary facts (contract PolicySummaryFact, travel-policy-evaluate.ts `policySummary`: at most two per vertical, the
 * most important rules first) as one sentence per policy vertical, e.g. "Your flight policy: up to 30 % above the
 * cheapest fare; economy at most; business class on flights over 6 h (needs approval)." A fact whose action is `requireApproval` or
 * `block` says so; `warn` and preference lists (`allow`) say nothing more. Pure: formatting only.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { PolicySummaryFact, PolicyVertical } from '@travel/contract';
import { policySummaryMessages as m, policyValueMessages as vm } from './messages.ts';

/** Money in minor units of `currency`, formatted in the frame's locale. */
function money(intl: IntlShape, amountMinor: number | undefined, currency: string | undefined): string {
  const code = currency ?? 'USD';
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return intl.formatNumber((amountMinor ?? 0) / 10 ** digits, { style: 'currency', currency: code });
}

const CABIN: Readonly<Record<string, MessageDescriptor>> = { economy: m.cabinEconomy, premium: m.cabinPremium, business: m.cabinBusiness, first: m.cabinFirst };
const CLASS_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  mini: vm.mini, economy: vm.carEconomy, compact: vm.compact, intermediate: vm.intermediate, fullsize: vm.fullsize, suv: vm.suv, van: vm.van,
};
const TRAIN_CLASS: Readonly<Record<string, MessageDescriptor>> = { standard: vm.standard, first: vm.trainFirst };

/** A list of names in the locale's conjunction style ("BA, LH and AF"). */
function names(intl: IntlShape, values: readonly string[] | undefined, labels?: Readonly<Record<string, MessageDescriptor>>): string {
  return intl.formatList((values ?? []).map((v) => (labels?.[v] ? intl.formatMessage(labels[v]) : v)), { type: 'conjunction' });
}

/** One fact's words, or null for a rule this frame does not word. */
export function summaryFactText(intl: IntlShape, fact: PolicySummaryFact): string | null {
  const p = fact.params;
  let text: string;
  switch (fact.rule) {
    case 'maxPrice':
      if (p.basis === 'fixed' || p.basis === undefined) text = intl.formatMessage(m.priceFixed, { amount: money(intl, p.limitMinor, p.currency) });
      else if (p.percent !== undefined) text = intl.formatMessage(m.pricePercent, { percent: intl.formatNumber(p.percent), basis: p.basis });
      else text = intl.formatMessage(m.priceAmount, { amount: money(intl, p.limitMinor, p.currency), basis: p.basis });
      break;
    case 'cabinByDuration': {
      const base = intl.formatMessage(m.cabin, { cabin: intl.formatMessage(CABIN[p.allowedCabin ?? 'economy']!) });
      text = p.cabin !== undefined && p.minutes !== undefined
        ? `${base}; ${intl.formatMessage(m.cabinException, { cabin: intl.formatMessage(CABIN[p.cabin]!), hours: intl.formatNumber(p.minutes / 60, { maximumFractionDigits: 1 }) })}`
        : base;
      break;
    }
    case 'blockedAirlines':
      text = intl.formatMessage(m.blockedAirlines, { airlines: names(intl, p.allowed) });
      return text;
    case 'advancePurchaseDays':
      text = intl.formatMessage(m.advanceDays, { days: p.limit ?? 0 });
      break;
    case 'maxStops':
      text = intl.formatMessage(m.maxStops, { stops: p.limit ?? 0 });
      break;
    case 'preferredAirlines':
      return intl.formatMessage(m.preferredAirlines, { names: names(intl, p.allowed) });
    case 'nightlyCap':
      text = p.place
        ? intl.formatMessage(m.nightlyCapPlace, { amount: money(intl, p.limitMinor, p.currency), place: p.place })
        : intl.formatMessage(m.nightlyCap, { amount: money(intl, p.limitMinor, p.currency) });
      break;
    case 'maxStars':
      text = intl.formatMessage(m.maxStars, { stars: p.limit ?? 0 });
      break;
    case 'nonRefundable':
      text = intl.formatMessage(m.nonRefundable);
      break;
    case 'preferredChains':
      return intl.formatMessage(m.preferredChains, { names: names(intl, p.allowed) });
    case 'dailyCap':
      text = intl.formatMessage(m.dailyCap, { amount: money(intl, p.limitMinor, p.currency) });
      break;
    case 'allowedCarClasses':
      text = intl.formatMessage(m.carClasses, { names: names(intl, p.allowed, CLASS_NAMES) });
      break;
    case 'preferredVendors':
      return intl.formatMessage(m.preferredVendors, { names: names(intl, p.allowed) });
    case 'trainCap':
      text = intl.formatMessage(m.trainCap, { amount: money(intl, p.limitMinor, p.currency) });
      break;
    case 'allowedTrainClasses':
      text = intl.formatMessage(m.trainClasses, { names: names(intl, p.allowed, TRAIN_CLASS) });
      break;
    default:
      return null;
  }
  if (fact.action === 'requireApproval') return intl.formatMessage(m.needsApproval, { fact: text });
  if (fact.action === 'block') return intl.formatMessage(m.blocked, { fact: text });
  return text;
}

/** The sentence of one vertical ("Your flight policy: …; …."), or null when its policy sets nothing worth saying. */
export function summarySentence(intl: IntlShape, vertical: PolicyVertical, facts: readonly PolicySummaryFact[]): string | null {
  const words = facts.map((f) => summaryFactText(intl, f)).filter((t): t is string => t !== null);
  if (words.length === 0) return null;
  return intl.formatMessage(m.sentence, { vertical: intl.formatMessage(m[vertical]), facts: words.join('; ') });
}
