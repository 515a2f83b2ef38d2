/**
 * Operator command for the IAB Global Vendor List (issue #13 "an operator command loads a real GVL file"):
 *
 *   npm run gvl -- load <vendor-list.json> [--dir <folder>]   validate a GVL v3 file and install it as vendor-list-v{N}.json
 *   npm run gvl -- show                                        print the list the server serves now
 *
 * `load` refuses (exit 1, one line) a file that is not a valid GVL v3 list (gvl.ts parseVendorList: schema, ids,
 * purposes 1-11, a supported TCF policy version) or whose vendorListVersion is not newer than the loaded list in use.
 * It writes into CONSENT_GVL_DIR when set (deployments keep lists outside the code), else into `<repo>/data/gvl`
 * (git-ignored, next to the SQLite database; the shipped gvl/ folder is never written); `--dir` overrides both. Server processes read the list once at start: restart every process for the new
 * list to apply. Consent given under the old list stays valid unless the TCF policy version changes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_LOADED_GVL_DIR, GVL_DIR_ENV, gvlFolders, loadedListFiles, loadVendorList, parseVendorList, type VendorList } from './gvl.ts';

/** Outcome of `load`: the installed file path and list, or the reason it was refused. */
export type GvlLoadOutcome = { ok: true; path: string; list: VendorList } | { ok: false; reason: string };

/**
 * Validates the GVL in `file` and writes it as `vendor-list-v{vendorListVersion}.json` into `dir`.
 * @param currentLoadedVersion vendorListVersion of the newest loaded list (null: only the shipped list); the new one must be higher
 */
export function loadGvlFile(file: string, dir: string, currentLoadedVersion: number | null): GvlLoadOutcome {
  let list: VendorList;
  try {
    list = parseVendorList(readFileSync(file, 'utf8'));
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
  if (currentLoadedVersion !== null && list.vendorListVersion <= currentLoadedVersion) {
    return { ok: false, reason: `The file is vendor list version ${list.vendorListVersion}; version ${currentLoadedVersion} is already loaded` };
  }
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `vendor-list-v${list.vendorListVersion}.json`);
  writeFileSync(path, `${JSON.stringify(list)}\n`);
  return { ok: true, path, list };
}

function main(argv: string[]): number {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { dir: { type: 'string' } } });
  const [command, file] = positionals;
  try {
    if (command === 'show') {
      const { list, source, vendors } = loadVendorList();
      process.stdout.write(`${source} vendor list version ${list.vendorListVersion} (TCF policy ${list.tcfPolicyVersion}, ${vendors.length} vendors, updated ${list.lastUpdated})\n`);
      return 0;
    }
    if (command === 'load' && file) {
      const dir = values.dir ?? (process.env[GVL_DIR_ENV] || DEFAULT_LOADED_GVL_DIR);
      const outcome = loadGvlFile(file, dir, loadedListFiles([...gvlFolders(), dir])[0]?.version ?? null);
      if (!outcome.ok) {
        process.stderr.write(`${outcome.reason}\n`);
        return 1;
      }
      process.stdout.write(`Installed vendor list version ${outcome.list.vendorListVersion} (${Object.keys(outcome.list.vendors).length} vendors) as ${outcome.path}; restart the server processes to apply it.\n`);
      return 0;
    }
  } catch (e) {
    process.stderr.write(`${(e as Error).message.split('\n')[0]}\n`);
    return 1;
  }
  process.stderr.write('Usage: npm run gvl -- load <vendor-list.json> [--dir <folder>] | show\n');
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
