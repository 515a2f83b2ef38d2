/** GET /i/api/locations/v1/autocomplete?q=&kinds=city,airport&limit= -> { locations } (cities and airports). */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOCATION_AUTOCOMPLETE_PATH, LocationAutocompleteQuerySchema, LocationAutocompleteResponseSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { LocationService } from './service.ts';

export const locationRoutes: FastifyPluginAsync<{ locations: LocationService }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    LOCATION_AUTOCOMPLETE_PATH,
    { config: { auth: 'visitor' }, schema: { querystring: LocationAutocompleteQuerySchema, response: { 200: LocationAutocompleteResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      const { q, kinds, limit } = request.query;
      return { locations: opts.locations.autocomplete(q, kinds ?? ['city', 'airport'], limit) };
    },
  );
};
