/**
 * Reporting bench (issue #26 "`npm run bench`: the reporting page's queries over 100,000 seeded bookings (p95 per view
 * on SQLite and PostgreSQL), and the page's lazily loaded JS in gzip bytes"), printed one figure a line like
 * bench/run.ts. Runs alone with `npx tsx bench/reporting.ts`.
 *
 * Per database (SQLite: a temp file; PostgreSQL: a fresh database on TEST_DATABASE_URL's server, default
 * 127.0.0.1:5432, dropped afterwards; server/test/harness.ts): the seeded app, then {@link BOOKINGS} more Acme business
 * bookings over the last 12 months (the rows insertReportBooking writes - trip, trip event, order, policy check,
 * reporting facts - inserted in multi-row batches; flights, hotels, cars, trains, packages across every Acme
 * traveler, a sixth out of policy, a twelfth cancelled, three currencies), then ANALYZE. Timed:
 * - each view's SQL (modules/reporting/repository.ts, one aggregate query per view, as the report runs them) over the
 *   default period (last 12 months, no filter), {@link RUNS} runs after {@link WARMUP} untimed ones, p50 and p95;
 * - the whole report through the route (GET /i/api/business/stats/v1/report as the travel manager: session, access
 *   hook, every view in parallel, validation, serialization), unfiltered and filtered by vertical;
 * - one view's CSV export and the raw bookings' CSV export (every booking of the period, streamed by keyset pages).
 * And from the frame build (dist/frame/.vite/manifest.json): the gzip bytes of the JS the reporting page loads lazily
 * (its route module, the chart chunk with recharts, and the chunks they import that the first page does not already
 * hold). Figures, not assertions.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../server/src/db/connection.ts';
import type { Database } from '../server/src/db/database.ts';
import { createReportingService } from '../server/src/modules/reporting/service.ts';
import { callAs, signInAs } from '../server/test/business-fixtures.ts';
import { createHarness } from '../server/test/harness.ts';
import { percentile, report } from './stats.ts';

/** Bookings seeded on top of the demo seed. */
const BOOKINGS = 100_000;
/** Rows per multi-row INSERT. */
const BATCH = 500;
const WARMUP = 2;
const RUNS = 15;
const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const VERTICALS = ['flights', 'flights', 'flights', 'hotels', 'hotels', 'cars', 'trains', 'packages'] as const;
const ROUTES: readonly [string, string, number][] = [['LHR', 'JFK', 5555], ['JFK', 'SFO', 4152], ['LHR', 'CDG', 348], ['JFK', 'ORD', 1188], ['LHR', 'SIN', 10880], ['FRA', 'LHR', 655]];
const CURRENCIES = ['USD', 'USD', 'USD', 'EUR', 'GBP'] as const;
const REASONS = ['noCheaperOption', 'clientRequirement', 'meetingLocation', 'loyalty'] as const;

/** Inserts `rows` into `table` in batches of {@link BATCH}. */
async function insertBatched<T extends keyof Database>(db: Kysely<Database>, table: T, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one generic bulk insert over five tables
    await db.insertInto(table).values(rows.slice(i, i + BATCH) as any).execute();
  }
}

