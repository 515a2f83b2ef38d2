/**
 * Policy limits in the offer's currency (issue #25: "Convert currencies with the product's dated exchange-rate table
 * if the policy currency differs"). A policy document carries each money limit in its own currency (a $300 default,
 * a £280 London cap); the offers of one search are all priced in the search's currency. So the document is converted
 * once per reply, not each offer: every money value in it (`{ amountMinor, currency }`) becomes the same value in the
 * search's currency, at the cross rate of the active rate table (modules/currency: the dated table the process priced
 * the offers with), rounded to the nearest minor unit. The reasons the engine then writes are in the currency the
 * traveler sees ("$212 over the $300 London nightly cap").
 */
import { activeRateTable, crossRate, minorDigits } from '../currency/index.ts';

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

/**
 * Converted copies of shared (frozen) policy documents, per currency, made with the rate table they were converted
 * at: a cached effective policy (business/travel-policy-cache.ts) is converted once per currency, not per search.
 * Derived data: a new rate table, or a new document (a new policy stamp), is a new conversion.
 */
const convertedDocuments = new WeakMap<object, { table: object; byCurrency: Map<string, unknown> }>();

/**
 * {@link policyInCurrency}, kept for a frozen `document` (the copy is frozen too, so callers may keep and share it);
 * a document that is not frozen is converted each time.
 * @throws Error like policyInCurrency
 */
export function sharedPolicyInCurrency<T>(document: T, currency: string): T {
  if (document === null || typeof document !== 'object' || !Object.isFrozen(document)) return policyInCurrency(document, currency);
  const table = activeRateTable();
  let known = convertedDocuments.get(document);
  if (!known || known.table !== table) convertedDocuments.set(document, (known = { table, byCurrency: new Map() }));
  let converted = known.byCurrency.get(currency) as T | undefined;
  if (converted === undefined) {
    converted = policyInCurrency(document, currency);
    deepFreeze(converted);
    known.byCurrency.set(currency, converted);
  }
  return converted;
}

/** Freezes `value` and everything in it. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  for (const v of Object.values(value)) deepFreeze(v);
  Object.freeze(value);
}

/** True when some money value of `v` is not in `currency`. */
function needsConversion(v: unknown, currency: string): boolean {
  if (Array.isArray(v)) return v.some((x) => needsConversion(x, currency));
  if (v === null || typeof v !== 'object') return false;
  if (isMoney(v)) return v.currency !== currency;
  return Object.values(v).some((x) => needsConversion(x, currency));
}
