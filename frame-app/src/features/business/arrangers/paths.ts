/**
 * The paths of the traveler's side of booking on behalf (issue #25), apart from their modules (the business route
 * table imports them through ./index.ts): "Who may book for me" and "Ask for a trip" (the traveler's requests).
 */

/** Who may book for me: named arrangers and the any-arranger switch (a member holding TRIP_EVENT_BOOK). */
export const TRAVEL_ARRANGERS_ROUTE_PATH = '/business/travel-arrangers';
/** Ask for a trip: the form and the traveler's own requests (BOOK_ON_BEHALF_REQUEST, BOOK_ON_BEHALF, traveler-or-travel-manager mode). */
export const TRIP_REQUESTS_ROUTE_PATH = '/business/trip-requests';
