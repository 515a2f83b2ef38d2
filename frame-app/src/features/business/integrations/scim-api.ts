/**
 * The SCIM token panel's calls through the frame's one HTTP client (issue #27 "SCIM 2.0 provisioning"; contract scim.ts
 * for paths and bodies; server modules/scim/token-routes.ts for who may call them: the integrations page's admins on a
 * plan with SSO_INTEGRATION). Replies are parsed with their contract schemas; writes carry X-CSRF (the client adds it).
 * Failures reject with ApiRequestError: 400 VALIDATION_ERROR field `name` (empty, too long, too many tokens), 403, 404
 * (a token already revoked), 429.
 */
import {
  AdminOkReplySchema, SCIM_TOKEN_PATHS, ScimTokenCreatedReplySchema, ScimTokensReplySchema, scimTokenPath, type ScimTokenCreatedReply, type ScimTokensReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** GET the SCIM base URL and the company's live tokens (newest first; never a token itself). */
export function fetchScimTokens(signal?: AbortSignal): Promise<ScimTokensReply> {
  return apiClient.get(SCIM_TOKEN_PATHS.tokens, ScimTokensReplySchema, signal ? { signal } : {});
}

/** POST a new token: its row and the bearer token, answered this once. */
export function createScimToken(name: string): Promise<ScimTokenCreatedReply> {
  return apiClient.post(SCIM_TOKEN_PATHS.tokens, { name }, ScimTokenCreatedReplySchema);
}

/** DELETE a token: revoked at once (the directory's next call is refused). */
export async function revokeScimToken(id: string): Promise<void> {
  await apiClient.delete(scimTokenPath(id), AdminOkReplySchema);
}
