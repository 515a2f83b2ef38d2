/**
 * The front door's hook for the company's homepage messages (issue #24 "homepage messages (shown on business users'
 * front door)"; core-and-business §6 /business/policy/messages "flag, default on"). Renders nothing, and loads nothing,
 * until the shared auth state says: signed in, a business profile, business mode on, and the company's
 * `homepageMessages` switch not off (a consumer, or the personal side of a business user, makes no request and downloads
 * no banner code); then the lazily loaded banner (./front-door-messages.tsx) asks for the messages. Kept tiny: it is on
 * the front door's first page.
 */
import { Suspense } from 'react';
import { useAuthState } from '../../access/index.ts';
import { lazyKeptLoadPart, useKeptLoadVisit } from '../kept-load-visit.ts';

const { Part: LazyBanner, loads: messageLoads } = lazyKeptLoadPart(() => import('./front-door-messages.tsx'), (module) => module.frontDoorMessageLoads);

/** See the module docstring; the front door places it once, above its search tabs. */
export function HomepageMessagesGate() {
  const b = useAuthState()?.businessState;
  const profileId = b?.businessProfile && b.businessMode && b.companyFlags.homepageMessages !== false ? b.businessProfile.id : null;
  // A refused load (403 before the second factor) is asked again on the next visit of the front door.
  const visit = useKeptLoadVisit(profileId, messageLoads);
  if (profileId === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyBanner profileId={profileId} visit={visit} />
    </Suspense>
  );
}
