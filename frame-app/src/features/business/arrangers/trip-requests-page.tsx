/**
 * "Ask for a trip" `/business/trip-requests` (issue #25 "Requests to book on behalf (BOOK_ON_BEHALF_REQUEST) queue
 * for arrangers in /business/book and are fulfilled by booking for the requester"; core-and-business §6 BOOK_ON_BEHALF
 * and the TRAVELER_OR_TRAVEL_MANAGER booking mode). A react-router route module: `loader` + `Component`.
 *
 * - Shown to a holder of BOOK_ON_BEHALF_REQUEST when book-on-behalf is enabled and the company books in the
 *   traveler-or-travel-manager mode (the menu's `tripRequests` rule; the server checks the same).
 * - The form (React Hook Form + zod): what (flight, hotel, car, train, package), destination, first day, last day
 *   (optional), details for the arranger (optional). The request's text is the destination on its first line and the
 *   details after it (./trip-request-text.ts), at least BOOK_ON_BEHALF_DETAILS_MIN_LENGTH characters in all (the
 *   server's rule, said before any call). Sent: POST /bookOnBehalf/v1/requests; "Your request was sent" in the
 *   status line and the list loads again.
 * - "My requests", `?status=open` (default) or `closed`: each with what, where, when, its state (waiting for an
 *   arranger; booked by {name} as {reference}, with a link to the traveler's trips; withdrawn) and, while open,
 *   "Withdraw" (accessible name names the destination).
 * - Loading, empty and failure states ("Try again"); outcomes in a polite status line, refusals in an alert.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  BOOK_ON_BEHALF_DETAILS_MAX_LENGTH, BOOK_ON_BEHALF_DETAILS_MIN_LENGTH, bookOnBehalfEnabled, VERTICALS, type AuthState, type BookOnBehalfItem,
  type BookOnBehalfListReply, type Vertical,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, buttonClassName, TextRadioGroup } from '../../../ui/index.ts';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { dateTimeFormat } from '../../../ui/format.ts';
import { mayUse } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { cancelTripRequest, createTripRequest, fetchMyTripRequests } from './api.ts';
import { arrangersCommonMessages as cm, tripRequestsMessages as m } from './messages.ts';
import { GateRefusalView, gatePage, type GateRefusal } from './page-gate.tsx';
import { composeTripRequestDetails, TRIP_REQUEST_DESTINATION_MAX, tripRequestDestination, tripRequestNote } from './trip-request-text.ts';
import { TRIP_REQUESTS_ROUTE_PATH } from './paths.ts';
import styles from './arrangers.module.css';

/** What the loader hands the page. */
export type TripRequestsPageData = GateRefusal | { kind: 'ready'; status: 'open' | 'closed'; list: Settled<BookOnBehalfListReply> };

/** Whether the page is for this user (the menu's `tripRequests` rule). */
export function mayAskForTrips(auth: AuthState): boolean {
  const b = auth.businessState;
  return mayUse(auth, { permissions: ['BOOK_ON_BEHALF_REQUEST'] }) && bookOnBehalfEnabled(b) && b.bookingMode === 'TRAVELER_OR_TRAVEL_MANAGER';
}

/** Route loader: the guard, then the caller's requests for `?status=`; never throws but for the two-factor redirect. */
export async function loader(args: LoaderFunctionArgs): Promise<TripRequestsPageData> {
  const gate = await gatePage(args, TRIP_REQUESTS_ROUTE_PATH, mayAskForTrips);
  if (gate.kind !== 'ready') return gate;
  const status = new URL(args.request.url).searchParams.get('status') === 'closed' ? 'closed' : 'open';
  const list = await settle(fetchMyTripRequests(status, args.request.signal));
  if (!list.ok && !args.request.signal.aborted) logger.warn('trip requests load failed', list.error);
  return { kind: 'ready', status, list };
}

interface RequestValues {
  vertical: Vertical;
  destination: string;
  startDate: string;
  endDate: string;
  note: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The request form (see the module docstring). */
function RequestForm({ onSent }: { onSent(item: BookOnBehalfItem): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const schema = z.object({
    vertical: z.enum(VERTICALS),
    destination: z.string().trim().min(2, intl.formatMessage(m.destinationRequired)).max(TRIP_REQUEST_DESTINATION_MAX),
    startDate: z.string().regex(isoDate, intl.formatMessage(m.startRequired)),
    endDate: z.string().refine((v) => v === '' || isoDate.test(v), intl.formatMessage(m.endBeforeStart)),
    note: z.string().max(BOOK_ON_BEHALF_DETAILS_MAX_LENGTH - TRIP_REQUEST_DESTINATION_MAX - 1),
  }).superRefine((v, ctx) => {
    if (v.endDate && v.startDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: intl.formatMessage(m.endBeforeStart) });
    if (composeTripRequestDetails(v.destination, v.note).length < BOOK_ON_BEHALF_DETAILS_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: intl.formatMessage(m.tooShort, { min: BOOK_ON_BEHALF_DETAILS_MIN_LENGTH }) });
    }
  });
  const form = useForm<RequestValues, unknown, RequestValues>({
    resolver: zodResolver(schema), defaultValues: { vertical: 'hotels', destination: '', startDate: '', endDate: '', note: '' }, mode: 'onSubmit', reValidateMode: 'onSubmit',
  });
  const submitting = form.formState.isSubmitting;
  const vertical = form.watch('vertical');
  const submit = async (v: RequestValues) => {
    setAlert(undefined);
    try {
      const item = await createTripRequest({ vertical: v.vertical, details: composeTripRequestDetails(v.destination, v.note), startDate: v.startDate, endDate: v.endDate || null });
      form.reset({ ...v, destination: '', startDate: '', endDate: '', note: '' });
      onSent(item);
    } catch (e) {
      logger.warn('trip request refused', e);
      const field = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR')?.field : undefined;
      if (field === 'endDate') form.setError('endDate', { type: 'server', message: intl.formatMessage(m.endBeforeStart) }, { shouldFocus: true });
      else setAlert(apiErrorText(intl, e, cm.actionFailed));
    }
  };
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>{intl.formatMessage(m.formTitle)}</h2>
      <FormProvider {...form}>
        <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <TextRadioGroup
            label={intl.formatMessage(m.what)}
            orientation="horizontal"
            value={vertical}
            options={VERTICALS.map((value) => ({ value, label: intl.formatMessage(cm.vertical, { vertical: value }) }))}
            onChange={(value) => form.setValue('vertical', value as Vertical)}
          />
          <FormTextFieldControl<RequestValues>
            path="destination" label={intl.formatMessage(m.destination)} description={intl.formatMessage(m.destinationHint)} maxLength={TRIP_REQUEST_DESTINATION_MAX} isRequired
          />
          <div className={styles.dates}>
            <FormTextFieldControl<RequestValues> path="startDate" type="date" label={intl.formatMessage(m.start)} isRequired />
            <FormTextFieldControl<RequestValues> path="endDate" type="date" label={intl.formatMessage(m.end)} />
          </div>
          <FormTextFieldControl<RequestValues> path="note" label={intl.formatMessage(m.note)} description={intl.formatMessage(m.noteHint)} maxLength={1000} />
          {alert ? <p role="alert" className={styles.error}>{alert}</p> : null}
          <div className={styles.actions}>
            <Button type="submit" isDisabled={submitting}>{intl.formatMessage(submitting ? cm.saving : m.submit)}</Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}