/** Seeds {@link BOOKINGS} Acme bookings (see the module docstring); deterministic. @returns seconds taken */
async function seedBookings(db: Kysely<Database>): Promise<number> {
  const t0 = performance.now();
  const people = await db.selectFrom('business_profiles').select('id').where('company_id', '=', 'acme').orderBy('id').execute();
  let seed = 26;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const day = 86_400_000;
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const CHUNK = 10_000;
  for (let start = 0; start < BOOKINGS; start += CHUNK) {
    const trips: Record<string, unknown>[] = [];
    const events: Record<string, unknown>[] = [];
    const specs: { ref: string; bookedAt: string; vertical: string; price: number; currency: string; cancelled: boolean; out: boolean; profile: string; lead: number; units: number; route: [string, string, number]; startDate: string }[] = [];
    for (let i = start; i < Math.min(BOOKINGS, start + CHUNK); i++) {
      const ref = `B${String(i).padStart(7, '0')}`;
      const bookedMs = now - Math.floor(rand() * 360) * day - Math.floor(rand() * 86_000_000);
      const lead = Math.floor(rand() * rand() * 60);
      const vertical = VERTICALS[Math.floor(rand() * VERTICALS.length)]!;
      const currency = CURRENCIES[Math.floor(rand() * CURRENCIES.length)]!;
      const route = ROUTES[Math.floor(rand() * ROUTES.length)]!;
      const price = (80 + Math.floor(rand() * 1500)) * 100;
      const startDate = iso(bookedMs + lead * day).slice(0, 10);
      const tripId = `BENCHRPT${String(i).padStart(8, '0')}`;
      trips.push({ id: tripId, name: 'Bench trip', owner_email: 'reporting-bench@acme.example', owner_account_id: null, created_at: iso(bookedMs), updated_at: iso(bookedMs), destination_city_id: null, destination_name: null });
      events.push({
        trip_id: tripId, vertical, state: 'booked', title: ref, start_date: startDate, end_date: startDate, offer_json: '{}', price_amount_minor: price, price_currency: currency,
        created_at: iso(bookedMs), updated_at: iso(bookedMs), subtitle: null, result_id: null, result_key: null,
      });
      specs.push({ ref, bookedAt: iso(bookedMs), vertical, price, currency, cancelled: rand() < 1 / 12, out: rand() < 1 / 6, profile: people[i % people.length]!.id, lead, units: 1 + Math.floor(rand() * 3), route: [...route], startDate });
    }
    await insertBatched(db, 'trips', trips);
    await insertBatched(db, 'trip_events', events);
    const ids = new Map<string, number>();
    for (let i = 0; i < specs.length; i += 5000) {
      const titles = specs.slice(i, i + 5000).map((s) => s.ref);
      for (const row of await db.selectFrom('trip_events').select(['id', 'title']).where('title', 'in', titles).where('trip_id', 'like', 'BENCHRPT%').execute()) ids.set(row.title, Number(row.id));
    }
    await insertBatched(db, 'bookings', specs.map((s) => ({
      reference: s.ref, status: s.cancelled ? 'cancelled' : 'booked', vertical: s.vertical, trip_event_id: ids.get(s.ref)!, contact_email: 'reporting-bench@acme.example',
      contact_email_lower: 'reporting-bench@acme.example', session_id: null, travelers_json: '[]', summary_json: '{}', price_amount_minor: s.price, price_currency: s.currency,
      card_brand: 'visa', card_last4: '4242', payment_ref: `bench-${s.ref}`, supplier_ref: `bench-${s.ref}`, refund_amount_minor: s.cancelled ? Math.round(s.price * 0.8) : null,
      refund_status: s.cancelled ? 'refunded' : null, created_at: s.bookedAt, cancelled_at: s.cancelled ? s.bookedAt : null, booked_by_account_id: null, booked_by_profile_id: null,
    })));
    await insertBatched(db, 'booking_policy_checks', specs.map((s, i) => ({
      reference: s.ref, company_id: 'acme', traveler_profile_id: s.profile, booker_profile_id: s.profile, vertical: s.vertical, policy_version: 1, action: s.out ? 'warn' : 'allow',
      in_policy: s.out ? 0 : 1, reasons_json: '[]', reason_code: s.out ? REASONS[i % REASONS.length]! : null, reason_text: s.out ? 'Bench reason text' : null,
      approval_status: 'none', approval_request_id: null, created_at: s.bookedAt,
    })));
    await insertBatched(db, 'booking_report_facts', specs.map((s, i) => {
      const flight = s.vertical === 'flights' || s.vertical === 'packages';
      const cabin = flight ? (i % 7 === 0 ? 'business' : 'economy') : null;
      return {
        reference: s.ref, company_id: 'acme', traveler_profile_id: s.profile, vertical: s.vertical, travel_date: s.startDate, lead_days: s.lead, units: s.units, cabin,
        origin: flight ? s.route[0] : null, destination: flight ? s.route[1] : null, distance_km: flight ? s.route[2] : null,
        co2_g: flight ? Math.round(s.route[2] * 1.08 * (cabin === 'business' ? 0.58 : 0.2) * 1000 * s.units) : null,
        cheapest_amount_minor: s.vertical === 'flights' || s.vertical === 'hotels' ? Math.round(s.price * 0.85) : null, created_at: s.bookedAt,
      };
    }));
  }
  await sql`analyze`.execute(db);
  return (performance.now() - t0) / 1000;
}

/** `runs` timings (ms) of `f` after {@link WARMUP} untimed calls. */
async function timed(f: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await f();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    out.push(performance.now() - t0);
  }
  return out;
}

function print(label: string, samples: number[], note = ''): void {
  report(`${label} p50`, percentile(samples, 50), 'ms');
  report(`${label} p95`, percentile(samples, 95), `ms (${samples.length} runs${note})`);
}

