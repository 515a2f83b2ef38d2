/**
 * The body of a business page reached signed out (the support page, the traveler's arranger and trip request pages):
 * opens the app's sign-in dialog once on arrival (reason BUSINESS_SIGN_IN_REASON) and offers a button to open it again;
 * once the shared auth state says signed in, the page's loader runs again (react-router revalidation), so the page
 * itself shows without a reload.
 */
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useSetAtom } from 'jotai';
import { signInRequestAtom } from '../../state/index.ts';
import { Button } from '../../ui/index.ts';
import { useAuthState } from '../access/index.ts';
import { BUSINESS_SIGN_IN_REASON } from './constants.ts';
import styles from './admin-page.module.css';

/** See the module docstring. `body`: why to sign in; `action`: the button's text (both already translated). */
export function BusinessSignInView({ body, action }: { body: string; action: string }) {
  const requestSignIn = useSetAtom(signInRequestAtom);
  const revalidator = useRevalidator();
  const signedIn = useAuthState()?.loggedInSession === true;
  useEffect(() => requestSignIn({ reason: BUSINESS_SIGN_IN_REASON }), [requestSignIn]);
  useEffect(() => {
    if (signedIn) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per sign-in, not per revalidator identity
  }, [signedIn]);
  return (
    <>
      <p className={styles.muted}>{body}</p>
      <div className={styles.actions}>
        <Button onPress={() => requestSignIn({ reason: BUSINESS_SIGN_IN_REASON })}>{action}</Button>
      </div>
    </>
  );
}
