// @vitest-environment node
/**
 * Business two-factor over the real app and the seeded demo companies (issue #24 "Business two-factor"): enrolment of
 * the demo user seeded without it (newadmin@acme.example), per-session verification, replay refusal, recovery codes
 * working once, the failure limit (429), CSRF on the POSTs, and the signInAs fixture passing two-factor. The app's clock
 * is the test's, so TOTP steps are exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_COUNT, TWO_FACTOR_API_PATHS, TwoFactorConfirmReplySchema, TwoFactorEnrolmentSchema, TwoFactorStatusSchema, TwoFactorVerifiedReplySchema,
  formatRecoveryCode,
} from '@travel/contract';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import type { TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { DEMO_BUSINESS_PASSWORD, demoRecoveryCodes } from '../../db/seed-business.ts';
import { TWO_FACTOR_FAILURES_MAX } from './two-factor-service.ts';
import { totpCodeAt, totpStepAt } from './two-factor-totp.ts';

let h: Harness;
let clock = Date.UTC(2030, 0, 15, 12, 0, 10);
const COMPANY = '/i/api/business/company/v1/';
const NEW_ADMIN = { email: 'newadmin@acme.example', password: DEMO_BUSINESS_PASSWORD };
const code = (r: { statusCode: number; json(): unknown }) => (r.statusCode >= 400 ? (r.json() as { errors: { code: string; field?: string }[] }).errors[0] : undefined);
const at = (secret: string, step: number) => totpCodeAt(secret, step * 30_000);

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false }, now: () => clock });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const newAdminSession = () => signInAs(h.app, NEW_ADMIN, { nowMs: clock });

describe('enrolment, then verification per session', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('a profile without two-factor gets 403 MISSING_TWO_FACTOR_AUTHENTICATION, enrols, confirms, and the business route answers 200', async () => {
    const s = await newAdminSession();
    const refused = await callAs(h.app, s, 'GET', COMPANY);
    expect([refused.statusCode, code(refused)?.code]).toEqual([403, 'MISSING_TWO_FACTOR_AUTHENTICATION']);
    expect(TwoFactorStatusSchema.parse((await callAs(h.app, s, 'GET', TWO_FACTOR_API_PATHS.status)).json()))
      .toEqual({ enrolled: false, verified: false, ssoAsserted: false, recoveryCodesLeft: 0 });

    const enrolment = TwoFactorEnrolmentSchema.parse((await callAs(h.app, s, 'POST', TWO_FACTOR_API_PATHS.enrol)).json());
    secret = enrolment.secret;
    expect(enrolment.otpauthUri).toContain(`secret=${secret}`);
    expect(enrolment.otpauthUri).toContain('newadmin%40acme.example');

    const step = totpStepAt(clock);
    const wrong = await callAs(h.app, s, 'POST', TWO_FACTOR_API_PATHS.confirm, { code: at(secret, step + 5) });
    expect([wrong.statusCode, code(wrong)]).toEqual([400, expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'code' })]);
    const confirmed = await callAs(h.app, s, 'POST', TWO_FACTOR_API_PATHS.confirm, { code: at(secret, step) });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = TwoFactorConfirmReplySchema.parse(confirmed.json()).recoveryCodes;
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

    expect((await callAs(h.app, s, 'GET', COMPANY)).statusCode).toBe(200);
    expect(TwoFactorStatusSchema.parse((await callAs(h.app, s, 'GET', TWO_FACTOR_API_PATHS.status)).json()))
      .toEqual({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // Enrolled: a second enrolment is refused; the stored codes are hashes.
    expect(code(await callAs(h.app, s, 'POST', TWO_FACTOR_API_PATHS.enrol))?.code).toBe('VALIDATION_ERROR');
    const stored = await h.db.selectFrom('business_recovery_codes').select('code_hash').execute();
    expect(stored.some((r) => recoveryCodes.includes(r.code_hash))).toBe(false);
    // The TOTP secret is stored encrypted (secret-box.ts): no row holds it.
    const secrets = await h.db.selectFrom('business_two_factor').select('secret').execute();
    expect(secrets.length).toBeGreaterThan(0);
    expect(secrets.every((r) => r.secret.startsWith('v1:') && !r.secret.includes(secret))).toBe(true);
  });

  it('a new session of the enrolled profile gets 403 until it verifies a code; the same code is refused again (replay)', async () => {
    const s = await newAdminSession();
    const refused = await callAs(h.app, s, 'GET', COMPANY);
    expect([refused.statusCode, code(refused)?.code]).toEqual([403, 'MISSING_TWO_FACTOR_AUTHENTICATION']);
    // The confirm used the current step: its code is a replay now, the next step's is accepted (±1 window).
    const step = totpStepAt(clock);
    const replay = await callAs(h.app, s, 'POST', TWO_FACTOR_API_PATHS.verify, { code: at(secret, step) });
    expect([replay.statusCode, code(replay)?.field]).toEqual([400, 'code']);
    const ok = await callAs(h.app, s, 'POST', TWO_FACTOR_API_PATHS.verify, { code: at(secret, step + 1) });
    expect(TwoFactorVerifiedReplySchema.parse(ok.json())).toEqual({ verified: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect((await callAs(h.app, s, 'GET', COMPANY)).statusCode).toBe(200);

    const other = await newAdminSession();
    const again = await callAs(h.app, other, 'POST', TWO_FACTOR_API_PATHS.verify, { code: at(secret, step + 1) });
    expect([again.statusCode, code(again)?.field]).toEqual([400, 'code']);
    expect((await callAs(h.app, other, 'GET', COMPANY)).statusCode).toBe(403);
    clock += 60_000; // two steps later a fresh code works
    const later = await callAs(h.app, other, 'POST', TWO_FACTOR_API_PATHS.verify, { code: at(secret, totpStepAt(clock)) });
    expect(later.statusCode).toBe(200);
    expect((await callAs(h.app, other, 'GET', COMPANY)).statusCode).toBe(200);
  });

  it('a recovery code verifies a session once; typed in lower case with dashes', async () => {
    const s = await newAdminSession();
    const typed = formatRecoveryCode(recoveryCodes[0]!).toLowerCase();
    const ok = await callAs(h.app, s, 'POST', TWO_FACTOR_API_PATHS.recover, { recoveryCode: typed });
    expect(TwoFactorVerifiedReplySchema.parse(ok.json()).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect((await callAs(h.app, s, 'GET', COMPANY)).statusCode).toBe(200);

    const s2 = await newAdminSession();
    const spent = await callAs(h.app, s2, 'POST', TWO_FACTOR_API_PATHS.recover, { recoveryCode: recoveryCodes[0] });
    expect([spent.statusCode, code(spent)?.field]).toEqual([400, 'recoveryCode']);
    expect((await callAs(h.app, s2, 'GET', COMPANY)).statusCode).toBe(403);
  });

  it('signing out and in again needs a new verification (the proof belongs to the session)', async () => {
    const rows = await h.db.selectFrom('business_two_factor_sessions').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const s = await newAdminSession();
    expect((await callAs(h.app, s, 'GET', COMPANY)).statusCode).toBe(403);
  });
});

describe('limits and CSRF', () => {
  it(`after ${TWO_FACTOR_FAILURES_MAX} wrong codes every attempt answers 429 RATE_LIMITED with Retry-After, even a right code`, async () => {
    const s: TestSession = await signInAs(h.app, 'globex:TRAVELER', { verifyTwoFactor: false });
    for (let i = 0; i < TWO_FACTOR_FAILURES_MAX; i += 1) {
      const r = await callAs(h.app, s, 'POST', TWO_FACTOR_API_PATHS.recover, { recoveryCode: 'AAAA-AAAA-AAAA-AAAA' });
      expect(r.statusCode).toBe(400);
    }
    const limited = await callAs(h.app, s, 'POST', TWO_FACTOR_API_PATHS.recover, { recoveryCode: demoRecoveryCodes('traveler@globex.example')[0] });
    expect([limited.statusCode, code(limited)?.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await callAs(h.app, s, 'GET', COMPANY)).statusCode).toBe(403);
    clock += 16 * 60_000; // the window ends
    const ok = await callAs(h.app, s, 'POST', TWO_FACTOR_API_PATHS.recover, { recoveryCode: demoRecoveryCodes('traveler@globex.example')[0] });
    expect(ok.statusCode).toBe(200);
  });

  it('the POSTs need X-CSRF', async () => {
    const s = await signInAs(h.app, 'acme:TRAVELER', { verifyTwoFactor: false, nowMs: clock });
    const r = await h.app.inject({ method: 'POST', url: TWO_FACTOR_API_PATHS.verify, cookies: { sid: s.sid }, payload: { code: '123456' } });
    expect([r.statusCode, code(r)?.code]).toEqual([403, 'CSRF_TOKEN_INVALID']);
  });

  it('the two-factor routes answer no consumer and no visitor', async () => {
    expect((await callAs(h.app, null, 'GET', TWO_FACTOR_API_PATHS.status)).statusCode).toBe(401);
  });
});

describe('the signInAs fixture', () => {
  it('passes two-factor for seeded users, several sign-ins of one user in a row included', async () => {
    for (let i = 0; i < 5; i += 1) {
      const s = await signInAs(h.app, 'acme:COMPANY_ADMIN', { nowMs: clock });
      expect((await callAs(h.app, s, 'GET', COMPANY)).statusCode).toBe(200);
    }
  });
});
