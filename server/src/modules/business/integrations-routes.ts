/**
 * The integrations' routes on the business route tree (issue #26 "Integrations"; paths: contract
 * business-integrations.ts, relative here to the tree's prefix /i/api/business; service integrations-service.ts).
 *
 * | Route | Declaration |
 * |---|---|
 * | GET /integrations/v1, GET /integrations/v1/deliveries?limit | page `integrations` (COMPANY_INTEGRATION_MANAGEMENT, flag `integrations`) |
 * | POST /integrations/v1/expenseSystems, PUT/DELETE /integrations/v1/expenseSystems/{code}, POST .../{code}/rotateSecret | page `integrations` + feature EXPENSIFY_INTEGRATION |
 * | PUT/DELETE /integrations/v1/slack, POST /integrations/v1/slack/test | page `integrations` + feature SLACK_INTEGRATION |
 * | GET /expense/v1/trips/{hash}, POST /expense/v1/trips/{hash}(?expenseManagementSystemCode) | any business profile + feature EXPENSIFY_INTEGRATION (own trips only: another's 404) |
 *
 * State changes need X-CSRF (the global session hook). Writes and sends are counted per business profile in the
 * service (INTEGRATION_WRITES_MAX per INTEGRATION_WRITES_WINDOW_MS, 429 with Retry-After), as approvals count theirs.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOkReplySchema, DeliveriesQuerySchema, DeliveriesReplySchema, DeliverySchema, EXPENSE_TRIP_PATH, ExpenseSendReplySchema, ExpenseSystemCreateSchema,
  ExpenseSystemParamsSchema, ExpenseSystemSchema, ExpenseSystemSecretReplySchema, ExpenseSystemUpdateSchema, ExpenseTripParamsSchema, ExpenseTripQuerySchema,
  ExpenseTripReplySchema, INTEGRATIONS_PATHS, IntegrationsSettingsReplySchema, SlackSettingsInputSchema, SlackSettingsSchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { BusinessRequirement } from '../access/plugin.ts';
import { pageRequirement } from './admin-routes.ts';
import type { IntegrationsService } from './integrations-service.ts';
import { BUSINESS_API_PREFIX, businessCaller } from './route-tree.ts';

const PAGE: BusinessRequirement = pageRequirement('integrations');
const EXPENSE_ADMIN: BusinessRequirement = pageRequirement('integrations', { features: ['EXPENSIFY_INTEGRATION'] });
const SLACK_ADMIN: BusinessRequirement = pageRequirement('integrations', { features: ['SLACK_INTEGRATION'] });
const EXPENSE_SEND: BusinessRequirement = { features: ['EXPENSIFY_INTEGRATION'] };

/** A contract path relative to the tree's prefix. */
const rel = (path: string) => path.slice(BUSINESS_API_PREFIX.length);

/** Builds the plugin (registered inside the business route tree). */
export function integrationRoutes(integrations: IntegrationsService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = (business: BusinessRequirement) => ({ auth: { business } });
    const noStore = { 'Cache-Control': 'no-store' };
    const P = INTEGRATIONS_PATHS;

    r.get(rel(P.settings), { config: auth(PAGE), schema: { response: { 200: IntegrationsSettingsReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
      reply.headers(noStore);
      const { actor, business } = businessCaller(request);
      return integrations.settings(actor, business.features);
    });
    r.get(rel(P.deliveries), { config: auth(PAGE), schema: { querystring: DeliveriesQuerySchema, response: { 200: DeliveriesReplySchema, ...ERROR_RESPONSES } } },
      async (request, reply) => {
        reply.headers(noStore);
        return { deliveries: await integrations.deliveries(businessCaller(request).actor, request.query.limit) };
      });

    r.post(rel(P.expenseSystems), {
      config: auth(EXPENSE_ADMIN), schema: { body: ExpenseSystemCreateSchema, response: { 200: ExpenseSystemSecretReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return integrations.createSystem(businessCaller(request).actor, request.body);
    });
    r.put(rel(P.expenseSystem), {
      config: auth(EXPENSE_ADMIN), schema: { params: ExpenseSystemParamsSchema, body: ExpenseSystemUpdateSchema, response: { 200: ExpenseSystemSchema, ...ERROR_RESPONSES } },
    }, async (request) => integrations.updateSystem(businessCaller(request).actor, request.params.code, request.body));
    r.post(rel(P.rotateSecret), {
      config: auth(EXPENSE_ADMIN), schema: { params: ExpenseSystemParamsSchema, response: { 200: ExpenseSystemSecretReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return integrations.rotateSecret(businessCaller(request).actor, request.params.code);
    });
    r.delete(rel(P.expenseSystem), {
      config: auth(EXPENSE_ADMIN), schema: { params: ExpenseSystemParamsSchema, response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      await integrations.deleteSystem(businessCaller(request).actor, request.params.code);
      return { ok: true as const };
    });

    r.put(rel(P.slack), { config: auth(SLACK_ADMIN), schema: { body: SlackSettingsInputSchema, response: { 200: SlackSettingsSchema, ...ERROR_RESPONSES } } },
      async (request) => integrations.putSlack(businessCaller(request).actor, request.body));
    r.delete(rel(P.slack), { config: auth(SLACK_ADMIN), schema: { response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } } }, async (request) => {
      await integrations.deleteSlack(businessCaller(request).actor);
      return { ok: true as const };
    });
    r.post(rel(P.slackTest), { config: auth(SLACK_ADMIN), schema: { response: { 200: DeliverySchema, ...ERROR_RESPONSES } } },
      async (request) => integrations.testSlack(businessCaller(request).actor));

    r.get(rel(EXPENSE_TRIP_PATH), {
      config: auth(EXPENSE_SEND), schema: { params: ExpenseTripParamsSchema, response: { 200: ExpenseTripReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return integrations.tripState(businessCaller(request).actor, request.params.hash);
    });
    r.post(rel(EXPENSE_TRIP_PATH), {
      config: auth(EXPENSE_SEND), schema: { params: ExpenseTripParamsSchema, querystring: ExpenseTripQuerySchema, response: { 200: ExpenseSendReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => integrations.sendTrip(businessCaller(request).actor, request.params.hash, request.query.expenseManagementSystemCode));
  };
}
