/**
 * Text of the approval pages (issue #25 "Approvals"; core-and-business §6). react-intl descriptors; `defaultMessage` is
 * the English source, translations live in `app/i18n/catalogs/<lc>/business-approvals.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

/** Shared by every approval page. */
const approvalsMessagesDescriptors = defineMessages({
  tryAgain: { id: 'business.approvals.tryAgain', defaultMessage: 'Try again' },
  cancel: { id: 'business.approvals.cancel', defaultMessage: 'Cancel' },
  save: { id: 'business.approvals.save', defaultMessage: 'Save' },
  saving: { id: 'business.approvals.saving', defaultMessage: 'Saving…' },
  saved: { id: 'business.approvals.saved', defaultMessage: 'Saved.' },
  loading: { id: 'business.approvals.loading', defaultMessage: 'Loading…' },
  actionFailed: { id: 'business.approvals.actionFailed', defaultMessage: 'That did not work. Try again.' },
});

/** The approval settings page. */
const settingsMessagesDescriptors = defineMessages({
  title: { id: 'business.approvals.settings.title', defaultMessage: 'Approval settings' },
  intro: {
    id: 'business.approvals.settings.intro',
    defaultMessage: 'Which bookings need approval is set per vertical in your travel policy. Here you choose how approval works.',
  },
  loadFailed: { id: 'business.approvals.settings.loadFailed', defaultMessage: 'We could not load the approval settings. Try again.' },
  type: { id: 'business.approvals.settings.type', defaultMessage: 'Approval type' },
  typeHard: { id: 'business.approvals.settings.typeHard', defaultMessage: 'Hard: held until approved' },
  typeHardHint: { id: 'business.approvals.settings.typeHardHint', defaultMessage: 'The booking keeps its price and seat while it waits. Declined or expired: cancelled without charge.' },
  typePassive: { id: 'business.approvals.settings.typePassive', defaultMessage: 'Passive: booked at once' },
  typePassiveHint: { id: 'business.approvals.settings.typePassiveHint', defaultMessage: 'The approver may cancel it within 24 hours. No answer keeps the booking.' },
  deadline: { id: 'business.approvals.settings.deadline', defaultMessage: 'Deadline (hours after the request)' },
  reminder: { id: 'business.approvals.settings.reminder', defaultMessage: 'Reminder (hours before the deadline, 0 for none)' },
  escalation: { id: 'business.approvals.settings.escalation', defaultMessage: 'Escalate to the backup approver (hours before the deadline, 0 for none)' },
  hoursInvalid: { id: 'business.approvals.settings.hoursInvalid', defaultMessage: 'Enter whole hours between {min} and {max}.' },
  beforeDeadline: { id: 'business.approvals.settings.beforeDeadline', defaultMessage: 'This must come before the deadline.' },
  defaultAction: { id: 'business.approvals.settings.defaultAction', defaultMessage: 'When nobody answers by the deadline' },
  defaultApprove: { id: 'business.approvals.settings.defaultApprove', defaultMessage: 'Approve (keep the booking)' },
  defaultDecline: { id: 'business.approvals.settings.defaultDecline', defaultMessage: 'Decline (cancel without charge)' },
  auto: { id: 'business.approvals.settings.auto', defaultMessage: 'Automatic approval' },
  autoOff: { id: 'business.approvals.settings.autoOff', defaultMessage: 'Off: an approver decides every request' },
  autoInPolicy: { id: 'business.approvals.settings.autoInPolicy', defaultMessage: 'Approve bookings within the travel policy' },
  autoAll: { id: 'business.approvals.settings.autoAll', defaultMessage: 'Approve everything (approvals off)' },
});

