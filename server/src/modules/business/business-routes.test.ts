// @vitest-environment node
/**
 * The business route tree over the real app and the seeded demo companies (issue #24 steps 3, 4, 6): the auth state
 * built from the principal, the account-type toggle and businessToggleUrl, company GET/PUT, the two-factor seam, and
 * the sweep of every business route as every seeded role, a consumer, a visitor and a user of a second company, with
 * the matrix printed and each outcome asserted from the route's declaration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_STATE_PATH, AuthStateSchema, BuiltInRoleSchema, CompanySchema, policy, type BuiltInRole, type Permission,
} from '@travel/contract';
import { callAs, demoUser, signInAs } from '../../../test/business-fixtures.ts';
import { newSession, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { checkBusinessRequirement, isBusinessRouteAuth, type RouteAccessEntry } from '../access/plugin.ts';
import { principalBusinessOf } from '../../../test/business-principal.ts';

let h: Harness;
const sessions = new Map<string, TestSession | null>();
const code = (r: { statusCode: number; json(): unknown }) => (r.statusCode >= 400 ? (r.json() as { errors: { code: string }[] }).errors[0]?.code : undefined);

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  // A visitor as the frame is one: an anonymous session with its form token.
  sessions.set('visitor', await newSession(h.app));
  const anon = await newSession(h.app);
  const reg = await h.app.inject({
    method: 'POST', url: '/k/run/auth/register', cookies: { sid: anon.sid }, headers: { 'x-csrf': anon.token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: 'consumer@example.com', passwd: 'consumer-pass-1', consent: 'true' }).toString(),
  });
  expect(reg.json<{ status: number }>().status).toBe(0);
  const sid = sidOf(reg);
  const token = (await h.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } })).json<{ formtoken: string }>().formtoken;
  sessions.set('consumer', { sid, token });
  for (const role of BuiltInRoleSchema.options) sessions.set(`acme:${role}`, await signInAs(h.app, `acme:${role}`));
  sessions.set('globex:COMPANY_ADMIN', await signInAs(h.app, 'globex:COMPANY_ADMIN'));
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const as = (who: string) => sessions.get(who) ?? null;

describe('auth state from the principal', () => {
  it('a company admin gets the whole businessState; a consumer none', async () => {
    const admin = AuthStateSchema.parse((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', AUTH_STATE_PATH)).json());
    expect(admin.loggedInSession).toBe(true);
    expect(admin.userInfoState.accountEmail).toEqual({ email: 'admin@acme.example' });
    expect(admin.businessState).toMatchObject({
      businessMode: true, bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER', planTier: 'bizPlus', travelArranger: true, bookOnBehalfEnabled: true,
      companyConfirmationNeeded: false, businessProfileConfirmationNeeded: false, companyLogoUrl: null,
      businessProfile: { companyName: 'Acme Corporation', roleName: 'Company admin', kind: 'member' },
    });
    expect(admin.businessState.permissions).toContain('COMPANY_SETTINGS_MANAGEMENT');
    expect(admin.businessState.features).toContain('REPORTING');
    expect(admin.businessState.companyFlags).toMatchObject({ roles: true, integrations: false });
    const consumer = AuthStateSchema.parse((await callAs(h.app, as('consumer'), 'GET', AUTH_STATE_PATH)).json());
    expect(consumer.loggedInSession).toBe(true);
    expect(consumer.businessState).toMatchObject({ businessMode: false, businessProfile: null, permissions: [], features: [] });
  });

  it('a traveler holds no book-for-others permission and no settings permission', async () => {
    const t = AuthStateSchema.parse((await callAs(h.app, as('acme:TRAVELER'), 'GET', AUTH_STATE_PATH)).json());
    expect(t.businessState.travelArranger).toBe(false);
    expect(t.businessState.permissions).not.toContain('COMPANY_SETTINGS_MANAGEMENT');
  });
});

describe('account-type toggle and businessToggleUrl', () => {
  it('switches one person between the business and the personal side, and back', async () => {
    const s = as('acme:EVENT_EDITOR');
    const url = await callAs(h.app, s, 'GET', '/i/api/business/me/v1/businessToggleUrl?redir=/trips');
    expect(url.json()).toEqual({ accountType: 'personal', url: '/trips' });
    expect((await callAs(h.app, s, 'POST', '/i/api/business/me/v1/accountType', { accountType: 'personal' })).json()).toEqual({ accountType: 'personal', businessMode: false });
    const personal = AuthStateSchema.parse((await callAs(h.app, s, 'GET', AUTH_STATE_PATH)).json());
    expect(personal.businessState.businessMode).toBe(false);
    expect(personal.businessState.businessProfile?.companyName).toBe('Acme Corporation');
    expect((await callAs(h.app, s, 'GET', '/i/api/business/me/v1/businessToggleUrl')).json()).toEqual({ accountType: 'business', url: '/' });
    await callAs(h.app, s, 'POST', '/i/api/business/me/v1/accountType', { accountType: 'business' });
    expect(AuthStateSchema.parse((await callAs(h.app, s, 'GET', AUTH_STATE_PATH)).json()).businessState.businessMode).toBe(true);
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'trips'])('businessToggleUrl refuses redir %s (goes to /)', async (redir) => {
    const r = await callAs(h.app, as('acme:TRAVELER'), 'GET', `/i/api/business/me/v1/businessToggleUrl?redir=${encodeURIComponent(redir)}`);
    expect(r.json<{ url: string }>().url).toBe('/');
  });

  it('a consumer has no business side (403 FORBIDDEN)', async () => {
    const r = await callAs(h.app, as('consumer'), 'GET', '/i/api/business/me/v1/businessToggleUrl');
    expect([r.statusCode, code(r)]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('company GET/PUT', () => {
  it('every member reads their own company; only company settings management changes it', async () => {
    const acme = CompanySchema.parse((await callAs(h.app, as('acme:TRAVELER'), 'GET', '/i/api/business/company/v1/')).json());
    expect(acme).toMatchObject({ id: 'acme', name: 'Acme Corporation', planTier: 'bizPlus', emailDomains: ['acme.example'], confirmed: true });
    const globex = CompanySchema.parse((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', '/i/api/business/company/v1/')).json());
    expect(globex).toMatchObject({ id: 'globex', planTier: 'biz' });
    const refused = await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'PUT', '/i/api/business/company/v1/', { name: 'Hijacked' });
    expect([refused.statusCode, code(refused)]).toEqual([403, 'FORBIDDEN']);
    const put = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', '/i/api/business/company/v1/', { name: 'Acme Corp', emailDomains: ['acme.example', 'ACME.test'], settings: { defaultCurrency: 'EUR' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Acme Corp', emailDomains: ['acme.example', 'acme.test'], settings: { defaultCurrency: 'EUR', setupVersion: 'v1' } });
    expect(CompanySchema.parse((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', '/i/api/business/company/v1/')).json()).name).toBe('Globex');
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', '/i/api/business/company/v1/', { name: 'Acme Corporation' });
  });

  it("refuses another company's email domain (400 VALIDATION_ERROR on emailDomains)", async () => {
    const r = await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', '/i/api/business/company/v1/', { emailDomains: ['acme.example'] });
    expect(r.statusCode).toBe(400);
    expect(r.json<{ errors: { code: string; field?: string }[] }>().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'emailDomains' });
  });
});

describe('two-factor seam', () => {
  it('a business profile without two-factor gets 403 MISSING_TWO_FACTOR_AUTHENTICATION on business calls', async () => {
    const account = await h.db.selectFrom('accounts').select('id').where('email', '=', demoUser('acme', 'HELPDESK').email).executeTakeFirstOrThrow();
    await h.db.updateTable('business_profiles').set({ two_factor_enabled: 0 }).where('account_id', '=', account.id).execute();
    const r = await callAs(h.app, as('acme:HELPDESK'), 'GET', '/i/api/business/company/v1/');
    expect([r.statusCode, code(r)]).toEqual([403, 'MISSING_TWO_FACTOR_AUTHENTICATION']);
    await h.db.updateTable('business_profiles').set({ two_factor_enabled: 1 }).where('account_id', '=', account.id).execute();
    expect((await callAs(h.app, as('acme:HELPDESK'), 'GET', '/i/api/business/company/v1/')).statusCode).toBe(200);
  });
});

describe('business route sweep', () => {
  it('answers every business route as every caller exactly as its declaration says, and prints the matrix', async () => {
    const routes = h.app.routeAccessTable.filter((e: RouteAccessEntry) => isBusinessRouteAuth(e.config.auth) && e.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const travelerAccount = await h.db.selectFrom('accounts').select('id').where('email', '=', demoUser('acme', 'TRAVELER').email).executeTakeFirstOrThrow();
    const target = await h.db.selectFrom('business_profiles').selectAll().where('account_id', '=', travelerAccount.id).executeTakeFirstOrThrow();
    const callers = ['visitor', 'consumer', ...BuiltInRoleSchema.options.map((r) => `acme:${r}`), 'globex:COMPANY_ADMIN'];
    const bodies: Record<string, unknown> = { POST: { accountType: 'business' }, PUT: {} };
    const lines: string[] = [];
    const failures: string[] = [];
    for (const route of routes) {
      // Admin hub routes (admin-routes.ts) are called with ids no company has and the sweep's bodies, so nothing changes:
      // a caller past the tree gets 200 on a plain GET, else 404 NOT_FOUND or 400 VALIDATION_ERROR from the route.
      const admin = route.url.startsWith('/i/api/business/admin/');
      const url = admin
        ? route.url.replace(':profileId', 'no-such-profile').replace(':invitationId', 'no-such-invitation').replace(':id', '999999999').replace(':domain', 'no-such.example')
        : route.url.replace(':profileId', target.id);
      const requirement = isBusinessRouteAuth(route.config.auth) ? route.config.auth.business : {};
      const cells: string[] = [];
      for (const who of callers) {
        const r = await callAs(h.app, as(who), route.method as 'GET', url, bodies[route.method]);
        // 400 VALIDATION_ERROR: the caller passed every access check and the route refused the sweep's body or the
        // caller's state (e.g. a two-factor code that is not right, or enrolling twice): allowed as far as access goes.
        // Admin hub routes keep their 400 apart: there it is how a write past the tree refuses the sweep's ids and bodies.
        const got = r.statusCode < 400 || (!admin && r.statusCode === 400 && code(r) === 'VALIDATION_ERROR') ? 'allowed' : `${r.statusCode} ${code(r)}`;
        let expected: string;
        if (who === 'visitor') expected = '401 INVALID_SESSION';
        else if (who === 'consumer') expected = '403 FORBIDDEN';
        else {
          const [company, role] = who.split(':') as ['acme' | 'globex', BuiltInRole];
          const business = await principalBusinessOf(h.db, demoUser(company, role).email);
          if (!checkBusinessRequirement(business, requirement) || (requirement.flag !== undefined && !business.flags[requirement.flag])) expected = '403 FORBIDDEN';
          else if (admin && (route.method !== 'GET' || route.url.includes('/:'))) {
            expected = got === '404 NOT_FOUND' || got === '400 VALIDATION_ERROR' ? got : 'past the tree (404 NOT_FOUND or 400 VALIDATION_ERROR)';
          } else if (route.url.includes(':profileId')) {
            const actor = { accountId: 'x', profileId: business.profileId, companyId: business.companyId, permissions: business.permissions as Permission[] };
            expected = company !== 'acme'
              ? '404 NOT_FOUND'
              : policy('profile.view', actor, { profileId: target.id, companyId: 'acme', managerProfileId: target.manager_profile_id, approverProfileId: target.approver_profile_id })
                ? 'allowed' : '403 FORBIDDEN';
          } else expected = 'allowed';
        }
        cells.push(`${who}=${got}`);
        if (got !== expected) failures.push(`${route.method} ${route.url} as ${who}: got ${got}, expected ${expected}`);
      }
      lines.push(`${route.method} ${route.url}\n    ${cells.join('\n    ')}`);
    }
    console.log(`Business route matrix (allowed / 401 / 403 / 404):\n${lines.join('\n')}`);
    expect(failures).toEqual([]);
  }, 120_000);
});
