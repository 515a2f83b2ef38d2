/**
 * The business two-factor calls through the frame's one HTTP client (issue #24; contract business-two-factor.ts for the
 * bodies). Every reply is parsed with its contract schema; the POSTs carry X-CSRF (the client adds it). Failures
 * reject with ApiRequestError: 400 VALIDATION_ERROR (field `code` or `recoveryCode`) for a wrong, replayed or used
 * code, 429 RATE_LIMITED after too many wrong codes, 403 FORBIDDEN for an account without a business profile.
 */
import {
  TWO_FACTOR_API_PATHS, TwoFactorConfirmReplySchema, TwoFactorEnrolmentSchema, TwoFactorStatusSchema, TwoFactorVerifiedReplySchema,
  type TwoFactorConfirmReply, type TwoFactorEnrolment, type TwoFactorStatus, type TwoFactorVerifiedReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** GET status: enrolled, verified in this session, recovery codes left. */
export function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiClient.get(TWO_FACTOR_API_PATHS.status, TwoFactorStatusSchema, signal ? { signal } : {});
}

/** POST enrol: a new secret with its otpauth:// URI and QR code (nothing is enrolled until {@link confirmEnrolment}). */
export function startEnrolment(): Promise<TwoFactorEnrolment> {
  return apiClient.post(TWO_FACTOR_API_PATHS.enrol, {}, TwoFactorEnrolmentSchema);
}

/** POST confirm `{ code }`: enrols; resolves with the 10 recovery codes, shown once. */
export function confirmEnrolment(code: string): Promise<TwoFactorConfirmReply> {
  return apiClient.post(TWO_FACTOR_API_PATHS.confirm, { code }, TwoFactorConfirmReplySchema);
}

/** POST verify `{ code }`: verifies this session. */
export function verifyCode(code: string): Promise<TwoFactorVerifiedReply> {
  return apiClient.post(TWO_FACTOR_API_PATHS.verify, { code }, TwoFactorVerifiedReplySchema);
}

/** POST recover `{ recoveryCode }`: verifies this session with a recovery code (spent). */
export function recoverWithCode(recoveryCode: string): Promise<TwoFactorVerifiedReply> {
  return apiClient.post(TWO_FACTOR_API_PATHS.recover, { recoveryCode }, TwoFactorVerifiedReplySchema);
}
