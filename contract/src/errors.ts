/**
 * Error envelope shared by every HTTP reply and every bridge reply.
 * Spec: core-and-business §3 ("Error objects in API replies carry a code"), §8;
 * account-business-header-and-trips §8 (code, localizedDescription or description).
 *
 * zod/mini, as every schema the front door parses (contract/README.md "First page schemas").
 */
import { z } from 'zod/mini';

/** Every error code the product emits. Codes are stable API; add, never rename. */
export const ErrorCodeSchema = z.enum([
  'INVALID_SESSION',
  'MISSING_TWO_FACTOR_AUTHENTICATION',
  'VALIDATION_ERROR',
  'CAPTCHA_REQUIRED',
  'CSRF_TOKEN_INVALID',
  'NOT_FOUND',
  'FORBIDDEN',
  'UNKNOWN_PARTNER',
  'RELAY_FORBIDDEN',
  'AJAX_CALL_ERROR',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  /** Booking: the refreshed price differs from acceptedPrice (409; reply carries the new offer). */
  'PRICE_CHANGED',
  /** Booking/refresh: the offer is past its expiry or no longer exists (410). */
  'OFFER_EXPIRED',
  /** Booking: no seats/rooms/cars left for the offer (409). */
  'SOLD_OUT',
  /** Booking: the payment method declined; description holds the reason (402). */
  'PAYMENT_DECLINED',
  /** Booking lookup/cancel: no booking with that reference and email (404). */
  'BOOKING_NOT_FOUND',
  /** Booking: the idempotency key was used for a different request (409). */
  'IDEMPOTENCY_CONFLICT',
  /** Bridge record-metric / record-load-time: not recorded, the visitor has not consented to analytics (issue #13). */
  'NO_ANALYTICS_CONSENT',
  /**
   * Booking (issue #25): the offer breaks a rule of the traveler's travel policy whose action is block (403); the
   * description names the reasons. The server re-evaluates every booking, so a client that hides nothing is refused too.
   */
  'OUT_OF_POLICY_BLOCKED',
  /** Inbox sync (issue #26; account §8 Gmail subscription errors): Google sign-in is off or has no client id (503). */
  'GMAIL_SERVICE_DISABLED',
  /** Inbox sync: the Gmail read permission was not granted on the consent page (400). */
  'GMAIL_SCOPE_NOT_GRANTED',
  /** Inbox sync: the pop-up's hand-off code is unknown, used, expired or of another session (400). */
  'GMAIL_CODE_INVALID',
  /** Inbox sync: subscribe without a connected mailbox (409). */
  'GMAIL_NOT_CONNECTED',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** One error: `field` names the offending request field (dotted path) for VALIDATION_ERROR. */
export const ApiErrorSchema = z.object({
  code: ErrorCodeSchema,
  description: z.string(),
  localizedDescription: z.optional(z.string()),
  field: z.optional(z.string()),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** `{ errors: [{ code, description, localizedDescription? }] }` - the body of every non-OK reply. */
export const ErrorEnvelopeSchema = z.object({ errors: z.array(ApiErrorSchema).check(z.minLength(1)) });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

// ---------------------------------------------------------------------------------------------
// Reading replies: tolerant of codes this client does not know (issue #8 "Contract").

/**
 * Code the reader gives an error whose code is not in {@link ErrorCodeSchema} (a newer server, a proxy);
 * the received code stays in `rawCode`. Never sent by our server.
 */
export const UNRECOGNIZED_ERROR_CODE = 'UNRECOGNIZED';

/** The fields of an error as a client reads them, before {@link ApiErrorReadSchema} checks the code. */
const ApiErrorFieldsReadSchema = z.object({
  code: z.string(),
  description: z.string(),
  localizedDescription: z.optional(z.string()),
  field: z.optional(z.string()),
});

/**
 * One error as a client READS it: like {@link ApiErrorSchema}, but an unknown `code` parses as
 * {@link UNRECOGNIZED_ERROR_CODE} with the received code in `rawCode`, so the other errors of the envelope
 * still reach the client's policy. Known codes parse unchanged (no `rawCode`).
 */
export const ApiErrorReadSchema = z.pipe(
  ApiErrorFieldsReadSchema,
  z.transform(({ code, ...rest }: z.output<typeof ApiErrorFieldsReadSchema>): ApiErrorRead => {
    const known = ErrorCodeSchema.safeParse(code);
    return known.success ? { code: known.data, ...rest } : { code: UNRECOGNIZED_ERROR_CODE, rawCode: code, ...rest };
  }),
);

/** An error as read by a client: a known code, or {@link UNRECOGNIZED_ERROR_CODE} with the received `rawCode`. */
export type ApiErrorRead = Omit<ApiError, 'code'> & {
  code: ErrorCode | typeof UNRECOGNIZED_ERROR_CODE;
  /** The code as received, present only when it is not one of {@link ErrorCode}. */
  rawCode?: string;
};

/**
 * The error envelope for READING replies (the frame's HTTP client): unknown codes are kept (see
 * {@link ApiErrorReadSchema}) instead of failing the envelope. The server validates what it SENDS with the
 * strict {@link ErrorEnvelopeSchema}.
 */
export const ErrorEnvelopeReadSchema = z.object({ errors: z.array(ApiErrorReadSchema).check(z.minLength(1)) });
export type ErrorEnvelopeRead = z.output<typeof ErrorEnvelopeReadSchema>;
