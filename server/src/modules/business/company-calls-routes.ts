/**
 * The company calls on the business route tree (paths relative to /i/api/business; route-tree.ts's hook has required a
 * business profile of the caller's company, two-factor, the flag and the declared permissions/features). Spec:
 * account-business-header-and-trips §7 Business me (except traveler/guest select) and Company (except SSO, part 4), §8
 * (sendConfirmation errors: the envelope lists the errors, the frame rejects with the first code), chrome-and-consent §7
 * setLanguage. Logos: company-logo.ts; impersonation: impersonation.ts; reports: issue-report.ts; signup, demo and
 * waitlist (callers without a business profile): company-signup.ts.
 *
 * | Route | Declaration |
 * |---|---|
 * | POST /me/v1/setup, /me/v2/setup, /me/v3/setup | any business profile (the company part: COMPANY_SETTINGS_MANAGEMENT, checked in the service) |
 * | GET /me/v1/tasks, POST /me/v1/taskStatus?taskId&status, POST /me/v1/dismissReminderTaskGrid | feature ONBOARDING_TASKS |
 * | POST /me/v1/resendConfirmationEmail, GET /me/v1/account/info, POST /me/v1/account/keywords, GET /me/v1/currentIdentity | any business profile |
 * | POST /v1/legalEntities/user/setLanguage | any business profile |
 * | POST /company/v1/sendConfirmation, POST /company/v1/confirm | any business profile (service: company -> COMPANY_SETTINGS_MANAGEMENT; another's profile -> USER_MANAGEMENT) |
 * | PUT /company/v1/settings/autoApproval/{mode} | COMPANY_SETTINGS_APPROVAL_SETTINGS |
 * | PUT /company/v1/settings/policies/{vertical} | TRAVEL_POLICY_MANAGEMENT (travel-policy-routes.ts: stores the policy document) |
 * | POST /company/v1/sortOrderSettings, PUT /feature/enable|disable, PUT /multiRoomBookings/enable|disable | COMPANY_SETTINGS_MANAGEMENT |
 * | POST /tier/upgrade, GET /tier/upgrade/status, POST /bizPlus/sendConfirmation, /v2/bizPlus/signup, /bizPlus/trackEmailConfirmationClick | COMPANY_SETTINGS_MANAGEMENT |
 * | POST /company/v1/sendDeletionEmail, DELETE /company/v1/{confirmationCode}/{requestTime}/{token} | COMPANY_SETTINGS_MANAGEMENT + feature COMPANY_DELETION |
 *
 * INVALID_SESSION: every route here answers 401 INVALID_SESSION to a caller who is not signed in (the global access
 * hook); the frame follows its existing reload rule (core-and-business §8), except on currentIdentity, where it swallows
 * the error (account §8 "An invalid session on currentIdentity is ignored").
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountKeywordsRequestSchema, AutoApprovalModeSchema, BizPlusTrackClickRequestSchema, BusinessAccountInfoSchema, COMPANY_CALL_PATHS,
  COMPANY_SETTINGS_REQUIREMENT, CompanyDeletedReplySchema, CompanyDeletionParamsSchema, CompanyPreferencesSchema, CompanyReplySchema, ConfirmReplySchema,
  ConfirmRequestSchema, CurrentIdentitySchema, FeatureToggleRequestSchema, MailSentReplySchema, OkReplySchema, OnboardingTasksReplySchema,
  SendConfirmationReplySchema, SendConfirmationRequestSchema, SetLanguageReplySchema, SetLanguageRequestSchema,
  SetupReplySchema, SetupV1RequestSchema, SetupV2RequestSchema, SetupV3RequestSchema, SortOrderSettingsSchema, TaskStatusQuerySchema,
  TierUpgradeRequestSchema, TierUpgradeStatusSchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { BusinessRequirement } from '../access/plugin.ts';
import type { Caller, CompanyCallsService } from './company-calls.ts';
import { businessCaller } from './route-tree.ts';

/** Onboarding tasks are feature-gated (account §6). */
export const ONBOARDING_REQUIREMENT: BusinessRequirement = { features: ['ONBOARDING_TASKS'] };
/** Company deletion: company settings management and the COMPANY_DELETION feature. */
export const COMPANY_DELETION_REQUIREMENT: BusinessRequirement = { permissions: ['COMPANY_SETTINGS_MANAGEMENT'], features: ['COMPANY_DELETION'] };
const ANY_PROFILE: BusinessRequirement = {};
const SETTINGS: BusinessRequirement = COMPANY_SETTINGS_REQUIREMENT;

