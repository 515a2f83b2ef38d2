/**
 * GET /i/api/flights/v1/search (issue #2 §5): query FlightSearchQuerySchema -> FlightSearchResponseSchema. A reply the
 * service shares between identical searches goes out as kept bytes, compressed once per coding (issue #23:
 * search/reply-serializer.ts, compression.ts IMMUTABLE_BODY_COMPRESSION).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FlightSearchQuerySchema, PolicyFlightSearchResponseSchema } from '@travel/contract';
import { IMMUTABLE_BODY_COMPRESSION } from '../../compression.ts';
import { ERROR_RESPONSES } from '../../errors.ts';
import { searchReplySerializerCompiler } from '../search/reply-serializer.ts';
import { searchQueryValidatorCompiler } from '../search/query-validator.ts';
import type { FlightService } from './service.ts';
import type { PolicyVerdicts } from '../policy-verdicts/index.ts';

export const FLIGHT_SEARCH_PATH = '/i/api/flights/v1/search';

/** `policy`: travel-policy verdicts on the offers for business callers with TRAVEL_POLICY_BADGES (issue #25; absent: none). */
export const flightRoutes: FastifyPluginAsync<{ flights: FlightService; policy?: PolicyVerdicts }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    FLIGHT_SEARCH_PATH,
    { config: { auth: 'visitor' }, serializerCompiler: searchReplySerializerCompiler, validatorCompiler: searchQueryValidatorCompiler, compress: IMMUTABLE_BODY_COMPRESSION, schema: { querystring: FlightSearchQuerySchema, response: { 200: PolicyFlightSearchResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const found = await opts.flights.search(request.query);
      return opts.policy ? opts.policy.flights(request.principal, found) : found;
    },
  );
};
