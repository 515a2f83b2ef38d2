/**
 * Request and reply bodies of the company calls (account-business-header-and-trips §3 "Company API bodies", §7 Business
 * me, Company, Issue reporting, Impersonation; §8 sendConfirmation errors; §9 logo types, onboarding complete at 100;
 * core-and-business §3 plan tiers and postponement states; chrome-and-consent §7 setLanguage). Issue #24 "Company calls"
 * and "Readings to publish". Every reading where the spec is silent is named on the schema it shapes.
 */
import { z } from 'zod';
import { BookingModeSchema, BusinessTierSchema, CompanySchema, FeatureSchema } from './business.ts';
import { VerticalSchema } from './verticals.ts';

// ---------------------------------------------------------------------------------------------
// Paths (relative to the business route tree's prefix /i/api/business unless said otherwise)

/** The company calls' paths. `signup`... are served outside the tree (a consumer has no business profile yet). */
export const COMPANY_CALL_PATHS = {
  setup: { v1: '/me/v1/setup', v2: '/me/v2/setup', v3: '/me/v3/setup' },
  taskStatus: '/me/v1/taskStatus',
  tasks: '/me/v1/tasks',
  resendConfirmationEmail: '/me/v1/resendConfirmationEmail',
  dismissReminderTaskGrid: '/me/v1/dismissReminderTaskGrid',
  accountInfo: '/me/v1/account/info',
  accountKeywords: '/me/v1/account/keywords',
  currentIdentity: '/me/v1/currentIdentity',
  autoApproval: '/company/v1/settings/autoApproval/:mode',
  policyVertical: '/company/v1/settings/policies/:vertical',
  sendConfirmation: '/company/v1/sendConfirmation',
  confirm: '/company/v1/confirm',
  sortOrderSettings: '/company/v1/sortOrderSettings',
  featureEnable: '/company/v1/feature/enable',
  featureDisable: '/company/v1/feature/disable',
  multiRoomEnable: '/company/v1/multiRoomBookings/enable',
  multiRoomDisable: '/company/v1/multiRoomBookings/disable',
  tierUpgrade: '/company/v1/tier/upgrade',
  tierUpgradeStatus: '/company/v1/tier/upgrade/status',
  bizPlusSendConfirmation: '/company/v1/bizPlus/sendConfirmation',
  bizPlusSignup: '/company/v1/v2/bizPlus/signup',
  bizPlusTrackClick: '/company/v1/bizPlus/trackEmailConfirmationClick',
  sendDeletionEmail: '/company/v1/sendDeletionEmail',
  confirmDeletion: '/company/v1/:confirmationCode/:requestTime/:token',
  logo: '/company/v1/logo',
  logoDelete: '/company/v1/logo/delete',
  contactAccountManager: '/company/v1/contactAccountManager',
  issueReport: '/issues/reporting/v1/report',
  impersonationSupport: '/impersonation/v1/support',
  impersonationStart: '/impersonation/v1/start',
  impersonationEnd: '/impersonation/v1/end',
  impersonationUsers: '/impersonation/v1/support/users',
  setLanguage: '/v1/legalEntities/user/setLanguage',
} as const;

/** Calls for a signed-in account WITHOUT a business profile yet (full paths; outside the business route tree). */
export const COMPANY_SIGNUP_PATHS = {
  signup: '/i/api/business/company/v1/signup',
  leisureSignup: '/i/api/business/company/v1/leisureSignup',
  requestDemo: '/i/api/business/company/v1/requestDemo',
  postponeDemo: '/i/api/business/company/v1/postponeDemo',
  addToWaitlist: '/i/api/business/company/v1/v2/addToWaitlist',
} as const;

// ---------------------------------------------------------------------------------------------
// Uploads (account §5 logo upload, §9 "Logo types: jpeg, png, gif")

/** Logo types, checked by the file's bytes, never its name or declared type (account §9). */
export const LOGO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
/** Largest logo accepted, bytes (reading: a header logo needs no more than 1 MiB). */
export const LOGO_MAX_BYTES = 1024 * 1024;
/**
 * The uploader's file count limits (issue #24 "logo upload's configurable file count limits (40 and 1)"). Reading: the
 * upload component's default limit is 40 files per request, which the issue report's attachments use; the logo upload
 * configures it to 1 (a second file part answers 400 VALIDATION_ERROR).
 */
