/**
 * Message catalogues (react-intl). English is built in: every descriptor's `defaultMessage` is the source text
 * (`catalogs/en.json` is the same text, extracted by `npm run i18n:extract` for translators), and react-intl shows
 * it wherever the catalogue has no message. So an English frame gets an empty catalogue and each page carries only
 * the descriptors it uses (issue #23 "First page budget": the whole English catalogue on the first page was
 * ~15 KB brotli). The other catalogues are loaded lazily, one per locale, by {@link messagesFor}. A locale's
 * catalogue is every file in `catalogs/<locale>/` merged (one file per part of the product, e.g. `base.json`,
 * `footer.json`, so parts are translated and reviewed separately; an id lives in one file only, which `npm run lint`
 * checks). A message missing from a catalogue falls back to English on its own (the descriptor's text, formatted in
 * the frame's locale because the IntlProvider's `defaultLocale` is that locale too), so a partial catalogue is
 * usable. Dates, numbers and prices are always formatted in the frame's real locale (IntlProvider `locale` =
 * localeAtom's tag), whatever catalogue supplies the text.
 */
import type { IntlConfig } from 'react-intl';
import { logger } from '../../state/index.ts';
import { catalogueLocaleFor, DEFAULT_LOCALE, type CatalogueLocale } from './locales.ts';

type Catalogue = Readonly<Record<string, string>>;

/** Every translated part file, `./catalogs/<locale>/<part>.json`, each its own lazily fetched chunk. */
const PART_LOADERS = import.meta.glob<Catalogue>('./catalogs/*/*.json', { import: 'default' });

/** Loads and merges every part file of one locale's catalogue (`catalogs/<locale>/*.json`). */
async function loadCatalogue(locale: Exclude<CatalogueLocale, 'en'>): Promise<Catalogue> {
  const parts = Object.entries(PART_LOADERS).filter(([file]) => file.startsWith(`./catalogs/${locale}/`));
  const loaded = await Promise.all(parts.map(([, load]) => load()));
  return Object.assign({}, ...loaded) as Catalogue;
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
