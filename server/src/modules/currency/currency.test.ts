// @vitest-environment node
/**
 * Currency picker calls and server-side price conversion (issue #10; chrome-and-consent §4, §6, §7), on the
 * project's database (sqlite or postgres): the state provider, the session-only and the permanent change, CSRF
 * refusal, a visitor refused a permanent save, hotel prices converted with the shipped dated rate table, and a
 * booking charged exactly the converted price in that currency.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_REGISTER_PATH, AuthVerifyReplySchema, BookingSchema, CURRENCY_PICKER_STATE_PATH, CURRENCY_SET_PATH, CurrencyPickerStateSchema, CurrencySetReplySchema,
} from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { londonHotelOffers, newSession, postBooking, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { convertFromBase, crossRate, activeRateTable } from './conversion.ts';
import { loadRateFile } from './cli.ts';
import { loadNewestRateTable, SHIPPED_RATES_DIR } from './rates.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

let seq = 1;
const address = () => `10.12.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;

function getState(s: TestSession | null, currency?: string) {
  return h.app.inject({ method: 'GET', url: `${CURRENCY_PICKER_STATE_PATH}${currency ? `?currency=${currency}` : ''}`, ...(s ? { cookies: { sid: s.sid } } : {}), remoteAddress: s?.remoteAddress });
}
function postSet(s: TestSession, body: Record<string, unknown>, csrf = true) {
  return h.app.inject({
    method: 'POST', url: CURRENCY_SET_PATH, cookies: { sid: s.sid }, remoteAddress: s.remoteAddress,
    headers: { 'content-type': 'application/json', ...(csrf ? { 'x-csrf': s.token } : {}) }, payload: JSON.stringify(body),
  });
}
async function register(s: TestSession): Promise<TestSession> {
  const r = await h.app.inject({
    method: 'POST', url: AUTH_REGISTER_PATH, cookies: { sid: s.sid }, remoteAddress: s.remoteAddress, headers: { 'x-csrf': s.token, 'content-type': 'application/json' },
    payload: JSON.stringify({ username: `currency-${randomUUID()}@example.com`, passwd: 'correct horse battery', consent: true }),
  });
  const reply = AuthVerifyReplySchema.parse(r.json());
  if (reply.status !== 0) throw new Error('not signed in');
  return { sid: sidOf(r), token: reply.formtoken, remoteAddress: s.remoteAddress };
}

describe('the shipped rate table', () => {
  it('is dated, against EUR, and converts with cross rates rounded to whole units per currency minor unit', () => {
    const table = loadNewestRateTable([SHIPPED_RATES_DIR]);
    expect(table.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(table.base).toBe('EUR');
    const usdToEur = table.rates.EUR! / table.rates.USD!;
    expect(convertFromBase(100, 'EUR', table)).toBe(Math.round(100 * usdToEur) * 100);
    expect(convertFromBase(100, 'JPY', table)).toBe(Math.round((100 * table.rates.JPY!) / table.rates.USD!));
    expect(convertFromBase(100, 'USD', table)).toBe(10_000);
    expect(convertFromBase(0.01, 'EUR', table)).toBe(100);
    expect(() => convertFromBase(Number.NaN, 'EUR', table)).toThrow();
    expect(() => crossRate('USD', 'XXX', table)).toThrow(/No exchange rate for XXX/);
  });

  it('the operator command installs a newer table and refuses an older, invalid or incomplete one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rates-'));
    const current = loadNewestRateTable([SHIPPED_RATES_DIR]);
    const write = (name: string, value: unknown) => {
      const p = join(dir, name);
      writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
      return p;
    };
    const newer = { ...current, date: '2099-01-02', rates: { ...current.rates, USD: 1.2 } };
    const installed = loadRateFile(write('in.json', newer), join(dir, 'out'), current);
    expect(installed.ok).toBe(true);
    expect(loadNewestRateTable([SHIPPED_RATES_DIR, join(dir, 'out')]).date).toBe('2099-01-02');
    expect(JSON.parse(readFileSync(join(dir, 'out', '2099-01-02.json'), 'utf8')).rates.USD).toBe(1.2);

    expect(loadRateFile(write('old.json', { ...current, date: '2001-01-01' }), join(dir, 'out'), current)).toMatchObject({ ok: false, reason: expect.stringMatching(/dated 2001-01-01/) });
    expect(loadRateFile(write('bad.json', '{"date":'), join(dir, 'out'), current)).toMatchObject({ ok: false, reason: expect.stringMatching(/not JSON/) });
    expect(loadRateFile(write('neg.json', { ...newer, rates: { ...newer.rates, GBP: -1 } }), join(dir, 'out'), current)).toMatchObject({ ok: false });
    const withoutJpy: Record<string, number> = { ...newer.rates };
    delete withoutJpy.JPY;
    expect(loadRateFile(write('nojpy.json', { ...newer, rates: withoutJpy }), join(dir, 'out'), current)).toMatchObject({ ok: false, reason: expect.stringMatching(/JPY/) });
  });
});

describe('GET CurrencyPickerStateProviderAction', () => {
  it('lists most-used and all currencies; current falls back to the frame currency, then USD', async () => {
    const r = await getState(null, 'GBP');
    expect(r.statusCode).toBe(200);
    const state = CurrencyPickerStateSchema.parse(r.json());
    expect(state.topCurrencies.map((c) => c.currencyCode).slice(0, 2)).toEqual(['USD', 'EUR']);
    expect(state.allCurrencies.map((c) => c.currencyCode)).toContain('JPY');
    expect(state.current).toMatchObject({ currencyCode: 'GBP', name: 'British Pound', htmlSymbolAlone: '£' });
    expect(state.stored).toBeNull();
    expect(state.ratesDate).toBe(activeRateTable().date);
    expect(CurrencyPickerStateSchema.parse((await getState(null, 'XYZ')).json()).current.currencyCode).toBe('USD');
  });
});

describe('POST /i/api/account/currency/v1/set', () => {
  it('refuses a call without X-CSRF', async () => {
    const s = await newSession(h.app, address());
    const r = await postSet(s, { currencyCode: 'EUR', store: false }, false);
    expect(r.statusCode).toBe(403);
    expect(r.json().errors[0].code).toBe('CSRF_TOKEN_INVALID');
  });

  it('keeps a session-only currency for this session only', async () => {
    const s = await newSession(h.app, address());
    const r = await postSet(s, { currencyCode: 'EUR', store: false });
    expect(r.statusCode).toBe(200);
    expect(CurrencySetReplySchema.parse(r.json())).toEqual({ currencyCode: 'EUR', stored: false });
    expect(CurrencyPickerStateSchema.parse((await getState(s, 'USD')).json())).toMatchObject({ current: { currencyCode: 'EUR' }, stored: 'session' });
    const other = await newSession(h.app, address());
    expect(CurrencyPickerStateSchema.parse((await getState(other, 'USD')).json()).current.currencyCode).toBe('USD');
  });

  it("a frame the host mounts again without a currency starts in the session's currency; a host's explicit one wins", async () => {
    const s = await newSession(h.app, address());
    expect((await postSet(s, { currencyCode: 'EUR', store: false })).statusCode).toBe(200);
    const frameCurrency = async (query: string) => {
      const r = await h.app.inject({ method: 'GET', url: `/p/demo/${query}`, cookies: { sid: s.sid }, remoteAddress: s.remoteAddress });
      const json = /<script id="frame-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(r.body)?.[1] ?? '{}';
      return (JSON.parse(json) as { currency: string }).currency;
    };
    expect(await frameCurrency('')).toBe('EUR');
    expect(await frameCurrency('?currency=GBP')).toBe('GBP');
    const fresh = await h.app.inject({ method: 'GET', url: '/p/demo/', remoteAddress: address() });
    expect(fresh.body).toContain('"currency":"USD"');
  });

  it('refuses a permanent save signed out (only signed-in users save a currency)', async () => {
    const s = await newSession(h.app, address());
    const r = await postSet(s, { currencyCode: 'EUR', store: true });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors[0].code).toBe('FORBIDDEN');
    expect(CurrencyPickerStateSchema.parse((await getState(s, 'USD')).json()).current.currencyCode).toBe('USD');
  });

  it('saves the currency on the account: a later sign-in on a new session finds it', async () => {
    const signedIn = await register(await newSession(h.app, address()));
    const r = await postSet(signedIn, { currencyCode: 'JPY', store: true });
    expect(CurrencySetReplySchema.parse(r.json())).toEqual({ currencyCode: 'JPY', stored: true });
    expect(CurrencyPickerStateSchema.parse((await getState(signedIn, 'USD')).json()).current.currencyCode).toBe('JPY');
  });

  it('refuses an unsupported currency', async () => {
    const s = await newSession(h.app, address());
    const r = await postSet(s, { currencyCode: 'XXX', store: false });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].code).toBe('VALIDATION_ERROR');
  });
});

describe('prices follow the currency', () => {
  it('hotel results in EUR are the USD prices converted with the shipped rate, and a booking charges exactly that EUR price', async () => {
    const usd = await londonHotelOffers(h.app, { daysAhead: 40 });
    const eur = await londonHotelOffers(h.app, { daysAhead: 40, extra: '&currency=EUR' });
    expect(eur.length).toBeGreaterThan(0);
    const rate = crossRate('USD', 'EUR');
    const byHotel = new Map(usd.map((o) => [o.id.split('_').slice(1, 4).join('_'), o]));
    let compared = 0;
    for (const offer of eur) {
      const twin = byHotel.get(offer.id.split('_').slice(1, 4).join('_'));
      if (!twin) continue;
      expect(offer.price.currency).toBe('EUR');
      // Both are whole units rounded from the same base amount: at most one unit apart after conversion.
      expect(Math.abs(offer.price.amountMinor / 100 - (twin.price.amountMinor / 100) * rate)).toBeLessThanOrEqual(1 + rate);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);

    const s = await newSession(h.app, address());
    const offer = eur[0]!;
    const r = await postBooking(h.app, s, offer, randomUUID());
    expect(r.statusCode).toBeLessThan(300);
    expect(BookingSchema.parse(r.json()).price).toEqual({ amountMinor: offer.price.amountMinor, currency: 'EUR' });
  });
});
