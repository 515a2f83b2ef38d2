// @vitest-environment node
/**
 * The travel policy cache (travel-policy-cache.ts, issue #25 bench) never outlives a change, whichever process makes
 * it: two app instances on one database, the policy (and the traveler's group) changed through A, the very next
 * search through B, which had the old policy cached, shows the new verdicts. Then the cache's own contract: bounded,
 * one read for concurrent misses of one key, a new stamp read again.
 * Sequential requests only, so two apps on one SQLite file in one process are fine here (unlike scale-out.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyHotelSearchResponse } from '@travel/contract';
import { callAs, demoUser, signInAs } from '../../../test/business-fixtures.ts';
import type { TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, createTestDatabase, isoDateInDays, type Harness, type TestDatabase } from '../../../test/harness.ts';
import { createTravelPolicyCache } from './travel-policy-cache.ts';

const LONDON = 2643743;
const B = '/i/api/business';
const usd = (dollars: number) => ({ amountMinor: dollars * 100, currency: 'USD' });

let database: TestDatabase;
let a: Harness;
let b: Harness;
let admin: TestSession;
let traveler: TestSession;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await createHarness({ database, config: { rateLimitsEnabled: false } });
  b = await createHarness({ database, config: { rateLimitsEnabled: false } });
  admin = await signInAs(a.app, 'acme:COMPANY_ADMIN');
  traveler = await signInAs(b.app, 'acme:TRAVELER');
  // The city index is built on first use (startServer warms it before listening); not inside a test's time.
  b.app.services.cities.warm();
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

/** The traveler's London hotel search through B: each offer's rules broken, and the policy version. */
async function londonVerdicts(): Promise<{ rules: string[][]; versions: (number | null)[] }> {
  const r = await b.app.inject({
    method: 'GET', url: `/i/api/hotels/v1/search?destination=${LONDON}&checkIn=${isoDateInDays(40)}&checkOut=${isoDateInDays(42)}&guests=1`, cookies: { sid: traveler.sid },
  });
  expect(r.statusCode).toBe(200);
  const offers = r.json<PolicyHotelSearchResponse>().offers;
  expect(offers.length).toBeGreaterThan(0);
  return { rules: offers.map((o) => o.policy!.reasons.map((x) => x.rule)), versions: offers.map((o) => o.policy!.policyVersion) };
}

describe('a policy change through one server process', () => {
  it('shows on the next search through another that had the old policy cached', async () => {
    const before = await londonVerdicts();
    // Seeded: London's cap is $350, so some London rates are within it.
    expect(before.rules.some((rules) => !rules.includes('nightlyCap'))).toBe(true);
    await londonVerdicts(); // B has it cached now.

    const put = await callAs(a.app, admin, 'PUT', `${B}/company/v1/settings/policies/hotel`, { document: { nightlyCap: { action: 'block', default: usd(1), cities: [], countries: [] } } });
    expect(put.statusCode).toBe(200);
    const version = put.json<{ policy: { version: number } }>().policy.version;

    const after = await londonVerdicts();
    expect(after.rules.every((rules) => rules.includes('nightlyCap'))).toBe(true);
    expect(new Set(after.versions)).toEqual(new Set([version]));
  });

  it("a move to another group (through A) applies the group's policy on the next search through B", async () => {
    const group = await callAs(a.app, admin, 'POST', `${B}/admin/v1/groups`, { name: 'Cache test group' });
    expect(group.statusCode).toBeLessThan(300);
    const groupId = group.json<{ id: number }>().id;
    // The group lifts the nightly cap (action allow): its members are within it everywhere.
    expect((await callAs(a.app, admin, 'PUT', `${B}/company/v1/settings/policies/hotel`, { groupId, document: { nightlyCap: { action: 'allow', cities: [], countries: [] } } })).statusCode).toBe(200);
    expect((await londonVerdicts()).rules.every((rules) => rules.includes('nightlyCap'))).toBe(true);

    const profile = await a.db.selectFrom('business_profiles as p').innerJoin('accounts as x', 'x.id', 'p.account_id').select('p.id')
      .where('x.email', '=', demoUser('acme', 'TRAVELER').email).executeTakeFirstOrThrow();
    expect((await callAs(a.app, admin, 'PUT', `${B}/admin/v1/users/${profile.id}`, { groupId })).statusCode).toBe(200);
    expect((await londonVerdicts()).rules.some((rules) => rules.includes('nightlyCap'))).toBe(false);
  });
});

describe('the cache itself', () => {
  it('reads once for concurrent misses of one key, again for a new stamp, and keeps at most maxEntries', async () => {
    let reads = 0;
    const counted = b.db.withPlugin({
      transformQuery: (args) => {
        reads += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const cache = createTravelPolicyCache({ db: counted, maxEntries: 2 });
    const traveler = (policyStamp: number) => ({ companyId: 'acme', profileId: 'unused', scope: { groupId: null, policyStamp } });
    const [flight, hotel] = await Promise.all([cache.load(traveler(1), 'flight'), cache.load(traveler(1), 'hotel')]);
    expect(reads).toBe(2); // the current versions, their rows: once for both verticals
    expect(flight.document).toMatchObject({ maxPrice: { action: 'warn' } });
    expect(hotel.document).toHaveProperty('nightlyCap');
    expect(Object.isFrozen(hotel.document)).toBe(true);
    await cache.load(traveler(1), 'car');
    expect(reads).toBe(2);
    await cache.load(traveler(2), 'car');
    await cache.load(traveler(3), 'car');
    expect(reads).toBe(6);
    expect(cache.size()).toBe(2);
  });
});
