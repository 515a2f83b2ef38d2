/**
 * Hotel details page (account-business-header-and-trips §2 page type `details`), route
 * `/hotels/details/:hotelId?checkIn&checkOut&guests&rooms` (see {@link hotelDetailsPagePath}).
 *
 * Calls GET /i/api/hotels/v1/:hotelId for the stay in the frame's currency and shows: h1 hotel name, stars,
 * guest rating, "Part of {chain}" for a chain hotel (issue #25 preferred chains; nothing for an independent), neighbourhood; a photos placeholder (branded gradient, `role="img"`, name
 * "Photos of <hotel>": the offline inventory ships no photos); the description and check-in/out times;
 * `<ul aria-label="Amenities">`; a "Location" section with the coordinates (decimal degrees) and the
 * distance from the centre (km); `<ul aria-label="Rooms and rates">` with one item per rate (room name,
 * board, refundable conditions, price per night and total) and a button "Book <room> for <total>" that
 * opens `/book/<offer id>`. The "Location" section also shows the hotel's marker on a map (hotel-map feature,
 * loaded lazily; issue #11).
 * "Save" to trips (issue #12, trips feature's SaveControl) sits in the header, for the hotel as KAYAK shows it: it
 * saves the cheapest rate shown for the stay (the rate the results card showed), and shows "Saved" when any rate
 * of this hotel for the stay is already saved (pressing it then removes that rate). No rates: no Save.
 * "Back to results" (a link at the top, issue #11): when the page was opened from the hotel results (navigation
 * state {@link HotelDetailsNavigationState} `fromResults`, set by the results page's "Select" and hotel links)
 * it goes back in history, so the results come back with their filters, page count and scroll position; opened
 * any other way (a shared link, a reload of a new tab) it opens the results URL built from the stay
 * (`/hotels/{cityId}/{checkIn}/{checkOut}?guests&rooms`).
 * States: loading (role="status"), invalid link, not found (404 NOT_FOUND), error with "Try again" (role="alert").
 * Data: the route {@link loader} (abort signal of the navigation); "Try again" and a currency change revalidate it.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import { useAtomValue } from 'jotai';
import { buildResultsUrl, HotelDetailsQuerySchema, resultKeyOf, type PolicyHotelDetailsResponse as HotelDetailsResponse, type PolicyHotelOffer as HotelOffer, type PolicyHotelRoom as HotelRoom } from '@travel/contract';
import { PolicyBadge } from '../policy/index.ts';
import { ApiRequestError } from '../../api/index.ts';
import { loadPriced, usePricedRouteData, type PricedLoaderData } from '../../api/route-data.ts';
import { loaderCurrency, localeAtom, logger } from '../../state/index.ts';
import { Button, buttonClassName } from '../../ui/index.ts';
import { apiErrorText } from '../chrome/index.ts';
import { HotelMap, hotelMapMessages } from '../hotel-map/index.ts';
import { isSavedIn, SaveControl, useTripsStore } from '../trips/index.ts';
import { fetchHotelDetails, type HotelDetailsParams } from './api.ts';
import { DEFAULT_HOTEL_GUESTS, DEFAULT_HOTEL_ROOMS } from './constants.ts';
import { formatCalendarDate, formatCoordinate, formatInstant, formatMoney, formatNumber } from './format.ts';
import { bookingPath } from './paths.ts';
import { bookingMessages as m } from './messages.ts';
import styles from './booking.module.css';
import pageStyles from './hotel-details-page.module.css';

/**
 * Navigation state a page passes when it opens the details page: `fromResults: true` from the hotel results
 * page (so "Back to results" goes back in history instead of opening a new results page).
 */
export interface HotelDetailsNavigationState {
  fromResults?: boolean;
}

type LoadState = { status: 'loading' } | { status: 'not-found' } | { status: 'error'; message: string } | { status: 'done'; details: HotelDetailsResponse };

