/**
 * The card of the traveler currently booked for (issue #25; account-business-header-and-trips §2 "A card for the
 * traveler currently booked for. It shows the account name, role name and email, and has links to that person's trips
 * and account"; §3 Booking-for-user info).
 * - "Their trips" goes to /trips: while booking for someone, the trips list is theirs (the server's trips store reads
 *   the traveler's account; server/src/modules/trips/routes.ts).
 * - "Their account" goes to the admin hub's users page filtered to their email, shown only to a caller who sees that
 *   page (an arranger has no page about another person's account; the link would only answer "no access").
 */
import { useIntl } from 'react-intl';
import { Link } from '../../../ui/router-link.tsx';
import type { AuthState } from '@travel/contract';
import { visibleAdminPagesOf } from '../business-access.ts';
import { BUSINESS_USERS_ROUTE_PATH } from '../users/paths.ts';
import { bookForMessages as m } from './messages.ts';
import styles from './book-for.module.css';

/** Path of the trips list (the trips feature's page). */
const TRIPS_PATH = '/trips';

/** Props of {@link BookedForCard}. */
export interface BookedForCardProps {
  auth: AuthState;
  /** The auth state's currentTraveler. */
  traveler: NonNullable<AuthState['businessState']['currentTraveler']>;
  /** Called when one of its links is followed (the panel closes). */
  onNavigate?: () => void;
}

/** See the module docstring. */
export function BookedForCard({ auth, traveler, onNavigate }: BookedForCardProps) {
  const intl = useIntl();
  const seesUsers = visibleAdminPagesOf(auth).some((p) => p.id === 'users');
  return (
    <section className={styles.card} aria-label={intl.formatMessage(m.cardLabel)} data-testid="booked-for-card">
      <p className={styles.cardLabel}>{intl.formatMessage(m.cardLabel)}</p>
      <p className={styles.personName}>{traveler.accountName}</p>
      {traveler.roleName ? <p className={styles.personDetail}>{traveler.roleName}{traveler.guest ? ` · ${intl.formatMessage(m.guestTag)}` : ''}</p> : null}
      <p className={styles.personDetail}>{traveler.email}</p>
      <p className={styles.cardLinks}>
        <Link to={TRIPS_PATH} onClick={onNavigate}>{intl.formatMessage(m.cardTrips)}</Link>
        {seesUsers ? <Link to={`${BUSINESS_USERS_ROUTE_PATH}?query=${encodeURIComponent(traveler.email)}`} onClick={onNavigate}>{intl.formatMessage(m.cardAccount)}</Link> : null}
      </p>
    </section>
  );
}
