/** Text of the booking page's business part (issue #26): trip reporting fields and the payment method choice. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const descriptors = defineMessages({
  reportingLegend: { id: 'booking.business.reportingLegend', defaultMessage: 'Trip reporting' },
  reportingIntro: { id: 'booking.business.reportingIntro', defaultMessage: 'Your company asks for these details on every business booking.' },
  optional: { id: 'booking.business.optional', defaultMessage: 'Optional' },
  choose: { id: 'booking.business.choose', defaultMessage: 'Choose…' },
  errorRequired: { id: 'booking.business.errorRequired', defaultMessage: 'Enter {label}' },
  errorChoose: { id: 'booking.business.errorChoose', defaultMessage: 'Choose {label}' },
  errorTooLong: { id: 'booking.business.errorTooLong', defaultMessage: 'Use at most {max} characters' },
  payWith: { id: 'booking.business.payWith', defaultMessage: 'Pay with' },
  companyCard: { id: 'booking.business.companyCard', defaultMessage: 'Company card: {label} ({brand} ending {last4})' },
  personalCard: { id: 'booking.business.personalCard', defaultMessage: 'My own card' },
  companyCardOnly: { id: 'booking.business.companyCardOnly', defaultMessage: 'Your company pays for this trip with {label} ({brand} ending {last4}).' },
  companyCardHint: { id: 'booking.business.companyCardHint', defaultMessage: 'The booking is charged to your company; you do not enter a card.' },
});

export const businessBookingMessages: PlainMessages<typeof descriptors> = descriptors;
