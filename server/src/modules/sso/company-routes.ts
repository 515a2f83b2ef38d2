/**
 * The company SSO calls on the business route tree (account-business-header-and-trips §7 Company "SSO"; paths contract
 * sso.ts SSO_COMPANY_PATHS, relative here to the tree's prefix /i/api/business; service admin-service.ts). Every route
 * is the `sso` admin page's declaration: COMPANY_INTEGRATION_MANAGEMENT and feature SSO_INTEGRATION (core-and-business
 * §6 "/business/integrations/sso needs SSO_INTEGRATION"); state changes need X-CSRF (the global session hook) and are
 * counted per account ({@link SSO_WRITE_LIMIT}), as is the GET of a test URL (each makes a one-use test transaction).
 *
 * | Route | Reply |
 * |---|---|
 * | GET /company/v1/sso | SsoConfigurationsReply |
 * | POST /company/v1/sso | SsoConfiguration (body SsoConfigurationInput) |
 * | PUT /company/v1/sso/{id} | SsoConfiguration (body SsoConfigurationInput) |
 * | DELETE /company/v1/sso/{id} | { ok: true } |
 * | POST /company/v1/sso/toggleactive/{id}/{true or false} | SsoConfiguration |
 * | GET /company/v1/sso/{id}/externalAuthorizationUrl | SsoExternalAuthorizationUrlReply (a test's provider URL) |
 * | GET /company/v1/sso/entrypointurl | SsoEntrypointUrlReply |
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOkReplySchema, SSO_COMPANY_PATHS, SsoConfigurationInputSchema, SsoConfigurationSchema, SsoConfigurationsReplySchema, SsoEntrypointUrlReplySchema,
  SsoExternalAuthorizationUrlReplySchema, SsoIdParamsSchema, SsoToggleParamsSchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { pageRequirement } from '../business/admin-routes.ts';
import { BUSINESS_API_PREFIX, businessCaller } from '../business/route-tree.ts';
import type { SsoAdminService } from './admin-service.ts';

/** The rate limit of the state-changing company SSO calls (per signed-in account). */
export const SSO_WRITE_LIMIT = 'SSO_ADMIN_WRITE_ACCOUNT' as const;

/** A contract path relative to the tree's prefix. */
const rel = (path: string) => path.slice(BUSINESS_API_PREFIX.length);

/** Builds the plugin (registered inside the business route tree). */
export function ssoCompanyRoutes(admin: SsoAdminService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const read = { auth: { business: pageRequirement('sso') } };
    const write = { auth: { business: pageRequirement('sso') }, rateLimits: [SSO_WRITE_LIMIT] as const };
    const noStore = { 'Cache-Control': 'no-store' };
    const P = SSO_COMPANY_PATHS;

    r.get(rel(P.list), { config: read, schema: { response: { 200: SsoConfigurationsReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
      reply.headers(noStore);
      return admin.list(businessCaller(request).actor);
    });
    r.get(rel(P.entrypointUrl), { config: read, schema: { response: { 200: SsoEntrypointUrlReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
      reply.headers(noStore);
      return admin.entrypointUrl(businessCaller(request).actor);
    });
    // Each call makes a test transaction (a row): limited as the writes are.
    r.get(rel(P.externalAuthorizationUrl), {
      config: write, schema: { params: SsoIdParamsSchema, response: { 200: SsoExternalAuthorizationUrlReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return admin.externalAuthorizationUrl(businessCaller(request).actor, request.params.id);
    });
    r.post(rel(P.list), { config: write, schema: { body: SsoConfigurationInputSchema, response: { 200: SsoConfigurationSchema, ...ERROR_RESPONSES } } },
      async (request, reply) => {
        reply.headers(noStore);
        return admin.create(businessCaller(request).actor, request.body);
      });
    r.put(rel(P.one), {
      config: write, schema: { params: SsoIdParamsSchema, body: SsoConfigurationInputSchema, response: { 200: SsoConfigurationSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return admin.replace(businessCaller(request).actor, request.params.id, request.body);
    });
    r.delete(rel(P.one), { config: write, schema: { params: SsoIdParamsSchema, response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } } }, async (request) => {
      await admin.remove(businessCaller(request).actor, request.params.id);
      return { ok: true as const };
    });
    r.post(rel(P.toggleActive), {
      config: write, schema: { params: SsoToggleParamsSchema, response: { 200: SsoConfigurationSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return admin.toggle(businessCaller(request).actor, request.params.id, request.params.active);
    });
  };
}
