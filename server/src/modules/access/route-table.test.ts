// @vitest-environment node
/**
 * The route-table sweep (issue #8, ARCHITECTURE.md "a test sweeps the route table"): every route the app
 * registers declares who may call it (`config.auth`), and every state-changing route without
 * `config: { csrf: 'exempt' }` refuses a missing and a wrong X-CSRF with 403 CSRF_TOKEN_INVALID even when the
 * caller has a live session. Bearer-token routes (SCIM) are exempt by declaration and refuse any call without their token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, FORM_TOKEN_PATH, INBOX_INBOUND_PATH, SCIM_BASE_PATH, SCIM_SCHEMAS, SSO_SAML_ACS_PATH } from '@travel/contract';
import { newSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { CSRF_PROTECTED_METHODS } from '../session/constants.ts';
import { isBearerRouteAuth, isValidRouteAuth, type RouteAccessEntry } from './plugin.ts';

let h: Harness;
let table: readonly RouteAccessEntry[];

beforeAll(async () => {
  // Bench routes on, so the sweep covers every route the app can register.
  h = await createHarness({ benchRoutes: true });
  table = h.app.routeAccessTable;
});
afterAll(async () => {
  await h.close();
});

const label = (e: RouteAccessEntry) => `${e.method} ${e.url}`;
/** The route's path with dummy values for its parameters (`:name` and `*`). */
const concretePath = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, 'x').replace(/\*/g, 'x');

describe('route table', () => {
  it('records every route, including those @fastify/static registers', () => {
    const labels = table.map(label);
    expect(labels).toEqual(expect.arrayContaining([`POST ${FORM_TOKEN_PATH}`, 'GET /assets/*', 'HEAD /assets/*', 'GET /sdk/*', 'GET /bench/noop', 'GET /healthz']));
    expect(table.length).toBeGreaterThan(20);
  });

  it('every route declares who may call it (config.auth)', () => {
    const undeclared = table.filter((e) => !isValidRouteAuth(e.config.auth)).map(label);
    expect(undeclared, 'routes without a valid config.auth declaration').toEqual([]);
  });

  it('only the form-token call, the inbound mail endpoint, the SAML ACS and the bearer-token API are exempt from X-CSRF', () => {
    // The inbound mail endpoint (issue #26 inbox sync) is called by a mail gateway without a session: the private
    // forwarding token in its path authorises it, and it only ever files reservations into that token's account.
    // The SAML ACS (issue #27) is posted by the identity provider's page: the one-time RelayState of a transaction, the
    // pop-up's cookie and the signed assertion answering that transaction's request authorise it (modules/sso).
    // Bearer-token routes (issue #27: SCIM at /scim/v2) are called by a directory's server with `Authorization: Bearer`,
    // which a browser never attaches on its own to a cross-site request: there is no cookie session to ride, so no
    // request to forge and no form token to hold. Every one of them must declare the exemption, and nothing else may.
    const bearer = (e: RouteAccessEntry) => isBearerRouteAuth(e.config.auth);
    const exempt = table.filter((e) => e.config.csrf === 'exempt');
    expect(exempt.filter((e) => !bearer(e)).map((e) => [label(e), e.config.csrf])).toEqual([[`POST ${FORM_TOKEN_PATH}`, 'exempt'], [`POST ${SSO_SAML_ACS_PATH}`, 'exempt'], [`POST ${INBOX_INBOUND_PATH}`, 'exempt']]);
    const bearerRoutes = table.filter(bearer);
    expect(bearerRoutes.length).toBeGreaterThanOrEqual(12);
    expect(bearerRoutes.every((e) => e.url.startsWith(`${SCIM_BASE_PATH}/`))).toBe(true);
    expect(bearerRoutes.filter((e) => e.config.csrf !== 'exempt').map(label)).toEqual([]);
  });

  it('a bearer-token route refuses a call without its token, even with a live session and X-CSRF (SCIM error format)', async () => {
    const { sid, token } = await newSession(h.app);
    const refused: string[] = [];
    for (const route of table.filter((e) => isBearerRouteAuth(e.config.auth) && e.method !== 'HEAD')) {
      const r = await h.app.inject({
        method: route.method as 'POST', url: concretePath(route.url), cookies: { sid }, headers: { [CSRF_HEADER]: token, 'content-type': 'application/json' },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
      });
      if (r.statusCode !== 401 || r.json<{ schemas?: string[] }>().schemas?.[0] !== SCIM_SCHEMAS.error) refused.push(`${label(route)} answered ${r.statusCode} ${r.body.slice(0, 80)}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('X-CSRF sweep', () => {
  // Plus GET routes that change or store state (`csrf: 'required'`: the account switch, the passkey autofill challenge).
  const protectedRoutes = () => table.filter((e) => (CSRF_PROTECTED_METHODS.has(e.method) && e.config.csrf !== 'exempt') || (e.method === 'GET' && e.config.csrf === 'required'));

  it('covers the state-changing routes', () => {
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(4);
  });

  it('every state-changing route without the exemption refuses a missing or wrong X-CSRF with a live session', async () => {
    const { sid, token } = await newSession(h.app);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      for (const [what, headers] of [['missing', {}], ['wrong', { [CSRF_HEADER]: wrong }]] as const) {
        const r = await h.app.inject({
          method: route.method as 'POST',
          url: concretePath(route.url),
          cookies: { sid },
          headers: { 'content-type': 'application/json', ...headers },
          payload: '{}',
        });
        const code = r.statusCode === 403 ? r.json<{ errors: { code: string }[] }>().errors[0]?.code : undefined;
        if (code !== 'CSRF_TOKEN_INVALID') failures.push(`${label(route)} with ${what} X-CSRF answered ${r.statusCode} ${r.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the exempt form-token call answers without X-CSRF', async () => {
    const { sid, token } = await newSession(h.app);
    const r = await h.app.inject({ method: 'POST', url: FORM_TOKEN_PATH, cookies: { sid } });
    expect(r.statusCode).toBe(200);
    expect(r.json<{ formtoken: string }>().formtoken).toBe(token);
  });

  it('a state-changing request to no route is not exempt (no session: 403 CSRF_TOKEN_INVALID)', async () => {
    const r = await h.app.inject({ method: 'POST', url: `${FORM_TOKEN_PATH}/x` });
    expect(r.statusCode).toBe(403);
    expect(r.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('CSRF_TOKEN_INVALID');
  });
});

describe('visitor routes', () => {
  it('a visitor is let through to every GET route declared visitor (no 401, 403 or access 500)', async () => {
    const refused: string[] = [];
    const session = await newSession(h.app);
    for (const route of table.filter((e) => e.method === 'GET' && e.config.auth === 'visitor')) {
      // A visitor's frame has a session: GETs that need the form token (`csrf: 'required'`) get it.
      const withToken = route.config.csrf === 'required' ? { cookies: { sid: session.sid }, headers: { [CSRF_HEADER]: session.token } } : {};
      const r = await h.app.inject({ method: 'GET', url: concretePath(route.url), ...withToken });
      if ([401, 403, 500].includes(r.statusCode)) refused.push(`${label(route)} answered ${r.statusCode}`);
    }
    expect(refused).toEqual([]);
  });
});
