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
import { multipartBody, TINY_GIF, TINY_PNG, type FormPart } from '../../../test/multipart.ts';

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
    expect(admin.businessState.companyFlags).toMatchObject({ roles: true, integrations: true, accountPermissions: true, travelerTracker: true }); // travelerTracker: seed-business-upcoming.ts turns it on (issue #26)
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

/**
 * Sweep rows of routes whose generic request (POST `{ accountType }`, PUT `{}`) would not pass their schema, keyed
 * `METHOD /path` as registered: the URL to call (params filled in), the body (per caller when it must be their own),
 * a multipart form, and what a caller the gate lets through may get besides "allowed" (a business answer such as 404
 * for a made-up id: never 401/403 from the gate). `before` runs once before the row.
 */
interface SweepRow {
  url?: string;
  body?: (who: string) => unknown;
  multipart?: readonly FormPart[];
  allowedAs?: readonly string[];
  before?: () => Promise<void>;
  /** Callers the route refuses with 403 past the gate for a company setting no declaration can say (e.g. a booking mode). */
  forbiddenFor?: readonly string[];
}
const emailOfCaller = (who: string) => {
  const [company, role] = who.split(':') as ['acme' | 'globex', BuiltInRole];
  return company && role ? demoUser(company, role).email : 'nobody@example.com';
};
const FAKE_TOKEN = 'x'.repeat(43);
const SWEEP_ROWS: Record<string, SweepRow> = {
  // Company calls (company-calls-routes.ts, company-logo.ts, impersonation.ts, issue-report.ts).
  'POST /i/api/business/me/v1/setup': { body: () => ({ firstName: 'Sweep', lastName: 'Row' }) },
  // The seeded companies set up with v1: v2 and v3 answer 400 (field version) to whoever passes the gate.
  'POST /i/api/business/me/v2/setup': { body: () => ({ firstName: 'Sweep', lastName: 'Row' }), allowedAs: ['400 VALIDATION_ERROR'] },
  'POST /i/api/business/me/v3/setup': { body: () => ({ firstName: 'Sweep', lastName: 'Row' }), allowedAs: ['400 VALIDATION_ERROR'] },
  'POST /i/api/business/me/v1/taskStatus': { url: '/i/api/business/me/v1/taskStatus?taskId=SET_UP_ACCOUNT&status=SKIPPED' },
  // Seeded profiles are confirmed: nothing to resend or send (400), a made-up link is unknown (404).
  'POST /i/api/business/me/v1/resendConfirmationEmail': { allowedAs: ['400 VALIDATION_ERROR'] },
  'POST /i/api/business/company/v1/sendConfirmation': { body: (who) => ({ userEmail: emailOfCaller(who) }), allowedAs: ['400 VALIDATION_ERROR'] },
  'POST /i/api/business/company/v1/confirm': { body: () => ({ token: FAKE_TOKEN }), allowedAs: ['404 NOT_FOUND'] },
  'POST /i/api/business/me/v1/account/keywords': { body: () => ({ keywords: ['sweep'] }) },
  'POST /i/api/business/v1/legalEntities/user/setLanguage': { body: () => ({ localeCode: 'en_US' }) },
  'PUT /i/api/business/company/v1/settings/autoApproval/:mode': { url: '/i/api/business/company/v1/settings/autoApproval/IN_POLICY' },
  // Travel policies (travel-policy-routes.ts): the car vertical (no flag); an empty document keeps the company's others.
  'GET /i/api/business/company/v1/settings/policies/:vertical': { url: '/i/api/business/company/v1/settings/policies/car' },
  'PUT /i/api/business/company/v1/settings/policies/:vertical': { url: '/i/api/business/company/v1/settings/policies/car', body: () => ({ document: {} }) },
  'POST /i/api/business/company/v1/sortOrderSettings': { body: () => ({ flights: 'price' }) },
  // VIDEO_TUTORIALS gates nothing (catalogue), so switching it changes no other row.
  'PUT /i/api/business/company/v1/feature/enable': { body: () => ({ feature: 'VIDEO_TUTORIALS' }) },
  'PUT /i/api/business/company/v1/feature/disable': { body: () => ({ feature: 'VIDEO_TUTORIALS' }) },
  'POST /i/api/business/company/v1/tier/upgrade': { body: () => ({ tier: 'enterprise' }) },
  // Acme is on bizPlus already (400); Globex (biz) signs up, then its confirmation can be resent.
  'POST /i/api/business/company/v1/v2/bizPlus/signup': { allowedAs: ['allowed', '400 VALIDATION_ERROR'] },
  'POST /i/api/business/company/v1/bizPlus/sendConfirmation': { allowedAs: ['allowed', '400 VALIDATION_ERROR'] },
  'POST /i/api/business/company/v1/bizPlus/trackEmailConfirmationClick': { body: () => ({ token: FAKE_TOKEN }), allowedAs: ['404 NOT_FOUND'] },
  'DELETE /i/api/business/company/v1/:confirmationCode/:requestTime/:token': {
    url: `/i/api/business/company/v1/${'A'.repeat(24)}/1700000000000/${'B'.repeat(43)}`, allowedAs: ['404 NOT_FOUND'],
  },
  'POST /i/api/business/company/v1/logo': { multipart: [{ name: 'multipartFile', filename: 'logo.png', data: TINY_PNG }] },
  'POST /i/api/business/impersonation/v1/support': { body: () => ({ mode: 'view', days: 1 }) },
  'POST /i/api/business/impersonation/v1/start': {
    body: () => ({ profileId: 'no-such-profile' }),
    allowedAs: ['404 NOT_FOUND'],
    before: async () => {
      for (const company of ['acme', 'globex']) {
        await h.db.insertInto('company_preferences')
          .values({ company_id: company, support_mode: 'view', support_expires_at: '2999-01-01T00:00:00.000Z', updated_at: new Date().toISOString() } as never)
          .onConflict((oc) => oc.column('company_id').doUpdateSet({ support_mode: 'view', support_expires_at: '2999-01-01T00:00:00.000Z' })).execute();
      }
    },
  },
  // Nobody in the sweep is impersonating: end answers 404 to whoever passes the gate.
  'POST /i/api/business/impersonation/v1/end': { allowedAs: ['404 NOT_FOUND'] },
  'POST /i/api/business/issues/reporting/v1/report': {
    multipart: [{ name: 'summary', value: 'Sweep' }, { name: 'description', value: 'Row' }, { name: 'topic', value: 'OTHER' }, { name: 'attachments', filename: 'a.gif', data: TINY_GIF }],
  },
  'POST /i/api/business/company/v1/contactAccountManager': { multipart: [{ name: 'subject', value: 'Sweep' }, { name: 'description', value: 'Row' }] },
  // An admin's reset of a lost authenticator (USER_MANAGEMENT): like every admin route it is called with a made-up
  // profile id (nobody's two-factor is reset), so whoever passes the gate gets the route's 404 ("past the tree").
  'POST /i/api/business/admin/v1/users/:profileId/resetTwoFactor': {},
  // Approvals (approvals-routes.ts): made-up request ids answer 404 to whoever passes the gate; trips to book and
  // book-on-behalf requests also need the TRAVELER_OR_TRAVEL_MANAGER booking mode, which Globex does not have (403).
  'GET /i/api/business/approvals/v1/trips/:requestId': { url: '/i/api/business/approvals/v1/trips/no-such-request', allowedAs: ['404 NOT_FOUND'] },
  'POST /i/api/business/approvals/v1/trips/:requestId/decision': { url: '/i/api/business/approvals/v1/trips/no-such-request/decision', body: () => ({ decision: 'APPROVE' }), allowedAs: ['404 NOT_FOUND'] },
  'POST /i/api/business/approvals/v1/mine/:requestId/withdraw': { url: '/i/api/business/approvals/v1/mine/no-such-request/withdraw', allowedAs: ['404 NOT_FOUND'] },
  'PUT /i/api/business/approvals/v1/settings': { body: () => ({ type: 'HARD', deadlineHours: 48, reminderHoursBeforeDeadline: 24, escalationHoursBeforeDeadline: 12, defaultAction: 'APPROVE' }) },
  'PUT /i/api/business/approvals/v1/approvers': { body: () => ({ groups: [{ groupId: 999999999, approverProfileId: null, backupApproverProfileId: null }] }), allowedAs: ['404 NOT_FOUND'] },
  'GET /i/api/business/bookOnBehalf/v1/requests': { forbiddenFor: ['globex:COMPANY_ADMIN'] },
  'GET /i/api/business/bookOnBehalf/v1/mine': { forbiddenFor: ['globex:COMPANY_ADMIN'] },
  'POST /i/api/business/bookOnBehalf/v1/requests': { body: () => ({ vertical: 'hotels', details: 'Sweep row request', startDate: '2030-01-01' }), forbiddenFor: ['globex:COMPANY_ADMIN'] },
  'POST /i/api/business/bookOnBehalf/v1/requests/:requestId/fulfil': {
    url: '/i/api/business/bookOnBehalf/v1/requests/no-such-request/fulfil', body: () => ({ bookingReference: 'NOSUCH' }), allowedAs: ['404 NOT_FOUND'], forbiddenFor: ['globex:COMPANY_ADMIN'],
  },
  // Issue #25 (h6): the bookings an arranger made for a request's requester; a made-up id answers 404 past the gate.
  'GET /i/api/business/bookOnBehalf/v1/requests/:requestId/bookings': {
    url: '/i/api/business/bookOnBehalf/v1/requests/no-such-request/bookings', allowedAs: ['404 NOT_FOUND'], forbiddenFor: ['globex:COMPANY_ADMIN'],
  },
  'POST /i/api/business/bookOnBehalf/v1/mine/:requestId/cancel': { url: '/i/api/business/bookOnBehalf/v1/mine/no-such-request/cancel', allowedAs: ['404 NOT_FOUND'], forbiddenFor: ['globex:COMPANY_ADMIN'] },
  // Issue #26 event hub (events-routes.ts): a made-up event id answers 404 to whoever passes the gate.
  'GET /i/api/business/events/v1/events/:eventId': { url: '/i/api/business/events/v1/events/no-such-event', allowedAs: ['404 NOT_FOUND'] },
  'DELETE /i/api/business/events/v1/events/:eventId': { url: '/i/api/business/events/v1/events/no-such-event', allowedAs: ['404 NOT_FOUND'] },
  'GET /i/api/business/events/v1/events/:eventId/attendance': { url: '/i/api/business/events/v1/events/no-such-event/attendance', allowedAs: ['404 NOT_FOUND'] },
  // Issue #27 company SSO (modules/sso/company-routes.ts): a made-up configuration id answers 404 past the gate.
  'GET /i/api/business/company/v1/sso/:id/externalAuthorizationUrl': { url: '/i/api/business/company/v1/sso/no-such-configuration/externalAuthorizationUrl', allowedAs: ['404 NOT_FOUND'] },
  'DELETE /i/api/business/company/v1/sso/:id': { url: '/i/api/business/company/v1/sso/no-such-configuration', allowedAs: ['404 NOT_FOUND'] },
};

