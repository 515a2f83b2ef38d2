// @vitest-environment node
/**
 * Every 429 carries `Retry-After` (issue #22): a sweep of the route table hits every route that declares
 * `config.rateLimits` until it answers 429, and each limit kept by a module itself (failed sign-ins per address,
 * wrong sign-in codes, emails asked for, survey answers per session) is driven to its 429 through its route. Each
 * 429 must carry `Retry-After` as whole seconds > 0, within its window. A source check keeps modules on the one way
 * to answer a limit (errors.ts `rateLimited`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CODE_VERIFY_PATH, AUTH_FORGOT_PATH, AUTH_LOGIN_PATH, AUTH_REGISTER_PATH, AuthVerifyReplySchema, ErrorEnvelopeSchema, SCIM_SCHEMAS, SCIM_TOKEN_PATHS, SURVEY_FEEDBACK_PATH } from '@travel/contract';
import type { RateLimit } from '../../config.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { signInAs } from '../../../test/business-fixtures.ts';
import { RATE_LIMIT_KEY_KINDS, type RateLimitName } from './constants.ts';
import { seedDemoSsoFeature } from '../../db/seed-sso.ts';

const WINDOW_MS = 10 * 60_000;
/** Most requests a sweep sends to one route before it must have answered 429. */
const MAX_TRIES = 6;

