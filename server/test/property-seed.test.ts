// @vitest-environment node
/** The pinned fast-check seed (issue #22): `npm test` replays the same property cases on every run. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PINNED_PROPERTY_SEED } from './property-seed.ts';

describe('property test seed', () => {
  it.runIf(!process.env.FC_SEED)('is pinned when FC_SEED is unset, so a red CI run replays on any machine', () => {
    expect(fc.readConfigureGlobal().seed).toBe(PINNED_PROPERTY_SEED);
    const draw = () => fc.sample(fc.integer(), 5);
    expect(draw()).toEqual(draw());
  });
});
