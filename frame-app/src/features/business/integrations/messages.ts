/**
 * Text of the integrations' admin panels on `/business/integrations` and of the trip page's "Send to expense system"
 * (issue #26 "Integrations"). react-intl descriptors; `defaultMessage` is the English source, translations live in
 * `app/i18n/catalogs/<lc>/business-integrations.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const panelDescriptors = defineMessages({
  connected: { id: 'business.integrations.connected', defaultMessage: 'Connected' },
  loadFailed: { id: 'business.integrations.loadFailed', defaultMessage: 'The integrations could not be loaded.' },
  loading: { id: 'business.integrations.loading', defaultMessage: 'Loading integrations…' },
  expenseTitle: { id: 'business.integrations.expenseTitle', defaultMessage: 'Expense systems' },
  expenseIntro: {
    id: 'business.integrations.expenseIntro',
    defaultMessage: 'Travelers send a trip’s receipts to one of these systems from the trip page. Each receives a signed JSON webhook.',
  },
  expenseEmpty: { id: 'business.integrations.expenseEmpty', defaultMessage: 'No expense system yet. Add one to let travelers send their receipts.' },
  expenseListLabel: { id: 'business.integrations.expenseListLabel', defaultMessage: 'Expense systems' },
  addSystem: { id: 'business.integrations.addSystem', defaultMessage: 'Add expense system' },
  addSystemTitle: { id: 'business.integrations.addSystemTitle', defaultMessage: 'Add an expense system' },
  editSystemTitle: { id: 'business.integrations.editSystemTitle', defaultMessage: 'Edit {name}' },
  defaultBadge: { id: 'business.integrations.defaultBadge', defaultMessage: 'Default' },
  codeLabel: { id: 'business.integrations.codeLabel', defaultMessage: 'Code' },
  codeHelp: { id: 'business.integrations.codeHelp', defaultMessage: '2 to 32 letters, digits, - or _. Trips are sent with it; it cannot change later.' },
  codeInvalid: { id: 'business.integrations.codeInvalid', defaultMessage: 'Use 2 to 32 letters, digits, - or _.' },
  codeTaken: { id: 'business.integrations.codeTaken', defaultMessage: 'Another expense system has this code.' },
  nameLabel: { id: 'business.integrations.nameLabel', defaultMessage: 'Name' },
  nameInvalid: { id: 'business.integrations.nameInvalid', defaultMessage: 'Enter a name of at most 60 characters.' },
  urlLabel: { id: 'business.integrations.urlLabel', defaultMessage: 'Webhook URL' },
  urlHelp: { id: 'business.integrations.urlHelp', defaultMessage: 'An https:// address on the public internet.' },
  urlInvalid: { id: 'business.integrations.urlInvalid', defaultMessage: 'Enter an https:// URL.' },
  urlRefused: { id: 'business.integrations.urlRefused', defaultMessage: 'This address cannot be used: {reason}' },
  defaultLabel: { id: 'business.integrations.defaultLabel', defaultMessage: 'Default system (used when a trip is sent without choosing one)' },
  defaultRequired: { id: 'business.integrations.defaultRequired', defaultMessage: 'Make another system the default first.' },
  secretHint: { id: 'business.integrations.secretHint', defaultMessage: 'Signing secret ending in {hint}' },
  edit: { id: 'business.integrations.edit', defaultMessage: 'Edit {name}' },
  editShort: { id: 'business.integrations.editShort', defaultMessage: 'Edit' },
  rotate: { id: 'business.integrations.rotate', defaultMessage: 'New signing secret for {name}' },
  rotateShort: { id: 'business.integrations.rotateShort', defaultMessage: 'New secret' },
  rotateTitle: { id: 'business.integrations.rotateTitle', defaultMessage: 'Replace the signing secret?' },
  rotateText: {
    id: 'business.integrations.rotateText',
    defaultMessage: 'Deliveries to {name} are signed with the new secret from now on. Update the receiving system, or it will refuse them.',
  },
  rotateConfirm: { id: 'business.integrations.rotateConfirm', defaultMessage: 'Replace secret' },
  remove: { id: 'business.integrations.remove', defaultMessage: 'Remove {name}' },
  removeShort: { id: 'business.integrations.removeShort', defaultMessage: 'Remove' },
  removeTitle: { id: 'business.integrations.removeTitle', defaultMessage: 'Remove {name}?' },
  removeText: { id: 'business.integrations.removeText', defaultMessage: 'Trips can no longer be sent to it, and deliveries still waiting are not sent.' },
  secretTitle: { id: 'business.integrations.secretTitle', defaultMessage: 'Signing secret for {name}' },
  secretText: {
    id: 'business.integrations.secretText',
    defaultMessage: 'Copy it into the receiving system now: it is not shown again. Each delivery carries an X-Travel-Signature header: t=(unix time),v1=(HMAC-SHA256 of “t.body” with this secret, hex).',
  },
  secretLabel: { id: 'business.integrations.secretLabel', defaultMessage: 'Signing secret' },
  copy: { id: 'business.integrations.copy', defaultMessage: 'Copy' },
  copied: { id: 'business.integrations.copied', defaultMessage: 'Copied' },
  done: { id: 'business.integrations.done', defaultMessage: 'Done' },
  systemAdded: { id: 'business.integrations.systemAdded', defaultMessage: 'Expense system added.' },
  systemSaved: { id: 'business.integrations.systemSaved', defaultMessage: 'Expense system saved.' },
  systemRemoved: { id: 'business.integrations.systemRemoved', defaultMessage: 'Expense system removed.' },
  secretRotated: { id: 'business.integrations.secretRotated', defaultMessage: 'Signing secret replaced.' },
  slackTitle: { id: 'business.integrations.slackTitle', defaultMessage: 'Slack notifications' },
  slackIntro: {
    id: 'business.integrations.slackIntro',
    defaultMessage: 'Posts to a Slack channel through an incoming webhook: approval requests and decisions, and bookings outside the travel policy.',
  },
  slackUrlLabel: { id: 'business.integrations.slackUrlLabel', defaultMessage: 'Slack incoming webhook URL' },
  slackUrlKeep: { id: 'business.integrations.slackUrlKeep', defaultMessage: 'Connected to {hint}. Leave empty to keep it.' },
  slackApprovals: { id: 'business.integrations.slackApprovals', defaultMessage: 'Approval requests and decisions' },
  slackOutOfPolicy: { id: 'business.integrations.slackOutOfPolicy', defaultMessage: 'Bookings outside the travel policy' },
  slackSave: { id: 'business.integrations.slackSave', defaultMessage: 'Save Slack settings' },
  slackConnect: { id: 'business.integrations.slackConnect', defaultMessage: 'Connect Slack' },
  slackSaved: { id: 'business.integrations.slackSaved', defaultMessage: 'Slack settings saved.' },
  slackTest: { id: 'business.integrations.slackTest', defaultMessage: 'Send a test message' },
  slackTestQueued: { id: 'business.integrations.slackTestQueued', defaultMessage: 'Test message queued. It appears under Recent deliveries.' },
  slackDisconnect: { id: 'business.integrations.slackDisconnect', defaultMessage: 'Disconnect Slack' },
  slackDisconnectTitle: { id: 'business.integrations.slackDisconnectTitle', defaultMessage: 'Disconnect Slack?' },
  slackDisconnectText: { id: 'business.integrations.slackDisconnectText', defaultMessage: 'No more notifications are posted, and messages still waiting are not sent.' },
  slackDisconnected: { id: 'business.integrations.slackDisconnected', defaultMessage: 'Slack disconnected.' },
  slackUrlRequired: { id: 'business.integrations.slackUrlRequired', defaultMessage: 'Enter the webhook URL Slack gave you.' },
  notOnPlanPanel: { id: 'business.integrations.notOnPlanPanel', defaultMessage: '{name} is not part of your company’s plan.' },
  deliveriesTitle: { id: 'business.integrations.deliveriesTitle', defaultMessage: 'Recent deliveries' },
  deliveriesEmpty: { id: 'business.integrations.deliveriesEmpty', defaultMessage: 'Nothing sent yet.' },
  deliveriesLabel: { id: 'business.integrations.deliveriesLabel', defaultMessage: 'Recent deliveries' },
  refresh: { id: 'business.integrations.refresh', defaultMessage: 'Refresh' },
  event: {
    id: 'business.integrations.event',
    defaultMessage: '{event, select, trip_expense {Trip receipts} approval_requested {Approval request} approval_decided {Approval decision} booking_outOfPolicy {Out-of-policy booking} slack_test {Test message} other {{event}}}',
  },
});

const sharedDescriptors = defineMessages({
  state: {
    id: 'business.integrations.state',
    defaultMessage: '{state, select, PENDING {Waiting to send} RETRYING {Retrying} DELIVERED {Delivered} FAILED {Failed} other {{state}}}',
  },
  attempts: { id: 'business.integrations.attempts', defaultMessage: '{count, plural, one {# attempt} other {# attempts}}' },
  lastError: { id: 'business.integrations.lastError', defaultMessage: 'Last error: {error}' },
  nextAttempt: { id: 'business.integrations.nextAttempt', defaultMessage: 'Next attempt {time}' },
});

const tripDescriptors = defineMessages({
  title: { id: 'business.expense.title', defaultMessage: 'Expenses' },
  loading: { id: 'business.expense.loading', defaultMessage: 'Loading expense status…' },
  send: { id: 'business.expense.send', defaultMessage: 'Send to expense system' },
  sendAgain: { id: 'business.expense.sendAgain', defaultMessage: 'Send again' },
  sending: { id: 'business.expense.sending', defaultMessage: 'Sending…' },
  systemLabel: { id: 'business.expense.systemLabel', defaultMessage: 'Expense system' },
  defaultSuffix: { id: 'business.expense.defaultSuffix', defaultMessage: '{name} (default)' },
  none: { id: 'business.expense.none', defaultMessage: 'Your company has not set up an expense system yet.' },
  never: { id: 'business.expense.never', defaultMessage: 'Not sent yet.' },
  queued: { id: 'business.expense.queued', defaultMessage: 'Sent to the queue for {name}.' },
  loadFailed: { id: 'business.expense.loadFailed', defaultMessage: 'The expense status could not be loaded.' },
  sendFailed: { id: 'business.expense.sendFailed', defaultMessage: 'The trip could not be sent. Try again.' },
  noBookings: { id: 'business.expense.noBookings', defaultMessage: 'This trip has no bookings to send yet.' },
  refresh: { id: 'business.expense.refresh', defaultMessage: 'Refresh expense status' },
  tryAgain: { id: 'business.expense.tryAgain', defaultMessage: 'Try again' },
});

export const integrationPanelMessages: PlainMessages<typeof panelDescriptors> = panelDescriptors;
export const deliveryMessages: PlainMessages<typeof sharedDescriptors> = sharedDescriptors;
export const expenseTripMessages: PlainMessages<typeof tripDescriptors> = tripDescriptors;
