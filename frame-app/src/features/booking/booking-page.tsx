/**
 * Booking page, route `/book/:offerId` (query `travelers` for flights, `tripEventId` when booking a trips cart
 * event, issue #12; see {@link bookingPath}): a valid `tripEventId` goes into the booking request as is.
 * Issue: "refresh the offer first and show a price change to the user before charging; an idempotency key
 * makes a double click book once". Spec: core-and-business §3 (Traveler entity), §5 (ages 18-110).
 *
 * 1. On load POST /i/api/offers/v1/refresh `{ offerId }` (role="status" "Checking price and availability…"),
 *    in the route {@link loader}; "Try again" and a price lost mid-booking revalidate it.
 *    - available: offer summary, price and the form;
 *    - price_changed: role="alert" "The price changed from X to Y" with the button "Continue with new
 *      price"; "Pay" appears only after it is pressed;
 *    - offer_expired / sold_out: role="alert" message and a "Start a new search" link, no form.
 * 2. The form (React Hook Form, zod resolver `bookingFormSchema` of validation.ts): one "Traveler details"
 *    fieldset per traveler (count: see offer-info.ts), a "Payment" fieldset, and the button "Pay <price>".
 *    A flight party with children or infants (issue #11; the refresh reply's `passengers`) gets one block per
 *    passenger named by its type ("Traveler 2 (child, 9)", "Traveler 3 (infant on lap)"), the type's age rule
 *    on its date of birth (validation.ts) and, for a signed-in user, only the saved travelers who fit the slot.
 *    A signed-in user's account email prefills the lead traveler's email (editable; issue #22).
 *    Client validation runs first; each error is shown under its field (aria-describedby) and focus moves to
 *    the first invalid field; nothing is sent. Editing a field clears its error.
 * 3. Submit: POST /i/api/bookings/v1 with `acceptedPrice` = the price shown and the idempotency key of
 *    this request body (idempotency.ts: same body -> same key, so double clicks and retries book once;
 *    another body -> a new key). While pending "Pay" is disabled and role="status" says "Booking…".
 *    - 201/200: navigate to `/booking/confirmation/<reference>` with state `{ booking, email }`;
 *    - 409 PRICE_CHANGED: the price-change notice with the new offer; after "Continue with new price" the
 *      user presses "Pay <new price>" again (the new acceptedPrice is a new body, so a new key);
 *    - 402 PAYMENT_DECLINED: role="alert" "Your payment was declined: <reason>", form kept as typed;
 *    - 410 OFFER_EXPIRED / 409 SOLD_OUT: the unavailable message with the link back;
 *    - 400 VALIDATION_ERROR with `field`: that field's message (chrome's apiFieldErrorText) under the field;
 *    - 409 IDEMPOTENCY_CONFLICT and other failures: role="alert" with the code's message (chrome's
 *      apiErrorText: never the server's English description, issue #8; the key is forgotten
 *      after a conflict so the next attempt starts afresh; kept after network failures so a retry replays).
 */
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, get, useForm, type FieldErrors as FormErrors, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl, type IntlShape } from 'react-intl';
import { useFetcher, useLoaderData, useNavigate, useParams, useRevalidator, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import { useAtomValue } from 'jotai';
import {
  OutOfPolicyBlockedReplySchema, PriceChangedReplySchema, ageOnDate, type PolicyVerdict, passengerAgeProblem, type AnyOffer, type PolicyBooking, type Money, type OfferPassenger, type PassengerAgeDates,
  type SavedTraveler, type AuthState, type ApproversToNameReply, type BusinessBookingOptions, type BusinessRefreshOfferResponse,
} from '@travel/contract';
import { ApiRequestError } from '../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../api/route-data.ts';
import { bookingEventAtom, localeAtom, logger, useArrivalFocus, useResultsReturn } from '../../state/index.ts';
import { Button, buttonClassName } from '../../ui/index.ts';
import { AUTH_STATE_FETCHER_KEY, apiErrorEntryText, apiErrorText, apiFieldErrorText } from '../chrome/index.ts';
import { SavedTravelerPicker, useSavedTravelers } from '../account/index.ts';
import { createBooking, refreshOffer } from './api.ts';
import { formatMoney } from './format.ts';
import { createIdempotencyKeeper } from './idempotency.ts';
import { lastFlightDateOf, passengersOf, travelDateOf } from './offer-info.ts';
import { OfferSummaryView } from './offer-summary.tsx';
import { PaymentFields } from './payment-fields.tsx';
import { PaymentMethodChoice, ReportingFieldsFieldset } from './business-booking-fields.tsx';
import { PAYMENT_METHOD_PATH, reportingFieldKey } from './business-booking-validation.ts';
import { confirmationPath } from './paths.ts';
import { TravelerFields } from './traveler-fields.tsx';
import { draftOfSavedTraveler } from './saved-traveler-fill.ts';
import {
  PAYMENT_FIELDS,
  TRAVELER_FIELDS,
  bookingFormSchema,
  emptyPaymentDraft,
  emptyTravelerDraft,
  fieldKeyOfServerField,
  paymentFieldKey,
  travelerFieldKey,
  type BookingFormValues,
  type BookingSubmission,
  type FieldErrors,
  type FieldProblem,
  type TravelerField,
} from './validation.ts';
import { bookingMessages as m } from './messages.ts';
import { backToResultsMessages } from './back-to-results-messages.ts';
import { APPROVER_PATH, PolicyBookingStep, REASON_CODE_PATH, REASON_TEXT_PATH, emptyReasonDraft } from '../policy/index.ts';
import { BookingEventNote } from './booking-event-note.tsx';
import styles from './booking.module.css';

/** Navigation state the confirmation page reads. */
export interface ConfirmationState {
  booking?: PolicyBooking;
  email?: string;
}

type Unavailable = 'offer_expired' | 'sold_out';
type PageState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'unavailable'; reason: Unavailable }
  | { status: 'ready'; offer: AnyOffer; priceChange?: { previous: Money; duringBooking: boolean }; policy?: PolicyVerdict | undefined; business?: BusinessBookingOptions | undefined };

