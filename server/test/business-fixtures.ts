/**
 * Shared fixtures of the server's business tests: a business principal for hook tests without a database, and
 * `signInAs(app, who)` for tests over the real app and its seeded demo companies (server/src/db/seed-business.ts).
 * Test-only: imported by *.test.ts files, never by the server.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  COMPANY_FLAG_DEFAULTS, TWO_FACTOR_API_PATHS, featuresOf, permissionsOfRole, type BuiltInRole, type Feature, type Permission,
} from '@travel/contract';
import type { BusinessPrincipal } from '../src/modules/access/principal.ts';
import { DEMO_BUSINESS_PASSWORD, DEMO_BUSINESS_USERS, demoRecoveryCodes, demoTotpSecret, type DemoBusinessUser } from '../src/db/seed-business.ts';
import { totpCodeAt, totpStepAt } from '../src/modules/business/two-factor-totp.ts';
import { newSession, sidOf, type TestSession } from './booking-fixtures.ts';

/**
 * A business principal of company `acme` with the given permissions (default: a traveler's) and features (default:
 * tier biz), two-factor enrolled, on the business side; override any field with `patch`.
 */
export function businessPrincipal(patch: Partial<BusinessPrincipal> & { permissions?: readonly Permission[]; features?: readonly Feature[] } = {}): BusinessPrincipal {
  return {
    profileId: 'p1', companyId: 'acme', companyName: 'Acme', companyLogoRef: null, roleId: 1, builtInRole: 'TRAVELER', roleName: 'Traveler',
    permissions: permissionsOfRole('TRAVELER'), features: featuresOf('biz'), flags: COMPANY_FLAG_DEFAULTS, planTier: 'biz', bookingMode: 'TRAVELER_ONLY', multiRoomBookings: false,
    businessMode: true, profileKind: 'member', profileConfirmed: true, companyConfirmed: true, twoFactor: { enrolled: true, verified: true, ssoAsserted: false },
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

/** Options of {@link signInAs}. */
export interface SignInOptions {
  /** Pass the session's two-factor with the demo secret (default true; false leaves the session unverified). */
  verifyTwoFactor?: boolean;
  /** The app's clock, epoch ms, when the harness was built with `now` (the TOTP code must be of the app's time). */
  nowMs?: number;
}

/** Per app: each demo email's last TOTP step the fixture used and how many demo recovery codes it spent (no replays). */
const usedTwoFactor = new WeakMap<FastifyInstance, Map<string, { lastStep: number; recoveryUsed: number }>>();

/**
 * Passes two-factor for a signed-in demo user's session through the real routes: POST verify with the code of the
 * user's demo secret ({@link demoTotpSecret}) for the oldest step of the ±1 window not used yet in this app (the
 * server refuses replays, so up to three sign-ins of one user per 30 s pass by code), else POST recover with the next
 * unused demo recovery code (ten more). Users seeded without two-factor and non-demo emails are left as they are.
 * @throws when neither is accepted
 */
async function passTwoFactor(app: FastifyInstance, email: string, session: TestSession, nowMs: number): Promise<void> {
  const user = DEMO_BUSINESS_USERS.find((u) => u.email === email);
  if (!user?.enrolled) return;
  const perApp = usedTwoFactor.get(app) ?? new Map<string, { lastStep: number; recoveryUsed: number }>();
  usedTwoFactor.set(app, perApp);
  const used = perApp.get(email) ?? { lastStep: Number.NEGATIVE_INFINITY, recoveryUsed: 0 };
  perApp.set(email, used);
  const current = totpStepAt(nowMs);
  const step = [current - 1, current, current + 1].find((s) => s > used.lastStep);
  if (step !== undefined) {
    used.lastStep = step;
    const r = await callAs(app, session, 'POST', TWO_FACTOR_API_PATHS.verify, { code: totpCodeAt(demoTotpSecret(email), step * 30_000) });
    if (r.statusCode === 200) return;
  }
  const recoveryCode = demoRecoveryCodes(email)[used.recoveryUsed];
  used.recoveryUsed += 1;
  if (recoveryCode !== undefined) {
    const r = await callAs(app, session, 'POST', TWO_FACTOR_API_PATHS.recover, { recoveryCode });
    if (r.statusCode === 200) return;
    throw new Error(`two-factor of ${email} failed: ${r.statusCode} ${r.body}`);
  }
  throw new Error(`two-factor of ${email}: no unused demo code left in this app (sign in as this user less often)`);
}

/**
 * Signs in through POST /k/run/auth/login (the real password check), then (for an enrolled demo user, unless
 * `options.verifyTwoFactor` is false) passes two-factor for the session with the demo secret, and returns the session.
 * @throws when the sign-in does not answer status 0, or two-factor is refused
 */
export async function signInAs(app: FastifyInstance, who: SignInWho, options: SignInOptions = {}): Promise<TestSession> {
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
  const session = { sid, token: token.json<{ formtoken: string }>().formtoken };
  if (options.verifyTwoFactor !== false) await passTwoFactor(app, email, session, options.nowMs ?? Date.now());
  return session;
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
