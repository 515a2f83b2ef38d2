/**
 * GET /i/api/packages/v1/search (PackageSearchQuerySchema -> PackageSearchResponseSchema). A package's hotel is a hotel
 * booking, so more rooms than the caller may book in one (access/hotel-rooms-policy.ts) answer 400 VALIDATION_ERROR on
 * `rooms`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PACKAGE_SEARCH_PATH, PackageSearchQuerySchema, PolicyPackageSearchResponseSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { assertHotelRoomsAllowed } from '../access/hotel-rooms-policy.ts';
import { searchReplySerializerCompiler } from '../search/reply-serializer.ts';
import { searchQueryValidatorCompiler } from '../search/query-validator.ts';
import type { PackageService } from './service.ts';
import type { PolicyVerdicts } from '../policy-verdicts/index.ts';

/** `policy`: travel-policy verdicts on packages and their parts for business callers with TRAVEL_POLICY_BADGES (issue #25). */
export const packageRoutes: FastifyPluginAsync<{ packages: PackageService; policy?: PolicyVerdicts }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(PACKAGE_SEARCH_PATH, { config: { auth: 'visitor' }, serializerCompiler: searchReplySerializerCompiler, validatorCompiler: searchQueryValidatorCompiler, schema: { querystring: PackageSearchQuerySchema, response: { 200: PolicyPackageSearchResponseSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    assertHotelRoomsAllowed(request.principal, request.query.rooms);
    reply.header('Cache-Control', 'no-store');
    const found = await opts.packages.search(request.query);
    return opts.policy ? opts.policy.packages(request.principal, found) : found;
  });
};
