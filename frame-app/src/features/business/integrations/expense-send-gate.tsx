/**
 * The trip page's hook for "Send to expense system" (issue #26 "Add a Send to expense system action where the trip is
 * shown for business users"; account-business-header-and-trips §7 "Expense system"). Renders nothing, and loads
 * nothing, unless the shared auth state says: signed in with a business profile, business mode on, and the company's
 * EXPENSIFY_INTEGRATION feature, and the caller owns the trip; then the lazily loaded block (./expense-send.tsx).
 * Kept tiny: the trips feature imports it through the business entry.
 */
import { lazy, Suspense } from 'react';
import { useAuthState } from '../../access/index.ts';

const LazyExpenseSend = lazy(() => import('./expense-send.tsx'));

/** See the module docstring; `tripHash` is the trip's (core-and-business §3), `isOwner` whether the caller owns it. */
export function ExpenseSendGate({ tripHash, isOwner }: { tripHash: string; isOwner: boolean }) {
  const b = useAuthState()?.businessState;
  const shown = isOwner && Boolean(b?.businessProfile && b.businessMode && b.features.includes('EXPENSIFY_INTEGRATION'));
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyExpenseSend key={tripHash} tripHash={tripHash} />
    </Suspense>
  );
}
