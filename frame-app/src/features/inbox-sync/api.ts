/**
 * The inbox sync calls through the frame's one HTTP client (issue #26; account-business-header-and-trips §7
 * "POST /k/run/inbox/requests/gmail/subscription (code), then POST /inbox/gmail/subscribe"). Every POST carries X-CSRF
 * (the client adds it); replies are parsed with the contract's schemas; failures reject with the client's
 * ApiRequestError, whose first error gives errorCode and errorMessage (§8, {@link gmailSubscriptionError}).
 */
import {
  INBOX_GMAIL_START_PATH, INBOX_GMAIL_SUBSCRIBE_PATH, INBOX_GMAIL_SUBSCRIPTION_PATH, INBOX_GMAIL_UNSUBSCRIBE_PATH, INBOX_STATUS_PATH, InboxGmailStartReplySchema,
  InboxStatusSchema, type InboxGmailStartReply, type InboxStatus,
} from '@travel/contract';
import { ApiRequestError, apiClient } from '../../api/index.ts';

/** GET /inbox/status: the account's subscription, forwarding address and latest messages (`signedIn: false` for a visitor). */
export function fetchInboxStatus(signal?: AbortSignal): Promise<InboxStatus> {
  return apiClient.get(INBOX_STATUS_PATH, InboxStatusSchema, signal ? { signal } : {});
}

/** POST /k/run/inbox/requests/gmail/start: the provider URL for the mailbox pop-up. */
export function startGmail(): Promise<InboxGmailStartReply> {
  return apiClient.post(INBOX_GMAIL_START_PATH, {}, InboxGmailStartReplySchema);
}

/** POST /k/run/inbox/requests/gmail/subscription with the pop-up's one-time code: the mailbox becomes PENDING. */
export function requestGmailSubscription(code: string): Promise<InboxStatus> {
  return apiClient.post(INBOX_GMAIL_SUBSCRIPTION_PATH, { code }, InboxStatusSchema);
}

/** POST /inbox/gmail/subscribe: the subscription becomes ACTIVE, with the forwarding address. */
export function subscribeGmail(): Promise<InboxStatus> {
  return apiClient.post(INBOX_GMAIL_SUBSCRIBE_PATH, {}, InboxStatusSchema);
}

/** POST /inbox/gmail/unsubscribe: disconnects the mailbox (imported events stay in the trips). */
export function unsubscribeGmail(): Promise<InboxStatus> {
  return apiClient.post(INBOX_GMAIL_UNSUBSCRIBE_PATH, {}, InboxStatusSchema);
}

/**
 * §8 "Gmail subscription errors give errorCode and errorMessage from the first item of the error list": the first
 * error of a failed call (errorMessage prefers localizedDescription, then description), or null for a failure without
 * an error list (network, 5xx without body).
 */
export function gmailSubscriptionError(error: unknown): { errorCode: string; errorMessage: string } | null {
  if (!(error instanceof ApiRequestError)) return null;
  const first = error.errors[0] ?? error.unrecognized[0];
  if (!first) return null;
  return { errorCode: first.code, errorMessage: first.localizedDescription ?? first.description };
}
