/**
 * Operator command for exchange rates (issue #10 "an operator command loads newer rates"):
 *
 *   tsx server/src/modules/currency/cli.ts load <file.json> [--dir <folder>]   validate a table and install it as {date}.json
 *   tsx server/src/modules/currency/cli.ts show                                 print the table prices use now
 *
 * (package.json script suggested: `"currency": "tsx server/src/modules/currency/cli.ts"`, then `npm run currency -- load rates.json`.)
 *
 * A table is JSON `{ "date": "YYYY-MM-DD", "base": "EUR", "source": "...", "rates": { "USD": 1.1542, ... } }`: units of
 * each currency per 1 EUR (the ECB's daily reference rates have this shape). `load` refuses (exit 1, one line) a table
 * that is not valid, lacks a rate for a currency the product prices in (contract SUPPORTED_CURRENCIES), or is not newer
 * than the table in use. It writes the file into CURRENCY_RATES_DIR when set (deployments keep rates outside the code),
 * else into the shipped folder (rates/); `--dir` overrides both. Server processes read the tables once at start:
 * restart them (every process, on every machine that has its own folder) for the new rates to apply. Offers quoted
 * before the restart that are booked after it are re-priced and reported as a price change, never charged silently.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SUPPORTED_CURRENCIES } from '@travel/contract';
import { RATES_DIR_ENV } from './constants.ts';
import { loadNewestRateTable, parseRateTable, rateFolders, SHIPPED_RATES_DIR, type RateTable } from './rates.ts';

/** Outcome of `load`: the installed file path, or the reason it was refused. */
export type LoadOutcome = { ok: true; path: string; table: RateTable } | { ok: false; reason: string };

/**
 * Validates the table in `file` and writes it as `{date}.json` into `dir`.
 * @param current the table in use (the new one must be dated after it)
 */
export function loadRateFile(file: string, dir: string, current: RateTable | null): LoadOutcome {
  let table: RateTable;
  try {
    table = parseRateTable(readFileSync(file, 'utf8'));
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
  const missing = SUPPORTED_CURRENCIES.filter((c) => table.rates[c] === undefined);
  if (missing.length > 0) return { ok: false, reason: `The table has no rate for ${missing.join(', ')}` };
  if (current && table.date <= current.date) return { ok: false, reason: `The table is dated ${table.date}; the one in use is dated ${current.date}` };
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${table.date}.json`);
  writeFileSync(path, `${JSON.stringify(table, null, 2)}\n`);
  return { ok: true, path, table };
}

function main(argv: string[]): number {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { dir: { type: 'string' } } });
  const [command, file] = positionals;
  if (command === 'show') {
    const t = loadNewestRateTable();
    process.stdout.write(`${t.date} (${Object.keys(t.rates).length} currencies per 1 ${t.base}) ${t.source ?? ''}\n`);
    return 0;
  }
  if (command === 'load' && file) {
    const dir = values.dir ?? process.env[RATES_DIR_ENV] ?? SHIPPED_RATES_DIR;
    const outcome = loadRateFile(file, dir, loadNewestRateTable([...rateFolders(), dir]));
    if (!outcome.ok) {
      process.stderr.write(`${outcome.reason}\n`);
      return 1;
    }
    process.stdout.write(`Installed rates of ${outcome.table.date} as ${outcome.path}; restart the server processes to apply them.\n`);
    return 0;
  }
  process.stderr.write('Usage: cli.ts load <file.json> [--dir <folder>] | show\n');
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
