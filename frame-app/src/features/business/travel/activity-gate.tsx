/**
 * The front door's hook for the company travel activity feed (issue #26 "Company travel activity
 * (COMPANY_TRAVEL_ACTIVITY): a feed of colleagues' upcoming trips to the same places on business users' front door,
 * respecting traveler visibility"). Renders nothing, and loads nothing, until the shared auth state says: signed in, a
 * business profile, business mode on, and the company has COMPANY_TRAVEL_ACTIVITY; then the lazily loaded feed
 * (./activity-feed.tsx) asks for it. Kept tiny: it is on the front door's first page.
 */
import { lazy, Suspense } from 'react';
import { useAuthState } from '../../access/index.ts';

const LazyFeed = lazy(() => import('./activity-feed.tsx'));

/** See the module docstring; the front door places it once, under the homepage messages. */
export function CompanyTravelActivityGate() {
  const b = useAuthState()?.businessState;
  const profileId = b?.businessProfile && b.businessMode && b.features.includes('COMPANY_TRAVEL_ACTIVITY') ? b.businessProfile.id : null;
  if (profileId === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyFeed profileId={profileId} />
    </Suspense>
  );
}
