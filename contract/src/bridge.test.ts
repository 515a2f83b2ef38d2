// @vitest-environment node
/** Every bridge message schema accepts its valid shape and rejects malformed ones (core-and-business §5, §7). */
import { describe, expect, it } from 'vitest';
import {
  BridgeReplySchema,
  IncomingMessageSchema,
  OutgoingMessageSchema,
  type IncomingMessage,
  type OutgoingMessage,
} from './index.ts';

const validIncoming: IncomingMessage[] = [
  { action: 'record-metric', metricType: 'search-box', metricName: 'clicks', metricValue: 3 },
  { action: 'record-load-time', metricName: 'host-page', metricValue: 812.5 },
  { action: 'scroll', scrollY: 120, viewportHeight: 900, frameTop: 340 },
  { action: 'ajax', method: 'GET', url: '/i/api/flights/v1/search', headers: {}, params: { origin: 'JFK' }, data: null },
  { action: 'consent-url-prefix', prefix: 'https://partner.example/consent' },
  { action: 'logger', level: 'debug' },
  { action: 'submit', query: { vertical: 'flights', origin: 'JFK', destination: 'LHR' } },
  { action: 'submit', query: { vertical: 'hotels', destination: 'Paris' } },
  { action: 'submit', query: { vertical: 'hotels', destination: '2988507', checkIn: '2030-06-01', checkOut: '2030-06-04', guests: 3, rooms: 2 } },
  { action: 'submit', query: { vertical: 'cars', location: 'LHR' } },
  { action: 'submit', query: { vertical: 'cars', location: 'Paris', pickUpDate: '2030-06-01', dropOffDate: '2030-06-05', driverAge: 18 } },
  { action: 'submit', query: { vertical: 'trains', origin: 'Paris', destination: 'Lyon' } },
  { action: 'submit', query: { vertical: 'trains', origin: '2988507', destination: '2996944', date: '2030-06-01', passengers: 9 } },
  { action: 'submit', query: { vertical: 'packages', origin: 'JFK', destination: 'Barcelona' } },
  { action: 'submit', query: { vertical: 'packages', origin: 'JFK', destination: 'BCN', departDate: '2030-06-01', returnDate: '2030-06-08', travelers: 1 } },
  { action: 'consent-response', tcString: 'CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA', gdprApplies: true, purposeConsents: { '1': true }, vendorConsents: {} },
];

const invalidIncoming: [string, unknown][] = [
  ['unknown action', { action: 'drop-tables' }],
  ['no action', { metricName: 'x', metricValue: 1 }],
  ['record-metric with a path-like metric type', { action: 'record-metric', metricType: '../admin', metricName: 'x', metricValue: 1 }],
  ['record-metric with a non-finite value', { action: 'record-metric', metricType: 'a', metricName: 'x', metricValue: Number.POSITIVE_INFINITY }],
  ['record-load-time negative', { action: 'record-load-time', metricName: 'x', metricValue: -1 }],
  ['scroll without viewport', { action: 'scroll', scrollY: 1, frameTop: 0 }],
  ['ajax without headers', { action: 'ajax', method: 'GET', url: '/i/api/x', params: null, data: null }],
  ['ajax without params', { action: 'ajax', method: 'GET', url: '/i/api/x', headers: {}, data: null }],
  ['ajax without data', { action: 'ajax', method: 'GET', url: '/i/api/x', headers: {}, params: null }],
  ['ajax without method', { action: 'ajax', url: '/i/api/x', headers: {}, params: null, data: null }],
  ['ajax without url', { action: 'ajax', method: 'GET', headers: {}, params: null, data: null }],
  ['ajax to an absolute url', { action: 'ajax', method: 'GET', url: 'https://evil.example/x', headers: {}, params: null, data: null }],
  ['ajax with an unknown method', { action: 'ajax', method: 'TRACE', url: '/x', headers: {}, params: null, data: null }],
  ['consent url prefix that is not a url', { action: 'consent-url-prefix', prefix: 'not a url' }],
  ['logger with an unknown level', { action: 'logger', level: 'verbose' }],
  ['submit with a bad IATA code', { action: 'submit', query: { vertical: 'flights', origin: 'JFKX', destination: 'LHR' } }],
  ['submit with too many travelers', { action: 'submit', query: { vertical: 'flights', origin: 'JFK', destination: 'LHR', adults: 10 } }],
  ['hotels submit without a destination', { action: 'submit', query: { vertical: 'hotels', checkIn: '2030-06-01' } }],
  ['hotels submit with a blank destination', { action: 'submit', query: { vertical: 'hotels', destination: '   ' } }],
  ['hotels submit with 0 rooms', { action: 'submit', query: { vertical: 'hotels', destination: 'Paris', rooms: 0 } }],
  ['hotels submit with 6 rooms', { action: 'submit', query: { vertical: 'hotels', destination: 'Paris', rooms: 6 } }],
  ['hotels submit with 10 guests', { action: 'submit', query: { vertical: 'hotels', destination: 'Paris', guests: 10 } }],
  ['hotels submit with a bad check-in date', { action: 'submit', query: { vertical: 'hotels', destination: 'Paris', checkIn: '2030-02-30' } }],
  ['cars submit with a driver aged 17', { action: 'submit', query: { vertical: 'cars', location: 'LHR', driverAge: 17 } }],
  ['cars submit with a driver aged 100', { action: 'submit', query: { vertical: 'cars', location: 'LHR', driverAge: 100 } }],
  ['cars submit without a location', { action: 'submit', query: { vertical: 'cars', pickUpDate: '2030-06-01' } }],
  ['cars submit with a pick-up time instead of a date', { action: 'submit', query: { vertical: 'cars', location: 'LHR', pickUpDate: '2030-06-01T10:00' } }],
  ['trains submit without a destination', { action: 'submit', query: { vertical: 'trains', origin: 'Paris' } }],
  ['trains submit with 0 passengers', { action: 'submit', query: { vertical: 'trains', origin: 'Paris', destination: 'Lyon', passengers: 0 } }],
  ['trains submit with a numeric city id as a number', { action: 'submit', query: { vertical: 'trains', origin: 2988507, destination: 'Lyon' } }],
  ['packages submit with a city name as origin', { action: 'submit', query: { vertical: 'packages', origin: 'New York', destination: 'Barcelona' } }],
  ['packages submit without a destination', { action: 'submit', query: { vertical: 'packages', origin: 'JFK' } }],
  ['packages submit with 10 travelers', { action: 'submit', query: { vertical: 'packages', origin: 'JFK', destination: 'Barcelona', travelers: 10 } }],
  ['submit for an unknown vertical', { action: 'submit', query: { vertical: 'cruises', origin: 'JFK', destination: 'LHR' } }],
  ['consent response without tcString', { action: 'consent-response', gdprApplies: true }],
];

