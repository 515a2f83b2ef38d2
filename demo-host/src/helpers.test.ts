// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BridgeError } from '@travel/host-sdk';
import {
  MAX_JSON_CHARS,
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
