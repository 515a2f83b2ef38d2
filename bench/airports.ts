/**
 * Airport autocomplete index time (moved here from airports.test.ts, issue #8 "no timed assertions in tests"):
 * 1,000 in-process lookups over the seeded reference airports, as one total and per-lookup p50/p95.
 * A figure, not an assertion. Called from bench/run.ts; runs alone with `npx tsx bench/airports.ts`.
 */
import { pathToFileURL } from 'node:url';
import { createHarness } from '../server/test/harness.ts';
import { percentile, report } from './stats.ts';

const LOOKUPS = 1000;
const QUERIES = ['lon', 'new', 'par', 'san', 'fr'] as const;
const LIMIT = 8;

/** Prints the airport autocomplete figures (own temporary SQLite database; closed before returning). */
export async function runAirportsBench(): Promise<void> {
  const h = await createHarness();
  try {
    const airports = h.app.services.airports;
    for (let i = 0; i < 100; i += 1) airports.autocomplete(QUERIES[i % QUERIES.length] as string, LIMIT); // warm-up
    const times: number[] = [];
    const start = performance.now();
    for (let i = 0; i < LOOKUPS; i += 1) {
      const t0 = performance.now();
      airports.autocomplete(QUERIES[i % QUERIES.length] as string, LIMIT);
      times.push(performance.now() - t0);
    }
    report('airport autocomplete index total', performance.now() - start, `ms (${LOOKUPS} lookups in process)`);
    report('airport autocomplete index p50', percentile(times, 50) * 1000, 'µs');
    report('airport autocomplete index p95', percentile(times, 95) * 1000, 'µs');
  } finally {
    await h.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAirportsBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