export const UPLOAD_MAX_FILES_DEFAULT = 40;
export const LOGO_UPLOAD_MAX_FILES = 1;
/** Attachment types of issue reports and account-manager messages, checked by content (images and PDF). */
export const ATTACHMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
/** Largest attachment, bytes (each file). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field names (account §7 "POST /logo as multipart with multipartFile"; §3 bodies). */
export const LOGO_FIELD = 'multipartFile';
export const ATTACHMENT_FIELD = 'attachment';
export const ATTACHMENTS_FIELD = 'attachments';

/** Reply of POST /company/v1/logo and /logo/delete: the company's logo URL now (null: the product logo shows). */
export const CompanyLogoReplySchema = z.object({ logoUrl: z.string().nullable() });
export type CompanyLogoReply = z.infer<typeof CompanyLogoReplySchema>;

// ---------------------------------------------------------------------------------------------
// Setup v1 / v2 / v3 (account §7 "version depends on a flag")

/** Which setup version a company uses: its `settings.setupVersion` (contract CompanySettings) is the flag. */
export const SetupVersionSchema = z.enum(['v1', 'v2', 'v3']);
export type SetupVersion = z.infer<typeof SetupVersionSchema>;

const personName = z.string().trim().min(1).max(100);
/** Company sizes offered by setup v2/v3 and the demo request (headcount bands). */
export const CompanySizeSchema = z.enum(['1-10', '11-50', '51-200', '201-1000', '1000+']);
export type CompanySize = z.infer<typeof CompanySizeSchema>;

/** v1 (the original, shortest setup): who you are - first and last name. Sets up the account only. */
export const SetupV1RequestSchema = z.object({ firstName: personName, lastName: personName }).strict();
/**
 * v2: v1 plus a phone and, optionally, the company's basics (name, size, country). The company part needs
 * COMPANY_SETTINGS_MANAGEMENT (account §6 "The company setup task needs the company settings management permission").
 */
export const SetupV2RequestSchema = SetupV1RequestSchema.extend({
  phone: z.string().trim().regex(/^\+?[0-9 ()-]{5,25}$/).optional(),
  company: z.object({ name: z.string().trim().min(1).max(200), size: CompanySizeSchema, countryCode: z.string().regex(/^[A-Z]{2}$/) }).strict().optional(),
}).strict();
/** v3: v2 with the company part also asking how the company travels - booking mode and reporting currency. */
export const SetupV3RequestSchema = SetupV2RequestSchema.extend({
  company: z.object({
    name: z.string().trim().min(1).max(200), size: CompanySizeSchema, countryCode: z.string().regex(/^[A-Z]{2}$/),
    bookingMode: BookingModeSchema, defaultCurrency: z.string().regex(/^[A-Z]{3}$/),
  }).strict().optional(),
}).strict();
export type SetupV1Request = z.infer<typeof SetupV1RequestSchema>;
export type SetupV2Request = z.infer<typeof SetupV2RequestSchema>;
export type SetupV3Request = z.infer<typeof SetupV3RequestSchema>;
export type SetupRequest = SetupV1Request | SetupV2Request | SetupV3Request;

// ---------------------------------------------------------------------------------------------
// Onboarding tasks (account §2 get started / tasks, §4 onboarding progress, §9 complete at 100)

/** Onboarding tasks: the company's (for company managers) and the account's (for everyone). */
export const OnboardingTaskIdSchema = z.enum([
  'CONFIRM_COMPANY', 'SET_UP_COMPANY', 'UPLOAD_LOGO', 'INVITE_USERS',
  'CONFIRM_ACCOUNT', 'CONFIRM_BUSINESS_PROFILE', 'SET_UP_ACCOUNT', 'SET_UP_TWO_FACTOR',
]);
export type OnboardingTaskId = z.infer<typeof OnboardingTaskIdSchema>;
export const COMPANY_TASKS: readonly OnboardingTaskId[] = ['CONFIRM_COMPANY', 'SET_UP_COMPANY', 'UPLOAD_LOGO', 'INVITE_USERS'];
export const ACCOUNT_TASKS: readonly OnboardingTaskId[] = ['CONFIRM_ACCOUNT', 'CONFIRM_BUSINESS_PROFILE', 'SET_UP_ACCOUNT', 'SET_UP_TWO_FACTOR'];
/** A task's status; SKIPPED counts towards progress like DONE (the user chose not to). */
export const TaskStatusSchema = z.enum(['TODO', 'DONE', 'SKIPPED']);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

