// @vitest-environment node
/**
 * Issue #23: the price calendars take each date's cheapest price from the supplier's cheapest-price pass (no offer
 * built) instead of a full search per date. Over many generated routes, cities, dates, trip lengths, parties,
 * cabins and currencies (fixed fast-check seeds, like the inventory's property tests), every calendar date's price
 * is exactly the first offer of that date's full search sorted by price (null exactly when the search has none),
 * also after a sale has sold out a date's cheapest flight. Runs on the project's database (sqlite or postgres).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightSearchResponseSchema, HotelSearchResponseSchema, PriceCalendarResponseSchema } from '@travel/contract';
import { createHarness, isoDateInDays, verticalSearchUrl, type Harness } from '../../../test/harness.ts';
import { addDays } from './service.ts';

let h: Harness;
const clock = Date.now();
beforeAll(async () => {
  h = await createHarness({ now: () => clock });
});
afterAll(async () => {
  await h.close();
});

/** Dates per generated calendar (each checked against a full search). */
const DAYS = 4;
const AIRPORTS = ['JFK', 'LHR', 'CDG', 'SFO', 'NRT', 'SYD', 'DXB', 'GRU', 'FRA', 'ORD', 'BCN', 'LGA', 'MUC', 'BOS', 'YYZ', 'DEL'] as const;
const CITIES = [2643743, 2988507, 2996944, 2950159, 2867714, 3117735, 3128760, 1850147, 1853909, 5128581, 5368361, 2147714] as const;
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;
const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);

async function getJson(url: string): Promise<unknown> {
  const r = await h.app.inject({ method: 'GET', url });
  expect(r.statusCode, `${url}: ${r.body.slice(0, 200)}`).toBe(200);
  return r.json();
}

/** The first offer's price of a flight search sorted by price, null when it finds none. */
async function flightSearchCheapest(q: Record<string, string | number | undefined>): Promise<number | null> {
  const reply = FlightSearchResponseSchema.parse(await getJson(verticalSearchUrl('flights', { ...q, sort: 'price', limit: 1 })));
  return reply.offers[0]?.price.amountMinor ?? null;
}

describe('calendar prices are the full search cheapest offers', () => {
  it('flights: one way and round trips, parties of 1-9 adults, every cabin and several currencies', async () => {
    let priced = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          route: fc.tuple(pick(AIRPORTS), pick(AIRPORTS)).filter(([a, b]) => a !== b),
          from: fc.integer({ min: -2, max: 362 }),
          tripLength: fc.option(fc.integer({ min: 0, max: 21 }), { nil: undefined }),
          adults: fc.integer({ min: 1, max: 9 }),
          cabin: pick(['economy', 'premium', 'business', 'first'] as const),
          currency: pick(CURRENCIES),
        }),
        async (q) => {
          const from = isoDateInDays(q.from, clock);
          const base = { origin: q.route[0], destination: q.route[1], adults: q.adults, cabin: q.cabin, currency: q.currency };
          const params = new URLSearchParams({ ...Object.fromEntries(Object.entries(base).map(([k, v]) => [k, String(v)])), from, days: String(DAYS) });
          if (q.tripLength !== undefined) params.set('tripLength', String(q.tripLength));
          const calendar = PriceCalendarResponseSchema.parse(await getJson(`/i/api/flights/v1/price-calendar?${params.toString()}`));
          expect(calendar.days.map((d) => d.date)).toEqual(Array.from({ length: DAYS }, (_, i) => addDays(from, i)));
          for (const day of calendar.days) {
            const inWindow = day.date >= isoDateInDays(0, clock) && (q.tripLength === undefined ? day.date : addDays(day.date, q.tripLength)) <= isoDateInDays(365, clock);
            const expected = inWindow
              ? await flightSearchCheapest({ ...base, departDate: day.date, returnDate: q.tripLength === undefined ? undefined : addDays(day.date, q.tripLength) })
              : null;
            expect(day.minPriceMinor, `${JSON.stringify(q)} ${day.date}`).toBe(expected);
            if (expected !== null) priced += 1;
          }
        },
      ),
      { numRuns: 40, seed: 2304 },
    );
    expect(priced).toBeGreaterThan(40);
  });

  it('hotels: cities, stays of 1-14 nights, guests and rooms, several currencies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ city: pick(CITIES), from: fc.integer({ min: -1, max: 362 }), nights: fc.integer({ min: 1, max: 14 }), rooms: fc.integer({ min: 1, max: 3 }), extraGuests: fc.integer({ min: 0, max: 3 }), currency: pick(CURRENCIES) }),
        async (q) => {
          const from = isoDateInDays(q.from, clock);
          const guests = q.rooms + q.extraGuests;
          const calendar = PriceCalendarResponseSchema.parse(
            await getJson(`/i/api/hotels/v1/price-calendar?destination=${q.city}&from=${from}&days=${DAYS}&nights=${q.nights}&guests=${guests}&rooms=${q.rooms}&currency=${q.currency}`),
          );
          for (const day of calendar.days) {
            const inWindow = day.date >= isoDateInDays(0, clock) && day.date <= isoDateInDays(365, clock);
            let expected: number | null = null;
            if (inWindow) {
              const url = verticalSearchUrl('hotels', { destination: q.city, checkIn: day.date, checkOut: addDays(day.date, q.nights), guests, rooms: q.rooms, currency: q.currency, sort: 'price', limit: 1 });
              expected = HotelSearchResponseSchema.parse(await getJson(url)).offers[0]?.price.amountMinor ?? null;
            }
            expect(day.minPriceMinor, `${JSON.stringify(q)} ${day.date}`).toBe(expected);
          }
        },
      ),
      { numRuns: 20, seed: 2305 },
    );
  });

  it("a sale that sells out a date's cheapest flight moves that date's calendar price with the search", async () => {
    const date = isoDateInDays(45, clock);
    const q = { origin: 'CDG', destination: 'FCO', departDate: date };
    const calendarPrice = async () =>
      PriceCalendarResponseSchema.parse(await getJson(`/i/api/flights/v1/price-calendar?origin=CDG&destination=FCO&from=${date}&days=1`)).days[0]?.minPriceMinor;
    const before = FlightSearchResponseSchema.parse(await getJson(verticalSearchUrl('flights', { ...q, sort: 'price', limit: 1 }))).offers[0];
    if (!before) throw new Error('no flight');
    expect(await calendarPrice()).toBe(before.price.amountMinor);
    // Book every seat left on the cheapest offer (one booking of seatsLeft adults).
    const seats = before.seatsLeft;
    const party = FlightSearchResponseSchema.parse(await getJson(verticalSearchUrl('flights', { ...q, adults: seats, sort: 'price', limit: 50 }))).offers;
    const same = party.find((o) => o.outbound.segments[0]?.flightNumber === before.outbound.segments[0]?.flightNumber && o.outbound.segments[0]?.departureAt === before.outbound.segments[0]?.departureAt);
    if (!same) throw new Error('cheapest flight not offered to its full party');
    const travelers = Array.from({ length: seats }, (_, i) => ({ firstName: 'Ada', lastName: `Lovelace${i}` }));
    expect((await h.app.services.supplier.book({ offerId: same.id, travelers, idempotencyKey: `calendar-sellout-${clock}` })).status).toBe('confirmed');
    const after = await flightSearchCheapest({ ...q });
    expect(after).not.toBeNull();
    expect(await calendarPrice()).toBe(after);
    expect(after).toBeGreaterThanOrEqual(before.price.amountMinor);
  });
});
