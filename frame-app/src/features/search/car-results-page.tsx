/**
 * Car rental results (route `/cars/:location/:pickUpDate/:dropOffDate`; query `pickUpTime`, `dropOffTime`,
 * `driverAge`, `sort`, filters `carClass`, `suppliers`, `priceMax`; contract results-urls.ts). Sort:
 * "Cheapest", "Top rated" (supplier rating). Filters: "Car class", "Supplier", "Max price" (whole rental).
 * Each `<li>` carries `data-price-minor` and `data-rating` (the supplier's rating, 0-10).
 */
import { useIntl } from 'react-intl';
import type { PolicyCarOffer } from '@travel/contract';
import { PolicyBadge } from '../policy/index.ts';
import { searchCars } from './results-api.ts';
import { facetOptions, type FilterGroup } from './filters-panel.tsx';
import { formatCalendarDate, formatMoney } from './format.ts';
import { InvalidResultsLink, ResultsView, SelectOfferButton, resultsLoader, useResultsSearch } from './results-view.tsx';
import { buildPrefilledFrontDoorPath, filterValues } from './results-links.ts';
import { SaveControl } from '../trips/index.ts';
import { LOW_SEATS_THRESHOLD } from './constants.ts';
import { searchMessages as m } from './messages.ts';
import styles from './results.module.css';

/** Route loader: runs the car search of the URL (see {@link resultsLoader}). */
export const loader = resultsLoader('cars', searchCars);

/** One car rental offer, with "Save" to trips (issue #12) and "Select". */
export function CarOfferCard({ offer }: { offer: PolicyCarOffer }) {
  const intl = useIntl();
  const price = formatMoney(offer.price, intl.locale);
  const description = intl.formatMessage(m.carOfferDescription, { model: offer.model, supplier: offer.supplier.name, price });
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{offer.model}</h2>
        <ul className={styles.meta}>
          <li className={styles.badge}>{intl.formatMessage(m.carClass, { carClass: offer.carClass })}</li>
          <li>{intl.formatMessage(m.seats, { count: offer.seats })}</li>
          <li>{intl.formatMessage(m.doors, { count: offer.doors })}</li>
          <li>{intl.formatMessage(m.bags, { count: offer.bags })}</li>
          <li>{intl.formatMessage(m.transmission, { transmission: offer.transmission })}</li>
          {offer.airConditioning ? <li>{intl.formatMessage(m.airConditioning)}</li> : null}
        </ul>
        <ul className={styles.meta}>
          <li>
            {offer.supplier.name} · <span className={styles.rating}>{intl.formatNumber(offer.supplier.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
          </li>
          <li>{offer.location.name}</li>
          {offer.dropOffLocation ? <li>{intl.formatMessage(m.carDropOffDesk, { location: offer.dropOffLocation.name })}</li> : null}
          <li>{intl.formatMessage(m.mileage, { mileage: offer.mileage })}</li>
          {offer.conditions.refundable ? <li className={styles.good}>{intl.formatMessage(m.freeCancellation)}</li> : null}
          {offer.carsLeft <= LOW_SEATS_THRESHOLD ? <li className={styles.warn}>{intl.formatMessage(m.carsLeft, { count: offer.carsLeft })}</li> : null}
        </ul>
        <PolicyBadge verdict={offer.policy} />
      </div>
      <div className={styles.priceBox}>
        <span className={styles.priceLabel}>{intl.formatMessage(m.totalForDays, { days: offer.days })}</span>
        <span className={styles.price}>{price}</span>
        <span className={styles.muted}>{intl.formatMessage(m.perDay, { price: formatMoney(offer.pricePerDay, intl.locale) })}</span>
        {offer.oneWayFee ? <span className={styles.muted}>{intl.formatMessage(m.oneWayFee, { price: formatMoney(offer.oneWayFee, intl.locale) })}</span> : null}
        {offer.youngDriverFee ? (
          <span className={styles.muted}>{intl.formatMessage(m.youngDriverFee, { price: formatMoney(offer.youngDriverFee, intl.locale) })}</span>
        ) : null}
        <SaveControl offer={offer} name={description} />
        <SelectOfferButton offerId={offer.id} description={description} />
      </div>
    </article>
  );
}

/** Car results page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const { results, currency, state, response, retry, paging } = useResultsSearch<'cars', Awaited<ReturnType<typeof searchCars>>>(m.errorGenericCars);
  if (!results) return <InvalidResultsLink />;
  const place = response?.location;
  const places = place ? { destination: place.kind === 'airport' ? place.code : place.name } : {};
  const facets = response?.facets;
  const classes = filterValues(results, 'carClass');
  const suppliers = filterValues(results, 'suppliers');
  const names = response?.supplierNames ?? {};
  const groups: FilterGroup[] = [
    {
      id: 'carClass',
      label: intl.formatMessage(m.filterCarClass),
      options: facetOptions(facets?.carClass, classes, (v) => intl.formatMessage(m.carClass, { carClass: v })),
      selected: classes,
      toPatch: (values) => ({ carClass: values.length > 0 ? values.join(',') : undefined }),
    },
    {
      id: 'suppliers',
      label: intl.formatMessage(m.filterSupplier),
      options: facetOptions(facets?.suppliers, suppliers, (v) => names[v] ?? v),
      selected: suppliers,
      toPatch: (values) => ({ suppliers: values.length > 0 ? values.join(',') : undefined }),
    },
  ];
  return (
    <ResultsView
      results={results}
      texts={{
        heading: place ? intl.formatMessage(m.carsHeading, { place: place.name }) : intl.formatMessage(m.carsHeadingPlain),
        summary: intl.formatMessage(m.carsSummary, {
          pickUp: formatCalendarDate(results.pickUpDate, intl.locale),
          dropOff: formatCalendarDate(results.dropOffDate, intl.locale),
        }),
        searching: intl.formatMessage(m.searchingCars),
        offersLabel: intl.formatMessage(m.carOffersLabel),
        count: (count) => intl.formatMessage(m.carCount, { count }),
        empty: intl.formatMessage(m.noCars),
        emptyHint: intl.formatMessage(m.noCarsHint),
      }}
      modifyHref={buildPrefilledFrontDoorPath('cars', results, places)}
      sortOptions={[
        { id: 'price', label: intl.formatMessage(m.sortCheapest) },
        { id: 'rating', label: intl.formatMessage(m.sortTopRated) },
      ]}
      defaultSort="price"
      filterGroups={groups}
      state={state}
      offers={(response?.offers ?? []).map((offer) => ({
        id: offer.id,
        data: { 'price-minor': offer.price.amountMinor, rating: offer.supplier.rating },
        card: <CarOfferCard offer={offer} />,
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
