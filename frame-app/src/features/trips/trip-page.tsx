/**
 * The trip page, route `/trips/:fullTripId` (issue #12; core-and-business §3 "Trip identifier", "Trip event counts",
 * §4 "Fully cancelled trip"; account-business-header-and-trips §3 "Trip").
 *
 * Data: the route {@link loader}. It asks the server for nothing when the trips store says the visitor is signed out
 * (a 401 would make the api client reload the page); otherwise POST /trips/api/store with the form field
 * `fullTripId` gives the trip (owned or shared) and the account's trips (the targets of "Move to another trip").
 * 404 NOT_FOUND, or an id that is not a full trip id, is the not-found state. After every change the page
 * revalidates the route and reloads the app-wide trips store (counts in the header and on /trips).
 *
 * States: loading (the route's HydrateFallback "Loading trip…"); signed out: "Sign in to see your trips" and
 * "Sign in" (the page loads the trip once the store says signed in); not found: "This trip doesn't exist or is no
 * longer shared with you." and a link to /trips; a failure: role="alert" and "Try again".
 *
 * The trip: heading with its name; for the owner "Rename" opens an inline form ("Trip name", React Hook Form with
 * the contract's TripNameSchema rules: required, at most 80 characters; "Save name", "Cancel"); the dates, the
 * counts, and for a fully cancelled trip a "Fully cancelled" badge and a note. A viewer (shared trip) reads "Shared
 * with you by {owner}. You can view this trip but not change it." and gets no action controls and no sharing panel.
 * Then the timeline (trip-timeline.tsx), for a business owner whose company has EXPENSIFY_INTEGRATION "Send to expense
 * system" (business ExpenseSendGate, issue #26), and, for the owner, the sharing panel (share-panel.tsx).
 */
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import { useSetAtom, useStore } from 'jotai';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DISPLAY_TEXT_MESSAGE, FullTripIdSchema, MAX_TRIP_NAME_LENGTH, TripNameSchema, type TripDetails, type TripSummary } from '@travel/contract';
import { ApiRequestError, HttpStatusError } from '../../api/index.ts';
import { settle } from '../../api/route-data.ts';
import { frameRouteContextOf, logger, signInRequestAtom } from '../../state/index.ts';
import { Button } from '../../ui/index.ts';
import { FormTextFieldControl } from '../../ui/form-controls.tsx';
import { apiErrorText } from '../chrome/index.ts';
import { ExpenseSendGate } from '../business/index.ts';
import { fetchTripDetails, fetchTripsStore, renameTrip } from './api.ts';
import { reloadTripsStoreAtom, tripsStoreAtom, useTripsStore } from './store.ts';
import { TripTimeline } from './trip-timeline.tsx';
import { SharePanel } from './share-panel.tsx';
import { FullyCancelledBadge, TripCounts, tripDatesText } from './trip-facts.tsx';
import { TRIPS_ROUTE_PATH } from './pages-paths.ts';
import { tripsPagesMessages as m } from './pages-messages.ts';
import styles from './trips-pages.module.css';

/** What the loader hands the page. */
export type TripPageData =
  | { kind: 'signed-out' }
  | { kind: 'not-found' }
  | { kind: 'error' }
  | { kind: 'trip'; trip: TripDetails; trips: TripSummary[] };

function isNotFound(error: unknown): boolean {
  return (error instanceof ApiRequestError && (error.status === 404 || error.hasCode('NOT_FOUND'))) || (error instanceof HttpStatusError && error.status === 404);
}

