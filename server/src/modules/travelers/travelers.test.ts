// @vitest-environment node
/**
 * Saved travelers (issue #9 "Travelers"; core-and-business §3, §5, §7, §9) on the database of the project
 * (sqlite or postgres): create with the new-traveler defaults, update, the preferred traveler, the age and gender
 * rules (default and configured), who may call, X-CSRF, and one account never reaching another's travelers.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_REGISTER_PATH, AuthVerifyReplySchema, SavedTravelerSchema, TRAVELER_CREATE_PATH, TRAVELER_PREFERRED_PATH,
  travelerUpdatePath, type SavedTraveler,
} from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession, type TestSession } from '../../../test/booking-fixtures.ts';

const NOW = Date.parse('2026-11-24T00:30:00.000Z');
const Q = '?knownTravelerNumberApiVersion=v2';
const CREATE_URL = `${TRAVELER_CREATE_PATH}${Q}`;
const PREFERRED_URL = `${TRAVELER_PREFERRED_PATH}${Q}`;
const updateUrl = (id: number) => `${travelerUpdatePath(id)}${Q}`;

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

let addressSeq = 1;
const freshAddress = () => `10.19.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

/** Registers a new account and returns its signed-in session (new sid and form token). */
async function signedIn(harness: Harness = h): Promise<TestSession> {
  const s = await newSession(harness.app, freshAddress());
  const r = await harness.app.inject({
    method: 'POST', url: AUTH_REGISTER_PATH, remoteAddress: s.remoteAddress, cookies: { sid: s.sid },
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
    payload: new URLSearchParams({ username: `traveler-${randomUUID()}@example.com`, passwd: 'correct horse battery', consent: 'true' }).toString(),
  });
  const reply = AuthVerifyReplySchema.parse(r.json());
  if (reply.status !== 0) throw new Error(`not signed in: ${r.body}`);
  const sid = /sid=([^;]+)/.exec(String(r.headers['set-cookie']))?.[1];
  if (!sid) throw new Error('no sid cookie');
  return { sid, token: reply.formtoken, remoteAddress: s.remoteAddress };
}

