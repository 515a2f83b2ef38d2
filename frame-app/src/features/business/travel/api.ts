/**
 * The business travel calls through the frame's one HTTP client (contract business-travel.ts, BUSINESS_TRAVEL_PATHS;
 * server/src/modules/business/travel-tracker-routes.ts for who may call what). Replies are parsed with their contract
 * schemas; failures reject with ApiRequestError (403 FORBIDDEN, 400 VALIDATION_ERROR on `to` for a bad window).
 */
import {
  BUSINESS_TRAVEL_PATHS, TravelActivityReplySchema, TravelerTrackerReplySchema, TripsDashboardReplySchema, type TravelActivityReply, type TravelerTrackerReply,
  type TripsDashboardReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const B = '/i/api/business';
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The tracker's query parameters the frame passes on (from, to, country, city, groupId, offset, limit). */
export const TRACKER_PARAMS = ['from', 'to', 'country', 'city', 'groupId'] as const;

/** `params` reduced to the tracker's filters (empty values dropped), as a query string without `?`. */
export function trackerQuery(params: URLSearchParams, extra: Record<string, string | number> = {}): string {
  const q = new URLSearchParams();
  for (const name of TRACKER_PARAMS) {
    const v = params.get(name)?.trim();
    if (v) q.set(name, v);
  }
  for (const [k, v] of Object.entries(extra)) q.set(k, String(v));
  return q.toString();
}

/** GET the tracker: a page of stays, the map's places and the filters' choices. */
export function fetchTracker(query: string, signal?: AbortSignal): Promise<TravelerTrackerReply> {
  return apiClient.get(`${B}${BUSINESS_TRAVEL_PATHS.tracker}?${query}`, TravelerTrackerReplySchema, opts(signal));
}

/** Where the CSV export of the same filters is asked. */
export function trackerCsvPath(query: string): string {
  return `${B}${BUSINESS_TRAVEL_PATHS.trackerCsv}${query ? `?${query}` : ''}`;
}

/**
 * GET the CSV export through the client (its session, form token and headers, like every call), as the file to save.
 * @returns the text and the file name the server gave (Content-Disposition)
 * @throws ApiRequestError-like Error with the status when the server refuses (403, 429 too many exports, 400)
 */
export async function downloadTrackerCsv(query: string): Promise<{ text: string; fileName: string }> {
  const reply = await apiClient.raw('GET', trackerCsvPath(query));
  if (reply.status !== 200 || typeof reply.body !== 'string') throw new TrackerExportError(reply.status);
  const disposition = reply.headers['content-disposition'] ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'travelers.csv';
  return { text: reply.body, fileName };
}

/** The export was refused: `status` 429 means too many exports for now. */
export class TrackerExportError extends Error {
  override readonly name = 'TrackerExportError';
  constructor(readonly status: number) {
    super(`CSV export refused (${status})`);
  }
}

/** GET a page of the company's upcoming trips. */
export function fetchTripsDashboard(offset: number, limit: number, signal?: AbortSignal): Promise<TripsDashboardReply> {
  return apiClient.get(`${B}${BUSINESS_TRAVEL_PATHS.tripsDashboard}?offset=${offset}&limit=${limit}`, TripsDashboardReplySchema, opts(signal));
}

/**
 * GET the caller's company travel activity for the front door, or null when the server did not answer 200 with it. As
 * the front door's homepage messages and event invitations, this goes around the client's error policy (`raw`): a
 * session that has not passed its second factor yet (403 MISSING_TWO_FACTOR_AUTHENTICATION) stays on its search,
 * without the feed, instead of being sent to /business/verify. Rejects only when the network fails.
 */
export async function fetchTravelActivity(signal?: AbortSignal): Promise<TravelActivityReply | null> {
  const reply = await apiClient.raw('GET', `${B}${BUSINESS_TRAVEL_PATHS.activity}`, opts(signal));
  if (reply.status !== 200) return null;
  const parsed = TravelActivityReplySchema.safeParse(reply.body);
  return parsed.success ? parsed.data : null;
}
