/**
 * GET /i/api/hotels/v1/search (HotelSearchQuerySchema -> HotelSearchResponseSchema) and
 * GET /i/api/hotels/v1/:hotelId (HotelDetailsQuerySchema -> HotelDetailsResponseSchema).
 * Both refuse more rooms than the caller may book in one hotel booking (access/hotel-rooms-policy.ts: one room for a
 * business user in business mode whose company has multiRoomBookings off) with 400 VALIDATION_ERROR on `rooms`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOTEL_DETAILS_PATH, HOTEL_SEARCH_PATH, HotelDetailsQuerySchema, HotelSearchQuerySchema, PolicyHotelDetailsResponseSchema, PolicyHotelSearchResponseSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { assertHotelRoomsAllowed } from '../access/hotel-rooms-policy.ts';
import { searchReplySerializerCompiler } from '../search/reply-serializer.ts';
import { searchQueryValidatorCompiler } from '../search/query-validator.ts';
import type { HotelService } from './service.ts';
import type { PolicyVerdicts } from '../policy-verdicts/index.ts';

/** `policy`: travel-policy verdicts on offers and room rates for business callers with TRAVEL_POLICY_BADGES (issue #25). */
export const hotelRoutes: FastifyPluginAsync<{ hotels: HotelService; policy?: PolicyVerdicts }> = async (app, opts) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(HOTEL_SEARCH_PATH, { config: { auth: 'visitor' }, serializerCompiler: searchReplySerializerCompiler, validatorCompiler: searchQueryValidatorCompiler, schema: { querystring: HotelSearchQuerySchema, response: { 200: PolicyHotelSearchResponseSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    assertHotelRoomsAllowed(request.principal, request.query.rooms);
    reply.header('Cache-Control', 'no-store');
    const found = await opts.hotels.search(request.query);
    return opts.policy ? opts.policy.hotels(request.principal, found) : found;
  });
  r.get(
    HOTEL_DETAILS_PATH,
    { config: { auth: 'visitor' }, schema: { params: z.object({ hotelId: z.string().regex(/^h\d+-\d+$/, 'Unknown hotel id') }), querystring: HotelDetailsQuerySchema, response: { 200: PolicyHotelDetailsResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      assertHotelRoomsAllowed(request.principal, request.query.rooms);
      reply.header('Cache-Control', 'no-store');
      const found = await opts.hotels.details(request.params.hotelId, request.query);
      return opts.policy ? opts.policy.hotelDetails(request.principal, found) : found;
    },
  );
};
