/**
 * Saved travelers of the signed-in account (core-and-business §7; issue #9 "Travelers"), all with
 * `?knownTravelerNumberApiVersion=v2`, all for a signed-in account only (`auth: 'account'`: a visitor gets
 * 401 INVALID_SESSION from the access hook) and never cached:
 * - POST /i/api/account/traveler/v1/ creates (body merged with the new-traveler defaults), 200 the saved traveler;
 * - PUT /i/api/account/traveler/v1/{travelerId} updates the given fields, 200 the saved traveler; 404 NOT_FOUND
 *   for a missing traveler and for another account's, alike;
 * - GET /i/api/account/traveler/v1/preferred, 200 the preferred traveler or 404 NOT_FOUND;
 * - GET /i/api/account/traveler/v1/, 200 `{ travelers }` of this account only, the preferred one first.
 * POST and PUT need X-CSRF (session/hooks.ts). Rule violations: 400 VALIDATION_ERROR naming the field.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SavedTravelerSchema, SavedTravelersReplySchema, TRAVELER_CREATE_PATH, TRAVELER_LIST_PATH, TRAVELER_PREFERRED_PATH, TRAVELER_UPDATE_PATH, TravelerApiQuerySchema,
  TravelerCreateRequestSchema, TravelerUpdateRequestSchema,
} from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import type { TravelersService } from './service.ts';

export interface TravelerRoutesOptions {
  travelers: TravelersService;
}

/** The signed-in account's id (the access hook has already refused visitors). */
function accountIdOf(request: FastifyRequest): string {
  if (request.principal.kind !== 'account') throw new AppError(401, 'INVALID_SESSION', 'Sign in to manage travelers');
  return request.principal.account.id;
}

const TravelerIdParamsSchema = z.object({ travelerId: z.coerce.number().int().positive().max(2_147_483_647) });

export const travelerRoutes: FastifyPluginAsync<TravelerRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: SavedTravelerSchema, ...ERROR_RESPONSES };

  typed.post(
    TRAVELER_CREATE_PATH,
    { config: { auth: 'account' }, schema: { querystring: TravelerApiQuerySchema, body: TravelerCreateRequestSchema, response } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.travelers.create(accountIdOf(request), request.body);
    },
  );

  typed.put(
    TRAVELER_UPDATE_PATH,
    { config: { auth: 'account' }, schema: { params: TravelerIdParamsSchema, querystring: TravelerApiQuerySchema, body: TravelerUpdateRequestSchema, response } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.travelers.update(accountIdOf(request), request.params.travelerId, request.body);
    },
  );

  typed.get(
    TRAVELER_PREFERRED_PATH,
    { config: { auth: 'account' }, schema: { querystring: TravelerApiQuerySchema, response } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.travelers.preferred(accountIdOf(request));
    },
  );

  typed.get(
    TRAVELER_LIST_PATH,
    { config: { auth: 'account' }, schema: { querystring: TravelerApiQuerySchema, response: { 200: SavedTravelersReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { travelers: await opts.travelers.list(accountIdOf(request)) };
    },
  );
};
