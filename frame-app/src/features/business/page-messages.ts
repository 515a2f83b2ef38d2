/**
 * The admin hub pages' titles and what each page will do (account-business-header-and-trips §2 "Business admin page
 * identifiers in the menus"; core-and-business §6 table), keyed by the contract's AdminPageId. The English titles are
 * the contract table's (business-pages.ts ADMIN_PAGES); the vertical rules pages share one title per kind and name
 * their vertical in the group heading above them.
 *
 * {@link ADMIN_PAGE_BUILDER} names, for each page not built yet, which part of the business edition builds it (the
 * "honest empty state" of issue #24): part 1's admin calls (users, groups, roles, invitations...: another change of
 * issue #24 adds their APIs), part 2 (booking for others), part 3 (travel policy, approvals, company payment,
 * webhooks), part 4 (reporting, traveler tracking, single sign-on). `null`: the page is built (company general).
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AdminPageId } from '@travel/contract';

const t = defineMessages({
  adminHub: { id: 'business.page.adminHub', defaultMessage: 'Admin hub' },
  companyInformation: { id: 'business.page.companyInformation', defaultMessage: 'Company information' },
  companyGeneral: { id: 'business.page.companyGeneral', defaultMessage: 'General' },
  companyEmailDomains: { id: 'business.page.companyEmailDomains', defaultMessage: 'Email domains' },
  companyOffices: { id: 'business.page.companyOffices', defaultMessage: 'Offices' },
  companyEntities: { id: 'business.page.companyEntities', defaultMessage: 'Entities' },
  companyCorporateMemberships: { id: 'business.page.companyCorporateMemberships', defaultMessage: 'Programs' },
  policies: { id: 'business.page.policies', defaultMessage: 'Policies' },
  flightRules: { id: 'business.page.flightRules', defaultMessage: 'Flight rules' },
  hotelRules: { id: 'business.page.hotelRules', defaultMessage: 'Hotel rules' },
  trainRules: { id: 'business.page.trainRules', defaultMessage: 'Train rules' },
  carRules: { id: 'business.page.carRules', defaultMessage: 'Car rules' },
  rulesPolicies: { id: 'business.page.rulesPolicies', defaultMessage: 'Policies' },
  rulesRestrictions: { id: 'business.page.rulesRestrictions', defaultMessage: 'Restrictions' },
  rulesPreferences: { id: 'business.page.rulesPreferences', defaultMessage: 'Preferences' },
  rulesAdvancedRules: { id: 'business.page.rulesAdvancedRules', defaultMessage: 'Advanced rules' },
  userManagement: { id: 'business.page.userManagement', defaultMessage: 'User management' },
  users: { id: 'business.page.users', defaultMessage: 'Users' },
  groups: { id: 'business.page.groups', defaultMessage: 'Groups' },
  roles: { id: 'business.page.roles', defaultMessage: 'Roles' },
  invitations: { id: 'business.page.invitations', defaultMessage: 'Invitations' },
  approvals: { id: 'business.page.approvals', defaultMessage: 'Approvals' },
  approvalSettings: { id: 'business.page.approvalSettings', defaultMessage: 'Approval settings' },
  approvers: { id: 'business.page.approvers', defaultMessage: 'Approvers' },
  paymentMethods: { id: 'business.page.paymentMethods', defaultMessage: 'Payment methods' },
  tripReportingFields: { id: 'business.page.tripReportingFields', defaultMessage: 'Trip reporting fields' },
  integrations: { id: 'business.page.integrations', defaultMessage: 'Integrations' },
  sso: { id: 'business.page.sso', defaultMessage: 'Single sign-on' },
  homepageMessages: { id: 'business.page.homepageMessages', defaultMessage: 'Homepage messages' },
  accountPermissions: { id: 'business.page.accountPermissions', defaultMessage: 'Account permissions' },
  travelerTracker: { id: 'business.page.travelerTracker', defaultMessage: 'Traveler tracker' },
  tripsToApprove: { id: 'business.page.tripsToApprove', defaultMessage: 'Trips to approve' },
  tripsToBook: { id: 'business.page.tripsToBook', defaultMessage: 'Trips to book' },
  reporting: { id: 'business.page.reporting', defaultMessage: 'Reporting' },
  eventHub: { id: 'business.page.eventHub', defaultMessage: 'Event hub' },
  bizPlusUpgrade: { id: 'business.page.bizPlusUpgrade', defaultMessage: 'Biz+ upgrade' },
});

const d = defineMessages({
  companyEmailDomains: { id: 'business.does.companyEmailDomains', defaultMessage: 'List the email domains of your company, so colleagues who sign up with them join it.' },
  companyOffices: { id: 'business.does.companyOffices', defaultMessage: 'Add your offices, so travelers and policies can refer to them.' },
  companyEntities: { id: 'business.does.companyEntities', defaultMessage: 'Add the legal entities trips are invoiced to.' },
  companyCorporateMemberships: { id: 'business.does.companyCorporateMemberships', defaultMessage: 'Add your corporate loyalty programs and negotiated rates.' },
  rulesPolicies: { id: 'business.does.rulesPolicies', defaultMessage: 'Set what travelers may book: price limits, cabin or room class, per traveler group.' },
  rulesRestrictions: { id: 'business.does.rulesRestrictions', defaultMessage: 'Block suppliers, places or fares your company does not allow.' },
  rulesPreferences: { id: 'business.does.rulesPreferences', defaultMessage: 'Mark preferred suppliers, shown first to your travelers.' },
  rulesAdvancedRules: { id: 'business.does.rulesAdvancedRules', defaultMessage: 'Combine conditions into rules that need approval or block a booking.' },
  users: { id: 'business.does.users', defaultMessage: 'Find your company’s users, invite new ones by email, change their role and group, or deactivate them.' },
  groups: { id: 'business.does.groups', defaultMessage: 'Group travelers (for example by seniority), so policies can differ per group.' },
  roles: { id: 'business.does.roles', defaultMessage: 'Create roles with their own set of permissions.' },
  invitations: { id: 'business.does.invitations', defaultMessage: 'See pending, accepted and expired invitations, and send them again.' },
  approvalSettings: { id: 'business.does.approvalSettings', defaultMessage: 'Choose which trips need approval, and when an approval expires.' },
  approvers: { id: 'business.does.approvers', defaultMessage: 'Name who approves the trips of each traveler or group.' },
  paymentMethods: { id: 'business.does.paymentMethods', defaultMessage: 'Add the company cards travelers can pay with.' },
  tripReportingFields: { id: 'business.does.tripReportingFields', defaultMessage: 'Ask travelers for cost centres or project codes when they book.' },
  integrations: { id: 'business.does.integrations', defaultMessage: 'See and connect the tools your company links to its travel: expenses, webhooks, sign-in.' },
  sso: { id: 'business.does.sso', defaultMessage: 'Let your users sign in with your company’s identity provider.' },
  homepageMessages: { id: 'business.does.homepageMessages', defaultMessage: 'Write a message your business users see on their search page.' },
  accountPermissions: { id: 'business.does.accountPermissions', defaultMessage: 'Choose what each role may change in their own account.' },
  travelerTracker: { id: 'business.does.travelerTracker', defaultMessage: 'See where your travelers are today, to help them if something happens.' },
  tripsToApprove: { id: 'business.does.tripsToApprove', defaultMessage: 'Approve or decline the trips waiting for you.' },
  tripsToBook: { id: 'business.does.tripsToBook', defaultMessage: 'Book the trips travelers asked you to book for them.' },
  reporting: { id: 'business.does.reporting', defaultMessage: 'See what your company spends on travel, and where it saves.' },
  eventHub: { id: 'business.does.eventHub', defaultMessage: 'Organise events and the travel of everyone attending.' },
  bizPlusUpgrade: { id: 'business.does.bizPlusUpgrade', defaultMessage: 'Move your company to the Biz+ plan and follow the upgrade.' },
});

/** Which part of the business edition builds a page (see the module docstring). */
export type AdminPageBuilder = 'part1Admin' | 'part2' | 'part3' | 'part4';

