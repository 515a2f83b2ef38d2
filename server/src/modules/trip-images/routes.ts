/**
 * Trip image routes (issue #12; core-and-business §2 `/trips/api/images/seasonal/{a}/{b}/{c}`; contract trips.ts):
 * - GET /trips/api/images/seasonal/{season}/{cityId}/{size} (visitor): the generated seasonal image; 400
 *   VALIDATION_ERROR for an unknown season, a bad city id or a size other than 32, 64, 320. Cached a day (the image
 *   depends only on its path).
 * - GET /trips/api/images/avatar/{accountId} (signed-in account): the account's initials; 404 NOT_FOUND for an
 *   unknown account. Private, cached an hour (a name can change).
 * Both are `image/svg+xml` with a CSP under which nothing inside the SVG can load or run.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRIP_SEASONAL_IMAGE_PATH, TRIPS_AVATAR_PATH, TripImageParamsSchema } from '@travel/contract';
import { AppError } from '../../errors.ts';
import { SVG_CONTENT_SECURITY_POLICY } from '../footer/constants.ts';
import type { AccountsService } from '../accounts/service.ts';
import { avatarSvg, initialsOf, seasonalTripImageSvg } from './service.ts';

/** Seasonal images are a pure function of their path: cache a day. */
const SEASONAL_MAX_AGE_S = 86_400;
/** Avatars follow the account's name: private, an hour. */
const AVATAR_MAX_AGE_S = 3_600;

function svg(reply: FastifyReply, body: string, cacheControl: string): string {
  reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', cacheControl).header('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY).header('X-Content-Type-Options', 'nosniff');
  return body;
}

export const tripImageRoutes: FastifyPluginAsync<{ accounts: Pick<AccountsService, 'profileOf'> }> = async (app, opts) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(TRIP_SEASONAL_IMAGE_PATH, { config: { auth: 'visitor' }, schema: { params: TripImageParamsSchema } }, async (request, reply) =>
    svg(reply, seasonalTripImageSvg(request.params.season, request.params.cityId, request.params.size), `public, max-age=${SEASONAL_MAX_AGE_S}`),
  );
  r.get(
    TRIPS_AVATAR_PATH,
    { config: { auth: 'account' }, schema: { params: z.object({ accountId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/) }) } },
    async (request, reply) => {
      const profile = await opts.accounts.profileOf(request.params.accountId);
      if (!profile) throw new AppError(404, 'NOT_FOUND', 'No such account');
      return svg(reply, avatarSvg(profile.id, initialsOf(profile.name, profile.email)), `private, max-age=${AVATAR_MAX_AGE_S}`);
    },
  );
};