/** Seeds and times one database (see the module docstring). */
async function benchDatabase(dialect: DialectName): Promise<void> {
  const h = await createHarness({ dialect, config: { rateLimitsEnabled: false } });
  try {
    const seconds = await seedBookings(h.db);
    const count = await h.db.selectFrom('booking_policy_checks').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', 'acme').executeTakeFirstOrThrow();
    report(`reporting ${dialect} seeded Acme business bookings`, Number(count.n), `bookings (${BOOKINGS} added in ${seconds.toFixed(1)} s)`);
    const manager = await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select(['p.id', 'a.id as accountId'])
      .where('a.email', '=', 'manager@acme.example').executeTakeFirstOrThrow();
    const service = createReportingService({ db: h.db, companyCurrency: async () => 'USD', now: () => Date.now() });
    const { scope, queries: q } = await service.prepare({ accountId: manager.accountId, profileId: manager.id, companyId: 'acme', permissions: ['REPORTING_VIEW'] }, {});
    const views: [string, () => Promise<unknown>][] = [
      ['totals', () => q.totals(scope)], ['byVertical', () => q.byVertical(scope)], ['byTraveler', () => q.byTraveler(scope)], ['byGroup', () => q.byGroup(scope)],
      ['byMonth', () => q.byMonth(scope)], ['averages', () => q.averages(scope)], ['leadTime', () => q.leadTime(scope)], ['outOfPolicy', () => q.policy(scope)],
      ['savings', () => q.savings(scope)], ['cancellations', () => q.cancellations(scope)], ['co2 by cabin', () => q.co2ByCabin(scope)], ['co2 by route', () => q.co2ByRoute(scope, 15)],
    ];
    for (const [name, run] of views) print(`reporting ${dialect} view ${name}`, await timed(run), ', last 12 months, no filter');

    const session = await signInAs(h.app, 'acme:TRAVEL_MANAGER');
    const get = (url: string) => async () => {
      const r = await callAs(h.app, session, 'GET', url);
      if (r.statusCode !== 200) throw new Error(`${url} -> ${r.statusCode} ${r.body.slice(0, 200)}`);
      return r;
    };
    const B = '/i/api/business/stats/v1';
    print(`reporting ${dialect} report route (every view)`, await timed(get(`${B}/report`)), ', GET /report as the travel manager');
    print(`reporting ${dialect} report route filtered by vertical`, await timed(get(`${B}/report?vertical=hotels`)), ', vertical=hotels');
    print(`reporting ${dialect} CSV export of one view`, await timed(get(`${B}/export.csv?view=byMonth`), 5), ', byMonth');
    const csv = await timed(get(`${B}/export.csv?view=bookings`), 3);
    const rows = (await get(`${B}/export.csv?view=bookings`)()).body.split('\n').filter(Boolean).length - 1;
    print(`reporting ${dialect} raw bookings CSV export`, csv, `, ${rows} rows`);
  } finally {
    await h.close();
  }
}

/**
 * The gzip bytes of the JS the reporting page loads lazily: the chunks reachable from its route module through
 * static and dynamic imports (the chart chunk is a dynamic import), minus what the front door's first page already
 * holds (the entry and its static imports). Undefined without a build.
 */
export function reportingLazyJs(): { files: { file: string; gzip: number }[]; total: number } | undefined {
  const manifestPath = path.join(repo, 'dist/frame/.vite/manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  type Entry = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Entry>;
  const closure = (keys: string[], dynamic: boolean) => {
    const seen = new Set<string>();
    const pending = [...keys];
    for (let k = pending.pop(); k !== undefined; k = pending.pop()) {
      const entry = manifest[k];
      if (seen.has(k) || !entry) continue;
      seen.add(k);
      pending.push(...(entry.imports ?? []), ...(dynamic ? (entry.dynamicImports ?? []).filter((d) => d.includes('/reporting/')) : []));
    }
    return seen;
  };
  const firstPage = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry), false);
  const page = Object.keys(manifest).find((k) => k.endsWith('features/business/reporting/reporting-page.tsx'));
  if (!page) return undefined;
  const files = [...closure([page], true)].filter((k) => !firstPage.has(k)).map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const sized = [...new Set(files)].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(repo, 'dist/frame', file)), { level: 9 }).length }));
  return { files: sized.sort((a, b) => b.gzip - a.gzip), total: sized.reduce((n, f) => n + f.gzip, 0) };
}

/** Runs the bench (see the module docstring). */
export async function runReportingBench(): Promise<void> {
  const js = reportingLazyJs();
  if (js) {
    for (const f of js.files) report(`reporting page lazy JS ${f.file}`, f.gzip, 'bytes gzip -9');
    report('reporting page lazy JS total', js.total, `bytes gzip -9 (${js.files.length} chunks the page loads beyond the first page, recharts included)`);
  } else {
    console.log('reporting page lazy JS: no frame build (run npm run build)');
  }
  await benchDatabase('sqlite');
  await benchDatabase('postgres');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runReportingBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
