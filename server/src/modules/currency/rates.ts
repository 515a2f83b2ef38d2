/**
 * Exchange-rate tables (issue #10 "converted on the server from a dated exchange-rate table shipped with the
 * product; an operator command loads newer rates"). A table is a JSON file named `{date}.json` in `rates/` (shipped)
 * or in the folder named by CURRENCY_RATES_DIR (written by cli.ts): `{ date, base: 'EUR', source?, rates }`, rates in
 * units of currency per 1 EUR (ECB reference-rate style). The process uses the newest valid table it finds at start;
 * a newer table takes effect when the server processes restart (each process reads the folder once).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { RATE_TABLE_BASE_CURRENCY, RATES_DIR_ENV } from './constants.ts';

/** A rate table as stored: every rate a positive finite number, the base currency at exactly 1. */
export const RateTableSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    base: z.literal(RATE_TABLE_BASE_CURRENCY),
    source: z.string().optional(),
    rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive().finite()),
  })
  .refine((t) => !Number.isNaN(Date.parse(`${t.date}T00:00:00Z`)), { message: 'date is not a calendar date', path: ['date'] })
  .refine((t) => t.rates[t.base] === 1, { message: 'the base currency must have the rate 1', path: ['rates'] });
export type RateTable = z.infer<typeof RateTableSchema>;

/** The folder of rate tables shipped with the product. */
export const SHIPPED_RATES_DIR = fileURLToPath(new URL('./rates/', import.meta.url));

/** Folders searched for tables: the shipped one, then CURRENCY_RATES_DIR when set. */
export function rateFolders(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = env[RATES_DIR_ENV];
  return extra ? [SHIPPED_RATES_DIR, extra] : [SHIPPED_RATES_DIR];
}

/**
 * Parses and validates one table's JSON text.
 * @throws Error (with the zod issues) when the text is not JSON or not a valid table
 */
export function parseRateTable(text: string): RateTable {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`Rate table is not JSON: ${(e as Error).message}`);
  }
  const parsed = RateTableSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Invalid rate table: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/**
 * The newest valid table among `folders` (by its `date`; files named other than `YYYY-MM-DD.json` are ignored, a
 * folder that does not exist is skipped).
 * @throws Error when no valid table is found, or a `{date}.json` file is invalid or its name disagrees with its date
 */
export function loadNewestRateTable(folders: readonly string[] = rateFolders()): RateTable {
  let newest: RateTable | null = null;
  for (const folder of folders) {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      const m = /^(\d{4}-\d{2}-\d{2})\.json$/.exec(name);
      if (!m) continue;
      const table = parseRateTable(readFileSync(join(folder, name), 'utf8'));
      if (table.date !== m[1]) throw new Error(`Rate table ${name} is dated ${table.date}`);
      if (!newest || table.date > newest.date) newest = table;
    }
  }
  if (!newest) throw new Error(`No exchange-rate table in ${folders.join(', ')}`);
  return newest;
}
