/**
 * The integrations' calls through the frame's one HTTP client (issue #26 "Integrations"; contract
 * business-integrations.ts for paths and bodies; server integrations-routes.ts for who may call what). Replies are
 * parsed with their contract schemas; writes carry X-CSRF (the client adds it). Failures reject with ApiRequestError:
 * 400 VALIDATION_ERROR with `field` (`code`, `name`, `webhookUrl`, `isDefault`, `expenseManagementSystemCode`, `hash`),
 * 403 FORBIDDEN (not the page's permission, the feature not on the plan), 404 NOT_FOUND (unknown code, not your trip),
 * 429 RATE_LIMITED.
 */
import {
  AdminOkReplySchema, DeliveriesReplySchema, DeliverySchema, ExpenseSendReplySchema, ExpenseSystemSchema, ExpenseSystemSecretReplySchema, ExpenseTripReplySchema,
  INTEGRATIONS_PATHS, IntegrationsSettingsReplySchema, SlackSettingsSchema, expenseTripPath,
  type Delivery, type ExpenseSendReply, type ExpenseSystem, type ExpenseSystemCreate, type ExpenseSystemSecretReply, type ExpenseSystemUpdate, type ExpenseTripReply,
  type IntegrationsSettingsReply, type SlackSettings, type SlackSettingsInput,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const P = INTEGRATIONS_PATHS;
const codePath = (path: string, code: string) => path.replace(':code', encodeURIComponent(code));
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET the page's state: expense systems (null without EXPENSIFY_INTEGRATION), Slack (null when not connected or not on the plan). */
export function fetchIntegrations(signal?: AbortSignal): Promise<IntegrationsSettingsReply> {
  return apiClient.get(P.settings, IntegrationsSettingsReplySchema, withSignal(signal));
}

/** GET the company's latest deliveries (newest first). */
export function fetchDeliveries(limit: number, signal?: AbortSignal): Promise<Delivery[]> {
  return apiClient.get(`${P.deliveries}?limit=${limit}`, DeliveriesReplySchema, withSignal(signal)).then((r) => r.deliveries);
}

/** POST a new expense system: the system and its signing secret (shown once). */
export function createExpenseSystem(body: ExpenseSystemCreate): Promise<ExpenseSystemSecretReply> {
  return apiClient.post(P.expenseSystems, body, ExpenseSystemSecretReplySchema);
}

/** PUT an expense system's name, URL and default flag. */
export function updateExpenseSystem(code: string, body: ExpenseSystemUpdate): Promise<ExpenseSystem> {
  return apiClient.put(codePath(P.expenseSystem, code), body, ExpenseSystemSchema);
}

/** POST rotateSecret: a new signing secret (shown once); the old one stops signing at once. */
export function rotateExpenseSecret(code: string): Promise<ExpenseSystemSecretReply> {
  return apiClient.post(codePath(P.rotateSecret, code), {}, ExpenseSystemSecretReplySchema);
}

/** DELETE an expense system. */
export async function deleteExpenseSystem(code: string): Promise<void> {
  await apiClient.delete(codePath(P.expenseSystem, code), AdminOkReplySchema);
}

/** PUT the Slack connection (leave `webhookUrl` out to keep the stored one). */
export function saveSlack(body: SlackSettingsInput): Promise<SlackSettings> {
  return apiClient.put(P.slack, body, SlackSettingsSchema);
}

/** DELETE the Slack connection. */
export async function disconnectSlack(): Promise<void> {
  await apiClient.delete(P.slack, AdminOkReplySchema);
}

/** POST slack/test: queues a test message; the delivery. */
export function testSlack(): Promise<Delivery> {
  return apiClient.post(P.slackTest, {}, DeliverySchema);
}

/**
 * GET {hash}: the trip's expense deliveries and the systems to choose from (account §7). Around the client's error
 * policy (`raw`), like the front door's banners: the trip page is not a business page, so a session that has not passed
 * its second factor (403) gets `null` and the block stays hidden instead of being sent to /business/verify; sending
 * (a press) goes through the policy. @throws Error for any other failure (the block shows "Try again")
 */
export async function fetchTripExpense(tripHash: string): Promise<ExpenseTripReply | null> {
  const reply = await apiClient.raw('GET', expenseTripPath(tripHash));
  if (reply.status === 403 || reply.status === 401) return null;
  if (reply.status !== 200) throw new Error(`expense status: HTTP ${reply.status}`);
  return ExpenseTripReplySchema.parse(reply.body);
}

/** POST {hash}?expenseManagementSystemCode (or POST {hash} for the default system): the delivery queued. */
export function sendTripExpense(tripHash: string, code?: string): Promise<ExpenseSendReply> {
  const query = code ? `?expenseManagementSystemCode=${encodeURIComponent(code)}` : '';
  return apiClient.post(`${expenseTripPath(tripHash)}${query}`, {}, ExpenseSendReplySchema);
}
