/** User-visible text of the message bar, announcements, connectivity, survey (issue #10). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  offline: { id: 'chrome.siteExtras.offline', defaultMessage: 'You are offline. Check your connection; the page will work again when you are back online.' },
  cookiesDisabled: { id: 'chrome.siteExtras.cookiesDisabled', defaultMessage: 'Cookies are turned off in your browser, so signing in and booking may not work.' },
  messageLabel: { id: 'chrome.siteExtras.messageLabel', defaultMessage: 'Site message' },
  messageMore: { id: 'chrome.siteExtras.messageMore', defaultMessage: 'More information' },
  messageDismiss: { id: 'chrome.siteExtras.messageDismiss', defaultMessage: 'Dismiss message' },
  surveyLauncher: { id: 'chrome.siteExtras.surveyLauncher', defaultMessage: 'Feedback' },
  surveyTitle: { id: 'chrome.siteExtras.surveyTitle', defaultMessage: 'How is your experience?' },
  surveyRating: { id: 'chrome.siteExtras.surveyRating', defaultMessage: 'Your rating' },
  surveyRatingValue: {
    id: 'chrome.siteExtras.surveyRatingValue',
    defaultMessage: '{rating, select, 1 {Very poor} 2 {Poor} 3 {OK} 4 {Good} other {Very good}}',
  },
  surveyComment: { id: 'chrome.siteExtras.surveyComment', defaultMessage: 'Comments (optional)' },
  surveyCommentTooLong: { id: 'chrome.siteExtras.surveyCommentTooLong', defaultMessage: 'Please keep your comment under {max, number} characters.' },
  surveyRatingRequired: { id: 'chrome.siteExtras.surveyRatingRequired', defaultMessage: 'Choose a rating.' },
  surveySend: { id: 'chrome.siteExtras.surveySend', defaultMessage: 'Send feedback' },
  surveySending: { id: 'chrome.siteExtras.surveySending', defaultMessage: 'Sending…' },
  surveyCancel: { id: 'chrome.siteExtras.surveyCancel', defaultMessage: 'Close' },
  surveyThanks: { id: 'chrome.siteExtras.surveyThanks', defaultMessage: 'Thank you for your feedback!' },
  surveyFailed: { id: 'chrome.siteExtras.surveyFailed', defaultMessage: 'Your feedback could not be sent. Please try again later.' },
});

/** Plain descriptors (see ui/plain-messages.ts); registered with the catalogues in app/i18n/catalogues.ts. */
export const siteExtrasMessages: PlainMessages<typeof descriptors> = descriptors;