/** The refresh reply's passengers (issue #11), when it lists them. */
function listedPassengers(outcome: Settled<BusinessRefreshOfferResponse>): OfferPassenger[] | undefined {
  return outcome.ok ? outcome.value.passengers : undefined;
}

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function UnavailableView({ reason }: { reason: Unavailable }) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.errorBox}>
      <p>{intl.formatMessage(reason === 'sold_out' ? m.soldOut : m.offerExpired)}</p>
      <Link to="/" className={buttonClassName('secondary')}>
        {intl.formatMessage(m.newSearch)}
      </Link>
    </div>
  );
}

/**
 * The saved travelers (issue #9) a traveler block may offer: those whose date of birth fits the block's passenger
 * type at the travel dates (issue #11: an adult slot offers adults only). A saved traveler without a date of birth
 * is offered for adult slots only (saved travelers are adults by the account rule, core-and-business §5).
 */
export function savedTravelersFor(saved: readonly SavedTraveler[], passenger: OfferPassenger, dates: PassengerAgeDates): SavedTraveler[] {
  return saved.filter((t) =>
    /^\d{4}-\d{2}-\d{2}$/.test(t.dateOfBirth)
      ? passengerAgeProblem(t.dateOfBirth, passenger.type, dates) === undefined && (passenger.type !== 'adult' || ageOnDate(t.dateOfBirth, dates.departureDate) >= 18)
      : passenger.type === 'adult',
  );
}

