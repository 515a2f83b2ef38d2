// @vitest-environment node
/** One-way car rentals (issue #11 "a different drop-off location"): priced with a distance fee, bookable. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarSearchResponseSchema } from '@travel/contract';
import { createHarness, isoDateInDays, verticalSearchUrl, type Harness } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const rental = { location: 'LHR', pickUpAt: `${isoDateInDays(30)}T10:00`, dropOffAt: `${isoDateInDays(33)}T10:00` };
const search = async (q: Record<string, string>) => h.app.inject({ method: 'GET', url: verticalSearchUrl('cars', q) });

describe('one-way car rentals', () => {
  it('returned at another desk: the same cars plus a one-way fee, the drop-off desk on every offer', async () => {
    const same = CarSearchResponseSchema.parse((await search(rental)).json());
    const oneWay = CarSearchResponseSchema.parse((await search({ ...rental, dropOffLocation: 'man' })).json());
    expect(oneWay.query.dropOffLocation).toBe('MAN');
    expect(oneWay.offers.length).toBeGreaterThan(0);
    let compared = 0;
    for (const o of oneWay.offers) {
      expect(o.dropOffLocation).toMatchObject({ kind: 'airport', code: 'MAN' });
      expect(o.oneWayFee?.amountMinor).toBeGreaterThan(0);
      const plain = same.offers.find((p) => p.supplier.code === o.supplier.code && p.carClass === o.carClass);
      if (!plain) continue;
      expect(o.price.amountMinor).toBe(plain.price.amountMinor + (o.oneWayFee?.amountMinor ?? 0));
      compared += 1;
    }
    // The same desk rents the same cars either way: every one-way offer has its round-trip twin.
    expect(compared).toBe(oneWay.offers.length);
    // Returned where it was picked up: an ordinary rental.
    expect(CarSearchResponseSchema.parse((await search({ ...rental, dropOffLocation: 'LHR' })).json()).offers[0]?.dropOffLocation).toBeUndefined();
  });

  it('a one-way offer refreshes at its price and books', async () => {
    const offer = CarSearchResponseSchema.parse((await search({ ...rental, dropOffLocation: 'MAN' })).json()).offers[0];
    if (!offer) throw new Error('no offer');
    expect(await h.app.services.supplier.refreshOffer(offer.id)).toMatchObject({ status: 'available', offer: { price: offer.price, dropOffLocation: { code: 'MAN' } } });
    const booked = await h.app.services.supplier.book({ offerId: offer.id, travelers: [{ firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-01-01' }], idempotencyKey: 'one-way-1' });
    expect(booked).toMatchObject({ status: 'confirmed', price: offer.price });
  });

  it('an unknown drop-off location is a validation error on its field', async () => {
    const r = await search({ ...rental, dropOffLocation: 'QQQ' });
    expect(r.statusCode).toBe(400);
    expect(r.json<{ errors: { field?: string }[] }>().errors[0]?.field).toBe('dropOffLocation');
  });
});
