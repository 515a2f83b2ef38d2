/**
 * The first business routes, registered inside the business route tree (./route-tree.ts: paths are relative to
 * /i/api/business; its hook has already required a business profile of the caller's company, two-factor, the flag and
 * the declared permissions). Spec: account-business-header-and-trips §4 (account-type toggle), §7 (Company "GET and PUT
 * on the base", Business me `businessToggleUrl`).
 *
 * | Route | Declaration |
 * |---|---|
 * | GET /company/v1/ | any business profile (every member sees their company's name, logo, tier, domains) |
 * | PUT /company/v1/ | COMPANY_SETTINGS_MANAGEMENT (core-and-business §6 "Company settings require ...") |
 * | GET /me/v1/businessToggleUrl | any business profile |
 * | POST /me/v1/accountType | any business profile |
 * | GET /users/v1/profiles/:profileId | any business profile, then the resource policy profile.view (403); another company's id 404 |
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountTypeReplySchema, AccountTypeRequestSchema, BusinessProfileViewSchema, BusinessToggleUrlReplySchema, COMPANY_SETTINGS_REQUIREMENT, CompanySchema,
  CompanyUpdateSchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { businessCaller } from './route-tree.ts';
import { safeRedirectPath, type BusinessService } from './service.ts';

/** Business route paths (relative to the tree's prefix /i/api/business). */
export const BUSINESS_ROUTE_PATHS = {
  company: '/company/v1/',
  businessToggleUrl: '/me/v1/businessToggleUrl',
  accountType: '/me/v1/accountType',
  profile: '/users/v1/profiles/:profileId',
} as const;

/** Builds the plugin with the business service. */
export function businessRoutes(business: BusinessService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const noStore = { 'Cache-Control': 'no-store' };

    r.get(BUSINESS_ROUTE_PATHS.company, {
      config: { auth: { business: {} } },
      schema: { response: { 200: CompanySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return business.company(businessCaller(request).actor);
    });

    r.put(BUSINESS_ROUTE_PATHS.company, {
      config: { auth: { business: COMPANY_SETTINGS_REQUIREMENT } },
      schema: { body: CompanyUpdateSchema, response: { 200: CompanySchema, ...ERROR_RESPONSES } },
    }, async (request) => business.updateCompany(businessCaller(request).actor, request.body));

    r.get(BUSINESS_ROUTE_PATHS.businessToggleUrl, {
      config: { auth: { business: {} } },
      schema: { querystring: z.object({ redir: z.string().max(2000).optional() }), response: { 200: BusinessToggleUrlReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      const { business: b } = businessCaller(request);
      return { accountType: b.businessMode ? 'personal' as const : 'business' as const, url: safeRedirectPath(request.query.redir) };
    });

    r.post(BUSINESS_ROUTE_PATHS.accountType, {
      config: { auth: { business: {} } },
      schema: { body: AccountTypeRequestSchema, response: { 200: AccountTypeReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => business.setAccountType(businessCaller(request).actor, request.body.accountType));

    r.get(BUSINESS_ROUTE_PATHS.profile, {
      config: { auth: { business: {} } },
      schema: { params: z.object({ profileId: z.string().min(1).max(64) }), response: { 200: BusinessProfileViewSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return business.profile(businessCaller(request).actor, request.params.profileId);
    });
  };
}
