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

/** Path of one view's CSV (or, with `bookings`, the raw bookings') for the query. */
export function reportCsvPath(view: ReportView, query: ReportQuery): string {
  const search = reportSearch(query);
  return `${B}${REPORTING_PATHS.csv}?view=${view}${search ? `&${search}` : ''}`;
}

/** The export was refused or failed: `status` 429 means too many exports for now (rate limit REPORTING_ACCOUNT). */
export class ReportExportError extends Error {
  override readonly name = 'ReportExportError';
  constructor(readonly status: number) {
    super(`CSV export refused (${status})`);
  }
}

/**
 * GET one view's CSV (or the raw bookings') through the client, as the file to save. Not a plain link: a download
 * navigation from the cross-site frame goes without the frame's partitioned session cookie, and the browser would save
 * the server's refusal instead.
 * @returns the CSV text and the file name the server gave (Content-Disposition `{view}-{from}-{to}.csv`)
 * @throws ReportExportError with the status when the server refuses (400 bad period, 403, 429 too many exports)
 */
export async function downloadReportCsv(view: ReportView, query: ReportQuery): Promise<{ text: string; fileName: string }> {
  const reply = await apiClient.raw('GET', reportCsvPath(view, query));
  if (reply.status !== 200 || typeof reply.body !== 'string') throw new ReportExportError(reply.status);
  const fileName = /filename="([^"]+)"/.exec(reply.headers['content-disposition'] ?? '')?.[1] ?? `${view}.csv`;
  return { text: reply.body, fileName };
}