/** Route loader (see the module docstring). Never rejects. */
export async function loader({ params, context, request }: LoaderFunctionArgs): Promise<TripPageData> {
  const { store } = frameRouteContextOf(context);
  let loggedIn = store.get(tripsStoreAtom)?.loggedIn;
  if (loggedIn === undefined) {
    // The store has not loaded yet: ask the visitor-safe GET whether anyone is signed in.
    const probe = await settle(fetchTripsStore(['trips'], request.signal));
    if (!probe.ok) {
      if (!request.signal.aborted) logger.warn('trips store failed', probe.error);
      return { kind: 'error' };
    }
    loggedIn = probe.value.loggedIn;
  }
  if (!loggedIn) return { kind: 'signed-out' };
  const fullTripId = params.fullTripId ?? '';
  if (!FullTripIdSchema.safeParse(fullTripId).success) return { kind: 'not-found' };
  const outcome = await settle(fetchTripDetails(fullTripId, ['trips']));
  if (outcome.ok) return { kind: 'trip', trip: outcome.value.trip, trips: outcome.value.trips ?? [] };
  if (isNotFound(outcome.error)) return { kind: 'not-found' };
  logger.warn('trip failed', outcome.error);
  return { kind: 'error' };
}

/** Loads again for another trip and on revalidation; not when only the query or hash changes. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentParams.fullTripId !== nextParams.fullTripId || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;

type RenameValues = { tripName: string };

/** The owner's inline rename form. */
function RenameForm({ trip, onDone, onCancel }: { trip: TripDetails; onDone(): Promise<void>; onCancel(): void }) {
  const intl = useIntl();
  const [error, setError] = useState<string | undefined>();
  const schema = z.object({
    tripName: z.string().superRefine((value, ctx) => {
      const parsed = TripNameSchema.safeParse(value);
      if (parsed.success) return;
      const tooLong = parsed.error.issues.some((i) => i.code === 'too_big');
      const invalidCharacters = parsed.error.issues.some((i) => i.message === DISPLAY_TEXT_MESSAGE);
      const message = invalidCharacters ? m.renameInvalidCharacters : tooLong ? m.renameTooLong : m.renameEmpty;
      ctx.addIssue({ code: 'custom', message: intl.formatMessage(message, { max: MAX_TRIP_NAME_LENGTH }) });
    }),
  });
  const form = useForm<RenameValues>({ resolver: zodResolver(schema), defaultValues: { tripName: trip.tripName }, mode: 'onSubmit' });
  useEffect(() => {
    form.setFocus('tripName');
  }, [form]);
  const save = async ({ tripName }: RenameValues) => {
    setError(undefined);
    try {
      await renameTrip(trip.fullTripId, tripName.trim());
      await onDone();
    } catch (e) {
      logger.warn('rename failed', e);
      setError(apiErrorText(intl, e, m.renameFailed));
    }
  };
  return (
    <FormProvider {...form}>
      <form className={styles.renameForm} noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} aria-label={intl.formatMessage(m.rename)}>
        {/* One more than the limit can be typed, so a too-long name is said rather than silently cut. */}
        <FormTextFieldControl<RenameValues> path="tripName" label={intl.formatMessage(m.renameLabel)} maxLength={MAX_TRIP_NAME_LENGTH + 1} isRequired />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={form.formState.isSubmitting}>
            {intl.formatMessage(m.renameSave)}
          </Button>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.formState.isSubmitting}>
            {intl.formatMessage(m.renameCancel)}
          </Button>
        </div>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </form>
    </FormProvider>
  );
}

