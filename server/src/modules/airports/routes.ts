/** GET /i/api/airports/v1/autocomplete?q=&limit= -> { airports } (issue #2 §5). */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AirportAutocompleteQuerySchema, AirportAutocompleteResponseSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { AirportIndex } from './service.ts';

export const AIRPORT_AUTOCOMPLETE_PATH = '/i/api/airports/v1/autocomplete';

export const airportRoutes: FastifyPluginAsync<{ airports: AirportIndex }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    AIRPORT_AUTOCOMPLETE_PATH,
    { config: { auth: 'visitor' }, schema: { querystring: AirportAutocompleteQuerySchema, response: { 200: AirportAutocompleteResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { airports: opts.airports.autocomplete(request.query.q, request.query.limit) };
    },
  );
};
