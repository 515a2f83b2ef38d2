/**
 * Company trips `/business/trips-dashboard` (issue #26 "Trips dashboard (TRIPS_DASHBOARD) for travel managers: the
 * company's upcoming trips"; contract BUSINESS_MENU_ENTRIES `tripsDashboard`: TRIPS_DASHBOARD and TRAVEL_TRACKER or
 * REPORTING_VIEW; the business menu's "Company trips" entry leads here). Not an admin hub page (the §6 table has none):
 * its own loader guards it with the business pages' gate (signed in, a business profile, the menu entry's rule, the
 * second factor), as the traveler's own business pages do.
 *
 * Trips under way and coming up, soonest first, 25 a page ("Previous/Next page"): the traveler (name, email, group),
 * the trip's main place and dates, its kinds of booking and how many, "Travelling now" or "Upcoming", and the trip's
 * first booking as its name when the company lets travel managers see trips (otherwise a note says why not).
 * Loading, empty and failure ("Try again") states; cards reflow on a phone.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { BUSINESS_TRAVEL_PAGE_SIZE, businessMenuEntries, type AuthState, type TripsDashboardReply } from '@travel/contract';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { GateRefusalView, gatePage, type GateRefusal } from '../arrangers/page-gate.tsx';
import { fetchTripsDashboard } from './api.ts';
import { travelCommonMessages as cm, dashboardMessages as m } from './messages.ts';
import { TRIPS_DASHBOARD_ROUTE_PATH } from './paths.ts';
import { countryName, dayText } from './format.ts';
import { Pager } from './pager.tsx';
import styles from './travel.module.css';

/** What the loader hands the page. */
export type TripsDashboardPageData = GateRefusal | { kind: 'ready'; offset: number; reply: Settled<TripsDashboardReply> };

/** Whether the user sees the page: exactly when the business menu shows its entry. */
export function maySeeCompanyTrips(auth: AuthState): boolean {
  return businessMenuEntries({ ...auth.businessState, businessMode: true }).some((e) => e.id === 'tripsDashboard');
}

/** Route loader: the gate, then a page of trips; never throws but for the two-factor redirect. */
export async function loader(args: LoaderFunctionArgs): Promise<TripsDashboardPageData> {
  const gate = await gatePage(args, TRIPS_DASHBOARD_ROUTE_PATH, maySeeCompanyTrips);
  if (gate.kind !== 'ready') return gate;
  const offset = Math.max(0, Number.parseInt(new URL(args.request.url).searchParams.get('offset') ?? '0', 10) || 0);
  const reply = await settle(fetchTripsDashboard(offset, BUSINESS_TRAVEL_PAGE_SIZE, args.request.signal));
  if (!reply.ok && !args.request.signal.aborted) logger.warn('company trips load failed', reply.error);
  return { kind: 'ready', offset, reply };
}

/** The page (see the module docstring). */
export function TripsDashboardPage() {
  const intl = useIntl();
  const data = useLoaderData() as TripsDashboardPageData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const busy = reloading || state !== 'idle';
  if (data.kind !== 'ready') {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <GateRefusalView refusal={data} />
      </section>
    );
  }
  let body: ReactNode;
  if (!data.reply.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={busy} onPress={() => void revalidate()}>{intl.formatMessage(cm.tryAgain)}</Button>
      </div>
    );
  } else if (data.reply.value.trips.length === 0) {
    body = <p className={styles.empty}>{intl.formatMessage(m.empty)}</p>;
  } else {
    const r = data.reply.value;
    body = (
      <>
        <p className={styles.muted}>{intl.formatMessage(m.total, { count: r.total })}</p>
        {r.detailsVisible ? null : <p className={styles.note}>{intl.formatMessage(cm.detailsHidden)}</p>}
        <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)}>
          {r.trips.map((t) => (
            <li key={`${t.tripId}:${t.traveler.profileId}`} className={styles.card}>
              <div className={styles.cardHead}>
                <span className={styles.strong}>{t.traveler.name}</span>
                <span className={t.timing === 'now' ? styles.badgeNow : styles.badge}>{intl.formatMessage(cm.timing, { timing: t.timing })}</span>
              </div>
              <span>{intl.formatMessage(cm.place, { city: t.city, country: countryName(intl, t.countryCode) })}</span>
              <span>{t.startDate === t.endDate ? dayText(intl, t.startDate) : intl.formatMessage(cm.dates, { start: dayText(intl, t.startDate), end: dayText(intl, t.endDate) })}</span>
              {t.name ? <span className={styles.muted}>{t.name}</span> : null}
              <span className={styles.muted}>
                {[intl.formatMessage(m.bookings, { count: t.bookings }), ...t.verticals.map((v) => intl.formatMessage(cm.vertical, { vertical: v }))].join(' · ')}
              </span>
              <span className={styles.muted}>{t.traveler.groupName ? `${t.traveler.email} · ${t.traveler.groupName}` : t.traveler.email}</span>
            </li>
          ))}
        </ul>
        <Pager offset={data.offset} total={r.total} pageSize={BUSINESS_TRAVEL_PAGE_SIZE} />
      </>
    );
  }
  return (
    <section className={styles.page} aria-labelledby={titleId} aria-busy={busy}>
      <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      <p role="status" className={styles.status}>{busy ? intl.formatMessage(cm.loading) : ''}</p>
      {body}
    </section>
  );
}

/** The route module's page. */
export const Component = TripsDashboardPage;
