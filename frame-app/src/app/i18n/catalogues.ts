/**
 * Message catalogues (react-intl). English is built in: every descriptor's `defaultMessage` is the source text
 * (`catalogs/en.json` is the same text, extracted by `npm run i18n:extract` for translators), and react-intl shows
 * it wherever the catalogue has no message. So an English frame gets an empty catalogue and each page carries only
 * the descriptors it uses (issue #23 "First page budget": the whole English catalogue on the first page was
 * ~15 KB brotli). The other catalogues are loaded lazily, one per locale, by {@link messagesFor}. A locale's
 * catalogue is every file in `catalogs/<locale>/` merged (one file per part of the product, e.g. `base.json`,
 * `footer.json`, so parts are translated and reviewed separately; an id lives in one file only, which `npm run lint`
 * checks), by its module `merged/<locale>.ts`: one dynamic import per locale. A message missing from a catalogue falls back to English on its own (the descriptor's text, formatted in
 * the frame's locale because the IntlProvider's `defaultLocale` is that locale too), so a partial catalogue is
 * usable. Dates, numbers and prices are always formatted in the frame's real locale (IntlProvider `locale` =
 * localeAtom's tag), whatever catalogue supplies the text.
 */
import type { IntlConfig } from 'react-intl';
import { logger } from '../../state/index.ts';
import { catalogueLocaleFor, DEFAULT_LOCALE, type CatalogueLocale } from './locales.ts';

/** A message catalogue: message id -> ICU message (precompiled to its AST in the frame build, vite.config.ts). */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * Each translated locale's catalogue, its part files merged (merged/<locale>.ts), as one lazily fetched chunk
 * (vite.config.ts groups the module with its parts). Issue #23 "First page budget": one loader per locale; a loader
 * per part file (6 locales x ~50 parts) made a ~43 KB minified, ~2 KB brotli map on the first page.
 */
const CATALOGUE_LOADERS: Readonly<Record<Exclude<CatalogueLocale, 'en'>, () => Promise<{ default: Catalogue }>>> = {
  de: () => import('./merged/de.ts'),
  fr: () => import('./merged/fr.ts'),
  es: () => import('./merged/es.ts'),
  it: () => import('./merged/it.ts'),
  ja: () => import('./merged/ja.ts'),
  ko: () => import('./merged/ko.ts'),
};

/** Loads one locale's catalogue (every part file of `catalogs/<locale>/`, merged). */
async function loadCatalogue(locale: Exclude<CatalogueLocale, 'en'>): Promise<Catalogue> {
  return (await CATALOGUE_LOADERS[locale]()).default;
}

/**
 * A catalogue promise that also says when it has settled, in the fields React's `use()` reads
 * (`status`, `value`), so a loaded catalogue is used in the same render instead of suspending again.
 */
type CataloguePromise = Promise<Catalogue> & ({ status?: undefined } | { status: 'fulfilled'; value: Catalogue });

function settled(catalogue: Catalogue): CataloguePromise {
  return Object.assign(Promise.resolve(catalogue), { status: 'fulfilled' as const, value: catalogue });
}

/** English: no messages, every descriptor's `defaultMessage` is shown (see the module comment). */
const ENGLISH: Catalogue = {};

const catalogues = new Map<CatalogueLocale, CataloguePromise>([[DEFAULT_LOCALE, settled(ENGLISH)]]);

/**
 * Messages for a frame locale tag such as `de-DE`, keyed by message id: the catalogue of
 * {@link catalogueLocaleFor}(locale); an id it lacks shows its descriptor's English `defaultMessage`. Loads each
 * catalogue once (dynamic import) and returns the same promise from then on; English (an empty catalogue) is
 * settled from the start. A catalogue that fails to load is logged and English is used until the next page load.
 */
export function messagesFor(locale: string): CataloguePromise {
  const key = catalogueLocaleFor(locale);
  const known = catalogues.get(key);
  if (known) return known;
  // English is in the map from the start, so `key` names one of the lazy catalogues here.
  const pending: CataloguePromise = loadCatalogue(key as Exclude<CatalogueLocale, 'en'>).then(
    (catalogue) => catalogue,
    (error: unknown) => {
      logger.warn('i18n', `could not load the ${key} catalogue; showing English`, error);
      return ENGLISH;
    },
  );
  void pending.then((catalogue) => Object.assign(pending, { status: 'fulfilled' as const, value: catalogue }));
  catalogues.set(key, pending);
  return pending;
}

/** react-intl error handler: missing translations are expected (English fallback); others are logged. */
export const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  logger.warn('i18n', error.message);
};
