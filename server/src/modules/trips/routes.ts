/**
 * Trips routes (issue #12; account-business-header-and-trips §7 "Trips", §8; core-and-business §3, §4, §5, §8;
 * shapes, rules and authorization: contract trips.ts). Never cached. Every POST needs X-CSRF (session/hooks.ts);
 * the store's GET too (`csrf: 'required'`, as the spec lists X-CSRF for it).
 * - GET/POST /trips/api/store (`auth: 'visitor'`): a visitor gets loggedIn false and empty lists; POST with the
 *   form field `fullTripId` adds that trip (owned or shared) as `trip`, else 404 NOT_FOUND.
 * - Every other call is `auth: 'account'` (a visitor gets 401 INVALID_SESSION):
 *   POST /trips/api/events/save (rate limited per account, TRIPS_SAVE_ACCOUNT), /unsave, /:eventId/remove,
 *   /:eventId/move, /:eventId/cart; POST /trips/api/trips/:fullTripId/rename, /share (rate limited per account,
 *   TRIPS_SHARE_ACCOUNT), /unshare; POST /trips/api/user/settings/clearNotification and /{mapViewFD|mapViewDP|
 *   tdpAutopilot}; POST /i/api/trips/user/v1/{set...TooltipShown}; POST /trips/api/wishlist/add and /remove.
 * Another account's trip, event or share answers 404 NOT_FOUND exactly like a missing one; a shared trip is
 * never writable by its viewer. The seasonal image and avatar routes live in modules/trip-images.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CartEventRequestSchema, ClearNotificationRequestSchema, ErrorEnvelopeSchema, MoveEventRequestSchema, RenameTripRequestSchema, SaveResultReplySchema, SaveResultRequestSchema,
  ShareTripRequestSchema, TripDetailsSchema, TripEventParamsSchema, TripEventSchema, TripParamsSchema, TripsStoreFormSchema, TripsStoreQuerySchema, TripsStoreReplySchema,
  TripSummarySchema, TripsTooltipActionParamsSchema, TripsUserSettingParamsSchema, TripsUserSettingRequestSchema, TripsUserSettingsSchema, UnsaveResultRequestSchema,
  WishlistAddRequestSchema, WishlistRemoveRequestSchema, WishlistReplySchema, TRIPS_CLEAR_NOTIFICATION_PATH, TRIPS_EVENT_CART_PATH, TRIPS_EVENT_MOVE_PATH, TRIPS_EVENT_REMOVE_PATH,
  TRIPS_RENAME_PATH, TRIPS_SAVE_PATH, TRIPS_SHARE_PATH, TRIPS_STORE_PATH, TRIPS_TOOLTIP_SHOWN_PATH, TRIPS_UNSAVE_PATH, TRIPS_UNSHARE_PATH, TRIPS_USER_SETTING_PATH,
  WISHLIST_ADD_PATH, WISHLIST_REMOVE_PATH,
} from '@travel/contract';
import { AppError, ERROR_RESPONSES, validationError } from '../../errors.ts';
import type { TripsService } from './service.ts';

export interface TripsRoutesOptions {
  trips: TripsService;
}

/** Error replies of the trips calls (409 state conflicts and sold out, 410 expired offers). */
const TRIPS_ERROR_RESPONSES = { ...ERROR_RESPONSES, 409: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema } as const;
const NO_CONTENT = { 204: z.null(), ...TRIPS_ERROR_RESPONSES };

/** The signed-in account's id (the access hook has already refused visitors on `auth: 'account'` routes). */
function accountIdOf(request: FastifyRequest): string {
  if (request.principal.kind !== 'account') throw new AppError(401, 'INVALID_SESSION', 'Sign in to use trips');
  return request.principal.account.id;
}

