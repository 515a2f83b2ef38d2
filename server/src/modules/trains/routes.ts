/** GET /i/api/trains/v1/search (TrainSearchQuerySchema -> TrainSearchResponseSchema). */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRAIN_SEARCH_PATH, TrainSearchQuerySchema, TrainSearchResponseSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { searchReplySerializerCompiler } from '../search/reply-serializer.ts';
import type { TrainService } from './service.ts';

export const trainRoutes: FastifyPluginAsync<{ trains: TrainService }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(TRAIN_SEARCH_PATH, { config: { auth: 'visitor' }, serializerCompiler: searchReplySerializerCompiler, schema: { querystring: TrainSearchQuerySchema, response: { 200: TrainSearchResponseSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return opts.trains.search(request.query);
  });
};
