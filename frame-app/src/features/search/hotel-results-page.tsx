/**
 * Hotel results (route `/hotels/:cityId/:checkIn/:checkOut`; query `guests`, `rooms`, `sort`, filters `stars`,
 * `amenities`, `neighbourhoods`, `priceMax`; contract results-urls.ts). Sort: "Cheapest", "Top rated",
 * "Closest to centre", "Most stars". Filters: "Stars", "Amenities" (every checked amenity must be present),
 * "Neighbourhood", "Max price" (total stay). Cards carry `data-price-minor`, `data-rating`, `data-stars`,
 * `data-distance-km`; a chain hotel's card says "Part of {chain}" (issue #25 preferred chains), an independent's nothing.
 * "Select" (and the hotel's name) opens the hotel's rooms and rates, the hotel details page of the booking feature
 * (issue #11: KAYAK opens the hotel, it does not book its cheapest room), with navigation state
 * `{ fromResults: true }` so the details page's "Back to results" returns here through history.
 * Map (issue #11): a "Show map" / "Hide map" section above the offers with one marker per listed hotel (title
 * "<hotel>, <total price>"; a click opens its details); open at first on a wide viewport, closed on a phone so the
 * first offer stays above the fold; the user's choice holds while filters and sort load new results. The map module
 * loads lazily (hotel-map feature).
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import { useIntl } from 'react-intl';
import type { HotelOffer, PolicyHotelOffer } from '@travel/contract';
import { PolicyBadge } from '../policy/index.ts';
import { searchHotels } from './results-api.ts';
import { facetOptions, type FilterGroup } from './filters-panel.tsx';
import { formatCalendarDate, formatMoney } from './format.ts';
import { InvalidResultsLink, ResultsView, resultsLoader, useResultsSearch } from './results-view.tsx';
import { Button } from '../../ui/index.ts';
import { hotelDetailsPagePath } from '../booking/index.ts';
import { HotelResultsMap, hotelMapMessages, type HotelMapPoint } from '../hotel-map/index.ts';
import { SaveControl } from '../trips/index.ts';
import { buildPrefilledFrontDoorPath, filterValues } from './results-links.ts';
import { LOW_SEATS_THRESHOLD } from './constants.ts';
import { searchMessages as m } from './messages.ts';
import styles from './results.module.css';
import { countryName } from '../../ui/format.ts';

/** Route loader: runs the hotel search of the URL (see {@link resultsLoader}). */
export const loader = resultsLoader('hotels', searchHotels);

/** Navigation state of a details page opened from these results (booking feature's `HotelDetailsNavigationState`). */
const FROM_RESULTS = { fromResults: true };

/** Path of an offer's hotel details page for the offer's stay. */
function detailsPathOf(offer: HotelOffer): string {
  return hotelDetailsPagePath(offer.hotel.hotelId, offer);
}

/** Map points of the listed offers: the hotel, its coordinates, its total price and its details page. */
export function hotelMapPoints(offers: readonly HotelOffer[], locale: string): HotelMapPoint[] {
  return offers.map((offer) => ({
    id: offer.hotel.hotelId,
    name: offer.hotel.name,
    latitude: offer.hotel.latitude,
    longitude: offer.hotel.longitude,
    detail: formatMoney(offer.price, locale),
    href: detailsPathOf(offer),
  }));
}

/**
 * One hotel offer (the hotel's cheapest rate for the stay); "Select" opens the hotel's rooms and rates; "Save"
 * saves this rate to trips (issue #12).
 */
