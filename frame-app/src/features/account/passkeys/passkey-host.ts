/**
 * The sign-in host's passkey sign-in (the machine's `startPasskeySignIn` effect, from "Sign in with a passkey";
 * account-business-header-and-trips §5, §7). Loaded on first use, so @simplewebauthn/browser stays out of the frame's
 * first script.
 */
import type { createStore } from 'jotai';
import { formTokenAtom } from '../../../state/index.ts';
import { signInWithPasskey } from './passkey-sign-in.ts';
import { applyPasskeyResult, passkeyStatusAtom } from './passkey-status.ts';
import { sendSignInEventAtom } from '../sign-in/sign-in-atoms.ts';
import type { SignInEffect } from '../sign-in/sign-in-machine.ts';

type Store = ReturnType<typeof createStore>;

/**
 * Runs one passkey sign-in and lands its result in the dialog (passkey-status.ts). With an email that has no passkey
 * nothing shows: the dialog stays on the normal login (silent PASSKEYS_NOT_SETUP, §8).
 * @param email the email typed so far ('' from the landing page: any passkey of the product)
 * @param store the app's jotai store
 * @param perform performs the effects of the events this sends (the host's effect handler)
 * @returns when the attempt has ended; never rejects
 */
export async function startPasskeySignIn(email: string, store: Store, perform: (effect: SignInEffect) => void): Promise<void> {
  store.set(passkeyStatusAtom, { kind: 'pending' });
  const result = await signInWithPasskey(email);
  // Another ceremony took over (a second press, the autofill): its own outcome sets the passkey line.
  if (result.kind === 'aborted') return;
  applyPasskeyResult(result, {
    setFormToken: (token) => store.set(formTokenAtom, token),
    setStatus: (status) => store.set(passkeyStatusAtom, status),
    send: (event) => {
      for (const effect of store.set(sendSignInEventAtom, event)) perform(effect);
    },
  });
}
