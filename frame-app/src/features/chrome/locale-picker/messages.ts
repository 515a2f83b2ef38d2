/** User-visible text of the country/language picker (issue #10). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  title: { id: 'chrome.localePicker.title', defaultMessage: 'Country and language' },
  close: { id: 'chrome.localePicker.close', defaultMessage: 'Close' },
  searchLabel: { id: 'chrome.localePicker.searchLabel', defaultMessage: 'Search for a country or language' },
  listLabel: { id: 'chrome.localePicker.listLabel', defaultMessage: 'Countries and languages' },
  languageLink: {
    id: 'chrome.localePicker.languageLink',
    defaultMessage: '{country}, {language}',
    description: 'Accessible name of one language of a country with several languages, e.g. "Switzerland, Français"',
  },
  noResultsTitle: { id: 'chrome.localePicker.noResults.title', defaultMessage: 'No country or language found' },
  noResultsSubtitle: {
    id: 'chrome.localePicker.noResults.subtitle',
    defaultMessage: 'Check the spelling, or try the country’s name in its own language.',
  },
});

/** Plain descriptors (see ui/plain-messages.ts); registered with the catalogues in app/i18n/catalogues.ts. */
export const localePickerMessages: PlainMessages<typeof descriptors> = descriptors;
