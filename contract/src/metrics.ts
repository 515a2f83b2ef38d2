/**
 * Frame metrics. Spec: core-and-business §7 (POST /i/api/affiliate/ui/metrics/v1/{metricType},
 * body metricName and metricValue).
 *
 * zod/mini, as every schema the front door parses (contract/README.md "First page schemas").
 */
import { z } from 'zod/mini';

/** `{metricType}` path segment: lower-case words joined by dashes, e.g. `load-time`. */
export const MetricTypeSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Expected a metric type such as load-time'));

/** The frame's metrics call for a metric type: POST `/i/api/affiliate/ui/metrics/v1/{metricType}` (core-and-business §7). */
export function metricsPathFor(metricType: string): string {
  return `/i/api/affiliate/ui/metrics/v1/${encodeURIComponent(metricType)}`;
}

/** Metric type used by the record-load-time action. */
export const LOAD_TIME_METRIC_TYPE = 'load-time';

export const MetricBodySchema = z.object({
  metricName: z.string().check(z.minLength(1), z.maxLength(128)),
  metricValue: z.number(),
});
export type MetricBody = z.infer<typeof MetricBodySchema>;