function send(method: 'POST' | 'PUT' | 'GET', url: string, s: TestSession | null, body?: unknown, opts: { csrf?: boolean; harness?: Harness } = {}): Promise<LightMyRequestResponse> {
  return (opts.harness ?? h).app.inject({
    method, url, remoteAddress: s?.remoteAddress, ...(s ? { cookies: { sid: s.sid } } : {}),
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(s && opts.csrf !== false ? { 'x-csrf': s.token } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

async function created(s: TestSession, body: Record<string, unknown>, harness: Harness = h): Promise<SavedTraveler> {
  const r = await send('POST', CREATE_URL, s, body, { harness });
  expect(r.statusCode, r.body).toBe(200);
  return SavedTravelerSchema.parse(r.json());
}

function errorOf(r: LightMyRequestResponse): { code: string; field?: string; description: string } {
  return r.json<{ errors: { code: string; field?: string; description: string }[] }>().errors[0]!;
}

/** The date of birth of someone who turns `years` old `dayOffset` days from NOW (negative: already did). */
function birthDate(years: number, dayOffset = 0): string {
  const d = new Date(NOW + dayOffset * 86_400_000);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

describe('POST /i/api/account/traveler/v1/', () => {
  it('creates a traveler merged with the new-traveler defaults (preferred true, every other field empty) and returns it as the preferred one', async () => {
    const s = await signedIn();
    const t = await created(s, { firstName: 'Ada', lastName: 'Lovelace' });
    expect(t.travelerId).toBeGreaterThan(0);
    expect(t).toEqual({
      travelerId: t.travelerId, firstName: 'Ada', middleName: '', lastName: 'Lovelace', dateOfBirth: '', emailAddress: '', phoneNumber: '',
      phoneCountryCode: '', phoneCountryCodeISO: '', tsaredress: '', knownTravelerNumber: '', preferred: true, gender: '',
    });
    const empty = await created(s, {});
    expect(empty).toMatchObject({ firstName: '', lastName: '', preferred: true });
    const r = await send('GET', PREFERRED_URL, s);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(SavedTravelerSchema.parse(r.json())).toEqual(empty);
  });

  it('stores every field of §3 and gender', async () => {
    const s = await signedIn();
    const body = {
      travelerId: 0, firstName: 'Grace', middleName: 'Brewster', lastName: 'Hopper', dateOfBirth: birthDate(40), emailAddress: 'grace@example.com',
      phoneNumber: '20 7946 0000', phoneCountryCode: '44', phoneCountryCodeISO: 'GB', tsaredress: 'R123', knownTravelerNumber: 'KTN99', preferred: true, gender: 'F',
    };
    const t = await created(s, body);
    expect(t).toEqual({ ...body, travelerId: t.travelerId });
    expect(SavedTravelerSchema.parse((await send('GET', PREFERRED_URL, s)).json())).toEqual(t);
  });

  it('a new preferred traveler clears the old one: one preferred traveler per account', async () => {
    const s = await signedIn();
    const first = await created(s, { firstName: 'First' });
    const second = await created(s, { firstName: 'Second' });
    const third = await created(s, { firstName: 'Third', preferred: false });
    expect(third.preferred).toBe(false);
    expect(SavedTravelerSchema.parse((await send('GET', PREFERRED_URL, s)).json()).travelerId).toBe(second.travelerId);
    const rows = await h.db.selectFrom('travelers').select(['id', 'preferred']).where('id', 'in', [first.travelerId, second.travelerId, third.travelerId]).orderBy('id').execute();
    expect(rows.map((r) => Number(r.preferred))).toEqual([0, 1, 0]);
  });

  it('concurrent preferred creates all succeed and leave exactly one preferred traveler', async () => {
    const s = await signedIn();
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => send('POST', CREATE_URL, s, { firstName: `Racer ${'abcdef'[i]}` })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = replies.map((r) => SavedTravelerSchema.parse(r.json()).travelerId);
    const rows = await h.db.selectFrom('travelers').select('preferred').where('id', 'in', ids).execute();
    expect(rows.filter((r) => Number(r.preferred) === 1)).toHaveLength(1);
  });

  it('refuses a travelerId other than 0 (updates go through PUT)', async () => {
    const s = await signedIn();
    const r = await send('POST', CREATE_URL, s, { travelerId: 5, firstName: 'Ada' });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'travelerId' });
  });

  it('accepts ages 18 to 110 and refuses under 18 and over 110 naming dateOfBirth', async () => {
    const s = await signedIn();
    expect((await created(s, { dateOfBirth: birthDate(18) })).dateOfBirth).toBe(birthDate(18));
    expect((await created(s, { dateOfBirth: birthDate(111, 1) })).dateOfBirth).toBe(birthDate(111, 1)); // 110, turns 111 tomorrow
    for (const dateOfBirth of [birthDate(18, 1), birthDate(111), birthDate(-1), '2000-02-30', '01/02/1990']) {
      const r = await send('POST', CREATE_URL, s, { firstName: 'Ada', dateOfBirth });
      expect(r.statusCode, dateOfBirth).toBe(400);
      expect(errorOf(r), dateOfBirth).toMatchObject({ code: 'VALIDATION_ERROR', field: 'dateOfBirth' });
    }
    const under = await send('POST', CREATE_URL, s, { dateOfBirth: birthDate(17) });
    expect(errorOf(under).description).toMatch(/at least 18/);
    const over = await send('POST', CREATE_URL, s, { dateOfBirth: birthDate(111) });
    expect(errorOf(over).description).toMatch(/at most 110/);
  });

  it('accepts genders M and F and refuses others naming gender', async () => {
    const s = await signedIn();
    expect((await created(s, { gender: 'M' })).gender).toBe('M');
    expect((await created(s, { gender: 'F' })).gender).toBe('F');
    for (const gender of ['X', 'm', 'Female']) {
      const r = await send('POST', CREATE_URL, s, { gender });
      expect(r.statusCode, gender).toBe(400);
      expect(errorOf(r), gender).toMatchObject({ code: 'VALIDATION_ERROR', field: 'gender' });
    }
  });

  it('refuses malformed contact fields naming them', async () => {
    const s = await signedIn();
    const r = await send('POST', CREATE_URL, s, { emailAddress: 'not-an-email' });
    expect(errorOf(r)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'emailAddress' });
    const name = await send('POST', CREATE_URL, s, { firstName: 'Ada\u202E' });
    expect(name.statusCode).toBe(400);
    expect(errorOf(name)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'firstName' });
  });
});

describe('PUT /i/api/account/traveler/v1/{travelerId}', () => {
  it('updates the given fields and keeps the others', async () => {
    const s = await signedIn();
    const t = await created(s, { firstName: 'Ada', lastName: 'Lovelace', knownTravelerNumber: 'K1' });
    const r = await send('PUT', updateUrl(t.travelerId), s, { middleName: 'King', dateOfBirth: birthDate(30), gender: 'F' });
    expect(r.statusCode, r.body).toBe(200);
    const updated = SavedTravelerSchema.parse(r.json());
    expect(updated).toEqual({ ...t, middleName: 'King', dateOfBirth: birthDate(30), gender: 'F' });
    expect(SavedTravelerSchema.parse((await send('GET', PREFERRED_URL, s)).json())).toEqual(updated);
  });

  it('making a traveler preferred clears the other; unsetting it leaves none (GET preferred: 404 NOT_FOUND)', async () => {
    const s = await signedIn();
    const a = await created(s, { firstName: 'Anna' });
    const b = await created(s, { firstName: 'Bea' });
    expect((await send('PUT', updateUrl(a.travelerId), s, { preferred: true })).statusCode).toBe(200);
    expect(SavedTravelerSchema.parse((await send('GET', PREFERRED_URL, s)).json()).travelerId).toBe(a.travelerId);
    const bRow = await h.db.selectFrom('travelers').select('preferred').where('id', '=', b.travelerId).executeTakeFirstOrThrow();
    expect(Number(bRow.preferred)).toBe(0);
    expect((await send('PUT', updateUrl(a.travelerId), s, { preferred: false })).statusCode).toBe(200);
    const none = await send('GET', PREFERRED_URL, s);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).code).toBe('NOT_FOUND');
  });

  it('applies the age and gender rules and refuses a body travelerId of another traveler', async () => {
    const s = await signedIn();
    const t = await created(s, { firstName: 'Ada' });
    expect(errorOf(await send('PUT', updateUrl(t.travelerId), s, { dateOfBirth: birthDate(10) }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'dateOfBirth' });
    expect(errorOf(await send('PUT', updateUrl(t.travelerId), s, { dateOfBirth: birthDate(120) }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'dateOfBirth' });
    expect(errorOf(await send('PUT', updateUrl(t.travelerId), s, { gender: 'X' }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'gender' });
    expect(errorOf(await send('PUT', updateUrl(t.travelerId), s, { travelerId: t.travelerId + 1 }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'travelerId' });
    expect((await send('PUT', updateUrl(t.travelerId), s, { travelerId: t.travelerId, lastName: 'Byron' })).statusCode).toBe(200);
    expect(SavedTravelerSchema.parse((await send('GET', PREFERRED_URL, s)).json())).toEqual({ ...t, lastName: 'Byron' });
  });

  it('a missing traveler is 404 NOT_FOUND', async () => {
    const s = await signedIn();
    const r = await send('PUT', updateUrl(2_000_000_000), s, { firstName: 'Ada' });
    expect(r.statusCode).toBe(404);
    expect(errorOf(r).code).toBe('NOT_FOUND');
  });
});

describe('one account never reaches another account\'s travelers', () => {
  it('PUT on another account\'s traveler answers exactly like a missing one and changes nothing; GET preferred never returns it', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const t = await created(owner, { firstName: 'Ada', lastName: 'Lovelace' });
    const foreign = await send('PUT', updateUrl(t.travelerId), other, { firstName: 'Mallory', preferred: true });
    const missing = await send('PUT', updateUrl(2_000_000_001), other, { firstName: 'Mallory', preferred: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const otherPreferred = await send('GET', PREFERRED_URL, other);
    expect(otherPreferred.statusCode).toBe(404);
    expect(errorOf(otherPreferred).code).toBe('NOT_FOUND');
    expect(otherPreferred.body).not.toContain('Lovelace');
    expect(SavedTravelerSchema.parse((await send('GET', PREFERRED_URL, owner)).json())).toEqual(t);
    const mine = await created(other, { firstName: 'Mallory' });
    expect(SavedTravelerSchema.parse((await send('GET', PREFERRED_URL, other)).json()).travelerId).toBe(mine.travelerId);
    expect(SavedTravelerSchema.parse((await send('GET', PREFERRED_URL, owner)).json())).toEqual(t); // the other's new preferred did not clear the owner's
  });
});

describe('who may call', () => {
  it('a visitor gets 401 INVALID_SESSION on all three calls, with or without a session', async () => {
    const s = await newSession(h.app, freshAddress());
    for (const [method, url, body] of [['POST', CREATE_URL, {}], ['PUT', updateUrl(1), {}], ['GET', PREFERRED_URL, undefined]] as const) {
      const r = await send(method, url, s, body);
      expect(r.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(r).code).toBe('INVALID_SESSION');
    }
    const bare = await send('GET', PREFERRED_URL, null);
    expect(bare.statusCode).toBe(401);
    expect(errorOf(bare).code).toBe('INVALID_SESSION');
  });

  it('POST and PUT without or with a wrong X-CSRF are refused with 403 CSRF_TOKEN_INVALID and change nothing', async () => {
    const s = await signedIn();
    const t = await created(s, { firstName: 'Ada' });
    for (const wrong of [false, true]) {
      const session = wrong ? { ...s, token: `${s.token.slice(0, -1)}${s.token.endsWith('A') ? 'B' : 'A'}` } : s;
      const csrf = wrong;
      const post = await send('POST', CREATE_URL, session, { firstName: 'Eve' }, { csrf });
      const put = await send('PUT', updateUrl(t.travelerId), session, { firstName: 'Eve' }, { csrf });
      for (const r of [post, put]) {
        expect(r.statusCode).toBe(403);
        expect(errorOf(r).code).toBe('CSRF_TOKEN_INVALID');
      }
    }
    expect(SavedTravelerSchema.parse((await send('GET', PREFERRED_URL, s)).json())).toEqual(t);
  });
});

describe('configured limits (core-and-business §5: both configurable)', () => {
  let custom: Harness;
  beforeAll(async () => {
    custom = await createHarness({ now: () => NOW, config: { travelerMinAgeYears: 16, travelerMaxAgeYears: 100, travelerGenders: ['M', 'F', 'X'] } });
  });
  afterAll(async () => {
    await custom.close();
  });

  it('uses the server\'s age limits and gender list', async () => {
    const s = await signedIn(custom);
    expect((await created(s, { dateOfBirth: birthDate(16), gender: 'X' }, custom)).gender).toBe('X');
    const old = await send('POST', CREATE_URL, s, { dateOfBirth: birthDate(101) }, { harness: custom });
    expect(errorOf(old)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'dateOfBirth' });
    expect(errorOf(old).description).toMatch(/at most 100/);
    const young = await send('POST', CREATE_URL, s, { dateOfBirth: birthDate(15) }, { harness: custom });
    expect(errorOf(young)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'dateOfBirth' });
    expect(errorOf(await send('POST', CREATE_URL, s, { gender: 'Y' }, { harness: custom }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'gender' });
  });
});
