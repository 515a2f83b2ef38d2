/**
 * Manage booking (guest lookup and cancel), route `/manage-booking` (query `reference`, `email` and
 * navigation state `{ email }` prefill the form). Issue: "A guest can look up and cancel a booking with its
 * reference and email." Spec: core-and-business §1 (trip events booked / cancelled).
 *
 * Form "Find your booking": "Booking reference" (6 letters or digits, upper-cased), "Email", button
 * "Find booking" -> GET /i/api/bookings/v1/lookup, through the `/_data/booking` resource route read with
 * `useFetcher` (lookup-loader.ts, shared with the confirmation page; a newer lookup cancels an older one). Found: heading "Booking <reference>", "Status" (Booked /
 * Cancelled), "Price", "Booking date", "Refund" (cancelled), the offer summary, `<ul aria-label="Travelers">`,
 * and for a booked booking the button "Cancel booking", which opens an alert dialog "Cancel this booking?"
 * ("Yes, cancel booking" / "Keep booking"); yes -> POST /i/api/bookings/v1/:reference/cancel `{ email }` and
 * the status becomes "Cancelled". 404 BOOKING_NOT_FOUND -> role="alert" "We could not find a booking with
 * that reference and email."; other failures -> role="alert".
 */
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFetcher, useLocation, useSearchParams } from 'react-router';
import { BookingReferenceSchema, type Booking } from '@travel/contract';
import { ApiRequestError } from '../../api/index.ts';
import { logger } from '../../state/index.ts';
import { apiErrorText } from '../chrome/index.ts';
import { Button } from '../../ui/index.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { cancelBooking } from './api.ts';
import { BOOKING_LOOKUP_ROUTE_PATH } from './constants.ts';
import { isBookingNotFound, type BookingLookupData } from './lookup-loader.ts';
import { formatInstant, formatMoney } from './format.ts';
import { OfferSummaryView } from './offer-summary.tsx';
import { bookingMessages as m } from './messages.ts';
import styles from './booking.module.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'found'; booking: Booking; email: string };

function refundableNow(booking: Booking): boolean {
  const { refundable, cancellationDeadline } = booking.offer.conditions;
  return refundable && (cancellationDeadline === undefined || Date.now() <= Date.parse(cancellationDeadline));
}

