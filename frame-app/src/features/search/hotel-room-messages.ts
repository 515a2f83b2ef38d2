/**
 * The hotel form's multi-room hint (issue #24 multiRoomBookings), kept out of form-messages.ts so the first page does
 * not carry it: only the lazily loaded hotel form (vertical-forms.tsx) imports this. Translations in
 * app/i18n/catalogs/<locale>/business-multi-room.json.
 */
import { defineMessages } from 'react-intl';

export const hotelRoomMessages = defineMessages({
  oneRoom: { id: 'search.hotels.oneRoomPerBooking', defaultMessage: 'Your company books one room per hotel booking' },
});
