/**
 * A policy reason as a readable sentence (issue #25: "the reasons as readable sentences (react-intl, with amounts
 * formatted in the currency, e.g. '$212 over the $300 London nightly cap')"). The server sends each broken rule as
 * `{ rule, action, params }` (contract PolicyReasonSchema); every sentence is a message of messages.ts, amounts are
 * formatted in the reason's currency (whole units when the amount is whole: "$300", not "$300.00").
 */
import type { IntlShape } from 'react-intl';
import type { PolicyReason } from '@travel/contract';
import { policyMessages as m } from './messages.ts';

/** Digits of a currency's minor unit as Intl knows them (2 for USD, 0 for JPY). */
function minorDigits(currency: string, locale: string): number {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * `amountMinor` of `currency` for a sentence: "$212", "$212.50", "¥30,000".
 * @param amountMinor minor units (cents for USD)
 */
export function formatPolicyMoney(intl: IntlShape, amountMinor: number, currency: string): string {
  const digits = minorDigits(currency, intl.locale);
  const value = amountMinor / 10 ** digits;
  const whole = Number.isInteger(value);
  return intl.formatNumber(value, { style: 'currency', currency, ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}) });
}

/** The sentence of one broken rule, in the intl's language. */
export function policyReasonText(intl: IntlShape, reason: PolicyReason): string {
  const p = reason.params;
  const currency = p.currency ?? 'USD';
  const money = (minor: number | undefined) => formatPolicyMoney(intl, minor ?? 0, currency);
  const over = { over: money(p.overMinor), limit: money(p.limitMinor) };
  const list = (xs: readonly string[] | undefined) => intl.formatList(xs ?? [], { type: 'conjunction' });
  switch (reason.rule) {
    case 'maxPrice':
      if (p.basis === 'cheapest' || p.basis === 'median') {
        return intl.formatMessage(p.basis === 'cheapest' ? m.reasonMaxPriceCheapest : m.reasonMaxPriceMedian, { ...over, percent: p.percent === undefined ? 'none' : String(p.percent) });
      }
      return intl.formatMessage(m.reasonMaxPriceFixed, over);
    case 'cabinByDuration':
      return intl.formatMessage(m.reasonCabin, { cabin: p.cabin ?? 'other', allowed: p.allowedCabin ?? 'other', hours: Math.round(((p.minutes ?? 0) / 60) * 10) / 10 });
    case 'advancePurchaseDays':
      return intl.formatMessage(m.reasonAdvance, { value: Math.max(0, p.value ?? 0), limit: p.limit ?? 0 });
    case 'maxStops':
      return intl.formatMessage(m.reasonStops, { value: p.value ?? 0, limit: p.limit ?? 0 });
    case 'preferredAirlines':
      return intl.formatMessage(m.reasonPreferredAirlines, { allowed: list(p.allowed) });
    case 'blockedAirlines':
      return intl.formatMessage(m.reasonBlockedAirlines, { carriers: list(p.carriers) });
    case 'nightlyCap':
      return p.place ? intl.formatMessage(m.reasonNightlyCap, { ...over, place: p.place }) : intl.formatMessage(m.reasonNightlyCapDefault, over);
    case 'maxStars':
      return intl.formatMessage(m.reasonStars, { value: p.value ?? 0, limit: p.limit ?? 0 });
    case 'preferredChains':
      return intl.formatMessage(m.reasonPreferredChains, { chain: p.chain ?? '', allowed: list(p.allowed) });
    case 'nonRefundable':
      return intl.formatMessage(m.reasonNonRefundable);
    case 'dailyCap':
      return intl.formatMessage(m.reasonDailyCap, over);
    case 'allowedCarClasses':
      return intl.formatMessage(m.reasonCarClass, { allowed: list(p.allowed) });
    case 'preferredVendors':
      return intl.formatMessage(m.reasonPreferredVendors);
    case 'trainCap':
      return intl.formatMessage(m.reasonTrainCap, over);
    case 'allowedTrainClasses':
      return intl.formatMessage(m.reasonTrainClass, { trainClass: p.trainClass ?? 'other' });
  }
}
