/** Shared fixtures for unit tests (imported only by *.test.ts(x), never by the app). */
import type { FrameBootstrap } from '@travel/contract';

export const TEST_BOOTSTRAP: FrameBootstrap = {
  partner: {
    id: 'demo',
    name: 'Demo Partner',
    allowedOrigins: ['http://127.0.0.1:5173'],
    relayAllowList: [
      { method: 'GET', pathPrefix: '/i/api/flights/v1/search' },
      { method: 'POST', pathPrefix: '/i/api/affiliate/ui/metrics/v1/' },
    ],
    defaultBrand: 'default',
  },
  brandDisplayName: 'default',
  locale: 'en-US',
  currency: 'USD',
};

/** A JFK -> LHR round-trip offer; times are UTC instants, each airport carries its zone. */
export function testOffer(id: string, amountMinor: number, outboundMinutes: number, options: { currency?: string; roundTrip?: boolean; stops?: number } = {}) {
  const jfk = { code: 'JFK', name: 'John F. Kennedy International Airport', city: 'New York', countryCode: 'US', countryName: 'United States', timeZone: 'America/New_York', latitude: 40.64, longitude: -73.78 };
  const lhr = { code: 'LHR', name: 'Heathrow Airport', city: 'London', countryCode: 'GB', countryName: 'United Kingdom', timeZone: 'Europe/London', latitude: 51.47, longitude: -0.45 };
  const departOut = Date.parse('2030-06-01T23:00:00Z'); // 19:00 in New York
  const arriveOut = departOut + outboundMinutes * 60_000;
  const departIn = Date.parse('2030-06-08T10:00:00Z'); // 11:00 in London
  const arriveIn = departIn + 480 * 60_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const airline = { code: 'BA', name: 'British Airways' };
  return {
    id,
    supplierRef: `ref-${id}`,
    price: { amountMinor, currency: options.currency ?? 'USD' },
    expiresAt: '2030-06-01T00:00:00.000Z',
    cabin: 'economy' as const,
    outbound: {
      segments: [{ carrier: airline, flightNumber: 'BA112', origin: jfk, destination: lhr, departureAt: iso(departOut), arrivalAt: iso(arriveOut), durationMinutes: outboundMinutes }],
      durationMinutes: outboundMinutes,
      stops: options.stops ?? 0,
    },
    ...(options.roundTrip === false
      ? {}
      : {
          inbound: {
            segments: [{ carrier: airline, flightNumber: 'BA113', origin: lhr, destination: jfk, departureAt: iso(departIn), arrivalAt: iso(arriveIn), durationMinutes: 480 }],
            durationMinutes: 480,
            stops: 0,
          },
        }),
    seatsLeft: 9,
  };
}

/** The auth state of a signed-out visitor (contract `signedOutAuthState`). */
export { signedOutAuthState } from '@travel/contract';