/** The page (see the module docstring). */
export function TripRequestsPage() {
  const intl = useIntl();
  const data = useLoaderData() as TripRequestsPageData;
  const [, setSearchParams] = useSearchParams();
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const listTitleId = useId();
  const [notice, setNotice] = useState('');
  const [alert, setAlert] = useState<string | undefined>();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const busy = reloading || state !== 'idle' || cancelling !== null;
  const day = (iso: string) => dateTimeFormat(intl.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

  if (data.kind !== 'ready') {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <GateRefusalView refusal={data} />
      </section>
    );
  }

  const cancel = async (item: BookOnBehalfItem) => {
    setCancelling(item.id);
    setNotice('');
    setAlert(undefined);
    try {
      await cancelTripRequest(item.id);
      setNotice(intl.formatMessage(m.cancelled));
      await revalidate();
    } catch (e) {
      logger.warn('trip request withdrawal refused', e);
      setAlert(apiErrorText(intl, e, cm.actionFailed));
      void revalidate();
    } finally {
      setCancelling(null);
    }
  };

  let list: ReactNode;
  if (!data.list.ok) {
    list = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>{intl.formatMessage(cm.tryAgain)}</Button>
      </div>
    );
  } else if (data.list.value.items.length === 0) {
    list = <p className={styles.muted}>{intl.formatMessage(data.status === 'open' ? m.emptyOpen : m.emptyClosed)}</p>;
  } else {
    list = (
      <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)} aria-busy={busy}>
        {data.list.value.items.map((item) => {
          const destination = tripRequestDestination(item.details);
          const note = tripRequestNote(item.details);
          return (
            <li key={item.id} className={styles.card}>
              <div className={styles.cardBody}>
                <span className={styles.strong}>{intl.formatMessage(cm.vertical, { vertical: item.vertical })} · {destination}</span>
                <span className={styles.muted}>{item.endDate ? intl.formatMessage(cm.dates, { start: day(item.startDate), end: day(item.endDate) }) : day(item.startDate)}</span>
                {note ? <span>{note}</span> : null}
                <span>
                  {item.state === 'OPEN' ? intl.formatMessage(m.stateOpen) : null}
                  {item.state === 'FULFILLED'
                    ? intl.formatMessage(m.stateFulfilled, { name: item.fulfilledBy?.name || item.fulfilledBy?.email || '', reference: item.bookingReference ?? '' })
                    : null}
                  {item.state === 'CANCELLED' ? intl.formatMessage(m.stateCancelled) : null}
                </span>
              </div>
              <div className={styles.actions}>
                {item.state === 'OPEN' ? (
                  <Button variant="secondary" aria-label={intl.formatMessage(m.cancelNamed, { destination })} isDisabled={busy} onPress={() => void cancel(item)}>
                    {intl.formatMessage(m.cancel)}
                  </Button>
                ) : null}
                {item.state === 'FULFILLED' ? <Link to="/trips" className={buttonClassName('secondary')}>{intl.formatMessage(m.toTrips)}</Link> : null}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      <RequestForm
        onSent={() => {
          setAlert(undefined);
          setNotice(intl.formatMessage(m.sent));
          if (data.status === 'open') void revalidate();
          else setSearchParams({});
        }}
      />
      <p role="status" className={styles.notice}>{busy ? intl.formatMessage(cm.loading) : notice}</p>
      {alert ? <p role="alert" className={styles.error}>{alert}</p> : null}
      <section className={styles.section} aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className={styles.sectionTitle}>{intl.formatMessage(m.listTitle)}</h2>
        <TextRadioGroup
          label={intl.formatMessage(m.show)}
          orientation="horizontal"
          value={data.status}
          options={[{ value: 'open', label: intl.formatMessage(m.open) }, { value: 'closed', label: intl.formatMessage(m.closed) }]}
          onChange={(status) => setSearchParams(status === 'closed' ? { status } : {})}
        />
        {list}
      </section>
    </section>
  );
}

/** The route module's page. */
export const Component = TripRequestsPage;
