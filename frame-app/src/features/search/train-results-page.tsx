/**
 * Train results (route `/trains/:route/:date`, `route` = `{originCityId}-{destinationCityId}`; query
 * `passengers`, `sort`, filters `changes`, `trainClass`, `priceMax`; contract results-urls.ts). Sort:
 * "Cheapest", "Fastest", "Earliest departure" (price: the train's cheapest class). Filters: "Changes", "Class"
 * (trains selling that class), "Max price". One card per train with its classes (the server groups them, 20
 * trains a page). Times are shown in each station's time zone. Each `<li>` of the list carries
 * `data-price-minor` (cheapest class) and `data-duration-minutes`.
 */
import { useIntl } from 'react-intl';
import { resultKeyOf, type PolicyTrainClassFare, type PolicyTrainOffer } from '@travel/contract';
import { PolicyBadge } from '../policy/index.ts';
import { searchTrains } from './results-api.ts';
import { facetOptions, type FilterGroup } from './filters-panel.tsx';
import { formatDuration } from './flight-offer-card.tsx';
import { formatCalendarDate, formatLocalTime, formatMoney } from './format.ts';
import { InvalidResultsLink, ResultsView, SelectOfferButton, resultsLoader, useResultsSearch } from './results-view.tsx';
import { buildPrefilledFrontDoorPath, filterValues } from './results-links.ts';
import { SaveControl } from '../trips/index.ts';
import { LOW_SEATS_THRESHOLD } from './constants.ts';
import { searchMessages as m } from './messages.ts';
import styles from './results.module.css';
import trainStyles from './train-card.module.css';

/** Route loader: runs the train search of the URL (see {@link resultsLoader}). */
export const loader = resultsLoader('trains', searchTrains);

/**
 * The classes of a train offer as its card lists them: the search reply's `classes` (standard first), or the
 * offer itself as its one class when the reply has none (contract trains.ts TrainOfferSchema).
 */
export function trainClassesOf(offer: PolicyTrainOffer): PolicyTrainClassFare[] {
  return offer.classes ?? [{ trainClass: offer.trainClass, id: offer.id, price: offer.price, seatsLeft: offer.seatsLeft, conditions: offer.conditions, ...(offer.policy ? { policy: offer.policy } : {}) }];
}

/**
 * One train (issue #11 "one card per train with its classes", KAYAK style): times, stations, duration,
 * changes, operator and number, then each class it sells ("Standard $45.00", "First $72.00") with its total
 * price for all passengers, seats left (highlighted from {@link LOW_SEATS_THRESHOLD} down), its cancellation
 * rule, its own "Save" to trips (issue #12: each class is its own result, saved by that class's offer id) and its
 * own "Select" (accessible name e.g. "Select First class, RA 1234, 10:05 → 12:10, $72.00"), which opens the
 * booking page of that class's offer id.
 */
export function TrainOfferCard({ offer }: { offer: PolicyTrainOffer }) {
  const intl = useIntl();
  const departure = formatLocalTime(offer.departureAt, offer.origin.timeZone, intl.locale);
  const arrival = formatLocalTime(offer.arrivalAt, offer.destination.timeZone, intl.locale);
  return (
    <article className={trainStyles.trainCard}>
      <div className={styles.cardBody}>
        <p className={styles.times}>
          <time dateTime={offer.departureAt}>{departure}</time>
          {' – '}
          <time dateTime={offer.arrivalAt}>{arrival}</time>
        </p>
        <ul className={styles.meta}>
          <li>{intl.formatMessage(m.stationRoute, { origin: offer.origin.name, destination: offer.destination.name })}</li>
          <li>{formatDuration(intl, offer.durationMinutes)}</li>
          <li className={offer.changes === 0 ? styles.good : undefined}>{intl.formatMessage(m.changesValue, { changes: offer.changes })}</li>
        </ul>
        <p className={styles.meta}>
          {offer.operator.name} {offer.trainNumber}
        </p>
      </div>
      <div className={trainStyles.fares}>
        <span className={styles.priceLabel}>{intl.formatMessage(m.priceLabel)}</span>
        <ul className={trainStyles.classList} aria-label={intl.formatMessage(m.trainClassesLabel, { number: offer.trainNumber })}>
          {trainClassesOf(offer).map((fare) => {
            const price = formatMoney(fare.price, intl.locale);
            const description = intl.formatMessage(m.trainClassFareDescription, { trainClass: fare.trainClass, number: offer.trainNumber, departure, arrival, price });
            return (
              <li key={fare.id} className={trainStyles.fare} data-train-class={fare.trainClass}>
                <span className={trainStyles.className}>{intl.formatMessage(m.trainCardClass, { trainClass: fare.trainClass })}</span>
                <span className={trainStyles.farePrice}>{price}</span>
                <span className={fare.seatsLeft <= LOW_SEATS_THRESHOLD ? styles.warn : styles.muted}>{intl.formatMessage(m.trainClassSeats, { seats: fare.seatsLeft })}</span>
                <span className={fare.conditions.refundable ? styles.good : styles.muted}>{intl.formatMessage(fare.conditions.refundable ? m.freeCancellation : m.nonRefundable)}</span>
                <PolicyBadge verdict={fare.policy} />
                <SaveControl resultId={fare.id} resultKey={resultKeyOf({ ...offer, trainClass: fare.trainClass })} vertical="trains" name={description} />
                <SelectOfferButton offerId={fare.id} description={description} />
              </li>
            );
          })}
        </ul>
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
