/**
 * GET /i/api/packages/v1/search (PackageSearchQuerySchema -> PackageSearchResponseSchema). A package's hotel is a hotel
 * booking, so more rooms than the caller may book in one (access/hotel-rooms-policy.ts) answer 400 VALIDATION_ERROR on
 * `rooms`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PACKAGE_SEARCH_PATH, PackageSearchQuerySchema, PackageSearchResponseSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { assertHotelRoomsAllowed } from '../access/hotel-rooms-policy.ts';
import { searchReplySerializerCompiler } from '../search/reply-serializer.ts';
import type { PackageService } from './service.ts';

export const packageRoutes: FastifyPluginAsync<{ packages: PackageService }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(PACKAGE_SEARCH_PATH, { config: { auth: 'visitor' }, serializerCompiler: searchReplySerializerCompiler, schema: { querystring: PackageSearchQuerySchema, response: { 200: PackageSearchResponseSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    assertHotelRoomsAllowed(request.principal, request.query.rooms);
    reply.header('Cache-Control', 'no-store');
    return opts.packages.search(request.query);
  });
};
