/**
 * Shared fixtures of the server's business tests: a business principal for hook tests without a database, and
 * `signInAs(app, who)` for tests over the real app and its seeded demo companies (server/src/db/seed-business.ts).
 * Test-only: imported by *.test.ts files, never by the server.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { COMPANY_FLAG_DEFAULTS, featuresOf, permissionsOfRole, type BuiltInRole, type Feature, type Permission } from '@travel/contract';
import type { BusinessPrincipal } from '../src/modules/access/principal.ts';
import { DEMO_BUSINESS_PASSWORD, DEMO_BUSINESS_USERS, type DemoBusinessUser } from '../src/db/seed-business.ts';
import { newSession, sidOf, type TestSession } from './booking-fixtures.ts';

/**
 * A business principal of company `acme` with the given permissions (default: a traveler's) and features (default:
 * tier biz), two-factor enrolled, on the business side; override any field with `patch`.
 */
export function businessPrincipal(patch: Partial<BusinessPrincipal> & { permissions?: readonly Permission[]; features?: readonly Feature[] } = {}): BusinessPrincipal {
  return {
    profileId: 'p1', companyId: 'acme', companyName: 'Acme', companyLogoRef: null, roleId: 1, builtInRole: 'TRAVELER', roleName: 'Traveler',
    permissions: permissionsOfRole('TRAVELER'), features: featuresOf('biz'), flags: COMPANY_FLAG_DEFAULTS, planTier: 'biz', bookingMode: 'TRAVELER_ONLY',
    businessMode: true, profileKind: 'member', profileConfirmed: true, companyConfirmed: true, twoFactor: { enrolled: true, ssoAsserted: false },
    ...patch,
  };
}

/** Who a test signs in as: a seeded demo user's key (`acme:COMPANY_ADMIN`, `globex:COMPANY_ADMIN`...) or an email and password. */
export type SignInWho = `${'acme' | 'globex'}:${BuiltInRole}` | { email: string; password: string };

/** The seeded demo user of a company and role. @throws when the seed has none */
export function demoUser(company: 'acme' | 'globex', role: BuiltInRole): DemoBusinessUser {
  const user = DEMO_BUSINESS_USERS.find((u) => u.company === company && u.role === role);
  if (!user) throw new Error(`no seeded ${role} in ${company}`);
  return user;
}

/**
 * Signs in through POST /k/run/auth/login (the real password check) and returns the signed-in session.
 * @throws when the sign-in does not answer status 0
 */
export async function signInAs(app: FastifyInstance, who: SignInWho): Promise<TestSession> {
  const { email, password } = typeof who === 'string'
    ? { email: demoUser(who.split(':')[0] as 'acme' | 'globex', who.split(':')[1] as BuiltInRole).email, password: DEMO_BUSINESS_PASSWORD }
    : who;
  const anon = await newSession(app);
  const r = await app.inject({
    method: 'POST', url: '/k/run/auth/login', cookies: { sid: anon.sid }, headers: { 'x-csrf': anon.token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, passwd: password, sticky: 'true' }).toString(),
  });
  if (r.statusCode !== 200 || r.json<{ status: number }>().status !== 0) throw new Error(`sign-in of ${email} failed: ${r.statusCode} ${r.body}`);
  const sid = sidOf(r);
  const token = await app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } });
  return { sid, token: token.json<{ formtoken: string }>().formtoken };
}

/** Calls the app as `session` (null: a visitor without cookies), with X-CSRF and a JSON body when given. */
export function callAs(
  app: FastifyInstance, session: TestSession | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method, url,
    ...(session ? { cookies: { sid: session.sid }, headers: { 'x-csrf': session.token } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
