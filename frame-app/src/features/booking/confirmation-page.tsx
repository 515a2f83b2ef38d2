/**
 * Booking confirmation, route `/booking/confirmation/:reference`.
 * Data: the booking passed in navigation state by the booking page (`{ booking, email }`); without it
 * (a reload in another tab, a shared link) the booking is re-fetched with GET /i/api/bookings/v1/lookup
 * using the state's email, through the `/_data/booking` resource route read with `useFetcher` (a route loader
 * cannot see navigation state); without an email it cannot be shown (the lookup needs reference + email), so the
 * page points to "Manage booking" instead of claiming anything.
 * Shows: h1 "Booking confirmed", the reference (`<p aria-label="Booking reference">K7Q2XP</p>`), the offer
 * summary, "Total paid", "Paid with" (card brand + last 4), for a business booking its travel-policy check (issue #25:
 * in or out of policy, the reason given, "Approval required"), the contact email and the link "Manage booking"
 * (`/manage-booking?reference=…`, email passed in navigation state, not in the URL).
 */
import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useFetcher, useLocation, useParams } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import type { Booking, PolicyBooking } from '@travel/contract';
import { buttonClassName } from '../../ui/index.ts';
import type { ConfirmationState } from './booking-page.tsx';
import { BOOKING_LOOKUP_ROUTE_PATH } from './constants.ts';
import { formatMoney } from './format.ts';
import { OfferSummaryView } from './offer-summary.tsx';
import { isBookingNotFound, type BookingLookupData } from './lookup-loader.ts';
import { manageBookingPath } from './paths.ts';
import { bookingMessages as m } from './messages.ts';
import { bookingPassengerMessages as pm } from './passenger-messages.ts';
import { BookingPolicyDetails } from '../policy/index.ts';
import styles from './booking.module.css';

/**
 * The travelers of a booking as one line: "Ada Lovelace, Grace Lovelace (child), Mary Lovelace (infant on lap)"
 * (issue #11: children and infants named with their passenger type; adults, and orders stored without a type, by name).
 */
export function travelerList(intl: IntlShape, travelers: Booking['travelers']): string {
  return travelers
    .map((t) => {
      const name = [t.firstName, t.middleName, t.lastName].filter(Boolean).join(' ');
      switch (t.passengerType) {
        case 'child':
          return intl.formatMessage(pm.travelerWithType, { name, passenger: intl.formatMessage(pm.child) });
        case 'infantOnLap':
          return intl.formatMessage(pm.travelerWithType, { name, passenger: intl.formatMessage(pm.infantOnLap) });
        case 'infantInSeat':
          return intl.formatMessage(pm.travelerWithType, { name, passenger: intl.formatMessage(pm.infantInSeat) });
        default:
          return name;
      }
    })
    .join(', ');
}

type LoadState = { status: 'done'; booking: PolicyBooking } | { status: 'loading' } | { status: 'unavailable'; error?: string };

/** Confirmation page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const { reference = '' } = useParams();
  const location = useLocation();
  const navState = (location.state ?? null) as ConfirmationState | null;
  const fromState = navState?.booking?.reference === reference ? navState.booking : undefined;
  const email = navState?.email ?? fromState?.contactEmail;
  const lookup = useFetcher<BookingLookupData>();
  const { load } = lookup;
  const needsLookup = !fromState && email !== undefined && email !== '';
  useEffect(() => {
    if (needsLookup) void load(`${BOOKING_LOOKUP_ROUTE_PATH}?${new URLSearchParams({ reference, email })}`);
    // Runs once per reference; the state's booking and email do not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference]);
  const looked = lookup.data?.reference === reference ? lookup.data.outcome : undefined;
  const notFound = looked && !looked.ok && isBookingNotFound(looked.error);
  const state: LoadState = fromState
    ? { status: 'done', booking: fromState }
    : !needsLookup
      ? { status: 'unavailable' }
      : !looked
        ? { status: 'loading' }
        : looked.ok
          ? { status: 'done', booking: looked.value }
          : { status: 'unavailable', error: intl.formatMessage(notFound ? m.notFound : m.lookupError) };

  const manageLink = (
    <Link to={manageBookingPath({ reference })} state={email ? { email } : undefined} className={buttonClassName('secondary')}>
      {intl.formatMessage(m.manageBooking)}
    </Link>
  );

  if (state.status === 'loading') {
    return (
      <section className={styles.page}>
        <p role="status" className={styles.status}>
          {intl.formatMessage(m.confirmationLoading)}
        </p>
      </section>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <section className={styles.page} aria-labelledby="confirmation-title">
        <h1 id="confirmation-title" className={styles.title}>
          {intl.formatMessage(m.yourBooking)}
        </h1>
        {state.error ? (
          <p role="alert" className={styles.formError}>
            {state.error}
          </p>
        ) : null}
        <p>{intl.formatMessage(m.confirmationUnavailable, { reference })}</p>
        <div>{manageLink}</div>
      </section>
    );
  }

  const { booking } = state;
  return (
    <section className={styles.page} aria-labelledby="confirmation-title">
      <div className={styles.confirmedBanner}>
        <h1 id="confirmation-title" className={styles.title}>
          <span aria-hidden="true" className={styles.check}>
            ✓
          </span>{' '}
          {intl.formatMessage(m.confirmedTitle)}
        </h1>
        <p className={styles.muted}>{intl.formatMessage(m.referenceCaption)}</p>
        <p aria-label={intl.formatMessage(m.referenceLabel)} className={styles.reference}>
          {booking.reference}
        </p>
      </div>
      <OfferSummaryView offer={booking.offer.offer} price={null} />
      <dl className={styles.details}>
        <div>
          <dt>{intl.formatMessage(m.totalPaid)}</dt>
          <dd>{formatMoney(booking.price, intl.locale)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.paidWith)}</dt>
          <dd>{intl.formatMessage(m.cardEnding, { brand: booking.payment.brand, last4: booking.payment.last4 })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.travelersHeading)}</dt>
          <dd>{travelerList(intl, booking.travelers)}</dd>
        </div>
        {booking.policy ? <BookingPolicyDetails check={booking.policy} /> : null}
      </dl>
      <p className={styles.muted}>{intl.formatMessage(m.confirmationContact, { email: booking.contactEmail })}</p>
      <div>{manageLink}</div>
    </section>
  );
}
