/**
 * scripts/test-order.ts: on a clean clone (no Vitest cache) the committed durations put the longest files first;
 * Vitest's cache wins where it knows a file; new files start first; projects keep Vitest's order (issue #23).
 */
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { committedDurations, DurationOrder } from './test-order.ts';

const root = '/repo';

/** A stand-in for Vitest's test specification: only what the order reads. */
function spec(project: string, file: string, isolate = false): TestSpecification {
  return { moduleId: `${root}/${file}`, project: { name: project, config: { isolate, sequence: { groupOrder: 0 } } } } as unknown as TestSpecification;
}

/** The order of `files` for a Vitest whose cache holds `cached` and a repo whose committed durations are `committed`. */
async function order(files: TestSpecification[], cached: Record<string, { duration: number; failed: boolean }>, committed: Record<string, number>): Promise<string[]> {
  const ctx = { config: { root }, cache: { getFileTestResults: (key: string) => cached[key] } } as unknown as Vitest;
  class WithCommitted extends DurationOrder {
    protected override durations() {
      return committed;
    }
  }
  return (await new WithCommitted(ctx).sort(files)).map((s) => `${s.project.name}:${s.moduleId.slice(root.length + 1)}`);
}

describe('DurationOrder', () => {
  it('reads the committed durations of the repository: every entry a project-qualified test file and a whole number of ms', () => {
    const durations = committedDurations();
    const entries = Object.entries(durations);
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, ms] of entries) {
      expect(key).toMatch(/^[a-z-]+:.+\.test\.tsx?$/);
      expect(Number.isInteger(ms) && ms >= 0).toBe(true);
    }
  });

  it('on a clean clone, the longest committed file starts first; a file not in the list starts before them', async () => {
    const files = [spec('sqlite', 'a.test.ts'), spec('sqlite', 'b.test.ts'), spec('sqlite', 'new.test.ts'), spec('sqlite', 'c.test.ts')];
    const committed = { 'sqlite:a.test.ts': 300, 'sqlite:b.test.ts': 9000, 'sqlite:c.test.ts': 1200 };
    expect(await order(files, {}, committed)).toEqual(['sqlite:new.test.ts', 'sqlite:b.test.ts', 'sqlite:c.test.ts', 'sqlite:a.test.ts']);
  });

  it("Vitest's own cache wins over the committed durations, and its failed files start first", async () => {
    const files = [spec('sqlite', 'a.test.ts'), spec('sqlite', 'b.test.ts'), spec('sqlite', 'c.test.ts')];
    const committed = { 'sqlite:a.test.ts': 300, 'sqlite:b.test.ts': 9000, 'sqlite:c.test.ts': 1200 };
    const cached = { 'sqlite:a.test.ts': { duration: 20_000, failed: false }, 'sqlite:c.test.ts': { duration: 10, failed: true } };
    expect(await order(files, cached, committed)).toEqual(['sqlite:c.test.ts', 'sqlite:a.test.ts', 'sqlite:b.test.ts']);
  });

  it('keeps projects together in name order, the isolated files of a project first', async () => {
    const files = [spec('sqlite', 'long.test.ts'), spec('frame', 'x.test.tsx'), spec('frame', 'iso.test.tsx', true)];
    const committed = { 'sqlite:long.test.ts': 60_000, 'frame:x.test.tsx': 10, 'frame:iso.test.tsx': 5 };
    expect(await order(files, {}, committed)).toEqual(['frame:iso.test.tsx', 'frame:x.test.tsx', 'sqlite:long.test.ts']);
  });
});
