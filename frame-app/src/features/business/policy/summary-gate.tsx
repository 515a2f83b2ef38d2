/**
 * The front door's hook for the traveler's policy summary (issue #25 "RP_POLICY_SUMMARY shows a traveller their policy
 * in a sentence or two where they search"; core-and-business §6 feature RP_POLICY_SUMMARY). Renders nothing, and loads
 * nothing, until the shared auth state says: signed in, a business profile, business mode on, and the RP_POLICY_SUMMARY
 * feature; then the lazily loaded summary (./policy-summary.tsx) asks GET /i/api/business/me/v1/policies. A consumer,
 * or the personal side of a business user, makes no request and downloads no summary code. Kept tiny: it is on the
 * front door's first page.
 */
import { Suspense } from 'react';
import type { Vertical } from '@travel/contract';
import { useAuthState } from '../../access/index.ts';
import { lazyKeptLoadPart, useKeptLoadVisit } from '../kept-load-visit.ts';

const { Part: LazySummary, loads: summaryLoads } = lazyKeptLoadPart(() => import('./policy-summary.tsx'), (module) => module.policySummaryLoads);

/** See the module docstring; the front door places it under the search form, for the selected tab's `vertical`. */
export function PolicySummaryGate({ vertical }: { vertical: Vertical }) {
  const b = useAuthState()?.businessState;
  const shown = Boolean(b?.businessProfile && b.businessMode && b.features.includes('RP_POLICY_SUMMARY'));
  // Booking for someone else: their policy (the server answers the traveler's), kept apart from the caller's own.
  const key = `${b?.businessProfile?.id ?? ''}:${b?.currentTraveler?.email ?? ''}`;
  // A refused load (403 before the second factor) is asked again on the next visit of the front door.
  const visit = useKeptLoadVisit(shown ? key : null, summaryLoads);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazySummary cacheKey={key} visit={visit} vertical={vertical} />
    </Suspense>
  );
}
