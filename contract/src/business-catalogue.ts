/**
 * What each business permission and feature allows or gates in the product, and which statuses the business routes
 * answer: the catalogue part of the published table (issue #24 "Readings to publish"). Spec: core-and-business §6
 * (permissions, features, access rule, admin hub rules), §5, §8 (MISSING_TWO_FACTOR_AUTHENTICATION), §9 (default tier);
 * account-business-header-and-trips §2, §5, §6, §7.
 *
 * One row per value of {@link PermissionSchema} (41 permissions plus the DISABLED marker) and {@link FeatureSchema}
 * (23 features): the `Record` types make a missing row a type error, and a test checks the enum values at run time.
 * `reserved` rows are honest: the spec names the value but gives it no behaviour, so it gates nothing yet. Where a
 * value opens an admin hub page or a menu entry, the published table (scripts/business-table.ts) lists those from
 * {@link ADMIN_PAGES} and the menu tables, so the words here and the rules there cannot drift apart.
 *
 * Resource-dependent permissions (`_FOR_ALL`, `_EXPLICIT`, `_ALL_ALLOWING`, own vs all events and profiles) are
 * named resource policies of `business-policies.ts`: the text here says what they allow, the policy decides for one
 * resource.
 */
import type { Feature, Permission } from './business.ts';
import type { ErrorCode } from './errors.ts';

/** One catalogue row: what the value allows (permission) or gates (feature), the spec it comes from, and whether it is reserved. */
export interface CatalogueRow {
  /** What holding it allows / what it gates, in the product's words. */
  allows: string;
  /** Where the spec (or issue #24) names the behaviour. */
  spec: string;
  /** True when the spec gives no behaviour: "reserved, gates nothing yet". */
  reserved: boolean;
}

/** The entry of a value whose behaviour the spec does not give. */
export const RESERVED_TEXT = 'reserved, gates nothing yet';

const reserved = (spec: string, note?: string): CatalogueRow => ({ allows: note ? `${RESERVED_TEXT} (${note})` : RESERVED_TEXT, spec, reserved: true });
const gates = (allows: string, spec: string): CatalogueRow => ({ allows, spec, reserved: false });

