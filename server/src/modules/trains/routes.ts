/** GET /i/api/trains/v1/search (TrainSearchQuerySchema -> TrainSearchResponseSchema). */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PolicyTrainSearchResponseSchema, TRAIN_SEARCH_PATH, TrainSearchQuerySchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { searchReplySerializerCompiler } from '../search/reply-serializer.ts';
import { searchQueryValidatorCompiler } from '../search/query-validator.ts';
import type { TrainService } from './service.ts';
import type { PolicyVerdicts } from '../policy-verdicts/index.ts';

/** `policy`: travel-policy verdicts on trains and their classes for business callers with TRAVEL_POLICY_BADGES (issue #25). */
export const trainRoutes: FastifyPluginAsync<{ trains: TrainService; policy?: PolicyVerdicts }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(TRAIN_SEARCH_PATH, { config: { auth: 'visitor' }, serializerCompiler: searchReplySerializerCompiler, validatorCompiler: searchQueryValidatorCompiler, schema: { querystring: TrainSearchQuerySchema, response: { 200: PolicyTrainSearchResponseSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const found = await opts.trains.search(request.query);
    return opts.policy ? opts.policy.trains(request.principal, found) : found;
  });
};
