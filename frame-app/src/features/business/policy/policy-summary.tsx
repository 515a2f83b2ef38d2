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
 *   door renders after being left (e.g. once the second factor has been passed on a business page:
 *   {@link forgetFailedPolicySummary}, called by the gate).
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

/** Forgets the loaded policies, so the front door asks again when it next renders (after a policy change). */
export function forgetPolicySummary(): void {
  loads.forgetAll();
}

/**
 * Called by the gate when the front door goes away: a load of `key` that answered nothing (e.g. 403 before the second
 * factor), or that will, is not kept, so the next front door asks again (see ../kept-loads.ts).
 */
export function forgetFailedPolicySummary(key: string): void {
  loads.forgetFailed(key);
}

/** The summary (see the module docstring); `cacheKey` keys the kept load (another profile or traveler asks again). */
export default function PolicySummary({ cacheKey, vertical }: { cacheKey: string; vertical: Vertical }) {
  const intl = useIntl();
  const reply = use(loads.get(cacheKey));
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
