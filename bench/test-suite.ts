/**
 * The time of `npm test`, split into Vitest and e2e (issue #23 "Done when": `npm run bench` prints it). `npm test`
 * (scripts/run-tests.ts) records each run in .tmp/test-timings.json; the bench prints the last record rather than
 * running the suite again (it takes minutes and would load the machine the other figures are measured on).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_TIMINGS_PATH, type TestTimings } from '../scripts/run-tests.ts';
import { report } from './stats.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * Prints the last `npm test`'s Vitest, e2e and total seconds, one figure a line (`report`), with when it ran and
 * whether it passed; or one line saying none is recorded. Never throws (an unreadable record is reported as such).
 */
export function reportTestSuiteTimings(): void {
  const file = path.join(repo, TEST_TIMINGS_PATH);
  if (!existsSync(file)) {
    console.log(`npm test timings: none recorded (run npm test; it writes ${TEST_TIMINGS_PATH})`);
    return;
  }
  let timings: Omit<TestTimings, 'buildSeconds'> & { buildSeconds?: number };
  try {
    timings = JSON.parse(readFileSync(file, 'utf8')) as typeof timings;
  } catch (err) {
    console.log(`npm test timings: ${TEST_TIMINGS_PATH} unreadable (${err instanceof Error ? err.message : String(err)})`);
    return;
  }
  const note = `s (npm test at ${timings.at}${timings.passed ? '' : ', a FAILED run'})`;
  report('npm test Vitest', timings.vitestSeconds, note);
  // Records written before the build had a phase of its own have no buildSeconds (the build was then part of e2e).
  if (timings.buildSeconds !== undefined) report('npm test build', timings.buildSeconds, 's');
  if (timings.e2eSeconds === null) console.log('npm test e2e: not run (Vitest failed)');
  else report('npm test e2e', timings.e2eSeconds, 's');
  report('npm test total', timings.totalSeconds, 's');
}
