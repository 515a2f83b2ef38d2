/**
 * The shape of a book-on-behalf request's free text, and the search it leads an arranger to (issue #25 "Requests to
 * book on behalf ... are fulfilled by booking for the requester"). Pure.
 *
 * The server stores one `details` text (contract CreateBookOnBehalfRequestSchema, 10-2000 characters). The traveler's
 * form asks for a destination and an optional note; `details` is the destination on its first line and the note
 * after it ({@link composeTripRequestDetails}). "Book for {name}" reads the first line back as the destination
 * ({@link tripRequestDestination}) and prefills the front door's search form with it and the dates where the search URL
 * allows it (features/search/search-url.ts: `/?vertical=hotels&destination=…&start=…&end=…` for hotels, cars,
 * trains and packages; flights take `depart`/`return`, and a destination only as a 3-letter airport code, since the
 * flight form's prefill takes codes). A request written some other way still works: its first line is then the
 * destination text, which the search form resolves through its autocomplete on submit or the arranger corrects.
 */
import type { BookOnBehalfItem, Vertical } from '@travel/contract';

/** Longest destination text the form takes (the search form's place fields keep 100). */
export const TRIP_REQUEST_DESTINATION_MAX = 100;

/** `details` of a new request: the destination, then the note on the following lines (both trimmed). */
export function composeTripRequestDetails(destination: string, note: string): string {
  const d = destination.trim().replace(/\s+/g, ' ');
  const n = note.trim();
  return n ? `${d}\n${n}` : d;
}

/** The destination of a request's `details`: its first line, trimmed, at most {@link TRIP_REQUEST_DESTINATION_MAX}. */
export function tripRequestDestination(details: string): string {
  return (details.split('\n')[0] ?? '').trim().slice(0, TRIP_REQUEST_DESTINATION_MAX);
}

/** The note of a request's `details`: what follows its first line ('' when none). */
export function tripRequestNote(details: string): string {
  const i = details.indexOf('\n');
  return i < 0 ? '' : details.slice(i + 1).trim();
}

/**
 * The front-door path prefilled with a request's vertical, destination and dates (see the module docstring).
 * @returns e.g. `/?vertical=hotels&destination=London&start=2026-04-10&end=2026-04-12`
 */
export function tripRequestSearchPath(item: Pick<BookOnBehalfItem, 'vertical' | 'details' | 'startDate' | 'endDate'>): string {
  const vertical: Vertical = item.vertical;
  const destination = tripRequestDestination(item.details);
  const query = new URLSearchParams({ vertical });
  if (vertical === 'flights') {
    if (/^[A-Za-z]{3}$/.test(destination)) query.set('destination', destination.toUpperCase());
    query.set('depart', item.startDate);
    if (item.endDate) query.set('return', item.endDate);
  } else {
    if (destination) query.set('destination', destination);
    query.set('start', item.startDate);
    if (item.endDate) query.set('end', item.endDate);
  }
  return `/?${query.toString()}`;
}
