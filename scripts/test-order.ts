/**
 * The order Vitest starts test files in (issue #23 "the test suite in minutes"), and `npx tsx scripts/test-order.ts`,
 * which refreshes the file it reads.
 *
 * Vitest starts the longest files first when it knows their durations from an earlier run (its cache,
 * `node_modules/.vite/vitest/…/results.json`), so the last minutes do not leave one of the two workers idle behind a
 * long file. A clean clone (CI, a newcomer's first `npm test`) has no such cache, and Vitest then starts the largest
 * files first: on the 2-core machine the whole suite took 266-272 s that way against 238 s with the cache
 * (1 Dec 2026, same clone, same machine). {@link DurationOrder} fills the gap with {@link DURATIONS_PATH}, the
 * durations of a run committed with the code: Vitest's own cache wins where it has the file, a file in neither
 * (new since the last refresh) starts first, as in Vitest.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The committed durations, repo-relative: `{ "<project>:<file>": ms }`, ms rounded to 100. */
export const DURATIONS_PATH = 'scripts/test-durations.json';

/** Vitest's cache of the last run's results, under Vite's cache directory (one folder per config hash). */
const VITEST_CACHE_DIR = 'node_modules/.vite/vitest';

/** `{ "<project>:<file>": ms }` from {@link DURATIONS_PATH}; empty when the file is missing or unreadable. */
export function committedDurations(root = repo): Record<string, number> {
  try {
    return JSON.parse(readFileSync(path.join(root, DURATIONS_PATH), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Vitest's default order (sequence group, then project, isolated projects' files first within one; see its
 * BaseSequencer), with each file's duration taken from Vitest's cache, else from {@link committedDurations}:
 * failed files first, then unknown files, then the longest. Set as `test.sequence.sequencer` in vitest.config.ts.
 */
export class DurationOrder extends BaseSequencer {
  /** The committed durations of the run's root ({@link committedDurations}). */
  protected durations(): Record<string, number> {
    return committedDurations(this.ctx.config.root);
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const committed = this.durations();
    const cache = this.ctx.cache;
    const known = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
      const cached = cache.getFileTestResults(key);
      return cached ?? (committed[key] === undefined ? undefined : { duration: committed[key], failed: false });
    };
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      if (a.project.config.isolate !== b.project.config.isolate) return a.project.config.isolate ? -1 : 1;
      const [ka, kb] = [known(a), known(b)];
      if (!ka || !kb) return !ka && kb ? -1 : ka && !kb ? 1 : 0;
      if (ka.failed !== kb.failed) return ka.failed ? -1 : 1;
      return (kb.duration ?? 0) - (ka.duration ?? 0);
    });
  }
}

/** Reads the newest Vitest results cache; writes {@link DURATIONS_PATH} from it, sorted by key. */
function refresh(): void {
  const dir = path.join(repo, VITEST_CACHE_DIR);
  const files = readdirSync(dir).map((hash) => path.join(dir, hash, 'results.json'));
  const results = files.flatMap((file) => {
    try {
      return [JSON.parse(readFileSync(file, 'utf8')) as { results: [string, { duration?: number }][] }];
    } catch {
      return [];
    }
  });
  if (results.length === 0) throw new Error(`no Vitest results under ${VITEST_CACHE_DIR}: run \`npm run test:unit\` first`);
  const durations = Object.fromEntries(
    results.flatMap((r) => r.results).filter(([, r]) => r.duration !== undefined).map(([key, r]) => [key, Math.round(r.duration! / 100) * 100] as const).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(path.join(repo, DURATIONS_PATH), `${JSON.stringify(durations, null, 1)}\n`);
  console.log(`${DURATIONS_PATH}: ${Object.keys(durations).length} files`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) refresh();
