// @vitest-environment node
/**
 * Search across verticals: validation errors per vertical, determinism, filters + facets, sorts, hotel
 * details, location autocomplete, refresh paths and the friendly search URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CarSearchResponseSchema, HotelDetailsResponseSchema, HotelSearchResponseSchema, LocationAutocompleteResponseSchema,
  PackageSearchResponseSchema, RefreshOfferResponseSchema, TrainSearchResponseSchema, buildResultsUrl, parseResultsUrl, type HotelSearchResponse,
} from '@travel/contract';
import { newSession } from '../../../test/booking-fixtures.ts';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';

const LONDON = 2643743;
const PARIS = 2988507;
const LYON = 2996944;
const NEW_YORK = 5128581;

let h: Harness;
let clock = Date.now();
beforeAll(async () => {
  h = await createHarness({ now: () => clock });
});
afterAll(async () => {
  await h.close();
});

const d = (n: number) => isoDateInDays(n, clock);
const qs = (q: Record<string, string | number | undefined>) => new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();
const get = (path: string, q: Record<string, string | number | undefined>) => h.app.inject({ method: 'GET', url: `${path}?${qs(q)}` });

const HOTELS = '/i/api/hotels/v1/search';
const CARS = '/i/api/cars/v1/search';
const TRAINS = '/i/api/trains/v1/search';
const PACKAGES = '/i/api/packages/v1/search';
const FLIGHTS = '/i/api/flights/v1/search';

describe('validation errors per vertical -> 400 VALIDATION_ERROR on the field', () => {
  it.each([
    ['flights: unknown IATA', FLIGHTS, { origin: 'QQQ', destination: 'LHR', departDate: 30 }, 'origin'],
    ['flights: return before departure', FLIGHTS, { origin: 'JFK', destination: 'LHR', departDate: 30, returnDate: 20 }, 'returnDate'],
    ['flights: past date', FLIGHTS, { origin: 'JFK', destination: 'LHR', departDate: -1 }, 'departDate'],
    ['flights: 10 travelers', FLIGHTS, { origin: 'JFK', destination: 'LHR', departDate: 30, adults: 10 }, 'adults'],
    ['hotels: check-out before check-in', HOTELS, { destination: LONDON, checkIn: 30, checkOut: 28 }, 'checkOut'],
    ['hotels: same-day check-out', HOTELS, { destination: LONDON, checkIn: 30, checkOut: 30 }, 'checkOut'],
    ['hotels: past check-in', HOTELS, { destination: LONDON, checkIn: -2, checkOut: 3 }, 'checkIn'],
    ['hotels: 10 guests', HOTELS, { destination: LONDON, checkIn: 30, checkOut: 32, guests: 10 }, 'guests'],
    ['hotels: 6 rooms', HOTELS, { destination: LONDON, checkIn: 30, checkOut: 32, guests: 9, rooms: 6 }, 'rooms'],
    ['hotels: more rooms than guests', HOTELS, { destination: LONDON, checkIn: 30, checkOut: 32, guests: 1, rooms: 2 }, 'rooms'],
    ['hotels: unknown city id', HOTELS, { destination: 999999999, checkIn: 30, checkOut: 32 }, 'destination'],
    ['hotels: unknown city name', HOTELS, { destination: 'Xyzzyville', checkIn: 30, checkOut: 32 }, 'destination'],
    ['cars: driver age 17', CARS, { location: 'LHR', pickUpAt: 30, dropOffAt: 33, driverAge: 17 }, 'driverAge'],
    ['cars: drop-off before pick-up', CARS, { location: 'LHR', pickUpAt: 30, dropOffAt: 29 }, 'dropOffAt'],
    ['cars: unknown IATA', CARS, { location: 'QQQ', pickUpAt: 30, dropOffAt: 33 }, 'location'],
    ['cars: unknown city id', CARS, { location: '999999999', pickUpAt: 30, dropOffAt: 33 }, 'location'],
    ['cars: past pick-up', CARS, { location: 'LHR', pickUpAt: -3, dropOffAt: 2 }, 'pickUpAt'],
    ['trains: unknown city id', TRAINS, { origin: PARIS, destination: 999999999, date: 30 }, 'destination'],
    ['trains: same cities', TRAINS, { origin: PARIS, destination: PARIS, date: 30 }, 'destination'],
    ['trains: 10 passengers', TRAINS, { origin: PARIS, destination: LYON, date: 30, passengers: 10 }, 'passengers'],
    ['trains: past date', TRAINS, { origin: PARIS, destination: LYON, date: -1 }, 'date'],
    ['packages: unknown IATA', PACKAGES, { origin: 'QQQ', destination: LONDON, departDate: 30, returnDate: 33 }, 'origin'],
    ['packages: return before departure', PACKAGES, { origin: 'JFK', destination: LONDON, departDate: 30, returnDate: 29 }, 'returnDate'],
    ['packages: 10 travelers', PACKAGES, { origin: 'JFK', destination: LONDON, departDate: 30, returnDate: 33, travelers: 10 }, 'travelers'],
    ['packages: unknown city', PACKAGES, { origin: 'JFK', destination: 999999999, departDate: 30, returnDate: 33 }, 'destination'],
    ['packages: past departure', PACKAGES, { origin: 'JFK', destination: LONDON, departDate: -1, returnDate: 3 }, 'departDate'],
  ])('%s', async (_name, path, q, field) => {
    const dated = Object.fromEntries(Object.entries(q).map(([k, v]) => [k, /Date|checkIn|checkOut|pickUpAt|dropOffAt|^date$/.test(k) ? d(v as number) : v]));
    const r = await get(path, dated);
    expect(r.statusCode).toBe(400);
    expect(r.json<{ errors: { code: string; field?: string }[] }>().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('hotels', () => {
  const q = () => ({ destination: 'London', checkIn: d(40), checkOut: d(43), guests: 2 });

  it('deterministic: the same query twice gives identical offers', async () => {
    const a = (await get(HOTELS, q())).json();
    const b = (await get(HOTELS, q())).json();
    expect(a).toEqual(b);
    const parsed = HotelSearchResponseSchema.parse(a);
    expect(parsed.city.id).toBe(LONDON);
    expect(parsed.total).toBeGreaterThan(30); // big city: many hotels
  });

  it('resolves city id, IATA code and "Name, CC" to the same city', async () => {
    for (const destination of [String(LONDON), 'LHR', 'london, gb']) {
      expect((await get(HOTELS, { ...q(), destination })).json<HotelSearchResponse>().city.id).toBe(LONDON);
    }
  });

  it('a small city has fewer hotels than a big one', async () => {
    const small = (await get(HOTELS, { ...q(), destination: 'Bath, GB' })).json<HotelSearchResponse>();
    const big = (await get(HOTELS, q())).json<HotelSearchResponse>();
    expect(small.total).toBeGreaterThan(0);
    expect(small.total).toBeLessThan(big.total);
  });

  it('filter by stars reduces the list and matches the facet count; facets follow the other filters (disjunctive)', async () => {
    const all = HotelSearchResponseSchema.parse((await get(HOTELS, { ...q(), limit: 200 })).json());
    const four = all.facets.stars?.['4'] ?? 0;
    expect(four).toBeGreaterThan(0);
    expect(Object.values(all.facets.stars ?? {}).reduce((a, b) => a + b, 0)).toBe(all.total);
    const filtered = HotelSearchResponseSchema.parse((await get(HOTELS, { ...q(), stars: '4', limit: 200 })).json());
    expect(filtered.total).toBe(four);
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.offers.every((o) => o.hotel.stars === 4)).toBe(true);
    // The stars facet ignores its own filter; the others count the 4-star hotels only.
    expect(filtered.facets.stars).toEqual(all.facets.stars);
    for (const [area, n] of Object.entries(filtered.facets.neighbourhoods ?? {})) {
      expect(n).toBe(filtered.offers.filter((o) => o.hotel.neighbourhood === area).length);
    }
    const area = Object.entries(filtered.facets.neighbourhoods ?? {}).find(([, n]) => n > 0)?.[0] ?? '';
    const both = HotelSearchResponseSchema.parse((await get(HOTELS, { ...q(), stars: '4', neighbourhoods: area, limit: 200 })).json());
    expect(both.total).toBe(filtered.facets.neighbourhoods?.[area]);
    // Ticking a second star value adds exactly its count (stars counted over the neighbourhood filter only).
    const fives = both.facets.stars?.['5'] ?? 0;
    const widened = HotelSearchResponseSchema.parse((await get(HOTELS, { ...q(), stars: '4,5', neighbourhoods: area, limit: 200 })).json());
    expect(widened.total).toBe(both.total + fives);
    const amen = HotelSearchResponseSchema.parse((await get(HOTELS, { ...q(), amenities: 'pool,spa', limit: 200 })).json());
    expect(amen.offers.every((o) => o.hotel.amenities.includes('pool') && o.hotel.amenities.includes('spa'))).toBe(true);
  });

  it('pages 20 at a time: the next 20 follow on without repeats, total counts the filtered list', async () => {
    const whole = HotelSearchResponseSchema.parse((await get(HOTELS, { ...q(), limit: 200 })).json());
    expect(whole.total).toBeGreaterThan(20);
    const first = HotelSearchResponseSchema.parse((await get(HOTELS, { ...q(), limit: 20 })).json());
    const second = HotelSearchResponseSchema.parse((await get(HOTELS, { ...q(), limit: 20, offset: 20 })).json());
    expect(first.offers).toHaveLength(20);
    expect([first.total, second.total]).toEqual([whole.total, whole.total]);
    expect([...first.offers, ...second.offers].map((o) => o.id)).toEqual(whole.offers.slice(0, 20 + second.offers.length).map((o) => o.id));
  });

  it.each([
    ['price', (a: number[]) => [...a].sort((x, y) => x - y), (o: HotelSearchResponse['offers'][number]) => o.price.amountMinor],
    ['rating', (a: number[]) => [...a].sort((x, y) => y - x), (o: HotelSearchResponse['offers'][number]) => o.hotel.rating],
    ['distance', (a: number[]) => [...a].sort((x, y) => x - y), (o: HotelSearchResponse['offers'][number]) => o.hotel.distanceFromCentreKm],
    ['stars', (a: number[]) => [...a].sort((x, y) => y - x), (o: HotelSearchResponse['offers'][number]) => o.hotel.stars],
  ] as const)('sorts by %s', async (sort, order, key) => {
    const offers = (await get(HOTELS, { ...q(), sort, limit: 200 })).json<HotelSearchResponse>().offers;
    const values = offers.map(key);
    expect(values).toEqual(order(values));
  });

  it('prices move with the season (summer dearer than the low season for the same hotel)', async () => {
    // Two stays of the same length, on the same weekdays (Tue-Thu), each searched 60 days ahead so the demand
    // factor is the same: only the season differs (July is London's summer, February its low season).
    const searchAhead = async (checkIn: string, checkOut: string) => {
      const saved = clock;
      clock = Date.parse(`${checkIn}T12:00:00Z`) - 60 * 86_400_000;
      try {
        return (await get(HOTELS, { destination: LONDON, checkIn, checkOut, limit: 200 })).json<HotelSearchResponse>().offers;
      } finally {
        clock = saved;
      }
    };
    const summer = await searchAhead('2027-07-13', '2027-07-15');
    const winter = await searchAhead('2027-02-09', '2027-02-11');
    const s = summer.find((o) => o.roomType === 'standard');
    expect(s, 'a standard room in London in July').toBeDefined();
    const w = winter.find((o) => o.hotel.hotelId === s!.hotel.hotelId && o.roomType === 'standard' && o.rateType === s!.rateType);
    expect(w, 'the same hotel, room and rate in February').toBeDefined();
    expect(s!.pricePerNight.amountMinor).toBeGreaterThan(w!.pricePerNight.amountMinor);
  });

  it('hotel details: rooms with refundable and non-refundable rates, coordinates, photos placeholders', async () => {
    const offer = (await get(HOTELS, { ...q(), stars: '4,5' })).json<HotelSearchResponse>().offers[0];
    if (!offer) throw new Error('no hotel');
    const r = await get(`/i/api/hotels/v1/${offer.hotel.hotelId}`, { checkIn: d(40), checkOut: d(43), guests: 2 });
    expect(r.statusCode).toBe(200);
    const body = HotelDetailsResponseSchema.parse(r.json());
    expect(body.hotel.latitude).toBeCloseTo(offer.hotel.latitude, 4);
    expect(body.hotel.photos.length).toBeGreaterThan(0);
    expect(body.rooms.length).toBeGreaterThanOrEqual(2);
    for (const room of body.rooms) expect(new Set(room.rates.map((x) => x.rateType))).toEqual(new Set(['refundable', 'non_refundable']));
    const cheapest = Math.min(...body.rooms.flatMap((x) => x.rates.map((y) => y.price.amountMinor)));
    expect(cheapest).toBe(offer.price.amountMinor);
    expect((await get('/i/api/hotels/v1/h1-999', { checkIn: d(40), checkOut: d(43) })).statusCode).toBe(404);
  });
});

describe('cars, trains, packages', () => {
  it('cars: young-driver fee under 25, price = days x daily + fee, class filter + facet', async () => {
    const base = { location: 'LHR', pickUpAt: `${d(30)}T09:00`, dropOffAt: `${d(33)}T09:00`, limit: 200 };
    const adult = CarSearchResponseSchema.parse((await get(CARS, base)).json());
    const young = CarSearchResponseSchema.parse((await get(CARS, { ...base, driverAge: 21 })).json());
    expect(adult.offers.length).toBeGreaterThan(5);
    for (const o of adult.offers) {
      expect(o.youngDriverFee).toBeNull();
      expect(o.price.amountMinor).toBe(o.pricePerDay.amountMinor * 3);
    }
    expect(young.offers.every((o) => o.youngDriverFee !== null && o.price.amountMinor === o.pricePerDay.amountMinor * 3 + (o.youngDriverFee?.amountMinor ?? 0))).toBe(true);
    const suv = CarSearchResponseSchema.parse((await get(CARS, { ...base, carClass: 'suv' })).json());
    expect(suv.total).toBe(adult.facets.carClass?.suv ?? 0);
    expect(suv.offers.every((o) => o.carClass === 'suv')).toBe(true);
    const city = CarSearchResponseSchema.parse((await get(CARS, { ...base, location: String(LONDON) })).json());
    expect(city.location).toMatchObject({ kind: 'city', code: String(LONDON) });
  });

  it('trains: Paris -> Lyon runs, durations follow distance, sort by duration / departure; no train across the Atlantic', async () => {
    const r = TrainSearchResponseSchema.parse((await get(TRAINS, { origin: PARIS, destination: LYON, date: d(20), sort: 'duration', limit: 200 })).json());
    expect(r.routeAvailable).toBe(true);
    expect(r.offers.length).toBeGreaterThan(5);
    const mins = r.offers.map((o) => o.durationMinutes);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    for (const o of r.offers) expect(o.durationMinutes).toBeGreaterThan((o.distanceKm / 260) * 60);
    const byDep = TrainSearchResponseSchema.parse((await get(TRAINS, { origin: PARIS, destination: LYON, date: d(20), sort: 'departure', limit: 200 })).json());
    const deps = byDep.offers.map((o) => o.departureAt);
    expect(deps).toEqual([...deps].sort());
    const direct = TrainSearchResponseSchema.parse((await get(TRAINS, { origin: PARIS, destination: LYON, date: d(20), changes: '0', limit: 200 })).json());
    expect(direct.total).toBe(r.facets.changes?.['0'] ?? 0);
    const ocean = TrainSearchResponseSchema.parse((await get(TRAINS, { origin: PARIS, destination: NEW_YORK, date: d(20) })).json());
    expect(ocean).toMatchObject({ routeAvailable: false, total: 0 });
  });

  it('packages: flight + hotel with an 8-15 % bundle discount, deterministic', async () => {
    const q = { origin: 'JFK', destination: LONDON, departDate: d(50), returnDate: d(55), travelers: 2 };
    const a = (await get(PACKAGES, q)).json();
    expect((await get(PACKAGES, q)).json()).toEqual(a);
    const body = PackageSearchResponseSchema.parse(a);
    expect(body.offers.length).toBeGreaterThan(0);
    for (const o of body.offers) {
      expect(o.discountPercent).toBeGreaterThanOrEqual(8);
      expect(o.discountPercent).toBeLessThanOrEqual(15);
      expect(o.priceBeforeDiscount.amountMinor).toBe(o.flight.price.amountMinor + o.hotel.price.amountMinor);
      expect(o.price.amountMinor).toBe(o.priceBeforeDiscount.amountMinor - o.discount.amountMinor);
      expect(o.hotel.hotel.cityId).toBe(LONDON);
      expect(o.nights).toBe(5);
    }
  });
});

describe('locations autocomplete', () => {
  it('finds cities and airports', async () => {
    const r = LocationAutocompleteResponseSchema.parse((await get('/i/api/locations/v1/autocomplete', { q: 'lon' })).json());
    expect(r.locations[0]).toMatchObject({ kind: 'city', id: LONDON });
    expect(r.locations.some((l) => l.kind === 'airport' && l.code === 'LHR')).toBe(true);
    const cityOnly = LocationAutocompleteResponseSchema.parse((await get('/i/api/locations/v1/autocomplete', { q: 'par', kinds: 'city' })).json());
    expect(cityOnly.locations.every((l) => l.kind === 'city')).toBe(true);
    expect(cityOnly.locations[0]).toMatchObject({ id: PARIS });
    const code = LocationAutocompleteResponseSchema.parse((await get('/i/api/locations/v1/autocomplete', { q: 'cdg' })).json());
    expect(code.locations[0]).toMatchObject({ kind: 'airport', code: 'CDG' });
  });
});

describe('POST /i/api/offers/v1/refresh', () => {
  async function refresh(offerId: string) {
    const { sid, token } = await newSession(h.app);
    return h.app.inject({ method: 'POST', url: '/i/api/offers/v1/refresh', cookies: { sid }, headers: { 'x-csrf': token }, payload: { offerId } });
  }

  it('available, price_changed (re-signed edited quoted price), offer_expired (clock moved past the quote window), unsigned id refused', async () => {
    for (const [path, q] of [
      [HOTELS, { destination: LONDON, checkIn: d(60), checkOut: d(62) }],
      [CARS, { location: 'CDG', pickUpAt: d(60), dropOffAt: d(62) }],
      [TRAINS, { origin: PARIS, destination: LYON, date: d(60) }],
      [PACKAGES, { origin: 'JFK', destination: LONDON, departDate: d(60), returnDate: d(63) }],
      [FLIGHTS, { origin: 'JFK', destination: 'LHR', departDate: d(60) }],
    ] as const) {
      const offer = (await get(path, q)).json<{ offers: { id: string; price: { amountMinor: number } }[] }>().offers[0];
      if (!offer) throw new Error(`no offer for ${path}`);
      const ok = RefreshOfferResponseSchema.parse((await refresh(offer.id)).json());
      expect(ok.status, path).toBe('available');
      expect(ok.offer?.price.amountMinor).toBe(offer.price.amountMinor);
      // Offer ids are signed (issue #6): edit the quoted price in the payload and sign it with the server's key.
      const tampered = h.app.services.offerIds.sign((h.app.services.offerIds.payload(offer.id) ?? '').replace(/\d+$/, '1'));
      const changed = RefreshOfferResponseSchema.parse((await refresh(tampered)).json());
      expect(changed, path).toMatchObject({ status: 'price_changed', previousPrice: { amountMinor: 1 } });
      expect(changed.offer?.price.amountMinor).toBe(offer.price.amountMinor);
      const saved = clock;
      clock += 41 * 60_000;
      expect(RefreshOfferResponseSchema.parse((await refresh(offer.id)).json()).status, path).toBe('offer_expired');
      clock = saved;
    }
    // An id the server did not sign is refused (issue #6): 400 VALIDATION_ERROR on offerId.
    const garbage = await refresh('garbage');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'offerId' });
  });

  it('requires X-CSRF', async () => {
    const r = await h.app.inject({ method: 'POST', url: '/i/api/offers/v1/refresh', payload: { offerId: 'x' } });
    expect(r.statusCode).toBe(403);
  });
});

describe('friendly search URL', () => {
  async function convert(originalVertical: string, conversionVertical: string, searchUrlToConvert: string) {
    const { sid, token } = await newSession(h.app);
    const r = await h.app.inject({
      method: 'POST', url: '/s/horizon/common/layout/FriendlySearchUrlAction', cookies: { sid },
      headers: { 'x-csrf': token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ originalVertical, conversionVertical, searchUrlToConvert }).toString(),
    });
    expect(r.statusCode).toBe(200);
    return r.json<{ convertedUrl: string | null }>().convertedUrl;
  }

  it('flights -> hotels in the destination city for the same dates and travelers (basename kept)', async () => {
    const url = await convert('flights', 'hotels', '/p/demo/flights/JFK-LHR/2026-12-01/2026-12-08?adults=2&sort=price&stops=0');
    expect(url).toBe(`/p/demo/hotels/${LONDON}/2026-12-01/2026-12-08?guests=2&rooms=1`);
  });

  it('flights -> packages, trains; packages -> flights; cars -> hotels', async () => {
    expect(await convert('flights', 'packages', '/flights/JFK-LHR/2026-12-01/2026-12-08?adults=3')).toBe(`/packages/JFK-${LONDON}/2026-12-01/2026-12-08?travelers=3`);
    expect(await convert('flights', 'trains', '/flights/CDG-LYS/2026-12-01?adults=1')).toBe(`/trains/${PARIS}-${LYON}/2026-12-01?passengers=1`);
    expect(await convert('packages', 'flights', `/packages/JFK-${LONDON}/2026-12-01/2026-12-08?travelers=2`)).toBe('/flights/JFK-LHR/2026-12-01/2026-12-08?adults=2');
    expect(await convert('cars', 'hotels', 'https://x.example/p/demo/cars/LHR/2026-12-01/2026-12-04')).toBe(`https://x.example/p/demo/hotels/${LONDON}/2026-12-01/2026-12-04?guests=2&rooms=1`);
  });

  it('null when it cannot convert', async () => {
    expect(await convert('hotels', 'flights', `/hotels/${LONDON}/2026-12-01/2026-12-08?guests=2`)).toBeNull();
    expect(await convert('flights', 'packages', '/flights/JFK-LHR/2026-12-01?adults=1')).toBeNull();
    expect(await convert('flights', 'trains', '/flights/JFK-LHR/2026-12-01?adults=1')).toBeNull();
    expect(await convert('flights', 'hotels', '/not/a/results/url')).toBeNull();
  });

  it('results URL builder and parser round-trip', () => {
    const u = '/flights/JFK-LHR/2026-12-01/2026-12-08?adults=1&sort=price';
    const parsed = parseResultsUrl(u);
    expect(parsed).toMatchObject({ vertical: 'flights', origin: 'JFK', destination: 'LHR', adults: 1, sort: 'price' });
    expect(parsed && buildResultsUrl(parsed)).toBe(u);
    const hotels = `/hotels/${LONDON}/2026-12-01/2026-12-08?guests=2&rooms=1&sort=rating&stars=4%2C5`;
    const hp = parseResultsUrl(hotels);
    expect(hp).toMatchObject({ vertical: 'hotels', cityId: LONDON, filters: { stars: '4,5' } });
    expect(hp && buildResultsUrl(hp)).toBe(hotels);
  });
});