describe('business route sweep', () => {
  it('answers every business route as every caller exactly as its declaration says, and prints the matrix', async () => {
    const routes = h.app.routeAccessTable.filter((e: RouteAccessEntry) => isBusinessRouteAuth(e.config.auth) && e.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(40);
    // The admin reset of a lost authenticator is on the tree, declared with USER_MANAGEMENT only (the sweep below
    // then expects exactly the company admin to pass the gate).
    const reset = routes.find((e) => e.method === 'POST' && e.url === '/i/api/business/admin/v1/users/:profileId/resetTwoFactor');
    expect(reset && isBusinessRouteAuth(reset.config.auth) ? reset.config.auth.business.permissions : undefined).toEqual(['USER_MANAGEMENT']);
    const travelerAccount = await h.db.selectFrom('accounts').select('id').where('email', '=', demoUser('acme', 'TRAVELER').email).executeTakeFirstOrThrow();
    const target = await h.db.selectFrom('business_profiles').selectAll().where('account_id', '=', travelerAccount.id).executeTakeFirstOrThrow();
    const callers = ['visitor', 'consumer', ...BuiltInRoleSchema.options.map((r) => `acme:${r}`), 'globex:COMPANY_ADMIN'];
    const bodies: Record<string, unknown> = { POST: { accountType: 'business' }, PUT: {} };
    const lines: string[] = [];
    const failures: string[] = [];
    for (const route of routes) {
      const row: SweepRow = SWEEP_ROWS[`${route.method} ${route.url}`] ?? {};
      await row.before?.();
      // Admin hub routes (admin-routes.ts) are called with ids no company has and the sweep's bodies, so nothing changes:
      // a caller past the tree gets 200 on a plain GET, else 404 NOT_FOUND or 400 VALIDATION_ERROR from the route.
      const admin = route.url.startsWith('/i/api/business/admin/');
      const url = row.url ?? (admin
        ? route.url.replace(':profileId', 'no-such-profile').replace(':invitationId', 'no-such-invitation').replace(':id', '999999999').replace(':domain', 'no-such.example')
        : route.url.replace(':profileId', target.id));
      const requirement = isBusinessRouteAuth(route.config.auth) ? route.config.auth.business : {};
      const cells: string[] = [];
      for (const who of callers) {
        const session = as(who);
        let r;
        if (row.multipart) {
          const { payload, headers } = multipartBody(row.multipart);
          r = await h.app.inject({ method: route.method as 'POST', url, payload, headers: { ...headers, ...(session ? { 'x-csrf': session.token } : {}) }, ...(session ? { cookies: { sid: session.sid } } : {}) });
        } else {
          r = await callAs(h.app, session, route.method as 'GET', url, row.body ? row.body(who) : bodies[route.method]);
        }
        const answer = r.statusCode < 400 ? 'allowed' : `${r.statusCode} ${code(r)}`;
        // A business answer the row declares for a caller the gate let through reads as "allowed"; so does 400
        // VALIDATION_ERROR outside the admin hub (the caller passed every access check and the route refused the sweep's
        // body or the caller's state, e.g. a two-factor code that is not right). Admin hub routes keep their 400 apart:
        // there it is how a write past the tree refuses the sweep's ids and bodies.
        const got = row.allowedAs?.includes(answer) || (!admin && answer === '400 VALIDATION_ERROR') ? 'allowed' : answer;
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
          } else expected = row.forbiddenFor?.includes(who) ? '403 FORBIDDEN' : 'allowed';
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
