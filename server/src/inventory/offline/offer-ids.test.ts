// @vitest-environment node
/**
 * Tamper-proof offer ids (issue #6 finding 1): every id the offline supplier issues is signed; an edited
 * id with its old signature, and a correctly re-signed id whose decoded query the search would refuse
 * (0 nights, check-out before check-in, drop-off before pick-up, 0 passengers, ...), are refused as
 * `invalid_offer` by refresh and by book; a re-signed id with only the price changed is `price_changed`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyOffer, Vertical } from '@travel/contract';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { SupplierBookingError, type SupplierQueries } from '../supplier.ts';
import { createOfferIdSigner, OFFER_SIGNATURE_CHARS, signOfferPayload, unverifiedOfferPayload, verifyOfferId } from './offer-ids.ts';
import { createHotelEngine } from './hotels.ts';
import { NOTHING_SOLD } from './ledger.ts';
import { addDays, convertUsdToMinor } from './pricing.ts';

const LONDON = 2643743;
const PARIS = 2988507;
const LYON = 2996944;

let h: Harness;
let clock = Date.now();
beforeAll(async () => {
  h = await createHarness({ now: () => clock });
});
afterAll(async () => {
  await h.close();
});
const d = (n: number) => isoDateInDays(n, clock);

async function firstOffer<V extends Vertical>(vertical: V, query: SupplierQueries[V]): Promise<AnyOffer> {
  const offers = (await h.app.services.supplier.search(vertical, query)) as AnyOffer[];
  const offer = offers[0];
  if (!offer) throw new Error(`no ${vertical} offer`);
  return offer;
}

/** The id with part `index` of its payload (split by `sep`) changed; signed again, or keeping the old signature. */
function edit(id: string, sep: '_' | '~', changes: Record<number, string | ((old: string) => string)>, resign: boolean): string {
  const payload = h.app.services.offerIds.payload(id);
  if (payload === null) throw new Error('the supplier issued an unsigned id');
  const parts = payload.split(sep);
  for (const [i, change] of Object.entries(changes)) parts[Number(i)] = typeof change === 'function' ? change(parts[Number(i)] ?? '') : change;
  const edited = parts.join(sep);
  return resign ? h.app.services.offerIds.sign(edited) : `${edited}.${id.slice(id.lastIndexOf('.') + 1)}`;
}

