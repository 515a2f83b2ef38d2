/**
 * GET /i/api/flights/v1/price-calendar (FlightPriceCalendarQuerySchema -> PriceCalendarResponseSchema) and
 * GET /i/api/hotels/v1/price-calendar (HotelPriceCalendarQuerySchema -> PriceCalendarResponseSchema): the cheapest
 * price per first date for the search forms' date pickers and the flexible-dates strip (issue #11). Each runs up to
 * 62 searches, so both are rate limited per session and per address (CALENDAR_SESSION, CALENDAR_IP); replies may be
 * cached by the browser for a minute (prices move with the quote window, not per request).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FLIGHT_PRICE_CALENDAR_PATH, FlightPriceCalendarQuerySchema, HOTEL_PRICE_CALENDAR_PATH, HotelPriceCalendarQuerySchema, PriceCalendarResponseSchema,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { PriceCalendarService } from './service.ts';

/** Browser cache lifetime of a calendar reply, seconds. */
export const PRICE_CALENDAR_MAX_AGE_S = 60;

export const priceCalendarRoutes: FastifyPluginAsync<{ calendar: PriceCalendarService }> = async (app, opts) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'visitor', rateLimits: ['CALENDAR_SESSION', 'CALENDAR_IP'] } as const;
  r.get(
    FLIGHT_PRICE_CALENDAR_PATH,
    { config, schema: { querystring: FlightPriceCalendarQuerySchema, response: { 200: PriceCalendarResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', `private, max-age=${PRICE_CALENDAR_MAX_AGE_S}`);
      return opts.calendar.flights(request.query);
    },
  );
  r.get(
    HOTEL_PRICE_CALENDAR_PATH,
    { config, schema: { querystring: HotelPriceCalendarQuerySchema, response: { 200: PriceCalendarResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', `private, max-age=${PRICE_CALENDAR_MAX_AGE_S}`);
      return opts.calendar.hotels(request.query);
    },
  );
};
