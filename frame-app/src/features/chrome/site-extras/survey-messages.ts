/**
 * User-visible text of the feedback survey (its launcher and form, loaded when the browser is idle; issue #10).
 * react-intl descriptors; `defaultMessage` is the English source. Apart from messages.ts, whose text the first page
 * shows (issue #23 "First page budget").
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
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

export const surveyMessages: PlainMessages<typeof descriptors> = descriptors;
