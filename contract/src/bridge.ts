/**
 * The typed postMessage bridge between the partner page (host) and the product frame.
 * Spec: core-and-business §7 (embedded-frame messages), §5 (ajax relay needs params, data, method, url,
 * headers), §9 (frame resize constants).
 *
 * Transport: penpal v7. Each side exposes one method, `receive(message)`; the frame's method answers
 * with a {@link BridgeReply}. Messages are discriminated by `action` and validated on receipt.
 *
 * zod/mini, as every schema the front door parses (contract/README.md "First page schemas").
 */
import { z } from 'zod/mini';
import { CONSENT_URL_PREFIX_MESSAGE, isConsentUrlPrefix } from './consent-url.ts';
import { ApiErrorSchema } from './errors.ts';
import { HttpMethodSchema } from './partner.ts';
import { IataCodeSchema, IsoDateSchema, CabinClassSchema, MAX_TRAVELERS, MAX_HOTEL_ROOMS, MAX_DRIVER_AGE_YEARS, MIN_DRIVER_AGE_YEARS } from './search-basics.ts';
import { MetricTypeSchema } from './metrics.ts';

// ---------------------------------------------------------------------------------------------
// host -> frame ("incoming")

/** record-metric: frame POSTs /i/api/affiliate/ui/metrics/v1/{metricType}. */
export const RecordMetricMessageSchema = z.object({
  action: z.literal('record-metric'),
  metricType: MetricTypeSchema,
  metricName: z.string().check(z.minLength(1), z.maxLength(128)),
  metricValue: z.number(),
});

/** record-load-time: like record-metric with metricType `load-time`; metricValue in milliseconds. */
export const RecordLoadTimeMessageSchema = z.object({
  action: z.literal('record-load-time'),
  metricName: z.string().check(z.minLength(1), z.maxLength(128)),
  metricValue: z.number().check(z.nonnegative()),
});

/** scroll: the host's scroll position, so the frame can place overlays in the visible part. CSS px. */
export const ScrollMessageSchema = z.object({
  action: z.literal('scroll'),
  scrollY: z.number(),
  viewportHeight: z.number().check(z.nonnegative()),
  frameTop: z.number(),
});

/**
 * ajax: relay a request through the frame's session. All five fields are required (core-and-business §5);
 * `url` is a path on the product origin, checked against the partner's relay allow-list.
 */
export const AjaxMessageSchema = z.object({
  action: z.literal('ajax'),
  method: HttpMethodSchema,
  url: z.string().check(z.startsWith('/'), z.maxLength(2048)),
  headers: z.record(z.string(), z.string()),
  params: z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
  data: z.nullable(z.unknown()),
});

/**
 * consent url prefix: where the host's consent pages live. An https URL, or http on localhost / 127.0.0.1 /
 * [::1] (any port) for local development ({@link isConsentUrlPrefix}; issue #6 item 7).
 */
export const ConsentUrlPrefixMessageSchema = z.object({
  action: z.literal('consent-url-prefix'),
  prefix: z.string().check(z.maxLength(2048), z.refine(isConsentUrlPrefix, CONSENT_URL_PREFIX_MESSAGE)),
});

export const LogLevelSchema = z.enum(['debug', 'info', 'warn', 'error', 'silent']);
export type LogLevel = z.infer<typeof LogLevelSchema>;

/** logger: sets the frame's console log level. */
export const LoggerMessageSchema = z.object({ action: z.literal('logger'), level: LogLevelSchema });

/** A search the host asks the frame to run (the bridge's submit action). Dates optional: defaults apply. */
export const FlightSearchSubmitSchema = z.object({
  vertical: z.literal('flights'),
  origin: IataCodeSchema,
  destination: IataCodeSchema,
  departDate: z.optional(IsoDateSchema),
  returnDate: z.optional(IsoDateSchema),
  adults: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_TRAVELERS))),
  cabin: z.optional(CabinClassSchema),
});

