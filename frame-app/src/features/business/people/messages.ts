/**
 * Text of the admin hub's groups and roles pages (issue #24 "Admin hub": groups, roles; core-and-business §6 admin hub
 * pages). react-intl descriptors; `defaultMessage` is the English source, translations live in
 * `app/i18n/catalogs/<lc>/business-people.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const commonDescriptors = defineMessages({
  tryAgain: { id: 'business.people.tryAgain', defaultMessage: 'Try again' },
  cancel: { id: 'business.people.cancel', defaultMessage: 'Cancel' },
  save: { id: 'business.people.save', defaultMessage: 'Save' },
  keep: { id: 'business.people.keep', defaultMessage: 'Keep it' },
  working: { id: 'business.people.working', defaultMessage: 'Saving…' },
  actionFailed: { id: 'business.people.actionFailed', defaultMessage: 'That did not work. Try again.' },
  nameLabel: { id: 'business.people.nameLabel', defaultMessage: 'Name' },
  nameRequired: { id: 'business.people.nameRequired', defaultMessage: 'Enter a name of up to 200 characters.' },
  editShort: { id: 'business.people.editShort', defaultMessage: 'Edit' },
  renameShort: { id: 'business.people.renameShort', defaultMessage: 'Rename' },
  deleteShort: { id: 'business.people.deleteShort', defaultMessage: 'Delete' },
  members: { id: 'business.people.members', defaultMessage: '{count, plural, =0 {No users} one {# user} other {# users}}' },
});

const groupsDescriptors = defineMessages({
  title: { id: 'business.groups.title', defaultMessage: 'Groups' },
  intro: {
    id: 'business.groups.intro',
    defaultMessage: 'Groups sort your travelers, for example by seniority, so travel policies can differ between them. Each user belongs to one group at most.',
  },
  create: { id: 'business.groups.create', defaultMessage: 'New group' },
  createTitle: { id: 'business.groups.createTitle', defaultMessage: 'New group' },
  renameTitle: { id: 'business.groups.renameTitle', defaultMessage: 'Rename {name}' },
  rename: { id: 'business.groups.rename', defaultMessage: 'Rename group {name}' },
  delete: { id: 'business.groups.delete', defaultMessage: 'Delete group {name}' },
  loading: { id: 'business.groups.loading', defaultMessage: 'Loading groups…' },
  loadFailed: { id: 'business.groups.loadFailed', defaultMessage: 'We could not load the groups. Try again.' },
  empty: { id: 'business.groups.empty', defaultMessage: 'Your company has no groups yet. Create the first one.' },
  listLabel: { id: 'business.groups.listLabel', defaultMessage: 'Company groups' },
  nameTaken: { id: 'business.groups.nameTaken', defaultMessage: 'Your company already has a group with this name.' },
  created: { id: 'business.groups.created', defaultMessage: 'Group {name} was created.' },
  renamed: { id: 'business.groups.renamed', defaultMessage: 'The group is now called {name}.' },
  deleteTitle: { id: 'business.groups.deleteTitle', defaultMessage: 'Delete group {name}?' },
  deleteBody: {
    id: 'business.groups.deleteBody',
    defaultMessage: '{count, plural, =0 {Nobody is in this group.} one {The # user in this group will have no group. They keep their role.} other {The # users in this group will have no group. They keep their roles.}}',
  },
  deleteConfirm: { id: 'business.groups.deleteConfirm', defaultMessage: 'Yes, delete' },
  deleted: { id: 'business.groups.deleted', defaultMessage: 'Group {name} was deleted.' },
});

const rolesDescriptors = defineMessages({
  title: { id: 'business.roles.title', defaultMessage: 'Roles' },
  intro: {
    id: 'business.roles.intro',
    defaultMessage: 'A role is a set of permissions. The built-in roles cannot be changed; a custom role holds a set of permissions no other role has.',
  },
  create: { id: 'business.roles.create', defaultMessage: 'New role' },
  createTitle: { id: 'business.roles.createTitle', defaultMessage: 'New custom role' },
  editTitle: { id: 'business.roles.editTitle', defaultMessage: 'Edit role {name}' },
  edit: { id: 'business.roles.edit', defaultMessage: 'Edit role {name}' },
  delete: { id: 'business.roles.delete', defaultMessage: 'Delete role {name}' },
  loading: { id: 'business.roles.loading', defaultMessage: 'Loading roles…' },
  loadFailed: { id: 'business.roles.loadFailed', defaultMessage: 'We could not load the roles. Try again.' },
  builtInHeading: { id: 'business.roles.builtInHeading', defaultMessage: 'Built-in roles' },
  customHeading: { id: 'business.roles.customHeading', defaultMessage: 'Custom roles' },
  noCustom: { id: 'business.roles.noCustom', defaultMessage: 'No custom roles yet. Create one when no built-in role fits.' },
  builtInBadge: { id: 'business.roles.builtInBadge', defaultMessage: 'Built-in, read-only' },
  permissionCount: { id: 'business.roles.permissionCount', defaultMessage: '{count, plural, one {# permission} other {# permissions}}' },
  showPermissions: { id: 'business.roles.showPermissions', defaultMessage: 'Permissions of {name}' },
  permissionsLabel: { id: 'business.roles.permissionsLabel', defaultMessage: 'Permissions' },
  permissionsHint: { id: 'business.roles.permissionsHint', defaultMessage: '{count, plural, =0 {Choose at least one permission.} one {# permission chosen.} other {# permissions chosen.}}' },
  permissionsRequired: { id: 'business.roles.permissionsRequired', defaultMessage: 'Choose at least one permission.' },
  permissionsDuplicate: {
    id: 'business.roles.permissionsDuplicate',
    defaultMessage: 'Another role already has exactly these permissions. Permission sets must be unique: add or remove a permission, or use that role.',
  },
  permissionsDuplicateOf: {
    id: 'business.roles.permissionsDuplicateOf',
    defaultMessage: 'The role “{role}” already has exactly these permissions. Permission sets must be unique: add or remove a permission, or use that role.',
  },
  nameTaken: { id: 'business.roles.nameTaken', defaultMessage: 'Your company already has a role with this name.' },
  notAllowed: { id: 'business.roles.notAllowed', defaultMessage: 'You cannot give a role a permission you do not hold yourself.' },
  inUse: { id: 'business.roles.inUse', defaultMessage: 'Somebody still holds this role. Give them another role first, then delete it.' },
  created: { id: 'business.roles.created', defaultMessage: 'Role {name} was created.' },
  saved: { id: 'business.roles.saved', defaultMessage: 'Role {name} was saved.' },
  deleteTitle: { id: 'business.roles.deleteTitle', defaultMessage: 'Delete role {name}?' },
  deleteBody: { id: 'business.roles.deleteBody', defaultMessage: 'The role and its permission set are removed. Nobody holds it now.' },
  deleteConfirm: { id: 'business.roles.deleteConfirm', defaultMessage: 'Yes, delete' },
  deleted: { id: 'business.roles.deleted', defaultMessage: 'Role {name} was deleted.' },
  section: {
    id: 'business.roles.section',
    defaultMessage: '{section, select, booking {Booking} approvals {Approvals} people {Users and profiles} company {Company settings} reporting {Reporting and duty of care} events {Events} other {Other}}',
  },
});

export const peopleMessages: PlainMessages<typeof commonDescriptors> = commonDescriptors;
export const groupsMessages: PlainMessages<typeof groupsDescriptors> = groupsDescriptors;
export const rolesMessages: PlainMessages<typeof rolesDescriptors> = rolesDescriptors;
