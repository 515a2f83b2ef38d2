// @vitest-environment node
/**
 * The company calls over the real app and the seeded demo companies (issue #24 "Company calls"): each call's effect in
 * the database or the mail outbox and a refused caller; setup v1/v2/v3; onboarding progress; logo upload checked by
 * content and served from the product origin; impersonation start / an action recorded with who did it / end; tier
 * upgrade and bizPlus status; company deletion confirmed by its link (tampered and expired links refused); signup,
 * demo and waitlist outside the tree; issue reports with attachments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STATE_PATH, AuthStateSchema, CompanySchema, onboardingStatus, TWO_FACTOR_API_PATHS, TwoFactorEnrolmentSchema } from '@travel/contract';
import { callAs, demoUser, signInAs } from '../../../test/business-fixtures.ts';
import { newSession, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { impersonatedChangeAllowed } from './impersonation.ts';
import { totpCodeAt } from './two-factor-totp.ts';
import { multipartBody, SVG_WITH_SCRIPT, TINY_GIF, TINY_PDF, TINY_PNG, type FormPart } from '../../../test/multipart.ts';

let h: Harness;
let clock = Date.parse('2026-03-02T10:00:00Z');
const s = new Map<string, TestSession>();
const B = '/i/api/business';
const code = (r: { statusCode: number; json(): unknown }) => (r.statusCode >= 400 ? (r.json() as { errors: { code: string }[] }).errors[0]?.code : undefined);
const outcome = (r: { statusCode: number; json(): unknown }) => (r.statusCode < 400 ? r.statusCode : `${r.statusCode} ${code(r)}`);
const as = (who: string): TestSession => {
  const session = s.get(who);
  if (!session) throw new Error(`no session ${who}`);
  return session;
};

async function register(email: string): Promise<TestSession> {
  const anon = await newSession(h.app);
  const reg = await h.app.inject({
    method: 'POST', url: '/k/run/auth/register', cookies: { sid: anon.sid }, headers: { 'x-csrf': anon.token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, passwd: 'consumer-pass-1', consent: 'true' }).toString(),
  });
  expect(reg.json<{ status: number }>().status).toBe(0);
  const sid = sidOf(reg);
  return { sid, token: (await h.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } })).json<{ formtoken: string }>().formtoken };
}

function upload(session: TestSession, url: string, parts: readonly FormPart[]) {
  const { payload, headers } = multipartBody(parts);
  return h.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'x-csrf': session.token }, cookies: { sid: session.sid } });
}

async function lastMail(to: string): Promise<{ subject: string; body_text: string }> {
  return h.db.selectFrom('mail_outbox').select(['subject', 'body_text']).where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

async function profileIdOf(email: string): Promise<string> {
  const row = await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id').where('a.email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** The onboarding progress the auth state reports for `session`. */
async function authProgress(session: TestSession): Promise<{ company: number; account: number }> {
  const state = AuthStateSchema.parse((await h.app.inject({ method: 'GET', url: AUTH_STATE_PATH, cookies: { sid: session.sid } })).json());
  return { company: state.businessState.companyOnboardingProgress, account: state.businessState.accountOnboardingProgress };
}

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false }, now: () => clock });
  for (const who of ['acme:COMPANY_ADMIN', 'acme:TRAVELER', 'acme:HELPDESK', 'acme:TRAVEL_MANAGER', 'acme:APPROVER', 'globex:COMPANY_ADMIN', 'globex:TRAVELER'] as const) {
    s.set(who, await signInAs(h.app, who));
  }
  s.set('consumer', await register('founder@newco.example'));
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('signup, demo and waitlist (outside the business tree)', () => {
  it('a consumer creates a company and becomes its admin; a second signup is refused; a visitor gets 401', async () => {
    const r = await callAs(h.app, as('consumer'), 'POST', `${B}/company/v1/signup`, { companyName: 'NewCo', companySize: '1-10' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ next: '/business/verify?redir=/business/get-started' });
    const company = await h.db.selectFrom('companies').selectAll().where('id', '=', r.json<{ companyId: string }>().companyId).executeTakeFirstOrThrow();
    expect(company).toMatchObject({ name: 'NewCo', plan_tier: 'biz', confirmed_at: null });
    expect((await lastMail('founder@newco.example')).subject).toContain('NewCo');
    const again = await callAs(h.app, as('consumer'), 'POST', `${B}/company/v1/leisureSignup`, { companyName: 'Other' });
    expect(outcome(again)).toBe('400 VALIDATION_ERROR');
    // A visitor as the frame is one (an anonymous session with its form token).
    expect(outcome(await callAs(h.app, await newSession(h.app), 'POST', `${B}/company/v1/signup`, { companyName: 'X' }))).toBe('401 INVALID_SESSION');
    // The new admin has no second factor yet: business calls answer MISSING_TWO_FACTOR_AUTHENTICATION.
    expect(outcome(await callAs(h.app, as('consumer'), 'GET', `${B}/me/v1/tasks`))).toBe('403 MISSING_TWO_FACTOR_AUTHENTICATION');
  });

  it('requestDemo -> requested, postponeDemo -> postponed, addToWaitlist records a lead', async () => {
    const c = await register('curious@example.com');
    expect((await callAs(h.app, c, 'POST', `${B}/company/v1/requestDemo`, { companyName: 'Curious Ltd', companySize: '11-50' })).json()).toEqual({ postponementState: 'requested' });
    expect((await callAs(h.app, c, 'POST', `${B}/company/v1/postponeDemo`)).json()).toEqual({ postponementState: 'postponed' });
    expect((await callAs(h.app, c, 'POST', `${B}/company/v1/v2/addToWaitlist`, { companyName: 'Curious Ltd', countryCode: 'FR' })).json()).toEqual({ onWaitlist: true });
    const leads = await h.db.selectFrom('business_leads as l').innerJoin('accounts as a', 'a.id', 'l.account_id').select(['l.kind', 'l.demo_state'])
      .where('a.email', '=', 'curious@example.com').orderBy('l.kind').execute();
    expect(leads).toEqual([{ kind: 'demo', demo_state: 'postponed' }, { kind: 'waitlist', demo_state: 'notRequested' }]);
  });
});