/**
 * A place as a partner names it: a city name (`Paris`, `Paris, France`), a three-letter IATA code (`CDG`) or
 * a numeric GeoNames city id (`2988507`). Partners do not know our ids, so names are the normal case; the
 * frame resolves the text through the location autocomplete (first city match) before it runs the search.
 */
export const PartnerPlaceSchema = z.string().check(z.trim(), z.minLength(1, 'Enter a place'), z.maxLength(100));

/**
 * Hotel search submit. `destination`: city name, IATA code (the city the airport serves) or city id.
 * Defaults: check-in today + 14, check-out two nights after check-in, 2 guests, 1 room.
 */
export const HotelSearchSubmitSchema = z.object({
  vertical: z.literal('hotels'),
  destination: PartnerPlaceSchema,
  checkIn: z.optional(IsoDateSchema),
  checkOut: z.optional(IsoDateSchema),
  guests: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_TRAVELERS))),
  rooms: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_HOTEL_ROOMS))),
});

/**
 * Car rental search submit. `location`: IATA code (an airport pick-up), city name or city id.
 * Defaults: pick-up today + 14, drop-off three days after pick-up (both 10:00 local), driver aged 30.
 */
export const CarSearchSubmitSchema = z.object({
  vertical: z.literal('cars'),
  location: PartnerPlaceSchema,
  pickUpDate: z.optional(IsoDateSchema),
  dropOffDate: z.optional(IsoDateSchema),
  driverAge: z.optional(z.number().check(z.int(), z.minimum(MIN_DRIVER_AGE_YEARS), z.maximum(MAX_DRIVER_AGE_YEARS))),
});

/**
 * Train search submit. `origin` / `destination`: city names or city ids (a three-letter code is looked up
 * as the city its airport serves). Defaults: travel today + 14, 1 passenger.
 */
export const TrainSearchSubmitSchema = z.object({
  vertical: z.literal('trains'),
  origin: PartnerPlaceSchema,
  destination: PartnerPlaceSchema,
  date: z.optional(IsoDateSchema),
  passengers: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_TRAVELERS))),
});

/**
 * Package (flight + hotel) search submit. `origin`: IATA code of the departure airport; `destination`: city
 * name, IATA code or city id. Defaults: depart today + 14, return one week after departure, 2 travelers.
 */
export const PackageSearchSubmitSchema = z.object({
  vertical: z.literal('packages'),
  origin: IataCodeSchema,
  destination: PartnerPlaceSchema,
  departDate: z.optional(IsoDateSchema),
  returnDate: z.optional(IsoDateSchema),
  travelers: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_TRAVELERS))),
});

/**
 * The search of a bridge `submit`, one variant per vertical (discriminated by `vertical`). Places are what
 * a partner can fill in (names or codes); dates are optional and default like the frame's search forms.
 */
export const SearchSubmitSchema = z.discriminatedUnion('vertical', [
  FlightSearchSubmitSchema,
  HotelSearchSubmitSchema,
  CarSearchSubmitSchema,
  TrainSearchSubmitSchema,
  PackageSearchSubmitSchema,
]);
export type SearchSubmit = z.infer<typeof SearchSubmitSchema>;

/**
 * submit: runs a search in the frame. The frame resolves the places, fills default dates and counts and
 * navigates to the vertical's results page; it answers `{ ok: true, result: { resultsUrl } }`, or a
 * VALIDATION_ERROR with `field` (e.g. `query.destination`) when a place is unknown.
 */
export const SubmitMessageSchema = z.object({ action: z.literal('submit'), query: SearchSubmitSchema });

/** consent response: the host's consent decision (TCF string and purpose map); stored by the frame. */
export const ConsentResponseMessageSchema = z.object({
  action: z.literal('consent-response'),
  tcString: z.string().check(z.maxLength(8192)),
  gdprApplies: z.boolean(),
  purposeConsents: z._default(z.record(z.string(), z.boolean()), {}),
  vendorConsents: z._default(z.record(z.string(), z.boolean()), {}),
});

