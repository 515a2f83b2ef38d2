/**
 * Train results (route `/trains/:route/:date`, `route` = `{originCityId}-{destinationCityId}`; query
 * `passengers`, `sort`, filters `changes`, `trainClass`, `priceMax`; contract results-urls.ts). Sort:
 * "Cheapest", "Fastest", "Earliest departure". Filters: "Changes", "Class", "Max price". Times are shown in
 * each station's time zone. Each `<li>` carries `data-price-minor` and `data-duration-minutes`.
 */
import { useIntl } from 'react-intl';
import type { TrainOffer } from '@travel/contract';
import { searchTrains } from './api.ts';
import { facetOptions, type FilterGroup } from './filters-panel.tsx';
import { formatDuration } from './flight-offer-card.tsx';
import { formatCalendarDate, formatLocalTime, formatMoney } from './format.ts';
import { InvalidResultsLink, ResultsView, SelectOfferButton, resultsLoader, useResultsSearch } from './results-view.tsx';
import { buildPrefilledFrontDoorPath, filterValues } from './search-url.ts';
import { LOW_SEATS_THRESHOLD } from './constants.ts';
import { searchMessages as m } from './messages.ts';
import styles from './results.module.css';

/** Route loader: runs the train search of the URL (see {@link resultsLoader}). */
export const loader = resultsLoader('trains', searchTrains);

/** One train offer. */
export function TrainOfferCard({ offer }: { offer: TrainOffer }) {
  const intl = useIntl();
  const price = formatMoney(offer.price, intl.locale);
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <p className={styles.times}>
          <time dateTime={offer.departureAt}>{formatLocalTime(offer.departureAt, offer.origin.timeZone, intl.locale)}</time>
          {' – '}
          <time dateTime={offer.arrivalAt}>{formatLocalTime(offer.arrivalAt, offer.destination.timeZone, intl.locale)}</time>
        </p>
        <ul className={styles.meta}>
          <li>{intl.formatMessage(m.stationRoute, { origin: offer.origin.name, destination: offer.destination.name })}</li>
          <li>{formatDuration(intl, offer.durationMinutes)}</li>
          <li className={offer.changes === 0 ? styles.good : undefined}>{intl.formatMessage(m.changesValue, { changes: offer.changes })}</li>
        </ul>
        <ul className={styles.meta}>
          <li>
            {offer.operator.name} {offer.trainNumber}
          </li>
          <li className={styles.badge}>{intl.formatMessage(m.trainClass, { trainClass: offer.trainClass })}</li>
          {offer.seatsLeft <= LOW_SEATS_THRESHOLD ? <li className={styles.warn}>{intl.formatMessage(m.seatsLeft, { seats: offer.seatsLeft })}</li> : null}
        </ul>
      </div>
      <div className={styles.priceBox}>
        <span className={styles.priceLabel}>{intl.formatMessage(m.priceLabel)}</span>
        <span className={styles.price}>{price}</span>
        <SelectOfferButton
          offerId={offer.id}
          description={intl.formatMessage(m.trainOfferDescription, { operator: offer.operator.name, number: offer.trainNumber, price })}
        />
      </div>
    </article>
  );
}

/** Train results page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const { results, currency, state, response, retry, paging } = useResultsSearch<'trains', Awaited<ReturnType<typeof searchTrains>>>(m.errorGenericTrains);
  if (!results) return <InvalidResultsLink />;
  const first = response?.offers[0];
  const places = first ? { origin: first.origin.cityName, destination: first.destination.cityName } : {};
  const facets = response?.facets;
  const changes = filterValues(results, 'changes');
  const classes = filterValues(results, 'trainClass');
  const groups: FilterGroup[] = [
    {
      id: 'changes',
      label: intl.formatMessage(m.filterChanges),
      options: facetOptions(facets?.changes, changes, (v) => intl.formatMessage(m.changesValue, { changes: Number(v) }), (a, b) => Number(a[0]) - Number(b[0])),
      selected: changes,
      toPatch: (values) => ({ changes: values.length > 0 ? values.join(',') : undefined }),
    },
    {
      id: 'trainClass',
      label: intl.formatMessage(m.filterClass),
      options: facetOptions(facets?.trainClass, classes, (v) => intl.formatMessage(m.trainClass, { trainClass: v }), (a, b) => (a[0] === 'standard' ? -1 : b[0] === 'standard' ? 1 : 0)),
      selected: classes,
      toPatch: (values) => ({ trainClass: values.length > 0 ? values.join(',') : undefined }),
    },
  ];
  return (
    <ResultsView
      results={results}
      texts={{
        heading: first ? intl.formatMessage(m.trainsHeading, { origin: first.origin.cityName, destination: first.destination.cityName }) : intl.formatMessage(m.trainsHeadingPlain),
        summary: intl.formatMessage(m.trainsSummary, { date: formatCalendarDate(results.date, intl.locale), passengers: results.passengers }),
        searching: intl.formatMessage(m.searchingTrains),
        offersLabel: intl.formatMessage(m.trainOffersLabel),
        count: (count) => intl.formatMessage(m.trainCount, { count }),
        empty: intl.formatMessage(m.noTrains),
        emptyHint: response && !response.routeAvailable ? intl.formatMessage(m.noRailLink) : intl.formatMessage(m.noTrainsHint),
      }}
      modifyHref={buildPrefilledFrontDoorPath('trains', results, places)}
      sortOptions={[
        { id: 'price', label: intl.formatMessage(m.sortCheapest) },
        { id: 'duration', label: intl.formatMessage(m.sortFastest) },
        { id: 'departure', label: intl.formatMessage(m.sortEarliest) },
      ]}
      defaultSort="price"
      filterGroups={groups}
      state={state}
      offers={(response?.offers ?? []).map((offer) => ({
        id: offer.id,
        data: { 'price-minor': offer.price.amountMinor, 'duration-minutes': offer.durationMinutes },
        card: <TrainOfferCard offer={offer} />,
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
