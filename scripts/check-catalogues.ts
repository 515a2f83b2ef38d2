/**
 * Checks the translated message catalogues against the English one (issue #10, localisation): run by
 * `npm run lint`. For every locale folder in frame-app/src/app/i18n/catalogs (its part files merged; an id in
 * two part files of one locale fails), each English id
 * must be present (a missing message fails), no other id may exist (an unused message fails), every message
 * must parse as an ICU message, and it must use exactly the English message's argument names (and tags).
 * Prints one line per problem (locale, id, problem) and exits 1 if there is any.
 *
 * en.json itself being what `npm run i18n:extract` produces is checked by frame-app/src/app/i18n/catalogues.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
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

function main(): void {
  const { locales, problems } = checkCatalogueDir();
  if (problems.length === 0) {
    console.log(`Message catalogues: ${locales.join(', ')} complete and consistent with en.json.`);
    return;
  }
  for (const { locale, id, problem } of problems) console.error(`${locale}/  ${id}: ${problem}`);
  const perLocale = locales
    .map((locale) => [locale, problems.filter((p) => p.locale === locale).length] as const)
    .map(([locale, count]) => `${locale} ${count}`)
    .join(', ');
  console.error(`\nMessage catalogues: ${problems.length} problem(s) (${perLocale}).`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
