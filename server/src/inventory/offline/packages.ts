/**
 * Offline packages: a round-trip flight (flight engine) plus a hotel stay at the destination (hotel
 * engine) with a bundle discount of 8-15 % (whole percent, seeded by hotel and flight choice).
 * Each hotel of the city is paired with one of the 3 cheapest flights (rotating), so a package list has
 * one entry per hotel. Check-in is the departure date, check-out the return date.
 * Offer id: `pkg1~{flightOfferId}~{hotelOfferId}~{discountPercent}~{quote}~{priceMinor}`; refresh
 * re-prices both parts; seats and rooms are held through the parts' ledger keys.
 */
import type { FlightOffer, HotelOffer, PackageOffer, SupportedCurrency } from '@travel/contract';
import type { CityIndex } from '../cities.ts';
import type { OfferRequirements, PackageSupplierQuery, RefreshOfferResult } from '../supplier.ts';
import { CURRENCY_MINOR_DIGITS } from './constants.ts';
import type { FlightEngine } from './flights.ts';
import { FREE_CANCELLATION_NOTE, type HotelEngine } from './hotels.ts';
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
}

export function createPackageEngine(data: PackageEngineData) {
  const { cities, flights, hotels, now } = data;

  function combine(flight: FlightOffer, hotel: HotelOffer, pct: number, nowMs: number): PackageOffer {
    const currency = flight.price.currency as SupportedCurrency;
    const unit = 10 ** (CURRENCY_MINOR_DIGITS[currency] ?? 2);
    const before = flight.price.amountMinor + hotel.price.amountMinor;
    const discount = Math.round((before * pct) / 100 / unit) * unit;
    const priceMinor = before - discount;
    const id = [ID_PREFIX, flight.id, hotel.id, pct, encodeQuote(nowMs), priceMinor].join('~');
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

  /** @throws Error for unknown origin, city or currency */
  function search(q: PackageSupplierQuery): PackageOffer[] {
    const city = cities.get(q.destinationCityId);
    if (!city || !isSupportedCurrency(q.currency)) throw new Error('Unknown destination or currency');
    const airport = q.destinationAirport ?? cities.nearestAirport(city)?.code;
    if (!airport || airport === q.origin) return [];
    const nowMs = now();
    const fl = flights
      .generate({ origin: q.origin, destination: airport, departDate: q.departDate, returnDate: q.returnDate, adults: q.travelers, cabin: q.cabin, currency: q.currency })
      .sort((a, b) => a.price.amountMinor - b.price.amountMinor || (a.id < b.id ? -1 : 1))
      .slice(0, FLIGHT_CHOICES);
    if (fl.length === 0) return [];
    const hs = hotels.search({ cityId: city.id, checkIn: q.departDate, checkOut: q.returnDate, guests: q.travelers, rooms: q.rooms, currency: q.currency });
    return hs.map((h, i) => {
      const choice = i % fl.length;
      return combine(fl[choice] as FlightOffer, h, percentFor(h.hotel.hotelId, choice), nowMs);
    });
  }

  function split(id: string): { flightId: string; hotelId: string; pct: number; quotedAt: number; priceMinor: number } | null {
    const p = id.split('~');
    if (p.length !== 6 || p[0] !== ID_PREFIX) return null;
    const quotedAt = decodeQuote(p[4] ?? '');
    const pct = Number(p[3]);
    if (quotedAt === null || !/^\d{1,2}$/.test(p[3] ?? '') || pct < MIN_DISCOUNT_PERCENT || pct > MAX_DISCOUNT_PERCENT || !/^\d{1,12}$/.test(p[5] ?? '')) return null;
    return { flightId: p[1] ?? '', hotelId: p[2] ?? '', pct, quotedAt, priceMinor: Number(p[5]) };
  }

  function refresh(offerId: string): RefreshOfferResult<PackageOffer> {
    const k = split(offerId);
    if (!k) return { status: 'offer_expired' };
    const nowMs = now();
    if (quoteExpired(k.quotedAt, nowMs)) return { status: 'offer_expired' };
    const f = flights.refresh(k.flightId);
    const h = hotels.refresh(k.hotelId);
    if (f.status === 'invalid_offer' || h.status === 'invalid_offer') return { status: 'invalid_offer' };
    if (f.status === 'offer_expired' || h.status === 'offer_expired') return { status: 'offer_expired' };
    if (f.status === 'sold_out' || h.status === 'sold_out') return { status: 'sold_out' };
    const offer = combine(f.offer, h.offer, k.pct, nowMs);
    const currency = offer.price.currency;
    const requirements: OfferRequirements = { vertical: 'packages', minTravelers: f.requirements.minTravelers, maxTravelers: f.requirements.maxTravelers, travelDate: f.requirements.travelDate };
    if (offer.price.amountMinor !== k.priceMinor) return { status: 'price_changed', offer, previous: { amountMinor: k.priceMinor, currency }, requirements };
    return { status: 'available', offer, requirements };
  }

  function units(offerId: string): Record<string, number> {
    const k = split(offerId);
    return k ? { ...flights.units(k.flightId), ...hotels.units(k.hotelId) } : {};
  }

  /** Nights of a package query. */
  const nights = (q: Pick<PackageSupplierQuery, 'departDate' | 'returnDate'>) => daysBetween(q.departDate, q.returnDate);

  return { search, refresh, units, nights, prefix: ID_PREFIX };
}
export type PackageEngine = ReturnType<typeof createPackageEngine>;
