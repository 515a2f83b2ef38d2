/**
 * Message catalogues (react-intl). English is built in: every descriptor's `defaultMessage` is the source text
 * (`catalogs/en.json` is the same text, extracted by `npm run i18n:extract` for translators). The other
 * catalogues are loaded lazily, one per locale, by {@link messagesFor}; a message missing from a catalogue falls
 * back to English on its own, so a partial catalogue is usable. Dates, numbers and prices are always formatted
 * in the frame's real locale (IntlProvider `locale` = localeAtom's tag), whatever catalogue supplies the text.
 */
import type { IntlConfig } from 'react-intl';
import { chromeMessages, errorMessages } from '../../features/chrome/index.ts';
import { searchMessages, verticalMessages } from '../../features/search/index.ts';
import { bookingMessages } from '../../features/booking/index.ts';
import { accountMessages } from '../../features/account/index.ts';
import { logger } from '../../state/index.ts';
import { catalogueLocaleFor, DEFAULT_LOCALE, type CatalogueLocale } from './locales.ts';

/** Every feature's descriptors; a feature with messages adds its object here (a test checks against en.json). */
const descriptors = [chromeMessages, errorMessages, searchMessages, verticalMessages, bookingMessages, accountMessages].flatMap((m) => Object.values(m));

/** English messages keyed by id (from the descriptors' `defaultMessage`). */
export const EN_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(descriptors.map((d) => [d.id, d.defaultMessage]));

type Catalogue = Readonly<Record<string, string>>;

/** Lazy loaders: each catalogue is its own chunk, fetched the first time its locale is used. */
const LOADERS: Record<Exclude<CatalogueLocale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./catalogs/de.json'),
  fr: () => import('./catalogs/fr.json'),
  es: () => import('./catalogs/es.json'),
  it: () => import('./catalogs/it.json'),
  ja: () => import('./catalogs/ja.json'),
  ko: () => import('./catalogs/ko.json'),
};

/**
 * A catalogue promise that also says when it has settled, in the fields React's `use()` reads
 * (`status`, `value`), so a loaded catalogue is used in the same render instead of suspending again.
 */
type CataloguePromise = Promise<Catalogue> & ({ status?: undefined } | { status: 'fulfilled'; value: Catalogue });

function settled(catalogue: Catalogue): CataloguePromise {
  return Object.assign(Promise.resolve(catalogue), { status: 'fulfilled' as const, value: catalogue });
}

const catalogues = new Map<CatalogueLocale, CataloguePromise>([[DEFAULT_LOCALE, settled(EN_MESSAGES)]]);

/**
 * Messages for a frame locale tag such as `de-DE`, keyed by message id: English overlaid with the catalogue
 * of {@link catalogueLocaleFor}(locale), so every id has a text. Loads each catalogue once (dynamic import) and
 * returns the same promise from then on; English is settled from the start. A catalogue that fails to load is
 * logged and English is used until the next page load.
 */
export function messagesFor(locale: string): CataloguePromise {
  const key = catalogueLocaleFor(locale);
  const known = catalogues.get(key);
  if (known) return known;
  // English is in the map from the start, so `key` names one of the lazy catalogues here.
  const pending: CataloguePromise = LOADERS[key as Exclude<CatalogueLocale, 'en'>]().then(
    (module) => ({ ...EN_MESSAGES, ...module.default }),
    (error: unknown) => {
      logger.warn('i18n', `could not load the ${key} catalogue; showing English`, error);
      return EN_MESSAGES;
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
