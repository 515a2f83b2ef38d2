/** User-visible text of the header logo (Pride confetti, company logo) (issue #10). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({});

/** Plain descriptors (see ui/plain-messages.ts); registered with the catalogues in app/i18n/catalogues.ts. */
export const headerLogoMessages: PlainMessages<typeof descriptors> = descriptors;
