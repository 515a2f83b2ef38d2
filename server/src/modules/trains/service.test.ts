// @vitest-environment node
/**
 * Train search groups the supplier's fares into one offer per train with its classes (issue #11 "one card per
 * train with its classes"): the classes in class order, the offer = its cheapest class, the class filter and its
 * disjunctive facet counting trains, `total` and paging counting trains, and every class's own id refreshing and
 * booking. Runs on SQLite and PostgreSQL (vitest projects).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefreshOfferResponseSchema, TrainSearchResponseSchema, type TrainOffer, type TrainSearchResponse } from '@travel/contract';
import { LEAD_TRAVELER, newSession, postBooking } from '../../../test/booking-fixtures.ts';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { groupTrainClasses } from './service.ts';

const PARIS = 2988507;
const LYON = 2996944;
const TRAINS = '/i/api/trains/v1/search';

let h: Harness;
const clock = Date.now();
beforeAll(async () => {
  h = await createHarness({ now: () => clock });
});
afterAll(async () => {
  await h.close();
});

const d = (n: number) => isoDateInDays(n, clock);

async function search(q: Record<string, string | number>): Promise<TrainSearchResponse> {
  const params = new URLSearchParams(Object.entries({ origin: PARIS, destination: LYON, limit: 200, ...q }).map(([k, v]) => [k, String(v)]));
  const r = await h.app.inject({ method: 'GET', url: `${TRAINS}?${params.toString()}` });
  expect(r.statusCode, r.body).toBe(200);
  return TrainSearchResponseSchema.parse(r.json());
}

const trainKey = (o: TrainOffer) => `${o.trainNumber}|${o.departureAt}`;
const classesOf = (o: TrainOffer) => (o.classes ?? []).map((c) => c.trainClass);

describe('train search: one offer per train with its classes', () => {
  it('lists each train once with standard and first class, led by its cheapest class', async () => {
    const date = d(25);
    const r = await search({ date });
    const fares = await h.app.services.supplier.search('trains', { originCityId: PARIS, destinationCityId: LYON, date, passengers: 1, currency: 'USD' });
    expect(r.offers.length).toBeGreaterThan(5);
    expect(new Set(r.offers.map(trainKey)).size).toBe(r.offers.length);
    expect(r.total).toBe(r.offers.length);
    expect(r.total).toBe(new Set(fares.map(trainKey)).size);
    expect(r.offers.reduce((n, o) => n + (o.classes?.length ?? 0), 0)).toBe(fares.length);
    for (const o of r.offers) {
      // Nothing sold, one passenger: every train sells both classes, standard first and cheaper.
      expect(classesOf(o)).toEqual(['standard', 'first']);
      const [standard, first] = o.classes ?? [];
      expect(first?.price.amountMinor).toBeGreaterThan(standard?.price.amountMinor ?? Infinity);
      expect(o).toMatchObject({ id: standard?.id, price: standard?.price, trainClass: 'standard', seatsLeft: standard?.seatsLeft, conditions: standard?.conditions });
      expect(first?.conditions.refundable).toBe(true);
      // Each class is the supplier's own fare of that train.
      for (const c of o.classes ?? []) {
        const fare = fares.find((f) => f.id === c.id);
        expect(fare && { key: trainKey(fare), trainClass: fare.trainClass, price: fare.price, seatsLeft: fare.seatsLeft }).toEqual({ key: trainKey(o), trainClass: c.trainClass, price: c.price, seatsLeft: c.seatsLeft });
      }
    }
    // Price sort is by the cheapest class.
    const prices = r.offers.map((o) => o.price.amountMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(r.priceRange).toEqual({ minMinor: Math.min(...prices), maxMinor: Math.max(...prices), currency: 'USD' });
  });

  it('groups sold-out classes away and leads with the class left (groupTrainClasses)', async () => {
    const fares = await h.app.services.supplier.search('trains', { originCityId: PARIS, destinationCityId: LYON, date: d(26), passengers: 1, currency: 'USD' });
    const firstOnly = fares.filter((f, i) => !(i === 0 && f.trainClass === 'standard'));
    const grouped = groupTrainClasses([...firstOnly].reverse());
    const lone = grouped.find((o) => trainKey(o) === trainKey(fares[0] as TrainOffer));
    expect(lone && { classes: classesOf(lone), trainClass: lone.trainClass }).toEqual({ classes: ['first'], trainClass: 'first' });
    // Reversed input still gives classes in class order.
    expect(grouped.filter((o) => o !== lone).every((o) => classesOf(o).join() === 'standard,first')).toBe(true);
  });

  it('the class filter keeps trains selling that class; class facets count trains, disjunctively', async () => {
    // 9 passengers: classes with fewer than 9 seats left are not sold, so some trains lack a class.
    const q = { date: d(31), passengers: 9 };
    const all = await search(q);
    const withFirst = all.offers.filter((o) => classesOf(o).includes('first'));
    const withStandard = all.offers.filter((o) => classesOf(o).includes('standard'));
    expect(withFirst.length).toBeGreaterThan(0);
    expect(withFirst.length + withStandard.length).toBeGreaterThan(all.total); // some trains sell both
    expect(Math.min(withFirst.length, withStandard.length)).toBeLessThan(all.total); // some trains sell one class only
    expect(all.facets.trainClass).toEqual({ standard: withStandard.length, first: withFirst.length });

    const first = await search({ ...q, trainClass: 'first' });
    expect(first.total).toBe(withFirst.length);
    expect(first.offers.map(trainKey)).toEqual(withFirst.map(trainKey));
    // The train's card keeps all its classes (a first-class filter still shows the standard fare beside it).
    expect(first.offers.map((o) => o.classes)).toEqual(withFirst.map((o) => o.classes));
    // Ticking the other class too would give every train: the class facet ignores its own filter.
    expect(first.facets.trainClass).toEqual(all.facets.trainClass);
    expect((await search({ ...q, trainClass: 'standard,first' })).total).toBe(all.total);
    // Another facet counts the trains that pass the class filter.
    const changes: Record<string, number> = {};
    for (const o of withFirst) changes[String(o.changes)] = (changes[String(o.changes)] ?? 0) + 1;
    for (const [value, count] of Object.entries(first.facets.changes ?? {})) expect(count).toBe(changes[value] ?? 0);
  });

  it('total and paging count trains, not fares', async () => {
    const q = { date: d(32) };
    const all = await search(q);
    expect(all.total).toBeGreaterThan(6);
    const pages: TrainOffer[] = [];
    for (let offset = 0; offset < all.total; offset += 4) {
      const p = await search({ ...q, limit: 4, offset });
      expect(p.total).toBe(all.total);
      expect(p.offers.length).toBe(Math.min(4, all.total - offset));
      pages.push(...p.offers);
    }
    expect(pages.map(trainKey)).toEqual(all.offers.map(trainKey));
    expect((await search({ ...q, limit: 4, offset: all.total })).offers).toEqual([]);
  });

  it('the price bounds apply to the cheapest class', async () => {
    const q = { date: d(33) };
    const all = await search(q);
    const cheapest = all.offers[0];
    if (!cheapest) throw new Error('no train');
    const max = cheapest.price.amountMinor;
    const bounded = await search({ ...q, priceMax: max });
    expect(bounded.offers.map(trainKey)).toEqual(all.offers.filter((o) => o.price.amountMinor <= max).map(trainKey));
    // Its first class costs more than the bound, and the train is still listed with it.
    const listed = bounded.offers.find((o) => trainKey(o) === trainKey(cheapest));
    expect(listed?.classes?.find((c) => c.trainClass === 'first')?.price.amountMinor).toBeGreaterThan(max);
    const above = await search({ ...q, priceMin: max + 1 });
    expect(above.total).toBe(all.offers.filter((o) => o.price.amountMinor > max).length);
  });

  it("each class's own id refreshes to that class and books it", async () => {
    const r = await search({ date: d(34), passengers: 2 });
    const train = r.offers[0];
    if (!train?.classes) throw new Error('no train with classes');
    const session = await newSession(h.app);
    for (const c of train.classes) {
      const refreshed = RefreshOfferResponseSchema.parse(
        (await h.app.inject({ method: 'POST', url: '/i/api/offers/v1/refresh', cookies: { sid: session.sid }, headers: { 'x-csrf': session.token }, payload: { offerId: c.id } })).json(),
      );
      expect(refreshed.status).toBe('available');
      expect(refreshed.offer).toMatchObject({ id: c.id, vertical: 'trains', trainClass: c.trainClass, price: c.price, trainNumber: train.trainNumber, departureAt: train.departureAt });
    }
    const first = train.classes.find((c) => c.trainClass === 'first');
    if (!first) throw new Error('no first class');
    const booked = await postBooking(h.app, session, first, `train-first-${clock}`, { travelers: [LEAD_TRAVELER, { ...LEAD_TRAVELER, firstName: 'Bea' }] });
    expect(booked.statusCode, booked.body).toBe(201);
    // The booked seats are gone from that class of that train only.
    const after = (await search({ date: d(34), passengers: 2 })).offers.find((o) => trainKey(o) === trainKey(train));
    const seats = (o: TrainOffer | undefined, cls: string) => o?.classes?.find((c) => c.trainClass === cls)?.seatsLeft;
    expect(seats(after, 'standard')).toBe(seats(train, 'standard'));
    if (first.seatsLeft >= 4) expect(seats(after, 'first')).toBe(first.seatsLeft - 2);
    else expect(seats(after, 'first')).toBeUndefined();
  });
});
