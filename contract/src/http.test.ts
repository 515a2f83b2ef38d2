// @vitest-environment node
/** HTTP body schemas of issue #2: form token, metrics, flight search, autocomplete, partners, errors. */
import { describe, expect, it } from 'vitest';
import {
  AirportAutocompleteQuerySchema,
  AuthStateSchema,
  ErrorEnvelopeSchema,
  FlightSearchQuerySchema,
  FormTokenReplySchema,
  FrameBootstrapSchema,
  FrameQuerySchema,
  MetricBodySchema,
  MetricTypeSchema,
  PartnerSchema,
  DEFAULT_RELAY_ALLOW_LIST,
} from './index.ts';

const issuePaths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('flight search query', () => {
  const base = { origin: 'jfk', destination: 'LHR', departDate: '2030-06-01' };
  it('applies defaults and upper-cases IATA codes', () => {
    expect(FlightSearchQuerySchema.parse(base)).toMatchObject({
      origin: 'JFK', destination: 'LHR', departDate: '2030-06-01', adults: 1, cabin: 'economy', currency: 'USD', sort: 'price',
    });
  });
  it('coerces adults from a query string', () => {
    expect(FlightSearchQuerySchema.parse({ ...base, adults: '3' }).adults).toBe(3);
  });
  it.each([
    ['origin', { ...base, origin: 'JFKK' }],
    ['destination', { ...base, destination: 'JFK' }],
    ['departDate', { ...base, departDate: '01/06/2030' }],
    ['returnDate', { ...base, returnDate: '2030-05-31' }],
    ['adults', { ...base, adults: 10 }],
    ['adults', { ...base, adults: 0 }],
    ['cabin', { ...base, cabin: 'steerage' }],
    ['currency', { ...base, currency: 'usd' }],
    ['sort', { ...base, sort: 'random' }],
  ])('reports %s when it is invalid', (field, input) => {
    expect(issuePaths(FlightSearchQuerySchema.safeParse(input))).toContain(field);
  });
});

describe('other bodies', () => {
  it('form token reply needs a long enough token', () => {
    expect(FormTokenReplySchema.safeParse({ formtoken: 'x'.repeat(32) }).success).toBe(true);
    expect(FormTokenReplySchema.safeParse({ formtoken: 'short' }).success).toBe(false);
    expect(FormTokenReplySchema.safeParse({}).success).toBe(false);
  });
  it('metrics: finite values and path-safe metric types', () => {
    expect(MetricBodySchema.safeParse({ metricName: 'load', metricValue: 12 }).success).toBe(true);
    expect(MetricBodySchema.safeParse({ metricName: '', metricValue: 12 }).success).toBe(false);
    expect(MetricBodySchema.safeParse({ metricName: 'load', metricValue: '12' }).success).toBe(false);
    expect(MetricTypeSchema.safeParse('load-time').success).toBe(true);
    expect(MetricTypeSchema.safeParse('Load Time').success).toBe(false);
  });
  it('autocomplete query needs a non-blank q and caps the limit', () => {
    expect(AirportAutocompleteQuerySchema.parse({ q: ' lon ' })).toEqual({ q: 'lon', limit: 8 });
    expect(AirportAutocompleteQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(AirportAutocompleteQuerySchema.safeParse({ q: 'lon', limit: 500 }).success).toBe(false);
  });
  it('partners: exact origins only, relay rules with absolute paths', () => {
    const partner = { id: 'demo', name: 'Demo', allowedOrigins: ['http://127.0.0.1:5173'], relayAllowList: DEFAULT_RELAY_ALLOW_LIST, defaultBrand: 'default' };
    expect(PartnerSchema.safeParse(partner).success).toBe(true);
    expect(PartnerSchema.safeParse({ ...partner, allowedOrigins: ['http://127.0.0.1:5173/path'] }).success).toBe(false);
    expect(PartnerSchema.safeParse({ ...partner, allowedOrigins: ['*'] }).success).toBe(false);
    expect(PartnerSchema.safeParse({ ...partner, relayAllowList: [{ method: 'GET', pathPrefix: 'i/api' }] }).success).toBe(false);
    expect(PartnerSchema.safeParse({ ...partner, defaultBrand: 'acme' }).success).toBe(false);
    expect(FrameBootstrapSchema.safeParse({ partner, brandDisplayName: 'unknown-brand', locale: 'en-US', currency: 'USD' }).success).toBe(true);
  });
  it('frame query rejects malformed locale and currency', () => {
    expect(FrameQuerySchema.safeParse({ locale: 'english' }).success).toBe(false);
    expect(FrameQuerySchema.safeParse({ currency: 'dollars' }).success).toBe(false);
    expect(FrameQuerySchema.safeParse({ brand: 'momondo', locale: 'de-DE', currency: 'EUR' }).success).toBe(true);
  });
  it('error envelope needs at least one error with a known code', () => {
    expect(ErrorEnvelopeSchema.safeParse({ errors: [{ code: 'VALIDATION_ERROR', description: 'x', field: 'origin' }] }).success).toBe(true);
    expect(ErrorEnvelopeSchema.safeParse({ errors: [] }).success).toBe(false);
    expect(ErrorEnvelopeSchema.safeParse({ errors: [{ code: 'NOPE', description: 'x' }] }).success).toBe(false);
  });
  it('auth state: signed-out shape parses; the server cannot send unknown permissions (tolerant reading: tolerance.test.ts)', () => {
    const signedOut = {
      loggedInSession: false, allowSignIn: true, newUser: false, unconfirmedAccount: false, guidebookEnabled: false,
      userInfoState: { accountEmail: null, accountName: null, userImgUrl: null, userDisplayEmail: null },
      businessState: { businessMode: false, businessProfile: null, bookingMode: 'TRAVELER_ONLY', features: [], permissions: [], currentTraveler: null, currentTravelerInfoState: null },
    };
    expect(AuthStateSchema.safeParse(signedOut).success).toBe(true);
    // Encoding is what the server's reply serializer does: strict where we own it.
    expect(AuthStateSchema.safeEncode({ ...signedOut, businessState: { ...signedOut.businessState, permissions: ['GOD_MODE'] } } as never).success).toBe(false);
  });
});
