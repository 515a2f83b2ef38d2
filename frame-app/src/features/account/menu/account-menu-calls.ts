/**
 * The account menu's and the profile page's calls through the frame's one HTTP client (X-CSRF on every call; replies
 * parsed with the contract): add/switch accounts (account-business-header-and-trips §7), the profile, the password
 * change, the account's bookings, and the saved travelers (core-and-business §7, knownTravelerNumberApiVersion=v2).
 * Every function rejects per the api client's error policy (ApiRequestError with the envelope's codes, e.g.
 * VALIDATION_ERROR naming the field; 401 INVALID_SESSION when signed out).
 */
import {
  ACCOUNT_BOOKINGS_PATH, ACCOUNT_PASSWORD_PATH, ACCOUNT_PROFILE_PATH, AUTH_ADD_PATH, AUTH_SWITCH_PATH, AccountBookingsReplySchema, AccountProfileSchema,
  AddAccountReplySchema, KNOWN_TRAVELER_NUMBER_API_VERSION, PasswordChangeReplySchema, SIGNOUT_PATH, SavedTravelerSchema, SavedTravelersReplySchema,
  SwitchAccountReplySchema, TRAVELER_CREATE_PATH, TRAVELER_LIST_PATH, travelerUpdatePath, type AccountBookingsReply, type AccountProfileReply,
  type AddAccountReply, type PasswordChangeReply, type SavedTraveler, type SwitchAccountReply, type TravelerCreateRequestInput,
} from '@travel/contract';
import { apiClient, withQuery } from '../../../api/index.ts';

const TRAVELER_QUERY = { knownTravelerNumberApiVersion: KNOWN_TRAVELER_NUMBER_API_VERSION };

/** GET /k/run/auth/add: may this session sign in one more account. */
export function checkAddAccount(): Promise<AddAccountReply> {
  return apiClient.get(AUTH_ADD_PATH, AddAccountReplySchema);
}

/** GET /k/run/auth/switch?tokenId&business (§7): selects another account of this session; the reply's form token is the new session's. */
export function switchAccount(tokenId: string, business: boolean): Promise<SwitchAccountReply> {
  return apiClient.get(withQuery(AUTH_SWITCH_PATH, { tokenId, business: business ? 'true' : 'false' }), SwitchAccountReplySchema);
}

/** `/signout?redir={path}` (§2, §7 Other): where the "Sign out" entry navigates; `redir` is the frame's current path. */
export function signOutUrl(currentPath: string): string {
  return `${SIGNOUT_PATH}?redir=${encodeURIComponent(currentPath)}`;
}

/** GET the signed-in account's profile (email, name, hasPassword). */
export function fetchProfile(): Promise<AccountProfileReply> {
  return apiClient.get(ACCOUNT_PROFILE_PATH, AccountProfileSchema);
}

/** PUT the display name ('' clears it). */
export function renameAccount(name: string): Promise<AccountProfileReply> {
  return apiClient.put(ACCOUNT_PROFILE_PATH, { name }, AccountProfileSchema);
}

/** POST the password change; status 0 carries the new session's form token (the caller stores it). */
export function changePassword(currentPassword: string, newPassword: string): Promise<PasswordChangeReply> {
  return apiClient.post(ACCOUNT_PASSWORD_PATH, { currentPassword, newPassword }, PasswordChangeReplySchema);
}

/** GET the bookings made while this account was signed in, newest first. */
export function fetchAccountBookings(): Promise<AccountBookingsReply> {
  return apiClient.get(ACCOUNT_BOOKINGS_PATH, AccountBookingsReplySchema);
}

/** GET the saved travelers, the preferred one first. */
export async function fetchSavedTravelers(signal?: AbortSignal): Promise<SavedTraveler[]> {
  return (await apiClient.get(withQuery(TRAVELER_LIST_PATH, TRAVELER_QUERY), SavedTravelersReplySchema, signal ? { signal } : {})).travelers;
}

/** POST a new traveler (merged with the new-traveler defaults by the contract: preferred true, travelerId 0). */
export function createTraveler(traveler: TravelerCreateRequestInput): Promise<SavedTraveler> {
  return apiClient.post(withQuery(TRAVELER_CREATE_PATH, TRAVELER_QUERY), { ...traveler, travelerId: 0 }, SavedTravelerSchema);
}

/** PUT the given fields of a saved traveler. */
export function updateTraveler(travelerId: number, fields: Partial<TravelerCreateRequestInput>): Promise<SavedTraveler> {
  return apiClient.put(withQuery(travelerUpdatePath(travelerId), TRAVELER_QUERY), fields, SavedTravelerSchema);
}
