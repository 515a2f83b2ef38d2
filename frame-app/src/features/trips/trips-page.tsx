/**
 * The all-trips page, route `/trips` (issue #12; core-and-business §2 "/trips All-trips page", §4 "Fully cancelled
 * trip"; account-business-header-and-trips §3 "Trip", "Wishlist", §4 "Wishlist", §9).
 *
 * Data: the app-wide trips store (store.ts, `GET /trips/api/store`); the route {@link loader} asks for a fresh copy
 * each time the page opens, without making the navigation wait for it.
 *
 * States:
 * - loading (role="status" "Loading your trips…") until the store has loaded; a store that could not be loaded:
 *   role="alert" and "Try again";
 * - signed out (`loggedIn: false`): "Sign in to see your trips" and a "Sign in" button that publishes a sign-in
 *   request ({@link signInRequestAtom}); the visitor stays on the page, which shows the trips once signed in
 *   (the store reloads after every sign-in);
 * - no trips: "No trips yet" and a link to the search (front door);
 * - trips: owned trips ("Your trips"), then the ones shared with the account ("Shared with you", each naming the
 *   owner), in the store's order (most recently updated first). Each card: the seasonal image (`imageUrl`,
 *   decorative), the name linking to the trip page, the dates, the counts (saved, in cart, booked, cancelled),
 *   a "Fully cancelled" badge when `fullyCancelled`, and for an owned trip with a destination the wishlist heart
 *   (wishlist-heart.tsx). Adding shows the wishlist toast when exactly one item is saved (wishlist-toast.tsx);
 *   a failed add or remove shows the toast's error variant.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { TripSummary, WishlistItem } from '@travel/contract';
import { frameRouteContextOf, logger, signInRequestAtom } from '../../state/index.ts';
import { Button, buttonClassName } from '../../ui/index.ts';
import { addToWishlist, removeFromWishlist } from './api.ts';
import { reloadTripsStoreAtom, tripsStoreAtom, tripsStoreLoadFailedAtom, tripsStoreLoadingAtom, useTripsStore } from './store.ts';
import { WishlistHeart } from './wishlist-heart.tsx';
import { HIDDEN_WISHLIST_TOAST, WishlistToast, wishlistToastAfterAdd, type WishlistToastState } from './wishlist-toast.tsx';
import { tripPagePath } from './pages-paths.ts';
import { INBOX_SYNC_ROUTE_PATH } from '../inbox-sync/index.ts';
import { FullyCancelledBadge, TripCounts, tripDatesText } from './trip-facts.tsx';
import { tripsPagesMessages as m } from './pages-messages.ts';
import styles from './trips-pages.module.css';

/**
 * Route loader: (re)loads the app-wide trips store in the background unless a load is already running; the page
 * reads the store's atom and shows its own loading state, so the route never waits for it.
 */
export function loader({ context }: LoaderFunctionArgs): null {
  const { store } = frameRouteContextOf(context);
  if (!store.get(tripsStoreLoadingAtom)) void store.set(reloadTripsStoreAtom);
  return null;
}

interface TripCardProps {
  trip: TripSummary;
  /** The wishlist item of this trip, if saved. */
  wished: WishlistItem | undefined;
  onWishlist(trip: TripSummary, destination: string, next: boolean): Promise<boolean>;
}

