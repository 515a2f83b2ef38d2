/**
 * Offline car rentals at airports and city centres. Suppliers are invented names (no real brands).
 *
 * Model (seeded by location): 3-6 suppliers per location (large airports and big cities get more); each
 * offers 4-7 of the classes. Daily USD rate by class (mini 28 ... van 85) x supplier factor 0.85-1.2 x
 * season (latitude, pick-up date) x demand (days ahead) x length discount (7+ days -15 %), plus a young
 * driver fee of 15 USD/day (max 150) under 25. Price = daily rate x days + fee.
 * Cars left per (location, supplier, class, pick-up date): 1-9 minus cars rented (ledger key
 * `C|{location}|{supplier}|{class}|{pickUpDate}`).
 * Offer id: `car1_{location}_{supplier}_{class}_{pickUpAt}_{dropOffAt}_{driverAge}_{currency}_{quote}_{priceMinor}`
 * (`:` of the times written as `h`).
 */
import type { CarClass, CarOffer, CarRentalLocation, CarSupplier, OfferConditions, SupportedCurrency } from '@travel/contract';
import { CAR_CLASSES, YOUNG_DRIVER_AGE_YEARS, rentalDays } from '@travel/contract';
import type { CityIndex } from '../cities.ts';
import type { CarSupplierQuery, OfferRequirements, RefreshOfferResult } from '../supplier.ts';
import type { InventoryAirport } from './flights.ts';
import type { InventoryLedger } from './ledger.ts';
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
  ledger: InventoryLedger;
  now: () => number;
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
function encodeId(k: CarKey): string {
  return [ID_PREFIX, k.location, k.supplier, k.carClass, t(k.pickUpAt), t(k.dropOffAt), k.driverAge, k.currency, encodeQuote(k.quotedAt), k.priceMinor].join('_');
}
function decodeId(id: string): CarKey | null {
  const p = id.split('_');
  if (p.length !== 10 || p[0] !== ID_PREFIX) return null;
  const [, location, supplier, carClass, pu, dr, age, currency, quote, price] = p as [string, string, string, string, string, string, string, string, string, string];
  const dt = /^\d{4}-\d{2}-\d{2}T\d{2}h\d{2}$/;
  const quotedAt = decodeQuote(quote);
  if (!/^([A-Z]{3}|\d{1,10})$/.test(location) || !CAR_SUPPLIERS.some((s) => s.code === supplier) || !(CAR_CLASSES as readonly string[]).includes(carClass)) return null;
  if (!dt.test(pu) || !dt.test(dr) || !/^\d{2}$/.test(age) || !isSupportedCurrency(currency) || quotedAt === null || !/^\d{1,12}$/.test(price)) return null;
  return { location, supplier, carClass: carClass as CarClass, pickUpAt: untime(pu), dropOffAt: untime(dr), driverAge: Number(age), currency, quotedAt, priceMinor: Number(price) };
}

export function createCarEngine(data: CarEngineData) {
  const { cities, airports, ledger, now } = data;

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

  function generate(code: string, q: Omit<CarSupplierQuery, 'location'>, includeSoldOut: boolean): CarOffer[] {
    const r = resolve(code);
    if (!r) throw new Error(`Unknown car location ${code}`);
    if (!isSupportedCurrency(q.currency)) throw new Error(`Unsupported currency ${q.currency}`);
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
        const leftBase = createRng(`carsleft|${code}|${s.code}|${carClass}|${pickUpDate}`).int(1, 9);
        const carsLeft = Math.max(0, leftBase - ledger.booked(`C|${code}|${s.code}|${carClass}|${pickUpDate}`));
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

  function search(q: CarSupplierQuery): CarOffer[] {
    const code = q.location.kind === 'airport' ? q.location.code : String(q.location.cityId);
    return generate(code, q, false);
  }

  function refresh(offerId: string): RefreshOfferResult<CarOffer> {
    const key = decodeId(offerId);
    if (!key) return { status: 'offer_expired' };
    const nowMs = now();
    if (quoteExpired(key.quotedAt, nowMs) || key.pickUpAt.slice(0, 10) < utcDate(nowMs)) return { status: 'offer_expired' };
    let offers: CarOffer[];
    try {
      offers = generate(key.location, { ...key }, true);
    } catch {
      return { status: 'offer_expired' };
    }
    const offer = offers.find((o) => o.supplier.code === key.supplier && o.carClass === key.carClass);
    if (!offer) return { status: 'offer_expired' };
    if (offer.carsLeft < 1) return { status: 'sold_out' };
    const requirements: OfferRequirements = { vertical: 'cars', minTravelers: 1, maxTravelers: 1, travelDate: key.pickUpAt.slice(0, 10), minLeadAgeYears: Math.min(key.driverAge, YOUNG_DRIVER_AGE_YEARS) };
    if (offer.price.amountMinor !== key.priceMinor) return { status: 'price_changed', offer, previous: { amountMinor: key.priceMinor, currency: key.currency }, requirements };
    return { status: 'available', offer, requirements };
  }

  function units(offerId: string): Record<string, number> {
    const k = decodeId(offerId);
    return k ? { [`C|${k.location}|${k.supplier}|${k.carClass}|${k.pickUpAt.slice(0, 10)}`]: 1 } : {};
  }

  return { search, refresh, units, resolve, prefix: ID_PREFIX };
}
export type CarEngine = ReturnType<typeof createCarEngine>;
