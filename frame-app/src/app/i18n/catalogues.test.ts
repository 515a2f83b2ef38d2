/**
 * The message catalogues: every declared id is unique, `catalogs/en.json` is what `npm run i18n:extract`
 * produces from the sources today, the app's built-in English covers exactly those ids, and the other
 * catalogues only hold ids that exist. Also how a locale picks its catalogue and falls back to English.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractEnglish } from '../../../../scripts/check-catalogues.ts';
import { CATALOGUE_LOCALES, catalogueLocaleFor, messagesFor } from './index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SRC = path.join(ROOT, 'frame-app/src');
const CATALOGS = path.join(import.meta.dirname, 'catalogs');

const readJson = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** A locale's catalogue as the app merges it: en.json, or every part file of `catalogs/<locale>/`. */
function catalogueOf(locale: string): Record<string, string> {
  if (locale === 'en') return readJson(path.join(CATALOGS, 'en.json'));
  const dir = path.join(CATALOGS, locale);
  return Object.assign({}, ...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => readJson(path.join(dir, f)))) as Record<string, string>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every `id: '...'` written in a file that declares messages with defineMessages, with its file. */
function declaredIds(): { id: string; file: string }[] {
  return sourceFiles(SRC)
    .filter((file) => readFileSync(file, 'utf8').includes('defineMessages('))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bid:\s*'([^']+)'/g)].map((m) => ({ id: m[1]!, file: path.relative(ROOT, file) })));
}

/** What `npm run i18n:extract` (@formatjs/cli) produces from the sources today (the lint script's own runner). */
const extract = (): Record<string, string> => ({ ...extractEnglish() });

describe('message catalogues', () => {
  it('declares every message id once', () => {
    const declared = declaredIds();
    expect(declared.length).toBeGreaterThan(100);
    const files = new Map<string, string[]>();
    for (const { id, file } of declared) files.set(id, [...(files.get(id) ?? []), file]);
    const duplicates = [...files].filter(([, where]) => where.length > 1).map(([id, where]) => `${id} (${where.join(', ')})`);
    expect(duplicates, 'message ids declared more than once').toEqual([]);
  });

  it('en.json is up to date with the sources (run `npm run i18n:extract` after changing a message)', { timeout: 30_000 }, () => {
    const extracted = extract();
    expect(Object.keys(extracted).sort()).toEqual(declaredIds().map((d) => d.id).sort());
    expect(readJson(path.join(CATALOGS, 'en.json'))).toEqual(extracted);
  });

  it('has one catalogue per locale (en.json, a folder of part files for the others), holding only ids that exist', () => {
    expect(readdirSync(CATALOGS).sort()).toEqual(CATALOGUE_LOCALES.map((l) => (l === 'en' ? 'en.json' : l)).sort());
    const english = catalogueOf('en');
    for (const locale of CATALOGUE_LOCALES) {
      const unknown = Object.keys(catalogueOf(locale)).filter((id) => !(id in english));
      expect(unknown, `ids in ${locale} that no source declares`).toEqual([]);
    }
  });
});

describe('catalogueLocaleFor', () => {
  it.each([
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['fr', 'fr'],
    ['es-MX', 'es'],
    ['it-CH', 'it'],
    ['ja-JP', 'ja'],
    ['ko_KR', 'ko'],
    ['pt-BR', 'en'],
    ['zh-TW', 'en'],
    ['not a locale', 'en'],
  ])('%s -> %s', (tag, expected) => {
    expect(catalogueLocaleFor(tag)).toBe(expected);
  });
});

describe('messagesFor', () => {
  it("gives a translated locale its catalogue (an id it lacks shows the descriptor's English)", async () => {
    for (const locale of CATALOGUE_LOCALES.filter((l) => l !== 'en')) {
      expect(await messagesFor(`${locale}-XX`)).toEqual(catalogueOf(locale));
    }
  });

  it('English and an unknown locale get no messages: every descriptor shows its English defaultMessage', async () => {
    expect(await messagesFor('en-GB')).toEqual({});
    expect(await messagesFor('pt-BR')).toEqual({});
  });
});
