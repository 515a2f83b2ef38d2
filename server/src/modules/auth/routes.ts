/** GET /horizon/common/authentication/providers/AuthStateProviderAction -> AuthState (core-and-business §7). */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_STATE_PATH, AuthStateSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { signedOutAuthState } from './service.ts';

export { AUTH_STATE_PATH };

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    AUTH_STATE_PATH,
    { config: { auth: 'visitor' }, schema: { querystring: z.object({}).passthrough(), response: { 200: AuthStateSchema, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return signedOutAuthState();
    },
  );
};
