/**
 * What choosing a saved traveler fills in the booking form (issue #9 "The booking form offers the signed-in user's
 * saved travelers"; core-and-business §3 Traveler): names and date of birth for every traveler; email and phone only for
 * the lead traveler (the only one whose fieldset has them). Fields the saved traveler leaves empty are not touched, so a
 * half-filled saved traveler never erases what the user typed.
 */
import type { SavedTraveler } from '@travel/contract';
import type { TravelerDraft } from './validation.ts';

/** The draft fields to set for `saved` (see the module docstring). `phoneCountryCode` gets its '+' as the form shows it. */
export function draftOfSavedTraveler(saved: SavedTraveler, isLead: boolean): Partial<TravelerDraft> {
  const fields: Partial<TravelerDraft> = {
    firstName: saved.firstName,
    middleName: saved.middleName,
    lastName: saved.lastName,
    dateOfBirth: saved.dateOfBirth,
    ...(isLead ? { emailAddress: saved.emailAddress, phoneCountryCode: saved.phoneCountryCode ? `+${saved.phoneCountryCode}` : '', phoneNumber: saved.phoneNumber } : {}),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as Partial<TravelerDraft>;
}
