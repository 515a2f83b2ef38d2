/**
 * The IAB TCF dialog with a 1,000-vendor Global Vendor List (issue #13 "The dialog stays fast with 1,000 vendors";
 * `npm run bench` adds its open-to-interactive time). A figure, no assertion.
 *
 * The list: the shipped GVL v3 list (server/src/modules/consent/gvl/vendor-list.json) with its vendors repeated
 * under new ids up to 1,000, written as `vendor-list-v{N}.json` (N above the shipped version) into a temporary
 * CONSENT_GVL_DIR, so the server (own ports, own SQLite file) loads it as an operator-loaded list.
 *
 * One run, in a fresh Chromium context: the demo partner page opens the frame on /privacy (en-GB); inside the frame,
 * on one clock (the frame's performance.now()), from pressing "Advertising partners (IAB TCF)" until the dialog's
 * vendors tab — reached through the landing's "View our N partners" as soon as it shows — lists vendor rows with
 * their consent switches, and a frame has been painted after that. That covers loading the dialog's code, the
 * prefs, the stored consent, rendering the landing, and the virtualised 1,000-vendor tab.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../server/src/main.ts';
import { GVL_DIR_ENV, SHIPPED_GVL_DIR } from '../server/src/modules/consent/gvl.ts';
import { startDemoHost } from '../demo-host/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { percentile } from './stats.ts';
import { benchConfig } from './bench-server.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const PRODUCT_PORT = 8195;
const DEMO_PORT = 5195;
const VENDORS = 1000;
const RUNS = 7;

interface ListJson {
  vendorListVersion: number;
  vendors: Record<string, { id: number; name: string } & Record<string, unknown>>;
}

/** Writes the 1,000-vendor list into `dir` and returns its version. */
function writeBigList(dir: string): number {
  const shipped = JSON.parse(readFileSync(path.join(SHIPPED_GVL_DIR, 'vendor-list.json'), 'utf8')) as ListJson;
  const templates = Object.values(shipped.vendors).sort((a, b) => a.id - b.id);
  const vendors: ListJson['vendors'] = {};
  for (let id = 1; id <= VENDORS; id++) {
    const template = templates[(id - 1) % templates.length]!;
    vendors[String(id)] = { ...structuredClone(template), id, name: `${template.name} ${String(id).padStart(4, '0')}` };
  }
  const version = shipped.vendorListVersion + 1;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `vendor-list-v${version}.json`), JSON.stringify({ ...shipped, vendorListVersion: version, vendors }));
  return version;
}

/**
 * Runs inside the product frame: presses the privacy page's IAB TCF button, then the landing's partners link, and
 * resolves with the ms until the vendors tab shows consent switches and a frame was painted. A string, not a
 * function: tsx would wrap inner functions with a helper the page lacks.
 */
const OPEN_TO_INTERACTIVE = `new Promise((resolve, reject) => {
  const buttons = () => [...document.querySelectorAll('button')];
  const start = buttons().find((b) => b.textContent.includes('IAB TCF'));
  if (!start) { reject(new Error('no IAB TCF button')); return; }
  const t0 = performance.now();
  start.click();
  let partnersPressed = false;
  const tick = () => {
    if (performance.now() - t0 > 30000) { reject(new Error('timeout')); return; }
    if (!partnersPressed) {
      const partners = buttons().find((b) => /^View our .* partners$/.test(b.textContent));
      if (partners) { partnersPressed = true; partners.click(); }
    }
    if (document.querySelector('[role="list"][aria-label="Vendors"] [role="switch"]')) {
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
      return;
    }
    setTimeout(tick, 2);
  };
  tick();
})`;

/** Prints "TCF dialog open-to-interactive with 1,000 vendors: p50 X ms, p95 Y ms (N runs in Chromium)". */
export async function runTcfDialogBench(): Promise<void> {
  const tmp = path.join(repo, '.tmp');
  const gvlDir = path.join(tmp, 'bench-gvl-1000');
  rmSync(gvlDir, { recursive: true, force: true });
  writeBigList(gvlDir);

  const previous = process.env[GVL_DIR_ENV];
  process.env[GVL_DIR_ENV] = gvlDir;
  // After GVL_DIR_ENV is set: benchConfig reads the environment as it is now.
  const config = benchConfig({ productPort: PRODUCT_PORT, demoPort: DEMO_PORT, databaseFile: 'bench-tcf.sqlite' });
  let started: Awaited<ReturnType<typeof startServer>>;
  try {
    started = await startServer(config);
  } finally {
    if (previous === undefined) delete process.env[GVL_DIR_ENV];
    else process.env[GVL_DIR_ENV] = previous;
  }
  const demo = await startDemoHost({ port: DEMO_PORT, frameOrigin: config.publicOrigin, partnerId: 'demo' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${demo.url}/?locale=en-GB&travel=${encodeURIComponent('privacy')}`);
        const frameLocator = page.frameLocator('#travel-frame iframe');
        const start = frameLocator.getByRole('button', { name: /IAB TCF/ });
        await start.waitFor({ timeout: 30_000 });
        // In view: a cross-site frame out of view gets no animation frames.
        await start.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        const frame = page.frames().find((f) => f.url().includes('/p/demo/'));
        if (!frame) throw new Error('no product frame');
        samples.push((await frame.evaluate(OPEN_TO_INTERACTIVE)) as number);
      } finally {
        await context.close();
      }
    }
    const ms = (v: number) => v.toFixed(0);
    console.log(`TCF dialog open-to-interactive with 1,000 vendors: p50 ${ms(percentile(samples, 50))} ms, p95 ${ms(percentile(samples, 95))} ms (${RUNS} runs in Chromium)`);
  } finally {
    await browser.close();
    await demo.close();
    await started.app.close();
    rmSync(gvlDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/tcf-dialog.ts` runs this figure alone (after `npm run build`).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runTcfDialogBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
