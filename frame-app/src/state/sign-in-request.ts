/**
 * A request to open the sign-in dialog from a part of the app that cannot import the account feature (the page
 * chrome: the account feature depends on chrome, so chrome publishes here and the account feature's sign-in host
 * listens). chrome-and-consent §4 "Currency picker": anonymous users who choose to save a currency permanently are
 * first asked to sign in. The requester learns of a successful sign-in from the auth state (it reloads after one).
 */
import { atom } from 'jotai';

/**
 * One published request; `id` increases so two requests are two events. `reason` names the requester (for logs).
 * `tripsSoftGate` opens the dialog on its trips soft gate view for the result `resultId` (core-and-business §2, §4
 * "Save to trips"); otherwise it opens on its landing view.
 */
export interface SignInRequestEvent {
  id: number;
  reason: string;
  tripsSoftGate?: { resultId: string };
}

/** What a requester writes: a reason, or a reason with the trips soft gate's result. */
export type SignInRequest = string | { reason: string; tripsSoftGate?: { resultId: string } };

const requestValueAtom = atom<SignInRequestEvent | null>(null);

const signedInValueAtom = atom(0);

/**
 * Counts sign-ins that succeeded in this frame (any method: the dialog, a passkey, a social pop-up); the account
 * feature's sign-in host increments it when it publishes authentication-state-changed. Parts outside the account
 * feature that wait for a sign-in (the currency picker's permanent save) subscribe with `store.sub`, outside React
 * rendering, so the follow-up runs even while a render of the signed-in page is still suspended.
 */
export const signedInEventAtom = atom(
  (get) => get(signedInValueAtom),
  (get, set) => set(signedInValueAtom, get(signedInValueAtom) + 1),
);

/** The latest sign-in request (null before the first). Write a reason (or {@link SignInRequest}) to publish one. */
export const signInRequestAtom = atom(
  (get) => get(requestValueAtom),
  (get, set, request: SignInRequest) => {
    const id = (get(requestValueAtom)?.id ?? 0) + 1;
    set(requestValueAtom, typeof request === 'string' ? { id, reason: request } : { id, ...request });
  },
);