function BookingView({ booking, email, onCancelled }: { booking: Booking; email: string; onCancelled(booking: Booking): void }) {
  const intl = useIntl();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | undefined>();
  const [justCancelled, setJustCancelled] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function confirmCancel() {
    if (cancelling) return;
    setCancelling(true);
    setCancelError(undefined);
    try {
      const updated = await cancelBooking(booking.reference, email);
      setDialogOpen(false);
      setJustCancelled(true);
      onCancelled(updated);
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      logger.warn('cancel failed', error);
      setCancelError(error instanceof ApiRequestError && error.hasCode('BOOKING_NOT_FOUND') ? intl.formatMessage(m.cancelError) : apiErrorText(intl, error, m.cancelError));
    } finally {
      setCancelling(false);
    }
  }

  const names = booking.travelers.map((t) => [t.firstName, t.middleName, t.lastName].filter(Boolean).join(' '));
  return (
    <section className={styles.card} aria-labelledby="manage-booking-heading" data-status={booking.status}>
      <h2 id="manage-booking-heading" ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
        {intl.formatMessage(m.bookingHeading, { reference: booking.reference })}
      </h2>
      {justCancelled ? (
        <p role="status" className={styles.success}>
          {intl.formatMessage(m.cancelDone)}
        </p>
      ) : null}
      <dl className={styles.details}>
        <div>
          <dt>{intl.formatMessage(m.status)}</dt>
          <dd className={booking.status === 'cancelled' ? styles.statusCancelled : styles.statusBooked}>{intl.formatMessage(m.statusValue, { status: booking.status })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.price)}</dt>
          <dd>{formatMoney(booking.price, intl.locale)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.bookedOn)}</dt>
          <dd>{formatInstant(booking.createdAt, intl.locale)}</dd>
        </div>
        {booking.status === 'cancelled' && booking.refundAmount ? (
          <div>
            <dt>{intl.formatMessage(m.refund)}</dt>
            <dd>{formatMoney(booking.refundAmount, intl.locale)}</dd>
          </div>
        ) : null}
      </dl>
      <OfferSummaryView offer={booking.offer.offer} price={null} headingLevel={3} />
      <h3 className={styles.subTitle}>{intl.formatMessage(m.travelersHeading)}</h3>
      <ul className={styles.plainList} aria-label={intl.formatMessage(m.travelersLabel)}>
        {names.map((name, i) => (
          <li key={i}>{name}</li>
        ))}
      </ul>
      {booking.status === 'booked' ? (
        <div>
          <Button variant="secondary" onPress={() => setDialogOpen(true)}>
            {intl.formatMessage(m.cancelBooking)}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={dialogOpen}
        onOpenChange={(open) => {
          if (!cancelling) {
            setDialogOpen(open);
            setCancelError(undefined);
          }
        }}
        title={intl.formatMessage(m.cancelTitle)}
        confirmLabel={intl.formatMessage(m.confirmCancel)}
        cancelLabel={intl.formatMessage(m.keepBooking)}
        onConfirm={() => void confirmCancel()}
        isPending={cancelling}
        pendingLabel={intl.formatMessage(m.cancelling)}
        errorMessage={cancelError}
      >
        <p>{refundableNow(booking) ? intl.formatMessage(m.cancelRefund, { price: formatMoney(booking.price, intl.locale) }) : intl.formatMessage(m.cancelNoRefund)}</p>
        <p>{intl.formatMessage(m.cancelIrreversible)}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Manage booking page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const location = useLocation();
  const stateEmail = (location.state as { email?: unknown } | null)?.email;
  const [reference, setReference] = useState(search.get('reference') ?? '');
  const [email, setEmail] = useState(search.get('email') ?? (typeof stateEmail === 'string' ? stateEmail : ''));
  const [errors, setErrors] = useState<{ reference?: string; email?: string }>({});
  const lookup = useFetcher<BookingLookupData>();
  // The booking after a cancel on this page, for the lookup that found it (a new lookup starts from its reply).
  const [cancelled, setCancelled] = useState<{ from: BookingLookupData; booking: Booking } | undefined>();
  const looked = lookup.data;
  const state: LookupState =
    lookup.state === 'loading'
      ? { status: 'loading' }
      : !looked
        ? { status: 'idle' }
        : looked.outcome.ok
          ? { status: 'found', booking: cancelled?.from === looked ? cancelled.booking : looked.outcome.value, email: looked.email }
          : isBookingNotFound(looked.outcome.error)
            ? { status: 'not-found' }
            : { status: 'error', message: apiErrorText(intl, looked.outcome.error, m.lookupError) };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ref = BookingReferenceSchema.safeParse(reference);
    const mail = email.trim();
    const found: { reference?: string; email?: string } = {};
    if (!ref.success) found.reference = intl.formatMessage(m.errorReference);
    if (mail === '') found.email = intl.formatMessage(m.errorEmailMissing);
    else if (!EMAIL_PATTERN.test(mail)) found.email = intl.formatMessage(m.errorEmailInvalid);
    setErrors(found);
    if (!ref.success || found.email) return;
    void lookup.load(`${BOOKING_LOOKUP_ROUTE_PATH}?${new URLSearchParams({ reference: ref.data, email: mail })}`);
  }

  return (
    <section className={styles.page} aria-labelledby="manage-title">
      <h1 id="manage-title" className={styles.title}>
        {intl.formatMessage(m.manageTitle)}
      </h1>
      <p className={styles.muted}>{intl.formatMessage(m.manageIntro)}</p>
      <form className={styles.lookupForm} onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.manageFormLabel)}>
        <FormTextField
          label={intl.formatMessage(m.referenceField)}
          value={reference}
          onChange={(v) => {
            setReference(v);
            setErrors((e) => ({ ...e, reference: undefined }));
          }}
          errorMessage={errors.reference}
          autoComplete="off"
          maxLength={12}
          isRequired
          className={styles.referenceField}
        />
        <FormTextField
          label={intl.formatMessage(m.email)}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(v) => {
            setEmail(v);
            setErrors((e) => ({ ...e, email: undefined }));
          }}
          errorMessage={errors.email}
          isRequired
        />
        <Button type="submit" isDisabled={state.status === 'loading'}>
          {intl.formatMessage(m.findBooking)}
        </Button>
      </form>

      {state.status === 'loading' ? (
        <p role="status" className={styles.status}>
          {intl.formatMessage(m.finding)}
        </p>
      ) : null}
      {state.status === 'not-found' ? (
        <p role="alert" className={styles.formError}>
          {intl.formatMessage(m.notFound)}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert" className={styles.formError}>
          {state.message}
        </p>
      ) : null}
      {state.status === 'found' ? (
        <BookingView
          key={state.booking.reference}
          booking={state.booking}
          email={state.email}
          onCancelled={(booking) => looked && setCancelled({ from: looked, booking })}
        />
      ) : null}
    </section>
  );
}
