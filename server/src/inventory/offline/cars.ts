/**
 * Offline car rentals at airports and city centres. Suppliers are invented names (no real brands).
 *
 * Model (seeded by location): 3-6 suppliers per location (large airports and big cities get more); each
 * offers 4-7 of the classes. Daily USD rate by class (mini 28 ... van 85) x supplier factor 0.85-1.2 x
 * season (latitude, pick-up date) x demand (days ahead) x length discount (7+ days -15 %), plus a young
 * driver fee of 15 USD/day (max 150) under 25. Price = daily rate x days + fee.
 * Cars left per (location, supplier, class, pick-up date): 1-9 (the unit's capacity) minus cars rented
 * (ledger key `C|{location}|{supplier}|{class}|{pickUpDate}`, scope `C|{location}`; read from the
 * database by the supplier right before generating, passed in as a {@link SoldCounts} snapshot).
 * Offer id: `car1_{location}_{supplier}_{class}_{pickUpAt}_{dropOffAt}_{driverAge}_{currency}_{quote}_{priceMinor}`
 * (`:` of the times written as `h`), signed (offer-ids.ts). A decoded id must be a rental the search
 * would accept (drop-off after pick-up within 60 days, driver 18-99; offer-validation.ts): otherwise, or
 * with a wrong signature, refresh answers `invalid_offer` (issue #6 finding 1).
 */
import type { CarClass, CarOffer, CarRentalLocation, CarSupplier, OfferConditions, SupportedCurrency } from '@travel/contract';
import { CAR_CLASSES, YOUNG_DRIVER_AGE_YEARS, rentalDays } from '@travel/contract';
import type { CityIndex } from '../cities.ts';
import type { CarSupplierQuery, OfferRequirements, RefreshOfferResult } from '../supplier.ts';
import type { InventoryAirport } from './flights.ts';
import type { SoldCounts } from './ledger.ts';
import type { OfferIdSigner } from './offer-ids.ts';
import { isValidCarRental, tooFarAhead } from './offer-validation.ts';
import type { PreparedOffer } from './prepared-offer.ts';
import { createRng, hashString } from './prng.ts';
import { utcDate } from './geo-time.ts';
import { convertUsdToMinor, decodeQuote, encodeQuote, expiryOf, isSupportedCurrency, quoteExpired, seasonFactor, stayDemandFactor } from './pricing.ts';

const ID_PREFIX = 'car1';
/** Invented rental companies. */
export const CAR_SUPPLIERS: readonly CarSupplier[] = [
  { code: 'rentwell', name: 'Rentwell', rating: 8.4 },
  { code: 'drivo', name: 'Drivo', rating: 7.9 },
  { code: 'motorly', name: 'Motorly', rating: 8.1 },
  { code: 'keyway', name: 'Keyway Rentals', rating: 7.4 },
  { code: 'roamcar', name: 'Roamcar', rating: 8.7 },
  { code: 'sunroad', name: 'Sunroad Hire', rating: 7.1 },
  { code: 'wheelio', name: 'Wheelio', rating: 8.0 },
];
const CLASS_SPECS: Record<CarClass, { usd: number; model: string; seats: number; doors: number; bags: number }> = {
  mini: { usd: 28, model: 'Mini city car or similar', seats: 4, doors: 3, bags: 1 },
  economy: { usd: 32, model: 'Economy hatchback or similar', seats: 5, doors: 5, bags: 2 },
  compact: { usd: 38, model: 'Compact hatchback or similar', seats: 5, doors: 5, bags: 2 },
  intermediate: { usd: 46, model: 'Intermediate saloon or similar', seats: 5, doors: 4, bags: 3 },
  fullsize: { usd: 55, model: 'Full-size saloon or similar', seats: 5, doors: 4, bags: 4 },
  suv: { usd: 70, model: 'Mid-size SUV or similar', seats: 5, doors: 5, bags: 4 },
  van: { usd: 85, model: 'Passenger van or similar', seats: 8, doors: 5, bags: 5 },
};
const YOUNG_DRIVER_FEE_USD_PER_DAY = 15;
const YOUNG_DRIVER_FEE_MAX_USD = 150;

export interface CarEngineData {
  cities: CityIndex;
  airports: ReadonlyMap<string, InventoryAirport>;
  now: () => number;
  /** Signs the offer ids this engine issues and verifies the ones it is given. */
  signer: OfferIdSigner;
}

