/**
 * User-visible text of the UI kit page's date-picker section (issue #10). react-intl descriptors; `defaultMessage`
 * is the English source; translations in catalogs/<locale>/search-dates.json (with the search forms' date texts).
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const descriptors = defineMessages({
  heading: { id: 'uiKit.datePickers.heading', defaultMessage: 'Date pickers' },
  intro: {
    id: 'uiKit.datePickers.intro',
    defaultMessage: 'Type into the day, month and year, use the arrow keys, or open the calendar. Order and names follow the chosen language.',
  },
  singleHeading: { id: 'uiKit.datePickers.singleHeading', defaultMessage: 'Date picker' },
  singleLabel: { id: 'uiKit.datePickers.singleLabel', defaultMessage: 'Departure date' },
  rangeHeading: { id: 'uiKit.datePickers.rangeHeading', defaultMessage: 'Date-range picker' },
  rangeLabel: { id: 'uiKit.datePickers.rangeLabel', defaultMessage: 'Trip dates' },
  rangeStart: { id: 'uiKit.datePickers.rangeStart', defaultMessage: 'First day' },
  rangeEnd: { id: 'uiKit.datePickers.rangeEnd', defaultMessage: 'Last day' },
  invalidHeading: { id: 'uiKit.datePickers.invalidHeading', defaultMessage: 'Invalid state' },
  invalidLabel: { id: 'uiKit.datePickers.invalidLabel', defaultMessage: 'Return date' },
  invalidError: { id: 'uiKit.datePickers.invalidError', defaultMessage: 'Return date must not be before the departure date' },
  value: { id: 'uiKit.datePickers.value', defaultMessage: 'Value: {value}' },
  empty: { id: 'uiKit.datePickers.empty', defaultMessage: '(empty)' },
});

/** Plain descriptors (see ui/plain-messages.ts); to be registered with the catalogues in app/i18n/catalogues.ts. */
export const uiKitDatePickerMessages: PlainMessages<typeof descriptors> = descriptors;
