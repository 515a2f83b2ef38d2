/**
 * Loader of the booking lookup resource route (`/_data/booking?reference=&email=`, constants.ts), read
 * with `useFetcher` by the confirmation page (a booking not in navigation state) and the manage booking page (the
 * "Find booking" form): GET /i/api/bookings/v1/lookup through the one HTTP client with the router's abort signal,
 * so a newer lookup cancels the older one. Spec: core-and-business §1 (trip events booked / cancelled).
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { Booking } from '@travel/contract';
import { ApiRequestError } from '../../api/index.ts';
import { settle, type Settled } from '../../api/route-data.ts';
import { logger } from '../../state/index.ts';
import { lookupBooking } from './api.ts';

/** What the booking lookup resource route resolves with: the reference and email asked for, and the outcome. */
export interface BookingLookupData {
  reference: string;
  email: string;
  outcome: Settled<Booking>;
}

/** Whether a failed lookup means "no booking with that reference and email" (404 BOOKING_NOT_FOUND). */
export function isBookingNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.hasCode('BOOKING_NOT_FOUND') || error.status === 404);
}

/**
 * The lookup of `?reference=&email=`; failures are handed to the page (which shows them) and logged, except
 * "not found", an answer the page expects.
 */
export async function lookupLoader({ request }: LoaderFunctionArgs): Promise<BookingLookupData> {
  const params = new URL(request.url).searchParams;
  const reference = params.get('reference') ?? '';
  const email = params.get('email') ?? '';
  const outcome = await settle(lookupBooking(reference, email, request.signal));
  if (!outcome.ok && !request.signal.aborted && !isBookingNotFound(outcome.error)) logger.warn('booking lookup failed', outcome.error);
  return { reference, email, outcome };
}
