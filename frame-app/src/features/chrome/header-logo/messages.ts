/** User-visible text of the header logo (Pride confetti, company logo) (issue #10). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  companyLogo: {
    id: 'chrome.headerLogo.companyLogo',
    defaultMessage: '{company} logo',
    description: 'Alt text of a business customer company logo shown in the header instead of the product logo',
  },
});

/** Plain descriptors (see ui/plain-messages.ts); registered with the catalogues in app/i18n/catalogues.ts. */
export const headerLogoMessages: PlainMessages<typeof descriptors> = descriptors;
