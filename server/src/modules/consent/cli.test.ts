// @vitest-environment node
/**
 * `npm run gvl -- load <file>` (cli.ts loadGvlFile) and the list the server then serves (gvl.ts loadVendorList):
 * a valid GVL v3 file is installed as vendor-list-v{N}.json and wins over the shipped list; files that are not a
 * GVL v3 list, or that the server could not honour, are refused with one line naming the problem.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadGvlFile } from './cli.ts';
import { loadVendorList, SHIPPED_GVL_DIR } from './gvl.ts';

const shipped = () => JSON.parse(readFileSync(join(SHIPPED_GVL_DIR, 'vendor-list.json'), 'utf8')) as Record<string, unknown> & { vendors: Record<string, Record<string, unknown>>; purposes: Record<string, unknown> };
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gvl-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function fileWith(content: unknown): string {
  const file = join(dir, `input-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}
const target = () => join(dir, 'lists');

describe('gvl load', () => {
  it('installs a valid list as vendor-list-v{N}.json, which the server then serves instead of the shipped one', () => {
    const list = { ...shipped(), vendorListVersion: 140 };
    const outcome = loadGvlFile(fileWith(list), target(), null);
    expect(outcome).toMatchObject({ ok: true, path: join(target(), 'vendor-list-v140.json') });
    const served = loadVendorList([SHIPPED_GVL_DIR, target()]);
    expect(served.source).toBe('loaded');
    expect(served.list.vendorListVersion).toBe(140);
    expect(served.vendors).toHaveLength(30);
    expect(loadVendorList([SHIPPED_GVL_DIR]).source).toBe('shipped');
  });

  it('refuses a list not newer than the loaded one', () => {
    const outcome = loadGvlFile(fileWith({ ...shipped(), vendorListVersion: 140 }), target(), 140);
    expect(outcome).toEqual({ ok: false, reason: 'The file is vendor list version 140; version 140 is already loaded' });
  });

  it.each([
    ['not JSON', '{"vendors": ', /^Not JSON/],
    ['a v2 list', { ...shipped(), gvlSpecificationVersion: 2 }, /^Not a GVL v3 vendor list: gvlSpecificationVersion/],
    ['an unsupported policy version', { ...shipped(), tcfPolicyVersion: 9 }, /TCF policy version 9 is not supported/],
    ['a vendor without its purposes', (() => { const l = shipped(); delete l.vendors['4']!.purposes; return l; })(), /^Not a GVL v3 vendor list: vendors\.4\.purposes/],
    ['a vendor citing an unknown purpose', (() => { const l = shipped(); l.vendors['4']!.purposes = [1, 12]; return l; })(), /Vendor 4 cites unknown purpose 12/],
    ['a map key that is not the id', (() => { const l = shipped(); l.vendors['4']!.id = 5; return l; })(), /vendors\.4 has id 5/],
    ['a missing purpose', (() => { const l = shipped(); delete l.purposes['11']; return l; })(), /Purpose 11 is missing/],
  ])('refuses %s with one line', (_what, content, reason) => {
    const outcome = loadGvlFile(fileWith(content), target(), null);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.reason).toMatch(reason);
      expect(outcome.reason).not.toContain('\n');
    }
  });

  it('the command exits 1 with the reason and 0 when installed', () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
    const bad = spawnSync(tsx, [cli, 'load', fileWith('nope'), '--dir', target()], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toMatch(/^Not JSON/);
    const good = spawnSync(tsx, [cli, 'load', fileWith({ ...shipped(), vendorListVersion: 7 }), '--dir', target()], { encoding: 'utf8', env: { ...process.env, CONSENT_GVL_DIR: '' } });
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toMatch(/Installed vendor list version 7 \(30 vendors\)/);
  });
});
