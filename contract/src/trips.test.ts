import { describe, expect, it } from 'vitest';
import {
  countTripEvents, isFullyCancelledTrip, joinFullTripId, nextAutoNumberedName, shouldShowTripsTooltip, shouldShowWishlistToast,
  resultKeyOf, splitFullTripId, TripSaveLaterSchema, TripsStoreQuerySchema, type TripEvent,
} from './trips.ts';
import { shoppingCartCount } from './trips-cart.ts';

describe('trip identifier (core-and-business §3, §5, §8)', () => {
  it('splits a full trip id into its first 6 characters and the rest, and joins them back', () => {
    expect(splitFullTripId('Ab12Cd34Ef56Gh78')).toEqual({ tripId: 'Ab12Cd', tripHash: '34Ef56Gh78' });
    expect(joinFullTripId('Ab12Cd', '34Ef56Gh78')).toBe('Ab12Cd34Ef56Gh78');
  });
  it("rejects an empty id with 'Invalid full trip id passed.'", () => {
    expect(() => splitFullTripId('')).toThrow('Invalid full trip id passed.');
    expect(() => joinFullTripId('', 'x')).toThrow('Invalid full trip id passed.');
  });
});

describe('event counts and the fully cancelled rule (core-and-business §3, §4)', () => {
  const ev = (state: TripEvent['state']) => ({ state });
  it('counts events by state; a cancelled event was booked once', () => {
    expect(countTripEvents([ev('saved'), ev('saved'), ev('cart'), ev('booked'), ev('cancelled')])).toEqual({ numSavedEvents: 2, numCartEvents: 1, numBookedEvents: 2, numCancelledEvents: 1 });
  });
  it('is fully cancelled only when every count is known, nothing saved or in the cart, and booked = cancelled > 0', () => {
    expect(isFullyCancelledTrip(countTripEvents([ev('cancelled'), ev('cancelled')]))).toBe(true);
    expect(isFullyCancelledTrip(countTripEvents([ev('cancelled'), ev('booked')]))).toBe(false);
    expect(isFullyCancelledTrip(countTripEvents([ev('cancelled'), ev('saved')]))).toBe(false);
    expect(isFullyCancelledTrip(countTripEvents([ev('cancelled'), ev('cart')]))).toBe(false);
    expect(isFullyCancelledTrip(countTripEvents([]))).toBe(false);
    expect(isFullyCancelledTrip({ numBookedEvents: 1, numCancelledEvents: 1, numCartEvents: 0, numSavedEvents: null })).toBe(false);
    expect(isFullyCancelledTrip({ numBookedEvents: 1, numCancelledEvents: 1, numCartEvents: 0 })).toBe(false);
  });
});

describe('auto-numbered names (core-and-business §4)', () => {
  it('uses the base alone when unused', () => {
    expect(nextAutoNumberedName([], 'Paris')).toBe('Paris');
    expect(nextAutoNumberedName(['London', 'Paris 2'], 'Paris')).toBe('Paris');
  });
  it('otherwise adds the highest numeric suffix plus 1', () => {
    expect(nextAutoNumberedName(['Paris'], 'Paris')).toBe('Paris 2');
    expect(nextAutoNumberedName(['Paris', 'Paris 2'], 'Paris')).toBe('Paris 3');
    expect(nextAutoNumberedName(['Paris', 'Paris 7', 'Paris 3'], 'Paris')).toBe('Paris 8');
    expect(nextAutoNumberedName(['Paris', 'Paris trip', 'Paris 2b', 'Parisian 9'], 'Paris')).toBe('Paris 2');
  });
});

describe('drawer tooltip conditions (account-business-header-and-trips §4)', () => {
  const now = Date.UTC(2030, 0, 1, 12);
  const old = now - 31 * 60 * 1000;
  it('shows only when not shown yet, first opened over 30 minutes ago and the first trip collapsed', () => {
    expect(shouldShowTripsTooltip({ tooltipShown: false, firstOpenedMs: old, nowMs: now, firstTripCollapsed: true })).toBe(true);
    expect(shouldShowTripsTooltip({ tooltipShown: true, firstOpenedMs: old, nowMs: now, firstTripCollapsed: true })).toBe(false);
    expect(shouldShowTripsTooltip({ tooltipShown: false, firstOpenedMs: now - 29 * 60 * 1000, nowMs: now, firstTripCollapsed: true })).toBe(false);
    expect(shouldShowTripsTooltip({ tooltipShown: false, firstOpenedMs: null, nowMs: now, firstTripCollapsed: true })).toBe(false);
    expect(shouldShowTripsTooltip({ tooltipShown: false, firstOpenedMs: old, nowMs: now, firstTripCollapsed: false })).toBe(false);
  });
});

describe('cart count, wishlist toast, save-later data', () => {
  it('counts cart items flagged isInCart, only once the cart is loaded', () => {
    expect(shoppingCartCount(null)).toBeNull();
    expect(shoppingCartCount({ events: [{ isInCart: true }, { isInCart: false }, { isInCart: true }] as TripEvent[] })).toBe(2);
  });
  it('shows the wishlist toast for exactly one item', () => {
    expect(shouldShowWishlistToast([])).toBe(false);
    expect(shouldShowWishlistToast([{ tripId: 'Ab12Cd34Ef56Gh78', destination: 'Paris' }])).toBe(true);
    expect(shouldShowWishlistToast([{ tripId: 'Ab12Cd34Ef56Gh78', destination: 'Paris' }, { tripId: 'Zz12Cd34Ef56Gh78', destination: 'Rome' }])).toBe(false);
  });
  it('saved-for-later data defaults savingState.isSaved to false', () => {
    expect(TripSaveLaterSchema.parse({ resultData: { resultId: 'x', vertical: 'hotels' } }).savingState).toEqual({ isSaved: false });
  });
  it('store props default to all and refuse unknown ones', () => {
    expect(TripsStoreQuerySchema.parse({}).props).toEqual(['trips', 'cart', 'notifications', 'wishlist', 'settings', 'savedResults']);
    expect(TripsStoreQuerySchema.parse({ props: 'trips,cart' }).props).toEqual(['trips', 'cart']);
    expect(TripsStoreQuerySchema.safeParse({ props: 'trips,secrets' }).success).toBe(false);
  });
});

describe('result key (same result across searches)', () => {
  const hotel = (id: string, amountMinor: number, roomType = 'double') =>
    ({
      id, vertical: 'hotels', supplierRef: 'r', price: { amountMinor, currency: 'USD' }, expiresAt: '2030-01-01T00:00:00.000Z', conditions: { refundable: true, notes: [] },
      hotel: { hotelId: 'h1' }, roomType, rateType: 'refundable', checkIn: '2030-06-01', checkOut: '2030-06-03', guests: 2, rooms: 1,
    }) as unknown as Parameters<typeof resultKeyOf>[0];
  it('ignores the offer id, price and expiry but not the room', () => {
    expect(resultKeyOf(hotel('a', 100))).toBe(resultKeyOf(hotel('b', 120)));
    expect(resultKeyOf(hotel('a', 100))).not.toBe(resultKeyOf(hotel('a', 100, 'suite')));
    expect(resultKeyOf(hotel('a', 100))).toMatch(/^hotels\|/);
  });
});