/** Query of POST /me/v1/taskStatus?taskId&status. */
export const TaskStatusQuerySchema = z.object({ taskId: OnboardingTaskIdSchema, status: TaskStatusSchema });

/**
 * Onboarding progress of a group of task statuses: the whole percentage of tasks DONE or SKIPPED (0-100; an empty group
 * is 100). 100 is complete, above 0 started (account §4, §9). Pure.
 */
export function onboardingProgressOf(statuses: readonly TaskStatus[]): number {
  if (statuses.length === 0) return 100;
  return Math.round((100 * statuses.filter((s) => s !== 'TODO').length) / statuses.length);
}

/**
 * What the product itself saw done, per task (true: done whatever the user set; e.g. the logo exists). The server reads
 * it from its tables (company-calls.ts onboardingFactsOf); every progress figure derives from it through
 * {@link onboardingTaskStatusOf} and {@link onboardingProgressesOf}.
 */
export type OnboardingFacts = Readonly<Record<OnboardingTaskId, boolean>>;

/** One task's status: DONE when the product saw it done, else what the user set (`userSet`), else TODO. Pure. */
export function onboardingTaskStatusOf(id: OnboardingTaskId, facts: OnboardingFacts, userSet: Partial<Record<OnboardingTaskId, TaskStatus>>): TaskStatus {
  return facts[id] ? 'DONE' : userSet[id] ?? 'TODO';
}

/**
 * THE onboarding progress (account §3 businessState companyOnboardingProgress/accountOnboardingProgress, §4, §9): the
 * one function both GET /me/v1/tasks and the auth state use, so the menu entries (get started, set up company, set up
 * account, tasks) and the tasks page never disagree. Company progress over {@link COMPANY_TASKS} (null for a user who
 * does not run the company: no COMPANY_SETTINGS_MANAGEMENT), account progress over {@link ACCOUNT_TASKS}. Pure.
 */
export function onboardingProgressesOf(
  facts: OnboardingFacts, userSet: Partial<Record<OnboardingTaskId, TaskStatus>>, managesCompany: boolean,
): { companyOnboardingProgress: number | null; accountOnboardingProgress: number } {
  const statuses = (ids: readonly OnboardingTaskId[]) => ids.map((id) => onboardingTaskStatusOf(id, facts, userSet));
  return {
    companyOnboardingProgress: managesCompany ? onboardingProgressOf(statuses(COMPANY_TASKS)) : null,
    accountOnboardingProgress: onboardingProgressOf(statuses(ACCOUNT_TASKS)),
  };
}

export const OnboardingTaskSchema = z.object({
  id: OnboardingTaskIdSchema,
  group: z.enum(['company', 'account']),
  status: TaskStatusSchema,
  /** True when the product saw it done (e.g. the logo exists); a user's status cannot undo it. */
  doneByProduct: z.boolean(),
});
/** Reply of GET /me/v1/tasks and POST taskStatus. `companyOnboardingProgress` is null for users who do not run the company. */
export const OnboardingTasksReplySchema = z.object({
  tasks: z.array(OnboardingTaskSchema),
  companyOnboardingProgress: z.number().int().min(0).max(100).nullable(),
  accountOnboardingProgress: z.number().int().min(0).max(100),
  taskGridDismissed: z.boolean(),
});
export type OnboardingTasksReply = z.infer<typeof OnboardingTasksReplySchema>;

/** Reply of setup v1/v2/v3. */
export const SetupReplySchema = z.object({ version: SetupVersionSchema, tasks: OnboardingTasksReplySchema, company: CompanySchema.nullable() });
export type SetupReply = z.infer<typeof SetupReplySchema>;

