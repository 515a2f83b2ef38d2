/**
 * `npm test` (issue #23 "the test suite in minutes" and "`npm test` on a fresh machine"): gets what the suite needs
 * (scripts/test-prerequisites.sh: Chromium, PostgreSQL), then runs Vitest (`npm run test:unit`) and, if it passed,
 * the browser journeys (`npm run test:e2e`), and records how long each took in {@link TEST_TIMINGS_PATH}
 * (`{ at, vitestSeconds, e2eSeconds, totalSeconds, passed }`, seconds; `e2eSeconds` null when Vitest failed) for
 * `npm run bench` (bench/test-suite.ts). Exits with the first failing phase's status. Arguments are not passed on:
 * run `npm run test:unit -- <filter>` or `npm run test:e2e -- <spec>` for a part.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Where the last `npm test` wrote its timings (repo-relative; .tmp is git-ignored). */
export const TEST_TIMINGS_PATH = '.tmp/test-timings.json';

/** One `npm test` run's timings, seconds, as written to {@link TEST_TIMINGS_PATH}. */
export interface TestTimings {
  /** ISO 8601 time the run started. */
  at: string;
  vitestSeconds: number;
  /** Null when the e2e phase did not run (Vitest failed). */
  e2eSeconds: number | null;
  totalSeconds: number;
  /** Whether every phase passed. */
  passed: boolean;
}

/** Runs a command in the repo with inherited output; returns its exit status and wall-clock seconds. */
function phase(command: string, args: string[]): { status: number; seconds: number } {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: repo, stdio: 'inherit' });
  return { status: result.status ?? 1, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

function main(): never {
  const at = new Date().toISOString();
  const started = performance.now();
  const prerequisites = phase('bash', [path.join(repo, 'scripts/test-prerequisites.sh')]);
  if (prerequisites.status !== 0) process.exit(prerequisites.status);
  const vitest = phase('npm', ['run', '-s', 'test:unit']);
  const e2e = vitest.status === 0 ? phase('npm', ['run', '-s', 'test:e2e']) : null;
  const timings: TestTimings = {
    at,
    vitestSeconds: vitest.seconds,
    e2eSeconds: e2e?.seconds ?? null,
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
    passed: vitest.status === 0 && e2e?.status === 0,
  };
  mkdirSync(path.join(repo, path.dirname(TEST_TIMINGS_PATH)), { recursive: true });
  writeFileSync(path.join(repo, TEST_TIMINGS_PATH), `${JSON.stringify(timings, null, 2)}\n`);
  console.log(`npm test: Vitest ${timings.vitestSeconds} s, e2e ${timings.e2eSeconds ?? '-'} s, total ${timings.totalSeconds} s (${TEST_TIMINGS_PATH})`);
  process.exit(vitest.status !== 0 ? vitest.status : (e2e?.status ?? 1));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