/** The caller of a request on the tree (actor, business principal, account, impersonator). */
export function callerOf(request: FastifyRequest): Caller {
  const { actor, business } = businessCaller(request);
  const p = request.principal;
  if (p.kind !== 'account') throw new Error('businessCaller guarantees an account');
  return { actor, business, account: p.account, impersonator: p.impersonator };
}

/** Builds the plugin with the company calls' service. */
export function companyCallRoutes(calls: CompanyCallsService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const noStore = { 'Cache-Control': 'no-store' };
    const auth = (business: BusinessRequirement) => ({ auth: { business } });

    // --- Business me -------------------------------------------------------------------------
    r.post(COMPANY_CALL_PATHS.setup.v1, {
      config: auth(ANY_PROFILE), schema: { body: SetupV1RequestSchema, response: { 200: SetupReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.setup(callerOf(request), 'v1', request.body));
    r.post(COMPANY_CALL_PATHS.setup.v2, {
      config: auth(ANY_PROFILE), schema: { body: SetupV2RequestSchema, response: { 200: SetupReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.setup(callerOf(request), 'v2', request.body));
    r.post(COMPANY_CALL_PATHS.setup.v3, {
      config: auth(ANY_PROFILE), schema: { body: SetupV3RequestSchema, response: { 200: SetupReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.setup(callerOf(request), 'v3', request.body));

    r.get(COMPANY_CALL_PATHS.tasks, {
      config: auth(ONBOARDING_REQUIREMENT), schema: { response: { 200: OnboardingTasksReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return calls.tasks(callerOf(request));
    });
    r.post(COMPANY_CALL_PATHS.taskStatus, {
      config: auth(ONBOARDING_REQUIREMENT), schema: { querystring: TaskStatusQuerySchema, response: { 200: OnboardingTasksReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.setTaskStatus(callerOf(request), request.query.taskId, request.query.status));
    r.post(COMPANY_CALL_PATHS.dismissReminderTaskGrid, {
      config: auth(ONBOARDING_REQUIREMENT), schema: { response: { 200: OkReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      await calls.dismissReminderTaskGrid(callerOf(request));
      return { ok: true as const };
    });
    r.post(COMPANY_CALL_PATHS.resendConfirmationEmail, {
      config: auth(ANY_PROFILE), schema: { response: { 200: SendConfirmationReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.resendConfirmationEmail(callerOf(request)));
    r.get(COMPANY_CALL_PATHS.accountInfo, {
      config: auth(ANY_PROFILE), schema: { response: { 200: BusinessAccountInfoSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return calls.accountInfo(callerOf(request));
    });
    r.post(COMPANY_CALL_PATHS.accountKeywords, {
      config: auth(ANY_PROFILE), schema: { body: AccountKeywordsRequestSchema, response: { 200: BusinessAccountInfoSchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.setKeywords(callerOf(request), request.body.keywords));
    r.get(COMPANY_CALL_PATHS.currentIdentity, {
      config: auth(ANY_PROFILE), schema: { response: { 200: CurrentIdentitySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return calls.currentIdentity(callerOf(request));
    });
    r.post(COMPANY_CALL_PATHS.setLanguage, {
      config: auth(ANY_PROFILE), schema: { body: SetLanguageRequestSchema, response: { 200: SetLanguageReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.setLanguage(callerOf(request), request.body.localeCode));

    // --- Company: confirmation ---------------------------------------------------------------
    r.post(COMPANY_CALL_PATHS.sendConfirmation, {
      config: auth(ANY_PROFILE), schema: { body: SendConfirmationRequestSchema, response: { 200: SendConfirmationReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.sendConfirmation(callerOf(request), request.body.userEmail));
    r.post(COMPANY_CALL_PATHS.confirm, {
      config: auth(ANY_PROFILE), schema: { body: ConfirmRequestSchema, response: { 200: ConfirmReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.confirm(callerOf(request), request.body.token));

    // --- Company: settings -------------------------------------------------------------------
    r.put(COMPANY_CALL_PATHS.autoApproval, {
      config: auth({ permissions: ['COMPANY_SETTINGS_APPROVAL_SETTINGS'] }),
      schema: { params: z.object({ mode: AutoApprovalModeSchema }), response: { 200: CompanyPreferencesSchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.setAutoApproval(callerOf(request), request.params.mode));
    // PUT /company/v1/settings/policies/{vertical} stores the vertical's travel policy: travel-policy-routes.ts (issue #25).
    r.post(COMPANY_CALL_PATHS.sortOrderSettings, {
      config: auth(SETTINGS), schema: { body: SortOrderSettingsSchema, response: { 200: CompanyPreferencesSchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.setSortOrder(callerOf(request), request.body));
    for (const [path, enabled] of [[COMPANY_CALL_PATHS.featureEnable, true], [COMPANY_CALL_PATHS.featureDisable, false]] as const) {
      r.put(path, {
        config: auth(SETTINGS), schema: { body: FeatureToggleRequestSchema, response: { 200: CompanyReplySchema, ...ERROR_RESPONSES } },
      }, async (request) => calls.setFeature(callerOf(request), request.body.feature, enabled));
    }
    for (const [path, enabled] of [[COMPANY_CALL_PATHS.multiRoomEnable, true], [COMPANY_CALL_PATHS.multiRoomDisable, false]] as const) {
      r.put(path, {
        config: auth(SETTINGS), schema: { response: { 200: CompanyReplySchema, ...ERROR_RESPONSES } },
      }, async (request) => calls.setMultiRoomBookings(callerOf(request), enabled));
    }

    // --- Company: tier upgrade and bizPlus ---------------------------------------------------
    r.post(COMPANY_CALL_PATHS.tierUpgrade, {
      config: auth(SETTINGS), schema: { body: TierUpgradeRequestSchema, response: { 200: TierUpgradeStatusSchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.upgradeTier(callerOf(request), request.body.tier));
    r.get(COMPANY_CALL_PATHS.tierUpgradeStatus, {
      config: auth(SETTINGS), schema: { response: { 200: TierUpgradeStatusSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return calls.tierStatus(callerOf(request));
    });
    r.post(COMPANY_CALL_PATHS.bizPlusSignup, {
      config: auth(SETTINGS), schema: { response: { 200: TierUpgradeStatusSchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.bizPlusSignup(callerOf(request)));
    r.post(COMPANY_CALL_PATHS.bizPlusSendConfirmation, {
      config: auth(SETTINGS), schema: { response: { 200: MailSentReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.bizPlusSendConfirmation(callerOf(request)));
    r.post(COMPANY_CALL_PATHS.bizPlusTrackClick, {
      config: auth(SETTINGS), schema: { body: BizPlusTrackClickRequestSchema, response: { 200: TierUpgradeStatusSchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.bizPlusTrackClick(callerOf(request), request.body.token));

    // --- Company: deletion -------------------------------------------------------------------
    r.post(COMPANY_CALL_PATHS.sendDeletionEmail, {
      config: auth(COMPANY_DELETION_REQUIREMENT), schema: { response: { 200: MailSentReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.sendDeletionEmail(callerOf(request)));
    r.delete(COMPANY_CALL_PATHS.confirmDeletion, {
      config: auth(COMPANY_DELETION_REQUIREMENT), schema: { params: CompanyDeletionParamsSchema, response: { 200: CompanyDeletedReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => calls.confirmDeletion(callerOf(request), request.params));
  };
}
