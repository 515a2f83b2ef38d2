// @vitest-environment node
/**
 * The business audit log (audit-log.ts) on a real database: entries record who, for whom, what and when; they live and
 * die with the transaction of the change; reads are scoped to one company, filter by subject and profile, and page in SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { listAudit, recordAudit } from './audit-log.ts';
import { createTravelPolicyService } from './travel-policy-service.ts';
import { COMPANY_FLAG_DEFAULTS, featuresOf } from '@travel/contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const arranger = { accountId: 'acc-arranger', profileId: 'prof-arranger', onBehalfOf: { profileId: 'prof-traveler', mode: 'book' as const } };

describe('recordAudit', () => {
  it('records the actor, the profile acted for (from the actor), the subject and details', async () => {
    const id = await recordAudit(h.db, { companyId: 'acme', actor: arranger, action: 'booking.onBehalf', subjectType: 'booking', subjectId: 'BK1', details: { total: 1200 }, at: '2026-11-28T10:00:00.000Z' });
    const { entries } = await listAudit(h.db, 'acme', { subjectType: 'booking', subjectId: 'BK1' });
    expect(entries).toEqual([{
      id, companyId: 'acme', actorAccountId: 'acc-arranger', actorProfileId: 'prof-arranger', onBehalfProfileId: 'prof-traveler',
      action: 'booking.onBehalf', subjectType: 'booking', subjectId: 'BK1', details: { total: 1200 }, createdAt: '2026-11-28T10:00:00.000Z',
    }]);
  });

  it('records a system action (no actor) and refuses a malformed action name', async () => {
    await recordAudit(h.db, { companyId: 'acme', actor: null, action: 'approval.expire', subjectType: 'approval', subjectId: 'A1', at: '2026-11-28T11:00:00.000Z' });
    expect((await listAudit(h.db, 'acme', { subjectId: 'A1' })).entries[0]).toMatchObject({ actorAccountId: null, actorProfileId: null, onBehalfProfileId: null, details: {} });
    await expect(recordAudit(h.db, { companyId: 'acme', actor: null, action: 'Delete everything', subjectType: 'x', at: '2026-11-28T11:00:00.000Z' })).rejects.toThrow(/subject/);
  });

  it('an entry written in a transaction that rolls back is gone with the change', async () => {
    await expect(h.db.transaction().execute(async (trx) => {
      await recordAudit(trx, { companyId: 'acme', actor: arranger, action: 'approval.approve', subjectType: 'approval', subjectId: 'ROLLED', at: '2026-11-28T12:00:00.000Z' });
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect((await listAudit(h.db, 'acme', { subjectId: 'ROLLED' })).total).toBe(0);
  });
});

describe('listAudit', () => {
  it('is scoped to one company, filters by the profile acting or acted for, pages newest first with the total', async () => {
    for (let i = 0; i < 5; i++) {
      await recordAudit(h.db, { companyId: 'globex', actor: { accountId: 'g', profileId: i % 2 ? 'odd' : 'even' }, action: 'travelPolicy.update', subjectType: 'travelPolicy', subjectId: `hotel:default`, details: { n: i }, at: `2026-11-28T13:0${i}:00.000Z` });
    }
    const page = await listAudit(h.db, 'globex', { limit: 2, offset: 1 });
    expect(page.total).toBe(5);
    expect(page.entries.map((e) => e.details.n)).toEqual([3, 2]);
    expect((await listAudit(h.db, 'globex', { profileId: 'odd' })).entries.map((e) => e.details.n)).toEqual([3, 1]);
    expect((await listAudit(h.db, 'acme', { profileId: 'prof-traveler' })).entries.every((e) => e.companyId === 'acme')).toBe(true);
    expect((await listAudit(h.db, 'acme', { subjectType: 'travelPolicy', subjectId: 'hotel:default' })).total).toBe(0);
  });
});

describe('effective policies of the traveler booked for', () => {
  it('me/v1/policies answers for the traveler an arranger books for, not for the arranger', async () => {
    const profiles = await h.db.selectFrom('business_profiles').select(['id', 'group_id']).where('company_id', '=', 'acme').limit(2).execute();
    const [arrangerProfile, traveler] = profiles;
    const group = await h.db.insertInto('business_groups').values({ company_id: 'acme', name: 'Audit test group', created_at: '2026-11-28T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    await h.db.updateTable('business_profiles').set({ group_id: group.id }).where('id', '=', traveler!.id).execute();
    const service = createTravelPolicyService({ db: h.db, now: () => Date.parse('2026-11-28T14:00:00.000Z') });
    const manager = { flags: COMPANY_FLAG_DEFAULTS, features: featuresOf('bizPlus') };
    await service.put({ actor: { accountId: 'x', profileId: arrangerProfile!.id, companyId: 'acme', permissions: ['TRAVEL_POLICY_MANAGEMENT'] }, business: manager }, 'hotel', group.id, { maxStars: { action: 'block', maxStars: 3 } });
    const mine = await service.mine({ actor: { accountId: 'x', profileId: arrangerProfile!.id, companyId: 'acme', permissions: [], onBehalfOf: { profileId: traveler!.id, mode: 'book' } }, business: manager });
    expect(mine.travelerProfileId).toBe(traveler!.id);
    expect(mine.groupId).toBe(group.id);
    expect(mine.policies.hotel.document).toMatchObject({ maxStars: { action: 'block', maxStars: 3 }, nightlyCap: { action: 'warn' } });
    const own = await service.mine({ actor: { accountId: 'x', profileId: arrangerProfile!.id, companyId: 'acme', permissions: [] }, business: manager });
    expect(own.policies.hotel.document).not.toHaveProperty('maxStars.maxStars', 3);
    // The save is in the log, by the manager, for the group.
    expect((await listAudit(h.db, 'acme', { subjectId: `hotel:${group.id}` })).entries[0]).toMatchObject({ actorProfileId: arrangerProfile!.id, details: { groupId: group.id, vertical: 'hotel' } });
  });
});
