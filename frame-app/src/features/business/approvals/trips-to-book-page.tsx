/**
 * Trips to book `/business/book` (issue #25 "Requests to book on behalf (BOOK_ON_BEHALF_REQUEST) queue for arrangers in
 * /business/book and are fulfilled by booking for the requester"; core-and-business §6: BOOK_ON_BEHALF and the
 * TRAVELER_OR_TRAVEL_MANAGER booking mode). A react-router route module behind the hub's guard (ADMIN_PAGES `tripsToBook`).
 *
 * - `?status=open` (default): open requests, oldest first (first asked, first booked); `?status=closed`: fulfilled
 *   (with the booking reference and who booked) and withdrawn ones. "Show" switches.
 * - Each open request: what (vertical), for whom, dates, the traveler's details, and "Mark as booked" (its accessible
 *   name names the traveler), which asks for the reference of the booking made for them (booking for the traveler
 *   happens through the header's book-for-other panel). The server checks that the booking is one of the
 *   requester's; a refusal shows under the field.
 * - Loading, empty and failure states ("Try again"); outcomes announced in a polite status line.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FulfilBookOnBehalfRequestSchema, type BookOnBehalfItem, type BookOnBehalfListReply } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Overlay } from '../../../ui/index.ts';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { TextRadioGroup } from '../../../ui/radio-group.tsx';
import { dateTimeFormat } from '../../../ui/format.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import { fetchTripsToBook, fulfilTripToBook } from './api.ts';
import { approvalsMessages as am, tripsToBookMessages as m } from './messages.ts';
import styles from './approvals.module.css';

/** What the loader hands the page. */
export interface TripsToBookPageData {
  status: 'open' | 'closed';
  list: Settled<BookOnBehalfListReply>;
}

/** Route loader: the queue for `?status=`; never throws. */
export async function loader({ request }: { request: Request }): Promise<TripsToBookPageData> {
  const status = new URL(request.url).searchParams.get('status') === 'closed' ? 'closed' : 'open';
  const list = await settle(fetchTripsToBook(status, request.signal));
  if (!list.ok && !request.signal.aborted) logger.warn('trips to book load failed', list.error);
  return { status, list };
}

interface ReferenceValues {
  bookingReference: string;
}

/** "Mark as booked": the booking reference, checked by the server against the requester's bookings. */
function FulfilDialog({ item, onClose, onDone }: { item: BookOnBehalfItem; onClose(): void; onDone(after: BookOnBehalfItem): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const schema = z.object({
    bookingReference: z.string().transform((v) => v.trim().toUpperCase()).superRefine((v, ctx) => {
      if (!FulfilBookOnBehalfRequestSchema.shape.bookingReference.safeParse(v).success) ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.referenceInvalid) });
    }),
  });
  const form = useForm<ReferenceValues, unknown, ReferenceValues>({ resolver: zodResolver(schema), defaultValues: { bookingReference: '' }, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const submitting = form.formState.isSubmitting;
  const title = intl.formatMessage(m.fulfilTitle, { name: item.requester.name });
  const submit = async ({ bookingReference }: ReferenceValues) => {
    setAlert(undefined);
    try {
      onDone(await fulfilTripToBook(item.id, bookingReference));
    } catch (e) {
      logger.warn('trip to book fulfil refused', e);
      const field = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR')?.field : undefined;
      if (field === 'bookingReference') form.setError('bookingReference', { type: 'server', message: intl.formatMessage(m.referenceRefused, { name: item.requester.name }) }, { shouldFocus: true });
      else setAlert(apiErrorText(intl, e, am.actionFailed));
    }
  };
  return (
    <Overlay isOpen onOpenChange={(open) => !open && !submitting && onClose()} label={title}>
      <FormProvider {...form}>
        <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <h2 id={titleId} className={styles.dialogTitle}>{title}</h2>
          <FormTextFieldControl<ReferenceValues> path="bookingReference" label={intl.formatMessage(m.reference)} autoComplete="off" maxLength={32} isRequired />
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
  const titleId = useId();
  const [fulfilling, setFulfilling] = useState<BookOnBehalfItem | null>(null);
  const [notice, setNotice] = useState('');
  const busy = reloading || state !== 'idle';
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
                <Button aria-label={intl.formatMessage(m.fulfilNamed, { name: item.requester.name })} onPress={() => setFulfilling(item)}>{intl.formatMessage(m.fulfil)}</Button>
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
      {body}
      {fulfilling ? (
        <FulfilDialog
          item={fulfilling}
          onClose={() => setFulfilling(null)}
          onDone={(after) => {
            setFulfilling(null);
            setNotice(intl.formatMessage(m.fulfilled, { name: after.requester.name }));
            void revalidate();
          }}
        />
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = TripsToBookPage;
