/**
 * What the flight results page shows instead of "Try again" when the server refused the search of its URL
 * (issue #11 "the results page never shows a 'Try again' that cannot help"): a 400 VALIDATION_ERROR, e.g. an
 * unknown airport code, a date more than 365 days ahead or more lap infants than adults in a shared or
 * hand-edited link. An alert says what is wrong (the error text the page already translated by field) and the
 * flight form, prefilled from the URL, lets the user fix it; its rules refuse the same search again at the form.
 */
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { FlightResultsUrl } from '@travel/contract';
import { SearchForm } from './search-form.tsx';
import { buildResultsPath } from './search-url.ts';
import { searchMessages as m } from './messages.ts';
import pageStyles from './search-pages.module.css';

export { useRefusedSearch } from './refused-search.ts';

/** The refused search's explanation (`message`, already translated) and the prefilled flight form. */
export function FlightSearchProblem({ results, message }: { results: FlightResultsUrl; message: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const cabin = results.cabin === 'premium' || results.cabin === 'business' || results.cabin === 'first' ? results.cabin : undefined;
  return (
    <section className={pageStyles.results} aria-labelledby="search-problem-title">
      <div role="alert" className={pageStyles.errorBox}>
        <h1 id="search-problem-title" className={pageStyles.title}>
          {intl.formatMessage(m.searchProblem)}
        </h1>
        <p>{message}</p>
        <p>{intl.formatMessage(m.searchProblemHint)}</p>
      </div>
      <SearchForm
        initialValues={{
          originText: results.origin,
          destinationText: results.destination,
          departDate: results.departDate,
          returnDate: results.returnDate ?? '',
          adults: results.adults,
          cabin,
          children: results.children,
          infantsOnLap: results.infantsOnLap,
          infantsInSeat: results.infantsInSeat,
          flexibleDates: results.flexibleDates,
          legs: results.legs,
        }}
        onSearch={(search) => void navigate(buildResultsPath(search))}
      />
    </section>
  );
}
