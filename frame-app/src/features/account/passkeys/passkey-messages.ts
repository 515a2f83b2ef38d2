/** User-visible text of the account feature's part: Passkeys: sign-in, registration, profile list (issue #9). react-intl descriptors; `defaultMessage` is the English source. */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  createWithPasskey: { id: 'account.passkey.createWithPasskey', defaultMessage: 'Create an account with a passkey' },
  waiting: { id: 'account.passkey.waiting', defaultMessage: 'Waiting for your passkey…' },
  failed: { id: 'account.passkey.failed', defaultMessage: 'We could not use your passkey. Please try again or sign in another way.' },
  unsupported: { id: 'account.passkey.unsupported', defaultMessage: 'This browser cannot use passkeys. Sign in another way.' },
  userInfoMissing: { id: 'account.passkey.userInfoMissing', defaultMessage: 'We could not start creating your passkey. Please try again.' },
  alreadyRegistered: { id: 'account.passkey.alreadyRegistered', defaultMessage: 'This device already has a passkey for your account.' },
  challengeExpired: { id: 'account.passkey.error.PASSKEY_CHALLENGE_EXPIRED', defaultMessage: 'The passkey request expired. Please try again.' },
  notRecognized: { id: 'account.passkey.error.PASSKEY_NOT_RECOGNIZED', defaultMessage: 'We do not recognize this passkey. It may have been removed. Sign in another way.' },
  verificationFailed: { id: 'account.passkey.error.PASSKEY_VERIFICATION_FAILED', defaultMessage: 'Your passkey could not be verified. Please try again.' },
  noPasskeyForEmail: { id: 'account.passkey.noPasskeyForEmail', defaultMessage: 'There is no passkey for this email yet. Sign in with your password.' },
  profileHeading: { id: 'account.passkey.profile.heading', defaultMessage: 'Passkeys' },
  profileEmpty: { id: 'account.passkey.profile.empty', defaultMessage: 'You have no passkeys yet. A passkey lets you sign in with your fingerprint, face or screen lock.' },
  profileItem: { id: 'account.passkey.profile.item', defaultMessage: 'Passkey created {created}' },
  profileLastUsed: { id: 'account.passkey.profile.lastUsed', defaultMessage: 'Last used {lastUsed}' },
  profileNeverUsed: { id: 'account.passkey.profile.neverUsed', defaultMessage: 'Not used yet' },
  profileAdd: { id: 'account.passkey.profile.add', defaultMessage: 'Add a passkey' },
  profileRemove: { id: 'account.passkey.profile.remove', defaultMessage: 'Remove passkey created {created}' },
  profileRemoveShort: { id: 'account.passkey.profile.removeShort', defaultMessage: 'Remove' },
  profileAdded: { id: 'account.passkey.profile.added', defaultMessage: 'Passkey added.' },
  profileRemoved: { id: 'account.passkey.profile.removed', defaultMessage: 'Passkey removed.' },
  profileRemoveFailed: { id: 'account.passkey.profile.removeFailed', defaultMessage: 'We could not remove this passkey. Please try again.' },
});

/** Plain descriptors (see ../../ui/plain-messages.ts); merged into `accountMessages` by messages.ts. */
export const passkeyMessages: PlainMessages<typeof descriptors> = descriptors;
