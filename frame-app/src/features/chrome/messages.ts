/** User-visible text of the page chrome (react-intl descriptors; `defaultMessage` is the English source). */
import type { MessageDescriptor } from 'react-intl';

export const chromeMessages = {
  skipToMain: { id: 'chrome.skipToMain', defaultMessage: 'Skip to main content' },
  homeLink: { id: 'chrome.homeLink', defaultMessage: '{brand} home' },
  unexpectedError: { id: 'chrome.unexpectedError', defaultMessage: 'Unexpected Application Error!' },
  unexpectedErrorHint: { id: 'chrome.unexpectedErrorHint', defaultMessage: 'Something went wrong on our side. Reload the page to try again.' },
  reload: { id: 'chrome.reload', defaultMessage: 'Reload' },
  notFoundTitle: { id: 'chrome.notFound.title', defaultMessage: 'Page not found' },
  notFoundHint: { id: 'chrome.notFound.hint', defaultMessage: 'The page you are looking for does not exist.' },
  backHome: { id: 'chrome.notFound.backHome', defaultMessage: 'Search flights' },
  loading: { id: 'chrome.loading', defaultMessage: 'Loading…' },
} as const satisfies Record<string, MessageDescriptor & { id: string; defaultMessage: string }>;
