/**
 * `npm test` (issue #23 "the test suite in minutes" and "`npm test` on a fresh machine"): gets what the suite needs
 * (scripts/test-prerequisites.sh: Chromium, PostgreSQL), then runs Vitest (`npm run test:unit`) and, if it passed,
 * the browser journeys (`npm run test:e2e`), and records how long each took in {@link TEST_TIMINGS_PATH}
 * (`{ at, vitestSeconds, buildSeconds, e2eSeconds, totalSeconds, passed }`, seconds; `e2eSeconds` null when Vitest
 * or the build failed) for `npm run bench` (bench/test-suite.ts). Exits with the first failing phase's status.
 * Arguments are not passed on: run `npm run test:unit -- <filter>` or `npm run test:e2e -- <spec>` for a part.
 *
 * The journeys' build (scripts/build-if-stale.ts, about 13 s on a clean clone of an idle 2-core machine) runs after
 * Vitest, on its own. It used to run beside Vitest at a lower CPU priority, to fill the fifth of the two cores Vitest
 * left idle; once Vitest started its longest files first on a clean clone too (scripts/test-order.ts) there was no
 * such gap: Vitest took 258-267 s with the build beside it against 227 s alone, plus 12.6 s for the build after it
 * (1 Dec 2026, clean clones, the same machine). Its output goes to {@link BUILD_LOG_PATH} and is printed when it
 * fails; `npm run test:e2e` then finds the build fresh.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Where the last `npm test` wrote its timings (repo-relative; .tmp is git-ignored). */
export const TEST_TIMINGS_PATH = '.tmp/test-timings.json';

/** Where the journeys' build writes its output (repo-relative). */
export const BUILD_LOG_PATH = '.tmp/build.log';

/** One `npm test` run's timings, seconds, as written to {@link TEST_TIMINGS_PATH}. */
export interface TestTimings {
  /** ISO 8601 time the run started. */
  at: string;
  vitestSeconds: number;
  /** The journeys' build, run after Vitest (wall-clock; about 1 s when dist was already fresh). */
  buildSeconds: number;
  /** Null when the e2e phase did not run (Vitest or the build failed). */
  e2eSeconds: number | null;
  totalSeconds: number;
  /** Whether every phase passed. */
  passed: boolean;
}

/** Wall-clock seconds since `started` (a performance.now() reading), to a tenth. */
const secondsSince = (started: number) => Math.round((performance.now() - started) / 100) / 10;

/**
 * Runs a command in the repo; resolves with its exit status and wall-clock seconds. Output is inherited, or written
 * to `logFile` (repo-relative, truncated first) when given.
 */
function phase(command: string, args: string[], options: { logFile?: string } = {}): Promise<{ status: number; seconds: number }> {
  const started = performance.now();
  const log = options.logFile ? openSync(path.join(repo, options.logFile), 'w') : undefined;
  const child = spawn(command, args, { cwd: repo, stdio: log === undefined ? 'inherit' : ['ignore', log, log] });
  return new Promise((resolve) => {
    const done = (status: number) => {
      if (log !== undefined) closeSync(log);
      resolve({ status, seconds: secondsSince(started) });
    };
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code) => done(code ?? 1));
  });
}

async function main(): Promise<never> {
  const at = new Date().toISOString();
  const started = performance.now();
  const prerequisites = spawnSync('bash', [path.join(repo, 'scripts/test-prerequisites.sh')], { cwd: repo, stdio: 'inherit' });
  if (prerequisites.status !== 0) process.exit(prerequisites.status ?? 1);
  mkdirSync(path.join(repo, path.dirname(TEST_TIMINGS_PATH)), { recursive: true });
  const vitest = await phase('npm', ['run', '-s', 'test:unit']);
  const build = await phase('npx', ['tsx', 'scripts/build-if-stale.ts'], { logFile: BUILD_LOG_PATH });
  const buildLog = readFileSync(path.join(repo, BUILD_LOG_PATH), 'utf8');
  if (build.status === 0) console.log(`Build: ${build.seconds} s (${buildLog.trim().split('\n')[0] ?? ''}; ${BUILD_LOG_PATH})`);
  else console.error(`${buildLog}\nThe journeys' build failed (${BUILD_LOG_PATH}, above).`);
  const e2e = vitest.status === 0 && build.status === 0 ? await phase('npm', ['run', '-s', 'test:e2e']) : null;
  const timings: TestTimings = {
    at,
    vitestSeconds: vitest.seconds,
    buildSeconds: build.seconds,
    e2eSeconds: e2e?.seconds ?? null,
    totalSeconds: secondsSince(started),
    passed: vitest.status === 0 && build.status === 0 && e2e?.status === 0,
  };
  writeFileSync(path.join(repo, TEST_TIMINGS_PATH), `${JSON.stringify(timings, null, 2)}\n`);
  console.log(
    `npm test: Vitest ${timings.vitestSeconds} s, build ${timings.buildSeconds} s, e2e ${timings.e2eSeconds ?? '-'} s, total ${timings.totalSeconds} s (${TEST_TIMINGS_PATH})`,
  );
  process.exit(vitest.status !== 0 ? vitest.status : build.status !== 0 ? build.status : (e2e?.status ?? 1));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