/** The approvers page. */
const approversMessagesDescriptors = defineMessages({
  title: { id: 'business.approvals.approvers.title', defaultMessage: 'Approvers' },
  intro: {
    id: 'business.approvals.approvers.intro',
    defaultMessage: 'Choose who approves the trips of each group, and a backup who is asked when the approver does not answer in time. Without a choice, the traveler’s own approver or manager decides.',
  },
  loadFailed: { id: 'business.approvals.approvers.loadFailed', defaultMessage: 'We could not load the approvers. Try again.' },
  empty: { id: 'business.approvals.approvers.empty', defaultMessage: 'Your company has no groups yet. Create groups first to name their approvers.' },
  listLabel: { id: 'business.approvals.approvers.listLabel', defaultMessage: 'Approvers per group' },
  approver: { id: 'business.approvals.approvers.approver', defaultMessage: 'Approver for {group}' },
  backup: { id: 'business.approvals.approvers.backup', defaultMessage: 'Backup approver for {group}' },
  byDefault: { id: 'business.approvals.approvers.byDefault', defaultMessage: 'The traveler’s approver or manager' },
  noBackup: { id: 'business.approvals.approvers.noBackup', defaultMessage: 'The traveler’s manager' },
  sameAsApprover: { id: 'business.approvals.approvers.sameAsApprover', defaultMessage: 'The backup of {group} must be someone other than its approver.' },
});

/** The trips-to-approve page. */
const tripsToApproveMessagesDescriptors = defineMessages({
  title: { id: 'business.approvals.trips.title', defaultMessage: 'Trips to approve' },
  pending: { id: 'business.approvals.trips.pending', defaultMessage: 'Waiting' },
  decided: { id: 'business.approvals.trips.decided', defaultMessage: 'Decided' },
  show: { id: 'business.approvals.trips.show', defaultMessage: 'Show' },
  loadFailed: { id: 'business.approvals.trips.loadFailed', defaultMessage: 'We could not load the trips to approve. Try again.' },
  emptyPending: { id: 'business.approvals.trips.emptyPending', defaultMessage: 'Nothing is waiting for your approval.' },
  emptyDecided: { id: 'business.approvals.trips.emptyDecided', defaultMessage: 'No decided trips yet.' },
  listLabel: { id: 'business.approvals.trips.listLabel', defaultMessage: 'Trips to approve' },
  traveler: { id: 'business.approvals.trips.traveler', defaultMessage: 'For {name}' },
  deadline: { id: 'business.approvals.trips.deadline', defaultMessage: 'Answer by {date}' },
  hard: { id: 'business.approvals.trips.hard', defaultMessage: 'Held until you answer' },
  passive: { id: 'business.approvals.trips.passive', defaultMessage: 'Booked; you may cancel it until the deadline' },
  escalated: { id: 'business.approvals.trips.escalated', defaultMessage: 'Escalated to the backup approver' },
  approve: { id: 'business.approvals.trips.approve', defaultMessage: 'Approve' },
  decline: { id: 'business.approvals.trips.decline', defaultMessage: 'Decline' },
  approveNamed: { id: 'business.approvals.trips.approveNamed', defaultMessage: 'Approve {title} for {name}' },
  declineNamed: { id: 'business.approvals.trips.declineNamed', defaultMessage: 'Decline {title} for {name}' },
  approveTitle: { id: 'business.approvals.trips.approveTitle', defaultMessage: 'Approve {title}?' },
  declineTitle: { id: 'business.approvals.trips.declineTitle', defaultMessage: 'Decline {title}?' },
  declineHint: { id: 'business.approvals.trips.declineHint', defaultMessage: 'The booking is cancelled without charge and {name} is told why.' },
  comment: { id: 'business.approvals.trips.comment', defaultMessage: 'Comment' },
  commentOptional: { id: 'business.approvals.trips.commentOptional', defaultMessage: 'Optional' },
  commentRequired: { id: 'business.approvals.trips.commentRequired', defaultMessage: 'Say why you decline (up to 500 characters).' },
  commentTooLong: { id: 'business.approvals.trips.commentTooLong', defaultMessage: 'Keep the comment to 500 characters.' },
  approved: { id: 'business.approvals.trips.approved', defaultMessage: '{title} for {name} was approved.' },
  declined: { id: 'business.approvals.trips.declined', defaultMessage: '{title} for {name} was declined.' },
  state: {
    id: 'business.approvals.trips.state',
    defaultMessage: '{state, select, APPROVED {Approved} DECLINED {Declined} EXPIRED {Expired} CANCELLED {Withdrawn} other {Waiting}}',
  },
  decidedBy: { id: 'business.approvals.trips.decidedBy', defaultMessage: 'by {name}' },
  notYours: { id: 'business.approvals.trips.notYours', defaultMessage: 'You cannot decide this request.' },
  closed: { id: 'business.approvals.trips.closed', defaultMessage: 'This request was decided already or its deadline has passed.' },
  linkFailed: { id: 'business.approvals.trips.linkFailed', defaultMessage: 'We could not open the request from your link. It may belong to another company or be gone.' },
});

