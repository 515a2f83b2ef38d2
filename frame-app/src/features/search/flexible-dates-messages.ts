/** Texts of the flexible-dates strip on the flight results page (flexible-dates.tsx) and of the form's option. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const flexibleDatesDescriptors = defineMessages({
  label: { id: 'search.flexibleDates.label', defaultMessage: 'Prices {days, plural, one {# day} other {# days}} either side of your dates' },
  noPrice: { id: 'search.flexibleDates.noPrice', defaultMessage: 'No flights' },
  cheapest: { id: 'search.flexibleDates.cheapest', defaultMessage: 'Cheapest' },
  option: { id: 'search.flexibleDates.option', defaultMessage: 'My dates are flexible (±3 days)' },
});
export const flexibleDatesMessages: PlainMessages<typeof flexibleDatesDescriptors> = flexibleDatesDescriptors;
