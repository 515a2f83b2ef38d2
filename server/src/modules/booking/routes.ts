/**
 * Booking routes (all POSTs need X-CSRF; the global session hook enforces it):
 * - POST /i/api/offers/v1/refresh {offerId} -> RefreshOfferResponse (with the caller's policy verdict, issue #25, and for a
 *   business booking the reporting fields to ask and how the traveler may pay, issue #26)
 * - POST /i/api/bookings/v1 (CreateBookingRequest; Idempotency-Key header or body) -> 201 Booking (200 on replay);
 *   400 VALIDATION_ERROR (also `outOfPolicyReason`: a warn verdict without a reason; `reportingFields.{id}`: a required reporting field
 *   left empty or a value not in its list; `paymentMethod`: a personal card the traveler's group does not allow, or no company card, issue #26), 403 FORBIDDEN (a business user without
 *   TRIP_EVENT_BOOK; MISSING_TWO_FACTOR_AUTHENTICATION charging a company card unverified) / OUT_OF_POLICY_BLOCKED (OutOfPolicyBlockedReply: the verdict is block), 402 PAYMENT_DECLINED, 409 PRICE_CHANGED (PriceChangedReply) / SOLD_OUT / IDEMPOTENCY_CONFLICT, 410 OFFER_EXPIRED
 * - GET /i/api/bookings/v1/lookup?reference=&email= -> Booking | 404 BOOKING_NOT_FOUND
 * - POST /i/api/bookings/v1/:reference/cancel {email} -> Booking (cancelled) | 404 BOOKING_NOT_FOUND
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_CANCEL_PATH, BOOKING_LOOKUP_PATH, BOOKINGS_PATH, BookingLookupQuerySchema, BookingReferenceSchema, CancelBookingRequestSchema,
  ErrorEnvelopeSchema, BusinessBookingSchema as BookingSchema, BusinessCreateBookingRequestSchema as CreateBookingRequestSchema,
  BusinessRefreshOfferResponseSchema as RefreshOfferResponseSchema, IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema, OFFER_REFRESH_PATH, OutOfPolicyBlockedReplySchema, PriceChangedReplySchema,
  RefreshOfferRequestSchema,
} from '@travel/contract';
import { ERROR_RESPONSES, validationError } from '../../errors.ts';
import type { BookingService } from './service.ts';

/** Error replies of the booking calls (409 may carry the fresh offer; 403 OUT_OF_POLICY_BLOCKED carries the verdict, issue #25). */
export const BOOKING_ERROR_RESPONSES = {
  ...ERROR_RESPONSES,
  403: z.union([OutOfPolicyBlockedReplySchema, ErrorEnvelopeSchema]),
  402: ErrorEnvelopeSchema,
  409: z.union([PriceChangedReplySchema, ErrorEnvelopeSchema]),
  410: ErrorEnvelopeSchema,
} as const;

export const bookingRoutes: FastifyPluginAsync<{ bookings: BookingService }> = async (app, opts) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(OFFER_REFRESH_PATH, { config: { auth: 'visitor' }, schema: { body: RefreshOfferRequestSchema, response: { 200: RefreshOfferResponseSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return opts.bookings.refresh(request.body.offerId, request.principal);
  });

  r.post(BOOKINGS_PATH, { config: { auth: 'visitor', rateLimits: ['PAYMENT_SESSION', 'PAYMENT_IP'] }, schema: { body: CreateBookingRequestSchema, response: { 200: BookingSchema, 201: BookingSchema, ...BOOKING_ERROR_RESPONSES } } }, async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    let key = request.body.idempotencyKey;
    if (typeof header === 'string') {
      const parsed = IdempotencyKeySchema.safeParse(header);
      if (!parsed.success) throw validationError('idempotencyKey', parsed.error.issues[0]?.message ?? 'Invalid idempotency key');
      key = parsed.data;
    }
    if (key === undefined) throw validationError('idempotencyKey', `Send an ${IDEMPOTENCY_KEY_HEADER} header or an idempotencyKey field`);
    // Booking for another traveler (issue #25): the booking belongs to the traveler's account and records who booked.
    const p = request.principal;
    const bookingFor = p.kind === 'account' && p.business ? p.bookingFor : undefined;
    const { created, booking } = await opts.bookings.create(request.body, {
      idempotencyKey: key, sessionId: request.session?.id ?? null, principal: p,
      accountId: bookingFor ? bookingFor.accountId : p.kind === 'account' ? p.account.id : null,
      bookedBy: bookingFor && p.kind === 'account' && p.business ? { accountId: p.account.id, profileId: p.business.profileId } : null,
    });
    reply.header('Cache-Control', 'no-store');
    return reply.code(created ? 201 : 200).send(booking);
  });

  r.get(BOOKING_LOOKUP_PATH, { config: { auth: 'visitor', rateLimits: ['LOOKUP_SESSION', 'LOOKUP_IP'] }, schema: { querystring: BookingLookupQuerySchema, response: { 200: BookingSchema, ...BOOKING_ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return opts.bookings.lookup(request.query.reference, request.query.email);
  });

  r.post(
    BOOKING_CANCEL_PATH,
    { config: { auth: 'visitor', rateLimits: ['LOOKUP_SESSION', 'LOOKUP_IP'] }, schema: { params: z.object({ reference: BookingReferenceSchema }), body: CancelBookingRequestSchema, response: { 200: BookingSchema, ...BOOKING_ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.bookings.cancel(request.params.reference, request.body.email);
    },
  );
};