/** The trips-to-book page. */
const tripsToBookMessagesDescriptors = defineMessages({
  title: { id: 'business.approvals.book.title', defaultMessage: 'Trips to book' },
  intro: { id: 'business.approvals.book.intro', defaultMessage: 'Travelers ask you to book these trips for them. Book for the traveler, then mark the request as booked with the booking reference.' },
  open: { id: 'business.approvals.book.open', defaultMessage: 'Open' },
  closed: { id: 'business.approvals.book.closed', defaultMessage: 'Closed' },
  show: { id: 'business.approvals.book.show', defaultMessage: 'Show' },
  loadFailed: { id: 'business.approvals.book.loadFailed', defaultMessage: 'We could not load the trips to book. Try again.' },
  emptyOpen: { id: 'business.approvals.book.emptyOpen', defaultMessage: 'No trips are waiting to be booked.' },
  emptyClosed: { id: 'business.approvals.book.emptyClosed', defaultMessage: 'No closed requests yet.' },
  listLabel: { id: 'business.approvals.book.listLabel', defaultMessage: 'Trips to book' },
  requester: { id: 'business.approvals.book.requester', defaultMessage: 'For {name}' },
  dates: { id: 'business.approvals.book.dates', defaultMessage: '{start} – {end}' },
  vertical: {
    id: 'business.approvals.book.vertical',
    defaultMessage: '{vertical, select, flights {Flight} hotels {Hotel} cars {Car} trains {Train} packages {Package} other {Trip}}',
  },
  fulfil: { id: 'business.approvals.book.fulfil', defaultMessage: 'Mark as booked' },
  fulfilNamed: { id: 'business.approvals.book.fulfilNamed', defaultMessage: 'Mark the request of {name} as booked' },
  fulfilTitle: { id: 'business.approvals.book.fulfilTitle', defaultMessage: 'Which booking did you make for {name}?' },
  reference: { id: 'business.approvals.book.reference', defaultMessage: 'Booking reference' },
  referenceInvalid: { id: 'business.approvals.book.referenceInvalid', defaultMessage: 'Enter the booking reference (4 to 32 characters).' },
  referenceRefused: { id: 'business.approvals.book.referenceRefused', defaultMessage: 'This booking is not one made for {name}.' },
  fulfilled: { id: 'business.approvals.book.fulfilled', defaultMessage: 'The request of {name} is marked as booked.' },
  bookedAs: { id: 'business.approvals.book.bookedAs', defaultMessage: 'Booked as {reference}' },
  cancelledState: { id: 'business.approvals.book.cancelledState', defaultMessage: 'Withdrawn by the traveler' },
});

export const approvalsMessages: PlainMessages<typeof approvalsMessagesDescriptors> = approvalsMessagesDescriptors;
export const settingsMessages: PlainMessages<typeof settingsMessagesDescriptors> = settingsMessagesDescriptors;
export const approversMessages: PlainMessages<typeof approversMessagesDescriptors> = approversMessagesDescriptors;
export const tripsToApproveMessages: PlainMessages<typeof tripsToApproveMessagesDescriptors> = tripsToApproveMessagesDescriptors;
export const tripsToBookMessages: PlainMessages<typeof tripsToBookMessagesDescriptors> = tripsToBookMessagesDescriptors;
