/**
 * `npm run test:e2e`'s first step (issue #23): runs `npm run build` only when an output is missing or a build input
 * is newer than the outputs (scripts/build-state.ts), or when REBUILD=1; otherwise prints one line and exits 0.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState, runBuild } from './build-state.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const state = buildState(repo);
if (state.missing.length > 0) runBuild(repo, `missing: ${state.missing.join(', ')}`);
else if (state.newerInput) runBuild(repo, `${state.newerInput} is newer than dist`);
else if (process.env.REBUILD === '1') runBuild(repo, 'REBUILD=1');
else console.log('Build is fresh: dist is newer than every input (REBUILD=1 forces one).');