/** The stay of a details URL (`hotelId` param and query); undefined when the link is incomplete or invalid. */
function stayOf(hotelId: string | undefined, search: URLSearchParams, currency: string): HotelDetailsParams | undefined {
  if (!hotelId) return undefined;
  const parsed = HotelDetailsQuerySchema.safeParse({
    checkIn: search.get('checkIn') ?? '',
    checkOut: search.get('checkOut') ?? '',
    guests: search.get('guests') ?? DEFAULT_HOTEL_GUESTS,
    rooms: search.get('rooms') ?? DEFAULT_HOTEL_ROOMS,
    currency,
  });
  if (!parsed.success) return undefined;
  const { checkIn, checkOut, guests, rooms } = parsed.data;
  return { hotelId, checkIn, checkOut, guests, rooms, currency };
}


function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.code === 'NOT_FOUND');
}

/** What {@link loader} hands the page: the currency it priced in and the outcome (null: invalid link). */
export type HotelDetailsLoaderData = PricedLoaderData<HotelDetailsResponse>;

/** Route loader: GET /i/api/hotels/v1/:hotelId for the stay of the URL in the user's currency. */
export function loader({ request, params, context }: LoaderFunctionArgs): Promise<HotelDetailsLoaderData> {
  const currency = loaderCurrency(context);
  const stay = stayOf(params.hotelId, new URL(request.url).searchParams, currency);
  return loadPriced(currency, stay && (() => fetchHotelDetails(stay, request.signal)), request.signal, (error) => {
    if (!isNotFound(error)) logger.warn('hotel details failed', error);
  });
}

function RateItem({ room, rate, onBook }: { room: HotelRoom; rate: HotelOffer; onBook(rate: HotelOffer): void }) {
  const intl = useIntl();
  const total = formatMoney(rate.price, intl.locale);
  const roomName = intl.formatMessage(m.roomType, { roomType: room.roomType, name: room.name });
  const deadline = rate.conditions.cancellationDeadline;
  return (
    <li className={styles.rate} data-offer-id={rate.id} data-price-minor={rate.price.amountMinor}>
      <div className={styles.rateInfo}>
        <h3 className={styles.rateTitle}>{roomName}</h3>
        <p className={styles.muted}>{intl.formatMessage(m.roomFacts, { maxGuests: room.maxGuests, bedType: room.bedType, size: room.sizeSqm })}</p>
        <ul className={styles.conditions}>
          <li>{intl.formatMessage(rate.breakfastIncluded ? m.breakfastIncluded : m.roomOnly)}</li>
          <li className={rate.conditions.refundable ? styles.good : undefined}>
            {rate.conditions.refundable
              ? deadline
                ? intl.formatMessage(m.refundableUntil, { deadline: formatInstant(deadline, intl.locale) })
                : intl.formatMessage(m.refundable)
              : intl.formatMessage(m.nonRefundable)}
          </li>
          {rate.roomsLeft > 0 && rate.roomsLeft <= 3 ? <li>{intl.formatMessage(m.roomsLeft, { count: rate.roomsLeft })}</li> : null}
        </ul>
        <PolicyBadge verdict={rate.policy} />
      </div>
      <div className={styles.ratePrice}>
        <p className={styles.muted}>{intl.formatMessage(m.perNight, { price: formatMoney(rate.pricePerNight, intl.locale) })}</p>
        {rate.taxesAndFees ? <p className={styles.muted}>{intl.formatMessage(m.rateTaxesAndFees, { price: formatMoney(rate.taxesAndFees, intl.locale) })}</p> : null}
        <p className={styles.total}>{intl.formatMessage(m.totalFor, { price: total, nights: intl.formatMessage(m.nights, { nights: rate.nights }) })}</p>
        <Button onPress={() => onBook(rate)}>{intl.formatMessage(m.bookRate, { room: roomName, price: total })}</Button>
      </div>
    </li>
  );
}