interface CarKey {
  location: string;
  supplier: string;
  carClass: CarClass;
  pickUpAt: string;
  dropOffAt: string;
  driverAge: number;
  currency: SupportedCurrency;
  quotedAt: number;
  priceMinor: number;
}
const t = (s: string) => s.replace(':', 'h');
const untime = (s: string) => s.replace('h', ':');
function payloadOf(k: CarKey): string {
  return [ID_PREFIX, k.location, k.supplier, k.carClass, t(k.pickUpAt), t(k.dropOffAt), k.driverAge, k.currency, encodeQuote(k.quotedAt), k.priceMinor].join('_');
}
/** Parses an (already verified) payload; null unless every field is well-formed and the rental valid. */
function parsePayload(payload: string): CarKey | null {
  const p = payload.split('_');
  if (p.length !== 10 || p[0] !== ID_PREFIX) return null;
  const [, location, supplier, carClass, pu, dr, age, currency, quote, price] = p as [string, string, string, string, string, string, string, string, string, string];
  const dt = /^\d{4}-\d{2}-\d{2}T\d{2}h\d{2}$/;
  const quotedAt = decodeQuote(quote);
  if (!/^([A-Z]{3}|[1-9]\d{0,9})$/.test(location) || !CAR_SUPPLIERS.some((s) => s.code === supplier) || !(CAR_CLASSES as readonly string[]).includes(carClass)) return null;
  if (!dt.test(pu) || !dt.test(dr) || !/^[1-9]\d$/.test(age) || !isSupportedCurrency(currency) || quotedAt === null || !/^[1-9]\d{0,11}$/.test(price)) return null;
  const key: CarKey = { location, supplier, carClass: carClass as CarClass, pickUpAt: untime(pu), dropOffAt: untime(dr), driverAge: Number(age), currency, quotedAt, priceMinor: Number(price) };
  return isValidCarRental(location, key) ? key : null;
}

/** Ledger scope of a rental desk location (IATA code or city id; see ledger.ts scopeOfKey). */
export function carScopeOfLocation(code: string): string {
  return `C|${code}`;
}

/**
 * Creates the car engine. Searches and refreshes take the units sold, read by the caller from the ledger
 * for {@link carScopeOfLocation} right before.
 */
