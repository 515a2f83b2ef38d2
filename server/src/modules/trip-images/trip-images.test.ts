// @vitest-environment node
/**
 * Generated trip images (issue #12; core-and-business §2 seasonal image path): the seasonal image by season, city
 * and size, and the sharer's avatar (signed-in only), served as inert SVG.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_REGISTER_PATH, AuthVerifyReplySchema } from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { newSession } from '../../../test/booking-fixtures.ts';
import { initialsOf, seasonalTripImageSvg } from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('seasonal trip image /trips/api/images/seasonal/{season}/{cityId}/{size}', () => {
  it('serves a square SVG of the asked size that nothing inside can run, cached', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/trips/api/images/seasonal/summer/2643743/32' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    expect(r.headers['cache-control']).toContain('max-age=');
    expect(r.body).toMatch(/^<svg [^>]*width="32" height="32"/);
    expect(r.body).not.toMatch(/<script|on\w+=/i);
  });
  it('draws the same city the same way and different cities and seasons differently', () => {
    expect(seasonalTripImageSvg('winter', 2643743, 64)).toBe(seasonalTripImageSvg('winter', 2643743, 64));
    expect(seasonalTripImageSvg('winter', 2643743, 64)).not.toBe(seasonalTripImageSvg('winter', 2988507, 64));
    expect(seasonalTripImageSvg('winter', 2643743, 64)).not.toBe(seasonalTripImageSvg('summer', 2643743, 64));
  });
  it('refuses an unknown season, a negative city or an unsupported size with the error envelope', async () => {
    for (const url of ['/trips/api/images/seasonal/monsoon/1/32', '/trips/api/images/seasonal/winter/-1/32', '/trips/api/images/seasonal/winter/1/33']) {
      const r = await h.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(400);
      expect(r.json().errors[0].code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('avatar /trips/api/images/avatar/{accountId}', () => {
  it('shows the initials of a name, else of the email', () => {
    expect(initialsOf('Ada Lovelace', 'ada@example.com')).toBe('AL');
    expect(initialsOf(null, 'grace.hopper@example.com')).toBe('GH');
    expect(initialsOf('  ', 'zed@example.com')).toBe('Z');
  });
  it('needs a signed-in account and answers 404 for an unknown account', async () => {
    const visitor = await newSession(h.app);
    const anon = await h.app.inject({ method: 'GET', url: '/trips/api/images/avatar/abc', cookies: { sid: visitor.sid } });
    expect(anon.statusCode).toBe(401);
    const s = await newSession(h.app);
    const email = `avatar-${randomUUID()}@example.com`;
    const reg = await h.app.inject({
      method: 'POST', url: AUTH_REGISTER_PATH, remoteAddress: s.remoteAddress, cookies: { sid: s.sid },
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
      payload: new URLSearchParams({ username: email, passwd: 'correct horse battery', consent: 'true' }).toString(),
    });
    expect(AuthVerifyReplySchema.parse(reg.json()).status).toBe(0);
    const sid = /sid=([^;]+)/.exec(String(reg.headers['set-cookie']))?.[1] ?? s.sid;
    const missing = await h.app.inject({ method: 'GET', url: '/trips/api/images/avatar/no-such-account', cookies: { sid } });
    expect(missing.statusCode).toBe(404);
    const account = await h.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const own = await h.app.inject({ method: 'GET', url: `/trips/api/images/avatar/${account.id}`, cookies: { sid } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toMatch(/>A[0-9A-F]?<\/text>/);
  });
});
