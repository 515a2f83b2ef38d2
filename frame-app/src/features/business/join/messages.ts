/**
 * Text of the invitation join page /business/join (issue #24 "that user accepts and signs in"). react-intl descriptors;
 * `defaultMessage` is the English source, translations live in `app/i18n/catalogs/<lc>/business-users.json` (the inviter's
 * line, added with the groups and roles pages: `business-people.json`).
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  title: { id: 'business.join.title', defaultMessage: 'Join your company' },
  checking: { id: 'business.join.checking', defaultMessage: 'Checking your invitation…' },
  noToken: { id: 'business.join.noToken', defaultMessage: 'This link is incomplete. Open the link in your invitation email again.' },
  invalid: { id: 'business.join.invalid', defaultMessage: 'This invitation link is not valid. Ask your company admin to send you a new invitation.' },
  loadFailed: { id: 'business.join.loadFailed', defaultMessage: 'We could not check your invitation. Try again.' },
  tryAgain: { id: 'business.join.tryAgain', defaultMessage: 'Try again' },
  invites: {
    id: 'business.join.invites',
    defaultMessage: '{kind, select, guest {{companyName} invites {email} to use its business travel account as a guest.} other {{companyName} invites {email} to join its business travel account.}}',
  },
  invitedBy: { id: 'business.join.invitedBy', defaultMessage: '{inviterName} sent you this invitation.' },
  validUntil: { id: 'business.join.validUntil', defaultMessage: 'The invitation works until {date}.' },
  used: { id: 'business.join.used', defaultMessage: 'This invitation was already used. Sign in with {email} to use your business account.' },
  expired: { id: 'business.join.expired', defaultMessage: 'This invitation expired on {date}. Ask your company admin to send it again.' },
  revoked: { id: 'business.join.revoked', defaultMessage: 'This invitation was withdrawn. Ask your company admin for a new one.' },
  signInFirst: { id: 'business.join.signInFirst', defaultMessage: 'Sign in or create an account with {email} to join.' },
  signIn: { id: 'business.join.signIn', defaultMessage: 'Sign in or create account' },
  otherAccount: {
    id: 'business.join.otherAccount',
    defaultMessage: 'You are signed in as {current}, but this invitation is for {email}. Sign out, then sign in or create an account with {email}.',
  },
  join: { id: 'business.join.join', defaultMessage: 'Join {companyName}' },
  joining: { id: 'business.join.joining', defaultMessage: 'Joining…' },
  nextStep: { id: 'business.join.nextStep', defaultMessage: 'Next, you will set up two-factor authentication for your business account.' },
  alreadyBusiness: { id: 'business.join.alreadyBusiness', defaultMessage: 'Your account already belongs to a company. Sign in with another account, or ask your admin for help.' },
  wrongEmail: { id: 'business.join.wrongEmail', defaultMessage: 'This invitation is for {email}. Sign in with that address to join.' },
  failed: { id: 'business.join.failed', defaultMessage: 'We could not add you to the company. Try again.' },
});

export const joinMessages: PlainMessages<typeof descriptors> = descriptors;
