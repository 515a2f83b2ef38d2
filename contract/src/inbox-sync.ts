/**
 * Inbox sync (issue #26 "Inbox sync"; INBOX_SYNC feature, core-and-business §6; account-business-header-and-trips §7
 * "POST /k/run/inbox/requests/gmail/subscription (code), then POST /inbox/gmail/subscribe", §8 "Gmail subscription
 * errors give errorCode and errorMessage from the first item of the error list").
 *
 * A traveller connects a mailbox through the Google pop-up (scope {@link GMAIL_READONLY_SCOPE}); travel confirmations
 * found there become booked events in their trips. Offline (and in tests) the same importer takes confirmations
 * forwarded to the account's private forwarding address, posted as raw RFC 822 to {@link INBOX_INBOUND_PATH}.
 *
 * The calls (X-CSRF on every POST except the inbound mail endpoint, which a mail gateway calls with the private token):
 * - POST {@link INBOX_GMAIL_START_PATH} -> {@link InboxGmailStartReplySchema}: the pop-up URL (the provider's consent page).
 * - GET {@link INBOX_GMAIL_CALLBACK_PATH} (the pop-up, back from the provider): posts `{ type, code }` (the one-time
 *   hand-off code, {@link SOCIAL_HANDOFF_MESSAGE_TYPE}'s message shape) to the frame.
 * - POST {@link INBOX_GMAIL_SUBSCRIPTION_PATH} `{ code }` -> {@link InboxStatusSchema} (subscription PENDING).
 * - POST {@link INBOX_GMAIL_SUBSCRIBE_PATH} -> {@link InboxStatusSchema} (subscription ACTIVE, forwarding address).
 * - GET {@link INBOX_STATUS_PATH} -> {@link InboxStatusSchema}; POST {@link INBOX_GMAIL_UNSUBSCRIBE_PATH} disconnects.
 * - POST {@link INBOX_INBOUND_PATH} (`Content-Type: message/rfc822`) -> {@link InboundMailReplySchema}.
 */
import { z } from 'zod';
import { IsoDateSchema } from './search-basics.ts';
import { VerticalSchema } from './search-basics.ts';

/** Google's read-only Gmail scope (https://developers.google.com/gmail/api/auth/scopes). */
export const GMAIL_READONLY_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';

export const INBOX_GMAIL_START_PATH = '/k/run/inbox/requests/gmail/start';
export const INBOX_GMAIL_CALLBACK_PATH = '/k/run/inbox/requests/gmail/callback';
export const INBOX_GMAIL_SUBSCRIPTION_PATH = '/k/run/inbox/requests/gmail/subscription';
export const INBOX_GMAIL_SUBSCRIBE_PATH = '/inbox/gmail/subscribe';
export const INBOX_GMAIL_UNSUBSCRIBE_PATH = '/inbox/gmail/unsubscribe';
export const INBOX_STATUS_PATH = '/inbox/status';
/** The inbound mail endpoint: `{token}` is the account's private forwarding token. */
export const INBOX_INBOUND_PATH = '/inbox/mail/inbound/:token';
/** The inbound endpoint's path for a token. */
export const inboxInboundPath = (token: string): string => INBOX_INBOUND_PATH.replace(':token', encodeURIComponent(token));

/** Largest raw message the inbound endpoint takes, bytes (a confirmation with inline images is well under it). */
export const INBOX_MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

/**
 * Errors of the Gmail subscription calls (§8: errorCode and errorMessage come from the first item of the error list),
 * codes of the error envelope (errors.ts): GMAIL_SERVICE_DISABLED (Google sign-in off or without a client id),
 * GMAIL_SCOPE_NOT_GRANTED (the Gmail permission unticked on the consent page), GMAIL_CODE_INVALID (hand-off code
 * unknown, used, expired or of another session), GMAIL_NOT_CONNECTED (subscribe without a connected mailbox).
 */
