/**
 * One-way car rentals of the offline supplier (issue #11 "a different drop-off location"): the car is picked
 * up at one desk (airport or city centre) and returned at another.
 *
 * Offers are the pick-up desk's own offers (cars.ts, same availability and ledger units) plus a one-way fee
 * that grows with the distance between the desks: 35 USD + 0.35 USD/km great-circle, at most 450 USD,
 * converted like every offline price (whole currency units). The fee is included in `price`, shown as
 * `oneWayFee`, named in the conditions' notes, and the offer carries `dropOffLocation`.
 *
 * Offer id: `cow1~{dropOffCode}~{quote}~{priceMinor}~{carOfferId}`, signed (offer-ids.ts) around the car
 * offer's own signed id. Refresh verifies both signatures, re-prices the car offer against the ledger, adds
 * the fee again and answers price_changed when the total moved; a drop-off code that is unknown or the
 * pick-up desk itself answers invalid_offer. A booking holds the pick-up desk's car.
 */
import type { CarOffer, CarRentalLocation, SupportedCurrency } from '@travel/contract';
import type { CarSupplierQuery, RefreshOfferResult } from '../supplier.ts';
import { haversineKm } from './geo-time.ts';
import type { SoldCounts } from './ledger.ts';
import type { OfferIdSigner } from './offer-ids.ts';
import type { PreparedOffer } from './prepared-offer.ts';
import { convertUsdToMinor, decodeQuote, encodeQuote, expiryOf, quoteExpired } from './pricing.ts';
import { hashString } from './prng.ts';

export const ONE_WAY_CAR_ID_PREFIX = 'cow1';
/** One-way fee: base, per great-circle km, and cap (USD). */
export const ONE_WAY_FEE_BASE_USD = 35;
export const ONE_WAY_FEE_USD_PER_KM = 0.35;
export const ONE_WAY_FEE_MAX_USD = 450;

/** What this module needs of the car engine (cars.ts). */
export interface CarEngineParts {
  search(q: CarSupplierQuery, sold: SoldCounts): CarOffer[];
  scopesOf(q: Pick<CarSupplierQuery, 'location'>): string[];
  prepare(id: string): PreparedOffer<CarOffer> | null;
  resolve(code: string): { loc: CarRentalLocation } | undefined;
  codeOf(q: Pick<CarSupplierQuery, 'location'>): string;
}

/** The one-way fee between two desks in USD (see the module docstring). */
export function oneWayFeeUsd(from: CarRentalLocation, to: CarRentalLocation): number {
  const km = haversineKm(from.latitude, from.longitude, to.latitude, to.longitude);
  return Math.min(ONE_WAY_FEE_MAX_USD, ONE_WAY_FEE_BASE_USD + ONE_WAY_FEE_USD_PER_KM * km);
}

/** Creates the one-way car engine over the car engine. */
export function createOneWayCarEngine(data: { cars: CarEngineParts; signer: OfferIdSigner; now: () => number }) {
  const { cars, signer, now } = data;

  /** The one-way offer of a pick-up desk offer returned at `drop`, quoted at `nowMs`. */
  function combine(o: CarOffer, dropCode: string, drop: CarRentalLocation, nowMs: number): CarOffer {
    const currency = o.price.currency as SupportedCurrency;
    const feeMinor = convertUsdToMinor(oneWayFeeUsd(o.location, drop), currency);
    const priceMinor = o.price.amountMinor + feeMinor;
    const id = signer.sign([ONE_WAY_CAR_ID_PREFIX, dropCode, encodeQuote(nowMs), priceMinor, o.id].join('~'));
    return {
      ...o,
      id,
      supplierRef: `OCR-${hashString(id).toString(36).toUpperCase()}`,
      price: { amountMinor: priceMinor, currency },
      expiresAt: expiryOf(nowMs),
      dropOffLocation: drop,
      oneWayFee: { amountMinor: feeMinor, currency },
      conditions: { ...o.conditions, notes: [...o.conditions.notes, `One-way rental: return the car to ${drop.name}; one-way fee included`] },
    };
  }

  /**
   * The pick-up desk's offers returned at `q.dropOffLocation`.
   * @throws Error for an unknown drop-off location or one equal to the pick-up desk, or as the car search
   */
  function search(q: CarSupplierQuery & { dropOffLocation: string }, sold: SoldCounts): CarOffer[] {
    const drop = cars.resolve(q.dropOffLocation);
    if (!drop || q.dropOffLocation === cars.codeOf(q)) throw new Error('Invalid drop-off location');
    const nowMs = now();
    return cars.search(q, sold).map((o) => combine(o, q.dropOffLocation, drop.loc, nowMs));
  }

  function split(id: string): { dropCode: string; quotedAt: number; priceMinor: number; carId: string } | null {
    const payload = signer.payload(id);
    if (payload === null) return null;
    const p = payload.split('~');
    if (p.length !== 5 || p[0] !== ONE_WAY_CAR_ID_PREFIX || !/^([A-Z]{3}|\d{1,10})$/.test(p[1] ?? '')) return null;
    const quotedAt = decodeQuote(p[2] ?? '');
    if (quotedAt === null || !/^[1-9]\d{0,11}$/.test(p[3] ?? '')) return null;
    return { dropCode: p[1] ?? '', quotedAt, priceMinor: Number(p[3]), carId: p[4] ?? '' };
  }

  /** Verifies a one-way id and its car offer. @returns null otherwise (the caller answers `invalid_offer`) */
  function prepare(offerId: string): PreparedOffer<CarOffer> | null {
    const k = split(offerId);
    if (!k) return null;
    const drop = cars.resolve(k.dropCode);
    const car = cars.prepare(k.carId);
    if (!drop || !car) return null;
    return {
      scopes: car.scopes,
      units: car.units,
      refresh: (sold): RefreshOfferResult<CarOffer> => {
        const r = car.refresh(sold);
        if (r.status !== 'available' && r.status !== 'price_changed') return r;
        if (r.offer.location.code === k.dropCode) return { status: 'invalid_offer' };
        const nowMs = now();
        if (quoteExpired(k.quotedAt, nowMs)) return { status: 'offer_expired' };
        const offer = combine(r.offer, k.dropCode, drop.loc, nowMs);
        if (offer.price.amountMinor !== k.priceMinor) return { status: 'price_changed', offer, previous: { amountMinor: k.priceMinor, currency: offer.price.currency }, requirements: r.requirements };
        return { status: 'available', offer, requirements: r.requirements };
      },
    };
  }

  return { search, prepare, prefix: ONE_WAY_CAR_ID_PREFIX };
}

/** The one-way car engine type. */
export type OneWayCarEngine = ReturnType<typeof createOneWayCarEngine>;

/** The cars search engine of the supplier: a query with another drop-off location goes to the one-way engine. */
export function routeCarSearch(cars: CarEngineParts, oneWay: OneWayCarEngine) {
  return {
    scopesOf: (q: CarSupplierQuery) => cars.scopesOf(q),
    search: (q: CarSupplierQuery, sold: SoldCounts) =>
      q.dropOffLocation !== undefined && q.dropOffLocation !== cars.codeOf(q) ? oneWay.search({ ...q, dropOffLocation: q.dropOffLocation }, sold) : cars.search(q, sold),
  };
}