export function HotelOfferCard({ offer }: { offer: PolicyHotelOffer }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const h = offer.hotel;
  const price = formatMoney(offer.price, intl.locale);
  const details = detailsPathOf(offer);
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={details} state={FROM_RESULTS}>
            {h.name}
          </Link>
        </h2>
        <ul className={styles.meta}>
          <li>
            <span role="img" aria-label={intl.formatMessage(m.starsValue, { stars: h.stars })}>
              {'★'.repeat(h.stars)}
            </span>
          </li>
          <li>
            <span className={styles.rating}>{intl.formatNumber(h.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>{' '}
            {intl.formatMessage(m.reviews, { count: h.reviewCount })}
          </li>
          {h.chain ? <li>{intl.formatMessage(m.hotelChain, { chain: h.chain })}</li> : null}
          <li>{h.neighbourhood}</li>
          <li>{intl.formatMessage(m.distanceFromCentre, { km: h.distanceFromCentreKm })}</li>
        </ul>
        <p className={styles.muted}>{intl.formatMessage(m.roomType, { roomType: offer.roomType, name: offer.roomName })}</p>
        <ul className={styles.meta}>
          {offer.rateType === 'refundable' ? <li className={styles.good}>{intl.formatMessage(m.freeCancellation)}</li> : <li>{intl.formatMessage(m.nonRefundable)}</li>}
          {offer.breakfastIncluded ? <li className={styles.good}>{intl.formatMessage(m.breakfastIncluded)}</li> : null}
          {offer.roomsLeft <= LOW_SEATS_THRESHOLD ? <li className={styles.warn}>{intl.formatMessage(m.roomsLeft, { rooms: offer.roomsLeft })}</li> : null}
        </ul>
        <PolicyBadge verdict={offer.policy} />
      </div>
      <div className={styles.priceBox}>
        <span className={styles.priceLabel}>{intl.formatMessage(m.totalForNights, { nights: offer.nights })}</span>
        <span className={styles.price}>{price}</span>
        <span className={styles.muted}>{intl.formatMessage(m.perNight, { price: formatMoney(offer.pricePerNight, intl.locale) })}</span>
        {offer.taxesAndFees ? <span className={styles.muted}>{intl.formatMessage(m.hotelTaxesAndFees, { price: formatMoney(offer.taxesAndFees, intl.locale) })}</span> : null}
        <SaveControl offer={offer} name={h.name} />
        <Button
          className={styles.selectButton}
          aria-label={intl.formatMessage(m.selectOfferLabel, { offer: intl.formatMessage(m.hotelOfferDescription, { hotel: h.name, price }) })}
          onPress={() => void navigate(details, { state: FROM_RESULTS })}
        >
          {intl.formatMessage(m.select)}
        </Button>
      </div>
    </article>
  );
}

/** Hotel results page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { results, currency, state, response, retry, paging } = useResultsSearch<'hotels', Awaited<ReturnType<typeof searchHotels>>>(m.errorGenericHotels);
  // One array per result set, so the map keeps its view while the page re-renders.
  const mapPoints = useMemo(() => hotelMapPoints(response?.offers ?? [], intl.locale), [response?.offers, intl.locale]);
  // The user's Show/Hide map choice outlives the list while a filter or sort change loads new results.
  const [mapOpen, setMapOpen] = useState<boolean>();
  if (!results) return <InvalidResultsLink />;
  const city = response?.city;
  const places = city ? { destination: intl.formatMessage(m.cityText, { city: city.name, country: countryName(city.countryCode, intl.locale, city.countryName) }) } : {};
  const facets = response?.facets;
  const stars = filterValues(results, 'stars');
  const amenities = filterValues(results, 'amenities');
  const neighbourhoods = filterValues(results, 'neighbourhoods');
  const list = (name: string) => (values: string[]) => ({ [name]: values.length > 0 ? values.join(',') : undefined });
  const groups: FilterGroup[] = [
    {
      id: 'stars',
      label: intl.formatMessage(m.filterStars),
      options: facetOptions(facets?.stars, stars, (v) => intl.formatMessage(m.starsValue, { stars: Number(v) }), (a, b) => Number(b[0]) - Number(a[0])),
      selected: stars,
      toPatch: list('stars'),
    },
    {
      id: 'amenities',
      label: intl.formatMessage(m.filterAmenities),
      options: facetOptions(facets?.amenities, amenities, (v) => intl.formatMessage(m.amenity, { amenity: v })),
      selected: amenities,
      toPatch: list('amenities'),
    },
    {
      id: 'neighbourhoods',
      label: intl.formatMessage(m.filterNeighbourhood),
      options: facetOptions(facets?.neighbourhoods, neighbourhoods, (v) => v),
      selected: neighbourhoods,
      toPatch: list('neighbourhoods'),
    },
  ];
  return (
    <ResultsView
      results={results}
      texts={{
        heading: city ? intl.formatMessage(m.hotelsHeading, { city: city.name }) : intl.formatMessage(m.hotelsHeadingPlain),
        summary: intl.formatMessage(m.hotelsSummary, {
          checkIn: formatCalendarDate(results.checkIn, intl.locale),
          checkOut: formatCalendarDate(results.checkOut, intl.locale),
          guests: results.guests,
          rooms: results.rooms,
        }),
        searching: intl.formatMessage(m.searchingHotels),
        offersLabel: intl.formatMessage(m.hotelOffersLabel),
        count: (count) => intl.formatMessage(m.hotelCount, { count }),
        empty: intl.formatMessage(m.noHotels),
        emptyHint: intl.formatMessage(m.noHotelsHint),
      }}
      modifyHref={buildPrefilledFrontDoorPath('hotels', results, places)}
      sortOptions={[
        { id: 'price', label: intl.formatMessage(m.sortCheapest) },
        { id: 'rating', label: intl.formatMessage(m.sortTopRated) },
        { id: 'distance', label: intl.formatMessage(m.sortClosest) },
        { id: 'stars', label: intl.formatMessage(m.sortMostStars) },
      ]}
      defaultSort="price"
      filterGroups={groups}
      state={state}
      offers={(response?.offers ?? []).map((offer) => ({
        id: offer.id,
        data: { 'price-minor': offer.price.amountMinor, rating: offer.hotel.rating, stars: offer.hotel.stars, 'distance-km': offer.hotel.distanceFromCentreKm },
        card: <HotelOfferCard offer={offer} />,
        policy: offer.policy,
      }))}
      total={response?.total ?? 0}
      priceRange={response?.priceRange}
      currency={currency}
      places={places}
      onRetry={retry}
      paging={paging}
      aboveOffers={
        <HotelResultsMap
          points={mapPoints}
          label={city ? intl.formatMessage(hotelMapMessages.resultsMapLabel, { city: city.name }) : intl.formatMessage(hotelMapMessages.resultsMapLabelPlain)}
          {...(city ? { centre: { latitude: city.latitude, longitude: city.longitude, city: city.name } } : {})}
          {...(response?.districts ? { districts: response.districts } : {})}
          page="results"
          onOpen={(href) => void navigate(href, { state: FROM_RESULTS })}
          {...(mapOpen === undefined ? {} : { open: mapOpen })}
          onOpenChange={setMapOpen}
        />
      }
    />
  );
}