export function createCarEngine(data: CarEngineData) {
  const { cities, airports, now, signer } = data;
  const encodeId = (k: CarKey) => signer.sign(payloadOf(k));
  /** The key of a correctly signed, valid id; null otherwise. */
  const decodeId = (id: string): CarKey | null => {
    const payload = signer.payload(id);
    return payload === null ? null : parsePayload(payload);
  };
  const unitKey = (code: string, supplier: string, carClass: CarClass, pickUpDate: string) => `C|${code}|${supplier}|${carClass}|${pickUpDate}`;
  /** Cars of a class at a desk for a pick-up date before sales: the ledger unit's capacity. */
  const capacityOf = (code: string, supplier: string, carClass: CarClass, pickUpDate: string) => createRng(`carsleft|${code}|${supplier}|${carClass}|${pickUpDate}`).int(1, 9);

  /** Resolves a location code (IATA or city id) to the desk location and its size (0-1). */
  function resolve(code: string): { loc: CarRentalLocation; size: number } | undefined {
    if (/^[A-Z]{3}$/.test(code)) {
      const a = airports.get(code);
      if (!a) return undefined;
      return { loc: { kind: 'airport', code, name: a.name, latitude: a.latitude, longitude: a.longitude, timeZone: a.timeZone }, size: a.size === 'large' ? 1 : 0.5 };
    }
    const c = cities.get(Number(code));
    if (!c) return undefined;
    const size = Math.min(1, Math.max(0, Math.log10(Math.max(c.population, 15_000) / 15_000) / 2.5));
    return { loc: { kind: 'city', code, name: `${c.name} city centre`, latitude: c.latitude, longitude: c.longitude, timeZone: cities.timeZone(c) }, size };
  }

  function conditions(pickUpAt: string): OfferConditions {
    return {
      refundable: true,
      cancellationDeadline: new Date(Date.parse(`${pickUpAt}:00Z`) - 48 * 3_600_000).toISOString(),
      notes: ['Free cancellation until 48 hours before pick-up', 'Credit card in the driver\u2019s name required at the desk'],
    };
  }

  /** @throws Error for an unknown location or currency, or an invalid rental (drop-off not after pick-up, ...) */
  function generate(code: string, q: Omit<CarSupplierQuery, 'location'>, sold: SoldCounts, includeSoldOut: boolean): CarOffer[] {
    const r = resolve(code);
    if (!r) throw new Error(`Unknown car location ${code}`);
    if (!isSupportedCurrency(q.currency)) throw new Error(`Unsupported currency ${q.currency}`);
    if (!isValidCarRental(code, q)) throw new Error('Invalid rental');
    const currency = q.currency;
    const nowMs = now();
    const rng = createRng(`cars|${code}`);
    const supplierCount = Math.round(3 + 3 * r.size);
    const suppliers = [...CAR_SUPPLIERS].sort((a, b) => hashString(`${code}|${a.code}`) - hashString(`${code}|${b.code}`)).slice(0, supplierCount);
    const days = rentalDays(q.pickUpAt, q.dropOffAt);
    const pickUpDate = q.pickUpAt.slice(0, 10);
    const market = seasonFactor(r.loc.latitude, pickUpDate) * stayDemandFactor(utcDate(nowMs), pickUpDate) * (days >= 7 ? 0.85 : 1);
    const young = q.driverAge < YOUNG_DRIVER_AGE_YEARS;
    const offers: CarOffer[] = [];
    for (const s of suppliers) {
      const factor = rng.range(0.85, 1.2);
      const classes = CAR_CLASSES.filter(() => rng.next() < 0.75);
      const manualShare = r.loc.latitude > 35 && r.loc.longitude > -30 && r.loc.longitude < 40 ? 0.6 : 0.1; // Europe mostly manual
      for (const carClass of classes.length >= 4 ? classes : CAR_CLASSES.slice(0, 4)) {
        const spec = CLASS_SPECS[carClass];
        const transmission = carClass === 'suv' || carClass === 'van' || rng.next() >= manualShare ? 'automatic' : 'manual';
        const carsLeft = Math.max(0, capacityOf(code, s.code, carClass, pickUpDate) - sold.booked(unitKey(code, s.code, carClass, pickUpDate)));
        const dailyUsd = spec.usd * factor * market;
        if (carsLeft < 1 && !includeSoldOut) continue;
        const feeUsd = young ? Math.min(YOUNG_DRIVER_FEE_MAX_USD, YOUNG_DRIVER_FEE_USD_PER_DAY * days) : 0;
        const perDayMinor = convertUsdToMinor(dailyUsd, currency);
        const feeMinor = feeUsd > 0 ? convertUsdToMinor(feeUsd, currency) : 0;
        const priceMinor = perDayMinor * days + feeMinor;
        const id = encodeId({ location: code, supplier: s.code, carClass, pickUpAt: q.pickUpAt, dropOffAt: q.dropOffAt, driverAge: q.driverAge, currency, quotedAt: nowMs, priceMinor });
        offers.push({
          id, vertical: 'cars', supplierRef: `OCR-${hashString(id).toString(36).toUpperCase()}`, price: { amountMinor: priceMinor, currency },
          expiresAt: expiryOf(nowMs), conditions: conditions(q.pickUpAt), supplier: s, carClass, model: spec.model, seats: spec.seats, doors: spec.doors,
          bags: spec.bags, transmission, airConditioning: carClass !== 'mini' || rng.next() < 0.7, mileage: rng.next() < 0.8 ? 'unlimited' : 'limited',
          fuelPolicy: rng.next() < 0.85 ? 'full_to_full' : 'same_to_same', location: r.loc, pickUpAt: q.pickUpAt, dropOffAt: q.dropOffAt, days,
          pricePerDay: { amountMinor: perDayMinor, currency }, youngDriverFee: feeMinor > 0 ? { amountMinor: feeMinor, currency } : null, carsLeft,
        });
      }
    }
    return offers;
  }

  /** Location code of a query (IATA or city id). */
  const codeOf = (q: Pick<CarSupplierQuery, 'location'>) => (q.location.kind === 'airport' ? q.location.code : String(q.location.cityId));

  /** Ledger scopes a search of `q` reads: its desk location's. */
  const scopesOf = (q: Pick<CarSupplierQuery, 'location'>): string[] => [carScopeOfLocation(codeOf(q))];

  /** @param sold units sold in {@link scopesOf} the query @throws Error as generate */
  function search(q: CarSupplierQuery, sold: SoldCounts): CarOffer[] {
    return generate(codeOf(q), q, sold, false);
  }

  function refreshKey(key: CarKey, sold: SoldCounts): RefreshOfferResult<CarOffer> {
    const nowMs = now();
    const today = utcDate(nowMs);
    if (tooFarAhead(today, key.pickUpAt.slice(0, 10))) return { status: 'invalid_offer' };
    if (quoteExpired(key.quotedAt, nowMs) || key.pickUpAt.slice(0, 10) < today) return { status: 'offer_expired' };
    const offers = generate(key.location, key, sold, true);
    const offer = offers.find((o) => o.supplier.code === key.supplier && o.carClass === key.carClass);
    if (!offer) return { status: 'offer_expired' };
    if (offer.carsLeft < 1) return { status: 'sold_out' };
    const requirements: OfferRequirements = { vertical: 'cars', minTravelers: 1, maxTravelers: 1, travelDate: key.pickUpAt.slice(0, 10), minLeadAgeYears: Math.min(key.driverAge, YOUNG_DRIVER_AGE_YEARS) };
    if (offer.price.amountMinor !== key.priceMinor) return { status: 'price_changed', offer, previous: { amountMinor: key.priceMinor, currency: key.currency }, requirements };
    return { status: 'available', offer, requirements };
  }

  /**
   * Verifies and decodes an offer id (issue #6 finding 1).
   * @returns null for a missing or wrong signature, malformed fields, an invalid rental or an unknown
   *   location (the caller answers `invalid_offer`)
   */
  function prepare(offerId: string): PreparedOffer<CarOffer> | null {
    const key = decodeId(offerId);
    if (!key || !resolve(key.location)) return null;
    const pickUpDate = key.pickUpAt.slice(0, 10);
    return {
      scopes: [carScopeOfLocation(key.location)],
      refresh: (sold) => refreshKey(key, sold),
      units: () => ({ [unitKey(key.location, key.supplier, key.carClass, pickUpDate)]: { count: 1, capacity: capacityOf(key.location, key.supplier, key.carClass, pickUpDate) } }),
    };
  }

  return { search, scopesOf, prepare, resolve, codeOf, prefix: ID_PREFIX };
}
export type CarEngine = ReturnType<typeof createCarEngine>;