const refresh = (id: string) => h.app.services.supplier.refreshOffer(id);
let keySeq = 0;
const book = (offerId: string) => h.app.services.supplier.book({ offerId, travelers: [{ firstName: 'Ada', lastName: 'Lovelace' }], idempotencyKey: `offer-ids-${Date.now()}-${++keySeq}` });
const supplierBookings = async () => Number((await h.db.selectFrom('offline_supplier_bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** Refresh answers invalid_offer and book throws SupplierBookingError('invalid_offer'), holding nothing. */
async function expectRefused(id: string, label: string): Promise<void> {
  expect(await refresh(id), label).toEqual({ status: 'invalid_offer' });
  const before = await supplierBookings();
  const err = await book(id).then(() => undefined, (e: unknown) => e);
  expect(err, label).toBeInstanceOf(SupplierBookingError);
  expect((err as SupplierBookingError).reason, label).toBe('invalid_offer');
  expect(await supplierBookings(), label).toBe(before);
}

/** A re-signed id with only the quoted price changed -> price_changed with the real price. */
async function expectPriceChanged(offer: AnyOffer, sep: '_' | '~', priceIndex: number): Promise<void> {
  const r = await refresh(edit(offer.id, sep, { [priceIndex]: '100' }, true));
  expect(r).toMatchObject({ status: 'price_changed', previous: { amountMinor: 100, currency: offer.price.currency } });
  if (r.status === 'price_changed') expect(r.offer.price).toEqual(offer.price);
}

describe('the signer', () => {
  const key = 'k'.repeat(32);
  it('signs payload.signature (27 base64url characters) and verifies only the exact id under the same key', () => {
    const id = signOfferPayload('pkg1~a.b~c.d~10~x~100', key);
    expect(id).toMatch(/^pkg1~a\.b~c\.d~10~x~100\.[A-Za-z0-9_-]{27}$/);
    expect(OFFER_SIGNATURE_CHARS).toBe(27);
    expect(verifyOfferId(id, key)).toBe('pkg1~a.b~c.d~10~x~100');
    expect(unverifiedOfferPayload(id)).toBe('pkg1~a.b~c.d~10~x~100');
    expect(verifyOfferId(id, 'o'.repeat(32))).toBeNull();
    expect(verifyOfferId(id.replace('~100.', '~101.'), key)).toBeNull();
    expect(verifyOfferId(id.slice(0, -1), key)).toBeNull();
    expect(verifyOfferId(`${id}A`, key)).toBeNull();
    expect(verifyOfferId(`${id.slice(0, -1)}é`, key)).toBeNull();
    expect(verifyOfferId('no-signature', key)).toBeNull();
    expect(verifyOfferId(`.${id.slice(id.lastIndexOf('.') + 1)}`, key)).toBeNull();
    const signer = createOfferIdSigner(Buffer.from(key));
    expect(signer.payload(signer.sign('x_1'))).toBe('x_1');
    expect(signer.sign('x_1')).toBe(signOfferPayload('x_1', key));
  });

  it('the supplier signs with the server key: ids from search verify with app.services.offerIds', async () => {
    const offer = await firstOffer('hotels', { cityId: LONDON, checkIn: d(60), checkOut: d(62), guests: 2, rooms: 1, currency: 'USD' });
    expect(h.app.services.offerIds.payload(offer.id)).toMatch(/^hot1_/);
    expect(await refresh(offer.id)).toMatchObject({ status: 'available' });
    await expectRefused('garbage', 'garbage');
    await expectRefused(unverifiedOfferPayload(offer.id), 'signature removed');
    await expectRefused(signOfferPayload(unverifiedOfferPayload(offer.id), 'x'.repeat(32)), 'signed with another key');
  });
});

describe('hotels', () => {
  // hot1_{hotelId}_{room}_{rate}_{checkIn}_{checkOut}_{guests}_{rooms}_{currency}_{quote}_{price}
  const q = () => ({ cityId: LONDON, checkIn: d(60), checkOut: d(62), guests: 2, rooms: 1, currency: 'USD' });

  it('an edited id with its old signature is refused (price, dates, guests)', async () => {
    const offer = await firstOffer('hotels', q());
    await expectRefused(edit(offer.id, '_', { 10: '100' }, false), 'price');
    await expectRefused(edit(offer.id, '_', { 5: (ci) => addDays(ci, 3) }, false), 'check-out');
    await expectRefused(edit(offer.id, '_', { 6: '1' }, false), 'guests');
  });

  it('a re-signed id with impossible fields is refused', async () => {
    const offer = await firstOffer('hotels', q());
    const checkIn = d(60);
    const cases: [string, Record<number, string>][] = [
      ['0 nights', { 5: checkIn }],
      ['check-out before check-in', { 5: addDays(checkIn, -1) }],
      ['31 nights', { 5: addDays(checkIn, 31) }],
      ['not a calendar date', { 4: `${checkIn.slice(0, 4)}-02-30` }],
      ['0 guests', { 6: '0' }],
      ['0 rooms', { 7: '0' }],
      ['more rooms than guests', { 6: '1', 7: '2' }],
      ['unsupported currency', { 8: 'XYZ' }],
      ['unknown hotel', { 1: 'h999999999-1' }],
      ['travel date years ahead', { 4: addDays(checkIn, 800), 5: addDays(checkIn, 802) }],
    ];
    for (const [label, changes] of cases) await expectRefused(edit(offer.id, '_', changes, true), label);
  });

  it('a re-signed id with only the price changed -> price_changed; hotel details rates are signed', async () => {
    const offer = await firstOffer('hotels', q());
    await expectPriceChanged(offer, '_', 10);
    const details = await h.app.services.supplier.hotelDetails('h2643743-1', { checkIn: d(60), checkOut: d(62), guests: 2, rooms: 1, currency: 'USD' });
    const rate = details?.rooms[0]?.rates[0];
    expect(rate && h.app.services.offerIds.payload(rate.id)).toMatch(/^hot1_h2643743-1_/);
    expect(await h.app.services.supplier.hotelDetails('h2643743-1', { checkIn: d(60), checkOut: d(60), guests: 2, rooms: 1, currency: 'USD' })).toBeUndefined();
  });

  it('search signs only the offers it returns (one per hotel, not every rate); details and refresh sign what they return', () => {
    const signer = createOfferIdSigner('hotel-signing-count-key-0123456789');
    let signed = 0;
    const counting = { sign: (payload: string) => (signed++, signer.sign(payload)), payload: signer.payload };
    const hotels = createHotelEngine({ cities: h.app.services.cities, now: () => clock, signer: counting });
    const offers = hotels.search(q(), NOTHING_SOLD);
    expect(offers.length).toBeGreaterThan(10);
    expect(signed).toBe(offers.length);
    expect(offers.every((o) => signer.payload(o.id)?.startsWith('hot1_'))).toBe(true);

    signed = 0;
    const details = hotels.details('h2643743-1', q(), NOTHING_SOLD);
    const rates = details?.rooms.flatMap((r) => r.rates) ?? [];
    expect(rates.length).toBeGreaterThan(1);
    expect(signed).toBe(rates.length);

    signed = 0;
    const refreshed = hotels.prepare(offers[0]?.id ?? '')?.refresh(NOTHING_SOLD);
    expect(refreshed?.status).toBe('available');
    expect(signed).toBe(1);
  });

  it('generation never prices an impossible stay (no NaN or Infinity)', async () => {
    await expect(h.app.services.supplier.search('hotels', { ...q(), checkOut: d(60) })).rejects.toThrow();
    expect(() => convertUsdToMinor(Number.NaN, 'USD')).toThrow();
    expect(() => convertUsdToMinor(Number.POSITIVE_INFINITY, 'USD')).toThrow();
  });
});

describe('cars', () => {
  // car1_{location}_{supplier}_{class}_{pickUpAt}_{dropOffAt}_{driverAge}_{currency}_{quote}_{price} (times as YYYY-MM-DDTHHhMM)
  const q = () => ({ location: { kind: 'airport' as const, code: 'CDG' }, pickUpAt: `${d(60)}T10:00`, dropOffAt: `${d(63)}T10:00`, driverAge: 30, currency: 'USD' });
  const at = (days: number, time = '10h00') => `${d(days)}T${time}`;

  it('an edited id with its old signature is refused (price, drop-off)', async () => {
    const offer = await firstOffer('cars', q());
    await expectRefused(edit(offer.id, '_', { 9: '100' }, false), 'price');
    await expectRefused(edit(offer.id, '_', { 5: at(50) }, false), 'drop-off');
  });

  it('a re-signed id with impossible fields is refused', async () => {
    const offer = await firstOffer('cars', q());
    const cases: [string, Record<number, string>][] = [
      ['drop-off 10 days before pick-up', { 5: at(50) }],
      ['drop-off at pick-up', { 5: at(60) }],
      ['61 days', { 5: at(121) }],
      ['driver 17', { 6: '17' }],
      ['not a time', { 4: at(60, '25h00') }],
      ['not a calendar date', { 4: `${d(60).slice(0, 4)}-13-01T10h00` }],
    ];
    for (const [label, changes] of cases) await expectRefused(edit(offer.id, '_', changes, true), label);
  });

  it('a re-signed id with only the price changed -> price_changed', async () => {
    await expectPriceChanged(await firstOffer('cars', q()), '_', 9);
  });
});

describe('trains', () => {
  // trn1_{o}_{d}_{date}_{index}_{class}_{passengers}_{currency}_{quote}_{price}
  const q = () => ({ originCityId: PARIS, destinationCityId: LYON, date: d(60), passengers: 2, currency: 'USD' });

  it('an edited id with its old signature is refused (price, passengers, date)', async () => {
    const offer = await firstOffer('trains', q());
    await expectRefused(edit(offer.id, '_', { 9: '100' }, false), 'price');
    await expectRefused(edit(offer.id, '_', { 6: '1' }, false), 'passengers');
    await expectRefused(edit(offer.id, '_', { 3: d(61) }, false), 'date');
  });

  it('a re-signed id with impossible fields is refused', async () => {
    const offer = await firstOffer('trains', q());
    const cases: [string, Record<number, string>][] = [
      ['0 passengers', { 6: '0' }],
      ['same origin and destination', { 2: String(PARIS) }],
      ['not a calendar date', { 3: `${d(60).slice(0, 4)}-02-31` }],
      ['departure index out of range', { 4: '99' }],
    ];
    for (const [label, changes] of cases) await expectRefused(edit(offer.id, '_', changes, true), label);
  });

  it('a re-signed id with only the price changed -> price_changed', async () => {
    await expectPriceChanged(await firstOffer('trains', q()), '_', 9);
  });
});

describe('flights', () => {
  // ofl1_{o}_{d}_{departDate}_{returnDate|-}_{adults}_{cabin}_{currency}_{out}_{in}_{quote}_{price}
  const q = () => ({ origin: 'JFK', destination: 'LHR', departDate: d(60), returnDate: d(67), adults: 2, cabin: 'economy' as const, currency: 'USD' });

  it('an edited id with its old signature is refused (price, adults, dates)', async () => {
    const offer = await firstOffer('flights', q());
    await expectRefused(edit(offer.id, '_', { 11: '100' }, false), 'price');
    await expectRefused(edit(offer.id, '_', { 5: '1' }, false), 'adults');
    await expectRefused(edit(offer.id, '_', { 4: d(70) }, false), 'return date');
  });

  it('a re-signed id with impossible fields is refused', async () => {
    const offer = await firstOffer('flights', q());
    const cases: [string, Record<number, string>][] = [
      ['0 adults', { 5: '0' }],
      ['10 adults', { 5: '10' }],
      ['return before departure', { 4: d(59) }],
      ['same origin and destination', { 2: 'JFK' }],
      ['lower-case airport', { 1: 'jfk' }],
      ['unknown cabin', { 6: 'steerage' }],
    ];
    for (const [label, changes] of cases) await expectRefused(edit(offer.id, '_', changes, true), label);
  });

  it('a re-signed id with only the price changed -> price_changed', async () => {
    await expectPriceChanged(await firstOffer('flights', q()), '_', 11);
  });
});

describe('packages', () => {
  // pkg1~{signed flight id}~{signed hotel id}~{discountPercent}~{quote}~{price}
  const q = () => ({ origin: 'JFK', destinationCityId: LONDON, departDate: d(60), returnDate: d(63), travelers: 2, rooms: 1, cabin: 'economy' as const, currency: 'USD' });

  it('package ids and their parts are signed; an edited id with its old signature is refused', async () => {
    const offer = await firstOffer('packages', q());
    if (offer.vertical !== 'packages') throw new Error('not a package');
    expect(h.app.services.offerIds.payload(offer.flight.id)).toMatch(/^ofl1_/);
    expect(h.app.services.offerIds.payload(offer.hotel.id)).toMatch(/^hot1_/);
    await expectRefused(edit(offer.id, '~', { 5: '100' }, false), 'price');
    await expectRefused(edit(offer.id, '~', { 3: '15' }, false), 'discount');
  });

  it('a re-signed id with impossible or inconsistent parts is refused', async () => {
    const offer = await firstOffer('packages', q());
    const cases: [string, Record<number, string | ((old: string) => string)>][] = [
      ['discount 50 %', { 3: '50' }],
      ['hotel part with its old signature but 0 nights', { 2: (hotelId) => edit(hotelId, '_', { 5: d(60) }, false) }],
      ['hotel part re-signed with 0 nights', { 2: (hotelId) => edit(hotelId, '_', { 5: d(60) }, true) }],
      ['hotel stay not the flight dates', { 2: (hotelId) => edit(hotelId, '_', { 5: d(64) }, true) }],
      ['hotel guests not the travelers', { 2: (hotelId) => edit(hotelId, '_', { 6: '1' }, true) }],
      ['flight part re-signed with 0 adults', { 1: (flightId) => edit(flightId, '_', { 5: '0' }, true) }],
      ['flight part one-way', { 1: (flightId) => edit(flightId, '_', { 4: '-', 9: '0' }, true) }],
    ];
    for (const [label, changes] of cases) await expectRefused(edit(offer.id, '~', changes, true), label);
  });

  it('a re-signed id with only the price changed -> price_changed', async () => {
    await expectPriceChanged(await firstOffer('packages', q()), '~', 5);
  });
});

describe('expiry still answers offer_expired for ids we issued', () => {
  it('a signed id past its quote window -> offer_expired', async () => {
    const offer = await firstOffer('trains', { originCityId: PARIS, destinationCityId: LYON, date: d(60), passengers: 1, currency: 'USD' });
    const saved = clock;
    clock += 41 * 60_000;
    try {
      expect(await refresh(offer.id)).toEqual({ status: 'offer_expired' });
    } finally {
      clock = saved;
    }
  });
});
