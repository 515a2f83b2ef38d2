// @vitest-environment node
/**
 * Price calendars (issue #11): each date's price is exactly the cheapest offer the results page would list first for
 * that date, dates outside the bookable window have no price, bad input gets the error envelope, and both calls are
 * rate limited. Runs on the project's database (sqlite or postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, FlightSearchResponseSchema, HotelSearchResponseSchema, PriceCalendarResponseSchema } from '@travel/contract';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { LONDON_CITY_ID } from '../../../test/booking-fixtures.ts';
import { RATE_LIMIT_DEFAULTS } from '../../config.ts';
import { addDays } from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function get(url: string) {
  return h.app.inject({ method: 'GET', url });
}

describe('GET /i/api/flights/v1/price-calendar', () => {
  it("gives each departure date the round trip's cheapest total, the same as that date's first search result", async () => {
    const from = isoDateInDays(20);
    const r = await get(`/i/api/flights/v1/price-calendar?origin=JFK&destination=LHR&from=${from}&days=10&tripLength=7&adults=2&currency=EUR`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('private, max-age=60');
    const calendar = PriceCalendarResponseSchema.parse(r.json());
    expect(calendar.currency).toBe('EUR');
    expect(calendar.days.map((d) => d.date)).toEqual(Array.from({ length: 10 }, (_, i) => addDays(from, i)));
    for (const day of [calendar.days[0], calendar.days[6]]) {
      const search = FlightSearchResponseSchema.parse(
        (await get(`/i/api/flights/v1/search?origin=JFK&destination=LHR&departDate=${day!.date}&returnDate=${addDays(day!.date, 7)}&adults=2&currency=EUR&sort=price&limit=1`)).json(),
      );
      expect(day!.minPriceMinor).toBe(search.offers[0]!.price.amountMinor);
    }
    expect(new Set(calendar.days.map((d) => d.minPriceMinor)).size).toBeGreaterThan(1);
  });

  it('has no price for past dates or dates more than 365 days ahead, and a one-way run has prices too', async () => {
    const past = PriceCalendarResponseSchema.parse((await get(`/i/api/flights/v1/price-calendar?origin=JFK&destination=LHR&from=${isoDateInDays(-2)}&days=4`)).json());
    expect(past.days.map((d) => d.minPriceMinor === null)).toEqual([true, true, false, false]);
    const late = PriceCalendarResponseSchema.parse((await get(`/i/api/flights/v1/price-calendar?origin=JFK&destination=LHR&from=${isoDateInDays(364)}&days=4`)).json());
    expect(late.days.map((d) => d.minPriceMinor === null)).toEqual([false, false, true, true]);
  });

  it('refuses an unknown airport, too long a run and the same origin and destination with the error envelope', async () => {
    const from = isoDateInDays(20);
    for (const [url, field] of [
      [`/i/api/flights/v1/price-calendar?origin=QQQ&destination=LHR&from=${from}`, 'origin'],
      [`/i/api/flights/v1/price-calendar?origin=JFK&destination=LHR&from=${from}&days=63`, 'days'],
      [`/i/api/flights/v1/price-calendar?origin=JFK&destination=JFK&from=${from}`, 'destination'],
    ] as const) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(400);
      expect(ErrorEnvelopeSchema.parse(r.json()).errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });
});

describe('GET /i/api/hotels/v1/price-calendar', () => {
  it("gives each check-in date the stay's cheapest total, the same as that date's first search result", async () => {
    const from = isoDateInDays(30);
    const calendar = PriceCalendarResponseSchema.parse((await get(`/i/api/hotels/v1/price-calendar?destination=${LONDON_CITY_ID}&from=${from}&days=7&nights=3&guests=2`)).json());
    expect(calendar.days).toHaveLength(7);
    const day = calendar.days[3]!;
    const search = HotelSearchResponseSchema.parse(
      (await get(`/i/api/hotels/v1/search?destination=${LONDON_CITY_ID}&checkIn=${day.date}&checkOut=${addDays(day.date, 3)}&guests=2&sort=price&limit=1`)).json(),
    );
    expect(day.minPriceMinor).toBe(search.offers[0]!.price.amountMinor);
  });

  it('refuses more guests than the rooms hold, as the search does', async () => {
    const r = await get(`/i/api/hotels/v1/price-calendar?destination=${LONDON_CITY_ID}&from=${isoDateInDays(30)}&guests=9&rooms=1`);
    expect(r.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(r.json()).errors[0]?.code).toBe('VALIDATION_ERROR');
  });
});

describe('rate limit', () => {
  it('counts calendar calls per client address (CALENDAR_IP)', async () => {
    const limited = await createHarness({ config: { rateLimits: { ...RATE_LIMIT_DEFAULTS, CALENDAR_IP: { max: 2, windowMs: 60_000 } } } });
    try {
      const url = `/i/api/flights/v1/price-calendar?origin=JFK&destination=LHR&from=${isoDateInDays(20)}&days=2`;
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await limited.app.inject({ method: 'GET', url, remoteAddress: '10.99.0.1' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
