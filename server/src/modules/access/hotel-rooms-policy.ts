/**
 * The multi-room rule of the business edition (issue #24 "PUT /multiRoomBookings/enable|disable (several rooms in one
 * hotel booking for business users)"; reading in contract CompanySchema.multiRoomBookings): a business user on the
 * business side books one room per hotel booking unless their company switched multiRoomBookings on. Consumers,
 * visitors and the personal side (businessMode false) keep MAX_HOTEL_ROOMS. The hotel search (hotels/routes.ts, search
 * and details) and the booking (booking/service.ts, before any charge) both ask this one function; the frame caps its
 * hotel form from the same contract rule (hotelRoomLimit) through the auth state.
 */
import { hotelRoomLimit } from '@travel/contract';
import { validationError } from '../../errors.ts';
import type { Principal } from './principal.ts';

/** The message of the refusal (English; the frame shows its own translated hint before anyone gets here). */
export const ONE_ROOM_MESSAGE = 'Your company books one room per hotel booking; search or book each room separately, or ask a company admin to allow several rooms';

/**
 * Refuses a hotel search or booking of more rooms than the caller may book in one booking.
 * @param principal `request.principal`
 * @param rooms rooms asked for (the search's `rooms`, the hotel offer's `rooms`), integer >= 1
 * @throws AppError 400 VALIDATION_ERROR on field `rooms` ({@link ONE_ROOM_MESSAGE}) when `rooms` exceeds
 *   hotelRoomLimit of the caller's business profile (1 in business mode without multiRoomBookings)
 */
export function assertHotelRoomsAllowed(principal: Principal, rooms: number): void {
  const business = principal.kind === 'account' ? principal.business : undefined;
  const limit = hotelRoomLimit(business);
  if (rooms > limit) throw validationError('rooms', limit === 1 ? ONE_ROOM_MESSAGE : `At most ${limit} rooms in one hotel booking`);
}
