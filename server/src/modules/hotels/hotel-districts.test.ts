// @vitest-environment node
/**
 * Issue #22 item 5: the hotel maps get something to orient by. Search and details replies carry the city's hotel
 * neighbourhoods, each labelled at the centroid of its hotels, from the same inventory the offers come from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelDetailsResponseSchema, HotelSearchResponseSchema } from '@travel/contract';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';

const PARIS = 2988507;
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const stay = () => `checkIn=${isoDateInDays(30)}&checkOut=${isoDateInDays(32)}&guests=2`;

describe('hotel neighbourhoods for the maps (issue #22)', () => {
  it('search lists every neighbourhood of the offers, with its hotel count and a label among its hotels', async () => {
    const r = await h.app.inject({ method: 'GET', url: `/i/api/hotels/v1/search?destination=${PARIS}&${stay()}&limit=100` });
    expect(r.statusCode).toBe(200);
    const body = HotelSearchResponseSchema.parse(r.json());
    const districts = body.districts ?? [];
    expect(districts.map((d) => d.name)).toEqual(expect.arrayContaining(['Louvre', 'Le Marais']));
    // Every offer's neighbourhood has a label; the counts add up to the city's hotels.
    expect(new Set(body.offers.map((o) => o.hotel.neighbourhood))).toEqual(new Set(districts.map((d) => d.name)));
    expect(districts.reduce((n, d) => n + d.hotelCount, 0)).toBe(body.total);
    // Most hotels first.
    expect(districts.map((d) => d.hotelCount)).toEqual([...districts.map((d) => d.hotelCount)].sort((a, b) => b - a));
    // Each label lies inside the bounding box of its own hotels (it is their centroid).
    for (const d of districts) {
      const mine = body.offers.filter((o) => o.hotel.neighbourhood === d.name).map((o) => o.hotel);
      expect(mine).toHaveLength(d.hotelCount);
      expect(d.latitude).toBeGreaterThanOrEqual(Math.min(...mine.map((x) => x.latitude)) - 1e-5);
      expect(d.latitude).toBeLessThanOrEqual(Math.max(...mine.map((x) => x.latitude)) + 1e-5);
      expect(d.longitude).toBeGreaterThanOrEqual(Math.min(...mine.map((x) => x.longitude)) - 1e-5);
      expect(d.longitude).toBeLessThanOrEqual(Math.max(...mine.map((x) => x.longitude)) + 1e-5);
    }
  });

  it('details carries the same neighbourhoods as the search of its city', async () => {
    const search = HotelSearchResponseSchema.parse((await h.app.inject({ method: 'GET', url: `/i/api/hotels/v1/search?destination=${PARIS}&${stay()}` })).json());
    const first = search.offers[0];
    expect(first).toBeDefined();
    const r = await h.app.inject({ method: 'GET', url: `/i/api/hotels/v1/${first?.hotel.hotelId}?${stay()}` });
    expect(r.statusCode).toBe(200);
    const details = HotelDetailsResponseSchema.parse(r.json());
    expect(details.districts).toEqual(search.districts);
    expect(details.districts?.some((d) => d.name === details.hotel.neighbourhood)).toBe(true);
  });
});