describe('onboarding: confirmation, logo, tasks and progress (100 complete, above 0 started)', () => {
  it('takes a new company from not started to complete', async () => {
    const founder = as('consumer');
    // The new admin enrols an authenticator app in this session (the business tree asks for it first).
    const { secret } = TwoFactorEnrolmentSchema.parse((await callAs(h.app, founder, 'POST', TWO_FACTOR_API_PATHS.enrol)).json());
    expect((await callAs(h.app, founder, 'POST', TWO_FACTOR_API_PATHS.confirm, { code: totpCodeAt(secret, clock) })).statusCode).toBe(200);
    const tasks = async () => {
      const reply = (await callAs(h.app, founder, 'GET', `${B}/me/v1/tasks`)).json<{ companyOnboardingProgress: number; accountOnboardingProgress: number; tasks: { id: string; status: string }[] }>();
      // One source: the auth state (which drives the account menu's entries) says exactly what the tasks call says.
      expect(await authProgress(founder)).toEqual({ company: reply.companyOnboardingProgress, account: reply.accountOnboardingProgress });
      return reply;
    };
    let t = await tasks();
    expect(t.companyOnboardingProgress).toBe(0);
    expect(onboardingStatus(t.companyOnboardingProgress)).toBe('notStarted');

    // Confirm the company by the emailed link.
    expect((await callAs(h.app, founder, 'POST', `${B}/company/v1/sendConfirmation`, { userEmail: 'founder@newco.example' })).json()).toEqual({ sent: true, purpose: 'company' });
    const token = /#token=([A-Za-z0-9_-]+)/.exec((await lastMail('founder@newco.example')).body_text)?.[1] ?? '';
    expect(outcome(await callAs(h.app, founder, 'POST', `${B}/company/v1/confirm`, { token: 'x'.repeat(43) }))).toBe('404 NOT_FOUND');
    expect((await callAs(h.app, founder, 'POST', `${B}/company/v1/confirm`, { token })).json()).toEqual({ confirmed: 'company' });
    expect(outcome(await callAs(h.app, founder, 'POST', `${B}/company/v1/confirm`, { token }))).toBe('404 NOT_FOUND');
    t = await tasks();
    expect(t.companyOnboardingProgress).toBe(25);
    expect(onboardingStatus(t.companyOnboardingProgress)).toBe('started');

    expect((await upload(founder, `${B}/company/v1/logo`, [{ name: 'multipartFile', filename: 'logo.gif', data: TINY_GIF }])).statusCode).toBe(200);
    expect((await callAs(h.app, founder, 'POST', `${B}/me/v1/taskStatus?taskId=INVITE_USERS&status=SKIPPED`)).statusCode).toBe(200);
    await h.db.updateTable('companies').set({ settings_json: JSON.stringify({ setupVersion: 'v2' }) }).where('name', '=', 'NewCo').execute();
    const setup = await callAs(h.app, founder, 'POST', `${B}/me/v2/setup`, { firstName: 'Fay', lastName: 'Founder', company: { name: 'NewCo Ltd', size: '1-10', countryCode: 'GB' } });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toMatchObject({ version: 'v2', company: { name: 'NewCo Ltd' }, tasks: { companyOnboardingProgress: 100 } });
    expect(onboardingStatus(setup.json<{ tasks: { companyOnboardingProgress: number } }>().tasks.companyOnboardingProgress)).toBe('complete');
  });

  it('the auth state and GET tasks agree for every seeded role, before and after a task is skipped', async () => {
    for (const who of ['acme:COMPANY_ADMIN', 'acme:TRAVELER', 'acme:HELPDESK', 'acme:TRAVEL_MANAGER', 'acme:APPROVER', 'globex:COMPANY_ADMIN'] as const) {
      const t = (await callAs(h.app, as(who), 'GET', `${B}/me/v1/tasks`)).json<{ companyOnboardingProgress: number | null; accountOnboardingProgress: number }>();
      // A user who does not run the company has no company progress; the auth state's number says "nothing left" (100).
      expect(await authProgress(as(who)), who).toEqual({ company: t.companyOnboardingProgress ?? 100, account: t.accountOnboardingProgress });
    }
    const before = await authProgress(as('acme:APPROVER'));
    const skipped = (await callAs(h.app, as('acme:APPROVER'), 'POST', `${B}/me/v1/taskStatus?taskId=SET_UP_ACCOUNT&status=SKIPPED`)).json<{ accountOnboardingProgress: number }>();
    expect(skipped.accountOnboardingProgress).toBeGreaterThan(before.account);
    expect((await authProgress(as('acme:APPROVER'))).account).toBe(skipped.accountOnboardingProgress);
    await callAs(h.app, as('acme:APPROVER'), 'POST', `${B}/me/v1/taskStatus?taskId=SET_UP_ACCOUNT&status=TODO`);
    expect(await authProgress(as('acme:APPROVER'))).toEqual(before);
  });

  it('a traveler sees only account tasks and may not set company tasks; dismissing the task grid is remembered', async () => {
    const t = (await callAs(h.app, as('acme:TRAVELER'), 'GET', `${B}/me/v1/tasks`)).json<{ companyOnboardingProgress: number | null; tasks: { group: string }[] }>();
    expect(t.companyOnboardingProgress).toBeNull();
    expect(new Set(t.tasks.map((x) => x.group))).toEqual(new Set(['account']));
    expect(outcome(await callAs(h.app, as('acme:TRAVELER'), 'POST', `${B}/me/v1/taskStatus?taskId=UPLOAD_LOGO&status=DONE`))).toBe('403 FORBIDDEN');
    await callAs(h.app, as('acme:TRAVELER'), 'POST', `${B}/me/v1/dismissReminderTaskGrid`);
    expect((await callAs(h.app, as('acme:TRAVELER'), 'GET', `${B}/me/v1/tasks`)).json()).toMatchObject({ taskGridDismissed: true });
    expect(outcome(await callAs(h.app, await register('plain@example.com'), 'GET', `${B}/me/v1/tasks`))).toBe('403 FORBIDDEN');
  });
});

