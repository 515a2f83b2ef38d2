/**
 * The invitations on a business user's front door (issue #26 "invitees see it on their business front door and book
 * travel to it with dates and destination filled in"; GET /i/api/business/me/v1/events). Loaded lazily by
 * ./front-door-gate.tsx for business users in business mode only.
 *
 * - Read once per profile with React's `use()` from a kept promise (../kept-loads.ts); a refused load (403 before the
 *   second factor) is asked again on the next visit of the front door (the gate's ../kept-load-visit.ts). Nothing shows while
 *   loading, without invitations, or when the call fails (no redirect, no error on the search page).
 * - A labelled region "Your events" with a list: each event's name, city, dates, organiser and details, and two links
 *   into the search forms with the event's place and dates filled in (contract businessEventSearchPaths): "Find
 *   flights" (to the city's airport, out on the first day, back on the last) and "Find hotels" (in the city for the
 *   event's nights). Following one remembers the event (state/booking-event.ts), so the booking made from that search
 *   is recorded as started from the event.
 */
import { use } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../../ui/router-link.tsx';
import { useSetAtom } from 'jotai';
import { businessEventSearchPaths } from '@travel/contract';
import { bookingEventAtom } from '../../../state/index.ts';
import { buttonClassName } from '../../../ui/index.ts';
import { countryName } from '../../../ui/format.ts';
import { createKeptLoads } from '../kept-loads.ts';
import { fetchMyEvents } from './api.ts';
import { useDayRange } from './day-range.ts';
import { eventHubMessages as hm, frontDoorEventMessages as m } from './messages.ts';
import styles from './events.module.css';

const loads = createKeptLoads(fetchMyEvents, 'business event invitations');

/** The kept loads, keyed by profile id; the gate forgets a failed one per visit (../kept-load-visit.ts). */
export const frontDoorEventLoads = loads;

/** Forgets every kept load (after the hub changed an event, so the organiser's own front door shows it). */
export function forgetFrontDoorEvents(): void {
  loads.forgetAll();
}

/** The invitations (see the module docstring); `profileId` keys the kept load, `visit` is the gate's (../kept-load-visit.ts). */
export default function FrontDoorEvents({ profileId, visit }: { profileId: string; visit: string }) {
  const intl = useIntl();
  const range = useDayRange();
  const setBookingEvent = useSetAtom(bookingEventAtom);
  const reply = use(loads.get(profileId, visit));
  if (!reply || reply.events.length === 0) return null;
  return (
    <section className={styles.frontDoor} aria-labelledby="business-events-title">
      <h2 id="business-events-title" className={styles.frontDoorHeading}>{intl.formatMessage(m.heading)}</h2>
      <ul className={styles.people} aria-label={intl.formatMessage(m.listLabel)}>
        {reply.events.map((event) => {
          const paths = businessEventSearchPaths(event);
          const remember = () => setBookingEvent({ id: event.id, name: event.name });
          const country = countryName(event.place.countryCode, intl.locale, event.place.countryCode);
          return (
            <li key={event.id} className={styles.invitation}>
              <div className={styles.cardBody}>
                <span className={styles.strong}>{event.name}</span>
                <span>{intl.formatMessage(hm.place, { city: event.place.cityName, country })} · {range(event.startDate, event.endDate)}</span>
                <span className={styles.muted}>{intl.formatMessage(m.organisedBy, { name: event.organiserName })}</span>
                {event.description ? <span className={styles.description}>{event.description}</span> : null}
              </div>
              <div className={styles.links}>
                <Link to={paths.flights} onClick={remember} className={buttonClassName('primary')} aria-label={intl.formatMessage(m.findFlightsLabel, { name: event.name })}>
                  {intl.formatMessage(m.findFlights)}
                </Link>
                <Link to={paths.hotels} onClick={remember} className={buttonClassName('secondary')} aria-label={intl.formatMessage(m.findHotelsLabel, { name: event.name })}>
                  {intl.formatMessage(m.findHotels)}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
