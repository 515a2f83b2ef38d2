/** User-visible text of the currency picker (issue #10). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  dialogTitle: { id: 'chrome.currencyPicker.dialogTitle', defaultMessage: 'Choose a currency', description: 'Title of the currency picker' },
  currentHeader: {
    id: 'chrome.currencyPicker.currentHeader',
    defaultMessage: 'Current currency: {name}',
    description: 'Header of the picker naming the currency prices are shown in',
  },
  topCurrencies: { id: 'chrome.currencyPicker.topCurrencies', defaultMessage: 'Most used', description: 'Heading of the most-used currencies group' },
  allCurrencies: { id: 'chrome.currencyPicker.allCurrencies', defaultMessage: 'All currencies', description: 'Heading of the all-currencies group' },
  searchLabel: { id: 'chrome.currencyPicker.searchLabel', defaultMessage: 'Search currencies', description: 'Label of the currency search box' },
  searchPlaceholder: {
    id: 'chrome.currencyPicker.searchPlaceholder',
    defaultMessage: 'Currency name, code or symbol',
    description: 'Placeholder of the currency search box',
  },
  notFoundTitle: {
    id: 'chrome.currencyPicker.notFoundTitle',
    defaultMessage: 'No currency matches “{query}”',
    description: 'Title shown when the currency search finds nothing',
  },
  notFoundSubtitle: {
    id: 'chrome.currencyPicker.notFoundSubtitle',
    defaultMessage: 'Check the spelling or search by code, such as EUR.',
    description: 'Subtitle shown when the currency search finds nothing',
  },
  close: { id: 'chrome.currencyPicker.close', defaultMessage: 'Close', description: 'Button closing the currency picker' },
  loading: { id: 'chrome.currencyPicker.loading', defaultMessage: 'Loading currencies…', description: 'Shown while the currency list loads' },
  loadFailed: {
    id: 'chrome.currencyPicker.loadFailed',
    defaultMessage: 'The currencies could not be loaded. Please try again later.',
    description: 'Shown when the currency list could not be loaded',
  },
  saveTitle: {
    id: 'chrome.currencyPicker.saveTitle',
    defaultMessage: 'Always show prices in {name}?',
    description: 'Title of the save dialog after choosing a currency',
  },
  saveYes: { id: 'chrome.currencyPicker.saveYes', defaultMessage: 'Yes, save it', description: 'Save the currency permanently (sign-in first when signed out)' },
  saveNo: { id: 'chrome.currencyPicker.saveNo', defaultMessage: 'No, just this time', description: 'Use the currency for this session only' },
  saveSignInHint: {
    id: 'chrome.currencyPicker.saveSignInHint',
    defaultMessage: 'To save it, sign in first.',
    description: 'Shown in the save dialog to signed-out users: saving asks them to sign in',
  },
});

/** Plain descriptors (see ui/plain-messages.ts); registered with the catalogues in app/i18n/catalogues.ts. */
export const currencyPickerMessages: PlainMessages<typeof descriptors> = descriptors;
