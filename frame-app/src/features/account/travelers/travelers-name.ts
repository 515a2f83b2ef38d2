import type { SavedTraveler } from '@travel/contract';

/** A saved traveler's display name: first, middle and last name joined by spaces (empty parts left out). */
export function travelerName(t: Pick<SavedTraveler, 'firstName' | 'middleName' | 'lastName'>): string {
  return [t.firstName, t.middleName, t.lastName].filter(Boolean).join(' ');
}
