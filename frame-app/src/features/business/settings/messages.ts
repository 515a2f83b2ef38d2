/**
 * Text of the admin hub's settings pages (homepage messages, integrations, account permissions, payment options) and
 * of the front door's homepage messages banner (issue #24 "Admin hub"; account-business-header-and-trips §2 admin page
 * identifiers). react-intl descriptors; `defaultMessage` is the English source, translations live in
 * `app/i18n/catalogs/<lc>/business-settings.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const shared = defineMessages({
  tryAgain: { id: 'business.settings.tryAgain', defaultMessage: 'Try again' },
  cancel: { id: 'business.settings.cancel', defaultMessage: 'Cancel' },
  save: { id: 'business.settings.save', defaultMessage: 'Save' },
  saving: { id: 'business.settings.saving', defaultMessage: 'Saving…' },
  actionFailed: { id: 'business.settings.actionFailed', defaultMessage: 'That did not work. Try again.' },
});

const homepageDescriptors = defineMessages({
  title: { id: 'business.homepageMessages.title', defaultMessage: 'Homepage messages' },
  intro: {
    id: 'business.homepageMessages.intro',
    defaultMessage: 'Your business users see the shown messages above the search on their front door, newest first. Messages are plain text.',
  },
  add: { id: 'business.homepageMessages.add', defaultMessage: 'New message' },
  loading: { id: 'business.homepageMessages.loading', defaultMessage: 'Loading messages…' },
  loadFailed: { id: 'business.homepageMessages.loadFailed', defaultMessage: 'We could not load the messages. Try again.' },
  empty: { id: 'business.homepageMessages.empty', defaultMessage: 'No messages yet. Write one to greet your travelers on their search page.' },
  listLabel: { id: 'business.homepageMessages.listLabel', defaultMessage: 'Homepage messages' },
  count: { id: 'business.homepageMessages.count', defaultMessage: '{count, plural, one {# message} other {# messages}} of at most {max}' },
  shown: { id: 'business.homepageMessages.shown', defaultMessage: 'Shown' },
  hidden: { id: 'business.homepageMessages.hidden', defaultMessage: 'Hidden' },
  updated: { id: 'business.homepageMessages.updated', defaultMessage: 'Last changed {date}' },
  edit: { id: 'business.homepageMessages.edit', defaultMessage: 'Edit message {number}' },
  editShort: { id: 'business.homepageMessages.editShort', defaultMessage: 'Edit' },
  remove: { id: 'business.homepageMessages.remove', defaultMessage: 'Delete message {number}' },
  removeShort: { id: 'business.homepageMessages.removeShort', defaultMessage: 'Delete' },
  createTitle: { id: 'business.homepageMessages.createTitle', defaultMessage: 'New homepage message' },
  editTitle: { id: 'business.homepageMessages.editTitle', defaultMessage: 'Edit homepage message' },
  textLabel: { id: 'business.homepageMessages.textLabel', defaultMessage: 'Message' },
  textHelp: { id: 'business.homepageMessages.textHelp', defaultMessage: '{used} of {max} characters. Shown as typed: links and formatting are not turned into HTML.' },
  textRequired: { id: 'business.homepageMessages.textRequired', defaultMessage: 'Write the message.' },
  textInvalid: { id: 'business.homepageMessages.textInvalid', defaultMessage: 'Use at most {max} characters, without control characters.' },
  activeLabel: { id: 'business.homepageMessages.activeLabel', defaultMessage: 'Show on the front door' },
  created: { id: 'business.homepageMessages.created', defaultMessage: 'The message was added.' },
  saved: { id: 'business.homepageMessages.saved', defaultMessage: 'The message was saved.' },
  deleted: { id: 'business.homepageMessages.deleted', defaultMessage: 'The message was deleted.' },
  tooMany: { id: 'business.homepageMessages.tooMany', defaultMessage: 'Your company can keep at most {max} messages. Delete one first.' },
  removeTitle: { id: 'business.homepageMessages.removeTitle', defaultMessage: 'Delete this message?' },
  removeConfirm: { id: 'business.homepageMessages.removeConfirm', defaultMessage: 'Yes, delete' },
  limitReached: { id: 'business.homepageMessages.limitReached', defaultMessage: 'You have {max} messages, the most a company can keep. Delete one to add another.' },
  // The front door's banner
  bannerTitle: { id: 'business.homepageMessages.bannerTitle', defaultMessage: 'Messages from {company}' },
});

const integrationsDescriptors = defineMessages({
  title: { id: 'business.integrations.title', defaultMessage: 'Integrations' },
  intro: { id: 'business.integrations.intro', defaultMessage: 'The tools your company can link to its travel, and whether each is connected.' },
  listLabel: { id: 'business.integrations.listLabel', defaultMessage: 'Integrations' },
  notConnected: { id: 'business.integrations.notConnected', defaultMessage: 'Not connected' },
  notOnPlan: { id: 'business.integrations.notOnPlan', defaultMessage: 'Not part of your company’s plan' },
  ssoName: { id: 'business.integrations.ssoName', defaultMessage: 'Single sign-on' },
  ssoDoes: { id: 'business.integrations.ssoDoes', defaultMessage: 'Your users sign in with your company’s identity provider.' },
  ssoOpen: { id: 'business.integrations.ssoOpen', defaultMessage: 'Set up single sign-on' },
  slackName: { id: 'business.integrations.slackName', defaultMessage: 'Slack' },
  slackDoes: { id: 'business.integrations.slackDoes', defaultMessage: 'Trip approvals and updates as Slack messages.' },
  expensifyName: { id: 'business.integrations.expensifyName', defaultMessage: 'Expensify' },
  expensifyDoes: { id: 'business.integrations.expensifyDoes', defaultMessage: 'Bookings sent to Expensify as expenses.' },
  inboxName: { id: 'business.integrations.inboxName', defaultMessage: 'Inbox sync' },
  inboxDoes: { id: 'business.integrations.inboxDoes', defaultMessage: 'Trips booked elsewhere added from your travelers’ email.' },
  webhooksName: { id: 'business.integrations.webhooksName', defaultMessage: 'Webhooks' },
  webhooksDoes: { id: 'business.integrations.webhooksDoes', defaultMessage: 'Your own systems told about bookings and approvals.' },
  comesLater: { id: 'business.integrations.comesLater', defaultMessage: 'Connecting comes in a later release.' },
});

const permissionsDescriptors = defineMessages({
  title: { id: 'business.accountPermissions.title', defaultMessage: 'Account permissions' },
  intro: {
    id: 'business.accountPermissions.intro',
    defaultMessage: 'Choose who books and who sees trips in your company, and see what each role may do.',
  },
  loading: { id: 'business.accountPermissions.loading', defaultMessage: 'Loading account permissions…' },
  loadFailed: { id: 'business.accountPermissions.loadFailed', defaultMessage: 'We could not load the account permissions. Try again.' },
  switchesTitle: { id: 'business.accountPermissions.switchesTitle', defaultMessage: 'Booking and trips' },
  bookingSwitch: { id: 'business.accountPermissions.bookingSwitch', defaultMessage: 'Travel managers can book for travelers' },
  bookingOn: { id: 'business.accountPermissions.bookingOn', defaultMessage: 'Travelers book their own trips, and travel managers can book for them.' },
  bookingOff: { id: 'business.accountPermissions.bookingOff', defaultMessage: 'Only travelers book their own trips.' },
  visibilitySwitch: { id: 'business.accountPermissions.visibilitySwitch', defaultMessage: 'Travel managers can see travelers’ trips' },
  visibilityOn: { id: 'business.accountPermissions.visibilityOn', defaultMessage: 'Travelers and their travel managers see a trip.' },
  visibilityOff: { id: 'business.accountPermissions.visibilityOff', defaultMessage: 'Only the traveler sees their trips.' },
  savedBooking: { id: 'business.accountPermissions.savedBooking', defaultMessage: '{on, select, true {Travel managers can now book for travelers.} other {Only travelers book now.}}' },
  savedVisibility: { id: 'business.accountPermissions.savedVisibility', defaultMessage: '{on, select, true {Travel managers can now see travelers’ trips.} other {Only travelers see their trips now.}}' },
  rolesTitle: { id: 'business.accountPermissions.rolesTitle', defaultMessage: 'What each role may do' },
  rolesIntro: { id: 'business.accountPermissions.rolesIntro', defaultMessage: 'Built-in roles cannot be changed.' },
  rolesEdit: { id: 'business.accountPermissions.rolesEdit', defaultMessage: 'Change custom roles on the Roles page' },
  roleSummary: {
    id: 'business.accountPermissions.roleSummary',
    defaultMessage: '{users, plural, one {# user} other {# users}} · {permissions, plural, one {# permission} other {# permissions}}',
  },
  builtIn: { id: 'business.accountPermissions.builtIn', defaultMessage: 'Built-in' },
  custom: { id: 'business.accountPermissions.custom', defaultMessage: 'Custom' },
  noPermissions: { id: 'business.accountPermissions.noPermissions', defaultMessage: 'This role holds no permission.' },
  reserved: { id: 'business.accountPermissions.reserved', defaultMessage: '(not used yet)' },
});

const paymentDescriptors = defineMessages({
  title: { id: 'business.paymentOptions.title', defaultMessage: 'Payment methods' },
  intro: { id: 'business.paymentOptions.intro', defaultMessage: 'How your travelers pay for business trips.' },
  today: {
    id: 'business.paymentOptions.today',
    defaultMessage: 'Today each traveler pays with their own card when they book. Company cards, which travelers can pay with without seeing the card number, come in a later release.',
  },
  tierFlag: { id: 'business.paymentOptions.tierFlag', defaultMessage: 'Needs the {tier} plan' },
  tierNote: {
    id: 'business.paymentOptions.tierNote',
    defaultMessage: 'On your company’s plan, payment methods belong to the company settings: only people who manage company settings see this page.',
  },
  whoSees: {
    id: 'business.paymentOptions.whoSees',
    defaultMessage: 'People who may view or manage company payment methods see this page.',
  },
  tierName: { id: 'business.paymentOptions.tierName', defaultMessage: '{tier, select, biz {Biz} bizPlus {Biz+} enterprise {Enterprise} other {{tier}}}' },
});

export const settingsMessages: PlainMessages<typeof shared> = shared;
export const homepageMessagesMessages: PlainMessages<typeof homepageDescriptors> = homepageDescriptors;
export const integrationsMessages: PlainMessages<typeof integrationsDescriptors> = integrationsDescriptors;
export const accountPermissionsMessages: PlainMessages<typeof permissionsDescriptors> = permissionsDescriptors;
export const paymentOptionsMessages: PlainMessages<typeof paymentDescriptors> = paymentDescriptors;
