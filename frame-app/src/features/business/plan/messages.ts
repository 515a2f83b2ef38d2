/**
 * Text of the Biz+ upgrade page, the company deletion section of the company general page and the page the deletion
 * email opens (issue #24 "Admin hub": biz-plus upgrade, company deletion; account-business-header-and-trips §7 tier
 * upgrade and status, bizPlus sendConfirmation, sendDeletionEmail, DELETE /{confirmationCode}/{requestTime}/{token}).
 * react-intl descriptors; `defaultMessage` is the English source, the translations live in
 * `app/i18n/catalogs/<lc>/business-onboarding.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const planDescriptors = defineMessages({
  intro: { id: 'business.plan.intro', defaultMessage: 'Your company’s plan decides which business features everyone in it can use.' },
  currentPlan: { id: 'business.plan.current', defaultMessage: 'Current plan' },
  tierName: { id: 'business.plan.tierName', defaultMessage: '{tier, select, biz {Biz} bizPlus {Biz+} enterprise {Enterprise} other {{tier}}}' },
  adds: { id: 'business.plan.adds', defaultMessage: 'What {tier, select, bizPlus {Biz+} enterprise {Enterprise} other {{tier}}} adds' },
  feature: {
    id: 'business.plan.feature',
    defaultMessage: '{feature, select, REPORTING {Reporting: spend and trips across the company} COMPANY_TRAVEL_ACTIVITY {Company travel activity: who travels where} TRIP_REPORTING_FIELDS {Trip reporting fields: cost centres and project codes on every trip} SLACK_INTEGRATION {Slack: trip updates and approvals in Slack} EXPENSIFY_INTEGRATION {Expensify: bookings sent to expenses} SSO_INTEGRATION {Single sign-on with your identity provider} other {{feature}}}',
  },
  upgrade: { id: 'business.plan.upgrade', defaultMessage: 'Upgrade to Biz+' },
  upgradeTitle: { id: 'business.plan.upgradeTitle', defaultMessage: 'Upgrade {company} to Biz+?' },
  upgradeBody: { id: 'business.plan.upgradeBody', defaultMessage: 'The Biz+ features are on for everyone in the company as soon as you upgrade. We email you a receipt.' },
  upgradeConfirm: { id: 'business.plan.upgradeConfirm', defaultMessage: 'Upgrade now' },
  cancel: { id: 'business.plan.cancel', defaultMessage: 'Cancel' },
  working: { id: 'business.plan.working', defaultMessage: 'Working…' },
  upgraded: { id: 'business.plan.upgraded', defaultMessage: 'Your company is on Biz+ now.' },
  awaitingEmail: { id: 'business.plan.awaitingEmail', defaultMessage: 'Your Biz+ signup waits for its confirmation: open the link we emailed you.' },
  resendConfirmation: { id: 'business.plan.resendConfirmation', defaultMessage: 'Resend confirmation email' },
  confirmationSent: { id: 'business.plan.confirmationSent', defaultMessage: 'We emailed you a new confirmation link.' },
  onBizPlus: { id: 'business.plan.onBizPlus', defaultMessage: 'Your company has Biz+.' },
  since: { id: 'business.plan.since', defaultMessage: 'Upgraded on {date}.' },
  askEnterprise: { id: 'business.plan.askEnterprise', defaultMessage: 'Ask about Enterprise' },
  enterpriseRequested: { id: 'business.plan.enterpriseRequested', defaultMessage: 'You asked for Enterprise on {date}. Our team will contact you.' },
  onEnterprise: { id: 'business.plan.onEnterprise', defaultMessage: 'Your company has every business feature.' },
  loadFailed: { id: 'business.plan.loadFailed', defaultMessage: 'We could not load your plan.' },
  tryAgain: { id: 'business.plan.tryAgain', defaultMessage: 'Try again' },
  actionFailed: { id: 'business.plan.actionFailed', defaultMessage: 'That did not work. Try again.' },
  confirmTitle: { id: 'business.plan.confirmTitle', defaultMessage: 'Confirm the Biz+ upgrade' },
  confirmBody: { id: 'business.plan.confirmBody', defaultMessage: 'Confirm that {company} moves to Biz+. The Biz+ features turn on for everyone in the company.' },
  confirmButton: { id: 'business.plan.confirmButton', defaultMessage: 'Confirm the upgrade' },
  linkUsed: { id: 'business.plan.linkUsed', defaultMessage: 'This confirmation link was used already or is not valid any more.' },
  linkMissing: { id: 'business.plan.linkMissing', defaultMessage: 'This link is incomplete: open it from the email as it is.' },
  toPlan: { id: 'business.plan.toPlan', defaultMessage: 'See your plan' },
});

const deletionDescriptors = defineMessages({
  sectionTitle: { id: 'business.deletion.sectionTitle', defaultMessage: 'Delete company' },
  sectionBody: {
    id: 'business.deletion.sectionBody',
    defaultMessage: 'Deleting {company} ends every business profile in it: nobody can book, approve or manage its trips any more. Personal accounts stay.',
  },
  open: { id: 'business.deletion.open', defaultMessage: 'Delete company…' },
  dialogTitle: { id: 'business.deletion.dialogTitle', defaultMessage: 'Delete {company}?' },
  dialogBody: {
    id: 'business.deletion.dialogBody',
    defaultMessage: 'We email you a link first. Nothing is deleted until you open it and confirm, within 24 hours.',
  },
  sendLink: { id: 'business.deletion.sendLink', defaultMessage: 'Email me the link' },
  keep: { id: 'business.deletion.keep', defaultMessage: 'Keep the company' },
  sending: { id: 'business.deletion.sending', defaultMessage: 'Sending…' },
  sent: { id: 'business.deletion.sent', defaultMessage: 'We emailed you the deletion link. It works for 24 hours.' },
  sendFailed: { id: 'business.deletion.sendFailed', defaultMessage: 'We could not send the deletion link. Try again.' },
  confirmTitle: { id: 'business.deletion.confirmTitle', defaultMessage: 'Delete your company' },
  confirmBody: {
    id: 'business.deletion.confirmBody',
    defaultMessage: 'You asked to delete {company}. This ends every business profile in it and cannot be undone.',
  },
  confirm: { id: 'business.deletion.confirm', defaultMessage: 'Delete {company}' },
  deleting: { id: 'business.deletion.deleting', defaultMessage: 'Deleting…' },
  done: { id: 'business.deletion.done', defaultMessage: '{company} is deleted. Your personal account stays.' },
  expired: { id: 'business.deletion.expired', defaultMessage: 'This link has expired. Ask for a new one on the company page.' },
  used: { id: 'business.deletion.used', defaultMessage: 'This link was used already or is not valid any more.' },
  invalid: { id: 'business.deletion.invalid', defaultMessage: 'This link is not valid. Open the link from the email as it is, or ask for a new one.' },
  toCompany: { id: 'business.deletion.toCompany', defaultMessage: 'Back to company settings' },
  toFrontDoor: { id: 'business.deletion.toFrontDoor', defaultMessage: 'Go to search' },
});

export const planMessages: PlainMessages<typeof planDescriptors> = planDescriptors;
export const deletionMessages: PlainMessages<typeof deletionDescriptors> = deletionDescriptors;
