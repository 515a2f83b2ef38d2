/**
 * Whether `npm run build`'s outputs are there and fresh, shared by `npm start` (scripts/start.ts: builds what is
 * missing) and `npm run test:e2e` (scripts/build-if-stale.ts: also rebuilds what is out of date; issue #23 "the
 * build skipped when its outputs are fresh").
 *
 * Fresh means: every output in {@link BUILD_OUTPUTS} exists and the oldest of them is newer than the newest build
 * input ({@link BUILD_INPUT_DIRS} walked recursively without tests, plus {@link BUILD_INPUT_FILES}). Modification
 * times, not content hashes: a checkout or `npm ci` touches the files it writes, so anything that can change the
 * bundle makes it stale; a false "stale" costs one build (about 1 min), a false "fresh" cannot happen short of
 * someone setting mtimes backwards.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Files `npm run build` writes last in each of its steps; `npm start` serves them. `dist/.build-complete` is written
 * by the size check (scripts/check-budgets.ts) only when every budget holds, so a build that failed its budgets is
 * never taken for a fresh one.
 */
export const BUILD_OUTPUTS = ['dist/frame/index.html', 'dist/demo-host/index.html', 'dist/host-sdk/host-sdk.iife.js', 'dist/.build-complete'] as const;

/** Folders whose files go into the bundles (the frame, the demo partner page, the SDK and what they import). */
export const BUILD_INPUT_DIRS = ['frame-app', 'demo-host', 'host-sdk', 'contract', 'brands'] as const;

/** Single files that change what the build produces: its configs, the compiler settings, the locked dependencies. */
export const BUILD_INPUT_FILES = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts/compress-assets.ts', 'scripts/check-budgets.ts'] as const;

/** File names under the input folders that never reach a bundle. */
const NOT_AN_INPUT = /\.test\.tsx?$|(^|[\\/])(node_modules|test)([\\/]|$)/;

/** What {@link buildState} found: outputs missing (repo-relative), or why the outputs are out of date. */
export interface BuildState {
  missing: string[];
  /** Set when every output exists but an input is newer: that input's repo-relative path. */
  newerInput?: string;
}

function newestFile(dir: string, repo: string, best: { mtimeMs: number; file?: string }): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(repo, full);
    if (NOT_AN_INPUT.test(rel)) continue;
    if (entry.isDirectory()) newestFile(full, repo, best);
    else if (entry.isFile()) {
      const { mtimeMs } = statSync(full);
      if (mtimeMs > best.mtimeMs) Object.assign(best, { mtimeMs, file: rel });
    }
  }
}

/**
 * Compares the build's outputs with its inputs under `repo` (an absolute path). Walks about a thousand files
 * (tens of ms). Never throws for a missing input file (it is skipped).
 */
export function buildState(repo: string): BuildState {
  const missing = BUILD_OUTPUTS.filter((p) => !existsSync(path.join(repo, p)));
  if (missing.length > 0) return { missing };
  const oldestOutputMs = Math.min(...BUILD_OUTPUTS.map((p) => statSync(path.join(repo, p)).mtimeMs));
  const newest: { mtimeMs: number; file?: string } = { mtimeMs: 0 };
  for (const dir of BUILD_INPUT_DIRS) if (existsSync(path.join(repo, dir))) newestFile(path.join(repo, dir), repo, newest);
  for (const file of BUILD_INPUT_FILES) {
    const full = path.join(repo, file);
    if (!existsSync(full)) continue;
    const { mtimeMs } = statSync(full);
    if (mtimeMs > newest.mtimeMs) Object.assign(newest, { mtimeMs, file });
  }
  return newest.mtimeMs > oldestOutputMs ? { missing: [], newerInput: newest.file } : { missing: [] };
}

/**
 * Runs `npm run build` in `repo`, saying why first (`reason`, e.g. "missing: dist/frame/index.html").
 * Exits the process with the build's status when it fails (the build printed why).
 */
export function runBuild(repo: string, reason: string): void {
  console.log(`Building (${reason})…`);
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