export const INBOX_ERROR_CODES = ['GMAIL_SERVICE_DISABLED', 'GMAIL_SCOPE_NOT_GRANTED', 'GMAIL_CODE_INVALID', 'GMAIL_NOT_CONNECTED'] as const;
export type InboxErrorCode = (typeof INBOX_ERROR_CODES)[number];

export const InboxGmailStartReplySchema = z.object({ popupUrl: z.string().url() });
export type InboxGmailStartReply = z.infer<typeof InboxGmailStartReplySchema>;

export const InboxSubscriptionRequestSchema = z.object({ code: z.string().min(16).max(200) });

/** What happened to one received message. */
export const InboxMessageOutcomeSchema = z.enum([
  /** At least one reservation became a new booked trip event. */
  'IMPORTED',
  /** Every reservation in it was already imported (same reservation number). */
  'DUPLICATE',
  /** No schema.org reservation markup: left alone. */
  'NO_MARKUP',
  /** Markup found, but nothing could be filed (unknown airport or city, missing dates). */
  'UNUSABLE',
]);
export type InboxMessageOutcome = z.infer<typeof InboxMessageOutcomeSchema>;

/** One reservation read from a message. */
export const InboxReservationSchema = z.object({
  vertical: VerticalSchema,
  /** The reservation number (sanitised display text). */
  reservationNumber: z.string(),
  /** e.g. "LHR → JFK", "Harbour Hotel, Lisbon". */
  title: z.string(),
  startDate: IsoDateSchema,
  /** The trip it was filed into (null when not filed). */
  fullTripId: z.string().nullable(),
  tripName: z.string().nullable(),
  state: z.enum(['IMPORTED', 'DUPLICATE', 'UNUSABLE']),
});
export type InboxReservation = z.infer<typeof InboxReservationSchema>;

/** One received message as the inbox page lists it (sanitised: display text only). */
export const InboxMessageSchema = z.object({
  id: z.number().int().positive(),
  receivedAt: z.iso.datetime(),
  subject: z.string(),
  from: z.string(),
  outcome: InboxMessageOutcomeSchema,
  reservations: z.array(InboxReservationSchema),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** The account's inbox sync: its mailbox subscription, forwarding address and the latest messages (newest first). */
export const InboxStatusSchema = z.object({
  /** False for a visitor (everything else empty): the page asks them to sign in. */
  signedIn: z.boolean(),
  subscription: z
    .object({
      provider: z.literal('gmail'),
      mailboxEmail: z.string(),
      /** PENDING: mailbox authorised, not yet subscribed; ACTIVE: confirmations are imported. */
      status: z.enum(['PENDING', 'ACTIVE']),
      connectedAt: z.iso.datetime(),
    })
    .nullable(),
  /** The private forwarding address (ACTIVE only): confirmations sent there are imported too. */
  forwardingAddress: z.string().nullable(),
  messages: z.array(InboxMessageSchema),
});
export type InboxStatus = z.infer<typeof InboxStatusSchema>;

/** Reply of the inbound mail endpoint: what the importer did with the message. */
export const InboundMailReplySchema = z.object({ message: InboxMessageSchema });
export type InboundMailReply = z.infer<typeof InboundMailReplySchema>;

/** Type of the message the mailbox pop-up's last page posts to the frame (target origin: the product origin). */
export const INBOX_HANDOFF_MESSAGE_TYPE = 'travel:inbox-handoff';

/**
 * What the mailbox pop-up posts to `window.opener`: the one-time hand-off `code`, or an `error` (`scope`: the Gmail
 * permission was not granted, GMAIL_SCOPE_NOT_GRANTED; `cancelled`: the person cancelled at the provider).
 */
export const InboxHandoffMessageSchema = z.object({
  type: z.literal(INBOX_HANDOFF_MESSAGE_TYPE),
  code: z.string().min(16).max(200).optional(),
  error: z.enum(['cancelled', 'failed', 'expired', 'scope']).optional(),
});
export type InboxHandoffMessage = z.infer<typeof InboxHandoffMessageSchema>;
