/**
 * The routes of two admin hub pages (issue #26): trip reporting fields (`/business/trip-reporting-fields`) and payment
 * methods (`/business/payment-options`); inside the business route tree (paths relative to /i/api/business; the tree's
 * hook has required a business profile, two-factor, the flag and the declared permissions/features). Bodies: contract
 * business-reporting-payment.ts. State changes need X-CSRF (the global session hook); none is exempt.
 *
 * | Route (under /i/api/business/admin/v1) | Declaration |
 * |---|---|
 * | GET reportingFields | page `tripReportingFields` (TRIP_REPORTING_FIELDS_MANAGEMENT + feature TRIP_REPORTING_FIELDS) |
 * | POST reportingFields, PUT/DELETE reportingFields/:fieldId, POST reportingFields/:fieldId/move | the same; rate limit REPORTING_FIELDS_WRITE_ACCOUNT |
 * | GET paymentOptions | flag `paymentOptions`; COMPANY_PAYMENT_METHOD_VIEW, _MANAGEMENT or COMPANY_SETTINGS_MANAGEMENT, then the core §5 rule (contract paymentMethodsAccess: with the higher-tier switch on, only COMPANY_SETTINGS_MANAGEMENT) |
 * | POST paymentOptions/cards, DELETE paymentOptions/cards/:cardId, PUT paymentOptions/scopes/:scope | flag `paymentOptions`; COMPANY_PAYMENT_METHOD_MANAGEMENT or COMPANY_SETTINGS_MANAGEMENT, then the same rule's manage step; rate limit COMPANY_CARD_WRITE_ACCOUNT (a card form is what card testers repeat) |
 *
 * Ids of another company answer 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOkReplySchema, CompanyCardInputSchema, CompanyCardParamsSchema, CompanyCardSchema, PaymentOptionsReplySchema, PaymentScopeInputSchema,
  PaymentScopeParamsSchema, ReportingFieldInputSchema, ReportingFieldParamsSchema, ReportingFieldSchema, ReportingFieldsReplySchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { BusinessRequirement } from '../access/plugin.ts';
import { ADMIN_ROUTE_BASE, pageRequirement } from './admin-routes.ts';
import type { PaymentMethodsService } from './payment-methods-service.ts';
import type { ReportingFieldsService } from './reporting-fields-service.ts';
import { businessCaller } from './route-tree.ts';

/** The reporting fields page's row of contract ADMIN_PAGES. */
const FIELDS_PAGE: BusinessRequirement = pageRequirement('tripReportingFields');
/**
 * The payment methods page's row with its override's list added (the tree checks one list per route; the service then
 * applies contract paymentMethodsAccess, which picks the list by the company's higher-tier switch).
 */
const PAYMENT_PAGE: BusinessRequirement = pageRequirement('paymentMethods', {
  permissions: ['COMPANY_PAYMENT_METHOD_VIEW', 'COMPANY_PAYMENT_METHOD_MANAGEMENT', 'COMPANY_SETTINGS_MANAGEMENT'],
});
const PAYMENT_MANAGE: BusinessRequirement = pageRequirement('paymentMethods', { permissions: ['COMPANY_PAYMENT_METHOD_MANAGEMENT', 'COMPANY_SETTINGS_MANAGEMENT'] });

const MoveBodySchema = z.object({ direction: z.enum(['up', 'down']) });

/** Builds the plugin of the two pages' routes inside the business tree. */
export function reportingPaymentRoutes(fields: ReportingFieldsService, payment: PaymentMethodsService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const b = ADMIN_ROUTE_BASE;
    r.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    r.get(`${b}/reportingFields`, {
      config: { auth: { business: FIELDS_PAGE } },
      schema: { response: { 200: ReportingFieldsReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => ({ items: await fields.list(businessCaller(request).actor) }));
    r.post(`${b}/reportingFields`, {
      config: { auth: { business: FIELDS_PAGE }, rateLimits: ['REPORTING_FIELDS_WRITE_ACCOUNT'] },
      schema: { body: ReportingFieldInputSchema, response: { 200: ReportingFieldSchema, ...ERROR_RESPONSES } },
    }, async (request) => fields.create(businessCaller(request).actor, request.body));
    r.put(`${b}/reportingFields/:fieldId`, {
      config: { auth: { business: FIELDS_PAGE }, rateLimits: ['REPORTING_FIELDS_WRITE_ACCOUNT'] },
      schema: { params: ReportingFieldParamsSchema, body: ReportingFieldInputSchema, response: { 200: ReportingFieldSchema, ...ERROR_RESPONSES } },
    }, async (request) => fields.update(businessCaller(request).actor, request.params.fieldId, request.body));
    r.delete(`${b}/reportingFields/:fieldId`, {
      config: { auth: { business: FIELDS_PAGE }, rateLimits: ['REPORTING_FIELDS_WRITE_ACCOUNT'] },
      schema: { params: ReportingFieldParamsSchema, response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      await fields.remove(businessCaller(request).actor, request.params.fieldId);
      return { ok: true as const };
    });
    r.post(`${b}/reportingFields/:fieldId/move`, {
      config: { auth: { business: FIELDS_PAGE }, rateLimits: ['REPORTING_FIELDS_WRITE_ACCOUNT'] },
      schema: { params: ReportingFieldParamsSchema, body: MoveBodySchema, response: { 200: ReportingFieldsReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => ({ items: await fields.move(businessCaller(request).actor, request.params.fieldId, request.body.direction) }));

    r.get(`${b}/paymentOptions`, {
      config: { auth: { business: PAYMENT_PAGE } },
      schema: { response: { 200: PaymentOptionsReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => payment.options(businessCaller(request)));
    r.post(`${b}/paymentOptions/cards`, {
      config: { auth: { business: PAYMENT_MANAGE }, rateLimits: ['COMPANY_CARD_WRITE_ACCOUNT'] },
      schema: { body: CompanyCardInputSchema, response: { 200: CompanyCardSchema, ...ERROR_RESPONSES } },
    }, async (request) => payment.addCard(businessCaller(request), request.body));
    r.delete(`${b}/paymentOptions/cards/:cardId`, {
      config: { auth: { business: PAYMENT_MANAGE }, rateLimits: ['COMPANY_CARD_WRITE_ACCOUNT'] },
      schema: { params: CompanyCardParamsSchema, response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      await payment.removeCard(businessCaller(request), request.params.cardId);
      return { ok: true as const };
    });
    r.put(`${b}/paymentOptions/scopes/:scope`, {
      config: { auth: { business: PAYMENT_MANAGE }, rateLimits: ['COMPANY_CARD_WRITE_ACCOUNT'] },
      schema: { params: PaymentScopeParamsSchema, body: PaymentScopeInputSchema, response: { 200: PaymentOptionsReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => payment.setScope(businessCaller(request), request.params.scope, request.body));
  };
}
