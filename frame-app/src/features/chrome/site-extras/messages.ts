/** User-visible text of the message bar, announcements and connectivity (issue #10; the survey's is in survey-messages.ts, loaded with it). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  offline: { id: 'chrome.siteExtras.offline', defaultMessage: 'You are offline. Check your connection; the page will work again when you are back online.' },
  cookiesDisabled: { id: 'chrome.siteExtras.cookiesDisabled', defaultMessage: 'Cookies are turned off in your browser, so signing in and booking may not work.' },
  messageLabel: { id: 'chrome.siteExtras.messageLabel', defaultMessage: 'Site message' },
  messageMore: { id: 'chrome.siteExtras.messageMore', defaultMessage: 'More information' },
  messageDismiss: { id: 'chrome.siteExtras.messageDismiss', defaultMessage: 'Dismiss message' },
});

/** Plain descriptors (see ui/plain-messages.ts); registered with the catalogues in app/i18n/catalogues.ts. */
export const siteExtrasMessages: PlainMessages<typeof descriptors> = descriptors;