const validOutgoing: OutgoingMessage[] = [
  { action: 'height', height: 812 },
  { action: 'height', height: 0 },
  { action: 'reload' },
  { action: 'display-spinner' },
  { action: 'hide-spinner' },
  { action: 'record-load-success', loadTimeMs: 431.2 },
  { action: 'enableRework', enabled: true },
];

const invalidOutgoing: [string, unknown][] = [
  ['negative height', { action: 'height', height: -5 }],
  ['fractional height', { action: 'height', height: 10.5 }],
  ['runaway height', { action: 'height', height: 1e9 }],
  ['height as a string', { action: 'height', height: '800' }],
  ['load success without time', { action: 'record-load-success' }],
  ['enableRework without flag', { action: 'enableRework' }],
  ['an incoming action sent the wrong way', { action: 'submit', query: { vertical: 'flights', origin: 'JFK', destination: 'LHR' } }],
  ['not an object', 'height:800'],
];

describe('incoming (host -> frame) messages', () => {
  it.each(validIncoming.map((m) => [m.action, m] as const))('accepts a valid %s message', (_action, message) => {
    expect(IncomingMessageSchema.safeParse(message).success).toBe(true);
  });
  it.each(invalidIncoming)('rejects %s', (_label, message) => {
    expect(IncomingMessageSchema.safeParse(message).success).toBe(false);
  });
  it('trims partner place names and keeps them as written', () => {
    const parsed = IncomingMessageSchema.parse({ action: 'submit', query: { vertical: 'hotels', destination: '  Paris, France ' } });
    expect(parsed).toEqual({ action: 'submit', query: { vertical: 'hotels', destination: 'Paris, France' } });
  });
  it('normalises IATA codes in a submit to upper case', () => {
    const parsed = IncomingMessageSchema.parse({ action: 'submit', query: { vertical: 'flights', origin: 'jfk', destination: 'lhr' } });
    expect(parsed).toMatchObject({ query: { origin: 'JFK', destination: 'LHR' } });
  });
});

describe('outgoing (frame -> host) messages', () => {
  it.each(validOutgoing.map((m) => [m.action, m] as const))('accepts a valid %s message', (_action, message) => {
    expect(OutgoingMessageSchema.safeParse(message).success).toBe(true);
  });
  it.each(invalidOutgoing)('rejects %s', (_label, message) => {
    expect(OutgoingMessageSchema.safeParse(message).success).toBe(false);
  });
});

describe('bridge replies', () => {
  it('accepts ok with or without a result and an error with a known code', () => {
    expect(BridgeReplySchema.safeParse({ ok: true }).success).toBe(true);
    expect(BridgeReplySchema.safeParse({ ok: true, result: { status: 200, headers: {}, body: {} } }).success).toBe(true);
    expect(BridgeReplySchema.safeParse({ ok: false, error: { code: 'RELAY_FORBIDDEN', description: 'no' } }).success).toBe(true);
  });
  it('rejects an error reply without an error or with an unknown code', () => {
    expect(BridgeReplySchema.safeParse({ ok: false }).success).toBe(false);
    expect(BridgeReplySchema.safeParse({ ok: false, error: { code: 'TEAPOT', description: 'x' } }).success).toBe(false);
  });
});
