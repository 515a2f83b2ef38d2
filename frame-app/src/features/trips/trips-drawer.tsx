/**
 * The trips drawer and its cart variant (issue #12; account-business-header-and-trips §2 "Header": "A trips link with
 * an optional drawer of saved items, plus a cart variant of the drawer"; §3 trip summaries; §4 "Trips store and
 * drawer", "Trips tooltip in the drawer"; §9 at most 3 trips, 32x32 images; core-and-business §4 shopping cart).
 *
 * - Open while tripsDrawerOpenAtom is (the header's Trips control publishes 'open'); Escape, a click outside, "Close"
 *   or following a link publishes 'close'. Wide frames: a popover under the control; frames up to
 *   TRIPS_DRAWER_NARROW_MAX_WIDTH_PX wide: a full-screen modal sheet with a "Close" button (like the account menu).
 * - Signed in: at most TRIPS_DRAWER_MAX_TRIPS trips (the store's order: most recently updated first), each with its
 *   32x32 image (decorative, alt ""), its name linking to its trip page (tripUrl.url) and "n saved". The first trip has
 *   a disclosure with its dates and counts, collapsed when the drawer lists more than one trip (expanded for a single
 *   one). Then "See all trips" (/trips), or the empty state. The cart (the store's cart events flagged isInCart) lists
 *   each item's title, dates and price with a "Book" link to the booking page of the item's offer with its
 *   `tripEventId` (the booking feature's `bookingPath`, as the trip page's "Book"; issue #22), so the booking books
 *   this cart event.
 * - Signed out: a short explanation and "Sign in" (publishes a sign-in request with reason 'tripsDrawer').
 * - The reminder tooltip (trips-tooltip.ts) shows by the first trip's disclosure.
 * Loaded lazily by the header's Trips control on first use (react-aria stays out of the first script).
 */
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from '../../ui/router-link.tsx';
import { useAtomValue, useSetAtom } from 'jotai';
import { Button, Dialog, Heading, Modal, ModalOverlay, Popover } from 'react-aria-components';
import type { TripEvent, TripSummary, TripsStoreReply } from '@travel/contract';
import { buttonClassName } from '../../ui/button-class.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { dateTimeFormat, formatMoney } from '../../ui/format.ts';
import { signInRequestAtom } from '../../state/index.ts';
import { tripsDrawerEventAtom, tripsDrawerOpenAtom, tripsStoreAtom } from './store.ts';
import { useTripsReminderTooltip } from './trips-tooltip.ts';
import { useTripsBooking } from './booking-links.ts';
import { TRIPS_DRAWER_IMAGE_PX, TRIPS_DRAWER_MAX_TRIPS, TRIPS_DRAWER_NARROW_MAX_WIDTH_PX, TRIPS_DRAWER_SIGN_IN_REASON } from './constants.ts';
import { tripsDrawerMessages as m } from './drawer-messages.ts';
import styles from './trips-header.module.css';

const NARROW_QUERY = `(max-width: ${TRIPS_DRAWER_NARROW_MAX_WIDTH_PX}px)`;

/** True on narrow frames (a full-screen sheet); false where matchMedia is missing. */
const useNarrowFrame = (): boolean => useMediaQuery(NARROW_QUERY);

