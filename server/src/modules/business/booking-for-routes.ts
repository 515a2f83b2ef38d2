/**
 * Routes of booking for another traveler and the user search, on the business route tree (paths relative to
 * /i/api/business; contract BOOKING_FOR_PATHS). Spec: account-business-header-and-trips §7 Business me (traveler/select
 * with an email, guest/select, traveler/unselect) and Users (findUsers); core-and-business §6.
 *
 * | Route | Declaration |
 * |---|---|
 * | POST /me/v1/traveler/select {email} | one of the four book-for permissions, then policy `trip.bookFor` (403); another company's email 404 |
 * | POST /me/v1/guest/select {email} | TRIP_EVENT_BOOK_FOR_GUEST or TRIP_EVENT_BOOK_FOR_ALL, then `trip.bookFor` |
 * | POST /me/v1/traveler/unselect | any business profile (ends this session's selection; idempotent) |
 * | POST /users/v2/findUsers {query, filters, searchMode, page, size} | one of contract FIND_USERS_PERMISSIONS, then the mode's (USER_SEARCH_MODE_PERMISSIONS) |
 * | GET/PUT /me/v1/arrangers | TRIP_EVENT_BOOK (a traveler's own "who may book for me"; guests 403), booking-for-arrangers.ts |
 * | GET /bookOnBehalf/v1/requests/{id}/bookings | page `tripsToBook` + booking mode TRAVELER_OR_TRAVEL_MANAGER; the requester's bookings the caller made |
 *
 * All POSTs: X-CSRF (the global hook), bodies parsed with the contract schemas (400 VALIDATION_ERROR), rate limited per
 * account (USER_SEARCH_ACCOUNT, BOOKING_FOR_ACCOUNT).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  ApprovalParamsSchema, ArrangedBookingsReplySchema, BOOK_FOR_OTHERS_REQUIREMENT, BOOKING_FOR_PATHS, BookingForStateSchema, FIND_USERS_PERMISSIONS,
  FindUsersRequestSchema, MyArrangersSchema, PutMyArrangersRequestSchema, TravelerSelectRequestSchema, UserSearchPageSchema,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import { pageRequirement } from './admin-routes.ts';
import { arrangedBookings, myArrangers, putMyArrangers, type ArrangedBookingsPort } from './booking-for-arrangers.ts';
import type { BookingForCaller, BookingForService } from './booking-for.ts';
import { businessCaller } from './route-tree.ts';
import { findUsers } from './user-search.ts';

/** The caller of select/unselect (needs a session: the selection lives per session). */
function callerOf(request: FastifyRequest): BookingForCaller {
  const { business, actor } = businessCaller(request);
  const sessionId = request.session?.id;
  if (!sessionId) throw new AppError(401, 'INVALID_SESSION', 'Sign in to use this');
  return { accountId: actor.accountId, business, actor, sessionId };
}

/**
 * Builds the plugin. @param deps.db database (the search's SQL); deps.bookingFor the service; deps.bookings the booking
 * module's port (the arranged-bookings route; without it that route is not registered); deps.now clock, epoch ms
 */
export function bookingForRoutes(deps: { db: Kysely<Database>; bookingFor: BookingForService; bookings?: ArrangedBookingsPort; now?: () => number }): FastifyPluginAsync {
  const now = deps.now ?? Date.now;
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const noStore = { 'Cache-Control': 'no-store' };

    r.post(BOOKING_FOR_PATHS.travelerSelect, {
      config: { auth: { business: BOOK_FOR_OTHERS_REQUIREMENT }, rateLimits: ['BOOKING_FOR_ACCOUNT'] },
      schema: { body: TravelerSelectRequestSchema, response: { 200: BookingForStateSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return deps.bookingFor.select(callerOf(request), request.body.email, 'member');
    });

    r.post(BOOKING_FOR_PATHS.guestSelect, {
      config: { auth: { business: { permissions: ['TRIP_EVENT_BOOK_FOR_GUEST', 'TRIP_EVENT_BOOK_FOR_ALL'] } }, rateLimits: ['BOOKING_FOR_ACCOUNT'] },
      schema: { body: TravelerSelectRequestSchema, response: { 200: BookingForStateSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return deps.bookingFor.select(callerOf(request), request.body.email, 'guest');
    });

    r.post(BOOKING_FOR_PATHS.travelerUnselect, {
      config: { auth: { business: {} }, rateLimits: ['BOOKING_FOR_ACCOUNT'] },
      schema: { response: { 200: BookingForStateSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return deps.bookingFor.unselect(callerOf(request));
    });

    r.post(BOOKING_FOR_PATHS.findUsers, {
      config: { auth: { business: { permissions: [...FIND_USERS_PERMISSIONS] } }, rateLimits: ['USER_SEARCH_ACCOUNT'] },
      schema: { body: FindUsersRequestSchema, response: { 200: UserSearchPageSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return findUsers(deps.db, businessCaller(request).actor, request.body, new Date(now()).toISOString());
    });

    r.get(BOOKING_FOR_PATHS.myArrangers, {
      config: { auth: { business: { permissions: ['TRIP_EVENT_BOOK'] } } },
      schema: { response: { 200: MyArrangersSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return myArrangers(deps.db, businessCaller(request).actor);
    });

    r.put(BOOKING_FOR_PATHS.myArrangers, {
      config: { auth: { business: { permissions: ['TRIP_EVENT_BOOK'] } }, rateLimits: ['BOOKING_FOR_ACCOUNT'] },
      schema: { body: PutMyArrangersRequestSchema, response: { 200: MyArrangersSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return putMyArrangers(deps.db, businessCaller(request).actor, request.body, new Date(now()).toISOString());
    });

    const bookings = deps.bookings;
    if (bookings) {
      r.get(BOOKING_FOR_PATHS.bookOnBehalfBookings, {
        config: { auth: { business: pageRequirement('tripsToBook') } },
        schema: { params: ApprovalParamsSchema, response: { 200: ArrangedBookingsReplySchema, ...ERROR_RESPONSES } },
      }, async (request, reply) => {
        const { actor, business } = businessCaller(request);
        // Core §6: trips to book needs the company's traveler-or-travel-manager booking mode (as approvals-routes.ts).
        if (business.bookingMode !== 'TRAVELER_OR_TRAVEL_MANAGER') throw new AppError(403, 'FORBIDDEN', 'Trips to book need the company\'s traveler-or-travel-manager booking mode');
        reply.headers(noStore);
        return { items: await arrangedBookings(deps.db, bookings, { ...actor, onBehalfOf: undefined }, request.params.requestId) };
      });
    }
  };
}
