/**
 * Text of the booking pages' "Back to results" link (issue #11); the link's target comes from the state's
 * `useResultsReturn` (state/results-return.ts). react-intl descriptors, `defaultMessage` is the English source.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const backDescriptors = defineMessages({
  backToResults: { id: 'booking.backToResults', defaultMessage: 'Back to results' },
});
export const backToResultsMessages: PlainMessages<typeof backDescriptors> = backDescriptors;
