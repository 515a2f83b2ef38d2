/**
 * The travel policy routes on the business route tree (paths relative to /i/api/business; route-tree.ts's hook has
 * required a business profile of the caller's company, two-factor and the declared permissions). Spec:
 * core-and-business §6 (TRAVEL_POLICY_MANAGEMENT, the policy pages, train flag, CAR_PREFERENCES, RP_POLICY_SUMMARY);
 * account-business-header-and-trips §7 company `PUT /settings/policies/{vertical}`. Service: travel-policy-service.ts.
 *
 * | Route | Declaration |
 * |---|---|
 * | GET /company/v1/settings/policies/{vertical}?groupId= | TRAVEL_POLICY_MANAGEMENT (train: company flag `trainPolicy`, else 403) |
 * | PUT /company/v1/settings/policies/{vertical} `{ groupId?, document }` | TRAVEL_POLICY_MANAGEMENT (train: flag; car `preferredVendors`: CAR_PREFERENCES); rate limit TRAVEL_POLICY_WRITE_ACCOUNT |
 * | GET /me/v1/policies | any business profile (the traveler booked for, else the caller) |
 *
 * A group id of another company (or none) answers 404 NOT_FOUND; a document that does not parse answers 400
 * VALIDATION_ERROR with `field` = `document.<path>`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMPANY_CALL_PATHS, MY_TRAVEL_POLICIES_PATH, MyTravelPoliciesReplySchema, TravelPolicyParamsSchema, TravelPolicyPutBodySchema,
  TravelPolicyQuerySchema, TravelPolicyReplySchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { BusinessRequirement } from '../access/plugin.ts';
import { BUSINESS_API_PREFIX, businessCaller } from './route-tree.ts';
import type { PolicyCaller, TravelPolicyService } from './travel-policy-service.ts';

/** Who may read and save the company's travel policies (core §6 TRAVEL_POLICY_MANAGEMENT). */
export const TRAVEL_POLICY_REQUIREMENT: BusinessRequirement = { permissions: ['TRAVEL_POLICY_MANAGEMENT'] };

/** Builds the plugin with the travel policy service. */
export function travelPolicyRoutes(service: TravelPolicyService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const noStore = { 'Cache-Control': 'no-store' };
    const callerOf = (request: Parameters<typeof businessCaller>[0]): PolicyCaller => {
      const { actor, business } = businessCaller(request);
      return { actor, business };
    };

    r.get(COMPANY_CALL_PATHS.policyVertical, {
      config: { auth: { business: TRAVEL_POLICY_REQUIREMENT } },
      schema: { params: TravelPolicyParamsSchema, querystring: TravelPolicyQuerySchema, response: { 200: TravelPolicyReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return service.get(callerOf(request), request.params.vertical, request.query.groupId ?? null);
    });

    r.put(COMPANY_CALL_PATHS.policyVertical, {
      config: { auth: { business: TRAVEL_POLICY_REQUIREMENT }, rateLimits: ['TRAVEL_POLICY_WRITE_ACCOUNT'] },
      schema: { params: TravelPolicyParamsSchema, body: TravelPolicyPutBodySchema, response: { 200: TravelPolicyReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return service.put(callerOf(request), request.params.vertical, request.body.groupId ?? null, request.body.document);
    });

    r.get(MY_TRAVEL_POLICIES_PATH.slice(BUSINESS_API_PREFIX.length), {
      config: { auth: { business: {} } },
      schema: { response: { 200: MyTravelPoliciesReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return service.mine(callerOf(request));
    });
  };
}
