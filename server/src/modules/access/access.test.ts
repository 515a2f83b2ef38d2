// @vitest-environment node
/**
 * The access hook on a small app: 'visitor', 'account' and permission/feature requirements
 * (core-and-business §6), and a route without a declaration failing closed (500, logged).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_FOR_OTHERS_REQUIREMENT, COMPANY_SETTINGS_REQUIREMENT } from '@travel/contract';
import { businessPrincipal } from '../../../test/business-fixtures.ts';
import { ERROR_SERVER_OPTIONS, installErrorHandling } from '../../errors.ts';
import { installAccessControl, isValidRouteAuth } from './plugin.ts';
import { VISITOR_PRINCIPAL, type Principal } from './principal.ts';

const PRINCIPALS: Record<string, Principal> = {
  visitor: VISITOR_PRINCIPAL,
  traveller: { kind: 'account', account: { id: 'a1' } },
  settingsAdmin: { kind: 'account', account: { id: 'a2' }, business: businessPrincipal({ profileId: 'b2', permissions: ['COMPANY_SETTINGS_MANAGEMENT'], features: [] }) },
  reporter: { kind: 'account', account: { id: 'a3' }, business: businessPrincipal({ profileId: 'b3', permissions: ['REPORTING_VIEW'], features: ['REPORTING'] }) },
  plainBusiness: { kind: 'account', account: { id: 'a4' }, business: businessPrincipal({ profileId: 'b4', permissions: ['TRIP_EVENT_BOOK'], features: [] }) },
};

let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  app = Fastify({
    ...ERROR_SERVER_OPTIONS,
    logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
  });
  installErrorHandling(app);
  // Stands in for the session hook: the test names the principal in a header.
  app.decorateRequest('principal', { getter: () => VISITOR_PRINCIPAL, setter() {} });
  app.addHook('onRequest', async (request) => {
    const name = request.headers['x-test-principal'];
    Object.defineProperty(request, 'principal', { value: PRINCIPALS[typeof name === 'string' ? name : 'visitor'] ?? VISITOR_PRINCIPAL });
  });
  installAccessControl(app);
  const ok = async () => ({ ok: true });
  app.get('/visitor', { config: { auth: 'visitor' } }, ok);
  app.get('/account', { config: { auth: 'account' } }, ok);
  app.get('/settings', { config: { auth: COMPANY_SETTINGS_REQUIREMENT } }, ok);
  app.get('/book-for-others', { config: { auth: BOOK_FOR_OTHERS_REQUIREMENT } }, ok);
  app.get('/reporting', { config: { auth: { features: ['REPORTING'], permissions: ['REPORTING_VIEW'] } } }, ok);
  app.get('/undeclared', ok);
  app.get('/empty-requirement', { config: { auth: { permissions: [] } } }, ok);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function call(url: string, principal: keyof typeof PRINCIPALS): Promise<[number, string | undefined]> {
  const r = await app.inject({ method: 'GET', url, headers: { 'x-test-principal': principal } });
  return [r.statusCode, r.statusCode === 200 ? undefined : r.json<{ errors: { code: string }[] }>().errors[0]?.code];
}

describe('access hook', () => {
  it("'visitor' lets anyone through", async () => {
    for (const p of Object.keys(PRINCIPALS)) expect(await call('/visitor', p)).toEqual([200, undefined]);
  });

  it("'account' needs a signed-in account (401 INVALID_SESSION otherwise)", async () => {
    expect(await call('/account', 'visitor')).toEqual([401, 'INVALID_SESSION']);
    expect(await call('/account', 'traveller')).toEqual([200, undefined]);
    expect(await call('/account', 'plainBusiness')).toEqual([200, undefined]);
  });

  it('a requirement needs a signed-in account that passes the access rule (403 FORBIDDEN otherwise)', async () => {
    expect(await call('/settings', 'visitor')).toEqual([401, 'INVALID_SESSION']);
    // core-and-business §6: without a business profile every check passes.
    expect(await call('/settings', 'traveller')).toEqual([200, undefined]);
    expect(await call('/settings', 'settingsAdmin')).toEqual([200, undefined]);
    expect(await call('/settings', 'plainBusiness')).toEqual([403, 'FORBIDDEN']);
    expect(await call('/book-for-others', 'plainBusiness')).toEqual([403, 'FORBIDDEN']);
    expect(await call('/reporting', 'reporter')).toEqual([200, undefined]);
    expect(await call('/reporting', 'settingsAdmin')).toEqual([403, 'FORBIDDEN']);
  });

  it('a route without a declaration, or with an empty requirement, fails closed and is logged', async () => {
    logged.length = 0;
    for (const url of ['/undeclared', '/empty-requirement']) {
      expect(await call(url, 'traveller')).toEqual([500, 'INTERNAL_ERROR']);
      expect(await call(url, 'visitor')).toEqual([500, 'INTERNAL_ERROR']);
    }
    expect(logged.some((line) => line.includes('no valid access declaration') && line.includes('/undeclared'))).toBe(true);
  });

  it('an unknown path is left to the 404 handler', async () => {
    expect(await call('/nowhere', 'visitor')).toEqual([404, 'NOT_FOUND']);
  });

  it.each([
    ['visitor', true], ['account', true], [{ permissions: ['USER_MANAGEMENT'] }, true], [{ features: ['REPORTING'] }, true],
    [undefined, false], ['anyone', false], [{}, false], [{ permissions: [] }, false], [{ permissions: [], features: [] }, false],
    [{ permissions: ['USER_MANAGEMENT'], roles: ['admin'] }, false], [{ permissions: 'USER_MANAGEMENT' }, false], [[], false],
  ])('isValidRouteAuth(%j) is %s', (auth, valid) => {
    expect(isValidRouteAuth(auth)).toBe(valid);
  });
});