/** Props of {@link BookingForm}. */
interface BookingFormProps {
  offer: AnyOffer;
  /** Who travels, in order (the lead first); at least one. */
  passengers: readonly OfferPassenger[];
  /** True while a price change waits for "Continue with new price": no "Pay" button. */
  priceUnconfirmed: boolean;
  onPriceChanged(offer: AnyOffer, previous: Money): void;
  onUnavailable(reason: Unavailable): void;
  /** The server lost the offer's price mid-booking without sending the new one: refresh again. */
  onNeedsRefresh(): void;
  /** The trips cart event this booking books (issue #12), sent as `tripEventId`; undefined for a plain booking. */
  tripEventId?: number | undefined;
  /**
   * Issue #25: the server's travel-policy verdict of the offer (refresh reply), absent when no policy applies: warn asks
   * for a reason, requireApproval asks for one too and says it will be sent for approval, block replaces "Pay" with the
   * explanation.
   */
  policy?: PolicyVerdict | undefined;
  /** Whom the traveler may (or must) name as approver of a requireApproval booking ({@link BookingLoaderData}). */
  approvers?: ApproversToNameReply | undefined;
  /** The server refused the booking as blocked by policy (OUT_OF_POLICY_BLOCKED): its verdict. */
  onBlocked(verdict: PolicyVerdict): void;
  /**
   * Issue #26: a business booking's trip reporting fields and payment options (refresh reply `business`): the fields are
   * asked after the travelers; with a company card the company's method is preselected and the card fields hide.
   */
  business?: BusinessBookingOptions | undefined;
}

