/**
 * POST (form) /s/horizon/common/layout/FriendlySearchUrlAction and its alias /horizon/common/layout/FriendlySearchUrlAction:
 * originalVertical, conversionVertical, searchUrlToConvert -> { convertedUrl } (null when not convertible).
 * X-CSRF required (global hook). Form-encoded or JSON bodies.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FRIENDLY_SEARCH_URL_ALIAS_PATH, FRIENDLY_SEARCH_URL_PATH, FriendlySearchUrlRequestSchema, FriendlySearchUrlResponseSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { FriendlyUrlService } from './service.ts';

export const friendlyUrlRoutes: FastifyPluginAsync<{ friendlyUrls: FriendlyUrlService }> = async (app, opts) => {
  for (const path of [FRIENDLY_SEARCH_URL_PATH, FRIENDLY_SEARCH_URL_ALIAS_PATH]) {
    app.withTypeProvider<ZodTypeProvider>().post(
      path,
      { config: { auth: 'visitor' }, schema: { body: FriendlySearchUrlRequestSchema, response: { 200: FriendlySearchUrlResponseSchema, ...ERROR_RESPONSES } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { originalVertical, conversionVertical, searchUrlToConvert } = request.body;
        return { convertedUrl: opts.friendlyUrls.convert(originalVertical, conversionVertical, searchUrlToConvert) };
      },
    );
  }
};
