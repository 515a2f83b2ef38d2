/**
 * The approval and book-on-behalf routes on the business route tree (paths relative to /i/api/business; contract
 * approvals.ts APPROVAL_PATHS; service approvals-service.ts). Spec: core-and-business §5, §6; issue #25 "Approvals".
 * Each declaration is its page's row of contract ADMIN_PAGES (pageRequirement).
 *
 * | Route | Declaration |
 * |---|---|
 * | GET/PUT /approvals/v1/settings | page `approvalSettings` (COMPANY_SETTINGS_APPROVAL_SETTINGS, feature APPROVAL_SETTINGS) |
 * | GET/PUT /approvals/v1/approvers | page `approvers` (COMPANY_SETTINGS_APPROVAL_SETTINGS, feature APPROVAL_SETTINGS, flag customApprovers) |
 * | GET /approvals/v1/trips, GET /approvals/v1/trips/{id}, POST /approvals/v1/trips/{id}/decision | page `tripsToApprove` (TRIP_EVENT_APPROVAL_PROCESSING(_FOR_ALL), feature TRIPS_TO_APPROVE); then policy `approval.process` |
 * | GET /approvals/v1/mine, POST /approvals/v1/mine/{id}/withdraw | any business profile (their own requests only) |
 * | GET /approvals/v1/approvers-to-name | any business profile (whom the traveler being booked for may name as approver) |
 * | POST /bookOnBehalf/v1/requests, GET /bookOnBehalf/v1/mine, POST /bookOnBehalf/v1/mine/{id}/cancel | BOOK_ON_BEHALF_REQUEST + feature BOOK_ON_BEHALF, booking mode TRAVELER_OR_TRAVEL_MANAGER |
 * | GET /bookOnBehalf/v1/requests, POST /bookOnBehalf/v1/requests/{id}/fulfil | page `tripsToBook` (BOOK_ON_BEHALF_REQUEST_PROCESSING, feature BOOK_ON_BEHALF), booking mode TRAVELER_OR_TRAVEL_MANAGER |
 *
 * The booking-mode condition (core §6 "trips to book needs TRAVELER_OR_TRAVEL_MANAGER mode") is not a route
 * declaration kind, so the handlers check it (403 FORBIDDEN otherwise). Decisions, withdrawals and book-on-behalf writes are
 * counted per business profile in the service (approvals-service.ts APPROVAL_WRITES_PER_PROFILE_MAX per
 * APPROVAL_WRITES_WINDOW_MS, 429 with Retry-After above it): a route-level limit would run after the business tree's
 * own hook anyway, and the profile is the right key for a signed-in business caller.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPROVAL_PATHS, ApprovalDecisionRequestSchema, ApprovalListQuerySchema, ApprovalListReplySchema, ApprovalParamsSchema, ApprovalRequestSchema,
  ApprovalSettingsReplySchema, ApprovalSettingsSchema, ApproversReplySchema, ApproversToNameReplySchema, BookOnBehalfItemSchema, BookOnBehalfListQuerySchema,
  BookOnBehalfListReplySchema, CreateBookOnBehalfRequestSchema, FulfilBookOnBehalfRequestSchema, PutApproversRequestSchema,
} from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import type { BusinessRequirement } from '../access/plugin.ts';
import { pageRequirement } from './admin-routes.ts';
import type { ApprovalsService } from './approvals-service.ts';
import { businessCaller } from './route-tree.ts';

const SETTINGS_PAGE: BusinessRequirement = pageRequirement('approvalSettings');
const APPROVERS_PAGE: BusinessRequirement = pageRequirement('approvers');
const TRIPS_TO_APPROVE: BusinessRequirement = pageRequirement('tripsToApprove');
const TRIPS_TO_BOOK: BusinessRequirement = pageRequirement('tripsToBook');
const BOOK_ON_BEHALF_REQUEST: BusinessRequirement = { permissions: ['BOOK_ON_BEHALF_REQUEST'], features: ['BOOK_ON_BEHALF'] };
const ANY_PROFILE: BusinessRequirement = {};

/** The caller's actor; for book-on-behalf routes, first the company's booking mode (core §6). @throws 403 FORBIDDEN */
function actorOf(request: FastifyRequest, needsBookOnBehalfMode = false) {
  const { actor, business } = businessCaller(request);
  if (needsBookOnBehalfMode && business.bookingMode !== 'TRAVELER_OR_TRAVEL_MANAGER') {
    throw new AppError(403, 'FORBIDDEN', 'Trips to book need the company\'s traveler-or-travel-manager booking mode');
  }
  return actor;
}