export const IncomingMessageSchema = z.discriminatedUnion('action', [
  RecordMetricMessageSchema,
  RecordLoadTimeMessageSchema,
  ScrollMessageSchema,
  AjaxMessageSchema,
  ConsentUrlPrefixMessageSchema,
  LoggerMessageSchema,
  SubmitMessageSchema,
  ConsentResponseMessageSchema,
]);
export type IncomingMessage = z.infer<typeof IncomingMessageSchema>;
export type IncomingAction = IncomingMessage['action'];

/** Result of a relayed ajax call: the product server's status, headers and parsed body. */
export const AjaxResultSchema = z.object({
  status: z.number().check(z.int()),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
});
export type AjaxResult = z.infer<typeof AjaxResultSchema>;

/** What the frame's `receive` answers: ok with an optional result, or one error. */
export const BridgeReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), result: z.optional(z.unknown()) }),
  z.object({ ok: z.literal(false), error: ApiErrorSchema }),
]);
export type BridgeReply = z.infer<typeof BridgeReplySchema>;

// ---------------------------------------------------------------------------------------------
// frame -> host ("outgoing")

/** Most px the frame may ask for; a guard against runaway layouts. */
export const MAX_FRAME_HEIGHT_PX = 100_000;

/** height: the frame's content height in CSS px. */
export const HeightMessageSchema = z.object({
  action: z.literal('height'),
  height: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_FRAME_HEIGHT_PX)),
});
export const ReloadMessageSchema = z.object({ action: z.literal('reload') });
export const DisplaySpinnerMessageSchema = z.object({ action: z.literal('display-spinner') });
export const HideSpinnerMessageSchema = z.object({ action: z.literal('hide-spinner') });
/** record-load-success: the first page is interactive; `loadTimeMs` since the frame's navigation start. */
export const RecordLoadSuccessMessageSchema = z.object({
  action: z.literal('record-load-success'),
  loadTimeMs: z.number().check(z.nonnegative()),
});
/** enableRework: the frame tells the host whether the reworked (current) experience is on. */
export const EnableReworkMessageSchema = z.object({ action: z.literal('enableRework'), enabled: z.boolean() });

/** Longest frame route a `route` message may carry, characters. */
export const MAX_FRAME_ROUTE_LENGTH = 2048;

/**
 * A frame route relative to `/p/{partnerId}/`, with its query and without the frame's own `brand`, `locale` and
 * `currency` parameters, e.g. `hotels?destination=PAR&checkIn=2026-12-01`, or `''` for the front door. Never
 * starts with `/` or `\\` and holds no whitespace and no `#`, so prefixing `/p/{partnerId}/` cannot leave the
 * partner's path (the host SDK checks that too before it loads one from the partner page's URL).
 */
export const FrameRouteSchema = z
  .string()
  .check(z.maxLength(MAX_FRAME_ROUTE_LENGTH), z.regex(/^(?![/\\])[^\s#]*$/, 'A frame route is relative (no leading slash) and holds no whitespace or #'));

/**
 * route: the frame's route changed (a navigation settled). Not in the spec's list of outgoing actions
 * (core-and-business §7); added by issue #8 so the host SDK can keep the route across re-mounts and mirror it
 * into the partner page's URL, so a reload or a shared link of the partner page reopens the same page.
 */
export const RouteMessageSchema = z.object({ action: z.literal('route'), path: FrameRouteSchema });

export const OutgoingMessageSchema = z.discriminatedUnion('action', [
  HeightMessageSchema,
  ReloadMessageSchema,
  DisplaySpinnerMessageSchema,
  HideSpinnerMessageSchema,
  RecordLoadSuccessMessageSchema,
  EnableReworkMessageSchema,
  RouteMessageSchema,
]);
export type OutgoingMessage = z.infer<typeof OutgoingMessageSchema>;
export type OutgoingAction = OutgoingMessage['action'];
/** The outgoing message with a given action. */
export type OutgoingMessageOf<A extends OutgoingAction> = Extract<OutgoingMessage, { action: A }>;

/** Method each side exposes through penpal. */
export const BRIDGE_METHOD = 'receive';
