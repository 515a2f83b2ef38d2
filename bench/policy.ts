/**
 * Travel-policy cost on search (issue #25 "`npm run bench`: search p95 with policy evaluation for a business user vs
 * the same search for a consumer (the policy must add under 10 % at p95)"), printed one figure a line like
 * bench/run.ts.
 *
 * One app (server/test/harness.ts: migrated and seeded SQLite, Acme's seeded travel policies), three signed-in callers:
 * Acme's traveler (business mode, TRAVEL_POLICY_BADGES, two-factor passed; the company's trainPolicy flag switched on
 * so trains are judged too), a consumer account, and Globex's traveler with TRAVEL_POLICY_BADGES switched off (a
 * business caller without verdicts: what a business request costs anyway, loading its business principal, so the
 * policy's own share shows apart). For each vertical the same {@link SEARCHES_PER_VERTICAL} searches (bench/api.ts
 * SEARCH_PATHS: routes, cities, dates and party sizes cycling) run one after another, the callers taking turns request
 * by request (the first of each turn rotating), so a load change on a shared machine hits them alike. Requests
 * go through `app.inject` (the whole Fastify pipeline: session and principal hooks, validation, search, the policy
 * decoration, serialization; no socket), after {@link WARMUP_SEARCHES} of each. Figures per vertical and over all
 * verticals: p50 and p95 for each caller, the traveler's p95 over the consumer's as a percentage (the issue's figure),
 * and over the business caller's without verdicts (the verdicts' own cost).
 * Figures, not assertions: the machine may be loaded. Runs alone with `npx tsx bench/policy.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { newSession, sidOf, type TestSession } from '../server/test/booking-fixtures.ts';
import { signInAs } from '../server/test/business-fixtures.ts';
import { createHarness } from '../server/test/harness.ts';
import { SEARCH_PATHS } from './api.ts';
import { percentile, report } from './stats.ts';

/** Timed searches per vertical and caller. */
const SEARCHES_PER_VERTICAL = 200;
/** Untimed searches per vertical and caller first (JIT, caches, the policy rows in SQLite's page cache). */
const WARMUP_SEARCHES = 20;
const VERTICALS = ['flights', 'hotels', 'cars', 'trains', 'packages'] as const;

/** A consumer account's signed-in session (register through the real form call). */
async function consumerSession(app: FastifyInstance): Promise<TestSession> {
  const anon = await newSession(app);
  const r = await app.inject({
    method: 'POST', url: '/k/run/auth/register', cookies: { sid: anon.sid }, headers: { 'x-csrf': anon.token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: 'bench-policy-consumer@example.com', passwd: 'bench-consumer-pass-1', consent: 'true' }).toString(),
  });
  if (r.statusCode !== 200) throw new Error(`consumer registration failed: ${r.statusCode} ${r.body.slice(0, 200)}`);
  const sid = sidOf(r);
  const token = await app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } });
  return { sid, token: token.json<{ formtoken: string }>().formtoken };
}

/** One search as `session`: elapsed ms; throws unless 200 (and, for `expectVerdicts`, unless the offers carry verdicts). */
async function timedSearch(app: FastifyInstance, session: TestSession, url: string, expectVerdicts: boolean): Promise<number> {
  const t0 = performance.now();
  const r = await app.inject({ method: 'GET', url, cookies: { sid: session.sid } });
  const ms = performance.now() - t0;
  if (r.statusCode !== 200) throw new Error(`${url} -> ${r.statusCode} ${r.body.slice(0, 200)}`);
  const hasVerdict = r.body.includes('"policy":{');
  if (hasVerdict !== expectVerdicts && r.json<{ offers: unknown[] }>().offers.length > 0) {
    throw new Error(`${url}: verdicts ${hasVerdict ? 'present for the consumer' : 'missing for the business traveler'}`);
  }
  return ms;
}

/** Runs the bench and prints its figures. */
export async function runPolicyBench(): Promise<void> {
  const h = await createHarness({ config: { rateLimitsEnabled: false } });
  try {
    const acme = await h.db.selectFrom('companies').select('flags_json').where('id', '=', 'acme').executeTakeFirstOrThrow();
    await h.db.updateTable('companies').set({ flags_json: JSON.stringify({ ...(JSON.parse(acme.flags_json) as object), trainPolicy: true }) }).where('id', '=', 'acme').execute();
    await h.db.updateTable('companies').set({ feature_switches_json: JSON.stringify({ TRAVEL_POLICY_BADGES: false }) }).where('id', '=', 'globex').execute();
    const sessions = { consumer: await consumerSession(h.app), business: await signInAs(h.app, 'acme:TRAVELER'), noBadges: await signInAs(h.app, 'globex:TRAVELER') };
    const CALLERS = ['consumer', 'business', 'noBadges'] as const;
    const all = { consumer: [] as number[], business: [] as number[], noBadges: [] as number[] };
    for (const vertical of VERTICALS) {
      const times = { consumer: [] as number[], business: [] as number[], noBadges: [] as number[] };
      for (let i = 0; i < WARMUP_SEARCHES + SEARCHES_PER_VERTICAL; i++) {
        const url = SEARCH_PATHS[vertical](i);
        // Rotate which caller goes first, so none always meets a cold supplier cache.
        for (let k = 0; k < CALLERS.length; k++) {
          const who = CALLERS[(i + k) % CALLERS.length]!;
          const ms = await timedSearch(h.app, sessions[who], url, who === 'business');
          if (i >= WARMUP_SEARCHES) times[who].push(ms);
        }
      }
      const c95 = percentile(times.consumer, 95);
      const b95 = percentile(times.business, 95);
      report(`policy search ${vertical} consumer p50`, percentile(times.consumer, 50), 'ms');
      report(`policy search ${vertical} consumer p95`, c95, 'ms');
      report(`policy search ${vertical} business with policy p50`, percentile(times.business, 50), 'ms');
      report(`policy search ${vertical} business with policy p95`, b95, 'ms');
      const n95 = percentile(times.noBadges, 95);
      report(`policy search ${vertical} business without verdicts p95`, n95, 'ms');
      report(`policy search ${vertical} overhead at p95 vs consumer`, ((b95 - c95) / c95) * 100, `% (target under 10 %; ${SEARCHES_PER_VERTICAL} searches each)`);
      report(`policy search ${vertical} overhead at p95 vs business without verdicts`, ((b95 - n95) / n95) * 100, '%');
      for (const who of CALLERS) all[who].push(...times[who]);
    }
    const c95 = percentile(all.consumer, 95);
    const b95 = percentile(all.business, 95);
    report('policy search all verticals consumer p95', c95, 'ms');
    report('policy search all verticals business with policy p95', b95, 'ms');
    const n95 = percentile(all.noBadges, 95);
    report('policy search all verticals business without verdicts p95', n95, 'ms');
    report('policy search all verticals overhead at p95 vs consumer', ((b95 - c95) / c95) * 100, '% (target under 10 %)');
    report('policy search all verticals overhead at p95 vs business without verdicts', ((b95 - n95) / n95) * 100, '%');
  } finally {
    await h.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runPolicyBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