describe('setup v1 / v2 / v3 (the company setting picks one)', () => {
  it('v1 asks for a name only; another version is refused while v1 is the company\'s', async () => {
    const r = await callAs(h.app, as('globex:TRAVELER'), 'POST', `${B}/me/v1/setup`, { firstName: 'Gail', lastName: 'Globex' });
    expect(r.json()).toMatchObject({ version: 'v1', company: null });
    const info = (await callAs(h.app, as('globex:TRAVELER'), 'GET', `${B}/me/v1/account/info`)).json();
    expect(info).toMatchObject({ firstName: 'Gail', lastName: 'Globex', setupDone: true, setupVersion: 'v1' });
    const v2 = await callAs(h.app, as('globex:TRAVELER'), 'POST', `${B}/me/v2/setup`, { firstName: 'G', lastName: 'G' });
    expect(v2.statusCode).toBe(400);
    expect(v2.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('version');
  });

  it('v2 adds a phone and the company basics (company part: company managers only)', async () => {
    await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${B}/company/v1/`, { settings: { setupVersion: 'v2' } });
    const traveler = await callAs(h.app, as('globex:TRAVELER'), 'POST', `${B}/me/v2/setup`, { firstName: 'G', lastName: 'G', company: { name: 'Hijack', size: '1-10', countryCode: 'US' } });
    expect(outcome(traveler)).toBe('403 FORBIDDEN');
    const ok = await callAs(h.app, as('globex:TRAVELER'), 'POST', `${B}/me/v2/setup`, { firstName: 'Gail', lastName: 'G', phone: '+1 555 0100' });
    expect(ok.statusCode).toBe(200);
    expect((await callAs(h.app, as('globex:TRAVELER'), 'GET', `${B}/me/v1/account/info`)).json()).toMatchObject({ phone: '+1 555 0100' });
    const admin = await callAs(h.app, as('globex:COMPANY_ADMIN'), 'POST', `${B}/me/v2/setup`, { firstName: 'Gus', lastName: 'G', company: { name: 'Globex Inc', size: '51-200', countryCode: 'US' } });
    expect(admin.json()).toMatchObject({ version: 'v2', company: { name: 'Globex Inc' } });
    const prefs = await h.db.selectFrom('company_preferences').selectAll().where('company_id', '=', 'globex').executeTakeFirstOrThrow();
    expect(prefs).toMatchObject({ company_size: '51-200', country_code: 'US' });
  });

  it('v3 also asks how the company travels: booking mode and reporting currency', async () => {
    await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${B}/company/v1/`, { settings: { setupVersion: 'v3' } });
    const r = await callAs(h.app, as('globex:COMPANY_ADMIN'), 'POST', `${B}/me/v3/setup`, {
      firstName: 'Gus', lastName: 'G', company: { name: 'Globex', size: '51-200', countryCode: 'US', bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER', defaultCurrency: 'EUR' },
    });
    expect(r.json()).toMatchObject({ version: 'v3', company: { name: 'Globex', bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER', settings: { defaultCurrency: 'EUR', setupVersion: 'v3' } } });
    expect(outcome(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'POST', `${B}/me/v3/setup`, { firstName: 'G', lastName: 'G', company: { name: 'X', size: '1-10', countryCode: 'US' } }))).toBe('400 VALIDATION_ERROR');
    await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${B}/company/v1/`, { bookingMode: 'TRAVELER_ONLY', settings: { setupVersion: 'v1', defaultCurrency: 'USD' } });
  });
});

describe('company logo', () => {
  it('uploads a png, shows it in GET company and the auth state, serves it immutable with nosniff, deletes it', async () => {
    const admin = as('acme:COMPANY_ADMIN');
    const r = await upload(admin, `${B}/company/v1/logo`, [{ name: 'multipartFile', filename: 'logo.png', data: TINY_PNG, contentType: 'image/png' }]);
    expect(r.statusCode).toBe(200);
    const url = r.json<{ logoUrl: string }>().logoUrl;
    expect(url).toMatch(/^\/company-logos\/[a-f0-9]{32}\.png$/);
    expect(CompanySchema.parse((await callAs(h.app, as('acme:TRAVELER'), 'GET', `${B}/company/v1/`)).json()).logoUrl).toBe(url);
    expect(AuthStateSchema.parse((await callAs(h.app, as('acme:TRAVELER'), 'GET', AUTH_STATE_PATH)).json()).businessState.companyLogoUrl).toBe(url);
    const served = await h.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const del = await callAs(h.app, admin, 'POST', `${B}/company/v1/logo/delete`);
    expect(del.json()).toEqual({ logoUrl: null });
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(AuthStateSchema.parse((await callAs(h.app, admin, 'GET', AUTH_STATE_PATH)).json()).businessState.companyLogoUrl).toBeNull();
  });

  it.each([
    ['a .png name with text bytes', [{ name: 'multipartFile', filename: 'logo.png', data: Buffer.from('not an image at all, just text'), contentType: 'image/png' }]],
    ['an SVG', [{ name: 'multipartFile', filename: 'logo.svg', data: SVG_WITH_SCRIPT, contentType: 'image/svg+xml' }]],
    ['a PDF', [{ name: 'multipartFile', filename: 'logo.png', data: TINY_PDF, contentType: 'image/png' }]],
    ['two files (the logo takes 1)', [{ name: 'multipartFile', filename: 'a.png', data: TINY_PNG }, { name: 'multipartFile', filename: 'b.png', data: TINY_PNG }]],
    ['no file', [{ name: 'note', value: 'x' }]],
    ['a file too large', [{ name: 'multipartFile', filename: 'big.png', data: Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024 + 10)]) }]],
  ] as [string, FormPart[]][])('refuses %s (400 VALIDATION_ERROR)', async (_name, parts) => {
    expect(outcome(await upload(as('acme:COMPANY_ADMIN'), `${B}/company/v1/logo`, parts))).toBe('400 VALIDATION_ERROR');
  });

  it('refuses a traveler (403)', async () => {
    expect(outcome(await upload(as('acme:TRAVELER'), `${B}/company/v1/logo`, [{ name: 'multipartFile', filename: 'l.png', data: TINY_PNG }]))).toBe('403 FORBIDDEN');
  });
});

describe('impersonation', () => {
  it('support off: nobody starts; the admin turns it on; helpdesk views as a traveler, every action recorded with who did it; end', async () => {
    const helpdesk = as('acme:HELPDESK');
    const traveler = await profileIdOf('traveler@acme.example');
    expect(outcome(await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/start`, { profileId: traveler }))).toBe('403 FORBIDDEN');
    expect(outcome(await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/support`, { mode: 'view' }))).toBe('403 FORBIDDEN');
    const grant = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${B}/impersonation/v1/support`, { mode: 'view', days: 1 });
    expect(grant.json()).toMatchObject({ enabled: true, mode: 'view' });
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${B}/impersonation/v1/support`)).json()).toMatchObject({ enabled: true });

    // Never someone holding more, never oneself, never another company's person.
    expect(outcome(await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/start`, { profileId: await profileIdOf('admin@acme.example') }))).toBe('403 FORBIDDEN');
    expect(outcome(await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/start`, { profileId: await profileIdOf('helpdesk@acme.example') }))).toBe('400 VALIDATION_ERROR');
    expect(outcome(await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/start`, { profileId: await profileIdOf('traveler@globex.example') }))).toBe('404 NOT_FOUND');
    expect(outcome(await callAs(h.app, as('acme:TRAVELER'), 'POST', `${B}/impersonation/v1/start`, { profileId: traveler }))).toBe('403 FORBIDDEN');

    const start = await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/start`, { profileId: traveler });
    expect(start.json()).toMatchObject({ mode: 'view', target: { profileId: traveler, email: 'traveler@acme.example' } });
    const id = start.json<{ impersonationId: string }>().impersonationId;
    const identity = (await callAs(h.app, helpdesk, 'GET', `${B}/me/v1/currentIdentity`)).json();
    expect(identity).toMatchObject({ email: 'traveler@acme.example', profileId: traveler, impersonatedBy: { email: 'helpdesk@acme.example', mode: 'view' } });
    expect(AuthStateSchema.parse((await callAs(h.app, helpdesk, 'GET', AUTH_STATE_PATH)).json()).userInfoState.accountEmail).toEqual({ email: 'traveler@acme.example' });
    // The frame's own files are public and never read the session (issue #23): loading them is not the person's action.
    expect((await callAs(h.app, helpdesk, 'GET', '/assets/main.js')).statusCode).toBe(200);
    // View mode changes nothing.
    expect(outcome(await callAs(h.app, helpdesk, 'POST', `${B}/me/v1/account/keywords`, { keywords: ['sneaky'] }))).toBe('403 FORBIDDEN');
    expect((await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/end`)).json()).toEqual({ ok: true });
    expect((await callAs(h.app, helpdesk, 'GET', `${B}/me/v1/currentIdentity`)).json()).toMatchObject({ email: 'helpdesk@acme.example', impersonatedBy: null });
    expect(outcome(await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/end`))).toBe('404 NOT_FOUND');

    const helpdeskAccount = await h.db.selectFrom('accounts').select('id').where('email', '=', 'helpdesk@acme.example').executeTakeFirstOrThrow();
    const audit = await h.db.selectFrom('business_impersonation_audit').selectAll().where('impersonation_id', '=', id).orderBy('id').execute();
    expect(audit.every((a) => a.impersonator_account_id === helpdeskAccount.id && a.company_id === 'acme')).toBe(true);
    expect(audit.map((a) => [a.action, a.status_code])).toEqual([
      ['START', 200],
      [`GET ${B}/me/v1/currentIdentity`, 200],
      [`GET ${AUTH_STATE_PATH}`, 200],
      [`POST ${B}/me/v1/account/keywords`, 403],
      ['END', 200],
      [`POST ${B}/impersonation/v1/end`, 200],
    ]);
  });

  it('book mode lets the helpdesk act as the traveler (recorded); revoking support ends it', async () => {
    const helpdesk = as('acme:HELPDESK');
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${B}/impersonation/v1/support`, { mode: 'book', days: 1 });
    const start = await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/start`, { profileId: await profileIdOf('traveler@acme.example') });
    expect(start.json()).toMatchObject({ mode: 'book' });
    expect((await callAs(h.app, helpdesk, 'POST', `${B}/me/v1/account/keywords`, { keywords: ['Project Apollo'] })).json()).toMatchObject({ email: 'traveler@acme.example', keywords: ['Project Apollo'] });
    const row = await h.db.selectFrom('business_impersonation_audit').selectAll().where('action', '=', `POST ${B}/me/v1/account/keywords`).where('status_code', '=', 200).executeTakeFirstOrThrow();
    expect(row.mode).toBe('book');
    // Never the person's own account: account calls outside business, offers, bookings and trips are refused.
    expect(outcome(await callAs(h.app, helpdesk, 'POST', '/k/run/auth/register', {}))).toBe('403 FORBIDDEN');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${B}/impersonation/v1/support`)).json()).toMatchObject({ enabled: false });
    expect((await callAs(h.app, helpdesk, 'GET', `${B}/me/v1/currentIdentity`)).json()).toMatchObject({ email: 'helpdesk@acme.example', impersonatedBy: null });
  });
});

