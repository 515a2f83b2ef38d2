/**
 * The traveler's policy in a sentence or two under the search form (issue #25 "RP_POLICY_SUMMARY shows a traveller
 * their policy in a sentence or two where they search"; core-and-business §6 feature RP_POLICY_SUMMARY). Loaded lazily
 * by ./summary-gate.tsx for business users in business mode with the feature only.
 *
 * - GET /i/api/business/me/v1/policies once per profile (and traveler booked for) and page load, read with React's
 *   `use()` from a kept promise (no effect); the policy pages forget it after a save ({@link forgetPolicySummary}).
 * - The sentence of the front door tab's vertical (packages: the flight's and the hotel's), worded by ./summary-text.ts
 *   from the server's summary facts; the train sentence only when the company's train flag is on (the server answers
 *   no train policy otherwise).
 * - Nothing shows while loading, when the policy sets nothing worth saying, or when the call fails (no redirect, no
 *   error on the search page: ./api.ts fetchMyTravelPolicies); a failed load is asked again the next time the front
 *   door shows after being left (e.g. once the second factor has been passed on a business page: the gate's
 *   ../kept-load-visit.ts on {@link policySummaryLoads}).
 * - A labelled region ("Your travel policy") holding one paragraph per sentence.
 */
import { use } from 'react';
import { useIntl } from 'react-intl';
import { POLICY_VERTICALS_OF_SEARCH, type Vertical } from '@travel/contract';
import { createKeptLoads } from '../kept-loads.ts';
import { fetchMyTravelPolicies } from './api.ts';
import { policySummaryMessages as m } from './messages.ts';
import { summarySentence } from './summary-text.ts';
import styles from './policy.module.css';

const loads = createKeptLoads(fetchMyTravelPolicies, 'policy summary');

/** The kept loads, keyed `{profileId}:{traveler email}`; the gate forgets a failed one per visit (../kept-load-visit.ts). */
export const policySummaryLoads = loads;

/** Forgets the loaded policies, so the front door asks again when it next renders (after a policy change). */
export function forgetPolicySummary(): void {
  loads.forgetAll();
}

/**
 * The summary (see the module docstring); `cacheKey` keys the kept load (another profile or traveler asks again), `visit`
 * is the gate's (../kept-load-visit.ts).
 */
export default function PolicySummary({ cacheKey, visit, vertical }: { cacheKey: string; visit: string; vertical: Vertical }) {
  const intl = useIntl();
  const reply = use(loads.get(cacheKey, visit));
  if (!reply) return null;
  const sentences = POLICY_VERTICALS_OF_SEARCH[vertical]
    .filter((v) => v !== 'train' || reply.policies.train !== null)
    .map((v) => summarySentence(intl, v, reply.summary[v]))
    .filter((s): s is string => s !== null);
  if (sentences.length === 0) return null;
  return (
    <section className={styles.summary} aria-label={intl.formatMessage(m.label)} data-testid="policy-summary">
      {sentences.map((s) => (
        <p key={s}>{s}</p>
      ))}
    </section>
  );
}
