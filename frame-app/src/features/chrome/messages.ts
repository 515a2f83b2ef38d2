/** User-visible text of the page chrome (react-intl descriptors; `defaultMessage` is the English source). */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

/**
 * Declared with react-intl's `defineMessages` so `npm run i18n:extract` (@formatjs/cli) finds them. react-intl 12
 * types an entry declared without explicit value types as taking no values at all (the typed form needs every
 * message's values spelled out a second time), so the export is re-typed as plain `{ id, defaultMessage }`
 * descriptors that `formatMessage` accepts with any values.
 */

const chromeDescriptors = defineMessages({
  skipToMain: { id: 'chrome.skipToMain', defaultMessage: 'Skip to main content' },
  homeLink: { id: 'chrome.homeLink', defaultMessage: '{brand} home' },
  unexpectedError: { id: 'chrome.unexpectedError', defaultMessage: 'Unexpected Application Error!' },
  unexpectedErrorHint: { id: 'chrome.unexpectedErrorHint', defaultMessage: 'Something went wrong on our side. Reload the page to try again.' },
  reload: { id: 'chrome.reload', defaultMessage: 'Reload' },
  notFoundTitle: { id: 'chrome.notFound.title', defaultMessage: 'Page not found' },
  notFoundHint: { id: 'chrome.notFound.hint', defaultMessage: 'The page you are looking for does not exist.' },
  backHome: { id: 'chrome.notFound.backHome', defaultMessage: 'Search flights' },
  loading: { id: 'chrome.loading', defaultMessage: 'Loading…' },
});
export const chromeMessages: PlainMessages<typeof chromeDescriptors> = chromeDescriptors;