function TripCard({ trip, wished, onWishlist }: TripCardProps) {
  const intl = useIntl();
  const headingId = `trip-card-${trip.fullTripId}`;
  const dates = tripDatesText(intl, trip.startDate, trip.endDate);
  const destination = trip.destinationName;
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <img className={styles.cardImage} src={trip.imageUrl} alt="" width={64} height={64} loading="lazy" />
        <div className={styles.cardBody}>
          <h3 id={headingId} className={styles.cardTitle}>
            <Link to={tripPagePath(trip.fullTripId)}>{trip.tripName}</Link>
          </h3>
          <p className={styles.muted}>{dates ?? intl.formatMessage(m.noDates)}</p>
          {trip.role === 'viewer' ? <p className={styles.muted}>{intl.formatMessage(m.sharedBy, { owner: trip.ownerDisplayName })}</p> : null}
          {trip.fullyCancelled ? <FullyCancelledBadge /> : null}
        </div>
        <div className={styles.cardFooter}>
          <TripCounts counts={trip} />
          {trip.role === 'owner' && destination ? (
            <WishlistHeart destination={destination} isSaved={wished !== undefined} onToggle={(next) => onWishlist(trip, destination, next)} />
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The all-trips page (react-router lazy route module export); see the module docstring. */
export function Component() {
  const intl = useIntl();
  const store = useStore();
  const tripsStore = useTripsStore();
  const loading = useAtomValue(tripsStoreLoadingAtom);
  const setTripsStore = useSetAtom(tripsStoreAtom);
  const requestSignIn = useSetAtom(signInRequestAtom);
  const loadFailed = useAtomValue(tripsStoreLoadFailedAtom);
  const [toast, setToast] = useState<WishlistToastState>(HIDDEN_WISHLIST_TOAST);

  const setWishlist = (wishlist: WishlistItem[]) => setTripsStore((prev) => (prev ? { ...prev, wishlist } : prev));

  async function onWishlist(trip: TripSummary, destination: string, next: boolean): Promise<boolean> {
    try {
      if (next) {
        const reply = await addToWishlist({ tripId: trip.fullTripId, destination });
        setWishlist(reply.wishlist);
        setToast((prev) => wishlistToastAfterAdd(prev, destination, reply.wishlist, ''));
      } else {
        const reply = await removeFromWishlist(trip.fullTripId);
        setWishlist(reply.wishlist);
      }
      return true;
    } catch (error) {
      logger.warn('wishlist change failed', error);
      const text = intl.formatMessage(next ? m.toastAddFailed : m.toastRemoveFailed, { destination });
      setToast((prev) => wishlistToastAfterAdd(prev, destination, null, text));
      return false;
    }
  }

  const title = (
    <h1 className={styles.title} id="trips-title">
      {intl.formatMessage(m.tripsTitle)}
    </h1>
  );

  if (tripsStore === null) {
    // Not loaded, no load in flight and none failed: the first load is about to start.
    const failed = loadFailed && !loading;
    return (
      <section className={styles.page} aria-labelledby="trips-title">
        {title}
        {failed ? (
          <div role="alert" className={styles.errorBox}>
            <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
            <Button variant="secondary" onPress={() => void store.set(reloadTripsStoreAtom)}>
              {intl.formatMessage(m.tryAgain)}
            </Button>
          </div>
        ) : (
          <p role="status" className={styles.status}>
            {intl.formatMessage(m.loading)}
          </p>
        )}
      </section>
    );
  }

  if (!tripsStore.loggedIn) {
    return (
      <section className={styles.page} aria-labelledby="trips-title">
        {title}
        <div className={styles.emptyBox}>
          <h2 className={styles.sectionTitle}>{intl.formatMessage(m.signedOutTitle)}</h2>
          <p className={styles.muted}>{intl.formatMessage(m.signedOutText)}</p>
          <Button onPress={() => requestSignIn('trips-page')}>{intl.formatMessage(m.signIn)}</Button>
        </div>
      </section>
    );
  }

  const trips = tripsStore.trips ?? [];
  const owned = trips.filter((t) => t.role === 'owner');
  const shared = trips.filter((t) => t.role === 'viewer');
  const wishlist = tripsStore.wishlist ?? [];
  const wishedOf = (trip: TripSummary) => wishlist.find((w) => w.tripId === trip.fullTripId);

  return (
    <section className={styles.page} aria-labelledby="trips-title">
      {title}
      {/* Inbox sync (issue #26): bookings made elsewhere come in from the traveller's email. */}
      <p>
        <Link to={INBOX_SYNC_ROUTE_PATH}>{intl.formatMessage(m.inboxSyncLink)}</Link>
      </p>
      {trips.length === 0 ? (
        <div className={styles.emptyBox}>
          <h2 className={styles.sectionTitle}>{intl.formatMessage(m.emptyTitle)}</h2>
          <p className={styles.muted}>{intl.formatMessage(m.emptyText)}</p>
          <Link to="/" className={buttonClassName('primary')}>
            {intl.formatMessage(m.startSearch)}
          </Link>
        </div>
      ) : null}
      {owned.length > 0 ? (
        <section className={styles.section} aria-labelledby="trips-owned">
          <h2 id="trips-owned" className={styles.sectionTitle}>
            {intl.formatMessage(m.ownedHeading)}
          </h2>
          <ul className={styles.cards}>
            {owned.map((trip) => (
              <TripCard key={trip.fullTripId} trip={trip} wished={wishedOf(trip)} onWishlist={onWishlist} />
            ))}
          </ul>
        </section>
      ) : null}
      {shared.length > 0 ? (
        <section className={styles.section} aria-labelledby="trips-shared">
          <h2 id="trips-shared" className={styles.sectionTitle}>
            {intl.formatMessage(m.sharedHeading)}
          </h2>
          <ul className={styles.cards}>
            {shared.map((trip) => (
              <TripCard key={trip.fullTripId} trip={trip} wished={undefined} onWishlist={onWishlist} />
            ))}
          </ul>
        </section>
      ) : null}
      <WishlistToast toast={toast} onHide={() => setToast((prev) => ({ ...prev, show: false }))} />
    </section>
  );
}
