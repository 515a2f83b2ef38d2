/**
 * Text of the onboarding tasks pages and the setup forms (account-business-header-and-trips §2 get started, tasks,
 * set up company, set up account; §4 onboarding progress; §7 tasks, taskStatus, dismissReminderTaskGrid,
 * resendConfirmationEmail, setup v1/v2/v3). react-intl descriptors; `defaultMessage` is the English source, the
 * translations live in `app/i18n/catalogs/<lc>/business-onboarding.json`. The page titles and the progress line come
 * from ../messages.ts (they were there before the task list).
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  intro: { id: 'business.onboardingTasks.intro', defaultMessage: 'A few steps get your company ready for business travel. Each one says what to do; skip the ones you do not need.' },
  companyTasksIntro: { id: 'business.onboardingTasks.companyIntro', defaultMessage: 'These steps set up the company for everyone who travels with it.' },
  accountTasksIntro: { id: 'business.onboardingTasks.accountIntro', defaultMessage: 'These steps set up your own business account.' },
  companyGroup: { id: 'business.onboardingTasks.companyGroup', defaultMessage: 'Company' },
  accountGroup: { id: 'business.onboardingTasks.accountGroup', defaultMessage: 'Your account' },
  loading: { id: 'business.onboardingTasks.loading', defaultMessage: 'Loading your tasks…' },
  loadFailed: { id: 'business.onboardingTasks.loadFailed', defaultMessage: 'We could not load your tasks.' },
  tryAgain: { id: 'business.onboardingTasks.tryAgain', defaultMessage: 'Try again' },
  allDone: { id: 'business.onboardingTasks.allDone', defaultMessage: 'All set: there is nothing left to do here.' },
  taskTitle: {
    id: 'business.onboardingTasks.taskTitle',
    defaultMessage: '{task, select, CONFIRM_COMPANY {Confirm your company} SET_UP_COMPANY {Set up your company} UPLOAD_LOGO {Add your company logo} INVITE_USERS {Invite your colleagues} CONFIRM_ACCOUNT {Confirm your email address} CONFIRM_BUSINESS_PROFILE {Confirm your business profile} SET_UP_ACCOUNT {Set up your account} SET_UP_TWO_FACTOR {Turn on two-step verification} other {Task}}',
  },
  taskBody: {
    id: 'business.onboardingTasks.taskBody',
    defaultMessage: '{task, select, CONFIRM_COMPANY {Open the link we email you to confirm that you run this company.} SET_UP_COMPANY {Tell us the company’s name, size and country.} UPLOAD_LOGO {Your logo shows in the header for everyone in the company.} INVITE_USERS {Invite the people who travel or book for the company.} CONFIRM_ACCOUNT {Open the link we emailed you to confirm your address.} CONFIRM_BUSINESS_PROFILE {Open the link we email you to confirm that you work here.} SET_UP_ACCOUNT {Add your name as it appears on your travel documents.} SET_UP_TWO_FACTOR {A code from an authenticator app keeps your business account safe.} other {}}',
  },
  taskStatus: { id: 'business.onboardingTasks.taskStatus', defaultMessage: '{status, select, DONE {Done} SKIPPED {Skipped} other {To do}}' },
  sendConfirmation: { id: 'business.onboardingTasks.sendConfirmation', defaultMessage: 'Send confirmation email' },
  sending: { id: 'business.onboardingTasks.sending', defaultMessage: 'Sending…' },
  confirmationSent: {
    id: 'business.onboardingTasks.confirmationSent',
    defaultMessage: '{purpose, select, company {We emailed you a link that confirms the company. It works for 7 days.} other {We emailed you a link that confirms your business profile. It works for 7 days.}}',
  },
  doTask: {
    id: 'business.onboardingTasks.doTask',
    defaultMessage: '{task, select, SET_UP_COMPANY {Set up company} UPLOAD_LOGO {Add logo} INVITE_USERS {Invite users} CONFIRM_ACCOUNT {Resend email} SET_UP_ACCOUNT {Set up account} SET_UP_TWO_FACTOR {Set up} other {Open}}',
  },
  skip: { id: 'business.onboardingTasks.skip', defaultMessage: 'Skip' },
  skipNamed: { id: 'business.onboardingTasks.skipNamed', defaultMessage: 'Skip: {task}' },
  undoSkip: { id: 'business.onboardingTasks.undoSkip', defaultMessage: 'Mark as to do' },
  undoSkipNamed: { id: 'business.onboardingTasks.undoSkipNamed', defaultMessage: 'Mark as to do: {task}' },
  skipped: { id: 'business.onboardingTasks.skipped', defaultMessage: 'Skipped “{task}”.' },
  unskipped: { id: 'business.onboardingTasks.unskipped', defaultMessage: '“{task}” is on your list again.' },
  actionFailed: { id: 'business.onboardingTasks.actionFailed', defaultMessage: 'That did not work. Try again.' },
  reminders: { id: 'business.onboardingTasks.reminders', defaultMessage: 'Reminders' },
  hideReminders: { id: 'business.onboardingTasks.hideReminders', defaultMessage: 'Hide reminders' },
  remindersHidden: { id: 'business.onboardingTasks.remindersHidden', defaultMessage: 'You hid the reminders. Your tasks are still on the tasks pages.' },
  openTasks: { id: 'business.onboardingTasks.openTasks', defaultMessage: 'Your setup tasks' },
  openCompanyTasks: { id: 'business.onboardingTasks.openCompanyTasks', defaultMessage: 'Company setup tasks' },
});

const setupDescriptors = defineMessages({
  title: { id: 'business.setup.title', defaultMessage: '{part, select, company {Company details} other {Your details}}' },
  versionNote: {
    id: 'business.setup.versionNote',
    defaultMessage: '{version, select, v1 {Your company sets up with your name only: the company details are not asked.} other {}}',
  },
  done: { id: 'business.setup.done', defaultMessage: 'You have set this up already. Change anything and save again.' },
  firstName: { id: 'business.setup.firstName', defaultMessage: 'First name' },
  lastName: { id: 'business.setup.lastName', defaultMessage: 'Last name' },
  phone: { id: 'business.setup.phone', defaultMessage: 'Phone (optional)' },
  companyName: { id: 'business.setup.companyName', defaultMessage: 'Company name' },
  companySize: { id: 'business.setup.companySize', defaultMessage: 'Company size' },
  sizeOption: { id: 'business.setup.sizeOption', defaultMessage: '{size} employees' },
  country: { id: 'business.setup.country', defaultMessage: 'Country' },
  currency: { id: 'business.setup.currency', defaultMessage: 'Reporting currency' },
  bookingMode: { id: 'business.setup.bookingMode', defaultMessage: 'Who books trips' },
  choose: { id: 'business.setup.choose', defaultMessage: 'Choose…' },
  required: { id: 'business.setup.required', defaultMessage: 'Fill in this field' },
  tooLong: { id: 'business.setup.tooLong', defaultMessage: 'Use at most {max} characters' },
  phoneInvalid: { id: 'business.setup.phoneInvalid', defaultMessage: 'Enter a phone number: digits, spaces, brackets and an optional leading +' },
  chooseOne: { id: 'business.setup.chooseOne', defaultMessage: 'Choose one' },
  save: { id: 'business.setup.save', defaultMessage: 'Save' },
  saving: { id: 'business.setup.saving', defaultMessage: 'Saving…' },
  saved: { id: 'business.setup.saved', defaultMessage: 'Saved. Your progress is up to date.' },
  saveFailed: { id: 'business.setup.saveFailed', defaultMessage: 'We could not save your details. Try again.' },
  versionChanged: { id: 'business.setup.versionChanged', defaultMessage: 'Your company’s setup changed meanwhile. Reload the page and try again.' },
  infoFailed: { id: 'business.setup.infoFailed', defaultMessage: 'We could not load your details.' },
});

export const onboardingMessages: PlainMessages<typeof descriptors> = descriptors;
export const setupMessages: PlainMessages<typeof setupDescriptors> = setupDescriptors;
