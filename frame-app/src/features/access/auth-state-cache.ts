/**
 * The one auth state request of each app (keyed by its jotai store, so every test app and every frame has its
 * own), shared by the lazily loaded `/_data/auth-state` loader (auth-state.ts) and the hook that refreshes it after
 * a sign-in or sign-out ({@link forgetAuthState}). Kept apart from the loader so the first page can import the
 * refresh without the loader's code.
 */
import type { AuthState } from '@travel/contract';

/** Store -> the pending or settled auth state request (`null`: it failed and was logged). */
export const authStateRequests = new WeakMap<object, Promise<AuthState | null>>();

/**
 * Stores whose app has asked the server for its auth state at least once (kept after a failure or a
 * {@link forgetAuthState}): from then on the state follows the tab becoming visible again (access-gate.tsx
 * `useAuthStateFollowsTab`).
 */
export const authStateAsked = new WeakSet<object>();

/** Drops the app's cached auth state (after a sign-in or sign-out), so the next load asks the server again. */
export function forgetAuthState(store: object): void {
  authStateRequests.delete(store);
}
