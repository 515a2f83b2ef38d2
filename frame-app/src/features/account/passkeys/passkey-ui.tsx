/**
 * Passkeys in the sign-in dialog (issue #9; account-business-header-and-trips §5, §7, §8; core-and-business §2, §4);
 * the "Sign in with a passkey" buttons' effect is performed by the sign-in host (passkey-host.ts):
 * - {@link usePasskeyAutofill}: conditional UI while the Email field shows (its `autocomplete="username webauthn"`);
 * - {@link PasskeyRegisterButton}: "Create an account with a passkey" in the registration form;
 * - {@link PasskeyStatus}: the dialog's line for a pending prompt or a passkey error, in the frame's words.
 * A success stores the session's new form token and sends SIGNED_IN (the machine closes the dialog and asks for
 * authentication-state-changed); a locked account sends ACCOUNT_LOCKED (the locked-account view). The user's own
 * cancel, an abort and the silent PASSKEYS_NOT_SETUP show nothing (§8: aborts ignored, silent codes not shown).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/index.ts';
import { formTokenAtom } from '../../../state/index.ts';
import { accountMessages as m } from '../messages.ts';
import { cancelPasskeyPrompt, conditionalAutofillAvailable, registerPasskey, signInWithPasskeyAutofill, type PasskeyResult } from './passkey-sign-in.ts';
import { applyPasskeyResult, PASSKEY_VERIFY_TEXT, passkeyStatusAtom } from './passkey-status.ts';
import type { SignInEvent } from '../sign-in/sign-in-machine.ts';
import styles from '../sign-in/sign-in-dialog.module.css';

/** Fresh conditional requests after an expired challenge while one Email view stays shown (spec: not shown). */
const PASSKEY_AUTOFILL_RESTARTS_MAX = 3;

/**
 * Applies a passkey result to the dialog (passkey-status.ts `applyPasskeyResult`) with this app's atoms.
 * @returns a function taking the result and the dialog's `send`
 */
function useApplyPasskeyResult(): (result: PasskeyResult, send: (event: SignInEvent) => void) => void {
  const setFormToken = useSetAtom(formTokenAtom);
  const setStatus = useSetAtom(passkeyStatusAtom);
  return useCallback((result, send) => applyPasskeyResult(result, { setFormToken, setStatus, send }), [setFormToken, setStatus]);
}

/**
 * Conditional UI (§5): while the component using it is shown and `enabled`, offers the product's passkeys in the
 * Email field's autofill; picking one signs in. Not started where the browser lacks conditional mediation or on
 * iPhone OS 16.0 to 16.3; the pending request is cancelled when the view goes away. A browser that refuses the
 * request as unsupported (NotSupportedError: no authenticator for it) shows nothing: the visitor asked for nothing.
 * @param send the dialog's event sender (performs the machine's effects)
 * @param enabled whether passkeys are offered (AVAILABLE_SIGN_IN_METHODS.passkey)
 */
export function usePasskeyAutofill(send: (event: SignInEvent) => void, enabled: boolean): void {
  const apply = useApplyPasskeyResult();
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    let pending = false;
    void (async () => {
      if (!(await conditionalAutofillAvailable()) || !active) return;
      // A challenge that expired while the view stayed open (PASSKEY_CHALLENGE_EXPIRED) gets a fresh request, so the
      // autofill keeps working; a few times at most.
      for (let attempt = 0; attempt <= PASSKEY_AUTOFILL_RESTARTS_MAX && active; attempt++) {
        pending = true;
        const result = await signInWithPasskeyAutofill();
        pending = false;
        if (!active || result.kind === 'aborted') return;
        // A browser that cannot serve the autofill request refuses it at once, before the visitor has done anything:
        // the visitor asked for nothing, so nothing is shown (the refusal is logged; the passkey button still says
        // so if pressed).
        if (result.kind === 'failed' && result.reason === 'unsupported') return;
        apply(result, sendRef.current);
        if (result.kind !== 'rejected' || result.errorCode !== 'PASSKEY_CHALLENGE_EXPIRED') return;
      }
    })();
    return () => {
      active = false;
      // Only our own pending request: a prompt another control started must not be cancelled with this view.
      if (pending) cancelPasskeyPrompt();
    };
  }, [enabled, apply]);
}

/** The dialog's passkey line: "Waiting for your passkey…" (status) or the error (alert). Clears itself on unmount. */
export function PasskeyStatus() {
  const intl = useIntl();
  const status = useAtomValue(passkeyStatusAtom);
  const setStatus = useSetAtom(passkeyStatusAtom);
  useEffect(() => () => setStatus({ kind: 'idle' }), [setStatus]);
  if (status.kind === 'pending') {
    return (
      <p role="status" className={styles.text}>
        {intl.formatMessage(m.waiting)}
      </p>
    );
  }
  if (status.kind === 'error') {
    return (
      <p role="alert" className={styles.text}>
        {intl.formatMessage(status.message)}
      </p>
    );
  }
  return null;
}

type RegisterValues = { email: string; consent: boolean; optin: boolean };

/**
 * "Create an account with a passkey" inside the registration form (react-hook-form context with `email`, `consent`,
 * `optin`): checks the email and the terms consent like the form does, then creates the passkey and the account
 * (§5: platform authenticator, resident key required). Server field errors show under their field.
 * @param send the dialog's event sender
 */
export function PasskeyRegisterButton({ send }: { send: (event: SignInEvent) => void }) {
  const intl = useIntl();
  const form = useFormContext<RegisterValues>();
  const apply = useApplyPasskeyResult();
  const setStatus = useSetAtom(passkeyStatusAtom);
  const create = async (): Promise<void> => {
    form.clearErrors();
    if (!(await form.trigger('email', { shouldFocus: true }))) return;
    const { email, consent, optin } = form.getValues();
    if (!consent) {
      form.setError('consent', { message: intl.formatMessage(m.errorConsentRequired) }, { shouldFocus: true });
      return;
    }
    setStatus({ kind: 'pending' });
    const result = await registerPasskey({ email, consent, optin });
    if (result.kind === 'rejected' && result.errorField !== null) {
      setStatus({ kind: 'idle' });
      form.setError(result.errorField === 'username' ? 'email' : 'consent', { message: intl.formatMessage(PASSKEY_VERIFY_TEXT[result.errorCode]) }, { shouldFocus: true });
      return;
    }
    apply(result, send);
  };
  return (
    <Button variant="secondary" onPress={() => void create()}>
      {intl.formatMessage(m.createWithPasskey)}
    </Button>
  );
}