/** Every permission -> what it allows (core §6 names them; behaviour from the sections cited on each row). */
export const PERMISSION_CATALOGUE: Readonly<Record<Permission, CatalogueRow>> = {
  TRIP_EVENT_BOOK: gates('Book travel at all (for oneself). Without it a business user searches and saves to trips but cannot book.', 'issue #24; core §6'),
  TRIP_EVENT_BOOK_FOR_GUEST: gates('Book for a guest of the company (a time-limited guest profile).', 'core §6; account §3 user search modes (guests)'),
  TRIP_EVENT_BOOK_FOR_OTHER: gates('Book for another traveler of the company: the book-for-other panel shows. One of the four that open booking for others.', 'core §6 access rule; account §2, §4'),
  TRIP_EVENT_BOOK_FOR_EXPLICIT: gates('Book for the travelers explicitly assigned to this arranger (resource policy; user search mode travelersForTravelArranger).', 'core §6; account §3'),
  TRIP_EVENT_BOOK_FOR_ALL_ALLOWING: gates('Book for every traveler whose profile allows others to book for them (resource policy).', 'core §6'),
  TRIP_EVENT_BOOK_FOR_ALL: gates('Book for every traveler of the company (resource policy); with USER_PROFILE_VIEW_FOR_ALL, impersonate in book mode when the company grants support.', 'core §6; account §4, §7 Impersonation'),
  TRIP_EVENT_APPROVAL_REQUEST: gates("Send one's own trips for approval (approval requests; the approval flow comes in part 2). A requester, not an approver: opens no approval page.", 'core §1 trip approval flow'),
  TRIP_EVENT_APPROVAL_PROCESSING: gates('Approve or deny the trips of the travelers one approves for: the trips to approve page and menu entry (with TRIPS_TO_APPROVE).', 'core §5, §6; account §2'),
  TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL: gates('Approve or deny any trip of the company (resource policy): the trips to approve page and menu entry (with TRIPS_TO_APPROVE).', 'core §5, §6; account §2'),
  TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT: gates('Request approval on behalf of the travelers explicitly assigned to this arranger. Does not open trips to approve ("other than explicit-request approval").', 'core §5'),
  BOOK_ON_BEHALF_REQUEST: gates('Ask a travel manager to book a trip for oneself (a book-on-behalf request; needs BOOK_ON_BEHALF).', 'core §6; account §2'),
  BOOK_ON_BEHALF_REQUEST_PROCESSING: gates('Work on book-on-behalf requests: the trips to book page (BOOK_ON_BEHALF, traveler-or-travel-manager mode) and menu entry.', 'core §6; account §2'),
  TRIP_REPORTING_FIELDS_MANAGEMENT: gates('Define the trip reporting fields travelers fill in when booking (with TRIP_REPORTING_FIELDS).', 'core §6 table'),
  COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT: gates("Manage the company's corporate memberships and loyalty programs (the Programs page).", 'core §6 table'),
  COMPANY_INTEGRATION_MANAGEMENT: gates('Manage integrations (Slack, Expensify), single sign-on settings (company SSO calls) and SCIM provisioning tokens.', 'core §6 table; account §6, §7 SSO; issue #27 SCIM'),
  COMPANY_SETTINGS_MANAGEMENT: gates(
    'Manage the company: its settings pages and company calls (sortOrderSettings, feature enable/disable within the plan tier, multiRoomBookings enable/disable, logo upload and delete, contactAccountManager), the hub default, the company settings menu entry, company onboarding (the company part of setup, confirming the company), tier upgrade and the bizPlus calls, company deletion (with COMPANY_DELETION), the impersonation support grant (GET/POST/DELETE /impersonation/v1/support); payment methods when the higher-tier switch is on.',
    'core §5, §6 ("Company settings require COMPANY_SETTINGS_MANAGEMENT"); account §2, §6',
  ),
  COMPANY_SETTINGS_APPROVAL_SETTINGS: gates('Manage approval settings and approvers (PUT /settings/autoApproval/{mode}); being authorized for the approvals pages also opens trips to approve (with TRIPS_TO_APPROVE).', 'core §5, §6; account §7'),
  HOTEL_RECOMMENDATION: reserved('core §6', 'the spec names company hotel recommendations but gives them no behaviour'),
  TRAVEL_POLICY_MANAGEMENT: gates('Manage travel policies per vertical (flight, hotel, train, car rules) and PUT /settings/policies/{vertical}; the policies menu entry.', 'core §6 table; account §2, §7'),
  SENIORITY_MANAGEMENT: gates('Manage traveler groups (seniority levels such as default, director, executive that policies differ by): the groups page.', 'core §6 (reading)'),
  USER_PROFILE_EDIT: gates("Edit one's own traveler details in one's business profile (resource policy: own profile).", 'core §6'),
  USER_PROFILE_EDIT_FOR_ALL: gates("Edit any company user's traveler details (resource policy: any profile of the company).", 'core §6'),
  USER_PROFILE_VIEW: gates("View one's own business profile and traveler details (resource policy: own profile).", 'core §6'),
  USER_PROFILE_VIEW_FOR_ALL: gates("View any company user's business profile (resource policy); support staff: start impersonating a company user who holds no permission the impersonator lacks (POST /impersonation/v1/start, view mode; book mode also needs TRIP_EVENT_BOOK_FOR_ALL) while the company grants support.", 'core §6; account §4, §6, §7 Impersonation'),
  USER_MANAGEMENT: gates('Manage users: list and search, invite by email, edit role and group, deactivate; groups and invitations pages; mail a business-profile confirmation link to another user (sendConfirmation).', 'core §6 table; issue #24; account §7'),
  USER_GUEST_DELETE: gates('Delete the guests one sponsors (resource policy); opens the users page and the manage users menu entry.', 'account §2'),
  USER_GUEST_DELETE_FOR_ALL: gates('Delete any guest of the company (resource policy).', 'core §6'),
  USER_GUEST_INVITE: gates('Invite guests (time-limited profiles outside the company domains): the invitations hub.', 'core §6; issue #24'),
  USER_INVITE: gates('Invite users by email (mail through the outbox): the invitations hub.', 'core §6; issue #24'),
  REPORTING_VIEW: gates('See company reporting: the reporting page and menu entry (with REPORTING).', 'core §6; account §2'),
  BUSINESS_PROFILE_EDIT: gates("Edit other users' business profiles (role, group, manager, approver); opens the users page and the manage users menu entry.", 'account §2'),
  BUSINESS_PROFILE_DELETE: gates('Deactivate or delete business profiles of the company.', 'core §6; issue #24 (deactivate)'),
  BUSINESS_PROFILE_SEARCH: gates("Search the company's users (POST /i/api/business/users/v2/findUsers; the book-for-other search box).", 'account §2, §5, §7'),
  COMPANY_PAYMENT_METHOD_VIEW: gates("See the company's payment methods: the payment options page (unless the higher-tier switch forces COMPANY_SETTINGS_MANAGEMENT).", 'core §5, §6'),
  COMPANY_PAYMENT_METHOD_MANAGEMENT: gates('Add, change and remove company payment cards (cards come in part 3); also opens the payment options page.', 'core §6'),
  HOMEPAGE_MESSAGES_MANAGEMENT: gates("Write the messages shown on business users' front door: the homepage messages page (not the policy pages' rule).", 'core §6 table; issue #24'),
  ROLE_MANAGEMENT: gates('Create custom roles with unique permission sets: the roles page (with the custom roles switch).', 'core §6 table; issue #24'),
  TRAVEL_TRACKER: gates('See where travelers are now (duty of care): the traveler tracker page (with REPORTING and its switch).', 'core §6 table'),
  EVENT_EDIT: gates("Edit one's own events: opens the event hub.", 'core §5, §6'),
  EVENT_EDIT_FOR_ALL: gates('Edit every event of the company (resource policy): opens the event hub.', 'core §5, §6'),
  DISABLED: gates('A marker, not a grant: a page whose permission list holds it is unavailable to everyone. Holding it grants nothing.', 'core §5; account §8'),
  GUEST_MANAGEMENT: gates('Manage company guests (sponsors, expiry): the invitations hub.', 'core §6; account §3 (guests, sponsoredGuests)'),
};

