/**
 * Error envelope shared by every HTTP reply and every bridge reply.
 * Spec: core-and-business §3 ("Error objects in API replies carry a code"), §8;
 * account-business-header-and-trips §8 (code, localizedDescription or description).
 */
import { z } from 'zod';

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
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** One error: `field` names the offending request field (dotted path) for VALIDATION_ERROR. */
export const ApiErrorSchema = z.object({
  code: ErrorCodeSchema,
  description: z.string(),
  localizedDescription: z.string().optional(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** `{ errors: [{ code, description, localizedDescription? }] }` - the body of every non-OK reply. */
export const ErrorEnvelopeSchema = z.object({ errors: z.array(ApiErrorSchema).min(1) });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
