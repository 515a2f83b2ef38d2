/**
 * The onboarding calls of account-business-header-and-trips §7 "Business me" through the frame's one HTTP client
 * (form token, X-CSRF on POST, replies parsed with the contract's schemas): GET tasks, POST taskStatus?taskId&status,
 * POST dismissReminderTaskGrid, POST resendConfirmationEmail, GET account/info (the setup version and what setup
 * asked already) and POST setup v1/v2/v3. Failures reject with ApiRequestError in the contract's envelope (403
 * FORBIDDEN for a company task without COMPANY_SETTINGS_MANAGEMENT or without the ONBOARDING_TASKS feature, 400
 * VALIDATION_ERROR with its `field`, e.g. `version` when the company now sets up with another version).
 */
import {
  BusinessAccountInfoSchema, COMPANY_CALL_PATHS, OkReplySchema, OnboardingTasksReplySchema, SendConfirmationReplySchema, SetupReplySchema,
  type BusinessAccountInfo, type OnboardingTaskId, type OnboardingTasksReply, type SetupReply, type SetupRequest, type SetupVersion, type TaskStatus,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** Path of a company call below the business API (contract COMPANY_CALL_PATHS are relative to /i/api/business). */
const businessPath = (relative: string): string => `/i/api/business${relative}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /me/v1/tasks: the caller's onboarding tasks (company ones for company managers) and both progress figures. */
export function fetchOnboardingTasks(signal?: AbortSignal): Promise<OnboardingTasksReply> {
  return apiClient.get(businessPath(COMPANY_CALL_PATHS.tasks), OnboardingTasksReplySchema, withSignal(signal));
}

/** POST /me/v1/taskStatus?taskId&status: marks a task skipped or to do again; resolves with the tasks as they are now. */
export function setOnboardingTaskStatus(taskId: OnboardingTaskId, status: TaskStatus): Promise<OnboardingTasksReply> {
  return apiClient.post(businessPath(COMPANY_CALL_PATHS.taskStatus), {}, OnboardingTasksReplySchema, { query: { taskId, status } });
}

/** POST /me/v1/dismissReminderTaskGrid: hides the reminder grid of the get-started page for this user (remembered). */
export async function dismissReminderTaskGrid(): Promise<void> {
  await apiClient.post(businessPath(COMPANY_CALL_PATHS.dismissReminderTaskGrid), {}, OkReplySchema);
}

/**
 * POST /me/v1/resendConfirmationEmail: mails the caller a new confirmation link - the company's while it is unconfirmed
 * (company managers), else the caller's business profile's. Resolves with what it confirms.
 * @throws ApiRequestError 400 VALIDATION_ERROR when nothing waits for confirmation
 */
export async function resendConfirmationEmail(): Promise<'company' | 'profile'> {
  return (await apiClient.post(businessPath(COMPANY_CALL_PATHS.resendConfirmationEmail), {}, SendConfirmationReplySchema)).purpose;
}

/** GET /me/v1/account/info: the caller's business account (names, phone, the company's setup version, setup done). */
export function fetchBusinessAccountInfo(signal?: AbortSignal): Promise<BusinessAccountInfo> {
  return apiClient.get(businessPath(COMPANY_CALL_PATHS.accountInfo), BusinessAccountInfoSchema, withSignal(signal));
}

/**
 * POST /me/{version}/setup with the version's body (contract SetupV1/V2/V3RequestSchema).
 * @throws ApiRequestError 400 VALIDATION_ERROR (field `version` when the company's flag now picks another version),
 *   403 FORBIDDEN (field `company`: the company part needs COMPANY_SETTINGS_MANAGEMENT)
 */
export function submitSetup(version: SetupVersion, body: SetupRequest): Promise<SetupReply> {
  return apiClient.post(businessPath(COMPANY_CALL_PATHS.setup[version]), body, SetupReplySchema);
}
