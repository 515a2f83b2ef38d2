/**
 * The profile page's passkeys section as the feature's index exports it: loaded on first render, so the WebAuthn
 * library (profile-passkeys.tsx -> passkey-sign-in.ts) stays out of the frame's first script. Same props as
 * profile-passkeys.tsx {@link ProfilePasskeysProps}; renders nothing while its chunk loads.
 */
import { lazy, Suspense } from 'react';
import type { ProfilePasskeysProps } from '../profile/profile-passkeys.tsx';

export type { ProfilePasskeysProps } from '../profile/profile-passkeys.tsx';

const LazyProfilePasskeys = lazy(() => import('../profile/profile-passkeys.tsx').then((module) => ({ default: module.ProfilePasskeys })));

/** The signed-in account's passkeys with remove and "Add a passkey" (see profile-passkeys.tsx). */
export function ProfilePasskeys(props: ProfilePasskeysProps) {
  return (
    <Suspense fallback={null}>
      <LazyProfilePasskeys {...props} />
    </Suspense>
  );
}