/** Builds the plugin (registered inside the business route tree). */
export function approvalRoutes(approvals: ApprovalsService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = (business: BusinessRequirement) => ({ auth: { business } });
    const noStore = { 'Cache-Control': 'no-store' };

    r.get(APPROVAL_PATHS.settings, { config: auth(SETTINGS_PAGE), schema: { response: { 200: ApprovalSettingsReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
      reply.headers(noStore);
      return approvals.settings(actorOf(request));
    });
    r.put(APPROVAL_PATHS.settings, { config: auth(SETTINGS_PAGE), schema: { body: ApprovalSettingsSchema, response: { 200: ApprovalSettingsReplySchema, ...ERROR_RESPONSES } } },
      async (request) => approvals.putSettings(actorOf(request), request.body));

    r.get(APPROVAL_PATHS.approvers, { config: auth(APPROVERS_PAGE), schema: { response: { 200: ApproversReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
      reply.headers(noStore);
      return approvals.approvers(actorOf(request));
    });
    r.put(APPROVAL_PATHS.approvers, { config: auth(APPROVERS_PAGE), schema: { body: PutApproversRequestSchema, response: { 200: ApproversReplySchema, ...ERROR_RESPONSES } } },
      async (request) => approvals.putApprovers(actorOf(request), request.body));

    r.get(APPROVAL_PATHS.tripsToApprove, {
      config: auth(TRIPS_TO_APPROVE), schema: { querystring: ApprovalListQuerySchema, response: { 200: ApprovalListReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return approvals.tripsToApprove(actorOf(request), request.query);
    });
    r.get(APPROVAL_PATHS.trip, {
      config: auth(TRIPS_TO_APPROVE), schema: { params: ApprovalParamsSchema, response: { 200: ApprovalRequestSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return approvals.request(actorOf(request), request.params.requestId);
    });
    r.post(APPROVAL_PATHS.decision, {
      config: auth(TRIPS_TO_APPROVE), schema: { params: ApprovalParamsSchema, body: ApprovalDecisionRequestSchema, response: { 200: ApprovalRequestSchema, ...ERROR_RESPONSES } },
    }, async (request) => approvals.decide(actorOf(request), request.params.requestId, request.body.decision, request.body.comment));

    // The booking page's policy step (any business profile: whoever books may need to name an approver).
    r.get(APPROVAL_PATHS.approversToName, {
      config: auth(ANY_PROFILE), schema: { response: { 200: ApproversToNameReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      const actor = actorOf(request);
      return approvals.approversToName(actor, actor.onBehalfOf ? actor.profileId : undefined);
    });

    r.get(APPROVAL_PATHS.mine, {
      config: auth(ANY_PROFILE), schema: { querystring: ApprovalListQuerySchema, response: { 200: ApprovalListReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return approvals.mine(actorOf(request), request.query);
    });
    r.post(APPROVAL_PATHS.withdraw, {
      config: auth(ANY_PROFILE), schema: { params: ApprovalParamsSchema, response: { 200: ApprovalRequestSchema, ...ERROR_RESPONSES } },
    }, async (request) => approvals.withdraw(actorOf(request), request.params.requestId));

    r.post(APPROVAL_PATHS.bookOnBehalf, {
      config: auth(BOOK_ON_BEHALF_REQUEST), schema: { body: CreateBookOnBehalfRequestSchema, response: { 201: BookOnBehalfItemSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      const item = await approvals.createBookOnBehalf(actorOf(request, true), request.body);
      return reply.code(201).send(item);
    });
    r.get(APPROVAL_PATHS.bookOnBehalfMine, {
      config: auth(BOOK_ON_BEHALF_REQUEST), schema: { querystring: BookOnBehalfListQuerySchema, response: { 200: BookOnBehalfListReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return approvals.myBookOnBehalf(actorOf(request, true), request.query);
    });
    r.post(APPROVAL_PATHS.bookOnBehalfCancel, {
      config: auth(BOOK_ON_BEHALF_REQUEST), schema: { params: ApprovalParamsSchema, response: { 200: BookOnBehalfItemSchema, ...ERROR_RESPONSES } },
    }, async (request) => approvals.cancelBookOnBehalf(actorOf(request, true), request.params.requestId));
    r.get(APPROVAL_PATHS.bookOnBehalf, {
      config: auth(TRIPS_TO_BOOK), schema: { querystring: BookOnBehalfListQuerySchema, response: { 200: BookOnBehalfListReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return approvals.bookOnBehalfQueue(actorOf(request, true), request.query);
    });
    r.post(APPROVAL_PATHS.bookOnBehalfFulfil, {
      config: auth(TRIPS_TO_BOOK), schema: { params: ApprovalParamsSchema, body: FulfilBookOnBehalfRequestSchema, response: { 200: BookOnBehalfItemSchema, ...ERROR_RESPONSES } },
    }, async (request) => approvals.fulfilBookOnBehalf(actorOf(request, true), request.params.requestId, request.body.bookingReference));
  };
}
