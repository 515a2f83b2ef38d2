/**
 * Trips to book `/business/book` (issue #25 "Requests to book on behalf (BOOK_ON_BEHALF_REQUEST) queue for arrangers in
 * /business/book and are fulfilled by booking for the requester"; core-and-business §6: BOOK_ON_BEHALF and the
 * TRAVELER_OR_TRAVEL_MANAGER booking mode). A react-router route module behind the hub's guard (ADMIN_PAGES `tripsToBook`).
 *
 * - `?status=open` (default): open requests, oldest first (first asked, first booked); `?status=closed`: fulfilled
 *   (with the booking reference and who booked) and withdrawn ones. "Show" switches.
 * - Each open request: what (vertical), for whom, dates, the traveler's details, and two actions (their accessible
 *   names name the traveler):
 *   - "Book for {name}" selects the requester as the traveler booked for (traveler/select, guest/select for a guest,
 *     as the header's book-for-other panel does), loads the auth state again and goes to the search prefilled with
 *     the request's vertical, destination and dates (../arrangers/trip-request-text.ts). A refusal (the arranger may
 *     not book for them) shows in an alert naming them.
 *   - "Mark as booked" opens (`?fulfil={id}`, so the loader fetches them) the requester's bookings that this arranger
 *     made (GET /bookOnBehalf/v1/requests/{id}/bookings, newest first) to choose the one that fulfils the request;
 *     none yet: it says to book for them first. The server checks again that the booking is the requester's.
 * - Loading, empty and failure states ("Try again"); outcomes announced in a polite status line.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ArrangedBooking, BookOnBehalfItem, BookOnBehalfListReply } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Overlay } from '../../../ui/index.ts';
import { TextRadioGroup } from '../../../ui/radio-group.tsx';
import { dateTimeFormat } from '../../../ui/format.ts';
import { useRefreshAuthState } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { fetchArrangedBookings } from '../arrangers/api.ts';
import { tripsToBookExtraMessages as xm } from '../arrangers/messages.ts';
import { tripRequestSearchPath } from '../arrangers/trip-request-text.ts';
import { selectTraveler } from '../book-for/api.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import { fetchTripsToBook, fulfilTripToBook } from './api.ts';
import { approvalsMessages as am, tripsToBookMessages as m } from './messages.ts';
import styles from './approvals.module.css';

/** The query parameter naming the request whose "Mark as booked" dialog is open. */
export const FULFIL_PARAM = 'fulfil';

/** What the loader hands the page. */
export interface TripsToBookPageData {
  status: 'open' | 'closed';
  list: Settled<BookOnBehalfListReply>;
  /** The open dialog's request id and the bookings the caller made for its requester (`?fulfil=`), else null. */
  fulfil: { id: string; bookings: Settled<ArrangedBooking[]> } | null;
}

/** Route loader: the queue for `?status=`, and the bookings for `?fulfil=`; never throws. */
export async function loader({ request }: { request: Request }): Promise<TripsToBookPageData> {
  const params = new URL(request.url).searchParams;
  const status = params.get('status') === 'closed' ? 'closed' : 'open';
  const fulfilId = params.get(FULFIL_PARAM);
  const [list, bookings] = await Promise.all([
    settle(fetchTripsToBook(status, request.signal)),
    fulfilId ? settle(fetchArrangedBookings(fulfilId, request.signal)) : null,
  ]);
  for (const failed of [list, bookings]) if (failed && !failed.ok && !request.signal.aborted) logger.warn('trips to book load failed', failed.error);
  return { status, list, fulfil: fulfilId && bookings ? { id: fulfilId, bookings } : null };
}

interface PickValues {
  bookingReference: string;
}

