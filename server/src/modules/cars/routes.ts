/** GET /i/api/cars/v1/search (CarSearchQuerySchema -> CarSearchResponseSchema). */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAR_SEARCH_PATH, CarSearchQuerySchema, CarSearchResponseSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { searchReplySerializerCompiler } from '../search/reply-serializer.ts';
import type { CarService } from './service.ts';

export const carRoutes: FastifyPluginAsync<{ cars: CarService }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(CAR_SEARCH_PATH, { config: { auth: 'visitor' }, serializerCompiler: searchReplySerializerCompiler, schema: { querystring: CarSearchQuerySchema, response: { 200: CarSearchResponseSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return opts.cars.search(request.query);
  });
};
