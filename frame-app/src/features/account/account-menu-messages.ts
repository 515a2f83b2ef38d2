/** User-visible text of the account feature's part: Account menu, several accounts, profile page, travelers, prompts (issue #9). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';

const descriptors = defineMessages({});

/** Plain descriptors (see ../../ui/plain-messages.ts); merged into `accountMessages` by messages.ts. */
export const accountMenuMessages: PlainMessages<typeof descriptors> = descriptors;