/**
 * "Back to results": a link to the results of the stay (its href, for a new tab or a shared link); when the page
 * was opened from the results, following it goes back in history instead (see the module docstring).
 */
function BackToResults({ details }: { details: HotelDetailsResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const fromResults = (location.state as HotelDetailsNavigationState | null)?.fromResults === true;
  const { hotel, query } = details;
  const href = buildResultsUrl({ vertical: 'hotels', cityId: hotel.cityId, checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests, rooms: query.rooms });
  return (
    <Link
      to={href}
      className={pageStyles.backLink}
      onClick={(event) => {
        if (!fromResults || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      {intl.formatMessage(hotelMapMessages.backToResults)}
    </Link>
  );
}

/**
 * The rate the header's "Save" stands for: a rate of the stay already saved to trips, else the cheapest shown
 * (ties: the first listed); null without rates.
 */
export function hotelSaveRate(rates: readonly HotelOffer[], saved: (rate: HotelOffer) => boolean): HotelOffer | null {
  const savedRate = rates.find(saved);
  if (savedRate) return savedRate;
  return rates.reduce<HotelOffer | null>((best, rate) => (!best || rate.price.amountMinor < best.price.amountMinor ? rate : best), null);
}

function HotelSave({ name, rates }: { name: string; rates: readonly HotelOffer[] }) {
  const trips = useTripsStore();
  const rate = hotelSaveRate(rates, (r) => isSavedIn(trips, resultKeyOf(r)));
  return rate ? <SaveControl offer={rate} name={name} className={pageStyles.save} /> : null;
}

function DetailsView({ details }: { details: HotelDetailsResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { hotel, query } = details;
  const nights = Math.round((Date.parse(`${query.checkOut}T00:00:00Z`) - Date.parse(`${query.checkIn}T00:00:00Z`)) / 86_400_000);
  const rates = details.rooms.flatMap((room) => room.rates.map((rate) => ({ room, rate })));
  const onBook = (rate: HotelOffer) => void navigate(bookingPath(rate.id));
  // One array per hotel, so the map keeps its view while the page re-renders.
  const mapPoints = useMemo(() => [{ id: hotel.hotelId, name: hotel.name, latitude: hotel.latitude, longitude: hotel.longitude }], [hotel]);
  return (
    <article className={styles.page} aria-labelledby="hotel-name">
      <BackToResults details={details} />
      <header className={styles.pageHeader}>
        <h1 id="hotel-name" className={styles.title}>
          {hotel.name}
        </h1>
        <HotelSave name={hotel.name} rates={rates.map(({ rate }) => rate)} />
        <p className={styles.hotelFacts}>
          <span role="img" aria-label={intl.formatMessage(m.hotelStars, { stars: hotel.stars })} className={styles.stars}>
            {'★'.repeat(hotel.stars)}
          </span>
          <span>{intl.formatMessage(m.hotelRating, { rating: formatNumber(hotel.rating, intl.locale), reviews: hotel.reviewCount })}</span>
          {hotel.chain ? <span>{intl.formatMessage(m.hotelChain, { chain: hotel.chain })}</span> : null}
          <span>
            {hotel.neighbourhood}, {hotel.cityName}
          </span>
        </p>
        <p className={styles.muted}>
          {intl.formatMessage(m.hotelStay, {
            checkIn: formatCalendarDate(query.checkIn, intl.locale),
            checkOut: formatCalendarDate(query.checkOut, intl.locale),
            nights: intl.formatMessage(m.nights, { nights }),
            guests: intl.formatMessage(m.guests, { guests: query.guests }),
            rooms: intl.formatMessage(m.rooms, { rooms: query.rooms }),
          })}
        </p>
      </header>

      <div className={styles.photos} role="img" aria-label={intl.formatMessage(m.hotelPhotos, { name: hotel.name })}>
        <span aria-hidden="true" className={styles.photosCaption}>
          {intl.formatMessage(m.hotelPhotoCount, { count: hotel.photos.length })}
        </span>
      </div>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="hotel-about">
          <h2 id="hotel-about" className={styles.cardTitle}>
            {intl.formatMessage(m.hotelAbout)}
          </h2>
          <p>{hotel.description}</p>
          <p className={styles.muted}>{hotel.address}</p>
          <p className={styles.muted}>{intl.formatMessage(m.hotelCheckTimes, { checkIn: hotel.checkInTime, checkOut: hotel.checkOutTime })}</p>
          <h3 className={styles.subTitle}>{intl.formatMessage(m.amenitiesHeading)}</h3>
          <ul className={styles.amenities} aria-label={intl.formatMessage(m.amenitiesLabel)}>
            {hotel.amenities.map((a) => (
              <li key={a}>{intl.formatMessage(m.amenity, { amenity: a })}</li>
            ))}
          </ul>
        </section>

        <section className={styles.card} aria-labelledby="hotel-location">
          <h2 id="hotel-location" className={styles.cardTitle}>
            {intl.formatMessage(m.locationHeading)}
          </h2>
          <p data-latitude={hotel.latitude} data-longitude={hotel.longitude}>
            {intl.formatMessage(m.coordinates, {
              latitude: formatCoordinate(hotel.latitude, 'latitude', intl.locale),
              longitude: formatCoordinate(hotel.longitude, 'longitude', intl.locale),
            })}
          </p>
          <p>{intl.formatMessage(m.distanceFromCentre, { distance: formatNumber(hotel.distanceFromCentreKm, intl.locale), city: hotel.cityName })}</p>
          <HotelMap
            points={mapPoints}
            label={intl.formatMessage(hotelMapMessages.hotelMapLabel, { hotel: hotel.name })}
            centre={{ latitude: details.city.latitude, longitude: details.city.longitude, city: hotel.cityName }}
            {...(details.districts ? { districts: details.districts } : {})}
            page="details"
          />
        </section>
      </div>

      <section aria-labelledby="hotel-rooms" className={styles.section}>
        <h2 id="hotel-rooms" className={styles.sectionTitle}>
          {intl.formatMessage(m.roomsHeading)}
        </h2>
        {rates.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage(m.noRooms)}</p>
        ) : (
          <ul className={styles.rates} aria-label={intl.formatMessage(m.roomsLabel)}>
            {rates.map(({ room, rate }) => (
              <RateItem key={rate.id} room={room} rate={rate} onBook={onBook} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** Hotel details page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const { currency } = useAtomValue(localeAtom);
  // Loading again while the user's currency differs from the loader's: it prices the stay again in the new one.
  const { data, loading, retry } = usePricedRouteData<HotelDetailsLoaderData>(currency);
  const stay = data.outcome !== null;
  const outcome = data.outcome;
  const state: LoadState =
    loading || !outcome
      ? { status: 'loading' }
      : outcome.ok
        ? { status: 'done', details: outcome.value }
        : isNotFound(outcome.error)
          ? { status: 'not-found' }
          : { status: 'error', message: apiErrorText(intl, outcome.error, m.hotelError) };

  if (!stay || state.status === 'not-found') {
    return (
      <section className={styles.page}>
        <div role="alert" className={styles.errorBox}>
          <p>{intl.formatMessage(stay ? m.hotelNotFound : m.hotelInvalidLink)}</p>
          <Link to="/" className={buttonClassName('secondary')}>
            {intl.formatMessage(m.newSearch)}
          </Link>
        </div>
      </section>
    );
  }
  if (state.status === 'loading') {
    return (
      <section className={styles.page}>
        <p role="status" className={styles.status}>
          {intl.formatMessage(m.hotelLoading)}
        </p>
        <div className={styles.photos} aria-hidden="true" />
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className={styles.page}>
        <div role="alert" className={styles.errorBox}>
          <p>{state.message}</p>
          <Button variant="secondary" onPress={retry}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
        </div>
      </section>
    );
  }
  return <DetailsView details={state.details} />;
}