describe('impersonation: finding the person, the mode asked, the auth state', () => {
  it('support staff search the company (grant, people, who they may not act as); view under a book grant; the auth state names the impersonator', async () => {
    const helpdesk = as('acme:HELPDESK');
    expect(outcome(await callAs(h.app, as('acme:TRAVELER'), 'GET', `${B}/impersonation/v1/support/users?query=acme`))).toBe('403 FORBIDDEN');
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${B}/impersonation/v1/support`);
    const off = (await callAs(h.app, helpdesk, 'GET', `${B}/impersonation/v1/support/users?query=acme.example`)).json<{ grant: { enabled: boolean }; users: { email: string; blockedBy: string | null }[] }>();
    expect(off.grant.enabled).toBe(false);
    const byEmail = new Map(off.users.map((u) => [u.email, u.blockedBy]));
    expect(byEmail.get('traveler@acme.example')).toBeNull();
    expect(byEmail.get('helpdesk@acme.example')).toBe('SELF');
    expect(byEmail.get('admin@acme.example')).toBe('HOLDS_MORE');
    expect(off.users.some((u) => u.email.endsWith('@globex.example'))).toBe(false);
    const one = (await callAs(h.app, helpdesk, 'GET', `${B}/impersonation/v1/support/users?query=TRAVELER%40acme&limit=5`)).json<{ users: { email: string }[] }>();
    expect(one.users.map((u) => u.email)).toEqual(['traveler@acme.example']);

    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${B}/impersonation/v1/support`, { mode: 'view', days: 1 });
    const traveler = await profileIdOf('traveler@acme.example');
    expect(outcome(await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/start`, { profileId: traveler, mode: 'book' }))).toBe('403 FORBIDDEN');
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${B}/impersonation/v1/support`, { mode: 'book', days: 1 });
    expect((await callAs(h.app, helpdesk, 'GET', `${B}/impersonation/v1/support/users?query=traveler`)).json()).toMatchObject({ grant: { enabled: true, mode: 'book' } });
    const start = await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/start`, { profileId: traveler, mode: 'view' });
    expect(start.json()).toMatchObject({ mode: 'view' });
    const state = AuthStateSchema.parse((await callAs(h.app, helpdesk, 'GET', AUTH_STATE_PATH)).json());
    expect(state.userInfoState.accountEmail).toEqual({ email: 'traveler@acme.example' });
    expect(state.businessState.impersonation).toEqual({ mode: 'view', impersonatorEmail: 'helpdesk@acme.example' });
    expect(outcome(await callAs(h.app, helpdesk, 'POST', `${B}/me/v1/account/keywords`, { keywords: ['x'] }))).toBe('403 FORBIDDEN');
    await callAs(h.app, helpdesk, 'POST', `${B}/impersonation/v1/end`);
    expect(AuthStateSchema.parse((await callAs(h.app, helpdesk, 'GET', AUTH_STATE_PATH)).json()).businessState.impersonation).toBeNull();
    await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${B}/impersonation/v1/support`);
  });
});

