/**
 * Mounts the sign-in dialog once for the app and performs the effects its machine asks for (issue #9;
 * account-business-header-and-trips §4 "Header reactions"): after a sign-in the auth state is loaded again, so the
 * header and every access gate follow; a reply's loginRedirectUrl inside the frame is then followed (login-redirect.ts,
 * §4). A passkey sign-in runs passkey-host.ts (loaded on first use), a social one social-sign-in.ts, a company single
 * sign-on ../sso/sso-sign-in.ts (its pop-up opened here, in the click);
 * closing the trips soft gate publishes the trips sign-in close event (state/trips-sign-in.ts). An effect this host
 * does not know is logged, never silently dropped.
 */
import { useCallback, useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useHref, useNavigate } from 'react-router';
import { logger, signInRequestAtom, signedInEventAtom, tripsSignInCloseAtom } from '../../../state/index.ts';
import { useRefreshAuthState } from '../../chrome/index.ts';
import { followLoginRedirect } from './login-redirect.ts';
import { SignInDialogLoader } from './sign-in-dialog-loader.tsx';
import { openBlankPopup, startSocialSignIn } from '../social/social-sign-in.ts';
import type { SignInEffect } from './sign-in-machine.ts';
import { handledSignInRequestIdAtom, sendSignInEventAtom } from './sign-in-atoms.ts';

/** The app's sign-in dialog with its effect handler. Render once, inside the router (it uses a fetcher). */
export function SignInHost() {
  const refresh = useRefreshAuthState();
  const store = useStore();
  const navigate = useNavigate();
  const basename = useHref('/');
  const onEffect = useCallback(
    function perform(effect: SignInEffect) {
      if (effect.type === 'publishAuthenticationStateChanged') {
        refresh();
        store.set(signedInEventAtom);
      }
      // After the sign-in stored the session (form token set, auth state reloading): only paths inside the frame.
      else if (effect.type === 'followLoginRedirect') followLoginRedirect(effect.url, { basename, origin: window.location.origin, navigate: (to) => void navigate(to) });
      // Passkeys (passkey-host.ts, loaded on first use): the events it sends come back here as effects.
      else if (effect.type === 'startPasskeySignIn') void import('../passkeys/passkey-host.ts').then((passkeys) => passkeys.startPasskeySignIn(effect.email, store, perform));
      // Social pop-ups (social-sign-in.ts): opened right here, synchronously in the click, so no pop-up blocker stops them.
      else if (effect.type === 'startSocialSignIn') void startSocialSignIn(effect.provider, store, perform);
      // Company single sign-on (issue #27): the same pop-up, opened here in the click; its code (../sso/, with the
      // dialog's chunk) takes it over, so the first page carries none of it.
      else if (effect.type === 'startSsoSignIn') {
        const popup = openBlankPopup();
        void import('../sso/sso-sign-in.ts').then((sso) => sso.startSsoSignIn(effect.email, popup, store, perform));
      }
      // Closing the trips soft gate: the marker and the event the trips feature listens to (state/trips-sign-in.ts).
      else if (effect.type === 'publishTripsSignInClose') store.set(tripsSignInCloseAtom, effect.resultId);
      else logger.warn('sign-in effect not handled', effect);
    },
    [refresh, store, navigate, basename],
  );
  // A sign-in requested through the app-wide state (state/sign-in-request.ts, e.g. the currency picker's permanent
  // save, or save to trips, which opens the trips soft gate for its result).
  // One published before this host mounted (its chunk loads after the first page) is opened now.
  const request = useAtomValue(signInRequestAtom);
  useEffect(() => {
    if (!request || request.id <= store.get(handledSignInRequestIdAtom)) return;
    store.set(handledSignInRequestIdAtom, request.id);
    const show = request.tripsSoftGate ? ({ type: 'SHOW', view: 'tripsSoftGate', resultId: request.tripsSoftGate.resultId } as const) : ({ type: 'SHOW' } as const);
    for (const effect of store.set(sendSignInEventAtom, show)) onEffect(effect);
  }, [request, store, onEffect]);
  return <SignInDialogLoader onEffect={onEffect} />;
}
