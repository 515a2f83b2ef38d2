/** GET /i/api/cars/v1/search (CarSearchQuerySchema -> CarSearchResponseSchema). */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAR_SEARCH_PATH, CarSearchQuerySchema, PolicyCarSearchResponseSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { searchReplySerializerCompiler } from '../search/reply-serializer.ts';
import { searchQueryValidatorCompiler } from '../search/query-validator.ts';
import type { CarService } from './service.ts';
import type { PolicyVerdicts } from '../policy-verdicts/index.ts';

/** `policy`: travel-policy verdicts on the offers for business callers with TRAVEL_POLICY_BADGES (issue #25). */
export const carRoutes: FastifyPluginAsync<{ cars: CarService; policy?: PolicyVerdicts }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(CAR_SEARCH_PATH, { config: { auth: 'visitor' }, serializerCompiler: searchReplySerializerCompiler, validatorCompiler: searchQueryValidatorCompiler, schema: { querystring: CarSearchQuerySchema, response: { 200: PolicyCarSearchResponseSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const found = await opts.cars.search(request.query);
    return opts.policy ? opts.policy.cars(request.principal, found) : found;
  });
};
