/**
 * i18n setup (react-intl). Only English text ships so far: the catalogue is built from the features'
 * descriptors (`defaultMessage` is the English source). Every locale gets the English messages while dates,
 * numbers and currencies are still formatted in the real locale (IntlProvider `locale` = bootstrap.locale).
 */
import type { IntlConfig } from 'react-intl';
import { chromeMessages } from '../../features/chrome/index.ts';
import { searchMessages, verticalMessages } from '../../features/search/index.ts';
import { bookingMessages } from '../../features/booking/index.ts';
import { logger } from '../../state/index.ts';

/** Locale whose messages are the source text. */
export const DEFAULT_LOCALE = 'en';

const descriptors = [...Object.values(chromeMessages), ...Object.values(searchMessages), ...Object.values(verticalMessages), ...Object.values(bookingMessages)];

/** English messages keyed by id. */
export const EN_MESSAGES: Record<string, string> = Object.fromEntries(descriptors.map((d) => [d.id, d.defaultMessage]));

/** Messages for a locale tag such as `de-DE`: the English catalogue until translations exist. */
export function messagesFor(_locale: string): Record<string, string> {
  return EN_MESSAGES;
}

/** react-intl error handler: missing translations are expected (English fallback); others are logged. */
export const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  logger.warn('i18n', error.message);
};