export const tripsRoutes: FastifyPluginAsync<TripsRoutesOptions> = async (app, opts) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { trips } = opts;
  const account = { auth: 'account' } as const;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // While a business arranger books for a traveler (business/booking-for.ts, issue #25), the trips list is the
  // traveler's: the booked-for card's "Their trips" link and the drawer show where the bookings made for them go.
  // Only the store reads it; every edit below keeps the signed-in account.
  const storeAccount = (request: FastifyRequest) => (request.principal.kind === 'account' ? (request.principal.bookingFor?.accountId ?? request.principal.account.id) : null);

  r.get(
    TRIPS_STORE_PATH,
    { config: { auth: 'visitor', csrf: 'required' }, schema: { querystring: TripsStoreQuerySchema, response: { 200: TripsStoreReplySchema, ...TRIPS_ERROR_RESPONSES } } },
    async (request) => trips.store(storeAccount(request), request.query.props),
  );

  r.post(
    TRIPS_STORE_PATH,
    { config: { auth: 'visitor' }, schema: { querystring: TripsStoreQuerySchema, body: TripsStoreFormSchema.optional(), response: { 200: TripsStoreReplySchema, ...TRIPS_ERROR_RESPONSES } } },
    async (request) => {
      const fromBody = request.body?.props;
      let props = request.query.props;
      if (fromBody !== undefined && fromBody !== '') {
        const parsed = TripsStoreQuerySchema.safeParse({ props: fromBody });
        if (!parsed.success) throw validationError('props', parsed.error.issues[0]?.message ?? 'Unknown store prop');
        props = parsed.data.props;
      }
      return trips.store(storeAccount(request), props, request.body?.fullTripId);
    },
  );

  r.post(
    TRIPS_SAVE_PATH,
    { config: { ...account, rateLimits: ['TRIPS_SAVE_ACCOUNT'] }, schema: { body: SaveResultRequestSchema, response: { 200: SaveResultReplySchema, ...TRIPS_ERROR_RESPONSES } } },
    async (request) => trips.save(accountIdOf(request), request.body.resultId),
  );

  r.post(TRIPS_UNSAVE_PATH, { config: account, schema: { body: UnsaveResultRequestSchema, response: NO_CONTENT } }, async (request, reply) => {
    await trips.unsave(accountIdOf(request), request.body.resultId);
    return reply.code(204).send(null);
  });

  r.post(TRIPS_EVENT_REMOVE_PATH, { config: account, schema: { params: TripEventParamsSchema, response: NO_CONTENT } }, async (request, reply) => {
    await trips.removeEvent(accountIdOf(request), request.params.eventId);
    return reply.code(204).send(null);
  });

  r.post(
    TRIPS_EVENT_MOVE_PATH,
    { config: account, schema: { params: TripEventParamsSchema, body: MoveEventRequestSchema, response: { 200: TripEventSchema, ...TRIPS_ERROR_RESPONSES } } },
    async (request) => trips.moveEvent(accountIdOf(request), request.params.eventId, request.body.toFullTripId),
  );

  r.post(
    TRIPS_EVENT_CART_PATH,
    { config: account, schema: { params: TripEventParamsSchema, body: CartEventRequestSchema, response: { 200: TripEventSchema, ...TRIPS_ERROR_RESPONSES } } },
    async (request) => trips.setInCart(accountIdOf(request), request.params.eventId, request.body.inCart),
  );

  r.post(
    TRIPS_RENAME_PATH,
    { config: account, schema: { params: TripParamsSchema, body: RenameTripRequestSchema, response: { 200: TripSummarySchema, ...TRIPS_ERROR_RESPONSES } } },
    async (request) => trips.rename(accountIdOf(request), request.params.fullTripId, request.body.tripName),
  );

  r.post(
    TRIPS_SHARE_PATH,
    { config: { ...account, rateLimits: ['TRIPS_SHARE_ACCOUNT'] }, schema: { params: TripParamsSchema, body: ShareTripRequestSchema, response: { 200: TripDetailsSchema, ...TRIPS_ERROR_RESPONSES } } },
    async (request) => trips.share(accountIdOf(request), request.params.fullTripId, request.body.email),
  );

  r.post(
    TRIPS_UNSHARE_PATH,
    { config: account, schema: { params: TripParamsSchema, body: ShareTripRequestSchema, response: { 200: TripDetailsSchema, ...TRIPS_ERROR_RESPONSES } } },
    async (request) => trips.unshare(accountIdOf(request), request.params.fullTripId, request.body.email),
  );

  r.post(TRIPS_CLEAR_NOTIFICATION_PATH, { config: account, schema: { body: ClearNotificationRequestSchema, response: NO_CONTENT } }, async (request, reply) => {
    await trips.clearNotification(accountIdOf(request), request.body.tripId);
    return reply.code(204).send(null);
  });

  r.post(
    TRIPS_USER_SETTING_PATH,
    { config: account, schema: { params: TripsUserSettingParamsSchema, body: TripsUserSettingRequestSchema, response: { 200: TripsUserSettingsSchema, ...TRIPS_ERROR_RESPONSES } } },
    async (request) => trips.setSetting(accountIdOf(request), request.params.setting, request.body.enabled),
  );

  r.post(
    TRIPS_TOOLTIP_SHOWN_PATH,
    { config: account, schema: { params: TripsTooltipActionParamsSchema, response: { 200: TripsUserSettingsSchema, ...TRIPS_ERROR_RESPONSES } } },
    async (request) => trips.setTooltipShown(accountIdOf(request), request.params.action),
  );

  r.post(WISHLIST_ADD_PATH, { config: account, schema: { body: WishlistAddRequestSchema, response: { 200: WishlistReplySchema, ...TRIPS_ERROR_RESPONSES } } }, async (request) =>
    trips.wishlistAdd(accountIdOf(request), request.body),
  );

  r.post(WISHLIST_REMOVE_PATH, { config: account, schema: { body: WishlistRemoveRequestSchema, response: { 200: WishlistReplySchema, ...TRIPS_ERROR_RESPONSES } } }, async (request) =>
    trips.wishlistRemove(accountIdOf(request), request.body.tripId),
  );
};
