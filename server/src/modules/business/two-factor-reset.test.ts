// @vitest-environment node
/**
 * An admin's reset of a lost authenticator, POST /i/api/business/admin/v1/users/{profileId}/resetTwoFactor (issue #24
 * "Business two-factor"; contract AdminTwoFactorResetReplySchema), over the real app and the seeded demo companies:
 * allowed for a company admin (USER_MANAGEMENT), 403 for a traveler, 404 for another company's admin, 403 on oneself;
 * after it the user's verified session answers MISSING_TWO_FACTOR_AUTHENTICATION, their status says "not enrolled",
 * their old recovery codes are gone, enrolment starts again, the reset is recorded and the user is mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_ADMIN_API_BASE, TWO_FACTOR_API_PATHS, TwoFactorStatusSchema } from '@travel/contract';
import { callAs, demoUser, signInAs } from '../../../test/business-fixtures.ts';
import type { TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
let admin: TestSession;
let traveler: TestSession;
let globexAdmin: TestSession;
let travelerProfileId: string;
const A = BUSINESS_ADMIN_API_BASE;
const errorOf = (r: { statusCode: number; json(): unknown }) => [r.statusCode, (r.json() as { errors?: { code: string }[] }).errors?.[0]?.code];
const resetUrl = (profileId: string) => `${A}/users/${encodeURIComponent(profileId)}/resetTwoFactor`;

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  admin = await signInAs(h.app, 'acme:COMPANY_ADMIN');
  traveler = await signInAs(h.app, 'acme:TRAVELER');
  globexAdmin = await signInAs(h.app, 'globex:COMPANY_ADMIN');
  const row = await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id')
    .where('a.email', '=', demoUser('acme', 'TRAVELER').email).executeTakeFirstOrThrow();
  travelerProfileId = row.id;
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('admin reset of a lost authenticator', () => {
  it('is refused to a traveler (403), to another company (404) and on oneself (403), and changes nothing then', async () => {
    expect(errorOf(await callAs(h.app, traveler, 'POST', resetUrl(travelerProfileId)))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await callAs(h.app, globexAdmin, 'POST', resetUrl(travelerProfileId)))).toEqual([404, 'NOT_FOUND']);
    const adminProfile = await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id')
      .where('a.email', '=', demoUser('acme', 'COMPANY_ADMIN').email).executeTakeFirstOrThrow();
    expect(errorOf(await callAs(h.app, admin, 'POST', resetUrl(adminProfile.id)))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await callAs(h.app, admin, 'POST', resetUrl('no-such-profile')))).toEqual([404, 'NOT_FOUND']);
    // The traveler is still enrolled and verified.
    expect((await callAs(h.app, traveler, 'GET', '/i/api/business/company/v1/')).statusCode).toBe(200);
    expect(await h.db.selectFrom('business_two_factor_resets').selectAll().execute()).toEqual([]);
  });

  it('lets a company admin reset it: the user is asked to enrol again, the reset is recorded and mailed', async () => {
    const before = TwoFactorStatusSchema.parse((await callAs(h.app, traveler, 'GET', TWO_FACTOR_API_PATHS.status)).json());
    expect(before).toMatchObject({ enrolled: true, verified: true });
    expect(before.recoveryCodesLeft).toBeGreaterThan(0);

    const r = await callAs(h.app, admin, 'POST', resetUrl(travelerProfileId));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ hadAuthenticator: true, user: { profileId: travelerProfileId, email: demoUser('acme', 'TRAVELER').email, status: 'active' } });

    // The traveler's session, verified before, now gets the two-factor refusal, and their state says "enrol".
    expect(errorOf(await callAs(h.app, traveler, 'GET', '/i/api/business/company/v1/'))).toEqual([403, 'MISSING_TWO_FACTOR_AUTHENTICATION']);
    expect(TwoFactorStatusSchema.parse((await callAs(h.app, traveler, 'GET', TWO_FACTOR_API_PATHS.status)).json()))
      .toEqual({ enrolled: false, verified: false, ssoAsserted: false, recoveryCodesLeft: 0 });
    // A new sign-in is asked the same (the fixture's code is refused: nothing is enrolled).
    const again = await signInAs(h.app, 'acme:TRAVELER', { verifyTwoFactor: false });
    expect(errorOf(await callAs(h.app, again, 'GET', '/i/api/business/company/v1/'))).toEqual([403, 'MISSING_TWO_FACTOR_AUTHENTICATION']);
    expect(await h.db.selectFrom('business_recovery_codes').select('id').where('profile_id', '=', travelerProfileId).execute()).toEqual([]);
    // Enrolment starts again with a new secret.
    const enrol = await callAs(h.app, again, 'POST', TWO_FACTOR_API_PATHS.enrol);
    expect(enrol.statusCode).toBe(200);
    expect(enrol.json<{ secret: string }>().secret).toMatch(/^[A-Z2-7]+$/);

    const records = await h.db.selectFrom('business_two_factor_resets').selectAll().execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ company_id: 'acme', profile_id: travelerProfileId, had_authenticator: 1 });
    const adminProfile = await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id')
      .where('a.email', '=', demoUser('acme', 'COMPANY_ADMIN').email).executeTakeFirstOrThrow();
    expect(records[0]?.reset_by_profile_id).toBe(adminProfile.id);
    const mail = await h.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', demoUser('acme', 'TRAVELER').email)
      .where('subject', 'like', '%two-factor%').executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('set up an authenticator app again');

    // Resetting again finds nothing enrolled (a pending enrolment only): recorded as such.
    const second = await callAs(h.app, admin, 'POST', resetUrl(travelerProfileId));
    expect(second.json()).toMatchObject({ hadAuthenticator: false });
  });
});
