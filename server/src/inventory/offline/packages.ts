/**
 * Offline packages: a round-trip flight (flight engine) plus a hotel stay at the destination (hotel
 * engine) with a bundle discount of 8-15 % (whole percent, seeded by hotel and flight choice).
 * Each hotel of the city is paired with one of the 3 cheapest flights (rotating), so a package list has
 * one entry per hotel. Check-in is the departure date, check-out the return date.
 * Offer id: `pkg1~{flightOfferId}~{hotelOfferId}~{discountPercent}~{quote}~{priceMinor}`, signed
 * (offer-ids.ts) around the parts' own signed ids; refresh verifies all three signatures, checks that the
 * parts make a package the search would accept (a round trip whose dates are the stay's, travelers =
 * guests, rooms <= travelers, one currency; offer-validation.ts), else answers `invalid_offer` (issue #6
 * finding 1), and re-prices both parts against one read of the ledger; seats and rooms are held through
 * the parts' ledger keys.
 */
import type { FlightOffer, HotelOffer, PackageOffer, SupportedCurrency } from '@travel/contract';
import type { CityIndex } from '../cities.ts';
import type { OfferRequirements, PackageSupplierQuery, RefreshOfferResult } from '../supplier.ts';
import { CURRENCY_MINOR_DIGITS } from './constants.ts';
import type { FlightEngine } from './flights.ts';
import { FREE_CANCELLATION_NOTE, type HotelEngine } from './hotels.ts';
import type { SoldCounts } from './ledger.ts';
import type { OfferIdSigner } from './offer-ids.ts';
import { isValidPackageQuery } from './offer-validation.ts';
import type { PreparedOffer } from './prepared-offer.ts';
import { hashString } from './prng.ts';
import { daysBetween } from './geo-time.ts';
import { decodeQuote, encodeQuote, expiryOf, isSupportedCurrency, quoteExpired } from './pricing.ts';

const ID_PREFIX = 'pkg1';
const MIN_DISCOUNT_PERCENT = 8;
const MAX_DISCOUNT_PERCENT = 15;
const FLIGHT_CHOICES = 3;

export interface PackageEngineData {
  cities: CityIndex;
  flights: FlightEngine;
  hotels: HotelEngine;
  now: () => number;
  /** Signs the offer ids this engine issues and verifies the ones it is given. */
  signer: OfferIdSigner;
}

/**
 * Creates the package engine. Searches take the units sold, read by the caller from the ledger for
 * `scopesOf(query)` right before.
 */
