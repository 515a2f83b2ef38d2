/**
 * The company's homepage messages on a business user's front door (issue #24 "homepage messages (shown on business
 * users' front door)"; contract HOMEPAGE_MESSAGES_FRONT_DOOR_PATH, FrontDoorMessagesReplySchema). Loaded lazily by
 * ./front-door-gate.tsx for business users in business mode only.
 *
 * - The messages are read once per profile with React's `use()` from a kept promise (../kept-loads.ts); the homepage
 *   messages page forgets it after a change ({@link forgetFrontDoorMessages}), so the front door shows the change when
 *   the admin goes back to it, and a refused load (403 before the second factor) is asked again on the next visit of
 *   the front door (the gate's ../kept-load-visit.ts on {@link frontDoorMessageLoads}).
 * - Plain text (contract reading: messages are never HTML): each message is a text node, line breaks kept by CSS.
 * - Nothing shows while loading, when the company has no shown message (or its switch is off: the server answers
 *   none), or when the call fails (see ./api.ts fetchFrontDoorMessages: no redirect, no error on the search page).
 * - A labelled region ("Messages from {company}") holding a list, newest first.
 */
import { use } from 'react';
import { useIntl } from 'react-intl';
import { createKeptLoads } from '../kept-loads.ts';
import { useAuthState } from '../../access/index.ts';
import { fetchFrontDoorMessages } from './api.ts';
import { homepageMessagesMessages as m } from './messages.ts';
import styles from './settings.module.css';

const loads = createKeptLoads(fetchFrontDoorMessages, 'homepage messages');

/** Forgets the loaded messages, so the front door asks again when it next renders (after an admin's change). */
export function forgetFrontDoorMessages(): void {
  loads.forgetAll();
}

/** The kept loads, keyed by profile id; the gate forgets a failed one per visit (../kept-load-visit.ts). */
export const frontDoorMessageLoads = loads;

/**
 * The banner (see the module docstring); `profileId` keys the kept load (another profile asks again), `visit` is the
 * gate's (../kept-load-visit.ts).
 */
export default function FrontDoorMessages({ profileId, visit }: { profileId: string; visit: string }) {
  const intl = useIntl();
  const company = useAuthState()?.businessState.businessProfile?.companyName ?? '';
  const reply = use(loads.get(profileId, visit));
  if (!reply || reply.messages.length === 0) return null;
  return (
    <section className={styles.banner} aria-labelledby="homepage-messages-title">
      <h2 id="homepage-messages-title" className={styles.bannerTitle}>
        {intl.formatMessage(m.bannerTitle, { company })}
      </h2>
      <ul className={styles.bannerList}>
        {reply.messages.map((message) => (
          <li key={message.id} className={styles.bannerText}>
            {message.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