let h: Harness;
let addressSeq = 0;
const freshAddress = () => `10.77.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

beforeAll(async () => {
  const tight: RateLimit = { max: 1, windowMs: WINDOW_MS };
  const rateLimits = Object.fromEntries(Object.keys(RATE_LIMIT_KEY_KINDS).map((name) => [name, tight]));
  h = await createHarness({ benchRoutes: true, config: { rateLimitsEnabled: true, rateLimits } });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

function expectRetryAfter(r: LightMyRequestResponse, maxSeconds: number): void {
  expect(r.statusCode, r.body).toBe(429);
  expect(ErrorEnvelopeSchema.parse(r.json()).errors[0]?.code).toBe('RATE_LIMITED');
  const header = String(r.headers['retry-after']);
  expect(header).toMatch(/^[1-9]\d*$/);
  expect(Number(header)).toBeLessThanOrEqual(maxSeconds);
}

/** Sends `request` until it answers 429 (at most `tries` times). @returns the 429, or the last reply */
async function until429(request: () => Promise<LightMyRequestResponse>, tries: number): Promise<LightMyRequestResponse> {
  let r = await request();
  for (let i = 1; i < tries && r.statusCode !== 429; i++) r = await request();
  return r;
}

/** A SCIM token of Acme (put on the enterprise tier, which holds SSO_INTEGRATION), made by its admin. */
async function newScimToken(admin: TestSession): Promise<string> {
  await h.db.updateTable('companies').set({ plan_tier: 'enterprise' }).where('id', '=', 'acme').execute();
  const r = await h.app.inject({ method: 'POST', url: SCIM_TOKEN_PATHS.tokens, cookies: { sid: admin.sid }, headers: { 'x-csrf': admin.token }, payload: { name: 'Sweep' } });
  if (r.statusCode !== 200) throw new Error(`no SCIM token: ${r.body}`);
  return r.json<{ secret: string }>().secret;
}

/** Registers a new account from `address`; returns its signed-in session. */
async function signedIn(address: string): Promise<TestSession> {
  const s = await newSession(h.app, address);
  const r = await h.app.inject({
    method: 'POST', url: AUTH_REGISTER_PATH, remoteAddress: address, cookies: { sid: s.sid },
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
    payload: new URLSearchParams({ username: `limits-${randomUUID()}@example.com`, passwd: 'correct horse battery', consent: 'true' }).toString(),
  });
  const reply = AuthVerifyReplySchema.parse(r.json());
  if (reply.status !== 0) throw new Error(`not signed in: ${r.body}`);
  return { sid: sidOf(r), token: reply.formtoken, remoteAddress: address };
}

describe('routes declaring config.rateLimits', () => {
  it('each answers 429 with Retry-After once over its limit', async () => {
    const limitsOf = (config: Readonly<Record<string, unknown>>) => (config.rateLimits ?? []) as readonly RateLimitName[];
    const limited = h.app.routeAccessTable.filter((e) => limitsOf(e.config).length > 0 && e.method !== 'HEAD');
    // The sweep covers every limit name some route uses; a limit no route uses would be dead configuration.
    const used = new Set(limited.flatMap((e) => limitsOf(e.config)));
    let businessCaller: TestSession | undefined;
    // Issue #27: the company SSO routes need SSO_INTEGRATION, which `npm start` (not the harness seed) gives Acme.
    await seedDemoSsoFeature(h.db, new Date().toISOString());
    let scimToken: string | undefined;
    expect([...used].sort()).toEqual((Object.keys(RATE_LIMIT_KEY_KINDS) as RateLimitName[]).sort());
    for (const route of limited) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, 'x').replace(/\*/g, 'x');
      const kinds = limitsOf(route.config).map((name) => RATE_LIMIT_KEY_KINDS[name]);
      const address = freshAddress();
      // Routes counting new sessions are hit without one; the others with a session (signed in where the route or a
      // limit needs an account).
      const needsAccount = route.config.auth !== 'visitor' || kinds.includes('account');
      // A business route (the business tree answers 403 to a consumer before any limit counts) is called by a seeded
      // business user who holds every permission, past two-factor (issue #25's book-for and user search routes).
      const auth: unknown = route.config.auth;
      const business = typeof auth === 'object' && auth !== null && 'business' in auth;
      // A bearer-token route (SCIM, issue #27) is called with a SCIM token of Acme and answers in SCIM's error format.
      if (typeof auth === 'object' && auth !== null && 'bearer' in auth) {
        scimToken ??= await newScimToken((businessCaller ??= await signInAs(h.app, 'acme:COMPANY_ADMIN')));
        const token = scimToken;
        const r = await until429(() => h.app.inject({ method: route.method as 'GET', url, headers: { authorization: `Bearer ${token}` } }), MAX_TRIES);
        expect(r.statusCode, `${route.method} ${route.url} ${r.body}`).toBe(429);
        expect(r.json()).toMatchObject({ schemas: [SCIM_SCHEMAS.error], status: '429' });
        expect(String(r.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
        continue;
      }
      const caller = kinds.every((k) => k === 'address-new-session') ? null
        : business ? (businessCaller ??= await signInAs(h.app, 'acme:COMPANY_ADMIN'))
          : needsAccount ? await signedIn(address) : await newSession(h.app, address);
      const r = await until429(
        () =>
          h.app.inject({
            method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
            url,
            remoteAddress: address,
            ...(caller ? { cookies: { sid: caller.sid }, headers: { 'x-csrf': caller.token, 'content-type': 'application/json' } } : {}),
            ...(route.method === 'GET' ? {} : { payload: '{}' }),
          }),
        MAX_TRIES,
      );
      expect(r.statusCode, `${route.method} ${route.url} ${r.body}`).toBe(429);
      expectRetryAfter(r, WINDOW_MS / 1000);
    }
  }, 120_000);
});

describe('limits kept by modules', () => {
  it('failed sign-ins per address', async () => {
    const address = freshAddress();
    const s = await newSession(h.app, address);
    const r = await until429(
      () =>
        h.app.inject({
          method: 'POST', url: AUTH_LOGIN_PATH, remoteAddress: address, cookies: { sid: s.sid },
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
          payload: new URLSearchParams({ username: `nobody-${randomUUID()}@example.com`, passwd: 'wrong password' }).toString(),
        }),
      40,
    );
    expectRetryAfter(r, 24 * 3600);
  }, 120_000);

  it('wrong sign-in codes per address', async () => {
    const address = freshAddress();
    const s = await newSession(h.app, address);
    const r = await until429(
      () =>
        h.app.inject({
          method: 'POST', url: AUTH_CODE_VERIFY_PATH, remoteAddress: address, cookies: { sid: s.sid },
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
          payload: new URLSearchParams({ username: `nobody-${randomUUID()}@example.com`, code: '000000' }).toString(),
        }),
      60,
    );
    expectRetryAfter(r, 24 * 3600);
  });

  it('emails asked for per address', async () => {
    const address = freshAddress();
    const s = await newSession(h.app, address);
    const r = await until429(
      () =>
        h.app.inject({
          method: 'POST', url: AUTH_FORGOT_PATH, remoteAddress: address, cookies: { sid: s.sid },
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
          payload: new URLSearchParams({ username: `nobody-${randomUUID()}@example.com` }).toString(),
        }),
      60,
    );
    expectRetryAfter(r, 24 * 3600);
  });

  it('survey answers per session', async () => {
    const address = freshAddress();
    const s = await newSession(h.app, address);
    const r = await until429(
      () =>
        h.app.inject({
          method: 'POST', url: SURVEY_FEEDBACK_PATH, remoteAddress: address, cookies: { sid: s.sid },
          headers: { 'content-type': 'application/json', 'x-csrf': s.token }, payload: JSON.stringify({ rating: 4, page: '/flights' }),
        }),
      10,
    );
    expectRetryAfter(r, 7 * 24 * 3600);
  });

  it('no module answers 429 except through rateLimited()', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const offenders = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => /new AppError\(\s*429|code\(\s*429\s*\)|statusCode\s*=\s*429/.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
