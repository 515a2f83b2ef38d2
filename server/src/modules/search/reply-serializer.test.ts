// @vitest-environment node
/**
 * The search routes write their 200 replies without zod's re-validation (reply-serializer.ts, issue #23): over
 * many generated searches of every vertical (routes, cities, dates, party sizes, sorts, filters, pages), each reply
 * parses to exactly what fastify-type-provider-zod's serializer makes of the same data (no property a service
 * leaks that zod would strip, no value zod would change), so users get the replies they got before; error replies still carry the envelope. Fixed fast-check seed, like the inventory's
 * property tests.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CarSearchResponseSchema, ErrorEnvelopeSchema, FlightSearchResponseSchema, HotelSearchResponseSchema, PackageSearchResponseSchema, TrainSearchResponseSchema,
} from '@travel/contract';
import { createHarness, isoDateInDays, verticalSearchUrl, type Harness } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/** Searches per vertical. */
const RUNS = 15;
const AIRPORTS = ['JFK', 'LHR', 'CDG', 'SFO', 'NRT', 'SYD', 'DXB', 'GRU', 'FRA', 'ORD', 'BCN', 'LGA', 'MUC'] as const;
const CITIES = [2643743, 2988507, 2996944, 2950159, 2867714, 3117735, 3128760, 1850147, 1853909, 5128581] as const;

/** What the zod serializer (the route default before issue #23) writes for `data` under `schema`. */
function zodSerialized(schema: z.ZodType, data: unknown): string {
  return serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' } as Parameters<typeof serializerCompiler>[0])(data);
}

/**
 * Asks `url`; the 200 reply must parse to exactly what the zod serializer writes for the data it carries (no extra
 * or missing property, no changed value; property order may differ, which no JSON reader sees).
 */
async function expectSameAsZod(url: string, schema: z.ZodType): Promise<void> {
  const r = await h.app.inject({ method: 'GET', url });
  expect(r.statusCode, `${url}: ${r.body.slice(0, 200)}`).toBe(200);
  const body = JSON.parse(r.body) as { offers: unknown[] };
  expect(body, url).toStrictEqual(JSON.parse(zodSerialized(schema, body)));
  offersSeen += body.offers.length;
}

/** Offers compared so far (the comparisons must not all be of empty results). */
let offersSeen = 0;

const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);

describe("search replies are what zod's serializer writes", () => {
  it('flights (one way, round trip, parties, cabins, sorts, stops filter, pages)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          route: fc.tuple(pick(AIRPORTS), pick(AIRPORTS)).filter(([a, b]) => a !== b),
          depart: fc.integer({ min: 1, max: 300 }),
          stay: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
          adults: fc.integer({ min: 1, max: 4 }),
          children: fc.option(fc.constantFrom('4', '7,12'), { nil: undefined }),
          cabin: pick(['economy', 'premium', 'business', 'first'] as const),
          sort: pick(['price', 'duration', 'departure'] as const),
          stops: fc.option(fc.constantFrom('0', '1'), { nil: undefined }),
          offset: fc.constantFrom(0, 5),
        }),
        async (q) =>
          expectSameAsZod(
            verticalSearchUrl('flights', {
              origin: q.route[0], destination: q.route[1], departDate: isoDateInDays(q.depart),
              returnDate: q.stay === undefined ? undefined : isoDateInDays(q.depart + q.stay), adults: q.adults, children: q.children,
              cabin: q.cabin, sort: q.sort, stops: q.stops, offset: q.offset, currency: q.depart % 2 === 0 ? 'EUR' : 'USD',
            }),
            FlightSearchResponseSchema,
          ),
      ),
      { numRuns: RUNS * 2, seed: 2301 },
    );
    expect(offersSeen).toBeGreaterThan(RUNS * 2);
  });

  it('hotels, cars, trains and packages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ city: pick(CITIES), other: pick(CITIES), airport: pick(AIRPORTS), day: fc.integer({ min: 1, max: 300 }), length: fc.integer({ min: 1, max: 9 }), people: fc.integer({ min: 1, max: 4 }) }),
        async (q) => {
          const from = isoDateInDays(q.day);
          const to = isoDateInDays(q.day + q.length);
          await expectSameAsZod(verticalSearchUrl('hotels', { destination: q.city, checkIn: from, checkOut: to, guests: q.people, rooms: 1 }), HotelSearchResponseSchema);
          await expectSameAsZod(verticalSearchUrl('cars', { location: q.day % 2 === 0 ? q.airport : String(q.city), pickUpAt: `${from}T10:00`, dropOffAt: `${to}T10:00`, driverAge: 20 + q.length }), CarSearchResponseSchema);
          if (q.city !== q.other) await expectSameAsZod(verticalSearchUrl('trains', { origin: q.city, destination: q.other, date: from, passengers: q.people }), TrainSearchResponseSchema);
          await expectSameAsZod(verticalSearchUrl('packages', { origin: q.airport, destination: q.city, departDate: from, returnDate: to, travelers: q.people }), PackageSearchResponseSchema);
        },
      ),
      { numRuns: RUNS, seed: 2302 },
    );
  });

  it('a flight search repeated in one quote window (a reply kept with its offers) answers the same; another filter or page its own reply', async () => {
    const q = { origin: 'JFK', destination: 'LHR', departDate: isoDateInDays(40), returnDate: isoDateInDays(47) };
    const body = async (extra: Record<string, string | number>) => (await h.app.inject({ method: 'GET', url: verticalSearchUrl('flights', { ...q, ...extra }) })).body;
    const all = await body({});
    const nonstop = await body({ stops: '0' });
    const second = await body({ limit: 5, offset: 5 });
    expect(await body({})).toBe(all);
    const parsed = (json: string) => FlightSearchResponseSchema.parse(JSON.parse(json));
    expect(parsed(nonstop).offers.length).toBeGreaterThan(0);
    for (const o of parsed(nonstop).offers) expect(o.outbound.stops).toBe(0);
    expect(parsed(second).offers).toEqual(parsed(all).offers.slice(5, 10));
    expect(await body({ stops: '0' })).toBe(nonstop);
  });

  it('a refused search still answers the error envelope', async () => {
    const r = await h.app.inject({ method: 'GET', url: verticalSearchUrl('flights', { origin: 'JFK', destination: 'LHR', departDate: isoDateInDays(-2) }) });
    expect(r.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(r.json()).errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'departDate' });
  });
});
