/**
 * The reporting calls through the frame's one HTTP client (issue #26 "Reporting"; contract business-reporting.ts for
 * REPORTING_PATHS and the reply schemas; server/src/modules/reporting/routes.ts for who may call them: REPORTING_VIEW
 * and the REPORTING feature). Replies are parsed with their contract schemas. Failures reject with ApiRequestError in
 * the contract's envelope: 400 VALIDATION_ERROR (a bad period), 403 FORBIDDEN, 429 (rate limit).
 */
import {
  REPORTING_PATHS, ReportFiltersReplySchema, StatsReportReplySchema, type ReportFiltersReply, type ReportQuery, type ReportView, type StatsReportReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const B = '/i/api/business';
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The query string of a report query (keys as ReportQuerySchema names them; absent keys left out), without `?`. */
export function reportSearch(query: ReportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** GET the report (every view) for a period and filters. */
export function fetchReport(query: ReportQuery, signal?: AbortSignal): Promise<StatsReportReply> {
  const search = reportSearch(query);
  return apiClient.get(`${B}${REPORTING_PATHS.report}${search ? `?${search}` : ''}`, StatsReportReplySchema, opts(signal));
}

/** GET what the filters offer: the company's travelers, groups and offices. */
export function fetchReportFilters(signal?: AbortSignal): Promise<ReportFiltersReply> {
  return apiClient.get(`${B}${REPORTING_PATHS.filters}`, ReportFiltersReplySchema, opts(signal));
}

/**
 * Same-origin URL of one view's CSV (or, with `bookings`, the raw bookings') for the query: a plain link downloads it
 * with the frame's own session cookie (a GET: no CSRF token needed). The server names the file `{view}-{from}-{to}.csv`.
 */
export function reportCsvUrl(view: ReportView, query: ReportQuery): string {
  const search = reportSearch({ ...query });
  return `${B}${REPORTING_PATHS.csv}?view=${view}${search ? `&${search}` : ''}`;
}