function TripView({ trip, trips, refresh }: { trip: TripDetails; trips: TripSummary[]; refresh(): Promise<void> }) {
  const intl = useIntl();
  const isOwner = trip.role === 'owner';
  const [renaming, setRenaming] = useState(false);
  const [renamed, setRenamed] = useState(false);
  const renameButtonId = useId();
  const focusRename = () => requestAnimationFrame(() => document.getElementById(renameButtonId)?.focus());
  const titleId = useId();
  const dates = tripDatesText(intl, trip.startDate, trip.endDate);
  const otherTrips = trips.filter((t) => t.role === 'owner' && t.fullTripId !== trip.fullTripId);

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <p>
        <Link to={TRIPS_ROUTE_PATH} className={styles.link}>
          <span aria-hidden="true">← </span>
          {intl.formatMessage(m.allTrips)}
        </Link>
      </p>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 id={titleId} className={styles.title}>
            {trip.tripName}
          </h1>
          {trip.fullyCancelled ? <FullyCancelledBadge /> : null}
          {isOwner && !renaming ? (
            <Button
              id={renameButtonId}
              variant="secondary"
              onPress={() => {
                setRenamed(false);
                setRenaming(true);
              }}
            >
              {intl.formatMessage(m.rename)}
            </Button>
          ) : null}
        </div>
        {isOwner && renaming ? (
          <RenameForm
            trip={trip}
            onCancel={() => {
              setRenaming(false);
              focusRename();
            }}
            onDone={async () => {
              await refresh();
              setRenaming(false);
              setRenamed(true);
              focusRename();
            }}
          />
        ) : null}
        {renamed ? (
          <p role="status" className={styles.success}>
            {intl.formatMessage(m.renamed)}
          </p>
        ) : null}
        <p className={styles.muted}>{dates ?? intl.formatMessage(m.noDates)}</p>
        <TripCounts counts={trip} />
        {trip.fullyCancelled ? <p className={styles.notice}>{intl.formatMessage(m.fullyCancelledNote)}</p> : null}
        {!isOwner ? <p className={styles.notice}>{intl.formatMessage(m.viewerNote, { owner: trip.ownerDisplayName })}</p> : null}
      </header>
      <TripTimeline events={trip.events} tripName={trip.tripName} canEdit={isOwner} otherTrips={otherTrips} onChanged={refresh} />
      <ExpenseSendGate tripHash={trip.tripHash} isOwner={isOwner} />
      {isOwner ? <SharePanel fullTripId={trip.fullTripId} shares={trip.shares} onChanged={refresh} /> : null}
    </article>
  );
}

/** The trip page (react-router lazy route module export); see the module docstring. */
export function Component() {
  const intl = useIntl();
  const data = useLoaderData() as TripPageData;
  const store = useStore();
  const tripsStore = useTripsStore();
  const { revalidate, state } = useRevalidator();
  const requestSignIn = useSetAtom(signInRequestAtom);
  const loggedIn = tripsStore?.loggedIn;

  // Signed in (or out) since the loader ran: load again.
  useEffect(() => {
    if (state !== 'idle' || loggedIn === undefined) return;
    if ((loggedIn && data.kind === 'signed-out') || (!loggedIn && data.kind === 'trip')) void revalidate();
  }, [loggedIn, data.kind, state, revalidate]);

  const refresh = async () => {
    await Promise.all([revalidate(), store.set(reloadTripsStoreAtom)]);
  };

  if (data.kind === 'trip') return <TripView key={data.trip.fullTripId} trip={data.trip} trips={data.trips} refresh={refresh} />;

  return (
    <section className={styles.page} aria-labelledby="trip-missing-title">
      {data.kind === 'signed-out' ? (
        <div className={styles.emptyBox}>
          <h1 id="trip-missing-title" className={styles.title}>
            {intl.formatMessage(m.signedOutTitle)}
          </h1>
          <p className={styles.muted}>{intl.formatMessage(m.signedOutText)}</p>
          <Button onPress={() => requestSignIn('trip-page')}>{intl.formatMessage(m.signIn)}</Button>
        </div>
      ) : null}
      {data.kind === 'not-found' ? (
        <div className={styles.emptyBox}>
          <h1 id="trip-missing-title" className={styles.title}>
            {intl.formatMessage(m.notFound)}
          </h1>
          <Link to={TRIPS_ROUTE_PATH} className={styles.link}>
            {intl.formatMessage(m.allTrips)}
          </Link>
        </div>
      ) : null}
      {data.kind === 'error' ? (
        <>
          <h1 id="trip-missing-title" className={styles.title}>
            {intl.formatMessage(m.tripsTitle)}
          </h1>
          <div role="alert" className={styles.errorBox}>
            <p className={styles.error}>{intl.formatMessage(m.tripLoadFailed)}</p>
            <Button variant="secondary" onPress={() => void revalidate()}>
              {intl.formatMessage(m.tryAgain)}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
