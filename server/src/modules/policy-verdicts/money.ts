/**
 * Policy limits in the offer's currency (issue #25: "Convert currencies with the product's dated exchange-rate table
 * if the policy currency differs"). A policy document carries each money limit in its own currency (a $300 default,
 * a £280 London cap); the offers of one search are all priced in the search's currency. So the document is converted
 * once per reply, not each offer: every money value in it (`{ amountMinor, currency }`) becomes the same value in the
 * search's currency, at the cross rate of the active rate table (modules/currency: the dated table the process priced
 * the offers with), rounded to the nearest minor unit. The reasons the engine then writes are in the currency the
 * traveler sees ("$212 over the $300 London nightly cap").
 */
import { crossRate, minorDigits } from '../currency/index.ts';

/** An amount of `from` minor units in `to` minor units, at the active table's cross rate (rounded half up). */
export function convertMinor(amountMinor: number, from: string, to: string): number {
  if (from === to) return amountMinor;
  const units = amountMinor / 10 ** minorDigits(from);
  return Math.round(units * crossRate(from, to) * 10 ** minorDigits(to));
}

const isMoney = (v: object): v is { amountMinor: number; currency: string } =>
  typeof (v as { amountMinor?: unknown }).amountMinor === 'number' && typeof (v as { currency?: unknown }).currency === 'string';

/**
 * A copy of `document` with every money value in `currency` (the input is not changed; a document already all in
 * `currency` comes back as is).
 * @throws Error when the rate table has no rate for a currency of the document (a policy is only saved in supported
 *   currencies, so this means the table changed under it)
 */
export function policyInCurrency<T>(document: T, currency: string): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    if (isMoney(v)) return v.currency === currency ? v : { ...v, amountMinor: convertMinor(v.amountMinor, v.currency, currency), currency };
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
  };
  return needsConversion(document, currency) ? (walk(document) as T) : document;
}

/** True when some money value of `v` is not in `currency`. */
function needsConversion(v: unknown, currency: string): boolean {
  if (Array.isArray(v)) return v.some((x) => needsConversion(x, currency));
  if (v === null || typeof v !== 'object') return false;
  if (isMoney(v)) return v.currency !== currency;
  return Object.values(v).some((x) => needsConversion(x, currency));
}
