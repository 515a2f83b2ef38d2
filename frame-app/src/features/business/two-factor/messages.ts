/**
 * Text of the business verification page /business/verify (issue #24 "Business two-factor"; account-business-header-
 * and-trips §4 "Auth verify"). react-intl descriptors; `defaultMessage` is the English source, translations live in
 * `app/i18n/catalogs/<lc>/business-two-factor.json`.
 */
import { defineMessages } from 'react-intl';

export const twoFactorMessages = defineMessages({
  title: { id: 'business.twoFactor.title', defaultMessage: 'Two-factor authentication' },
  loadFailed: { id: 'business.twoFactor.loadFailed', defaultMessage: 'We could not check your sign-in. Try again.' },
  notBusiness: { id: 'business.twoFactor.notBusiness', defaultMessage: 'Sign in with your business account to continue.' },
  tryAgain: { id: 'business.twoFactor.tryAgain', defaultMessage: 'Try again' },
  // Enrolment
  enrolIntro: {
    id: 'business.twoFactor.enrolIntro',
    defaultMessage: 'Your company asks for a second step when you sign in. Set up an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) to get a new 6-digit code every 30 seconds.',
  },
  enrolStart: { id: 'business.twoFactor.enrolStart', defaultMessage: 'Set up an authenticator app' },
  scanTitle: { id: 'business.twoFactor.scanTitle', defaultMessage: 'Scan this QR code with your authenticator app' },
  qrAlt: { id: 'business.twoFactor.qrAlt', defaultMessage: 'QR code for your authenticator app' },
  manualEntry: { id: 'business.twoFactor.manualEntry', defaultMessage: 'Cannot scan it? Enter this key in the app instead:' },
  confirmIntro: { id: 'business.twoFactor.confirmIntro', defaultMessage: 'Then enter the 6-digit code the app shows.' },
  confirmSubmit: { id: 'business.twoFactor.confirmSubmit', defaultMessage: 'Turn on two-factor authentication' },
  // Recovery codes (shown once)
  recoveryTitle: { id: 'business.twoFactor.recoveryTitle', defaultMessage: 'Save your recovery codes' },
  recoveryIntro: {
    id: 'business.twoFactor.recoveryIntro',
    defaultMessage: 'If you lose your phone, each of these codes lets you sign in once. Keep them somewhere safe: we will not show them again.',
  },
  recoveryListLabel: { id: 'business.twoFactor.recoveryListLabel', defaultMessage: 'Recovery codes' },
  recoverySaved: { id: 'business.twoFactor.recoverySaved', defaultMessage: 'I have saved these recovery codes' },
  continue: { id: 'business.twoFactor.continue', defaultMessage: 'Continue' },
  // Verification
  verifyIntro: { id: 'business.twoFactor.verifyIntro', defaultMessage: 'Enter the 6-digit code from your authenticator app.' },
  codeLabel: { id: 'business.twoFactor.codeLabel', defaultMessage: '6-digit code' },
  verifySubmit: { id: 'business.twoFactor.verifySubmit', defaultMessage: 'Verify' },
  useRecovery: { id: 'business.twoFactor.useRecovery', defaultMessage: 'Use a recovery code' },
  useApp: { id: 'business.twoFactor.useApp', defaultMessage: 'Use a code from the app' },
  recoverIntro: { id: 'business.twoFactor.recoverIntro', defaultMessage: 'Enter one of the recovery codes you saved. Each code works once.' },
  recoveryCodeLabel: { id: 'business.twoFactor.recoveryCodeLabel', defaultMessage: 'Recovery code' },
  // Errors
  codeInvalid: { id: 'business.twoFactor.codeInvalid', defaultMessage: 'Enter the 6 digits the app shows.' },
  codeWrong: { id: 'business.twoFactor.codeWrong', defaultMessage: 'That code is not right. Enter the current code from the app.' },
  recoveryCodeInvalid: { id: 'business.twoFactor.recoveryCodeInvalid', defaultMessage: 'Enter a recovery code like ABCD-EFGH-JKLM-NPQR.' },
  recoveryCodeWrong: { id: 'business.twoFactor.recoveryCodeWrong', defaultMessage: 'That recovery code is not right or was already used.' },
  rateLimited: { id: 'business.twoFactor.rateLimited', defaultMessage: 'Too many wrong codes. Wait a few minutes and try again.' },
  failed: { id: 'business.twoFactor.failed', defaultMessage: 'Something went wrong. Try again.' },
});
