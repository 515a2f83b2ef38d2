/**
 * Paths of the trips pages (issue #12; core-and-business §2 "/trips"), relative to the router basename
 * `/p/{partnerId}`. Kept apart from routes.ts so the pages can link to each other without importing the route table
 * that lazily imports them.
 */

/** The all-trips page path (core-and-business §2). */
export const TRIPS_ROUTE_PATH = '/trips';
/** The trip page route path; `:fullTripId` is the 16-character full trip id (core-and-business §3). */
export const TRIP_ROUTE_PATH = '/trips/:fullTripId';

/** The trip page path of a full trip id, e.g. `/trips/AbC123xyz7890QWE`. */
export function tripPagePath(fullTripId: string): string {
  return `${TRIPS_ROUTE_PATH}/${encodeURIComponent(fullTripId)}`;
}