/** Every feature -> what it gates (core §6 names them; features come from the plan tier plus company switches). */
export const FEATURE_CATALOGUE: Readonly<Record<Feature, CatalogueRow>> = {
  ONBOARDING_TASKS: gates('Onboarding tasks: get started, set up company, set up account and tasks entries and their pages; GET /me/v1/tasks, POST /me/v1/taskStatus, POST /me/v1/dismissReminderTaskGrid.', 'account §2, §6 ("Onboarding tasks are feature-gated"), §7'),
  GUIDES_PROMO: reserved('core §6', 'would promote travel guides to business users'),
  COMPANY_TRAVEL_ACTIVITY: gates("The front door's feed of colleagues' upcoming trips to the places of one's own upcoming trips (only when the company's traveler visibility lets others see trips; contract business-travel.ts).", 'core §3, §6; issue #26'),
  HOTEL_RECOMMENDATION: reserved('core §6', 'pairs with the HOTEL_RECOMMENDATION permission'),
  INBOX_SYNC: gates('Inbox sync: connecting a Gmail mailbox (POST /k/run/inbox/requests/gmail/subscription, POST /inbox/gmail/subscribe) and the private forwarding address whose travel confirmations become booked trip events; accounts without a business profile have it too.', 'core §6; account §7, §8; issue #26'),
  TRIPS_TO_APPROVE: gates('The trips to approve page and menu entry.', 'core §5, §6; account §2'),
  TRIP_REPORTING_FIELDS: gates('The trip reporting fields page.', 'core §6 table'),
  REPORTING: gates('The reporting page and menu entry, and (with its switch) the traveler tracker.', 'core §6 table; account §2'),
  APPROVAL_SETTINGS: gates('The approval settings and approvers pages and their calls (issue #25 reading: the spec ties the approvals pages to no feature; the issue names it with them).', 'core §6; issue #25'),
  TRAVEL_POLICY_BADGES: reserved('core §6', 'in/out-of-policy badges on results come with policies, part 2'),
  SLACK_INTEGRATION: gates('Offers Slack on the integrations page.', 'core §6 (reading)'),
  EXPENSIFY_INTEGRATION: gates('Offers Expensify on the integrations page.', 'core §6 (reading)'),
  SSO_INTEGRATION: gates('The single sign-on page, the company SSO calls and SCIM provisioning (/scim/v2 and its tokens).', 'core §6 table; account §7; issue #27 SCIM'),
  COMPANY_DELETION: gates('Deleting the company: POST /sendDeletionEmail and the confirming DELETE /{confirmationCode}/{requestTime}/{token}.', 'account §7 (reading)'),
  VIDEO_TUTORIALS: reserved('core §6'),
  ADD_USERS: gates('Adding users: invitations by email and accepting them (without it the company cannot grow, e.g. a lapsed plan).', 'core §6 (reading)'),
  TRIPS_DASHBOARD: gates("The company trips page (/business/trips-dashboard) and its menu entry, with TRAVEL_TRACKER or REPORTING_VIEW: the company's upcoming trips.", 'core §6; issue #26'),
  BOOK_ON_BEHALF: gates('Book-on-behalf: requests, the trips to book page and menu entry; the auth state bookOnBehalfEnabled.', 'core §6 table; account §2, §3'),
  CAR_PREFERENCES: gates('The car preferences policy page.', 'core §6 table'),
  DELETE_ACCOUNT: reserved('core §6', 'a business user deleting their own account; no such call exists yet'),
  SHOPPING_CART: reserved('core §6', 'would gate the trips cart in business mode'),
  RP_POLICY_SUMMARY: reserved('core §6'),
  PTC_SELECTION: reserved('core §6', 'choosing passenger type codes, such as senior or youth fares'),
};