describe('what an impersonation may change', () => {
  it.each([
    ['view', '/i/api/business/me/v1/account/keywords', false],
    ['view', '/i/api/business/impersonation/v1/end', true],
    ['view', '/k/run/auth/logout', true],
    ['book', '/i/api/business/me/v1/account/keywords', true],
    ['book', '/i/api/bookings/v1', true],
    ['book', '/trips/api/events/save', true],
    ['book', '/k/run/auth/register', false],
    ['book', '/i/api/account/dataSharing/v1/optOut', false],
  ] as const)('%s mode, %s -> %s', (mode, route, allowed) => {
    expect(impersonatedChangeAllowed(mode, route)).toBe(allowed);
  });
});

describe('tier upgrade and status (bizPlus)', () => {
  it('bizPlus signup by emailed confirmation: resend replaces the link, the click completes it', async () => {
    const admin = as('globex:COMPANY_ADMIN');
    expect((await callAs(h.app, admin, 'GET', `${B}/company/v1/tier/upgrade/status`)).json()).toMatchObject({ tier: 'biz', state: 'NONE' });
    expect(outcome(await callAs(h.app, admin, 'POST', `${B}/company/v1/bizPlus/sendConfirmation`))).toBe('400 VALIDATION_ERROR');
    expect((await callAs(h.app, admin, 'POST', `${B}/company/v1/v2/bizPlus/signup`)).json()).toMatchObject({ tier: 'biz', state: 'AWAITING_EMAIL_CONFIRMATION', requestedTier: 'bizPlus' });
    const first = /#token=([A-Za-z0-9_-]+)/.exec((await lastMail('admin@globex.example')).body_text)?.[1] ?? '';
    expect((await callAs(h.app, admin, 'POST', `${B}/company/v1/bizPlus/sendConfirmation`)).json()).toEqual({ sent: true });
    const second = /#token=([A-Za-z0-9_-]+)/.exec((await lastMail('admin@globex.example')).body_text)?.[1] ?? '';
    expect(second).not.toBe(first);
    expect(outcome(await callAs(h.app, admin, 'POST', `${B}/company/v1/bizPlus/trackEmailConfirmationClick`, { token: first }))).toBe('404 NOT_FOUND');
    expect(outcome(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${B}/company/v1/bizPlus/trackEmailConfirmationClick`, { token: second }))).toBe('404 NOT_FOUND');
    const done = await callAs(h.app, admin, 'POST', `${B}/company/v1/bizPlus/trackEmailConfirmationClick`, { token: second });
    expect(done.json()).toMatchObject({ tier: 'bizPlus', state: 'COMPLETED' });
    expect(AuthStateSchema.parse((await callAs(h.app, admin, 'GET', AUTH_STATE_PATH)).json()).businessState.planTier).toBe('bizPlus');
  });

  it('tier/upgrade to enterprise is requested (sales), a lower or equal tier is refused, a traveler is refused', async () => {
    const admin = as('globex:COMPANY_ADMIN');
    expect(outcome(await callAs(h.app, admin, 'POST', `${B}/company/v1/tier/upgrade`, { tier: 'bizPlus' }))).toBe('400 VALIDATION_ERROR');
    expect((await callAs(h.app, admin, 'POST', `${B}/company/v1/tier/upgrade`, { tier: 'enterprise' })).json()).toMatchObject({ tier: 'bizPlus', state: 'REQUESTED', requestedTier: 'enterprise' });
    expect((await lastMail('admin@globex.example')).subject).toContain('enterprise');
    expect(outcome(await callAs(h.app, as('globex:TRAVELER'), 'GET', `${B}/company/v1/tier/upgrade/status`))).toBe('403 FORBIDDEN');
    await h.db.updateTable('companies').set({ plan_tier: 'biz' }).where('id', '=', 'globex').execute();
  });
});

describe('settings, features, multi-room bookings', () => {
  it('each call stores its effect and refuses a caller without the permission', async () => {
    expect(outcome(await callAs(h.app, as('acme:APPROVER'), 'PUT', `${B}/company/v1/settings/autoApproval/IN_POLICY`))).toBe('403 FORBIDDEN');
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${B}/company/v1/settings/autoApproval/IN_POLICY`)).json()).toMatchObject({ autoApproval: 'IN_POLICY' });
    // PUT settings/policies/{vertical} stores a policy document (issue #25): travel-policy-routes.test.ts.
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${B}/company/v1/sortOrderSettings`, { flights: 'price', hotels: 'inPolicyFirst' })).json())
      .toMatchObject({ autoApproval: 'IN_POLICY', sortOrder: { flights: 'price', hotels: 'inPolicyFirst' } });
    expect(outcome(await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'POST', `${B}/company/v1/sortOrderSettings`, { flights: 'price' }))).toBe('403 FORBIDDEN');
  });

  it('features: off and back on within the tier; a feature beyond the tier is refused', async () => {
    const admin = as('acme:COMPANY_ADMIN');
    expect(outcome(await callAs(h.app, admin, 'PUT', `${B}/company/v1/feature/enable`, { feature: 'SSO_INTEGRATION' }))).toBe('403 FORBIDDEN');
    const off = CompanySchema.parse((await callAs(h.app, admin, 'PUT', `${B}/company/v1/feature/disable`, { feature: 'ONBOARDING_TASKS' })).json());
    expect(off.features).not.toContain('ONBOARDING_TASKS');
    expect(outcome(await callAs(h.app, as('acme:TRAVELER'), 'GET', `${B}/me/v1/tasks`))).toBe('403 FORBIDDEN');
    const on = CompanySchema.parse((await callAs(h.app, admin, 'PUT', `${B}/company/v1/feature/enable`, { feature: 'ONBOARDING_TASKS' })).json());
    expect(on.features).toContain('ONBOARDING_TASKS');
    expect(outcome(await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'PUT', `${B}/company/v1/feature/disable`, { feature: 'REPORTING' }))).toBe('403 FORBIDDEN');
  });

  it('multiRoomBookings enable | disable', async () => {
    const admin = as('acme:COMPANY_ADMIN');
    expect(CompanySchema.parse((await callAs(h.app, admin, 'PUT', `${B}/company/v1/multiRoomBookings/enable`)).json()).multiRoomBookings).toBe(true);
    expect(CompanySchema.parse((await callAs(h.app, admin, 'PUT', `${B}/company/v1/multiRoomBookings/disable`)).json()).multiRoomBookings).toBe(false);
    expect(outcome(await callAs(h.app, as('acme:TRAVELER'), 'PUT', `${B}/company/v1/multiRoomBookings/enable`))).toBe('403 FORBIDDEN');
  });
});

describe('business me: account info, keywords, identity, language, confirmations', () => {
  it('stores keywords and the language; shows the identity', async () => {
    const t = as('acme:APPROVER');
    expect((await callAs(h.app, t, 'POST', `${B}/me/v1/account/keywords`, { keywords: ['Apollo', 'Apollo', 'Gemini'] })).json()).toMatchObject({ keywords: ['Apollo', 'Gemini'] });
    expect((await callAs(h.app, t, 'POST', `${B}/v1/legalEntities/user/setLanguage`, { localeCode: 'fr_FR' })).json()).toEqual({ localeCode: 'fr_FR' });
    expect(outcome(await callAs(h.app, t, 'POST', `${B}/v1/legalEntities/user/setLanguage`, { localeCode: 'fr-FR' }))).toBe('400 VALIDATION_ERROR');
    expect((await callAs(h.app, t, 'GET', `${B}/me/v1/account/info`)).json()).toMatchObject({ email: 'approver@acme.example', companyName: 'Acme Corporation', language: 'fr_FR', keywords: ['Apollo', 'Gemini'] });
    expect((await callAs(h.app, t, 'GET', `${B}/me/v1/currentIdentity`)).json()).toMatchObject({ email: 'approver@acme.example', companyId: 'acme', impersonatedBy: null });
    // currentIdentity as a visitor: 401 INVALID_SESSION (the frame swallows it, account §8).
    expect(outcome(await callAs(h.app, null, 'GET', `${B}/me/v1/currentIdentity`))).toBe('401 INVALID_SESSION');
  });

  it('sendConfirmation errors come in the envelope (the frame rejects with the first code); a profile link confirms the profile', async () => {
    expect(outcome(await callAs(h.app, as('acme:TRAVELER'), 'POST', `${B}/company/v1/sendConfirmation`, { userEmail: 'admin@acme.example' }))).toBe('403 FORBIDDEN');
    expect(outcome(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${B}/company/v1/sendConfirmation`, { userEmail: 'nobody@acme.example' }))).toBe('404 NOT_FOUND');
    expect(outcome(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${B}/company/v1/sendConfirmation`, { userEmail: 'traveler@globex.example' }))).toBe('404 NOT_FOUND');
    expect(outcome(await callAs(h.app, as('acme:TRAVELER'), 'POST', `${B}/me/v1/resendConfirmationEmail`))).toBe('400 VALIDATION_ERROR');
    const traveler = demoUser('acme', 'TRAVELER');
    await h.db.updateTable('business_profiles').set({ confirmed_at: null }).where('id', '=', await profileIdOf(traveler.email)).execute();
    expect(AuthStateSchema.parse((await callAs(h.app, as('acme:TRAVELER'), 'GET', AUTH_STATE_PATH)).json()).businessState.businessProfileConfirmationNeeded).toBe(true);
    expect((await callAs(h.app, as('acme:TRAVELER'), 'POST', `${B}/me/v1/resendConfirmationEmail`)).json()).toEqual({ sent: true, purpose: 'profile' });
    const token = /#token=([A-Za-z0-9_-]+)/.exec((await lastMail(traveler.email)).body_text)?.[1] ?? '';
    expect(outcome(await callAs(h.app, as('acme:APPROVER'), 'POST', `${B}/company/v1/confirm`, { token }))).toBe('403 FORBIDDEN');
    expect((await callAs(h.app, as('acme:TRAVELER'), 'POST', `${B}/company/v1/confirm`, { token })).json()).toEqual({ confirmed: 'profile' });
    expect(AuthStateSchema.parse((await callAs(h.app, as('acme:TRAVELER'), 'GET', AUTH_STATE_PATH)).json()).businessState.businessProfileConfirmationNeeded).toBe(false);
  });
});

describe('issue report and contact account manager (multipart, attachments checked by content)', () => {
  it('stores a report with its attachments and mails a receipt', async () => {
    const r = await upload(as('acme:TRAVELER'), `${B}/issues/reporting/v1/report`, [
      { name: 'summary', value: 'Hotel charged twice' }, { name: 'description', value: 'See the statement attached.' }, { name: 'topic', value: 'BILLING' },
      { name: 'bookingNumber', value: 'K-12345' },
      { name: 'attachments', filename: 'statement.pdf', data: TINY_PDF }, { name: 'attachments', filename: 'screen.png', data: TINY_PNG },
    ]);
    expect(r.statusCode).toBe(200);
    const { reportId } = r.json<{ reportId: string; attachments: number }>();
    expect(r.json()).toMatchObject({ attachments: 2 });
    const report = await h.db.selectFrom('business_issue_reports').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();
    expect(report).toMatchObject({ company_id: 'acme', kind: 'issue', topic: 'BILLING', booking_number: 'K-12345' });
    const files = await h.db.selectFrom('business_attachments').select(['content_type', 'filename']).where('report_id', '=', reportId).orderBy('id').execute();
    expect(files).toEqual([{ content_type: 'application/pdf', filename: 'statement.pdf' }, { content_type: 'image/png', filename: 'screen.png' }]);
    expect((await lastMail('traveler@acme.example')).subject).toContain(reportId);
  });

  it.each([
    ['an SVG attachment', [{ name: 'attachments', filename: 'x.png', data: SVG_WITH_SCRIPT }]],
    ['41 files', Array.from({ length: 41 }, (_, i) => ({ name: 'attachments', filename: `${i}.gif`, data: TINY_GIF }))],
    ['a missing topic', [] as FormPart[]],
  ] as [string, FormPart[]][])('refuses %s', async (name, files) => {
    const fields: FormPart[] = [{ name: 'summary', value: 'S' }, { name: 'description', value: 'D' }, ...(name === 'a missing topic' ? [] : [{ name: 'topic', value: 'OTHER' }])];
    expect(outcome(await upload(as('acme:TRAVELER'), `${B}/issues/reporting/v1/report`, [...fields, ...files]))).toBe('400 VALIDATION_ERROR');
  });

  it('contact account manager: company managers only, one attachment', async () => {
    const parts: FormPart[] = [{ name: 'subject', value: 'Invoices' }, { name: 'description', value: 'Monthly invoices please' }, { name: 'attachment', filename: 'a.gif', data: TINY_GIF }];
    expect(outcome(await upload(as('acme:TRAVELER'), `${B}/company/v1/contactAccountManager`, parts))).toBe('403 FORBIDDEN');
    expect((await upload(as('acme:COMPANY_ADMIN'), `${B}/company/v1/contactAccountManager`, parts)).json()).toMatchObject({ attachments: 1 });
    expect(outcome(await upload(as('acme:COMPANY_ADMIN'), `${B}/company/v1/contactAccountManager`, [...parts, { name: 'attachment', filename: 'b.gif', data: TINY_GIF }]))).toBe('400 VALIDATION_ERROR');
  });
});

describe('company deletion (last: it deletes Globex)', () => {
  it('an emailed link confirms it; a tampered, expired or used link is refused; a travel manager, or any caller while COMPANY_DELETION is off, cannot ask', async () => {
    const admin = as('globex:COMPANY_ADMIN');
    expect(outcome(await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'POST', `${B}/company/v1/sendDeletionEmail`))).toBe('403 FORBIDDEN');
    // COMPANY_DELETION gates it: switched off, even the company admin is refused (no mail); switched back on, allowed.
    expect((await callAs(h.app, admin, 'PUT', `${B}/company/v1/feature/disable`, { feature: 'COMPANY_DELETION' })).statusCode).toBe(200);
    const mailsBefore = (await h.db.selectFrom('mail_outbox').select('id').where('recipient', '=', 'admin@globex.example').execute()).length;
    expect(outcome(await callAs(h.app, admin, 'POST', `${B}/company/v1/sendDeletionEmail`))).toBe('403 FORBIDDEN');
    expect((await h.db.selectFrom('mail_outbox').select('id').where('recipient', '=', 'admin@globex.example').execute()).length).toBe(mailsBefore);
    expect((await callAs(h.app, admin, 'PUT', `${B}/company/v1/feature/enable`, { feature: 'COMPANY_DELETION' })).statusCode).toBe(200);
    expect((await callAs(h.app, admin, 'POST', `${B}/company/v1/sendDeletionEmail`)).json()).toEqual({ sent: true });
    const link = /\/business\/company\/delete\/([^/\s]+)\/([^/\s]+)\/([^/\s]+)/.exec((await lastMail('admin@globex.example')).body_text);
    const [, confirmationCode = '', requestTime = '', token = ''] = link ?? [];
    const flip = (t: string) => (t.startsWith('A') ? `B${t.slice(1)}` : `A${t.slice(1)}`);
    expect(outcome(await callAs(h.app, admin, 'DELETE', `${B}/company/v1/${confirmationCode}/${requestTime}/${flip(token)}`))).toBe('403 FORBIDDEN');
    expect(outcome(await callAs(h.app, admin, 'DELETE', `${B}/company/v1/${confirmationCode}/${Number(requestTime) + 1}/${token}`))).toBe('403 FORBIDDEN');
    expect(outcome(await callAs(h.app, admin, 'DELETE', `${B}/company/v1/${flip(confirmationCode)}/${requestTime}/${token}`))).toBe('404 NOT_FOUND');
    // Acme's admin cannot use Globex's link (another company's request: 404).
    expect(outcome(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'DELETE', `${B}/company/v1/${confirmationCode}/${requestTime}/${token}`))).toBe('404 NOT_FOUND');
    clock += 25 * 60 * 60 * 1000;
    expect(outcome(await callAs(h.app, admin, 'DELETE', `${B}/company/v1/${confirmationCode}/${requestTime}/${token}`))).toBe('400 VALIDATION_ERROR');

    await callAs(h.app, admin, 'POST', `${B}/company/v1/sendDeletionEmail`);
    const fresh = /\/business\/company\/delete\/([^\s]+)/.exec((await lastMail('admin@globex.example')).body_text)?.[1] ?? '';
    expect((await callAs(h.app, admin, 'DELETE', `${B}/company/v1/${fresh}`)).json()).toEqual({ deleted: true });
    const company = await h.db.selectFrom('companies').select('deleted_at').where('id', '=', 'globex').executeTakeFirstOrThrow();
    expect(company.deleted_at).not.toBeNull();
    // The used link is refused: its company is gone, so the caller has no business profile there any more.
    expect(outcome(await callAs(h.app, admin, 'DELETE', `${B}/company/v1/${fresh}`))).toBe('403 FORBIDDEN');
    // Globex's people have no business profile any more.
    expect(outcome(await callAs(h.app, admin, 'GET', `${B}/company/v1/`))).toBe('403 FORBIDDEN');
    expect(outcome(await callAs(h.app, as('globex:TRAVELER'), 'GET', `${B}/me/v1/account/info`))).toBe('403 FORBIDDEN');
  });
});
