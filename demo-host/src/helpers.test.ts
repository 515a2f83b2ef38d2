// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BridgeError } from '@travel/host-sdk';
import {
  MAX_JSON_CHARS,
  PARTNER_SEARCH_DEFAULTS,
  PARTNER_VERTICALS,
  buildSearchSubmit,
  isPartnerVertical,
  partnerSearchFields,
  describeRelayFailure,
  describeRelaySuccess,
  formatDroppedLine,
  formatLogLine,
  isoDatePlusDays,
  parseDemoConfig,
} from './helpers.ts';

describe('demo-host helpers', () => {
  it('formats bridge log lines in both directions', () => {
    expect(formatLogLine({ direction: 'from-frame', message: { action: 'height', height: 812 } })).toBe('← frame height {"height":812}');
    expect(formatLogLine({ direction: 'from-frame', message: { action: 'reload' } })).toBe('← frame reload');
    expect(
      formatLogLine({ direction: 'to-frame', message: { action: 'submit', query: { vertical: 'flights', origin: 'JFK', destination: 'LHR' } } }),
    ).toBe('→ frame submit {"query":{"vertical":"flights","origin":"JFK","destination":"LHR"}}');
    const long = formatLogLine({ direction: 'to-frame', message: { action: 'consent-response', tcString: 'x'.repeat(1000), gdprApplies: true, purposeConsents: {}, vendorConsents: {} } });
    expect(long.length).toBeLessThanOrEqual('→ frame consent-response '.length + MAX_JSON_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });

  it('formats dropped messages', () => {
    expect(formatDroppedLine({ reason: '$.height: below minimum 0', data: { action: 'height', height: -1 } })).toBe(
      '✕ dropped $.height: below minimum 0 {"action":"height","height":-1}',
    );
  });

  it('computes today + N days as a local YYYY-MM-DD, across month and year ends', () => {
    expect(isoDatePlusDays(new Date(2025, 0, 15, 23, 59), 30)).toBe('2025-02-14');
    expect(isoDatePlusDays(new Date(2025, 11, 20, 0, 1), 30)).toBe('2026-01-19');
    expect(isoDatePlusDays(new Date(2024, 1, 28), 1)).toBe('2024-02-29');
  });

  it('describes relay outcomes', () => {
    expect(describeRelaySuccess({ status: 200, headers: {}, body: { query: {}, offers: [1, 2, 3] } })).toBe('OK 200: 3 offers');
    expect(describeRelaySuccess({ status: 204, headers: {}, body: null })).toBe('OK 204: null');
    expect(describeRelayFailure(new BridgeError({ code: 'RELAY_FORBIDDEN', description: 'Not allowed' }))).toBe(
      'Refused: RELAY_FORBIDDEN Not allowed',
    );
    expect(describeRelayFailure(new Error('boom'))).toBe('Refused: ERROR boom');
  });

  it('parses config.json', () => {
    expect(parseDemoConfig({ frameOrigin: 'http://localhost:8080', partnerId: 'demo', extra: 1 })).toEqual({
      frameOrigin: 'http://localhost:8080',
      partnerId: 'demo',
    });
    expect(() => parseDemoConfig({ partnerId: 'demo' })).toThrow(/frameOrigin/);
    expect(() => parseDemoConfig(null)).toThrow();
  });
});

describe('partner search form', () => {
  it('offers the five verticals and the inputs each shows, with defaults', () => {
    expect(PARTNER_VERTICALS).toEqual(['flights', 'hotels', 'cars', 'trains', 'packages']);
    expect(partnerSearchFields('flights')).toEqual(['originAirport', 'destinationAirport']);
    expect(partnerSearchFields('hotels')).toEqual(['destinationCity']);
    expect(partnerSearchFields('cars')).toEqual(['pickUpLocation']);
    expect(partnerSearchFields('trains')).toEqual(['originCity', 'destinationCity']);
    expect(partnerSearchFields('packages')).toEqual(['originAirport', 'destinationCity']);
    expect(isPartnerVertical('cars')).toBe(true);
    expect(isPartnerVertical('cruises')).toBe(false);
    expect(isPartnerVertical(undefined)).toBe(false);
  });

  it('builds the submit query of each vertical from its defaults', () => {
    const byDefault = PARTNER_VERTICALS.map((v) => buildSearchSubmit(v, PARTNER_SEARCH_DEFAULTS[v]));
    expect(byDefault).toEqual([
      { vertical: 'flights', origin: 'JFK', destination: 'LHR' },
      { vertical: 'hotels', destination: 'Paris' },
      { vertical: 'cars', location: 'LHR' },
      { vertical: 'trains', origin: 'Paris', destination: 'Lyon' },
      { vertical: 'packages', origin: 'JFK', destination: 'Barcelona' },
    ]);
  });

  it('trims texts, upper-cases airport codes, keeps place names as typed and ignores other inputs', () => {
    const values = { originAirport: ' sfo ', destinationAirport: 'nrt', originCity: ' Paris ', destinationCity: 'New York ', pickUpLocation: ' Berlin' };
    expect(buildSearchSubmit('flights', values)).toEqual({ vertical: 'flights', origin: 'SFO', destination: 'NRT' });
    expect(buildSearchSubmit('hotels', values)).toEqual({ vertical: 'hotels', destination: 'New York' });
    expect(buildSearchSubmit('cars', values)).toEqual({ vertical: 'cars', location: 'Berlin' });
    expect(buildSearchSubmit('trains', values)).toEqual({ vertical: 'trains', origin: 'Paris', destination: 'New York' });
    expect(buildSearchSubmit('packages', values)).toEqual({ vertical: 'packages', origin: 'SFO', destination: 'New York' });
    expect(buildSearchSubmit('hotels', {})).toEqual({ vertical: 'hotels', destination: '' });
  });
});
