/**
 * The business event a booking is for (issue #26 event hub: invitees "book travel to it with dates and destination
 * filled in"; bookings started from the event carry its id). The business feature's front-door invitations set it when
 * the invitee presses "Find flights" or "Find hotels"; the booking feature reads it and sends `businessEventId` with
 * the booking, and shows which event the booking is for with a way to drop it. Kept in the frame's session storage
 * (state/frame-storage.ts: a partitioned cookie where the browser denies the cross-site frame its Web Storage), so a
 * reload between search and payment keeps it; it ends with the browser session, or when dropped.
 */
import { atom } from 'jotai';
import { frameSessionStorage } from './frame-storage.ts';

/** Session-storage key of the event a booking is for. */
export const BOOKING_EVENT_STORAGE_KEY = 'business.bookingEvent';

/** The event a booking is for: its id (sent with the booking) and name (shown on the booking page). */
export interface BookingEvent {
  id: string;
  name: string;
}

function read(): BookingEvent | null {
  try {
    const raw = frameSessionStorage().getItem(BOOKING_EVENT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<BookingEvent>;
    return typeof value.id === 'string' && typeof value.name === 'string' && value.id.length > 0 && value.id.length <= 64 ? { id: value.id, name: value.name.slice(0, 200) } : null;
  } catch {
    return null;
  }
}

const valueAtom = atom<BookingEvent | null | undefined>(undefined);

/**
 * The event bookings are for now (null: none). Write an event to start booking for it, null to stop; the value is
 * stored in the frame's session storage first.
 */
export const bookingEventAtom = atom(
  (get) => {
    const value = get(valueAtom);
    return value === undefined ? read() : value;
  },
  (_get, set, next: BookingEvent | null) => {
    if (next) frameSessionStorage().setItem(BOOKING_EVENT_STORAGE_KEY, JSON.stringify(next));
    else frameSessionStorage().removeItem(BOOKING_EVENT_STORAGE_KEY);
    set(valueAtom, next);
  },
);
