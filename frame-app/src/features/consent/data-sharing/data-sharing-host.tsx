/**
 * The app's one data-sharing opt-out dialog and Global Privacy Control (issue #13; chrome-and-consent §2, §4
 * "Data-sharing dialog", §6, §8; account-business-header-and-trips §4 "Data-sharing consent", §8). Rendered once,
 * inside the router, by the consent root.
 *
 * - Opens whenever privacySurfaceRequestAtom holds a new request (a new `id`) for 'data-sharing'; the last id
 *   handled is remembered per app, so a remount does not reopen an old request.
 * - Opening loads the status (see useDataSharingSwitch); closing sends a waiting update at once.
 * - Failures (§8, §6): a failed load closes the dialog; a failed update reverts the switch (the dialog stays open);
 *   both then navigate the frame to the privacy management page: /profile/account when signed in, else
 *   /privacy/manage (also while the auth state is unknown).
 * - On mount, when navigator.globalPrivacyControl is true, the opt-out is recorded once (gpc.ts applyBrowserGpc).
 */
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useNavigate } from 'react-router';
import { privacySurfaceRequestAtom } from '../../../state/index.ts';
import { useAuthState } from '../../chrome/index.ts';
import { PRIVACY_MANAGE_PATH, PROFILE_ACCOUNT_PATH } from './constants.ts';
import { DataSharingDialog } from './data-sharing-dialog.tsx';
import { applyBrowserGpc } from './gpc.ts';
import { useDataSharingSwitch } from './use-data-sharing-switch.ts';

/** Last privacy surface request id handled, per app (jotai store). */
const handledRequests = new WeakMap<object, number>();

/** The privacy management page for the signed-in state (§6): /profile/account signed in, else /privacy/manage. */
export function privacyManagementPath(signedIn: boolean): string {
  return signedIn ? PROFILE_ACCOUNT_PATH : PRIVACY_MANAGE_PATH;
}

/** Mounts the data-sharing dialog (opens on privacySurfaceRequestAtom 'data-sharing') and applies Global Privacy Control once. */
export function DataSharingHost() {
  const store = useStore();
  const request = useAtomValue(privacySurfaceRequestAtom);
  const navigate = useNavigate();
  const signedIn = useAuthState()?.loggedInSession === true;
  const [isOpen, setOpen] = useState(false);

  const onFailure = useCallback(
    (what: 'load' | 'update') => {
      if (what === 'load') setOpen(false);
      void navigate(privacyManagementPath(signedIn));
    },
    [navigate, signedIn],
  );
  const { view, load, toggle, flush } = useDataSharingSwitch(onFailure);

  useEffect(() => {
    void applyBrowserGpc(store);
  }, [store]);

  useEffect(() => {
    if (!request || request.surface !== 'data-sharing' || handledRequests.get(store) === request.id) return;
    handledRequests.set(store, request.id);
    setOpen(true);
    load();
  }, [request, store, load]);

  const close = useCallback(() => {
    flush();
    setOpen(false);
  }, [flush]);

  return <DataSharingDialog isOpen={isOpen} onClose={close} view={view} onToggle={toggle} />;
}
