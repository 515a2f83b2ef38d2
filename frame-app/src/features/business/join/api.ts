/**
 * The invitation calls of the join page (issue #24 "that user accepts"; contract business-admin.ts
 * BUSINESS_INVITATION_PREVIEW_PATH / _ACCEPT_PATH), outside the business route tree: the invitee has no business
 * profile yet. Both POST the token in the body (never in a request line or a log) with X-CSRF (the client adds it).
 * Failures reject with ApiRequestError: preview 404 NOT_FOUND for an unknown token; accept 401 when signed out,
 * 403 FORBIDDEN for an account with another email, 404 for an unknown token, 400 VALIDATION_ERROR field `token` (used,
 * revoked or expired) or `account` (the account already has a business profile).
 */
import {
  BUSINESS_INVITATION_ACCEPT_PATH, BUSINESS_INVITATION_PREVIEW_PATH, InvitationAcceptReplySchema, InvitationPreviewSchema,
  type InvitationAcceptReply, type InvitationPreview,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** POST preview `{ token }`: the company, invited email, kind, state and expiry (any caller, visitors too). */
export function previewInvitation(token: string): Promise<InvitationPreview> {
  return apiClient.post(BUSINESS_INVITATION_PREVIEW_PATH, { token }, InvitationPreviewSchema);
}

/** POST accept `{ token }`: the signed-in account joins the company (single use). */
export function acceptInvitation(token: string): Promise<InvitationAcceptReply> {
  return apiClient.post(BUSINESS_INVITATION_ACCEPT_PATH, { token }, InvitationAcceptReplySchema);
}