// ---------------------------------------------------------------------------------------------
// Business me: account info, keywords, current identity, confirmations

/** Body of POST /me/v1/account/keywords: the account's keywords (reading: labels such as project or cost-centre names the user books under; replaced whole). */
export const AccountKeywordsRequestSchema = z.object({ keywords: z.array(z.string().trim().min(1).max(64)).max(50) }).strict();

/** Reply of GET /me/v1/account/info. */
export const BusinessAccountInfoSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  profileId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  roleName: z.string(),
  kind: z.enum(['member', 'guest']),
  accountConfirmed: z.boolean(),
  profileConfirmed: z.boolean(),
  companyConfirmed: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  keywords: z.array(z.string()),
  /** Locale code in underscore form (setLanguage), or null: the site's language. */
  language: z.string().nullable(),
  setupVersion: SetupVersionSchema,
  setupDone: z.boolean(),
});
export type BusinessAccountInfo = z.infer<typeof BusinessAccountInfoSchema>;

/** Who the caller acts as (GET /me/v1/currentIdentity); `impersonatedBy` names the support user while impersonating. */
export const CurrentIdentitySchema = z.object({
  accountId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  profileId: z.string(),
  companyId: z.string(),
  impersonatedBy: z.object({ accountId: z.string(), profileId: z.string(), email: z.string(), mode: z.enum(['book', 'view']) }).nullable(),
});
export type CurrentIdentity = z.infer<typeof CurrentIdentitySchema>;

/**
 * Body of POST /company/v1/sendConfirmation: mail a confirmation link to `userEmail`. Reading: the company is confirmed
 * by one of its company managers (COMPANY_SETTINGS_MANAGEMENT) while unconfirmed; otherwise it confirms the business
 * profile of `userEmail`, which must be the caller's own (or any profile of the company with USER_MANAGEMENT). Errors
 * come as several entries when several apply; the frame rejects with the first code (account §8).
 */
export const SendConfirmationRequestSchema = z.object({ userEmail: z.string().trim().toLowerCase().email().max(320) }).strict();
export const SendConfirmationReplySchema = z.object({ sent: z.literal(true), purpose: z.enum(['company', 'profile']) });
/** Body of POST /company/v1/confirm (our addition: the emailed link's page calls it with the link's token). */
export const ConfirmRequestSchema = z.object({ token: z.string().min(16).max(200) }).strict();
export const ConfirmReplySchema = z.object({ confirmed: z.enum(['company', 'profile']) });

/** Reply of calls whose effect is a sent mail (resendConfirmationEmail, sendDeletionEmail, bizPlus/sendConfirmation). */
export const MailSentReplySchema = z.object({ sent: z.literal(true) });
/** Reply of calls that only acknowledge (dismissReminderTaskGrid, keywords, setLanguage, end). */
export const OkReplySchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Company settings calls

/**
 * PUT /company/v1/settings/autoApproval/{mode}. Reading: OFF - every trip that needs approval waits for an approver;
 * IN_POLICY - trips inside the travel policy approve themselves; ALL - every request approves itself (approvals off).
 */
export const AutoApprovalModeSchema = z.enum(['OFF', 'IN_POLICY', 'ALL']);
export type AutoApprovalMode = z.infer<typeof AutoApprovalModeSchema>;
/**
 * @deprecated Part 1's body of PUT /company/v1/settings/policies/{vertical} (whether a vertical's policy applies). That
 * path now stores the policy document itself (travel-policy.ts `TravelPolicyPutBodySchema`, issue #25); an empty
 * document is "no rules". Kept so old fixtures parse; no route reads it.
 */
export const PolicyVerticalRequestSchema = z.object({ enabled: z.boolean() }).strict();

/** Sort orders a company may set as the default of a vertical's results ("Sorting settings", account §3). */
export const SortOrderSchema = z.enum(['recommended', 'price', 'duration', 'rating', 'distance', 'inPolicyFirst']);
/** Body of POST /company/v1/sortOrderSettings: per vertical, the default sort order (verticals left out keep theirs). */
export const SortOrderSettingsSchema = z.partialRecord(VerticalSchema, SortOrderSchema);
export type SortOrderSettings = z.infer<typeof SortOrderSettingsSchema>;

