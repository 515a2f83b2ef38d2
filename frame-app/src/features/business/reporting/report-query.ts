/**
 * The reporting page's URL state (issue #26 "Reporting": the period and filters kept in the URL, so a report can be
 * bookmarked, shared and reloaded). The frame URL carries the report query's own keys (contract ReportQuerySchema:
 * `from`, `to`, `vertical`, `travelerId`, `groupId`, `officeId`, `policy`); a key whose value does not validate is
 * dropped (the report then falls back to "all"), and a period needs both dates (one alone is dropped). Without dates
 * the server reports the last 12 months (the 1st of the month 11 months back, to today).
 *
 * Period presets (chosen here, the spec is silent; what expense and travel tools offer): last 12 months (the
 * default, no dates in the URL), this year, last year, last 90 days, last 30 days, and custom dates. UTC calendar
 * days, as the server counts them.
 */
import { ReportQuerySchema, type ReportQuery } from '@travel/contract';

/** The period presets, in the order the picker offers them (`custom`: the URL's own dates). */
export const PERIOD_PRESETS = ['last12', 'thisYear', 'lastYear', 'last90', 'last30', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The filter keys (everything of the query but the period). */
export const FILTER_KEYS = ['vertical', 'travelerId', 'groupId', 'officeId', 'policy'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The report query of a frame URL's search params (see the module docstring): each key validated on its own with the
 * contract's schema, invalid ones dropped, a lone `from` or `to` dropped.
 */
export function reportQueryOf(params: URLSearchParams): ReportQuery {
  const shape = ReportQuerySchema.shape;
  const query: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  if ((query.from === undefined) !== (query.to === undefined)) {
    delete query.from;
    delete query.to;
  }
  return query as ReportQuery;
}

/** The dates of a preset relative to `nowMs` (UTC days), or undefined for `last12` (the server's default) and `custom`. */
export function presetPeriod(preset: PeriodPreset, nowMs: number): { from: string; to: string } | undefined {
  const today = new Date(nowMs);
  const year = today.getUTCFullYear();
  switch (preset) {
    case 'thisYear':
      return { from: `${year}-01-01`, to: isoDay(nowMs) };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case 'last90':
      return { from: isoDay(nowMs - 89 * DAY_MS), to: isoDay(nowMs) };
    case 'last30':
      return { from: isoDay(nowMs - 29 * DAY_MS), to: isoDay(nowMs) };
    default:
      return undefined;
  }
}

/** Which preset a query's period is (no dates: `last12`; dates matching no preset: `custom`). */
export function presetOf(query: Pick<ReportQuery, 'from' | 'to'>, nowMs: number): PeriodPreset {
  if (query.from === undefined || query.to === undefined) return 'last12';
  const match = PERIOD_PRESETS.find((p) => {
    const period = presetPeriod(p, nowMs);
    return period !== undefined && period.from === query.from && period.to === query.to;
  });
  return match ?? 'custom';
}

/**
 * The frame URL's search params for a query (keys in the schema's order, absent ones left out; other params of the
 * URL are not kept: the page owns its query string).
 */
export function searchParamsOf(query: ReportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(ReportQuerySchema.shape) as (keyof ReportQuery)[]) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
