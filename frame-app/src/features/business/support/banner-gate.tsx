/**
 * Where the root layout places the impersonation banner (issue #24 "impersonation support"; account-business-header-
 * and-trips §4 impersonation modes): nothing until the shared auth state says a support user acts as this person
 * (`businessState.impersonation`), then the lazily loaded banner (./impersonation-banner.tsx), so nobody else
 * downloads it. This gate lives in the root layout's late chunk (app/root-extras.tsx), not on the first page.
 */
import { lazy, Suspense } from 'react';
import { useAuthState } from '../../access/index.ts';

const LazyBanner = lazy(() => import('./impersonation-banner.tsx').then((module) => ({ default: module.ImpersonationBanner })));

/** See the module docstring. */
export function ImpersonationBannerGate() {
  const auth = useAuthState();
  if (!auth?.loggedInSession || !auth.businessState.impersonation) return null;
  return (
    <Suspense fallback={null}>
      <LazyBanner auth={auth} />
    </Suspense>
  );
}
