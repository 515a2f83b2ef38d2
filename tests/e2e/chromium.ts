/**
 * Debian's Chromium for Playwright: Playwright's own browser download does not work on our machines.
 *
 * - {@link CHROMIUM_PATH}: the full browser (Debian's `chromium`), for the benchmark (`npm run bench`), which measures
 *   what a visitor's Chrome does. CHROMIUM_PATH overrides it.
 * - {@link E2E_CHROMIUM_PATH}: the journeys' browser. Debian's `chromium-headless-shell` (the same Chromium release,
 *   built as the "old" headless shell), which is what Playwright itself runs for headless tests: no browser UI
 *   layer, so each journey's page loads cost about a third less CPU (issue #23: on the 2-core machine the journeys are
 *   CPU-bound; the whole e2e phase went from 1,648 s to 1,329 s of journey time). The full browser where the shell is
 *   not installed; CHROMIUM_PATH, when set, wins for both.
 *
 * The shell does not isolate sites unless asked: {@link E2E_CHROMIUM_ARGS} adds `--site-per-process`, so the frame
 * is an out-of-process iframe in its own renderer, as in desktop Chrome (passkeys.spec.ts checks it: its virtual
 * authenticator must be attached to the frame's own target).
 */
import { existsSync } from 'node:fs';

/** Where Debian's `chromium-headless-shell` package puts the binary (/usr/bin/chromium-headless-shell is a shell wrapper). */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/** Where Debian's `chromium` package puts the full browser. */
const FULL_BROWSER_PATH = '/usr/bin/chromium';

/** The full browser: the benchmark's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? FULL_BROWSER_PATH;

/** The journeys' browser: CHROMIUM_PATH when set, else the headless shell when installed, else the full browser. */
export const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_BROWSER_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The journeys' switches: {@link CHROMIUM_ARGS} plus site isolation (the shell's default is off; Chrome's is on). */
export const E2E_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--site-per-process'];
