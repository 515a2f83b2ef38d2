/**
 * The typed postMessage bridge between the partner page (host) and the product frame.
 * Spec: core-and-business §7 (embedded-frame messages), §5 (ajax relay needs params, data, method, url,
 * headers), §9 (frame resize constants).
 *
 * Transport: penpal v7. Each side exposes one method, `receive(message)`; the frame's method answers
 * with a {@link BridgeReply}. Messages are discriminated by `action` and validated on receipt.
 */
import { z } from 'zod';
import { ApiErrorSchema } from './errors.ts';
import { HttpMethodSchema } from './partner.ts';
import { IataCodeSchema, IsoDateSchema, CabinClassSchema, MAX_TRAVELERS } from './flights.ts';
import { MetricTypeSchema } from './metrics.ts';

// ---------------------------------------------------------------------------------------------
// host -> frame ("incoming")

/** record-metric: frame POSTs /i/api/affiliate/ui/metrics/v1/{metricType}. */
export const RecordMetricMessageSchema = z.object({
  action: z.literal('record-metric'),
  metricType: MetricTypeSchema,
  metricName: z.string().min(1).max(128),
  metricValue: z.number().finite(),
});

/** record-load-time: like record-metric with metricType `load-time`; metricValue in milliseconds. */
export const RecordLoadTimeMessageSchema = z.object({
  action: z.literal('record-load-time'),
  metricName: z.string().min(1).max(128),
  metricValue: z.number().finite().nonnegative(),
});

/** scroll: the host's scroll position, so the frame can place overlays in the visible part. CSS px. */
export const ScrollMessageSchema = z.object({
  action: z.literal('scroll'),
  scrollY: z.number().finite(),
  viewportHeight: z.number().finite().nonnegative(),
  frameTop: z.number().finite(),
});

/**
 * ajax: relay a request through the frame's session. All five fields are required (core-and-business §5);
 * `url` is a path on the product origin, checked against the partner's relay allow-list.
 */
export const AjaxMessageSchema = z.object({
  action: z.literal('ajax'),
  method: HttpMethodSchema,
  url: z.string().startsWith('/').max(2048),
  headers: z.record(z.string(), z.string()),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  data: z.unknown().nullable(),
});

/** consent url prefix: where the host's consent pages live. */
export const ConsentUrlPrefixMessageSchema = z.object({
  action: z.literal('consent-url-prefix'),
  prefix: z.url(),
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
  departDate: IsoDateSchema.optional(),
  returnDate: IsoDateSchema.optional(),
  adults: z.number().int().min(1).max(MAX_TRAVELERS).optional(),
  cabin: CabinClassSchema.optional(),
});
export const SearchSubmitSchema = z.discriminatedUnion('vertical', [FlightSearchSubmitSchema]);
export type SearchSubmit = z.infer<typeof SearchSubmitSchema>;

/** submit: publishes a search-form submit inside the frame. */
export const SubmitMessageSchema = z.object({ action: z.literal('submit'), query: SearchSubmitSchema });

/** consent response: the host's consent decision (TCF string and purpose map); stored by the frame. */
export const ConsentResponseMessageSchema = z.object({
  action: z.literal('consent-response'),
  tcString: z.string().max(8192),
  gdprApplies: z.boolean(),
  purposeConsents: z.record(z.string(), z.boolean()).default({}),
  vendorConsents: z.record(z.string(), z.boolean()).default({}),
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
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
});
export type AjaxResult = z.infer<typeof AjaxResultSchema>;

/** What the frame's `receive` answers: ok with an optional result, or one error. */
export const BridgeReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), result: z.unknown().optional() }),
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
  height: z.number().int().min(0).max(MAX_FRAME_HEIGHT_PX),
});
export const ReloadMessageSchema = z.object({ action: z.literal('reload') });
export const DisplaySpinnerMessageSchema = z.object({ action: z.literal('display-spinner') });
export const HideSpinnerMessageSchema = z.object({ action: z.literal('hide-spinner') });
/** record-load-success: the first page is interactive; `loadTimeMs` since the frame's navigation start. */
export const RecordLoadSuccessMessageSchema = z.object({
  action: z.literal('record-load-success'),
  loadTimeMs: z.number().finite().nonnegative(),
});
/** enableRework: the frame tells the host whether the reworked (current) experience is on. */
export const EnableReworkMessageSchema = z.object({ action: z.literal('enableRework'), enabled: z.boolean() });

export const OutgoingMessageSchema = z.discriminatedUnion('action', [
  HeightMessageSchema,
  ReloadMessageSchema,
  DisplaySpinnerMessageSchema,
  HideSpinnerMessageSchema,
  RecordLoadSuccessMessageSchema,
  EnableReworkMessageSchema,
]);
export type OutgoingMessage = z.infer<typeof OutgoingMessageSchema>;
export type OutgoingAction = OutgoingMessage['action'];
/** The outgoing message with a given action. */
export type OutgoingMessageOf<A extends OutgoingAction> = Extract<OutgoingMessage, { action: A }>;

/** Method each side exposes through penpal. */
export const BRIDGE_METHOD = 'receive';
