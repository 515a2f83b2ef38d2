// @vitest-environment node
/**
 * The business route tree's hook on a small app (no database): the order of its answers (401, 403 FORBIDDEN without a
 * profile, 403 MISSING_TWO_FACTOR_AUTHENTICATION, 403 for a flag that is off, 403 for missing permissions/features),
 * SSO-asserted two-factor counting, an enrolled session without a proof refused, the two-factor routes' exemption
 * (and its refusal elsewhere), and a route without a business declaration refused at registration.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_FLAG_DEFAULTS } from '@travel/contract';
import { businessPrincipal } from '../../../test/business-fixtures.ts';
import { ERROR_SERVER_OPTIONS, installErrorHandling } from '../../errors.ts';
import { installAccessControl } from '../access/plugin.ts';
import { VISITOR_PRINCIPAL, type BusinessPrincipal, type Principal } from '../access/principal.ts';
import { registerBusinessTree } from './route-tree.ts';

const account = (business?: BusinessPrincipal): Principal =>
  business ? { kind: 'account', account: { id: 'a' }, business } : { kind: 'account', account: { id: 'a' } };

const PRINCIPALS: Record<string, Principal> = {
  visitor: VISITOR_PRINCIPAL,
  consumer: account(),
  traveler: account(businessPrincipal()),
  noTwoFactor: account(businessPrincipal({ twoFactor: { enrolled: false, verified: false, ssoAsserted: false } })),
  enrolledNotVerified: account(businessPrincipal({ twoFactor: { enrolled: true, verified: false, ssoAsserted: false } })),
  ssoTwoFactor: account(businessPrincipal({ twoFactor: { enrolled: false, verified: false, ssoAsserted: true } })),
  adminRolesOff: account(businessPrincipal({ permissions: ['ROLE_MANAGEMENT'] })),
  adminRolesOn: account(businessPrincipal({ permissions: ['ROLE_MANAGEMENT'], flags: { ...COMPANY_FLAG_DEFAULTS, roles: true } })),
  reporterBiz: account(businessPrincipal({ permissions: ['REPORTING_VIEW'], features: [] })),
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ ...ERROR_SERVER_OPTIONS, logger: false });
  installErrorHandling(app);
  app.decorateRequest('principal', { getter: () => VISITOR_PRINCIPAL, setter() {} });
  app.addHook('onRequest', async (request) => {
    const name = request.headers['x-test-principal'];
    Object.defineProperty(request, 'principal', { value: PRINCIPALS[typeof name === 'string' ? name : 'visitor'] ?? VISITOR_PRINCIPAL });
  });
  installAccessControl(app);
  const ok = async () => ({ ok: true });
  await registerBusinessTree(app, [async (tree) => {
    tree.get('/any', { config: { auth: { business: {} } } }, ok);
    tree.get('/roles', { config: { auth: { business: { permissions: ['ROLE_MANAGEMENT'], flag: 'roles' } } } }, ok);
    tree.get('/stats', { config: { auth: { business: { permissions: ['REPORTING_VIEW'], features: ['REPORTING'] } } } }, ok);
    tree.get('/me/v1/twoFactor/status', { config: { auth: { business: {} }, twoFactor: 'exempt' } }, ok);
  }]);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function call(url: string, who: string): Promise<string> {
  const r = await app.inject({ method: 'GET', url: `/i/api/business${url}`, headers: { 'x-test-principal': who } });
  return r.statusCode === 200 ? 'allowed' : `${r.statusCode} ${r.json<{ errors: { code: string }[] }>().errors[0]?.code}`;
}

describe('business route tree', () => {
  it.each([
    ['/any', 'visitor', '401 INVALID_SESSION'],
    ['/any', 'consumer', '403 FORBIDDEN'],
    ['/any', 'traveler', 'allowed'],
    ['/any', 'noTwoFactor', '403 MISSING_TWO_FACTOR_AUTHENTICATION'],
    ['/any', 'ssoTwoFactor', 'allowed'],
    ['/any', 'enrolledNotVerified', '403 MISSING_TWO_FACTOR_AUTHENTICATION'],
    ['/me/v1/twoFactor/status', 'noTwoFactor', 'allowed'],
    ['/me/v1/twoFactor/status', 'enrolledNotVerified', 'allowed'],
    ['/me/v1/twoFactor/status', 'consumer', '403 FORBIDDEN'],
    ['/me/v1/twoFactor/status', 'visitor', '401 INVALID_SESSION'],
    ['/roles', 'noTwoFactor', '403 MISSING_TWO_FACTOR_AUTHENTICATION'],
    ['/roles', 'traveler', '403 FORBIDDEN'],
    ['/roles', 'adminRolesOff', '403 FORBIDDEN'],
    ['/roles', 'adminRolesOn', 'allowed'],
    ['/stats', 'reporterBiz', '403 FORBIDDEN'],
    ['/stats', 'consumer', '403 FORBIDDEN'],
  ])('GET %s as %s: %s', async (url, who, expected) => {
    expect(await call(url, who)).toBe(expected);
  });

  it('refuses to register a route without a business declaration inside the tree', async () => {
    const other = Fastify({ logger: false });
    installAccessControl(other);
    await expect(registerBusinessTree(other, [async (tree) => {
      tree.get('/open', { config: { auth: 'account' } }, async () => ({}));
    }])).rejects.toThrow(/must declare config.auth/);
    await other.close();
  });

  it('refuses a two-factor exemption outside /me/v1/twoFactor/ at registration', async () => {
    const other = Fastify({ logger: false });
    installAccessControl(other);
    await expect(registerBusinessTree(other, [async (tree) => {
      tree.get('/company/v1/', { config: { auth: { business: {} }, twoFactor: 'exempt' } }, async () => ({}));
    }])).rejects.toThrow(/may not be exempt from two-factor/);
    await other.close();
  });

  it('a business declaration outside the tree fails closed (500)', async () => {
    const other = Fastify({ ...ERROR_SERVER_OPTIONS, logger: false });
    installErrorHandling(other);
    other.decorateRequest('principal', { getter: () => PRINCIPALS.traveler as Principal, setter() {} });
    installAccessControl(other);
    other.get('/outside', { config: { auth: { business: {} } } }, async () => ({}));
    await other.ready();
    expect((await other.inject({ method: 'GET', url: '/outside' })).statusCode).toBe(500);
    await other.close();
  });
});
