/** The event hub's frame path (core-and-business §6 "/business/events (event hub front door) | event-edit permission"). */
export const EVENT_HUB_ROUTE_PATH = '/business/events';
