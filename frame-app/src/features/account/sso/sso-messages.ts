/**
 * User-visible text of the sign-in dialog's company single sign-on (issue #27). react-intl descriptors; `defaultMessage`
 * is the English source. Not merged into `accountMessages`: only the dialog's lazily loaded chunk uses them.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  heading: { id: 'account.sso.heading', defaultMessage: 'Sign in with {company}' },
  continueWith: { id: 'account.sso.continueWith', defaultMessage: 'Continue with {name}' },
  offered: { id: 'account.sso.offered', defaultMessage: '{company} lets you sign in with your work account.' },
  orPassword: { id: 'account.sso.orPassword', defaultMessage: 'Or sign in with your password:' },
  required: { id: 'account.sso.required', defaultMessage: '{company} asks you to sign in with your work account. Continue to its sign-in page in a new window.' },
  inPopup: { id: 'account.sso.inPopup', defaultMessage: 'Finish signing in with {name} in the window that opened.' },
  popupClosed: {
    id: 'account.sso.popupClosed',
    defaultMessage: 'The {name} window closed before you finished signing in. Nothing was lost: continue when you are ready.',
  },
  cancelled: { id: 'account.sso.cancelled', defaultMessage: 'Signing in with {name} was cancelled. Continue when you are ready.' },
  failed: { id: 'account.sso.failed', defaultMessage: 'Signing in with {name} did not work. Try again, or ask your company’s administrator.' },
  expired: { id: 'account.sso.expired', defaultMessage: 'That sign-in took too long or was already used. Try again.' },
  popupBlocked: { id: 'account.sso.popupBlocked', defaultMessage: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.' },
  notConfigured: { id: 'account.sso.notConfigured', defaultMessage: 'Single sign-on is not turned on for {company} any more. Ask your company’s administrator.' },
  emailNotCovered: {
    id: 'account.sso.emailNotCovered',
    defaultMessage: '{name} signed you in with an email address {company} does not use here. Sign in with your work account.',
  },
  otherCompany: {
    id: 'account.sso.otherCompany',
    defaultMessage: 'Your account belongs to another company, or it was deactivated at {company}. Ask your company’s administrator.',
  },
  jitDisabled: { id: 'account.sso.jitDisabled', defaultMessage: 'You do not have an account at {company} yet. Ask your company’s administrator to invite you.' },
  accountDisabled: { id: 'account.sso.accountDisabled', defaultMessage: 'This account is disabled.' },
});

/** Plain descriptors (see ../../../ui/plain-messages.ts). */
export const ssoMessages: PlainMessages<typeof descriptors> = descriptors;
