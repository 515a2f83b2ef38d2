/**
 * A request to open the sign-in dialog from a part of the app that cannot import the account feature (the page
 * chrome: the account feature depends on chrome, so chrome publishes here and the account feature's sign-in host
 * listens). chrome-and-consent §4 "Currency picker": anonymous users who choose to save a currency permanently are
 * first asked to sign in. The requester learns of a successful sign-in from the auth state (it reloads after one).
 */
import { atom } from 'jotai';

/** One published request; `id` increases so two requests are two events. `reason` names the requester (for logs). */
export interface SignInRequestEvent {
  id: number;
  reason: string;
}

const requestValueAtom = atom<SignInRequestEvent | null>(null);

/** The latest sign-in request (null before the first). Write a reason to publish one. */
export const signInRequestAtom = atom(
  (get) => get(requestValueAtom),
  (get, set, reason: string) => {
    set(requestValueAtom, { id: (get(requestValueAtom)?.id ?? 0) + 1, reason });
  },
);
