/**
 * Front door (route `/`): headline and a tab per vertical ("Flights", "Hotels", "Cars", "Trains",
 * "Packages"; react-aria Tabs), each with its search form. The selected tab lives in the URL (`?vertical=`,
 * default flights) so it survives reloads and can be linked to. The flight form can be prefilled from the
 * query (`?origin=JFK&destination=LHR&depart=…&return=…&adults=1`, the "Modify search" link); the other
 * forms from `?origin=&destination=&start=&end=&travelers=&rooms=&driverAge=` (see search-url.ts).
 * Without a prefill in the URL the tab shows the last search of its vertical in this frame (Back from results
 * keeps the form), else dates default to sensible future dates, so a search can run at once.
 * A business user in business mode also sees the company's homepage messages above the tabs (business feature's
 * HomepageMessagesGate: nothing, and no request, for anyone else), and under the search form, with the
 * RP_POLICY_SUMMARY feature, their travel policy in a sentence or two for the selected tab (PolicySummaryGate), and
 * the events they are invited to with links that book travel to them (BusinessEventsGate, issue #26).
 */
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { buildResultsUrl, type ResultsUrl, type Vertical } from '@travel/contract';
import { useEffect } from 'react';
import { lazyModule, TabsView, type TabItem } from '../../ui/index.ts';
import { SearchForm, type SearchFormInitialValues } from './search-form.tsx';
import { buildResultsPath, frontDoorVertical, parseFrontDoorPrefill, parseGenericPrefill } from './search-url.ts';
import { searchFormDefaults } from './defaults.ts';
import { searchFormMessages as m, verticalMessages } from './form-messages.ts';
import styles from './search-pages.module.css';
import { lastSearchQueryAtom } from './atoms.ts';
import { BusinessEventsGate, CompanyTravelActivityGate, HomepageMessagesGate, PolicySummaryGate } from '../business/index.ts';

/**
 * The hotel, car, train and package forms (vertical-forms.tsx), off the first page (issue #23 "First page budget":
 * the front door shows the flight form): loaded when the browser is idle after the first render, at once when the
 * visitor points at or focuses anything of the front door (a tab is likely next), or when the URL selects one of
 * them. Until then their panel shows a polite loading status (a visitor who picks a tab at once sees the form is on its
 * way, not an empty panel).
 */
const useVerticalForms = lazyModule(() => import('./vertical-forms.tsx'));

/** Front door page component (react-router lazy route module export). */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [urlParams, setSearchParams] = useSearchParams();
  const lastSearch = useAtomValue(lastSearchQueryAtom);
  const vertical = frontDoorVertical(urlParams);
  const { module: forms, load: loadForms } = useVerticalForms();
  useEffect(() => {
    if (vertical !== 'flights') loadForms();
  }, [vertical, loadForms]);
  // A front door without a prefill of its own shows the last search of its vertical (Back from results).
  const remembered = [...urlParams.keys()].every((key) => key === 'vertical') ? lastSearch[vertical] : undefined;
  const searchParams = remembered === undefined ? urlParams : new URLSearchParams(remembered);
  const prefill = parseFrontDoorPrefill(searchParams);
  const generic = parseGenericPrefill(searchParams);
  const formKey = searchParams.toString();
  const defaults = searchFormDefaults('flights');
  const initialValues: SearchFormInitialValues = {
    originText: prefill.origin ?? '',
    destinationText: prefill.destination ?? '',
    departDate: prefill.departDate ?? defaults.start,
    returnDate: prefill.returnDate ?? defaults.end ?? '',
    adults: prefill.adults ?? defaults.travelers,
    cabin: prefill.cabin,
    children: prefill.children,
    infantsOnLap: prefill.infantsOnLap,
    infantsInSeat: prefill.infantsInSeat,
    flexibleDates: prefill.flexibleDates,
    legs: prefill.legs,
  };
  const go = (results: ResultsUrl) => void navigate(buildResultsUrl(results));

  const loading = (
    <p role="status" className={styles.formLoading}>
      {intl.formatMessage(m.frontDoorFormLoading)}
    </p>
  );
  const items: TabItem<Vertical>[] = [
    { id: 'flights', label: intl.formatMessage(verticalMessages.flights), panel: <SearchForm key={formKey} initialValues={initialValues} onSearch={(s) => void navigate(buildResultsPath(s))} /> },
    { id: 'hotels', label: intl.formatMessage(verticalMessages.hotels), panel: forms ? <forms.HotelSearchForm key={formKey} prefill={generic} onSearch={go} /> : loading },
    { id: 'cars', label: intl.formatMessage(verticalMessages.cars), panel: forms ? <forms.CarSearchForm key={formKey} prefill={generic} onSearch={go} /> : loading },
    { id: 'trains', label: intl.formatMessage(verticalMessages.trains), panel: forms ? <forms.TrainSearchForm key={formKey} prefill={generic} onSearch={go} /> : loading },
    { id: 'packages', label: intl.formatMessage(verticalMessages.packages), panel: forms ? <forms.PackageSearchForm key={formKey} prefill={generic} onSearch={go} /> : loading },
  ];

  return (
    <section className={styles.frontDoor} aria-labelledby="front-door-title" onFocus={loadForms} onPointerOver={loadForms}>
      <h1 id="front-door-title" className={styles.title}>
        {intl.formatMessage(m.frontDoorTitle)}
      </h1>
      <p className={styles.subtitle}>{intl.formatMessage(m.frontDoorSubtitle)}</p>
      <HomepageMessagesGate />
      <CompanyTravelActivityGate />
      <BusinessEventsGate />
      <TabsView
        listLabel={intl.formatMessage(m.verticalTabsLabel)}
        items={items}
        selectedKey={vertical}
        onSelectionChange={(next) => {
          if (next !== vertical) setSearchParams(new URLSearchParams({ vertical: next }));
        }}
      />
      <PolicySummaryGate vertical={vertical} />
    </section>
  );
}
