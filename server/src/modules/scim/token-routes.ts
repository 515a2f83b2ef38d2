/**
 * The SCIM token panel's routes on the business route tree (issue #27: "the admin creates (shown once) and revokes
 * them on /business/integrations"; paths: contract scim.ts SCIM_TOKEN_PATHS, relative here to the tree's prefix).
 *
 * | Route | Declaration |
 * |---|---|
 * | GET /integrations/v1/scim/tokens | page `integrations` (COMPANY_INTEGRATION_MANAGEMENT, flag `integrations`) + feature SSO_INTEGRATION |
 * | POST /integrations/v1/scim/tokens `{ name }` | the same; the token in the reply, this once |
 * | DELETE /integrations/v1/scim/tokens/{id} | the same; another company's id 404 |
 *
 * SSO_INTEGRATION because SCIM is the enterprise tier's provisioning, next to single sign-on (contract business-roles.ts
 * TIER_FEATURES; anchors: SSO/SCIM is gated to the top plan). State changes need X-CSRF (the global session hook) and
 * are audited and counted per admin in the service (tokens.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOkReplySchema, SCIM_TOKEN_PATHS, ScimTokenCreateSchema, ScimTokenCreatedReplySchema, ScimTokenParamsSchema, ScimTokensReplySchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { BusinessRequirement } from '../access/plugin.ts';
import { pageRequirement } from '../business/admin-routes.ts';
import { BUSINESS_API_PREFIX, businessCaller } from '../business/route-tree.ts';
import type { ScimTokenService } from './tokens.ts';

/** Who manages SCIM tokens: the integrations page's admins, on a plan with SSO_INTEGRATION. */
export const SCIM_TOKEN_ADMIN: BusinessRequirement = pageRequirement('integrations', { features: ['SSO_INTEGRATION'] });

const rel = (path: string) => path.slice(BUSINESS_API_PREFIX.length);

/** Builds the plugin (registered inside the business route tree). */
export function scimTokenRoutes(tokens: ScimTokenService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { auth: { business: SCIM_TOKEN_ADMIN } };
    const noStore = { 'Cache-Control': 'no-store' };
    r.get(rel(SCIM_TOKEN_PATHS.tokens), { config, schema: { response: { 200: ScimTokensReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
      reply.headers(noStore);
      return tokens.list(businessCaller(request).actor);
    });
    r.post(rel(SCIM_TOKEN_PATHS.tokens), { config, schema: { body: ScimTokenCreateSchema, response: { 200: ScimTokenCreatedReplySchema, ...ERROR_RESPONSES } } },
      async (request, reply) => {
        reply.headers(noStore);
        return tokens.create(businessCaller(request).actor, request.body.name);
      });
    r.delete(rel(SCIM_TOKEN_PATHS.token), { config, schema: { params: ScimTokenParamsSchema, response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } } },
      async (request) => {
        await tokens.revoke(businessCaller(request).actor, request.params.id);
        return { ok: true as const };
      });
  };
}
