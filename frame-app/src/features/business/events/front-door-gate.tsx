/**
 * The front door's hook for a business user's event invitations (issue #26 event hub: "invitees see it on their
 * business front door"). Renders nothing, and loads nothing, until the shared auth state says: signed in, a business
 * profile, business mode on (a consumer, or the personal side of a business user, makes no request and downloads no
 * code); then the lazily loaded list (./front-door-events.tsx) asks for the invitations. Kept tiny: it is on the front
 * door's first page.
 */
import { Suspense } from 'react';
import { useAuthState } from '../../access/index.ts';
import { lazyKeptLoadPart, useKeptLoadVisit } from '../kept-load-visit.ts';

const { Part: LazyEvents, loads: eventLoads } = lazyKeptLoadPart(() => import('./front-door-events.tsx'), (module) => module.frontDoorEventLoads);

/** See the module docstring; the front door places it once, above its search tabs. */
export function BusinessEventsGate() {
  const b = useAuthState()?.businessState;
  const profileId = b?.businessProfile && b.businessMode ? b.businessProfile.id : null;
  // A refused load (403 before the second factor) is asked again on the next visit of the front door.
  const visit = useKeptLoadVisit(profileId, eventLoads);
  if (profileId === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyEvents profileId={profileId} visit={visit} />
    </Suspense>
  );
}
