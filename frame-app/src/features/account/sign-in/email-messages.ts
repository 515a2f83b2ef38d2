/** User-visible text of the account feature's part: Email flows: forgot password, reset, confirm account, magic code, unlock (issue #9). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  forgotFailed: { id: 'account.email.forgotFailed', defaultMessage: 'We could not send the reset link. Please try again.' },
  sending: { id: 'account.email.sending', defaultMessage: 'Sending…' },
  code: { id: 'account.email.code', defaultMessage: 'Code' },
  codeRequired: { id: 'account.email.codeRequired', defaultMessage: 'Enter the 6-digit code from the email.' },
  codeHint: { id: 'account.email.codeHint', defaultMessage: 'The code works once, for 10 minutes.' },
  sendNewCode: { id: 'account.email.sendNewCode', defaultMessage: 'Send a new code' },
  newCodeSent: { id: 'account.email.newCodeSent', defaultMessage: 'We sent a new code to {email}.' },
  codeSendFailed: { id: 'account.email.codeSendFailed', defaultMessage: 'We could not send a code. Please try again.' },
  errorInvalidCode: { id: 'account.email.error.INVALID_CODE', defaultMessage: 'That code is not right. Check the email and try again.' },
  /** The one reply for a code that does not sign in, whatever the reason, or an unknown email (issue #22). */
  errorCodeNotAccepted: {
    id: 'account.email.error.codeNotAccepted',
    defaultMessage: 'That code is not right or no longer works. Check the email, or send a new code.',
  },
  errorCodeExpired: { id: 'account.email.error.CODE_EXPIRED', defaultMessage: 'This code has expired or was already used. Send a new code.' },
  forgotPasswordSuccessHint: { id: 'account.email.forgotPasswordSuccessHint', defaultMessage: 'The link works once, for 60 minutes. Setting a new password also unlocks your account.' },
  confirmPromptLabel: { id: 'account.email.confirmPrompt.label', defaultMessage: 'Confirm your email address' },
  confirmPromptText: { id: 'account.email.confirmPrompt.text', defaultMessage: 'Confirm your email address: open the link we sent to {email}.' },
  confirmPromptSent: { id: 'account.email.confirmPrompt.sent', defaultMessage: 'We sent a new confirmation email to {email}.' },
  resendEmail: { id: 'account.email.confirmPrompt.resend', defaultMessage: 'Resend email' },
  dismiss: { id: 'account.email.confirmPrompt.dismiss', defaultMessage: 'Dismiss' },
});

/** Plain descriptors (see ../../ui/plain-messages.ts); merged into `accountMessages` by messages.ts. */
export const emailSignInMessages: PlainMessages<typeof descriptors> = descriptors;
