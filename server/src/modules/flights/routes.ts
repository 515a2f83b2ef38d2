/**
 * GET /i/api/flights/v1/search (issue #2 §5): query FlightSearchQuerySchema -> FlightSearchResponseSchema. A reply the
 * service shares between identical searches goes out as kept bytes, compressed once per coding (issue #23:
 * search/reply-serializer.ts, compression.ts IMMUTABLE_BODY_COMPRESSION).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FlightSearchQuerySchema, FlightSearchResponseSchema } from '@travel/contract';
import { IMMUTABLE_BODY_COMPRESSION } from '../../compression.ts';
import { ERROR_RESPONSES } from '../../errors.ts';
import { searchReplySerializerCompiler } from '../search/reply-serializer.ts';
import type { FlightService } from './service.ts';

export const FLIGHT_SEARCH_PATH = '/i/api/flights/v1/search';

export const flightRoutes: FastifyPluginAsync<{ flights: FlightService }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    FLIGHT_SEARCH_PATH,
    { config: { auth: 'visitor' }, serializerCompiler: searchReplySerializerCompiler, compress: IMMUTABLE_BODY_COMPRESSION, schema: { querystring: FlightSearchQuerySchema, response: { 200: FlightSearchResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.flights.search(request.query);
    },
  );
};
