/** User-visible text of the account feature's part: Google, Apple and Naver sign-in, One Tap, linked accounts (issue #9). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  socialFailed: { id: 'account.social.failed', defaultMessage: 'Signing in did not work. Try again, or use another way to sign in.' },
  socialExpired: { id: 'account.social.expired', defaultMessage: 'That sign-in took too long. Try again.' },
  socialPopupBlocked: { id: 'account.social.popupBlocked', defaultMessage: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.' },
  socialServiceDisabled: { id: 'account.social.serviceDisabled', defaultMessage: 'This way of signing in is not available right now. Use another one.' },
  socialAccountDisabled: { id: 'account.social.accountDisabled', defaultMessage: 'This account is disabled.' },
  socialIdentityInUse: { id: 'account.social.identityInUse', defaultMessage: 'That account is already linked to another account here.' },
  socialNotLinkable: {
    id: 'account.social.notLinkable',
    defaultMessage: 'We could not connect that account. Sign in with your email, then link it from your profile.',
  },
  socialWrongPassword: { id: 'account.social.wrongPassword', defaultMessage: 'The password is not correct.' },
  /** A wrong password on the link form: its link token is spent (issue #22), so trying again starts at the provider. */
  socialWrongPasswordStartAgain: {
    id: 'account.social.wrongPasswordStartAgain',
    defaultMessage: 'The password is not correct. Go back and choose {provider} again to try once more.',
  },
  socialUnsupported: { id: 'account.social.unsupported', defaultMessage: 'This is not available with this way of signing in.' },
  socialLastSignInMethod: { id: 'account.social.lastSignInMethod', defaultMessage: 'You sign in with this account: add a password or link another account before removing it.' },
  socialLinkIntro: {
    id: 'account.social.linkIntro',
    defaultMessage: 'You already have an account with {email}. Enter its password to link {provider} and sign in.',
  },
  socialLinkPassword: { id: 'account.social.linkPassword', defaultMessage: 'Password' },
  socialLinkPasswordRequired: { id: 'account.social.linkPasswordRequired', defaultMessage: 'Enter the password of that account.' },
  socialLinkAndSignIn: { id: 'account.social.linkAndSignIn', defaultMessage: 'Link and sign in' },
  socialOneTapRegion: { id: 'account.social.oneTap.region', defaultMessage: 'Sign in with Google' },
  socialOneTapText: { id: 'account.social.oneTap.text', defaultMessage: 'Sign in faster with your Google account.' },
  socialOneTapContinue: { id: 'account.social.oneTap.continue', defaultMessage: 'Continue with Google' },
  socialOneTapDismiss: { id: 'account.social.oneTap.dismiss', defaultMessage: 'Not now' },
  socialLinkedTitle: { id: 'account.social.linked.title', defaultMessage: 'Linked accounts' },
  socialLinkedNone: { id: 'account.social.linked.none', defaultMessage: 'No account is linked yet.' },
  socialLinkedItem: { id: 'account.social.linked.item', defaultMessage: '{provider}: {email}' },
  socialLinkedItemNoEmail: { id: 'account.social.linked.itemNoEmail', defaultMessage: '{provider}' },
  socialLink: { id: 'account.social.linked.link', defaultMessage: 'Link {provider}' },
  socialUnlink: { id: 'account.social.linked.unlink', defaultMessage: 'Remove {provider}' },
  socialLinkedDone: { id: 'account.social.linked.done', defaultMessage: '{provider} is linked.' },
  socialUnlinkedDone: { id: 'account.social.linked.removed', defaultMessage: '{provider} is no longer linked.' },
});

/** Plain descriptors (see ../../ui/plain-messages.ts); merged into `accountMessages` by messages.ts. */
export const socialMessages: PlainMessages<typeof descriptors> = descriptors;
