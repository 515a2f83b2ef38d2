/**
 * Message catalogues (react-intl). English is built in: every descriptor's `defaultMessage` is the source text
 * (`catalogs/en.json` is the same text, extracted by `npm run i18n:extract` for translators). The other
 * catalogues are loaded lazily, one per locale, by {@link messagesFor}. A locale's catalogue is every file in
 * `catalogs/<locale>/` merged (one file per part of the product, e.g. `base.json`, `footer.json`, so parts are
 * translated and reviewed separately; an id lives in one file only, which `npm run lint` checks). A message
 * missing from a catalogue falls
 * back to English on its own, so a partial catalogue is usable. Dates, numbers and prices are always formatted
 * in the frame's real locale (IntlProvider `locale` = localeAtom's tag), whatever catalogue supplies the text.
 */
import type { IntlConfig } from 'react-intl';
import {
  chromeMessages,
  currencyPickerMessages,
  errorMessages,
  footerMessages,
  headerLogoMessages,
  localePickerMessages,
  navigationMessages,
  siteExtrasMessages,
} from '../../features/chrome/index.ts';
import { uiKitDatePickerMessages, uiKitMessages } from '../../features/ui-kit/index.ts';
import { flexibleDatesMessages, resultsMessages, searchMessages, verticalMessages } from '../../features/search/index.ts';
import { backToResultsMessages, bookingMessages, bookingPassengerMessages } from '../../features/booking/index.ts';
import { accountMessages } from '../../features/account/index.ts';
import { hotelMapMessages } from '../../features/hotel-map/index.ts';
import { tripsDrawerMessages, tripsPagesMessages, tripsSaveMessages } from '../../features/trips/index.ts';
import { consentBannerMessages, dataSharingMessages, industryMessages } from '../../features/consent/index.ts';
import { logger } from '../../state/index.ts';
import { catalogueLocaleFor, DEFAULT_LOCALE, type CatalogueLocale } from './locales.ts';

/** Every feature's descriptors; a feature with messages adds its object here (a test checks against en.json). */
const messageSets: readonly Readonly<Record<string, { id: string; defaultMessage: string }>>[] = [
  chromeMessages,
  errorMessages,
  headerLogoMessages,
  footerMessages,
  localePickerMessages,
  currencyPickerMessages,
  navigationMessages,
  siteExtrasMessages,
  uiKitMessages,
  uiKitDatePickerMessages,
  searchMessages,
  verticalMessages,
  flexibleDatesMessages,
  bookingMessages,
  accountMessages,
  hotelMapMessages,
  resultsMessages,
  backToResultsMessages,
  bookingPassengerMessages,
  tripsPagesMessages,
  tripsDrawerMessages,
  tripsSaveMessages,
  consentBannerMessages,
  industryMessages,
  dataSharingMessages,
];
const descriptors = messageSets.flatMap((m) => Object.values(m));

/** English messages keyed by id (from the descriptors' `defaultMessage`). */
export const EN_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(descriptors.map((d) => [d.id, d.defaultMessage]));

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
  const pending: CataloguePromise = loadCatalogue(key as Exclude<CatalogueLocale, 'en'>).then(
    (catalogue) => ({ ...EN_MESSAGES, ...catalogue }),
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
