// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightOffer, FlightSearchResponse } from '@travel/contract';
import { FlightSearchResponseSchema } from '@travel/contract';
import { createHarness, flightSearchUrl, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { utcToZonedParts } from '../../inventory/offline/geo-time.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const depart = isoDateInDays(30);

async function search(q: Record<string, string | number | undefined>) {
  return h.app.inject({ method: 'GET', url: flightSearchUrl(q as never) });
}
const totalMinutes = (o: FlightOffer) => o.outbound.durationMinutes + (o.inbound?.durationMinutes ?? 0);

describe('GET /i/api/flights/v1/search', () => {
  it('JFK->LHR: offers with real airline names, sorted by price', async () => {
    const r = await search({ origin: 'jfk', destination: 'LHR', departDate: depart });
    expect(r.statusCode).toBe(200);
    const body = FlightSearchResponseSchema.parse(r.json());
    expect(body.query).toMatchObject({ origin: 'JFK', destination: 'LHR', adults: 1, cabin: 'economy', currency: 'USD', sort: 'price' });
    expect(body.offers.length).toBeGreaterThanOrEqual(8);
    expect(body.offers.length).toBeLessThanOrEqual(20);
    const airlineNames = new Set((await h.db.selectFrom('airlines').select('name').execute()).map((a) => a.name));
    for (const o of body.offers) {
      expect(o.supplierRef).toMatch(/^OFL-/);
      expect(o.seatsLeft).toBeGreaterThanOrEqual(1);
      expect(o.seatsLeft).toBeLessThanOrEqual(9);
      expect(o.outbound.segments[0]?.origin.code).toBe('JFK');
      expect(o.outbound.segments.at(-1)?.destination.code).toBe('LHR');
      for (const s of o.outbound.segments) expect(airlineNames.has(s.carrier.name)).toBe(true);
      expect(o.price.amountMinor % 100).toBe(0);
    }
    const prices = body.offers.map((o) => o.price.amountMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.offers.some((o) => o.outbound.stops === 0)).toBe(true);
  });

  it('an airline filter lists exactly as many offers as its facet counts', async () => {
    const q = { origin: 'JFK', destination: 'LHR', departDate: depart, returnDate: isoDateInDays(37) };
    const all = FlightSearchResponseSchema.parse((await search(q)).json());
    const airlines = Object.entries(all.facets?.airlines ?? {});
    expect(airlines.length).toBeGreaterThan(1);
    for (const [code, count] of airlines) {
      const one = FlightSearchResponseSchema.parse((await search({ ...q, airlines: code })).json());
      expect(one.offers).toHaveLength(count);
      for (const o of one.offers) {
        const carriers = [...o.outbound.segments, ...(o.inbound?.segments ?? [])].map((s) => s.carrier.code);
        expect(carriers).toContain(code);
      }
    }
  });

  it('sorts by duration when asked', async () => {
    const r = await search({ origin: 'JFK', destination: 'LHR', departDate: depart, sort: 'duration' });
    const offers = r.json<FlightSearchResponse>().offers;
    const minutes = offers.map(totalMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });

  it('is deterministic: identical queries give identical offers', async () => {
    const q = { origin: 'JFK', destination: 'LHR', departDate: depart, returnDate: isoDateInDays(37), cabin: 'business', currency: 'EUR' };
    const strip = (b: FlightSearchResponse) => b.offers.map(({ expiresAt: _e, ...rest }) => rest);
    const a = (await search(q)).json<FlightSearchResponse>();
    const b = (await search(q)).json<FlightSearchResponse>();
    expect(strip(a)).toEqual(strip(b));
    expect(a.offers[0]?.inbound?.segments[0]?.origin.code).toBe('LHR');
    expect(a.offers[0]?.price.currency).toBe('EUR');
  });

  it('departs JFK between 06:00 and 22:59 New York time, arrival = departure + duration', async () => {
    const offers = (await search({ origin: 'JFK', destination: 'LHR', departDate: depart })).json<FlightSearchResponse>().offers;
    for (const o of offers) {
      const seg = o.outbound.segments[0];
      if (!seg) throw new Error('no segment');
      const local = utcToZonedParts(Date.parse(seg.departureAt), 'America/New_York');
      expect(local.hour).toBeGreaterThanOrEqual(6);
      expect(local.hour).toBeLessThanOrEqual(22);
      expect(`${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`).toBe(depart);
      expect(Date.parse(seg.arrivalAt) - Date.parse(seg.departureAt)).toBe(seg.durationMinutes * 60_000);
    }
  });

  it('uses 1-stop connections through a hub for ultra-long routes', async () => {
    const offers = (await search({ origin: 'JFK', destination: 'SYD', departDate: depart })).json<FlightSearchResponse>().offers;
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) expect(o.outbound.stops).toBe(1);
  });

  it.each([
    ['bad IATA format', { origin: 'JF1', destination: 'LHR', departDate: depart }, 'origin'],
    ['unknown IATA code (origin)', { origin: 'QQQ', destination: 'LHR', departDate: depart }, 'origin'],
    ['unknown IATA code (destination)', { origin: 'JFK', destination: 'QQQ', departDate: depart }, 'destination'],
    ['same origin and destination', { origin: 'JFK', destination: 'jfk', departDate: depart }, 'destination'],
    ['return before depart', { origin: 'JFK', destination: 'LHR', departDate: depart, returnDate: isoDateInDays(20) }, 'returnDate'],
    ['past date', { origin: 'JFK', destination: 'LHR', departDate: isoDateInDays(-2) }, 'departDate'],
    ['10 adults', { origin: 'JFK', destination: 'LHR', departDate: depart, adults: 10 }, 'adults'],
    ['malformed date', { origin: 'JFK', destination: 'LHR', departDate: '2025-13-45' }, 'departDate'],
    ['unsupported currency', { origin: 'JFK', destination: 'LHR', departDate: depart, currency: 'XYZ' }, 'currency'],
  ])('%s -> 400 VALIDATION_ERROR on the right field', async (_name, q, field) => {
    const r = await search(q);
    expect(r.statusCode).toBe(400);
    const body = r.json<{ errors: { code: string; field?: string }[] }>();
    expect(body.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('filters out offers with fewer seats than travelers and prices all adults', async () => {
    const one = (await search({ origin: 'CDG', destination: 'FCO', departDate: depart })).json<FlightSearchResponse>().offers;
    const four = (await search({ origin: 'CDG', destination: 'FCO', departDate: depart, adults: 4 })).json<FlightSearchResponse>().offers;
    expect(four.length).toBeGreaterThan(0);
    expect(four.length).toBeLessThanOrEqual(one.length);
    let compared = 0;
    for (const o of four) {
      expect(o.seatsLeft).toBeGreaterThanOrEqual(4);
      const single = one.find((x) => x.outbound.segments[0]?.flightNumber === o.outbound.segments[0]?.flightNumber && x.outbound.segments[0]?.departureAt === o.outbound.segments[0]?.departureAt);
      if (!single) continue;
      expect(o.price.amountMinor).toBe(single.price.amountMinor * 4);
      compared += 1;
    }
    // Every offer for four is also offered to one traveler (same flight, same departure): each was compared.
    expect(compared).toBe(four.length);
  });
});

describe('offline supplier refresh and book', () => {
  it('refreshOffer on a fresh offer -> available with the same price', async () => {
    const offer = (await search({ origin: 'JFK', destination: 'LHR', departDate: depart, returnDate: isoDateInDays(40) })).json<FlightSearchResponse>().offers[3];
    if (!offer) throw new Error('no offer');
    const refreshed = await h.app.services.supplier.refreshOffer(offer.id);
    expect(refreshed.status).toBe('available');
    if (refreshed.status === 'available' && 'outbound' in refreshed.offer) {
      expect(refreshed.offer.price).toEqual(offer.price);
      expect(refreshed.offer.outbound).toEqual(offer.outbound);
      expect(refreshed.offer.inbound).toEqual(offer.inbound);
    }
  });

  it('detects a price change and refuses unsigned ids', async () => {
    const offer = (await search({ origin: 'JFK', destination: 'LAX', departDate: depart })).json<FlightSearchResponse>().offers[0];
    if (!offer) throw new Error('no offer');
    // Offer ids are signed (issue #6): edit the quoted price in the payload and sign it with the server's key.
    const tampered = h.app.services.offerIds.sign((h.app.services.offerIds.payload(offer.id) ?? '').replace(/_\d+$/, '_1'));
    const r = await h.app.services.supplier.refreshOffer(tampered);
    expect(r).toMatchObject({ status: 'price_changed', previous: { amountMinor: 1, currency: 'USD' } });
    expect(await h.app.services.supplier.refreshOffer('nope')).toEqual({ status: 'invalid_offer' });
  });

  it('book: deterministic supplierRef from the idempotency key', async () => {
    const offer = (await search({ origin: 'JFK', destination: 'LAX', departDate: depart })).json<FlightSearchResponse>().offers[0];
    if (!offer) throw new Error('no offer');
    const input = { offerId: offer.id, travelers: [{ firstName: 'Ada', lastName: 'Lovelace' }], idempotencyKey: 'key-1' };
    const a = await h.app.services.supplier.book(input);
    const b = await h.app.services.supplier.book(input);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ status: 'confirmed', price: offer.price });
    expect(a.supplierRef).toMatch(/^OFL-[A-Z0-9]+$/);
  });
});

describe('issue #11: cabins, children, infants, multi-city, bags', () => {
  const same = (a: FlightOffer, b: FlightOffer) => a.outbound.segments[0]?.flightNumber === b.outbound.segments[0]?.flightNumber && a.outbound.segments[0]?.departureAt === b.outbound.segments[0]?.departureAt;

  it('prices a child at 75 %, a lap infant at 10 % and an infant in a seat at 75 % of the adult fare', async () => {
    const q = { origin: 'CDG', destination: 'FCO', departDate: depart };
    const adult = FlightSearchResponseSchema.parse((await search(q)).json()).offers;
    const party = FlightSearchResponseSchema.parse((await search({ ...q, adults: 2, children: '7', infantsOnLap: 1, infantsInSeat: 1 })).json());
    expect(party.query).toMatchObject({ adults: 2, children: [7], infantsOnLap: 1, infantsInSeat: 1 });
    expect(party.offers.length).toBeGreaterThan(0);
    let compared = 0;
    for (const o of party.offers) {
      const single = adult.find((a) => same(a, o));
      if (!single) continue;
      compared++;
      // 2 adults + child 0.75 + seat infant 0.75 + lap infant 0.1 = 3.6 adult fares, rounded to whole units.
      expect(Math.abs(o.price.amountMinor - single.price.amountMinor * 3.6)).toBeLessThanOrEqual(50);
      // Four seats are needed (the lap infant takes none).
      expect(o.seatsLeft).toBeGreaterThanOrEqual(4);
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('a party offer is bookable: refresh answers available at the same price and booking needs one traveler per person', async () => {
    const offer = FlightSearchResponseSchema.parse((await search({ origin: 'JFK', destination: 'LHR', departDate: depart, returnDate: isoDateInDays(37), children: '4', infantsOnLap: 1 })).json()).offers[0];
    if (!offer) throw new Error('no offer');
    expect(offer.inbound?.segments[0]?.origin.code).toBe('LHR');
    const refreshed = await h.app.services.supplier.refreshOffer(offer.id);
    expect(refreshed).toMatchObject({ status: 'available', offer: { price: offer.price }, requirements: { minTravelers: 3, maxTravelers: 3 } });
    const travelers = [{ firstName: 'Ada', lastName: 'Lovelace' }, { firstName: 'Byron', lastName: 'Lovelace' }, { firstName: 'Anne', lastName: 'Lovelace' }];
    await expect(h.app.services.supplier.book({ offerId: offer.id, travelers: travelers.slice(0, 1), idempotencyKey: 'party-1' })).rejects.toThrow(/3 traveler/);
    expect(await h.app.services.supplier.book({ offerId: offer.id, travelers, idempotencyKey: 'party-2' })).toMatchObject({ status: 'confirmed', price: offer.price });
  });

  it('every offer shows its bags: economy a cabin bag, business two checked bags', async () => {
    const economy = FlightSearchResponseSchema.parse((await search({ origin: 'JFK', destination: 'LHR', departDate: depart })).json()).offers;
    const business = FlightSearchResponseSchema.parse((await search({ origin: 'JFK', destination: 'LHR', departDate: depart, cabin: 'business' })).json()).offers;
    for (const o of economy) expect(o.baggage).toEqual({ checked: 0, cabin: 1 });
    for (const o of business) expect(o).toMatchObject({ cabin: 'business', baggage: { checked: 2, cabin: 1 } });
  });

  it('multi-city: three legs combined from one-way searches, each leg in order, bookable', async () => {
    const legs = `LHR-CDG-${isoDateInDays(35)},CDG-JFK-${isoDateInDays(40)}`;
    const r = await search({ origin: 'JFK', destination: 'LHR', departDate: depart, legs, adults: 2 });
    expect(r.statusCode).toBe(200);
    const body = FlightSearchResponseSchema.parse(r.json());
    expect(body.query.legs).toHaveLength(2);
    expect(body.offers.length).toBeGreaterThan(0);
    for (const o of body.offers) {
      expect(o.legs?.map((l) => `${l.segments[0]?.origin.code}-${l.segments.at(-1)?.destination.code}`)).toEqual(['JFK-LHR', 'LHR-CDG', 'CDG-JFK']);
      expect(o.outbound).toEqual(o.legs?.[0]);
      expect(o.inbound).toBeUndefined();
    }
    const prices = body.offers.map((o) => o.price.amountMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = body.offers[0];
    if (!first) throw new Error('no offer');
    expect(await h.app.services.supplier.refreshOffer(first.id)).toMatchObject({ status: 'available', offer: { price: first.price, legs: first.legs }, requirements: { minTravelers: 2 } });
  });

  it.each([
    ['a lap infant per adult at most', { adults: 1, infantsOnLap: 2 }, 'infantsOnLap'],
    ['9 travelers in all', { adults: 5, children: '3,4,5', infantsInSeat: 2 }, 'adults'],
    ['child age 1', { children: '1' }, 'children'],
    ['multi-city legs out of order', { legs: `LHR-CDG-${isoDateInDays(20)}` }, 'legs'],
    ['a leg more than 365 days ahead', { legs: `LHR-CDG-${isoDateInDays(366)}` }, 'legs'],
    ['a leg to an unknown airport', { legs: `LHR-QQQ-${isoDateInDays(35)}` }, 'legs'],
    ['multi-city with a return date', { returnDate: isoDateInDays(40), legs: `LHR-CDG-${isoDateInDays(35)}` }, 'returnDate'],
    ['departure 366 days ahead', { departDate: isoDateInDays(366) }, 'departDate'],
  ])('%s -> 400 VALIDATION_ERROR', async (_name, extra, field) => {
    const r = await search({ origin: 'JFK', destination: 'LHR', departDate: depart, ...extra });
    expect(r.statusCode).toBe(400);
    expect(r.json<{ errors: { code: string; field?: string }[] }>().errors[0]?.field ?? '').toMatch(new RegExp(`^${field}`));
  });
});