/** Reply of the settings calls: the company's preferences now. */
export const CompanyPreferencesSchema = z.object({
  autoApproval: AutoApprovalModeSchema,
  policies: z.partialRecord(VerticalSchema, z.boolean()),
  sortOrder: SortOrderSettingsSchema,
});
export type CompanyPreferences = z.infer<typeof CompanyPreferencesSchema>;

/**
 * Body of PUT /company/v1/feature/enable|disable. Reading: a company manager may switch off any feature and switch
 * back on a feature of its plan tier; a feature beyond the tier answers 403 FORBIDDEN (upgrade the tier instead).
 */
export const FeatureToggleRequestSchema = z.object({ feature: FeatureSchema }).strict();
/** Reply of feature and multiRoomBookings toggles: the company. */
export const CompanyReplySchema = CompanySchema;

// ---------------------------------------------------------------------------------------------
// Tier upgrade and bizPlus

/**
 * Upgrade request states. Readings: `POST /tier/upgrade` to bizPlus completes at once (self-serve); to enterprise it is
 * REQUESTED (sales get a mail) until an operator completes it. `/v2/bizPlus/signup` asks for bizPlus through an emailed
 * confirmation (AWAITING_EMAIL_CONFIRMATION; `/bizPlus/sendConfirmation` resends it); the link's
 * `/bizPlus/trackEmailConfirmationClick` records the click and completes the upgrade.
 */