/** One status a business route may answer, and when (issue #24 "Which statuses the business routes answer"). */
export interface BusinessRouteStatus {
  status: 401 | 403 | 404;
  code: ErrorCode;
  when: string;
}

/**
 * The refusals of every business route, in the order they are checked (the first that applies answers). Spec:
 * core §6 (business accounts without two-factor are sent to the verification page), §8 (INVALID_SESSION reload,
 * MISSING_TWO_FACTOR_AUTHENTICATION redirect); ARCHITECTURE.md (business routes in one route tree, company-scoped
 * queries). Reading: a switched-off page's calls answer FORBIDDEN like a missing permission (the page does not exist
 * for that company, but the caller learns nothing more from 404); a session signed in through company SSO counts as
 * two-factor when the company's identity provider asserts it.
 */
export const BUSINESS_ROUTE_STATUSES: readonly BusinessRouteStatus[] = [
  { status: 401, code: 'INVALID_SESSION', when: 'not signed in (the frame reloads at most once per 10 minutes, core §8)' },
  { status: 403, code: 'FORBIDDEN', when: 'signed in without a business profile (a consumer account): no business route opens to it, whatever core §6 says for the UI' },
  { status: 403, code: 'MISSING_TWO_FACTOR_AUTHENTICATION', when: 'a business profile whose session has not passed two-factor (the frame goes to /business/verify?redir={path})' },
  { status: 403, code: 'FORBIDDEN', when: "the profile lacks the route's permissions or features (access rule, core §6), or the page's company switch is off" },
  { status: 404, code: 'NOT_FOUND', when: "an id of another company (or none): every query is scoped to the caller's company" },
];
