/**
 * The frame's shipped message catalogues, read by journeys that run in another language, so labels are looked up
 * rather than copied.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CATALOGS = path.resolve(import.meta.dirname, '../../../frame-app/src/app/i18n/catalogs');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/**
 * The catalogue text of `id` in `locale` (en.json, or the part files of the locale's folder, e.g. `ko`).
 * @throws Error when no file of that locale has the id
 */
export function catalogueText(locale: string, id: string): string {
  const files = locale === 'en' ? [path.join(CATALOGS, 'en.json')] : readdirSync(path.join(CATALOGS, locale)).map((f) => path.join(CATALOGS, locale, f));
  for (const file of files) {
    const text = read(file)[id];
    if (text !== undefined) return text;
  }
  throw new Error(`no ${locale} text for ${id}`);
}
