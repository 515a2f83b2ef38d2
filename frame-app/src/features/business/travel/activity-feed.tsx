/**
 * The company travel activity feed on the front door (issue #26; contract business-travel.ts for the visibility rule:
 * colleagues appear only when the company's traveler visibility lets others see trips, with name, city and dates, never
 * trip content). Loaded lazily by ./activity-gate.tsx; the load is kept per profile (../kept-loads.ts), so coming back
 * to the front door does not ask again. Shows nothing while loading, when the load fails (the front door is for
 * searching; the feed is a hint), when the company keeps trips private, or when nobody goes where the user goes.
 */
import { use } from 'react';
import { useIntl } from 'react-intl';
import { createKeptLoads } from '../kept-loads.ts';
import { fetchTravelActivity } from './api.ts';
import { activityMessages as m, travelCommonMessages as cm } from './messages.ts';
import { dayText } from './format.ts';
import styles from './travel.module.css';

const loads = createKeptLoads(fetchTravelActivity, 'company travel activity');

/** Forgets every kept feed (tests; a later front door asks again). */
export function forgetTravelActivity(): void {
  loads.forgetAll();
}

/** The feed (see the module docstring); `profileId` keys the kept load. */
export default function ActivityFeed({ profileId }: { profileId: string }) {
  const intl = useIntl();
  const reply = use(loads.get(profileId));
  if (!reply || !reply.shared || reply.items.length === 0) return null;
  const dates = (a: string, b: string) => (a === b ? dayText(intl, a) : intl.formatMessage(cm.dates, { start: dayText(intl, a), end: dayText(intl, b) }));
  return (
    <section className={styles.activity} aria-labelledby="company-travel-activity-title">
      <h2 id="company-travel-activity-title" className={styles.activityTitle}>{intl.formatMessage(m.title)}</h2>
      <ul className={styles.activityList}>
        {reply.items.map((item) => (
          <li key={item.id}>
            <span className={styles.strong}>{intl.formatMessage(m.item, { name: item.colleagueName, city: item.city, dates: dates(item.startDate, item.endDate) })}</span>
            <span className={styles.muted}>
              {item.overlaps ? `${intl.formatMessage(m.overlap)} · ` : ''}
              {intl.formatMessage(m.yours, { dates: dates(item.yourStartDate, item.yourEndDate) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