/** "Mark as booked": choose one of the bookings the caller made for the requester (checked again by the server). */
function FulfilDialog({ item, bookings, onClose, onDone }: {
  item: BookOnBehalfItem; bookings: Settled<ArrangedBooking[]>; onClose(): void; onDone(after: BookOnBehalfItem): void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const { revalidate, state } = useRevalidator();
  const [alert, setAlert] = useState<string | undefined>();
  const name = item.requester.name || item.requester.email;
  const schema = z.object({ bookingReference: z.string().min(1, intl.formatMessage(xm.pickRequired)) });
  const form = useForm<PickValues, unknown, PickValues>({ resolver: zodResolver(schema), defaultValues: { bookingReference: '' }, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const submitting = form.formState.isSubmitting;
  const chosen = form.watch('bookingReference');
  const day = (iso: string) => dateTimeFormat(intl.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const submit = async ({ bookingReference }: PickValues) => {
    setAlert(undefined);
    try {
      onDone(await fulfilTripToBook(item.id, bookingReference));
    } catch (e) {
      logger.warn('trip to book fulfil refused', e);
      const field = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR')?.field : undefined;
      if (field === 'bookingReference') form.setError('bookingReference', { type: 'server', message: intl.formatMessage(m.referenceRefused, { name }) });
      else setAlert(apiErrorText(intl, e, am.actionFailed));
    }
  };
  const title = intl.formatMessage(xm.pickTitle, { name });
  let picker: ReactNode;
  if (!bookings.ok) {
    picker = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(xm.pickFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>{intl.formatMessage(am.tryAgain)}</Button>
      </div>
    );
  } else if (bookings.value.length === 0) {
    picker = <p className={styles.muted}>{intl.formatMessage(xm.pickEmpty, { name })}</p>;
  } else {
    picker = (
      <TextRadioGroup
        label={intl.formatMessage(xm.pickLabel, { name })}
        value={chosen || null}
        errorMessage={form.formState.errors.bookingReference?.message}
        options={bookings.value.map((b) => ({
          value: b.reference,
          label: intl.formatMessage(xm.bookingLine, {
            title: b.title, reference: b.reference, dates: b.endDate && b.endDate !== b.startDate ? intl.formatMessage(m.dates, { start: day(b.startDate), end: day(b.endDate) }) : day(b.startDate),
          }),
        }))}
        onChange={(reference) => {
          form.clearErrors('bookingReference');
          form.setValue('bookingReference', reference);
        }}
      />
    );
  }
  return (
    <Overlay isOpen onOpenChange={(open) => !open && !submitting && onClose()} label={title}>
      <FormProvider {...form}>
        <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <h2 id={titleId} className={styles.dialogTitle}>{title}</h2>
          {picker}
          <DialogFormFooter
            alert={alert}
            pending={submitting}
            pendingText={intl.formatMessage(am.saving)}
            cancelText={intl.formatMessage(am.cancel)}
            submitText={intl.formatMessage(m.fulfil)}
            onCancel={onClose}
          />
        </form>
      </FormProvider>
    </Overlay>
  );
}

/** The trips-to-book page (see the module docstring). */
export function TripsToBookPage() {
  const intl = useIntl();
  const data = useLoaderData() as TripsToBookPageData;
  const [, setSearchParams] = useSearchParams();
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const navigate = useNavigate();
  const refreshAuthState = useRefreshAuthState();
  const titleId = useId();
  const [notice, setNotice] = useState('');
  const [alert, setAlert] = useState<string | undefined>();
  const [selecting, setSelecting] = useState<string | null>(null);
  const busy = reloading || state !== 'idle' || selecting !== null;
  const fulfilling = data.fulfil && data.list.ok ? data.list.value.items.find((i) => i.id === data.fulfil!.id && i.state === 'OPEN') ?? null : null;
  const setFulfil = (id: string | null) => setSearchParams((prev) => {
    const next = new URLSearchParams(prev);
    if (id) next.set(FULFIL_PARAM, id);
    else next.delete(FULFIL_PARAM);
    return next;
  }, { replace: id === null });

  /** "Book for {name}": the requester becomes the traveler booked for, then the prefilled search (module docstring). */
  const bookFor = async (item: BookOnBehalfItem) => {
    const name = item.requester.name || item.requester.email;
    setSelecting(item.id);
    setAlert(undefined);
    try {
      try {
        await selectTraveler(item.requester.email, false);
      } catch (error) {
        // A guest requester: guest/select (traveler/select answers VALIDATION_ERROR on `email` for guests).
        const field = error instanceof ApiRequestError ? error.errors.find((x) => x.code === 'VALIDATION_ERROR')?.field : undefined;
        if (field !== 'email') throw error;
        await selectTraveler(item.requester.email, true);
      }
      refreshAuthState();
      void navigate(tripRequestSearchPath(item));
    } catch (error) {
      logger.warn('book for requester refused', error);
      setAlert(error instanceof ApiRequestError && error.hasCode('FORBIDDEN') ? intl.formatMessage(xm.bookForFailed, { name }) : apiErrorText(intl, error, am.actionFailed));
    } finally {
      setSelecting(null);
    }
  };
  const day = (iso: string) => dateTimeFormat(intl.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

  let body: ReactNode;
  if (!data.list.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>{intl.formatMessage(am.tryAgain)}</Button>
      </div>
    );
  } else if (data.list.value.items.length === 0) {
    body = <p className={styles.muted}>{intl.formatMessage(data.status === 'open' ? m.emptyOpen : m.emptyClosed)}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)} aria-busy={busy}>
        {data.list.value.items.map((item) => (
          <li key={item.id} className={styles.card}>
            <div className={styles.cardBody}>
              <span className={styles.strong}>{intl.formatMessage(m.vertical, { vertical: item.vertical })}</span>
              <span>{intl.formatMessage(m.requester, { name: item.requester.name })}</span>
              <span className={styles.muted}>{item.endDate ? intl.formatMessage(m.dates, { start: day(item.startDate), end: day(item.endDate) }) : day(item.startDate)}</span>
              <span>{item.details}</span>
              {item.state === 'FULFILLED' && item.bookingReference ? <span className={styles.muted}>{intl.formatMessage(m.bookedAs, { reference: item.bookingReference })}</span> : null}
              {item.state === 'CANCELLED' ? <span className={styles.muted}>{intl.formatMessage(m.cancelledState)}</span> : null}
            </div>
            {item.state === 'OPEN' ? (
              <div className={styles.actions}>
                <Button isDisabled={busy} onPress={() => void bookFor(item)}>{intl.formatMessage(xm.bookFor, { name: item.requester.name || item.requester.email })}</Button>
                <Button variant="secondary" aria-label={intl.formatMessage(m.fulfilNamed, { name: item.requester.name })} onPress={() => setFulfil(item.id)}>{intl.formatMessage(m.fulfil)}</Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
      </div>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      <TextRadioGroup
        label={intl.formatMessage(m.show)}
        orientation="horizontal"
        value={data.status}
        options={[{ value: 'open', label: intl.formatMessage(m.open) }, { value: 'closed', label: intl.formatMessage(m.closed) }]}
        onChange={(status) => setSearchParams(status === 'closed' ? { status } : {})}
      />
      <p role="status" className={styles.notice}>{busy ? intl.formatMessage(am.loading) : notice}</p>
      {alert ? <p role="alert" className={styles.error}>{alert}</p> : null}
      {body}
      {fulfilling && data.fulfil ? (
        <FulfilDialog
          key={fulfilling.id}
          item={fulfilling}
          bookings={data.fulfil.bookings}
          onClose={() => setFulfil(null)}
          onDone={(after) => {
            setNotice(intl.formatMessage(m.fulfilled, { name: after.requester.name }));
            setFulfil(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = TripsToBookPage;
