/**
 * Pricing and offer-id helpers shared by the offline generators (modelling assumptions, not spec values).
 * Demand: days before travel (last minute dearer, 1-4 months ahead cheapest) and weekday; season: peak
 * in the local summer (June-August north of the equator, December-February south) and around New Year.
 */
import { SUPPORTED_CURRENCIES, type SupportedCurrency } from '@travel/contract';
import { convertFromBase } from '../../modules/currency/index.ts';
import { OFFER_TTL_MS } from './constants.ts';
import { daysBetween } from './geo-time.ts';

/**
 * Converts a USD amount (the offline inventory's base currency) to whole units of `currency` (at least 1),
 * expressed in minor units, with the currency module's dated rate table (issue #10: the server converts prices
 * in one place, modules/currency/conversion.ts).
 * @throws Error for a NaN, infinite or negative amount (issue #6 finding 1: no offer is ever priced from
 *   an impossible query such as 0 nights)
 */
export function convertUsdToMinor(amountUsd: number, currency: SupportedCurrency): number {
  return convertFromBase(amountUsd, currency);
}

export function isSupportedCurrency(c: string): c is SupportedCurrency {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(c);
}

/** Demand multiplier from how far ahead the trip is booked and the travel weekday (flights model). */
export function demandFactor(today: string, date: string): number {
  const days = daysBetween(today, date);
  const ahead = days < 3 ? 1.55 : days < 7 ? 1.3 : days < 14 ? 1.15 : days < 30 ? 1.02 : days < 120 ? 0.94 : 0.98;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const week = weekday === 5 || weekday === 0 ? 1.12 : weekday === 2 || weekday === 3 ? 0.92 : 1;
  return ahead * week;
}

/** Softer demand curve for hotels, cars and trains (last minute +20 %, early -5 %). */
export function stayDemandFactor(today: string, date: string): number {
  const days = daysBetween(today, date);
  return days < 3 ? 1.2 : days < 7 ? 1.12 : days < 21 ? 1.04 : days < 90 ? 1 : 0.95;
}

/** Season multiplier for a date at a latitude: 1.25 local summer peak, 1.2 New Year, 0.88 low season. */
export function seasonFactor(latitude: number, date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if ((month === 12 && day >= 20) || (month === 1 && day <= 3)) return 1.2;
  const north = latitude >= 0;
  const summer = north ? [6, 7, 8] : [12, 1, 2];
  const low = north ? [1, 2, 11] : [6, 7, 5];
  if (summer.includes(month)) return Math.abs(latitude) < 15 ? 1.05 : 1.25;
  if (low.includes(month)) return 0.88;
  return 1;
}

/**
 * Quotes are bucketed into OFFER_TTL_MS (20 min) windows so that the same query in the same window gives
 * byte-identical offers (ids included). An offer id stores its window (base 36 of epoch ms / TTL); the
 * offer is valid until the end of the next window (20-40 min after quoting).
 */
export function encodeQuote(ms: number): string {
  return Math.floor(ms / OFFER_TTL_MS).toString(36);
}
/** Start of the quote window stored in an id, epoch ms (null when malformed). */
export function decodeQuote(s: string): number | null {
  return /^[0-9a-z]{1,10}$/.test(s) ? parseInt(s, 36) * OFFER_TTL_MS : null;
}
function validUntil(quotedMs: number): number {
  return Math.floor(quotedMs / OFFER_TTL_MS) * OFFER_TTL_MS + 2 * OFFER_TTL_MS;
}
/** expiresAt of an offer quoted at `quotedMs`. */
export function expiryOf(quotedMs: number): string {
  return new Date(validUntil(quotedMs)).toISOString();
}
/** True when an offer quoted at `quotedMs` has expired at `nowMs`. */
export function quoteExpired(quotedMs: number, nowMs: number): boolean {
  return nowMs >= validUntil(quotedMs);
}

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
