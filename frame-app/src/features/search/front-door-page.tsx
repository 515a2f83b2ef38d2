/**
 * Front door (route `/`): headline and the flight search form. The form can be prefilled from the query
 * (`?origin=JFK&destination=LHR&depart=YYYY-MM-DD&return=YYYY-MM-DD&adults=1`, the "Modify search" link);
 * otherwise Depart defaults to today + 14 days, Return to today + 21, Travelers to 1.
 */
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchForm, type SearchFormInitialValues } from './search-form.tsx';
import { buildResultsPath, parseFrontDoorPrefill } from './search-url.ts';
import { isoDateFromToday } from './dates.ts';
import { DEFAULT_DEPART_OFFSET_DAYS, DEFAULT_RETURN_OFFSET_DAYS, MIN_TRAVELERS } from './constants.ts';
import { searchMessages as m } from './messages.ts';
import styles from './search-pages.module.css';

/** Front door page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const prefill = parseFrontDoorPrefill(searchParams);
  const initialValues: SearchFormInitialValues = {
    originText: prefill.origin ?? '',
    destinationText: prefill.destination ?? '',
    departDate: prefill.departDate ?? isoDateFromToday(DEFAULT_DEPART_OFFSET_DAYS),
    returnDate: prefill.returnDate ?? isoDateFromToday(DEFAULT_RETURN_OFFSET_DAYS),
    adults: prefill.adults ?? MIN_TRAVELERS,
    cabin: prefill.cabin,
  };
  return (
    <section className={styles.frontDoor} aria-labelledby="front-door-title">
      <h1 id="front-door-title" className={styles.title}>
        {intl.formatMessage(m.frontDoorTitle)}
      </h1>
      <p className={styles.subtitle}>{intl.formatMessage(m.frontDoorSubtitle)}</p>
      <SearchForm key={searchParams.toString()} initialValues={initialValues} onSearch={(search) => navigate(buildResultsPath(search))} />
    </section>
  );
}
