/**
 * The event hub `/business/events` (issue #26 "Event hub"; core-and-business §5 "Event hub needs an event-edit
 * permission", §6 "/business/events (event hub front door) | event-edit permission"; contract ADMIN_PAGES row
 * `eventHub`: EVENT_EDIT or EVENT_EDIT_FOR_ALL). A react-router route module (`loader` + `Component`) behind the hub's
 * guard (../hub/admin-page-route.tsx).
 *
 * - The loader asks GET /events/v1/events for `?when=upcoming|past` (default upcoming) and `?offset=` with the router's
 *   abort signal; it never throws: a failure shows an alert with "Try again".
 * - The list: the events the caller may edit (EVENT_EDIT: those they organise; EVENT_EDIT_FOR_ALL: every event of the
 *   company; the introduction says which), each with its name, city, dates, organiser and number of invitees, and
 *   "Who has booked" (./attendance-view.tsx), "Edit" and "Delete" (asked first). Buttons name the event
 *   ("Edit Sales kick-off"). Pages of BUSINESS_EVENTS_PAGE_SIZE with Previous / Next.
 * - "New event" and "Edit" open the form (./event-form.tsx) in a dialog. Outcomes are announced in a polite status
 *   line and the list reloads (revalidation); while it reloads the list is marked busy.
 * - Empty: a sentence inviting to create the first event (upcoming) or saying there is none (past).
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { BUSINESS_EVENTS_PAGE_SIZE, type BusinessEvent, type BusinessEventListReply, type BusinessEventSummary } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Overlay } from '../../../ui/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { countryName } from '../../../ui/format.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { useAuthState } from '../../access/index.ts';
import { useConfirmedCall } from '../confirmed-call.ts';
import { deleteEvent, fetchEvent, fetchEvents } from './api.ts';
import { AttendanceView } from './attendance-view.tsx';
import { useDayRange } from './day-range.ts';
import { forgetFrontDoorEvents } from './front-door-events.tsx';
import { EventForm } from './event-form.tsx';
import { eventHubMessages as m } from './messages.ts';
import { EVENT_HUB_ROUTE_PATH } from './paths.ts';
import styles from './events.module.css';

type When = 'upcoming' | 'past';

/** What the loader hands the page. */
export interface EventHubData {
  when: When;
  offset: number;
  result: Settled<BusinessEventListReply>;
}

/** The list's query from the page URL: `when` and `offset` (malformed values fall back to the defaults). */
function queryOf(url: URL): { when: When; offset: number } {
  const when = url.searchParams.get('when') === 'past' ? 'past' : 'upcoming';
  const offset = Number(url.searchParams.get('offset') ?? '0');
  return { when, offset: Number.isInteger(offset) && offset >= 0 && offset <= 100_000 ? offset : 0 };
}

/** Route loader: one page of events (see the module docstring); never throws. */
export async function loader({ request }: LoaderFunctionArgs): Promise<EventHubData> {
  const { when, offset } = queryOf(new URL(request.url));
  const result = await settle(fetchEvents(when, offset, BUSINESS_EVENTS_PAGE_SIZE, request.signal));
  if (!result.ok && !request.signal.aborted) logger.warn('event hub load failed', result.error);
  return { when, offset, result };
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; event: BusinessEvent }
  | { kind: 'remove'; event: BusinessEventSummary }
  | { kind: 'attendance'; event: BusinessEventSummary }
  | null;

/** Delete, behind a confirmation naming the event. */
function RemoveDialog({ event, onClose, onDone }: { event: BusinessEventSummary; onClose(): void; onDone(): void }) {
  const intl = useIntl();
  const { pending, error, confirm } = useConfirmedCall(
    async () => {
      await deleteEvent(event.id);
      onDone();
    },
    (e) => apiErrorText(intl, e, m.actionFailed),
    'event delete refused',
  );
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && !pending && onClose()}
      title={intl.formatMessage(m.removeTitle, { name: event.name })}
      confirmLabel={intl.formatMessage(m.removeConfirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      onConfirm={confirm}
      isPending={pending}
      pendingLabel={intl.formatMessage(m.saving)}
      errorMessage={error}
    >
      <p className={styles.muted}>{intl.formatMessage(m.removeBody)}</p>
    </ConfirmDialog>
  );
}

