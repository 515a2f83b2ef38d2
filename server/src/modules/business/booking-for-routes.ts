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
 *
 * All POSTs: X-CSRF (the global hook), bodies parsed with the contract schemas (400 VALIDATION_ERROR), rate limited per
 * account (USER_SEARCH_ACCOUNT, BOOKING_FOR_ACCOUNT).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  BOOK_FOR_OTHERS_REQUIREMENT, BOOKING_FOR_PATHS, BookingForStateSchema, FIND_USERS_PERMISSIONS, FindUsersRequestSchema, TravelerSelectRequestSchema,
  UserSearchPageSchema,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
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

/** Builds the plugin. @param deps.db database (the search's SQL); deps.bookingFor the service; deps.now clock, epoch ms */
export function bookingForRoutes(deps: { db: Kysely<Database>; bookingFor: BookingForService; now?: () => number }): FastifyPluginAsync {
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
  };
}
