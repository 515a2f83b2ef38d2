/**
 * Package (flight + hotel) results (route `/packages/:route/:departDate/:returnDate`, `route` =
 * `{ORIGIN}-{cityId or IATA}`; query `travelers`, `rooms`, `cabin`, `sort`, filters `stars`, `stops`,
 * `priceMax`; contract results-urls.ts). Sort: "Cheapest", "Top rated" (hotel rating). Filters: "Stars"
 * (hotel), "Stops" (the flight's most stops either way), "Max price". Each `<li>` carries `data-price-minor`,
 * `data-rating` and `data-stars` (of the hotel).
 */
import { useIntl } from 'react-intl';
import type { Itinerary, PackageOffer, PolicyPackageOffer } from '@travel/contract';
import { PolicyBadge } from '../policy/index.ts';
import { searchPackages } from './results-api.ts';
import { facetOptions, type FilterGroup } from './filters-panel.tsx';
import { formatCalendarDate, formatLocalTime, formatMoney } from './format.ts';
import { arrivalTimeText, countryName } from '../../ui/format.ts';
import { InvalidResultsLink, ResultsView, SelectOfferButton, resultsLoader, useResultsSearch } from './results-view.tsx';
import { buildPrefilledFrontDoorPath, filterValues } from './results-links.ts';
import { SaveControl } from '../trips/index.ts';
import { searchMessages as m } from './messages.ts';
import styles from './results.module.css';

/**
 * A package flight's times, "Outbound 8:00 AM – 8:20 AM +1": local times at each airport with the same next-day
 * marker as the flight results and the booking pages (issue #11 "package cards show their flight times").
 */
function FlightTimes({ label, itinerary }: { label: string; itinerary: Itinerary }) {
  const intl = useIntl();
  const first = itinerary.segments[0];
  const last = itinerary.segments.at(-1);
  if (!first || !last) return null;
  return (
    <li data-testid="package-flight-times">
      {label} {formatLocalTime(first.departureAt, first.origin.timeZone, intl.locale)} –{' '}
      {arrivalTimeText(first.departureAt, first.origin.timeZone, last.arrivalAt, last.destination.timeZone, intl.locale)}
    </li>
  );
}

function airlinesOf(offer: PackageOffer): string {
  const legs = [offer.flight.outbound, ...(offer.flight.inbound ? [offer.flight.inbound] : [])];
  return [...new Set(legs.flatMap((l) => l.segments.map((s) => s.carrier.name)))].join(', ');
}

/** Route loader: runs the package search of the URL (see {@link resultsLoader}). */
export const loader = resultsLoader('packages', searchPackages);

/** One package offer: the hotel, the round-trip flight and the bundle price with its discount; "Save" to trips (issue #12). */
export function PackageOfferCard({ offer }: { offer: PolicyPackageOffer }) {
  const intl = useIntl();
  const h = offer.hotel.hotel;
  const price = formatMoney(offer.price, intl.locale);
  const airlines = airlinesOf(offer);
  const stops = Math.max(offer.flight.outbound.stops, offer.flight.inbound?.stops ?? 0);
  const description = intl.formatMessage(m.packageOfferDescription, { hotel: h.name, airlines, price });
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{h.name}</h2>
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
          <li>{h.neighbourhood}</li>
          <li>{intl.formatMessage(m.nightsValue, { nights: offer.nights })}</li>
        </ul>
        <ul className={styles.meta}>
          <li>{intl.formatMessage(m.packageFlight, { airlines })}</li>
          <FlightTimes label={intl.formatMessage(m.outbound)} itinerary={offer.flight.outbound} />
          {offer.flight.inbound ? <FlightTimes label={intl.formatMessage(m.inbound)} itinerary={offer.flight.inbound} /> : null}
          <li>{intl.formatMessage(m.stops, { stops })}</li>
          <li className={styles.badge}>{intl.formatMessage(m.packageDiscount, { percent: offer.discountPercent })}</li>
        </ul>
        <PolicyBadge verdict={offer.policy} />
      </div>
      <div className={styles.priceBox}>
        <span className={styles.priceLabel}>{intl.formatMessage(m.priceLabel)}</span>
        <span className={styles.muted}>
          <span className={styles.strike}>{formatMoney(offer.priceBeforeDiscount, intl.locale)}</span>
        </span>
        <span className={styles.price}>{price}</span>
        <SaveControl offer={offer} name={description} />
        <SelectOfferButton offerId={offer.id} description={description} />
      </div>
    </article>
  );
}

/** Package results page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const { results, currency, state, response, retry, paging } = useResultsSearch<'packages', Awaited<ReturnType<typeof searchPackages>>>(m.errorGenericPackages);
  if (!results) return <InvalidResultsLink />;
  const city = response?.city;
  const places = city ? { origin: results.origin, destination: intl.formatMessage(m.cityText, { city: city.name, country: countryName(city.countryCode, intl.locale, city.countryName) }) } : {};
  const facets = response?.facets;
  const stars = filterValues(results, 'stars');
  const stops = filterValues(results, 'stops');
  const groups: FilterGroup[] = [
    {
      id: 'stars',
      label: intl.formatMessage(m.filterStars),
      options: facetOptions(facets?.stars, stars, (v) => intl.formatMessage(m.starsValue, { stars: Number(v) }), (a, b) => Number(b[0]) - Number(a[0])),
      selected: stars,
      toPatch: (values) => ({ stars: values.length > 0 ? values.join(',') : undefined }),
    },
    {
      id: 'stops',
      label: intl.formatMessage(m.filterStops),
      options: facetOptions(facets?.stops, stops, (v) => intl.formatMessage(m.stopsValue, { stops: Number(v) }), (a, b) => Number(a[0]) - Number(b[0])),
      selected: stops,
      toPatch: (values) => ({ stops: values.length > 0 ? values.join(',') : undefined }),
    },
  ];
  return (
    <ResultsView
      results={results}
      texts={{
        heading: city ? intl.formatMessage(m.packagesHeading, { city: city.name }) : intl.formatMessage(m.packagesHeadingPlain),
        summary: intl.formatMessage(m.packagesSummary, {
          depart: formatCalendarDate(results.departDate, intl.locale),
          return: formatCalendarDate(results.returnDate, intl.locale),
          travelers: results.travelers,
          origin: results.origin,
        }),
        searching: intl.formatMessage(m.searchingPackages),
        offersLabel: intl.formatMessage(m.packageOffersLabel),
        count: (count) => intl.formatMessage(m.packageCount, { count }),
        empty: intl.formatMessage(m.noPackages),
        emptyHint: intl.formatMessage(m.noPackagesHint),
      }}
      modifyHref={buildPrefilledFrontDoorPath('packages', results, places)}
      sortOptions={[
        { id: 'price', label: intl.formatMessage(m.sortCheapest) },
        { id: 'rating', label: intl.formatMessage(m.sortTopRated) },
      ]}
      defaultSort="price"
      filterGroups={groups}
      state={state}
      offers={(response?.offers ?? []).map((offer) => ({
        id: offer.id,
        data: { 'price-minor': offer.price.amountMinor, rating: offer.hotel.hotel.rating, stars: offer.hotel.hotel.stars },
        card: <PackageOfferCard offer={offer} />,
        policy: offer.policy,
      }))}
      total={response?.total ?? 0}
      priceRange={response?.priceRange}
      currency={currency}
      places={places}
      onRetry={retry}
      paging={paging}
    />
  );
}