/** One event of the list. */
function EventCard({ event, onAttendance, onEdit, onRemove, opening }: {
  event: BusinessEventSummary; onAttendance(): void; onEdit(): void; onRemove(): void; opening: boolean;
}) {
  const intl = useIntl();
  const range = useDayRange();
  const country = countryName(event.place.countryCode, intl.locale, event.place.countryCode);
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{event.name}</h2>
        <p className={styles.cardLine}>
          {intl.formatMessage(m.place, { city: event.place.cityName, country })} · {range(event.startDate, event.endDate)}
        </p>
        <p className={styles.muted}>
          {intl.formatMessage(m.organiser, { name: event.organiser.name })} · {intl.formatMessage(m.invited, { count: event.inviteeCount })}
        </p>
        {event.description ? <p className={styles.description}>{event.description}</p> : null}
      </div>
      <div className={styles.actions}>
        <Button aria-label={intl.formatMessage(m.attendanceLabel, { name: event.name })} onPress={onAttendance}>
          {intl.formatMessage(m.attendance)}
        </Button>
        {event.canEdit ? (
          <>
            <Button variant="secondary" isDisabled={opening} aria-label={intl.formatMessage(m.editLabel, { name: event.name })} onPress={onEdit}>
              {intl.formatMessage(m.edit)}
            </Button>
            <Button variant="secondary" aria-label={intl.formatMessage(m.removeLabel, { name: event.name })} onPress={onRemove}>
              {intl.formatMessage(m.remove)}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** The event hub page (react-router lazy route module export; see the module docstring). */
export function EventHubPage() {
  const intl = useIntl();
  const data = useLoaderData() as EventHubData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const auth = useAuthState();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const [opening, setOpening] = useState(false);
  const busy = reloading || state !== 'idle';
  const forAll = auth?.businessState.permissions.includes('EVENT_EDIT_FOR_ALL') ?? false;

  const after = (text: string) => {
    setDialog(null);
    setNotice(text);
    forgetFrontDoorEvents();
    void revalidate();
  };
  // Edit needs the invitees (the list carries only their number): the event is read first.
  const openEdit = async (event: BusinessEventSummary) => {
    setOpening(true);
    setNotice('');
    try {
      setDialog({ kind: 'edit', event: await fetchEvent(event.id) });
    } catch (error) {
      logger.warn('event load failed', error);
      if (error instanceof ApiRequestError && error.hasCode('NOT_FOUND')) after(intl.formatMessage(m.gone));
      else setNotice(apiErrorText(intl, error, m.actionFailed));
    } finally {
      setOpening(false);
    }
  };
  const go = (when: When, offset: number) => {
    setSearchParams(() => {
      const next = new URLSearchParams();
      if (when === 'past') next.set('when', 'past');
      if (offset > 0) next.set('offset', String(offset));
      return next;
    });
  };

  let body: ReactNode;
  if (!data.result.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{apiErrorText(intl, data.result.error, m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </div>
    );
  } else if (data.result.value.events.length === 0) {
    body = <p className={styles.empty}>{intl.formatMessage(data.when === 'past' ? m.emptyPast : m.emptyUpcoming)}</p>;
  } else {
    const { events, total, offset, limit } = data.result.value;
    body = (
      <>
        <p className={styles.muted}>{intl.formatMessage(m.count, { total })}</p>
        <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)} aria-busy={busy}>
          {events.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              opening={opening}
              onAttendance={() => setDialog({ kind: 'attendance', event })}
              onEdit={() => void openEdit(event)}
              onRemove={() => setDialog({ kind: 'remove', event })}
            />
          ))}
        </ul>
        {total > limit ? (
          <nav className={styles.pager} aria-label={intl.formatMessage(m.listLabel)}>
            <Button variant="secondary" isDisabled={offset === 0 || busy} onPress={() => go(data.when, Math.max(0, offset - limit))}>{intl.formatMessage(m.previous)}</Button>
            <span className={styles.muted}>{intl.formatMessage(m.pageOf, { from: offset + 1, to: Math.min(total, offset + events.length), total })}</span>
            <Button variant="secondary" isDisabled={offset + limit >= total || busy} onPress={() => go(data.when, offset + limit)}>{intl.formatMessage(m.next)}</Button>
          </nav>
        ) : null}
      </>
    );
  }

  const editing = dialog?.kind === 'edit' ? dialog.event : undefined;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <Button onPress={() => setDialog({ kind: 'create' })}>{intl.formatMessage(m.add)}</Button>
      </div>
      <p className={styles.muted}>
        {intl.formatMessage(m.intro)} {auth ? intl.formatMessage(forAll ? m.introAll : m.introOwn) : null}
      </p>
      <nav className={styles.tabs} aria-label={intl.formatMessage(m.whenLabel)}>
        {(['upcoming', 'past'] as const).map((when) => (
          <Link
            key={when}
            to={when === 'past' ? `${EVENT_HUB_ROUTE_PATH}?when=past` : EVENT_HUB_ROUTE_PATH}
            className={data.when === when ? styles.tabCurrent : styles.tab}
            aria-current={data.when === when ? 'page' : undefined}
          >
            {intl.formatMessage(when === 'past' ? m.past : m.upcoming)}
          </Link>
        ))}
      </nav>
      <p role="status" className={styles.notice}>
        {busy ? intl.formatMessage(m.loading) : notice}
      </p>
      {body}
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <Overlay isOpen onOpenChange={(open) => !open && setDialog(null)} label={editing ? intl.formatMessage(m.editTitle, { name: editing.name }) : intl.formatMessage(m.createTitle)}>
          <EventForm
            key={editing?.id ?? 'new'}
            editing={editing}
            onCancel={() => setDialog(null)}
            onSaved={(saved) => after(intl.formatMessage(editing ? m.saved : m.created, { name: saved.name }))}
            onGone={() => after(intl.formatMessage(m.gone))}
          />
        </Overlay>
      ) : null}
      {dialog?.kind === 'attendance' ? (
        <Overlay isOpen onOpenChange={(open) => !open && setDialog(null)} label={intl.formatMessage(m.attendanceTitle, { name: dialog.event.name })}>
          <AttendanceView event={dialog.event} onClose={() => setDialog(null)} />
        </Overlay>
      ) : null}
      {dialog?.kind === 'remove' ? (
        <RemoveDialog event={dialog.event} onClose={() => setDialog(null)} onDone={() => after(intl.formatMessage(m.deleted, { name: dialog.event.name }))} />
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = EventHubPage;