export const TierUpgradeStateSchema = z.enum(['NONE', 'AWAITING_EMAIL_CONFIRMATION', 'REQUESTED', 'COMPLETED', 'CANCELLED']);
export const TierUpgradeRequestSchema = z.object({ tier: z.enum(['bizPlus', 'enterprise']) }).strict();
/** Reply of GET /tier/upgrade/status and of every upgrade call. */
export const TierUpgradeStatusSchema = z.object({
  tier: BusinessTierSchema,
  state: TierUpgradeStateSchema,
  requestedTier: BusinessTierSchema.nullable(),
  requestedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type TierUpgradeStatus = z.infer<typeof TierUpgradeStatusSchema>;
export const BizPlusTrackClickRequestSchema = z.object({ token: z.string().min(16).max(200) }).strict();

// ---------------------------------------------------------------------------------------------
// Company deletion

/** How long a deletion link stays valid, ms (reading: 24 hours, like the product's other emailed links). */
export const COMPANY_DELETION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Params of DELETE /company/v1/{confirmationCode}/{requestTime}/{token}; requestTime is epoch ms. */
export const CompanyDeletionParamsSchema = z.object({
  confirmationCode: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  requestTime: z.string().regex(/^[0-9]{1,16}$/),
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});
export const CompanyDeletedReplySchema = z.object({ deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Signup, demo, waitlist (consumer side; core-and-business §3 postponement states)

/** Demo postponement states (core-and-business §3): notRequested, requested, postponed. */
export const PostponementStateSchema = z.enum(['notRequested', 'requested', 'postponed']);
export type PostponementState = z.infer<typeof PostponementStateSchema>;

/**
 * Body of POST /company/v1/signup and /leisureSignup: creates a company (tier biz) with the caller as its company admin.
 * Reading: leisureSignup is the same call made from the leisure (consumer) side of the product; the lead records where it
 * came from. The new admin passes two-factor before any business call (the reply's `next`).
 */
export const CompanySignupRequestSchema = z.object({
  companyName: z.string().trim().min(1).max(200),
  companySize: CompanySizeSchema.optional(),
}).strict();
export const CompanySignupReplySchema = z.object({ companyId: z.string(), profileId: z.string(), next: z.string() });
/** Body of POST /company/v1/requestDemo. */
export const RequestDemoSchema = z.object({
  companyName: z.string().trim().min(1).max(200),
  companySize: CompanySizeSchema,
  phone: z.string().trim().regex(/^\+?[0-9 ()-]{5,25}$/).optional(),
  message: z.string().trim().max(2000).optional(),
}).strict();
export const DemoStateReplySchema = z.object({ postponementState: PostponementStateSchema });
/** Body of POST /company/v1/v2/addToWaitlist (reading: waiting for the business edition in a market or tier not open yet). */
export const AddToWaitlistSchema = z.object({
  companyName: z.string().trim().min(1).max(200),
  countryCode: z.string().regex(/^[A-Z]{2}$/).optional(),
  tier: BusinessTierSchema.optional(),
}).strict();
export const WaitlistReplySchema = z.object({ onWaitlist: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Issue reporting and contact account manager (multipart)

/** Issue topics (reading: the spec names the field, not its values). */
export const IssueTopicSchema = z.enum(['BOOKING', 'BILLING', 'ACCOUNT', 'POLICY', 'TECHNICAL', 'OTHER']);
/** Text fields of the issue report (account §3 "summary, description, topic, bookingNumber, attachments"). */
export const IssueReportFieldsSchema = z.object({
  summary: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(5000),
  topic: IssueTopicSchema,
  bookingNumber: z.string().trim().max(64).optional(),
});
export type IssueReportFields = z.infer<typeof IssueReportFieldsSchema>;
/** Text fields of contact account manager (account §3 "subject, description, attachment"). */
export const ContactAccountManagerFieldsSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(5000),
});
export const ReportReplySchema = z.object({ reportId: z.string(), attachments: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Impersonation (account §4 "Impersonation mode is book or view", §6 "Company-wide impersonation support ... managed
// by admins", §7)

export const ImpersonationModeSchema = z.enum(['book', 'view']);
export type ImpersonationMode = z.infer<typeof ImpersonationModeSchema>;
/** Body of POST /impersonation/v1/support: the company lets its support staff impersonate, in this mode, for `days`. */
export const SupportGrantRequestSchema = z.object({ mode: ImpersonationModeSchema, days: z.number().int().min(1).max(90).default(7) }).strict();
/** Reply of GET/POST/DELETE /impersonation/v1/support (the frame caches it in session storage). */
export const SupportGrantSchema = z.object({
  enabled: z.boolean(),
  mode: ImpersonationModeSchema.nullable(),
  grantedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type SupportGrant = z.infer<typeof SupportGrantSchema>;
/**
 * Body of POST /impersonation/v1/start (our addition: the spec lists support and end; starting needs a call). `mode`
 * (optional; default the grant's): support staff may choose `view` under a `book` grant; `book` needs a `book` grant.
 */
export const ImpersonationStartRequestSchema = z.object({ profileId: z.string().min(1).max(64), mode: ImpersonationModeSchema.optional() }).strict();
export const ImpersonationStateSchema = z.object({
  impersonationId: z.string(),
  mode: ImpersonationModeSchema,
  target: z.object({ profileId: z.string(), email: z.string() }),
  startedAt: z.string(),
});
export type ImpersonationState = z.infer<typeof ImpersonationStateSchema>;
/** Query of GET /impersonation/v1/support/users: `query` matches email or name (case-insensitive substring). */
export const SupportUsersQuerySchema = z.object({
  query: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
/** Why a listed person cannot be impersonated: oneself, or they hold a permission the support user lacks. */
export const SupportUserBlockSchema = z.enum(['SELF', 'HOLDS_MORE']);
/**
 * Reply of GET /impersonation/v1/support/users (our addition, for support staff, who cannot read the grant itself):
 * the company's support grant and the active people matching the query, each with whether the caller may act as them
 * (`blockedBy` null) - the "support results" the frame caches in session storage (account §7 Impersonation).
 */
export const SupportUsersReplySchema = z.object({
  grant: SupportGrantSchema,
  users: z.array(z.object({
    profileId: z.string(),
    name: z.string().nullable(),
    email: z.string(),
    roleName: z.string(),
    blockedBy: SupportUserBlockSchema.nullable(),
  })),
});
export type SupportUsersReply = z.infer<typeof SupportUsersReplySchema>;

// ---------------------------------------------------------------------------------------------
// setLanguage (chrome-and-consent §7: POST /i/api/business/v1/legalEntities/user/setLanguage, localeCode underscore form)

export const SetLanguageRequestSchema = z.object({ localeCode: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/) }).strict();
export const SetLanguageReplySchema = z.object({ localeCode: z.string() });
