// @vitest-environment node
/**
 * Names shown to other accounts (issue #22): the account name (a shared trip's `ownerDisplayName`), trip names and
 * wishlist destinations refuse control, bidi-override, zero-width characters and lone surrogates with the contract's
 * 400 VALIDATION_ERROR envelope (DisplayTextSchema), on the database of the project; ordinary text still saves.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PROFILE_PATH, AUTH_REGISTER_PATH, AuthVerifyReplySchema, DISPLAY_TEXT_MESSAGE, ErrorEnvelopeSchema, SaveResultReplySchema } from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { londonHotelOffers, newSession, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';

const BAD_CHARS: [string, string][] = [
  ['NUL', '\u0000'], ['a newline', '\n'], ['DEL', '\u007F'], ['U+202A', '\u202A'], ['U+202B', '\u202B'], ['U+202C', '\u202C'], ['U+202D', '\u202D'],
  ['U+202E', '\u202E'], ['U+2066', '\u2066'], ['U+2067', '\u2067'], ['U+2068', '\u2068'], ['U+2069', '\u2069'], ['U+200B', '\u200B'], ['U+200C', '\u200C'],
  ['U+200D', '\u200D'], ['U+200E', '\u200E'], ['U+200F', '\u200F'], ['U+2060', '\u2060'], ['U+FEFF', '\uFEFF'], ['a lone high surrogate', '\uD83D'],
  ['a lone low surrogate', '\uDE00'],
];

let h: Harness;
let owner: TestSession;
let tripId: string;

function send(method: 'POST' | 'PUT', url: string, s: TestSession, body: unknown): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method, url, remoteAddress: s.remoteAddress, cookies: { sid: s.sid },
    headers: { 'content-type': 'application/json', 'x-csrf': s.token }, payload: JSON.stringify(body),
  });
}

beforeAll(async () => {
  h = await createHarness();
  const s = await newSession(h.app, '10.22.1.1');
  const r = await h.app.inject({
    method: 'POST', url: AUTH_REGISTER_PATH, remoteAddress: s.remoteAddress, cookies: { sid: s.sid },
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
    payload: new URLSearchParams({ username: `shown-${randomUUID()}@example.com`, passwd: 'correct horse battery', consent: 'true' }).toString(),
  });
  const reply = AuthVerifyReplySchema.parse(r.json());
  if (reply.status !== 0) throw new Error(`not signed in: ${r.body}`);
  owner = { sid: sidOf(r), token: reply.formtoken, remoteAddress: s.remoteAddress };
  const hotel = (await londonHotelOffers(h.app, { daysAhead: 60 }))[0]!;
  const saved = await send('POST', '/trips/api/events/save', owner, { resultId: hotel.id });
  tripId = SaveResultReplySchema.parse(saved.json()).trip.fullTripId;
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const fields = [
  { what: 'the account name', method: 'PUT' as const, url: () => ACCOUNT_PROFILE_PATH, body: (text: string) => ({ name: text }), field: 'name' },
  { what: 'a trip name', method: 'POST' as const, url: () => `/trips/api/trips/${tripId}/rename`, body: (text: string) => ({ tripName: text }), field: 'tripName' },
  { what: 'a wishlist destination', method: 'POST' as const, url: () => '/trips/api/wishlist/add', body: (text: string) => ({ tripId, destination: text }), field: 'destination' },
];

describe.each(fields)('$what', ({ method, url, body, field }) => {
  it.each(BAD_CHARS)('refuses %s with a VALIDATION_ERROR envelope', async (_label, ch) => {
    const r = await send(method, url(), owner, body(`Ada${ch}gpj.exe`));
    expect(r.statusCode, r.body).toBe(400);
    expect(ErrorEnvelopeSchema.parse(r.json()).errors).toContainEqual({ code: 'VALIDATION_ERROR', description: DISPLAY_TEXT_MESSAGE, field });
  });

  it('saves ordinary text from any script', async () => {
    const r = await send(method, url(), owner, body('Zürich & 東京 رحلة 🏖️'));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.body).toContain('Zürich & 東京 رحلة 🏖️');
  });
});
