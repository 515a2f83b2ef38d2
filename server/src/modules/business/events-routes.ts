/**
 * The event hub's routes on the business route tree (paths relative to /i/api/business; contract business-events.ts
 * BUSINESS_EVENT_PATHS; service events-service.ts). Spec: core-and-business §5 "Event hub needs an event-edit
 * permission", §6 "/business/events (event hub front door) | event-edit permission"; issue #26 "Event hub".
 *
 * | Route | Declaration |
 * |---|---|
 * | GET /events/v1/events?when&offset&limit | page `eventHub` (EVENT_EDIT or EVENT_EDIT_FOR_ALL); the events the caller may edit |
 * | POST /events/v1/events | the same; rate limit EVENT_WRITE_ACCOUNT |
 * | GET /events/v1/events/{eventId}, GET .../attendance | the same, then policy `event.edit` (403; another company's id 404) |
 * | PUT, DELETE /events/v1/events/{eventId} | the same + rate limit EVENT_WRITE_ACCOUNT |
 * | GET /me/v1/events | any business profile: the upcoming events they are invited to |
 *
 * State-changing routes need X-CSRF (the global session hook); every write is audited in its transaction.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BUSINESS_EVENT_PATHS, BusinessEventDeletedReplySchema, BusinessEventInputSchema, BusinessEventListQuerySchema, BusinessEventListReplySchema,
  BusinessEventParamsSchema, BusinessEventSchema, EventAttendanceReplySchema, MyBusinessEventsReplySchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { BusinessRequirement } from '../access/plugin.ts';
import { pageRequirement } from './admin-routes.ts';
import type { EventsService } from './events-service.ts';
import { businessCaller } from './route-tree.ts';

const EVENT_HUB: BusinessRequirement = pageRequirement('eventHub');
const ANY_PROFILE: BusinessRequirement = {};

/** Builds the plugin (registered inside the business route tree). */
export function eventRoutes(events: EventsService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const read = (business: BusinessRequirement) => ({ auth: { business } });
    const write = { auth: { business: EVENT_HUB }, rateLimits: ['EVENT_WRITE_ACCOUNT' as const] };
    const noStore = { 'Cache-Control': 'no-store' };

    r.get(BUSINESS_EVENT_PATHS.events, {
      config: read(EVENT_HUB), schema: { querystring: BusinessEventListQuerySchema, response: { 200: BusinessEventListReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return events.list(businessCaller(request).actor, request.query);
    });
    r.post(BUSINESS_EVENT_PATHS.events, {
      config: write, schema: { body: BusinessEventInputSchema, response: { 201: BusinessEventSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      const event = await events.create(businessCaller(request).actor, request.body);
      return reply.code(201).headers(noStore).send(event);
    });
    r.get(BUSINESS_EVENT_PATHS.event, {
      config: read(EVENT_HUB), schema: { params: BusinessEventParamsSchema, response: { 200: BusinessEventSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return events.get(businessCaller(request).actor, request.params.eventId);
    });
    r.put(BUSINESS_EVENT_PATHS.event, {
      config: write, schema: { params: BusinessEventParamsSchema, body: BusinessEventInputSchema, response: { 200: BusinessEventSchema, ...ERROR_RESPONSES } },
    }, async (request) => events.update(businessCaller(request).actor, request.params.eventId, request.body));
    r.delete(BUSINESS_EVENT_PATHS.event, {
      config: write, schema: { params: BusinessEventParamsSchema, response: { 200: BusinessEventDeletedReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      await events.remove(businessCaller(request).actor, request.params.eventId);
      return { ok: true as const };
    });
    r.get(BUSINESS_EVENT_PATHS.attendance, {
      config: read(EVENT_HUB), schema: { params: BusinessEventParamsSchema, response: { 200: EventAttendanceReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return events.attendance(businessCaller(request).actor, request.params.eventId);
    });
    r.get(BUSINESS_EVENT_PATHS.mine, {
      config: read(ANY_PROFILE), schema: { response: { 200: MyBusinessEventsReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return events.mine(businessCaller(request).actor);
    });
  };
}
