/**
 * Texts of the data-sharing opt-out dialog (issue #13; chrome-and-consent §2 "Data-sharing opt-out dialog", §4
 * "Data-sharing dialog"). The switch's wording follows the CCPA/CPRA link text "Do Not Sell or Share My Personal
 * Information": checked means the visitor opted out (sharing disallowed).
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const dataSharingDescriptors = defineMessages({
  title: { id: 'consent.dataSharing.title', defaultMessage: 'Data sharing' },
  explanation: {
    id: 'consent.dataSharing.explanation',
    defaultMessage:
      'We and our partners may use information about your searches and bookings to show you relevant ads. You can opt out of the sale or sharing of your personal information. Your choice applies in this browser, and to your account while you are signed in.',
  },
  switchLabel: { id: 'consent.dataSharing.switchLabel', defaultMessage: 'Do not sell or share my personal information' },
  gpcOn: {
    id: 'consent.dataSharing.gpcOn',
    defaultMessage: "Your browser's Global Privacy Control signal is on, so we do not sell or share your personal information.",
  },
  loading: { id: 'consent.dataSharing.loading', defaultMessage: 'Loading your data-sharing choice' },
  close: { id: 'consent.dataSharing.close', defaultMessage: 'Close' },
});

/** The data-sharing dialog's messages (register with the app's catalogue; translations in `catalogs/<lc>/consent-data-sharing.json`). */
export const dataSharingMessages: PlainMessages<typeof dataSharingDescriptors> = dataSharingDescriptors;