function BookingForm({ offer, passengers, priceUnconfirmed, onPriceChanged, onUnavailable, onNeedsRefresh, tripEventId, policy, approvers, onBlocked, business }: BookingFormProps) {
  const reportingFields = business?.reportingFields;
  // A reason for every out-of-policy booking that is not blocked (warn, and requireApproval: the approver reads it).
  const reasonRequired = policy?.action === 'warn' || policy?.action === 'requireApproval';
  // The approver to name, when the traveler's role only asks named approvers (issue #25).
  const approverIds = useMemo(() => (policy?.action === 'requireApproval' && approvers?.mustName ? approvers.approvers.map((a) => a.profileId) : undefined), [policy, approvers]);
  const blocked = policy?.action === 'block';
  const travelerCount = passengers.length;
  // Type headings and type rules only for a party with children or infants (adult-only bookings look as before).
  const typed = passengers.some((p) => p.type !== 'adult');
  const intl = useIntl();
  const navigate = useNavigate();
  const { countryCode } = useAtomValue(localeAtom);
  const formId = useId();
  const [formError, setFormError] = useState<string | undefined>();
  const [declined, setDeclined] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const keeper = useRef(createIdempotencyKeeper()).current;

  const describe = useCallback((problem: FieldProblem) => ('text' in problem ? problem.text : intl.formatMessage(problem.message, problem.values)), [intl]);
  const travelDate = travelDateOf(offer);
  const lastFlightDate = lastFlightDateOf(offer);
  const resolver = useMemo(
    () => zodResolver(bookingFormSchema({ travelerCount, travelDate, passengers: typed ? passengers : undefined, lastFlightDate, localeCountry: countryCode, describe, reasonRequired, approverIds, reportingFields })),
    [travelerCount, travelDate, typed, passengers, lastFlightDate, countryCode, describe, reasonRequired, approverIds, reportingFields],
  );
  const form = useForm<BookingFormValues, unknown, BookingSubmission>({
    resolver,
    defaultValues: {
      travelers: Array.from({ length: travelerCount }, (_, i) => (i === 0 ? emptyTravelerDraft(countryCode) : emptyTravelerDraft())),
      payment: emptyPaymentDraft(),
      outOfPolicyReason: emptyReasonDraft(),
      approverProfileId: '',
      reportingFields: Object.fromEntries((business?.reportingFields ?? []).map((f) => [`f${f.id}`, ''])),
      // The company's method for business bookings (issue #26): its card when it has one for this traveler.
      paymentMethod: business?.payment.companyCard ? 'companyCard' : 'personalCard',
    },
    // Errors come from a submit and an edit clears its field's error (the controls do it); no checks while typing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { handleSubmit, setError, setFocus, clearErrors } = form;
  const payingWithCompanyCard = form.watch(PAYMENT_METHOD_PATH) === 'companyCard';
  // A signed-in user's saved travelers fill a traveler's fields (issue #9); none for a visitor.
  const savedTravelers = useSavedTravelers();
  const fillFromSaved = (index: number, saved: SavedTraveler) => {
    for (const [field, value] of Object.entries(draftOfSavedTraveler(saved, index === 0))) {
      form.setValue(travelerFieldKey(index, field as TravelerField) as FieldPath<BookingFormValues>, value, { shouldDirty: true });
    }
    clearErrors(`travelers.${index}`);
  };
  // A signed-in user's email fills the lead traveler's (contact) email, once the auth state is known and while the
  // field is untouched (issue #22); it stays editable, and a saved traveler picked later may replace it. The auth
  // state is read from the header's shared fetcher without starting a load (the header always loads it). While an
  // arranger books for another traveler (issue #25), the booking is theirs: the traveler's email is filled instead.
  const auth = useFetcher<AuthState | null>({ key: AUTH_STATE_FETCHER_KEY }).data;
  const bookingFor = auth?.businessState.currentlyBookingForOther ? auth.businessState.currentTraveler : null;
  // The business event this booking is for (issue #26: started from the front door's invitation).
  const bookingEvent = useAtomValue(bookingEventAtom);
  const accountEmail = auth?.loggedInSession ? (bookingFor?.email ?? auth.userInfoState.accountEmail?.email ?? '') : '';
  useEffect(() => {
    const path = travelerFieldKey(0, 'emailAddress') as FieldPath<BookingFormValues>;
    if (accountEmail !== '' && form.getValues(path) === '' && !form.getFieldState(path).isDirty) form.setValue(path, accountEmail);
  }, [accountEmail, form]);
  const inputId = (key: string) => `${formId}-${key.replace(/\./g, '-')}`;

  /** Focuses the first invalid field in reading order (travelers in turn, then the card): `isInvalid(path)`. */
  const focusFirst = (isInvalid: (path: string) => boolean) => {
    const order = [
      ...(reasonRequired ? [REASON_CODE_PATH, REASON_TEXT_PATH] : []),
      ...(approverIds ? [APPROVER_PATH] : []),
      ...Array.from({ length: travelerCount }, (_, i) => TRAVELER_FIELDS.map((f) => travelerFieldKey(i, f))).flat(),
      ...(reportingFields ?? []).map((f) => reportingFieldKey(f.id)),
      PAYMENT_METHOD_PATH,
      ...PAYMENT_FIELDS.map(paymentFieldKey),
    ];
    const first = order.find(isInvalid);
    if (first) requestAnimationFrame(() => setFocus(first as FieldPath<BookingFormValues>));
  };

  async function book(submission: BookingSubmission) {
    const { travelers, card, contactEmail, outOfPolicyReason, approverProfileId, paymentMethod, reportingFields: reportingValues } = submission;
    const body = {
      offerId: offer.id, acceptedPrice: offer.price, travelers, contactEmail, ...(card && paymentMethod !== 'companyCard' ? { payment: card } : {}), ...(tripEventId !== undefined ? { tripEventId } : {}),
      ...(paymentMethod ? { paymentMethod } : {}),
      ...(reportingValues ? { reportingFields: reportingValues } : {}),
      ...(outOfPolicyReason ? { outOfPolicyReason } : {}),
      ...(approverProfileId ? { approverProfileId } : {}),
      ...(bookingEvent && auth?.businessState.businessProfile ? { businessEventId: bookingEvent.id } : {}),
    };
    const idempotencyKey = keeper.keyFor(body);
    setPending(true);
    clearErrors();
    setFormError(undefined);
    setDeclined(undefined);
    try {
      const booking = await createBooking({ ...body, idempotencyKey });
      const state: ConfirmationState = { booking, email: contactEmail };
      void navigate(confirmationPath(booking.reference), { state });
    } catch (error) {
      handleError(error);
    } finally {
      setPending(false);
    }
  }

  function onInvalid(found: FormErrors<BookingFormValues>) {
    setFormError(intl.formatMessage(m.errorSummary));
    setDeclined(undefined);
    focusFirst((path) => get(found, path) !== undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (inFlight.current || priceUnconfirmed || blocked) {
      event.preventDefault();
      return;
    }
    // Set before the (asynchronous) resolver runs, so a double click submits once.
    inFlight.current = true;
    void handleSubmit(book, onInvalid)(event).finally(() => {
      inFlight.current = false;
    });
  }

  function handleError(error: unknown) {
    if (!(error instanceof ApiRequestError)) {
      logger.warn('booking failed', error);
      setFormError(intl.formatMessage(m.bookingFailedGeneric));
      return;
    }
    if (error.hasCode('PRICE_CHANGED')) {
      const reply = PriceChangedReplySchema.safeParse(error.body);
      if (reply.success) onPriceChanged(reply.data.offer, reply.data.previousPrice);
      else onNeedsRefresh();
      return;
    }
    if (error.hasCode('PAYMENT_DECLINED')) {
      // The issuer's reason: apiErrorEntryText keeps PAYMENT_DECLINED's description (payment-method data, not
      // our English text); without one, the code's own "Your payment was declined."
      const entry = error.errors.find((e) => e.code === 'PAYMENT_DECLINED');
      const hasReason = Boolean(entry && (entry.localizedDescription || entry.description));
      setDeclined(entry && hasReason ? intl.formatMessage(m.paymentDeclined, { reason: apiErrorEntryText(intl, entry) }) : apiErrorText(intl, error));
      return;
    }
    if (error.hasCode('OUT_OF_POLICY_BLOCKED')) {
      // The server refused it (issue #25): show why, without the pay button.
      const reply = OutOfPolicyBlockedReplySchema.safeParse(error.body);
      if (reply.success) return onBlocked(reply.data.policy);
    }
    if (error.hasCode('OFFER_EXPIRED')) return onUnavailable('offer_expired');
    if (error.hasCode('SOLD_OUT')) return onUnavailable('sold_out');
    if (error.hasCode('VALIDATION_ERROR')) {
      const found: FieldErrors = {};
      const general: string[] = [];
      for (const e of error.errors) {
        const key = fieldKeyOfServerField(e.field);
        if (key && found[key] === undefined) found[key] = { text: apiFieldErrorText(intl, e) };
        else if (!key) general.push(apiErrorEntryText(intl, e));
      }
      for (const [key, problem] of Object.entries(found)) setError(key as FieldPath<BookingFormValues>, { type: 'server', message: describe(problem) });
      setFormError(general.length > 0 ? intl.formatMessage(m.bookingFailed, { reason: general.join(' ') }) : intl.formatMessage(m.errorSummary));
      focusFirst((path) => found[path] !== undefined);
      return;
    }
    if (error.hasCode('IDEMPOTENCY_CONFLICT')) keeper.reset();
    logger.warn('booking failed', error);
    setFormError(apiErrorText(intl, error, m.bookingFailedGeneric));
  }

  const price = formatMoney(offer.price, intl.locale);
  const today = todayIso();
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.formLabel)}>
        {formError ? (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        ) : null}
        {auth?.businessState.businessProfile ? <BookingEventNote isDisabled={pending} /> : null}
        {policy ? <PolicyBookingStep verdict={policy} approvers={approvers} isDisabled={pending} inputId={inputId} /> : null}
        {passengers.map((passenger, index) => (
          <div key={index}>
            <Suspense fallback={null}>
              <SavedTravelerPicker
                travelers={savedTravelersFor(savedTravelers, passenger, { departureDate: travelDate, lastFlightDate })}
                index={index}
                onPick={(saved) => fillFromSaved(index, saved)}
              />
            </Suspense>
            <TravelerFields index={index} count={travelerCount} inputId={inputId} maxDateOfBirth={today} isDisabled={pending} passenger={typed ? passenger : undefined} />
          </div>
        ))}
        {reportingFields ? <ReportingFieldsFieldset fields={reportingFields} inputId={inputId} isDisabled={pending} /> : null}
        {business ? <PaymentMethodChoice payment={business.payment} isDisabled={pending} /> : null}
        {payingWithCompanyCard ? null : <PaymentFields inputId={inputId} isDisabled={pending} />}
        {declined ? (
          <div role="alert" className={styles.errorBox}>
            <p>{declined}</p>
          </div>
        ) : null}
        <div className={styles.payRow}>
          {blocked ? null : priceUnconfirmed ? (
            <p className={styles.muted}>{intl.formatMessage(m.confirmPriceFirst)}</p>
          ) : (
            <Button type="submit" isDisabled={pending} className={styles.payButton}>
              {intl.formatMessage(m.pay, { price })}
            </Button>
          )}
          {pending ? (
            <p role="status" className={styles.status}>
              <span className={styles.spinner} aria-hidden="true" />
              {intl.formatMessage(m.booking)}
            </p>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * Offer to refresh instead of the route's on the next load, by route offer id: set when the server lost the
 * price mid-booking without sending the new one, so the latest quote shown (after a price change its id differs
 * from the route's) is the one refreshed.
 */
const refreshInstead = new Map<string, string>();

/**
 * What {@link loader} hands the page: the refresh outcome, and for a requireApproval verdict whom the traveler may name
 * as approver (issue #25; the refresh reply's `approvers`, absent otherwise: the booking then goes to the default
 * approver).
 */
export interface BookingLoaderData {
  outcome: Settled<BusinessRefreshOfferResponse>;
  approvers?: ApproversToNameReply | undefined;
}

/** Route loader: POST /i/api/offers/v1/refresh for the route's offer (or {@link refreshInstead}'s), one call. */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<BookingLoaderData> {
  const routeOfferId = params.offerId ?? '';
  const id = refreshInstead.get(routeOfferId) ?? routeOfferId;
  refreshInstead.delete(routeOfferId);
  const outcome = await settle(refreshOffer(id, request.signal));
  if (!outcome.ok && !request.signal.aborted && !isExpired(outcome.error)) logger.warn('offer refresh failed', outcome.error);
  if (!outcome.ok || outcome.value.policy?.action !== 'requireApproval') return { outcome };
  // The refresh carries the list for a requireApproval verdict (also for a session that has not passed two-factor).
  return { outcome, approvers: outcome.value.approvers };
}

/**
 * The refresh runs for the route's offer and on "Try again" / a server-side price loss (revalidation), not when
 * only the query changes (the form keeps what was typed).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, currentUrl, nextUrl }) =>
  currentParams.offerId !== nextParams.offerId || currentUrl.href === nextUrl.href;

function isExpired(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.hasCode('OFFER_EXPIRED') || error.status === 410);
}

/** The page state a refresh outcome starts from. */
function pageStateOf(outcome: Settled<BusinessRefreshOfferResponse>, intl: IntlShape): PageState {
  if (!outcome.ok) {
    if (isExpired(outcome.error)) return { status: 'unavailable', reason: 'offer_expired' };
    return { status: 'error', message: apiErrorText(intl, outcome.error, m.refreshError) };
  }
  const reply = outcome.value;
  if ((reply.status === 'available' || reply.status === 'price_changed') && reply.offer) {
    const policy = { ...(reply.policy ? { policy: reply.policy } : {}), ...(reply.business ? { business: reply.business } : {}) };
    return reply.status === 'price_changed' && reply.previousPrice
      ? { status: 'ready', offer: reply.offer, priceChange: { previous: reply.previousPrice, duringBooking: false }, ...policy }
      : { status: 'ready', offer: reply.offer, ...policy };
  }
  return { status: 'unavailable', reason: reply.status === 'sold_out' ? 'sold_out' : 'offer_expired' };
}

/** Booking page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const { offerId = '' } = useParams();
  const [search] = useSearchParams();
  const requestedTravelers = useMemo(() => {
    const raw = search.get('travelers');
    return raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
  }, [search]);
  // Booking from the trips cart (issue #12): a positive integer id; anything else books without it.
  const tripEventId = useMemo(() => {
    const raw = search.get('tripEventId');
    return raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
  }, [search]);
  const data = useLoaderData() as BookingLoaderData;
  const reloading = useRouteDataReloading();
  const { revalidate } = useRevalidator();
  // What happened on the page since the loader ran (a price accepted or changed, the offer gone); a new load
  // starts from its outcome again.
  const [local, setLocal] = useState<{ from: BookingLoaderData; state: PageState } | undefined>();
  const loaded = useMemo(() => pageStateOf(data.outcome, intl), [data, intl]);
  const state: PageState = reloading ? { status: 'loading' } : local && local.from === data ? local.state : loaded;
  const setState = (next: PageState) => setLocal({ from: data, state: next });
  const [accepted, setAccepted] = useState<Money | undefined>();

  const ready = state.status === 'ready' ? state : undefined;
  const passengers = useMemo(() => (ready ? passengersOf(ready.offer, listedPassengers(data.outcome), requestedTravelers) : []), [ready, data, requestedTravelers]);

  const backToResults = useResultsReturn();
  // Keyboard (issue #22): reaching checkout ("Select" on a result, "Book" in the trips cart) moves focus to the heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(headingRef, true);

  return (
    <section className={styles.page} aria-labelledby="booking-title">
      {backToResults ? (
        // Back to the results list with its page count and scroll position (issue #11, state/results-return.ts).
        <p>
          <Link to={backToResults.href} onClick={backToResults.onClick} className={buttonClassName('secondary')}>
            <span aria-hidden="true">← </span>
            {intl.formatMessage(backToResultsMessages.backToResults)}
          </Link>
        </p>
      ) : null}
      <h1 id="booking-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {intl.formatMessage(m.bookingTitle)}
      </h1>

      {state.status === 'loading' ? (
        <p role="status" className={styles.status}>
          <span className={styles.spinner} aria-hidden="true" />
          {intl.formatMessage(m.checkingOffer)}
        </p>
      ) : null}

      {state.status === 'error' ? (
        <div role="alert" className={styles.errorBox}>
          <p>{state.message}</p>
          <Button variant="secondary" onPress={() => void revalidate()}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
        </div>
      ) : null}

      {state.status === 'unavailable' ? <UnavailableView reason={state.reason} /> : null}

      {ready ? (
        <div className={styles.checkout}>
          <div className={styles.checkoutSummary}>
            <OfferSummaryView offer={ready.offer} />
          </div>
          <div className={styles.checkoutForm}>
            {ready.priceChange ? (
              <div role="alert" className={styles.notice}>
                <p className={styles.noticeTitle}>
                  {intl.formatMessage(m.priceChanged, {
                    previous: formatMoney(ready.priceChange.previous, intl.locale),
                    current: formatMoney(ready.offer.price, intl.locale),
                  })}
                </p>
                <p>{intl.formatMessage(m.priceChangedHint)}</p>
                <Button
                  autoFocus={ready.priceChange.duringBooking}
                  onPress={() => {
                    setAccepted(ready.offer.price);
                    setState({ status: 'ready', offer: ready.offer, policy: ready.policy, business: ready.business });
                  }}
                >
                  {intl.formatMessage(m.acceptNewPrice)}
                </Button>
              </div>
            ) : null}
            {!ready.priceChange && accepted ? (
              <p role="status" className={styles.muted}>
                {intl.formatMessage(m.newPriceAccepted, { price: formatMoney(accepted, intl.locale) })}
              </p>
            ) : null}
            <BookingForm
              offer={ready.offer}
              passengers={passengers}
              priceUnconfirmed={ready.priceChange !== undefined}
              onPriceChanged={(offer, previous) => {
                setAccepted(undefined);
                setState({ status: 'ready', offer, priceChange: { previous, duringBooking: true }, policy: ready.policy, business: ready.business });
              }}
              policy={ready.policy}
              business={ready.business}
              approvers={data.approvers}
              onBlocked={(verdict) => setState({ ...ready, policy: verdict })}
              onUnavailable={(reason) => setState({ status: 'unavailable', reason })}
              tripEventId={tripEventId}
              onNeedsRefresh={() => {
                refreshInstead.set(offerId, ready.offer.id);
                void revalidate();
              }}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