export function createPackageEngine(data: PackageEngineData) {
  const { cities, flights, hotels, now, signer } = data;

  function combine(flight: FlightOffer, hotel: HotelOffer, pct: number, nowMs: number): PackageOffer {
    const currency = flight.price.currency as SupportedCurrency;
    const unit = 10 ** (CURRENCY_MINOR_DIGITS[currency] ?? 2);
    const before = flight.price.amountMinor + hotel.price.amountMinor;
    const discount = Math.round((before * pct) / 100 / unit) * unit;
    const priceMinor = before - discount;
    const id = signer.sign([ID_PREFIX, flight.id, hotel.id, pct, encodeQuote(nowMs), priceMinor].join('~'));
    return {
      id, vertical: 'packages', supplierRef: `OPK-${hashString(id).toString(36).toUpperCase()}`, price: { amountMinor: priceMinor, currency }, expiresAt: expiryOf(nowMs),
      conditions: {
        refundable: Boolean(flight.conditions?.refundable) && hotel.conditions.refundable,
        ...(flight.conditions?.refundable && hotel.conditions.refundable ? { cancellationDeadline: [flight.conditions.cancellationDeadline ?? '', hotel.conditions.cancellationDeadline ?? ''].sort()[0] } : {}),
        notes: ['Flight and hotel booked together', ...(flight.conditions?.notes ?? []).map((n) => `Flight: ${n}`), ...hotel.conditions.notes.filter((n) => n !== FREE_CANCELLATION_NOTE).map((n) => `Hotel: ${n}`)],
      },
      flight, hotel, priceBeforeDiscount: { amountMinor: before, currency }, discount: { amountMinor: discount, currency }, discountPercent: pct,
      nights: hotel.nights, travelers: hotel.guests,
    };
  }

  function percentFor(hotelId: string, flightChoice: number): number {
    return MIN_DISCOUNT_PERCENT + (hashString(`pkg|${hotelId}|${flightChoice}`) % (MAX_DISCOUNT_PERCENT - MIN_DISCOUNT_PERCENT + 1));
  }

  /** The destination airport of a query (given, else the city's nearest airport); undefined when none. */
  function airportOf(q: PackageSupplierQuery): string | undefined {
    const city = cities.get(q.destinationCityId);
    return q.destinationAirport ?? (city ? cities.nearestAirport(city)?.code : undefined);
  }

  /** Ledger scopes a search of `q` reads: the round trip's and the destination city's hotels. */
  function scopesOf(q: PackageSupplierQuery): string[] {
    const airport = airportOf(q);
    const flightScopes = airport ? flights.scopesOf({ origin: q.origin, destination: airport, departDate: q.departDate, returnDate: q.returnDate, cabin: q.cabin }) : [];
    return [...flightScopes, ...hotels.scopesOf({ cityId: q.destinationCityId })];
  }

  /**
   * @param sold units sold in {@link scopesOf} the query
   * @throws Error for unknown origin, city or currency, or an invalid query (0 nights, rooms > travelers, ...)
   */
  function search(q: PackageSupplierQuery, sold: SoldCounts): PackageOffer[] {
    const city = cities.get(q.destinationCityId);
    if (!city || !isSupportedCurrency(q.currency)) throw new Error('Unknown destination or currency');
    if (!isValidPackageQuery(q)) throw new Error('Invalid package query');
    const airport = airportOf(q);
    if (!airport || airport === q.origin) return [];
    const nowMs = now();
    const fl = flights
      .generate({ origin: q.origin, destination: airport, departDate: q.departDate, returnDate: q.returnDate, adults: q.travelers, cabin: q.cabin, currency: q.currency }, sold)
      .sort((a, b) => a.price.amountMinor - b.price.amountMinor || (a.id < b.id ? -1 : 1))
      .slice(0, FLIGHT_CHOICES);
    if (fl.length === 0) return [];
    const hs = hotels.search({ cityId: city.id, checkIn: q.departDate, checkOut: q.returnDate, guests: q.travelers, rooms: q.rooms, currency: q.currency }, sold);
    return hs.map((h, i) => {
      const choice = i % fl.length;
      return combine(fl[choice] as FlightOffer, h, percentFor(h.hotel.hotelId, choice), nowMs);
    });
  }

  /** The parts of a correctly signed package id; null when the signature or a field is wrong. */
  function split(id: string): { flightId: string; hotelId: string; pct: number; quotedAt: number; priceMinor: number } | null {
    const payload = signer.payload(id);
    if (payload === null) return null;
    const p = payload.split('~');
    if (p.length !== 6 || p[0] !== ID_PREFIX) return null;
    const quotedAt = decodeQuote(p[4] ?? '');
    const pct = Number(p[3]);
    if (quotedAt === null || !/^\d{1,2}$/.test(p[3] ?? '') || pct < MIN_DISCOUNT_PERCENT || pct > MAX_DISCOUNT_PERCENT || !/^[1-9]\d{0,11}$/.test(p[5] ?? '')) return null;
    return { flightId: p[1] ?? '', hotelId: p[2] ?? '', pct, quotedAt, priceMinor: Number(p[5]) };
  }

  /**
   * Verifies a package id and its parts (issue #6 finding 1) and checks they form a package the search
   * would issue. @returns null otherwise (the caller answers `invalid_offer`)
   */
  function prepare(offerId: string): PreparedOffer<PackageOffer> | null {
    const k = split(offerId);
    if (!k) return null;
    const f = flights.prepare(k.flightId);
    const h = hotels.prepare(k.hotelId);
    if (!f || !h) return null;
    const fk = f.key;
    const hk = h.key;
    const consistent =
      fk.returnDate !== undefined && fk.departDate === hk.checkIn && fk.returnDate === hk.checkOut && fk.adults === hk.guests && fk.currency === hk.currency &&
      isValidPackageQuery({ origin: fk.origin, destinationCityId: h.cityId, destinationAirport: fk.destination, departDate: fk.departDate, returnDate: fk.returnDate, travelers: fk.adults, rooms: hk.rooms, cabin: fk.cabin, currency: fk.currency });
    if (!consistent) return null;
    return {
      scopes: [...f.scopes, ...h.scopes],
      refresh: (sold) => refreshParts(k, f.refresh(sold), h.refresh(sold)),
      units: () => ({ ...f.units(), ...h.units() }),
    };
  }

  function refreshParts(k: { pct: number; quotedAt: number; priceMinor: number }, f: RefreshOfferResult<FlightOffer>, h: RefreshOfferResult<HotelOffer>): RefreshOfferResult<PackageOffer> {
    const nowMs = now();
    if (f.status === 'invalid_offer' || h.status === 'invalid_offer') return { status: 'invalid_offer' };
    if (quoteExpired(k.quotedAt, nowMs)) return { status: 'offer_expired' };
    if (f.status === 'offer_expired' || h.status === 'offer_expired') return { status: 'offer_expired' };
    if (f.status === 'sold_out' || h.status === 'sold_out') return { status: 'sold_out' };
    const offer = combine(f.offer, h.offer, k.pct, nowMs);
    const currency = offer.price.currency;
    const requirements: OfferRequirements = { vertical: 'packages', minTravelers: f.requirements.minTravelers, maxTravelers: f.requirements.maxTravelers, travelDate: f.requirements.travelDate };
    if (offer.price.amountMinor !== k.priceMinor) return { status: 'price_changed', offer, previous: { amountMinor: k.priceMinor, currency }, requirements };
    return { status: 'available', offer, requirements };
  }

  /** Nights of a package query. */
  const nights = (q: Pick<PackageSupplierQuery, 'departDate' | 'returnDate'>) => daysBetween(q.departDate, q.returnDate);

  return { search, prepare, scopesOf, nights, prefix: ID_PREFIX };
}
export type PackageEngine = ReturnType<typeof createPackageEngine>;
