// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createFrameStore, consentAtom, consentStatusAtom, hostScrollAtom, logLevelAtom, getLogLevel, searchSubmitAtom, setLogLevel } from '../state/index.ts';
import { createIncomingHandler } from './incoming.ts';
import { checkRelay } from './relay.ts';
import { TEST_BOOTSTRAP } from '../../test/test-fixtures.ts';

const ORIGIN = 'http://localhost:8080';

function setup(locale = TEST_BOOTSTRAP.locale) {
  const store = createFrameStore({ ...TEST_BOOTSTRAP, locale });
  const api = {
    post: vi.fn(async () => undefined),
    raw: vi.fn(async () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: { offers: [] } })),
  };
  const log = { warn: vi.fn(), error: vi.fn() };
  const receive = createIncomingHandler({
    api: api as never,
    store,
    relayAllowList: TEST_BOOTSTRAP.partner.relayAllowList,
    origin: ORIGIN,
    log,
  });
  return { store, api, log, receive };
}

describe('incoming dispatch', () => {
  it('record-metric and record-load-time POST the metrics call', async () => {
    const t = setup();
    await expect(t.receive({ action: 'record-metric', metricType: 'click', metricName: 'cta', metricValue: 3 })).resolves.toEqual({ ok: true });
    await expect(t.receive({ action: 'record-load-time', metricName: 'host', metricValue: 120 })).resolves.toEqual({ ok: true });
    expect(t.api.post).toHaveBeenNthCalledWith(1, '/i/api/affiliate/ui/metrics/v1/click', { metricName: 'cta', metricValue: 3 }, expect.any(z.core.$ZodType));
    expect(t.api.post).toHaveBeenNthCalledWith(2, '/i/api/affiliate/ui/metrics/v1/load-time', { metricName: 'host', metricValue: 120 }, expect.any(z.core.$ZodType));
  });

  it('sends no metric before analytics consent where consent is required (issue #13), and does once the visitor accepted analytics', async () => {
    const t = setup('de-DE');
    await expect(t.receive({ action: 'record-metric', metricType: 'click', metricName: 'cta', metricValue: 3 })).resolves.toMatchObject({ ok: false, error: { code: 'NO_ANALYTICS_CONSENT' } });
    t.store.set(consentStatusAtom, { phase: 'decided', acceptedCategories: ['strictlyNecessary', 'functional'] });
    await expect(t.receive({ action: 'record-load-time', metricName: 'host', metricValue: 120 })).resolves.toMatchObject({ ok: false, error: { code: 'NO_ANALYTICS_CONSENT' } });
    expect(t.api.post).not.toHaveBeenCalled();
    t.store.set(consentStatusAtom, { phase: 'decided', acceptedCategories: ['strictlyNecessary', 'analytical'] });
    await expect(t.receive({ action: 'record-metric', metricType: 'click', metricName: 'cta', metricValue: 3 })).resolves.toEqual({ ok: true });
    expect(t.api.post).toHaveBeenCalledTimes(1);
  });

  it("a partner's consent response decides metrics instead (analytics purposes 8 or 9)", async () => {
    const t = setup('de-DE');
    await t.receive({ action: 'consent-response', tcString: '', gdprApplies: true, purposeConsents: { '9': true } });
    await expect(t.receive({ action: 'record-metric', metricType: 'click', metricName: 'cta', metricValue: 3 })).resolves.toEqual({ ok: true });
    await t.receive({ action: 'consent-response', tcString: '', gdprApplies: true, purposeConsents: { '9': false } });
    await expect(t.receive({ action: 'record-metric', metricType: 'click', metricName: 'cta', metricValue: 3 })).resolves.toMatchObject({ ok: false });
    expect(t.api.post).toHaveBeenCalledTimes(1);
  });

  it('rejects an invalid message with VALIDATION_ERROR and logs it', async () => {
    const t = setup();
    const reply = await t.receive({ action: 'record-metric', metricType: 'BAD TYPE', metricName: '', metricValue: 'x' });
    expect(reply.ok).toBe(false);
    expect(reply).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(t.log.warn).toHaveBeenCalled();
    expect(t.api.post).not.toHaveBeenCalled();
    await expect(t.receive({ action: 'nope' })).resolves.toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    await expect(t.receive('garbage')).resolves.toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('submit publishes a search-form submit', async () => {
    const t = setup();
    await expect(t.receive({ action: 'submit', query: { vertical: 'flights', origin: 'jfk', destination: 'LHR' } })).resolves.toEqual({ ok: true });
    expect(t.store.get(searchSubmitAtom)?.query).toEqual({ vertical: 'flights', origin: 'JFK', destination: 'LHR' });
  });

  it('submit with a resolver publishes only resolved submits and answers their results URL', async () => {
    const store = createFrameStore(TEST_BOOTSTRAP);
    const log = { warn: vi.fn(), error: vi.fn() };
    const resolveSubmit = vi.fn(async (query: { vertical: string; destination?: string }) =>
      query.destination === 'Atlantis'
        ? { ok: false as const, error: { code: 'VALIDATION_ERROR' as const, description: 'Unknown place "Atlantis"', field: 'query.destination' } }
        : { ok: true as const, resultsUrl: '/hotels/2988507/2030-06-01/2030-06-03?guests=2&rooms=1&sort=price' },
    );
    const receive = createIncomingHandler({ api: {} as never, store, relayAllowList: [], origin: ORIGIN, log, resolveSubmit: resolveSubmit as never });
    await expect(receive({ action: 'submit', query: { vertical: 'hotels', destination: 'Atlantis' } })).resolves.toEqual({
      ok: false,
      error: { code: 'VALIDATION_ERROR', description: 'Unknown place "Atlantis"', field: 'query.destination' },
    });
    expect(store.get(searchSubmitAtom)).toBeNull();
    await expect(receive({ action: 'submit', query: { vertical: 'hotels', destination: 'Paris' } })).resolves.toEqual({
      ok: true,
      result: { resultsUrl: '/hotels/2988507/2030-06-01/2030-06-03?guests=2&rooms=1&sort=price' },
    });
    expect(store.get(searchSubmitAtom)).toMatchObject({ query: { vertical: 'hotels', destination: 'Paris' }, resultsUrl: '/hotels/2988507/2030-06-01/2030-06-03?guests=2&rooms=1&sort=price' });
  });

  it('a submit still resolving when a newer one arrives is superseded and not published', async () => {
    const store = createFrameStore(TEST_BOOTSTRAP);
    let releaseSlow: () => void = () => undefined;
    const resolveSubmit = vi.fn((query: { destination: string }) =>
      query.destination === 'Slow'
        ? new Promise<{ ok: true; resultsUrl: string }>((r) => (releaseSlow = () => r({ ok: true, resultsUrl: '/hotels/1/2030-06-01/2030-06-03' })))
        : Promise.resolve({ ok: true as const, resultsUrl: '/hotels/2/2030-06-01/2030-06-03' }),
    );
    const receive = createIncomingHandler({ api: {} as never, store, relayAllowList: [], origin: ORIGIN, log: { warn: vi.fn(), error: vi.fn() }, resolveSubmit: resolveSubmit as never });
    const slow = receive({ action: 'submit', query: { vertical: 'hotels', destination: 'Slow' } });
    await expect(receive({ action: 'submit', query: { vertical: 'hotels', destination: 'Fast' } })).resolves.toEqual({ ok: true, result: { resultsUrl: '/hotels/2/2030-06-01/2030-06-03' } });
    releaseSlow();
    await expect(slow).resolves.toEqual({ ok: true, result: { resultsUrl: '/hotels/1/2030-06-01/2030-06-03', superseded: true } });
    expect(store.get(searchSubmitAtom)?.resultsUrl).toBe('/hotels/2/2030-06-01/2030-06-03');
  });

  it('scroll, logger and consent messages land in state', async () => {
    const t = setup();
    await t.receive({ action: 'scroll', scrollY: 100, viewportHeight: 800, frameTop: 40 });
    expect(t.store.get(hostScrollAtom)).toEqual({ scrollY: 100, viewportHeight: 800, frameTop: 40 });
    await t.receive({ action: 'logger', level: 'debug' });
    expect(t.store.get(logLevelAtom)).toBe('debug');
    expect(getLogLevel()).toBe('debug');
    setLogLevel('warn');
    await t.receive({ action: 'consent-url-prefix', prefix: 'https://partner.example/consent' });
    await t.receive({ action: 'consent-response', tcString: 'CO123', gdprApplies: true });
    expect(t.store.get(consentAtom)).toEqual({
      urlPrefix: 'https://partner.example/consent',
      response: { tcString: 'CO123', gdprApplies: true, purposeConsents: {}, vendorConsents: {} },
    });
  });
});

describe('ajax relay', () => {
  const ajax = (over: Record<string, unknown> = {}) => ({
    action: 'ajax',
    method: 'GET',
    url: '/i/api/flights/v1/search',
    headers: { Accept: 'application/json', 'X-CSRF': 'host-supplied' },
    params: { origin: 'JFK', destination: 'LHR' },
    data: null,
    ...over,
  });

  it('relays an allowed call through the api client with X-Bridge-Relay and returns status, headers, body', async () => {
    const t = setup();
    const reply = await t.receive(ajax());
    expect(reply).toEqual({ ok: true, result: { status: 200, headers: { 'content-type': 'application/json' }, body: { offers: [] } } });
    expect(t.api.raw).toHaveBeenCalledWith('GET', '/i/api/flights/v1/search', {
      query: { origin: 'JFK', destination: 'LHR' },
      body: undefined,
      headers: { Accept: 'application/json', 'X-Bridge-Relay': '1' },
    });
  });

  it('relays POST data as the JSON body and returns non-2xx answers as results', async () => {
    const t = setup();
    t.api.raw.mockResolvedValueOnce({ status: 400, headers: {}, body: { errors: [{ code: 'VALIDATION_ERROR', description: 'x' }] } } as never);
    const reply = await t.receive(ajax({ method: 'POST', url: '/i/api/affiliate/ui/metrics/v1/click', params: null, data: { metricName: 'a', metricValue: 1 } }));
    expect(reply).toMatchObject({ ok: true, result: { status: 400 } });
    expect(t.api.raw).toHaveBeenCalledWith('POST', '/i/api/affiliate/ui/metrics/v1/click', expect.objectContaining({ body: { metricName: 'a', metricValue: 1 } }));
  });

  it('refuses calls off the allow-list with RELAY_FORBIDDEN', async () => {
    const t = setup();
    await expect(t.receive(ajax({ method: 'DELETE' }))).resolves.toEqual({
      ok: false,
      error: { code: 'RELAY_FORBIDDEN', description: 'DELETE /i/api/flights/v1/search is not on the partner relay allow-list' },
    });
    await expect(t.receive(ajax({ url: '/i/api/account/traveler/v1/preferred' }))).resolves.toEqual({
      ok: false,
      error: { code: 'RELAY_FORBIDDEN', description: 'GET /i/api/account/traveler/v1/preferred is not on the partner relay allow-list' },
    });
    for (const url of ['/i/api/flights/v1/search/../../account', '/i/api/flights/v1/search/%2e%2e/x', '//evil.example/i/api/flights/v1/search']) {
      await expect(t.receive(ajax({ url }))).resolves.toMatchObject({ ok: false, error: { code: 'RELAY_FORBIDDEN' } });
    }
    expect(t.api.raw).not.toHaveBeenCalled();
  });

  it('a network failure is logged as an ajax call error and replied with AJAX_CALL_ERROR', async () => {
    const t = setup();
    t.api.raw.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(t.receive(ajax())).resolves.toEqual({ ok: false, error: { code: 'AJAX_CALL_ERROR', description: 'Failed to fetch' } });
    expect(t.log.error).toHaveBeenCalledWith('ajax call error', expect.any(TypeError));
  });
});

describe('checkRelay', () => {
  const rules = TEST_BOOTSTRAP.partner.relayAllowList;
  it('accepts matching method and prefix, keeps the query', () => {
    expect(checkRelay('GET', '/i/api/flights/v1/search?origin=JFK', rules, ORIGIN)).toEqual({ allowed: true, path: '/i/api/flights/v1/search', search: '?origin=JFK' });
  });
  it('refuses absolute, other-origin, dot-dot and backslash URLs', () => {
    for (const url of ['http://localhost:8080/i/api/flights/v1/search', 'https://evil.example/i/api/flights/v1/search', '//evil.example/x', '/i/api/flights/v1/search/..', '/i/api/flights/v1/search\\..\\x']) {
      expect(checkRelay('GET', url, rules, ORIGIN).allowed).toBe(false);
    }
  });
});
