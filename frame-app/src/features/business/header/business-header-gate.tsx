/**
 * The header's business controls as the root layout places them (account-business-header-and-trips §4 account-type
 * toggle, core-and-business §6 admin hub link): nothing until the shared auth state says the user has a business
 * profile; then the lazily loaded controls (business-header-controls.tsx), so a consumer never downloads them.
 */
import { lazy, Suspense } from 'react';
import { useAuthState } from '../../access/index.ts';

const LazyControls = lazy(() => import('./business-header-controls.tsx').then((module) => ({ default: module.BusinessHeaderControls })));

/** See the module docstring. */
export function BusinessHeaderControls() {
  const auth = useAuthState();
  if (!auth?.loggedInSession || auth.businessState.businessProfile === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyControls auth={auth} />
    </Suspense>
  );
}