/** A local `YYYY-MM-DD` date as a short date in the frame's locale (e.g. "Jun 3"). */
function shortDate(intl: IntlShape, iso: string): string {
  return dateTimeFormat(intl.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

function dateRange(intl: IntlShape, start: string | null, end: string | null): string {
  if (!start || !end) return intl.formatMessage(m.noDates);
  if (start === end) return shortDate(intl, start);
  return intl.formatMessage(m.tripDates, { start: shortDate(intl, start), end: shortDate(intl, end) });
}

/** Props of {@link TripsDrawer}. */
export interface TripsDrawerProps {
  /** The header's Trips control: the popover is placed under it and focus returns to it. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Auth state: signed in, signed out, or not known yet (shows the loading state). */
  auth: 'signedIn' | 'signedOut' | 'unknown';
}

/** The trips drawer (see the module docstring). Renders nothing while closed. */
export function TripsDrawer({ triggerRef, auth }: TripsDrawerProps) {
  const intl = useIntl();
  const open = useAtomValue(tripsDrawerOpenAtom);
  const publish = useSetAtom(tripsDrawerEventAtom);
  const narrow = useNarrowFrame();
  const onOpenChange = (next: boolean) => {
    if (!next) publish('close');
  };
  const title = intl.formatMessage(m.title);
  const content = <TripsDrawerContent auth={auth} onLeave={() => publish('close')} />;
  if (narrow) {
    return (
      <ModalOverlay className={styles.overlay} isOpen={open} onOpenChange={onOpenChange} isDismissable>
        <Modal className={styles.fullScreen}>
          <Dialog className={styles.dialog} aria-label={title}>
            <div className={styles.dialogHeader}>
              <Heading slot="title" className={styles.dialogTitle}>
                {title}
              </Heading>
              <Button className={buttonClassName('secondary')} slot="close">
                {intl.formatMessage(m.close)}
              </Button>
            </div>
            {content}
          </Dialog>
        </Modal>
      </ModalOverlay>
    );
  }
  return (
    <Popover className={styles.popover} triggerRef={triggerRef} isOpen={open} onOpenChange={onOpenChange} placement="bottom end">
      <Dialog className={styles.dialog} aria-label={title}>
        {content}
      </Dialog>
    </Popover>
  );
}

/** The drawer's body for the auth state and the loaded store; `onLeave` runs when a link inside is followed. */
function TripsDrawerContent({ auth, onLeave }: { auth: TripsDrawerProps['auth']; onLeave: () => void }) {
  const intl = useIntl();
  const store = useAtomValue(tripsStoreAtom);
  const requestSignIn = useSetAtom(signInRequestAtom);
  if (auth === 'signedOut' || store?.loggedIn === false) {
    return (
      <div className={styles.section}>
        <p className={styles.note}>{intl.formatMessage(m.signedOut)}</p>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => {
            onLeave();
            requestSignIn(TRIPS_DRAWER_SIGN_IN_REASON);
          }}
        >
          {intl.formatMessage(m.signIn)}
        </button>
      </div>
    );
  }
  if (!store) {
    return (
      <p className={styles.note} role="status">
        {intl.formatMessage(m.loading)}
      </p>
    );
  }
  return (
    <>
      <TripsList store={store} onLeave={onLeave} />
      <CartSection store={store} onLeave={onLeave} />
    </>
  );
}

function TripsList({ store, onLeave }: { store: TripsStoreReply; onLeave: () => void }) {
  const intl = useIntl();
  const trips = (store.trips ?? []).slice(0, TRIPS_DRAWER_MAX_TRIPS);
  const open = useAtomValue(tripsDrawerOpenAtom);
  // The first trip's disclosure starts collapsed when there is more than one trip (§4: the tooltip's third condition).
  const [firstExpanded, setFirstExpanded] = useState(trips.length === 1);
  const tooltipVisible = useTripsReminderTooltip({ open, settings: store.settings, firstTripCollapsed: trips.length > 0 && !firstExpanded });
  const tooltipId = useId();
  if (trips.length === 0) {
    return (
      <div className={styles.section}>
        <p className={styles.note}>{intl.formatMessage(m.empty)}</p>
      </div>
    );
  }
  return (
    <div className={styles.section}>
      <ul className={styles.list} aria-label={intl.formatMessage(m.tripsList)}>
        {trips.map((trip, index) => (
          <li key={trip.fullTripId} className={styles.trip}>
            <TripRow trip={trip} onLeave={onLeave} />
            {index === 0 ? (
              <FirstTripDisclosure
                trip={trip}
                expanded={firstExpanded}
                onToggle={() => setFirstExpanded((was) => !was)}
                describedBy={tooltipVisible ? tooltipId : undefined}
                tooltip={
                  tooltipVisible ? (
                    <div id={tooltipId} role="tooltip" className={styles.tooltip}>
                      {intl.formatMessage(m.tooltip)}
                    </div>
                  ) : null
                }
              />
            ) : null}
          </li>
        ))}
      </ul>
      <Link to="/trips" className={styles.seeAll} onClick={onLeave}>
        {intl.formatMessage(m.seeAll)}
      </Link>
    </div>
  );
}

function TripRow({ trip, onLeave }: { trip: TripSummary; onLeave: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.tripRow}>
      <img className={styles.tripImage} src={trip.imageUrl} alt="" width={TRIPS_DRAWER_IMAGE_PX} height={TRIPS_DRAWER_IMAGE_PX} />
      <span className={styles.tripText}>
        <Link to={trip.tripUrl.url} className={styles.tripLink} onClick={onLeave}>
          {trip.tripName}
        </Link>
        <span className={styles.meta}>{intl.formatMessage(m.savedCount, { count: trip.numSavedEvents })}</span>
      </span>
    </div>
  );
}

function FirstTripDisclosure({ trip, expanded, onToggle, describedBy, tooltip }: { trip: TripSummary; expanded: boolean; onToggle: () => void; describedBy: string | undefined; tooltip: ReactNode }) {
  const intl = useIntl();
  const panelId = useId();
  return (
    <div className={styles.disclosure}>
      <button type="button" className={styles.disclosureButton} aria-expanded={expanded} aria-controls={panelId} aria-describedby={describedBy} onClick={onToggle}>
        <span aria-hidden="true" className={styles.chevron} data-expanded={expanded || undefined}>
          ›
        </span>
        {intl.formatMessage(m.showDetails, { tripName: trip.tripName })}
      </button>
      {tooltip}
      <div id={panelId} hidden={!expanded} className={styles.disclosurePanel}>
        <p className={styles.meta}>{dateRange(intl, trip.startDate, trip.endDate)}</p>
        <p className={styles.meta}>{intl.formatMessage(m.tripCounts, { saved: trip.numSavedEvents, cart: trip.numCartEvents, booked: trip.numBookedEvents })}</p>
      </div>
    </div>
  );
}

function CartSection({ store, onLeave }: { store: TripsStoreReply; onLeave: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  const { bookingPath } = useTripsBooking();
  if (!store.cart) return null;
  const items: TripEvent[] = store.cart.events.filter((e) => e.isInCart);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(m.cart)}
      </h2>
      {items.length === 0 ? (
        <p className={styles.note}>{intl.formatMessage(m.cartEmpty)}</p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(m.cart)}>
          {items.map((event) => (
            <li key={event.eventId} className={styles.cartItem}>
              <span className={styles.tripText}>
                <span className={styles.cartTitle}>{event.title}</span>
                <span className={styles.meta}>{dateRange(intl, event.startDate, event.endDate)}</span>
                <span className={styles.price}>{formatMoney(event.price, intl.locale)}</span>
              </span>
              <Link
                to={bookingPath(event.resultId, { tripEventId: event.eventId })}
                className={buttonClassName('secondary')}
                aria-label={intl.formatMessage(m.bookLabel, { title: event.title })}
                onClick={onLeave}
              >
                {intl.formatMessage(m.book)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
