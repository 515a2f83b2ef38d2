// @vitest-environment node
/**
 * Travel policies over the real app and the seeded demo companies (issue #25 part 2): the seeded default, a save makes
 * a new version and an audit entry, a group's policy overrides the default rule by rule (for the traveler, in
 * me/v1/policies and in effectivePolicyFor), who may read and save (TRAVEL_POLICY_MANAGEMENT; another company's group
 * 404; train only with its flag; car preferences only with CAR_PREFERENCES), validation of the document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evaluateFlight, MyTravelPoliciesReplySchema, TravelPolicyReplySchema, type FlightPolicy, type FlightPolicyFacts,
} from '@travel/contract';
import { callAs, demoUser, signInAs } from '../../../test/business-fixtures.ts';
import type { TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { RATE_LIMIT_DEFAULTS } from '../../config.ts';
import { listAudit } from './audit-log.ts';
import { effectivePolicyFor } from './travel-policy-service.ts';

const B = '/i/api/business';
const SETTINGS = `${B}/company/v1/settings/policies`;
let h: Harness;
const s = new Map<string, TestSession>();
const as = (who: string) => s.get(who)!;
const outcome = (r: { statusCode: number; json(): unknown }) => (r.statusCode < 400 ? 'allowed' : `${r.statusCode} ${(r.json() as { errors: { code: string }[] }).errors[0]?.code}`);
const usd = (dollars: number) => ({ amountMinor: dollars * 100, currency: 'USD' });

async function profileIdOf(company: 'acme' | 'globex', role: Parameters<typeof demoUser>[1]): Promise<string> {
  const row = await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select('p.id').where('a.email', '=', demoUser(company, role).email).executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  for (const who of ['acme:COMPANY_ADMIN', 'acme:TRAVEL_MANAGER', 'acme:TRAVELER', 'acme:APPROVER', 'globex:COMPANY_ADMIN'] as const) s.set(who, await signInAs(h.app, who));
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('stored policies', () => {
  it('acme starts with its seeded default (version 1); globex has none and everything is in policy', async () => {
    const acme = TravelPolicyReplySchema.parse((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${SETTINGS}/flight`)).json());
    expect(acme.policy?.version).toBe(1);
    expect(acme.groupId).toBeNull();
    expect(acme.effective).toMatchObject({ maxPrice: { action: 'warn', limit: { basis: 'cheapest', plus: { unit: 'percent', percent: 30 } } } });
    const hotel = TravelPolicyReplySchema.parse((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${SETTINGS}/hotel`)).json());
    expect(hotel.effective).toMatchObject({ nightlyCap: { default: usd(300), cities: [{ city: 'London', cap: usd(350) }] } });
    const globex = TravelPolicyReplySchema.parse((await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${SETTINGS}/flight`)).json());
    expect(globex).toMatchObject({ policy: null, companyDefault: null, effective: {}, effectiveVersion: null, history: [] });
  });

  it('a save stores a new version (the old one stays in the history) and records who changed what in the audit log', async () => {
    const before = await listAudit(h.db, 'acme', { action: 'travelPolicy.update' });
    const document = { maxPrice: { action: 'block', limit: { basis: 'fixed', amount: usd(900) } }, blockedAirlines: { codes: ['fr', 'U2'] } };
    const r = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${SETTINGS}/flight`, { document });
    expect(r.statusCode).toBe(200);
    const saved = TravelPolicyReplySchema.parse(r.json());
    expect(saved.policy?.version).toBe(2);
    expect(saved.policy?.document).toEqual({ maxPrice: document.maxPrice, blockedAirlines: { action: 'block', codes: ['FR', 'U2'] } });
    expect(saved.policy?.updatedBy).toEqual({ profileId: await profileIdOf('acme', 'COMPANY_ADMIN'), name: demoUser('acme', 'COMPANY_ADMIN').name });
    expect(saved.history.map((v) => v.version)).toEqual([2, 1]);
    // Every later read sees the new version.
    const read = TravelPolicyReplySchema.parse((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${SETTINGS}/flight`)).json());
    expect(read.effective).toEqual(saved.policy?.document);
    expect(read.effectiveVersion).toBe(2);

    const after = await listAudit(h.db, 'acme', { action: 'travelPolicy.update' });
    expect(after.total).toBe(before.total + 1);
    expect(after.entries[0]).toMatchObject({
      actorProfileId: await profileIdOf('acme', 'COMPANY_ADMIN'), onBehalfProfileId: null, subjectType: 'travelPolicy', subjectId: 'flight:default',
      details: { vertical: 'flight', groupId: null, version: 2, previousVersion: 1 },
    });
    expect(after.entries[0]?.actorAccountId).toBeTruthy();
    // Globex's log holds none of it.
    expect((await listAudit(h.db, 'globex')).entries.filter((e) => e.subjectId === 'flight:default')).toEqual([]);
  });

  it('versions count per company and vertical: concurrent saves get distinct consecutive versions', async () => {
    const docs = [1, 2, 3].map((n) => ({ dailyCap: { action: 'warn', cap: usd(50 + n) } }));
    const replies = await Promise.all(docs.map((document) => callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${SETTINGS}/car`, { document: { ...document, preferredVendors: { vendors: ['rentwell', 'roamcar'] } } })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const versions = replies.map((r) => TravelPolicyReplySchema.parse(r.json()).policy!.version).sort();
    expect(versions).toEqual([2, 3, 4]);
  });

  it('refuses a document that is not a policy of the vertical (400 VALIDATION_ERROR naming the field)', async () => {
    const missingAction = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${SETTINGS}/flight`, { document: { maxStops: { maxStops: 1 } } });
    expect(outcome(missingAction)).toBe('400 VALIDATION_ERROR');
    expect(missingAction.json<{ errors: { field?: string }[] }>().errors[0]?.field).toBe('document.maxStops.action');
    const hotelRuleOnFlight = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${SETTINGS}/flight`, { document: { nightlyCap: { action: 'warn' } } });
    expect(outcome(hotelRuleOnFlight)).toBe('400 VALIDATION_ERROR');
    expect(outcome(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${SETTINGS}/flights`, { document: {} }))).toBe('400 VALIDATION_ERROR');
    const r = TravelPolicyReplySchema.parse((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${SETTINGS}/flight`)).json());
    expect(r.policy?.version).toBe(2);
  });
});

describe('group policies', () => {
  it("a group's rules replace the default's for its members, rule by rule; the others come from the default", async () => {
    const created = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'POST', `${B}/admin/v1/groups`, { name: 'Executives' });
    expect(created.statusCode).toBe(200);
    const groupId = created.json<{ id: number }>().id;
    const traveler = await profileIdOf('acme', 'TRAVELER');
    await h.db.updateTable('business_profiles').set({ group_id: groupId }).where('id', '=', traveler).execute();

    const groupDoc = { cabinByDuration: { action: 'allow', maxCabin: 'economy' }, maxPrice: { action: 'warn', limit: { basis: 'fixed', amount: usd(2500) } } };
    const put = TravelPolicyReplySchema.parse((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'PUT', `${SETTINGS}/flight`, { groupId, document: groupDoc })).json());
    expect(put.groupId).toBe(groupId);
    expect(put.policy?.version).toBe(3);
    expect(put.companyDefault?.version).toBe(2);
    // The default's blocked airlines stay; the group's price limit and cabin rule replace the default's.
    expect(put.effective).toEqual({ maxPrice: groupDoc.maxPrice, blockedAirlines: { action: 'block', codes: ['FR', 'U2'] }, cabinByDuration: { action: 'allow', maxCabin: 'economy', exceptions: [] } });
    expect(put.effectiveVersion).toBe(3);

    const mine = MyTravelPoliciesReplySchema.parse((await callAs(h.app, as('acme:TRAVELER'), 'GET', `${B}/me/v1/policies`)).json());
    expect(mine).toMatchObject({ travelerProfileId: traveler, groupId });
    expect(mine.policies.flight).toEqual({ document: put.effective, version: 3 });
    expect(mine.summary.flight[0]).toEqual({ rule: 'maxPrice', action: 'warn', params: { basis: 'fixed', limitMinor: 250000, currency: 'USD' } });
    // A member of no group gets the default alone.
    const approver = MyTravelPoliciesReplySchema.parse((await callAs(h.app, as('acme:APPROVER'), 'GET', `${B}/me/v1/policies`)).json());
    expect(approver.policies.flight.document).toMatchObject({ maxPrice: { action: 'block' } });
    expect(approver.policies.flight.version).toBe(2);

    // What search will call: the same effective policy; a $1,000 business fare on a short flight is in for the
    // executive, blocked (over $900) for the default.
    const eff = await effectivePolicyFor(h.db, 'acme', traveler, 'flight');
    expect(eff).toEqual({ document: put.effective, version: 3, groupId });
    const facts: FlightPolicyFacts = { price: usd(1000), cabin: 'business', durationMinutes: 120, stops: 0, carriers: ['BA'], departureDate: '2027-01-10', search: null };
    const ctx = { today: '2026-12-01', policyVersion: eff.version };
    expect(evaluateFlight(eff.document, facts, ctx)).toMatchObject({ inPolicy: true, policyVersion: 3 });
    expect(evaluateFlight(approver.policies.flight.document as FlightPolicy, facts, ctx).action).toBe('block');

    // Another company cannot read or write with acme's group, and its own GET shows none of acme's.
    expect(outcome(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'GET', `${SETTINGS}/flight?groupId=${groupId}`))).toBe('404 NOT_FOUND');
    expect(outcome(await callAs(h.app, as('globex:COMPANY_ADMIN'), 'PUT', `${SETTINGS}/flight`, { groupId, document: {} }))).toBe('404 NOT_FOUND');
    expect(outcome(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${SETTINGS}/flight?groupId=999999`))).toBe('404 NOT_FOUND');
    expect(await effectivePolicyFor(h.db, 'globex', await profileIdOf('globex', 'COMPANY_ADMIN'), 'flight')).toEqual({ document: {}, version: null, groupId: null });
    await expect(effectivePolicyFor(h.db, 'globex', traveler, 'flight')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('who may read and save', () => {
  it('TRAVEL_POLICY_MANAGEMENT reads and saves; a traveler or approver gets 403 and changes nothing', async () => {
    for (const who of ['acme:TRAVELER', 'acme:APPROVER']) {
      expect(outcome(await callAs(h.app, as(who), 'GET', `${SETTINGS}/hotel`))).toBe('403 FORBIDDEN');
      expect(outcome(await callAs(h.app, as(who), 'PUT', `${SETTINGS}/hotel`, { document: {} }))).toBe('403 FORBIDDEN');
    }
    const hotel = TravelPolicyReplySchema.parse((await callAs(h.app, as('acme:TRAVEL_MANAGER'), 'GET', `${SETTINGS}/hotel`)).json());
    expect(hotel.policy?.version).toBe(1);
    // Everyone with a business profile reads their own effective policies.
    expect(outcome(await callAs(h.app, as('acme:TRAVELER'), 'GET', `${B}/me/v1/policies`))).toBe('allowed');
  });

  it('the train vertical exists only with the company train flag', async () => {
    expect(outcome(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${SETTINGS}/train`))).toBe('403 FORBIDDEN');
    expect(outcome(await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${SETTINGS}/train`, { document: {} }))).toBe('403 FORBIDDEN');
    const off = MyTravelPoliciesReplySchema.parse((await callAs(h.app, as('acme:TRAVELER'), 'GET', `${B}/me/v1/policies`)).json());
    expect(off.policies.train).toBeNull();
    expect(off.summary.train).toEqual([]);
    await h.db.updateTable('companies').set({ flags_json: JSON.stringify({ roles: true, integrations: true, accountPermissions: true, trainPolicy: true }) }).where('id', '=', 'acme').execute();
    try {
      const train = TravelPolicyReplySchema.parse((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${SETTINGS}/train`)).json());
      expect(train.effective).toMatchObject({ trainCap: { cap: usd(250) } });
      const on = MyTravelPoliciesReplySchema.parse((await callAs(h.app, as('acme:TRAVELER'), 'GET', `${B}/me/v1/policies`)).json());
      expect(on.summary.train.map((f) => f.rule)).toEqual(['trainCap', 'allowedTrainClasses']);
    } finally {
      const row = await h.db.selectFrom('companies').select('flags_json').where('id', '=', 'acme').executeTakeFirstOrThrow();
      await h.db.updateTable('companies').set({ flags_json: JSON.stringify({ ...JSON.parse(row.flags_json) as object, trainPolicy: false }) }).where('id', '=', 'acme').execute();
    }
  });

  it('without CAR_PREFERENCES the preferred vendors cannot change, the rest of the car policy can', async () => {
    expect((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${B}/company/v1/feature/disable`, { feature: 'CAR_PREFERENCES' })).statusCode).toBe(200);
    try {
      const current = TravelPolicyReplySchema.parse((await callAs(h.app, as('acme:COMPANY_ADMIN'), 'GET', `${SETTINGS}/car`)).json());
      const vendors = (current.policy?.document as { preferredVendors?: unknown }).preferredVendors;
      const changed = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${SETTINGS}/car`, { document: { preferredVendors: { vendors: ['drivo'] } } });
      expect(outcome(changed)).toBe('403 FORBIDDEN');
      const kept = await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${SETTINGS}/car`, { document: { dailyCap: { action: 'block', cap: usd(70) }, preferredVendors: vendors } });
      expect(outcome(kept)).toBe('allowed');
      expect(TravelPolicyReplySchema.parse(kept.json()).policy?.version).toBe((current.policy?.version ?? 0) + 1);
    } finally {
      await callAs(h.app, as('acme:COMPANY_ADMIN'), 'PUT', `${B}/company/v1/feature/enable`, { feature: 'CAR_PREFERENCES' });
    }
  });
});

describe('abuse', () => {
  it('a save needs the form token (403 CSRF_TOKEN_INVALID) and stores nothing without it', async () => {
    const session = as('acme:COMPANY_ADMIN');
    const before = TravelPolicyReplySchema.parse((await callAs(h.app, session, 'GET', `${SETTINGS}/hotel`)).json()).policy?.version;
    const r = await h.app.inject({ method: 'PUT', url: `${SETTINGS}/hotel`, cookies: { sid: session.sid }, payload: { document: {} } });
    expect(outcome(r)).toBe('403 CSRF_TOKEN_INVALID');
    expect(TravelPolicyReplySchema.parse((await callAs(h.app, session, 'GET', `${SETTINGS}/hotel`)).json()).policy?.version).toBe(before);
  });

  it('saves are rate limited per account (429 RATE_LIMITED), reads are not', async () => {
    const limited = await createHarness({ config: { rateLimits: { ...RATE_LIMIT_DEFAULTS, TRAVEL_POLICY_WRITE_ACCOUNT: { max: 2, windowMs: 60_000 } } } });
    try {
      const admin = await signInAs(limited.app, 'acme:COMPANY_ADMIN');
      const codes: string[] = [];
      for (let i = 0; i < 3; i++) codes.push(outcome(await callAs(limited.app, admin, 'PUT', `${SETTINGS}/hotel`, { document: { maxStars: { action: 'warn', maxStars: 3 + (i % 2) } } })));
      expect(codes).toEqual(['allowed', 'allowed', '429 RATE_LIMITED']);
      expect(outcome(await callAs(limited.app, admin, 'GET', `${SETTINGS}/hotel`))).toBe('allowed');
      // Another account is counted on its own.
      const manager = await signInAs(limited.app, 'acme:TRAVEL_MANAGER');
      expect(outcome(await callAs(limited.app, manager, 'PUT', `${SETTINGS}/hotel`, { document: {} }))).toBe('allowed');
    } finally {
      await limited.close();
    }
  }, 60_000);
});
