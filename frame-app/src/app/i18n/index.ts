/**
 * i18n setup (react-intl): the seven catalogue locales (locales.ts), English built in and the other
 * catalogues loaded lazily (catalogues.ts), the IntlProvider that follows localeAtom (i18n-provider.tsx).
 */
export { CATALOGUE_LOCALES, DEFAULT_LOCALE, catalogueLocaleFor, type CatalogueLocale } from './locales.ts';
export { messagesFor, onIntlError } from './catalogues.ts';
export { I18nProvider } from './i18n-provider.tsx';
