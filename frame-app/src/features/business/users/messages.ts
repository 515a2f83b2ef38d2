/**
 * Text of the admin hub's users page and invitations hub (issue #24 "Admin hub": users, invitations hub;
 * account-business-header-and-trips §2 admin page identifiers). react-intl descriptors; `defaultMessage` is the English
 * source, translations live in `app/i18n/catalogs/<lc>/business-users.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const usersDescriptors = defineMessages({
  title: { id: 'business.users.title', defaultMessage: 'Users' },
  searchLabel: { id: 'business.users.searchLabel', defaultMessage: 'Search by name or email' },
  loading: { id: 'business.users.loading', defaultMessage: 'Loading users…' },
  loadFailed: { id: 'business.users.loadFailed', defaultMessage: 'We could not load the users. Try again.' },
  tryAgain: { id: 'business.users.tryAgain', defaultMessage: 'Try again' },
  empty: { id: 'business.users.empty', defaultMessage: 'Your company has no users yet. Invite the first one.' },
  noMatch: { id: 'business.users.noMatch', defaultMessage: 'No user matches “{query}”.' },
  count: { id: 'business.users.count', defaultMessage: '{total, plural, one {# user} other {# users}}' },
  tableLabel: { id: 'business.users.tableLabel', defaultMessage: 'Company users' },
  colName: { id: 'business.users.colName', defaultMessage: 'Name' },
  colEmail: { id: 'business.users.colEmail', defaultMessage: 'Email' },
  colRole: { id: 'business.users.colRole', defaultMessage: 'Role' },
  colGroup: { id: 'business.users.colGroup', defaultMessage: 'Group' },
  colStatus: { id: 'business.users.colStatus', defaultMessage: 'Status' },
  colActions: { id: 'business.users.colActions', defaultMessage: 'Actions' },
  noName: { id: 'business.users.noName', defaultMessage: 'No name yet' },
  noGroup: { id: 'business.users.noGroup', defaultMessage: 'No group' },
  you: { id: 'business.users.you', defaultMessage: '(you)' },
  guest: { id: 'business.users.guest', defaultMessage: 'Guest' },
  statusActive: { id: 'business.users.statusActive', defaultMessage: 'Active' },
  statusDeactivated: { id: 'business.users.statusDeactivated', defaultMessage: 'Deactivated' },
  statusGuestExpired: { id: 'business.users.statusGuestExpired', defaultMessage: 'Guest access ended' },
  edit: { id: 'business.users.edit', defaultMessage: 'Edit {name}' },
  deactivate: { id: 'business.users.deactivate', defaultMessage: 'Deactivate {name}' },
  reactivate: { id: 'business.users.reactivate', defaultMessage: 'Reactivate {name}' },
  editShort: { id: 'business.users.editShort', defaultMessage: 'Edit' },
  deactivateShort: { id: 'business.users.deactivateShort', defaultMessage: 'Deactivate' },
  reactivateShort: { id: 'business.users.reactivateShort', defaultMessage: 'Reactivate' },
  previous: { id: 'business.users.previous', defaultMessage: 'Previous page' },
  next: { id: 'business.users.next', defaultMessage: 'Next page' },
  pageStatus: { id: 'business.users.pageStatus', defaultMessage: '{from}–{to} of {total}' },
  pagination: { id: 'business.users.pagination', defaultMessage: 'Pages of users' },
  // Edit dialog
  editTitle: { id: 'business.users.editTitle', defaultMessage: 'Edit {name}' },
  roleLabel: { id: 'business.users.roleLabel', defaultMessage: 'Role' },
  groupLabel: { id: 'business.users.groupLabel', defaultMessage: 'Group' },
  save: { id: 'business.users.save', defaultMessage: 'Save' },
  cancel: { id: 'business.users.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'business.users.saved', defaultMessage: '{name} was updated.' },
  // Deactivate / reactivate
  deactivateTitle: { id: 'business.users.deactivateTitle', defaultMessage: 'Deactivate {name}?' },
  deactivateBody: {
    id: 'business.users.deactivateBody',
    defaultMessage: '{email} will no longer be able to use your company’s business account, book or approve trips. You can reactivate them later.',
  },
  deactivateConfirm: { id: 'business.users.deactivateConfirm', defaultMessage: 'Yes, deactivate' },
  reactivateTitle: { id: 'business.users.reactivateTitle', defaultMessage: 'Reactivate {name}?' },
  reactivateBody: { id: 'business.users.reactivateBody', defaultMessage: '{email} will be able to use your company’s business account again with their role.' },
  reactivateConfirm: { id: 'business.users.reactivateConfirm', defaultMessage: 'Yes, reactivate' },
  keep: { id: 'business.users.keep', defaultMessage: 'Cancel' },
  working: { id: 'business.users.working', defaultMessage: 'Saving…' },
  deactivated: { id: 'business.users.deactivated', defaultMessage: '{name} was deactivated.' },
  reactivated: { id: 'business.users.reactivated', defaultMessage: '{name} was reactivated.' },
  lastAdmin: { id: 'business.users.lastAdmin', defaultMessage: 'Your company needs at least one active company admin.' },
  actionFailed: { id: 'business.users.actionFailed', defaultMessage: 'That did not work. Try again.' },
  // Invite dialog
  invite: { id: 'business.users.invite', defaultMessage: 'Invite user' },
  inviteTitle: { id: 'business.users.inviteTitle', defaultMessage: 'Invite a user' },
  inviteIntro: {
    id: 'business.users.inviteIntro',
    defaultMessage: 'We will email a link to join your company. The link works for {days} days.',
  },
  emailLabel: { id: 'business.users.emailLabel', defaultMessage: 'Email address' },
  emailInvalid: { id: 'business.users.emailInvalid', defaultMessage: 'Enter an email address like name@company.com.' },
  emailTaken: { id: 'business.users.emailTaken', defaultMessage: 'This person is already a user of your company or has a pending invitation.' },
  sendInvite: { id: 'business.users.sendInvite', defaultMessage: 'Send invitation' },
  invited: { id: 'business.users.invited', defaultMessage: 'Invitation sent to {email}.' },
  roleNotAllowed: { id: 'business.users.roleNotAllowed', defaultMessage: 'You cannot give this role.' },
});

const invitationsDescriptors = defineMessages({
  title: { id: 'business.invitations.title', defaultMessage: 'Invitations' },
  filterLabel: { id: 'business.invitations.filterLabel', defaultMessage: 'Show invitations' },
  filterPending: { id: 'business.invitations.filterPending', defaultMessage: 'Pending' },
  filterAccepted: { id: 'business.invitations.filterAccepted', defaultMessage: 'Accepted' },
  filterExpired: { id: 'business.invitations.filterExpired', defaultMessage: 'Expired' },
  filterAll: { id: 'business.invitations.filterAll', defaultMessage: 'All' },
  loading: { id: 'business.invitations.loading', defaultMessage: 'Loading invitations…' },
  loadFailed: { id: 'business.invitations.loadFailed', defaultMessage: 'We could not load the invitations. Try again.' },
  empty: {
    id: 'business.invitations.empty',
    defaultMessage: '{status, select, pending {No pending invitations.} accepted {No accepted invitations yet.} expired {No expired invitations.} other {No invitations yet.}}',
  },
  listLabel: { id: 'business.invitations.listLabel', defaultMessage: 'Invitations' },
  status: {
    id: 'business.invitations.status',
    defaultMessage: '{status, select, pending {Pending} accepted {Accepted} expired {Expired} revoked {Revoked} other {Unknown}}',
  },
  expires: { id: 'business.invitations.expires', defaultMessage: 'Link works until {date}' },
  expired: { id: 'business.invitations.expired', defaultMessage: 'Link expired on {date}' },
  acceptedOn: { id: 'business.invitations.acceptedOn', defaultMessage: 'Accepted on {date}' },
  sentOn: { id: 'business.invitations.sentOn', defaultMessage: 'Sent on {date}' },
  roleLine: { id: 'business.invitations.roleLine', defaultMessage: 'Role: {role}' },
  guestLine: { id: 'business.invitations.guestLine', defaultMessage: 'Guest for {days, plural, one {# day} other {# days}}' },
  resend: { id: 'business.invitations.resend', defaultMessage: 'Resend invitation to {email}' },
  resendShort: { id: 'business.invitations.resendShort', defaultMessage: 'Resend' },
  revoke: { id: 'business.invitations.revoke', defaultMessage: 'Revoke invitation to {email}' },
  revokeShort: { id: 'business.invitations.revokeShort', defaultMessage: 'Revoke' },
  resent: { id: 'business.invitations.resent', defaultMessage: 'A new link was sent to {email}.' },
  revokeTitle: { id: 'business.invitations.revokeTitle', defaultMessage: 'Revoke the invitation to {email}?' },
  revokeBody: { id: 'business.invitations.revokeBody', defaultMessage: 'The link in the invitation will stop working. You can invite this address again later.' },
  revokeConfirm: { id: 'business.invitations.revokeConfirm', defaultMessage: 'Yes, revoke' },
  revoked: { id: 'business.invitations.revoked', defaultMessage: 'The invitation to {email} was revoked.' },
});

export const usersMessages: PlainMessages<typeof usersDescriptors> = usersDescriptors;
export const invitationsMessages: PlainMessages<typeof invitationsDescriptors> = invitationsDescriptors;
