/** User-visible text of the account feature (react-intl descriptors; `defaultMessage` is the English source). */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';
import { accountMenuMessages } from './menu/account-menu-messages.ts';
import { emailSignInMessages } from './sign-in/email-messages.ts';
import { passkeyMessages } from './passkeys/passkey-messages.ts';
import { socialMessages } from './social/social-messages.ts';
import { signInTriggerMessages } from './menu/sign-in-stand-in.tsx';

const accountDescriptors = defineMessages({
  back: { id: 'account.signIn.back', defaultMessage: 'Back' },
  close: { id: 'account.signIn.close', defaultMessage: 'Close' },
  headingLandingPage: { id: 'account.signIn.heading.landingPage', defaultMessage: 'Sign in or create an account' },
  headingEmailForm: { id: 'account.signIn.heading.emailForm', defaultMessage: 'Continue with your email' },
  headingEmailFormRegister: { id: 'account.signIn.heading.emailFormRegister', defaultMessage: 'Create an account' },
  headingPasswordForm: { id: 'account.signIn.heading.passwordForm', defaultMessage: 'Enter your password' },
  headingPasswordFormRegister: { id: 'account.signIn.heading.passwordFormRegister', defaultMessage: 'Choose a password' },
  headingLogin: { id: 'account.signIn.heading.login', defaultMessage: 'Sign in' },
  headingForgotPassword: { id: 'account.signIn.heading.forgotPassword', defaultMessage: 'Reset your password' },
  headingForgotPasswordSuccess: { id: 'account.signIn.heading.forgotPasswordSuccess', defaultMessage: 'Check your email' },
  headingOauth: { id: 'account.signIn.heading.oauth', defaultMessage: 'Continue in the pop-up window' },
  headingLockedAccount: { id: 'account.signIn.heading.lockedAccount', defaultMessage: 'Your account is locked' },
  headingExternalAuthentication: { id: 'account.signIn.heading.externalAuthentication', defaultMessage: 'Sign in another way' },
  headingBusinessOnboarding: { id: 'account.signIn.heading.businessOnboarding', defaultMessage: 'Set up your business account' },
  headingMagicCodeEmail: { id: 'account.signIn.heading.magicCodeEmail', defaultMessage: 'Check your email for a code' },
  headingPriceAlertLanding: { id: 'account.signIn.heading.priceAlertLanding', defaultMessage: 'Sign in to get price alerts' },
  headingTripsSoftGate: { id: 'account.signIn.heading.tripsSoftGate', defaultMessage: 'Sign in to save to your trips' },
  consent: { id: 'account.signIn.consent', defaultMessage: 'I agree to the terms of use and the privacy policy' },
  optin: { id: 'account.signIn.optin', defaultMessage: 'Email me deals and travel ideas' },
  rememberMe: { id: 'account.signIn.rememberMe', defaultMessage: 'Keep me signed in' },
  errorInvalidEmail: { id: 'account.signIn.error.INVALID_EMAIL', defaultMessage: 'Enter a valid email address.' },
  errorInvalidPassword: { id: 'account.signIn.error.INVALID_PASSWORD', defaultMessage: 'Use 8 to 128 characters for your password.' },
  errorConsentRequired: { id: 'account.signIn.error.CONSENT_REQUIRED', defaultMessage: 'Agree to the terms to create an account.' },
  errorEmailTaken: { id: 'account.signIn.error.EMAIL_TAKEN', defaultMessage: 'An account with this email already exists. Sign in instead.' },
  errorInvalidCredentials: { id: 'account.signIn.error.INVALID_CREDENTIALS', defaultMessage: 'That email and password do not match.' },
  errorAccountLocked: { id: 'account.signIn.error.ACCOUNT_LOCKED', defaultMessage: 'Too many failed attempts. Your account is locked for now.' },
  errorAccountDisabled: { id: 'account.signIn.error.ACCOUNT_DISABLED', defaultMessage: 'This account is disabled.' },
  errorExternalAuthRequired: { id: 'account.signIn.error.EXTERNAL_AUTH_REQUIRED', defaultMessage: 'This account has no password. Sign in another way.' },
  signInFailed: { id: 'account.signIn.failed', defaultMessage: 'We could not sign you in. Please try again.' },
  signingIn: { id: 'account.signIn.signingIn', defaultMessage: 'Signing in…' },
  accountMenu: { id: 'account.header.accountMenu', defaultMessage: 'Account: {name}' },
  signOut: { id: 'account.header.signOut', defaultMessage: 'Sign out' },
  signOutFailed: { id: 'account.header.signOutFailed', defaultMessage: 'We could not sign you out. Please try again.' },
  email: { id: 'account.signIn.email', defaultMessage: 'Email' },
  password: { id: 'account.signIn.password', defaultMessage: 'Password' },
  emailInvalid: { id: 'account.signIn.emailInvalid', defaultMessage: 'Enter a valid email address.' },
  passwordRequired: { id: 'account.signIn.passwordRequired', defaultMessage: 'Enter your password.' },
  continue: { id: 'account.signIn.continue', defaultMessage: 'Continue' },
  signInButton: { id: 'account.signIn.signInButton', defaultMessage: 'Sign in' },
  createAccountButton: { id: 'account.signIn.createAccountButton', defaultMessage: 'Create account' },
  passkey: { id: 'account.signIn.passkey', defaultMessage: 'Sign in with a passkey' },
  google: { id: 'account.signIn.google', defaultMessage: 'Continue with Google' },
  apple: { id: 'account.signIn.apple', defaultMessage: 'Continue with Apple' },
  naver: { id: 'account.signIn.naver', defaultMessage: 'Continue with Naver' },
  or: { id: 'account.signIn.or', defaultMessage: 'or' },
  forgotPassword: { id: 'account.signIn.forgotPassword', defaultMessage: 'Forgot password?' },
  emailMeACode: { id: 'account.signIn.emailMeACode', defaultMessage: 'Email me a sign-in code' },
  sendResetLink: { id: 'account.signIn.sendResetLink', defaultMessage: 'Send reset link' },
  forgotPasswordHint: { id: 'account.signIn.forgotPasswordHint', defaultMessage: 'We will email you a link to reset your password.' },
  forgotPasswordSuccessText: { id: 'account.signIn.forgotPasswordSuccessText', defaultMessage: 'If an account exists for {email}, a reset link is on its way.' },
  oauthText: { id: 'account.signIn.oauthText', defaultMessage: 'Finish signing in with {provider} in the window that opened.' },
  lockedAccountText: { id: 'account.signIn.lockedAccountText', defaultMessage: 'Too many failed attempts. Reset your password to unlock your account.' },
  lockedAccountWaitText: { id: 'account.signIn.lockedAccountWaitText', defaultMessage: 'Too many failed attempts. Try again in {minutes} minutes.' },
  resetPassword: { id: 'account.signIn.resetPassword', defaultMessage: 'Reset password' },
  externalAuthenticationText: {
    id: 'account.signIn.externalAuthenticationText',
    defaultMessage: 'This account has no password. Sign in with a passkey, a code sent to your email, or the account you created it with.',
  },
  businessOnboardingText: { id: 'account.signIn.businessOnboardingText', defaultMessage: 'A few details about your company and you are ready to book.' },
  magicCodeEmailText: { id: 'account.signIn.magicCodeEmailText', defaultMessage: 'We sent a sign-in code to {email}.' },
});

/**
 * The account feature's messages (see chrome's messages.ts for why they are re-typed as plain descriptors): the
 * dialog's own plus each sign-in method's file, so the catalogue registers them all through one object.
 */
export const accountMessages = {
  ...(accountDescriptors as PlainMessages<typeof accountDescriptors>),
  ...emailSignInMessages,
  ...passkeyMessages,
  ...socialMessages,
  ...accountMenuMessages,
  ...signInTriggerMessages,
};
