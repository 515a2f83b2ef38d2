/** User-visible text of the country/language picker (issue #10). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({});

/** Plain descriptors (see ui/plain-messages.ts); registered with the catalogues in app/i18n/catalogues.ts. */
export const localePickerMessages: PlainMessages<typeof descriptors> = descriptors;
