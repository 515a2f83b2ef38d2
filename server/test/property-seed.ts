/**
 * Vitest setup (every project): one fast-check seed for every property test that does not name its own, so
 * `npm test` and CI replay exactly the same cases on every run and a red run is one anybody can reproduce
 * (issue #22 "Property tests run on random seeds that fail CI on a seed nobody saw").
 *
 * `FC_SEED` chooses: unset, the pinned PINNED_PROPERTY_SEED; an integer, that seed (to replay a failure the
 * random run printed); `random`, fast-check's own random seed, which `npm run test:property-random` uses to
 * explore new cases (fast-check prints the seed and path of any counterexample it finds).
 */
import { expect } from 'vitest';

/** The seed `npm test` and CI use. Change it only on purpose: every property test then sees new cases. */
export const PINNED_PROPERTY_SEED = 20_261_128;

const chosen = process.env.FC_SEED?.trim();
// Property tests live in the server suite: other files (most of the frame's) skip loading fast-check (~40 ms each).
const testPath = expect.getState().testPath ?? '';
if (chosen !== 'random' && /[\\/]server[\\/]/.test(testPath)) {
  const seed = chosen ? Number(chosen) : PINNED_PROPERTY_SEED;
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", got "${chosen}"`);
  const { default: fc } = await import('fast-check');
  fc.configureGlobal({ seed });
}

/**
 * Cases per property for the offline inventory's property tests (issue #23 "the test suite in minutes"): `full` (the
 * count the test was written with) when exploring with `FC_SEED=random` (`npm run test:property-random`), a quarter
 * of it (at least 50) on the pinned seed of `npm test` and CI. The pinned run replays the same cases every time, so
 * its extra three quarters found nothing new after the first run while costing about 100 s of the 2-core machine's
 * Vitest time; the random run is where new cases come from.
 */
export function propertyRuns(full: number): number {
  return process.env.FC_SEED?.trim() === 'random' ? full : Math.max(50, Math.ceil(full / 4));
}
