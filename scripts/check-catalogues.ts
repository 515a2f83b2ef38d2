/**
 * Checks the translated message catalogues against the English one (issue #10, localisation): run by
 * `npm run lint`. For every locale folder in frame-app/src/app/i18n/catalogs (its part files merged; an id in
 * two part files of one locale fails), each English id
 * must be present (a missing message fails), no other id may exist (an unused message fails), every message
 * must parse as an ICU message, and it must use exactly the English message's argument names (and tags).
 * Prints one line per problem (locale, id, problem) and exits 1 if there is any.
 *
 * en.json itself must be what `npm run i18n:extract` (@formatjs/cli) produces from the sources today: an id a source
 * declares but en.json lacks fails ("missing"), an id en.json keeps that no source declares fails ("unused"), and
 * a changed English text fails ("stale"). frame-app/src/app/i18n/catalogues.test.ts checks the same in `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type Catalogue = Readonly<Record<string, string>>;

export interface CatalogueProblem {
  locale: string;
  id: string;
  problem: string;
}

export const CATALOGS_DIR = path.resolve(import.meta.dirname, '../frame-app/src/app/i18n/catalogs');

/** Argument names (`{name}`, `{n, plural, ...}`, ...) and tags (`<b>`) used anywhere in a parsed message. */
function namesIn(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(el.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(el.value);
        for (const option of Object.values(el.options)) namesIn(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${el.value}>`);
        namesIn(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/** The message's argument names, or the parser's error message when it is not valid ICU. */
function argumentsOf(message: string): { names: Set<string> } | { error: string } {
  try {
    return { names: namesIn(parse(message, { requiresOtherClause: true })) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const list = (names: Iterable<string>) => [...names].sort().join(', ') || '(none)';

/** Every problem of one locale's catalogue compared with English (empty when the catalogue is complete and correct). */
export function checkCatalogue(locale: string, english: Catalogue, catalogue: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const report = (id: string, problem: string) => problems.push({ locale, id, problem });
  for (const [id, source] of Object.entries(english)) {
    if (!Object.hasOwn(catalogue, id)) {
      report(id, 'missing message');
      continue;
    }
    const message = catalogue[id];
    if (typeof message !== 'string') {
      report(id, 'message is not a string');
      continue;
    }
    if (message.trim() === '') {
      report(id, 'empty message');
      continue;
    }
    const translated = argumentsOf(message);
    if ('error' in translated) {
      report(id, `not a valid ICU message (${translated.error})`);
      continue;
    }
    const expected = argumentsOf(source);
    if ('error' in expected) {
      report(id, `the English message is not valid ICU (${expected.error})`);
      continue;
    }
    const missing = [...expected.names].filter((n) => !translated.names.has(n));
    const extra = [...translated.names].filter((n) => !expected.names.has(n));
    if (missing.length > 0 || extra.length > 0) {
      report(id, `arguments differ from English: expected {${list(expected.names)}}, found {${list(translated.names)}}`);
    }
  }
  for (const id of Object.keys(catalogue)) {
    if (!Object.hasOwn(english, id)) report(id, 'unused message (no such id in en.json)');
  }
  return problems;
}

const readCatalogue = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

/**
 * Reads one locale's catalogue: every `*.json` part file in `dir`, merged. An id found in more than one part
 * file is a problem (reported, the first file's text kept).
 */
export function readLocaleFolder(locale: string, dir: string): { catalogue: Catalogue; problems: CatalogueProblem[] } {
  const merged: Record<string, string> = {};
  const origin = new Map<string, string>();
  const problems: CatalogueProblem[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    for (const [id, text] of Object.entries(readCatalogue(path.join(dir, file)))) {
      const first = origin.get(id);
      if (first !== undefined) {
        problems.push({ locale, id, problem: `in two part files (${first} and ${file})` });
        continue;
      }
      origin.set(id, file);
      merged[id] = text;
    }
  }
  return { catalogue: merged, problems };
}

/** Checks every locale folder in `dir` against `dir/en.json`; the locales are the folder names. */
export function checkCatalogueDir(dir: string = CATALOGS_DIR): { locales: string[]; problems: CatalogueProblem[] } {
  const english = readCatalogue(path.join(dir, 'en.json'));
  const locales = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const problems = locales.flatMap((locale) => {
    const { catalogue, problems: partProblems } = readLocaleFolder(locale, path.join(dir, locale));
    return [...partProblems, ...checkCatalogue(locale, english, catalogue)];
  });
  return { locales, problems };
}

const ROOT = path.resolve(import.meta.dirname, '..');
const EN_CATALOG_PATH = 'frame-app/src/app/i18n/catalogs/en.json';

/** Runs the package's `i18n:extract` script (@formatjs/cli) into a temporary file and returns what it extracted. */
export function extractEnglish(): Catalogue {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const script = pkg.scripts['i18n:extract'];
  if (!script?.includes(EN_CATALOG_PATH)) throw new Error(`package.json's i18n:extract script must write ${EN_CATALOG_PATH}`);
  const tmp = mkdtempSync(path.join(tmpdir(), 'i18n-extract-'));
  try {
    const out = path.join(tmp, 'en.json');
    execFileSync('sh', ['-c', script.replace(EN_CATALOG_PATH, JSON.stringify(out))], {
      cwd: ROOT,
      env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` },
      stdio: 'pipe',
    });
    return readCatalogue(out);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Differences between en.json and a fresh extraction from the sources (empty when en.json is up to date). */
export function checkEnglish(english: Catalogue, extracted: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const [id, text] of Object.entries(extracted)) {
    if (!Object.hasOwn(english, id)) problems.push({ locale: 'en', id, problem: 'missing message (declared in a source, not in en.json; run npm run i18n:extract)' });
    else if (english[id] !== text) problems.push({ locale: 'en', id, problem: 'stale text (the source changed; run npm run i18n:extract)' });
  }
  for (const id of Object.keys(english)) {
    if (!Object.hasOwn(extracted, id)) problems.push({ locale: 'en', id, problem: 'unused message (no source declares it; run npm run i18n:extract)' });
  }
  return problems;
}

function main(): void {
  const english = checkEnglish(readCatalogue(path.join(CATALOGS_DIR, 'en.json')), extractEnglish());
  const translated = checkCatalogueDir();
  const locales = ['en', ...translated.locales];
  const problems = [...english, ...translated.problems];
  if (problems.length === 0) {
    console.log(`Message catalogues: ${locales.join(', ')} complete and consistent with en.json.`);
    return;
  }
  for (const { locale, id, problem } of problems) console.error(`${locale === 'en' ? 'en.json' : `${locale}/`}  ${id}: ${problem}`);
  const perLocale = locales
    .map((locale) => [locale, problems.filter((p) => p.locale === locale).length] as const)
    .map(([locale, count]) => `${locale} ${count}`)
    .join(', ');
  console.error(`\nMessage catalogues: ${problems.length} problem(s) (${perLocale}).`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