/** The part names, plain descriptors (ui/plain-messages.ts). */
export const adminPageBuilderMessages: Readonly<Record<AdminPageBuilder, MessageDescriptor>> = defineMessages({
  part1Admin: { id: 'business.builder.part1Admin', defaultMessage: 'business edition part 1’s admin calls' },
  part2: { id: 'business.builder.part2', defaultMessage: 'business edition part 2 (booking for others)' },
  part3: { id: 'business.builder.part3', defaultMessage: 'business edition part 3 (travel policy, approvals and company payment)' },
  part4: { id: 'business.builder.part4', defaultMessage: 'business edition part 4 (reporting, traveler tracking and single sign-on)' },
});

type RulesKind = 'Policies' | 'Restrictions' | 'Preferences' | 'AdvancedRules';
const RULES_KINDS: readonly RulesKind[] = ['Policies', 'Restrictions', 'Preferences', 'AdvancedRules'];

/** The rules kind of a vertical rules page id (`hotelRestrictions` -> `Restrictions`), or undefined. */
function rulesKindOf(id: AdminPageId): RulesKind | undefined {
  return RULES_KINDS.find((kind) => /^(flight|hotel|train|car)/.test(id) && id.endsWith(kind));
}

/** The title of an admin hub page (translated by the caller with `intl.formatMessage`). */
export function adminPageTitle(id: AdminPageId): MessageDescriptor {
  const kind = rulesKindOf(id);
  if (kind !== undefined) return t[`rules${kind}`];
  return t[id as keyof typeof t];
}

/** What a page will do (its empty state), or undefined for groups and built pages. */
export function adminPageDoes(id: AdminPageId): MessageDescriptor | undefined {
  const kind = rulesKindOf(id);
  if (kind !== undefined) return d[`rules${kind}`];
  return d[id as keyof typeof d];
}

/** Which part builds each page that is not built yet; null: built (or a group heading, which lists its pages). */
export const ADMIN_PAGE_BUILDER: Readonly<Record<AdminPageId, AdminPageBuilder | null>> = {
  adminHub: null, companyInformation: null, companyGeneral: null,
  companyEmailDomains: null, companyOffices: null, companyEntities: null, companyCorporateMemberships: null,
  policies: null,
  flightRules: null, flightPolicies: null, flightRestrictions: null, flightPreferences: null, flightAdvancedRules: null,
  hotelRules: null, hotelPolicies: null, hotelRestrictions: null, hotelPreferences: null, hotelAdvancedRules: null,
  trainRules: null, trainPolicies: null, trainRestrictions: null, trainPreferences: null, trainAdvancedRules: null,
  carRules: null, carPolicies: null, carRestrictions: null, carPreferences: null, carAdvancedRules: null,
  userManagement: null, users: 'part1Admin', groups: 'part1Admin', roles: 'part1Admin', invitations: 'part1Admin',
  approvals: null, approvalSettings: null, approvers: null,
  paymentMethods: null, tripReportingFields: null, integrations: null, sso: 'part4', homepageMessages: null,
  accountPermissions: null, travelerTracker: 'part4', tripsToApprove: null, tripsToBook: null, reporting: 'part4',
  eventHub: null, bizPlusUpgrade: 'part1Admin',
};
