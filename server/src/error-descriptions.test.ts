// @vitest-environment node
/**
 * Validation errors never carry internal exception text (issue #22): a TC string the TCF decoder chokes on, and
 * request bodies Fastify's parsers refuse, answer the contract envelope in the product's own words, never the
 * caught exception's message (`Cannot read properties of undefined (reading 'forEach')`, a JSON SyntaxError).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, IABTCF_CONSENT_PATH } from '@travel/contract';
import { createHarness, type Harness } from '../test/harness.ts';
import { newSession, type TestSession } from '../test/booking-fixtures.ts';

let h: Harness;
let s: TestSession;
beforeAll(async () => {
  h = await createHarness();
  s = await newSession(h.app);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/** Words of JavaScript exceptions that must never reach a reply. */
const EXCEPTION_TEXT = /Cannot read|undefined|TypeError|SyntaxError|Unexpected (token|end)|position \d|JSON\.parse|forEach|invalid bit length|passed for/i;

function descriptionsOf(r: LightMyRequestResponse): string[] {
  return ErrorEnvelopeSchema.parse(r.json()).errors.map((e) => e.description);
}

function post(url: string, contentType: string, payload: string): Promise<LightMyRequestResponse> {
  return h.app.inject({ method: 'POST', url, cookies: { sid: s.sid }, headers: { 'x-csrf': s.token, 'content-type': contentType }, payload });
}

describe('validation errors in our own words', () => {
  // Each makes @iabtechlabtcf/core throw a different internal error ("reading 'forEach'", "reading 'core'", bit lengths, cmpId).
  it.each(['not-a-tc-string', 'x.y.z', 'AAAA', 'CPzHq4APzHq4AAHABBENC', 'CQAAAAAAAAAAAAAAAAENAAAAAAAAAAAAAAAA'])('a TC string the decoder cannot read: %s', async (tcString) => {
    const empty: number[] = [];
    const r = await post(IABTCF_CONSENT_PATH, 'application/json', JSON.stringify({
      consentedPurposes: empty, consentedVendors: empty, consentedAdditionalVendors: empty, objectedLegIntPurposes: empty, objectedLegIntVendors: empty, tcString,
    }));
    expect(r.statusCode, r.body).toBe(400);
    expect(ErrorEnvelopeSchema.parse(r.json()).errors).toEqual([{ code: 'VALIDATION_ERROR', description: 'tcString is not a TCF v2 TC string', field: 'tcString' }]);
  });

  it.each([
    ['truncated JSON', 'application/json', '{"offerId": '],
    ['a stray token', 'application/json', '{"offerId": tru}'],
    ['an empty JSON body', 'application/json', ''],
    ['a type this call does not take', 'application/xml', '<a/>'],
  ])('a body the parser refuses: %s', async (_label, contentType, payload) => {
    const r = await post('/i/api/bookings/v1', contentType, payload);
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    const descriptions = descriptionsOf(r);
    expect(descriptions.length).toBeGreaterThan(0);
    for (const d of descriptions) expect(d).not.toMatch(EXCEPTION_TEXT);
    expect(descriptions.join(' ')).not.toContain(payload === '' ? 'Body cannot be empty' : payload);
  });
});
