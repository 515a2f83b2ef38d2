/**
 * The sign-in dialog's state, app-wide (core-and-business §4: the dialog "opens on a show request" from anywhere: the
 * header trigger, save to trips, price alerts). The state lives in one atom; every change goes through
 * {@link sendSignInEventAtom}, which runs the pure machine and returns the effects for the sender to perform.
 */
import { atom, useSetAtom } from 'jotai';
import { initialSignInState, transition, type SignInEffect, type SignInEvent, type SignInState } from './sign-in-machine.ts';

/** The sign-in dialog machine's current state (closed at first). Change it only through {@link sendSignInEventAtom}. */
export const signInStateAtom = atom<SignInState>(initialSignInState());

/**
 * The id of the last sign-in request (state/sign-in-request.ts) the sign-in host opened the dialog for, kept in the
 * frame store rather than in the host: the host arrives with the root layout's later chunk, so a request published
 * before it mounted (a "Sign in or create account" press right after a page loaded) is opened when it mounts, and a
 * request already opened is not opened again when the host mounts anew.
 */
export const handledSignInRequestIdAtom = atom(0);

/** Write-only: `set(sendSignInEventAtom, event)` applies the machine's transition and returns its effects. */
export const sendSignInEventAtom = atom(null, (get, set, event: SignInEvent): readonly SignInEffect[] => {
  const { state, effects } = transition(get(signInStateAtom), event);
  set(signInStateAtom, state);
  return effects;
});

/** A function sending one event to the sign-in machine; returns the effects the caller must perform. */
export function useSendSignInEvent(): (event: SignInEvent) => readonly SignInEffect[] {
  return useSetAtom(sendSignInEventAtom);
}
