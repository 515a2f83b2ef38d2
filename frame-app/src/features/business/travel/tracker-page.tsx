/**
 * The traveler tracker `/business/traveler-tracker` (issue #26 "who is travelling now and next (from booked flights,
 * hotels, cars and trains), on a map and in a table with filters (date, country, city, group), and 'who is in {city}
 * on {date}' for duty of care; CSV export"; core-and-business §6 "/business/traveler-tracker | reporting feature and a
 * flag", TRAVEL_TRACKER). A react-router route module behind the hub's guard (ADMIN_PAGES `travelerTracker`).
 *
 * - Filters are a GET form: its fields become the page's URL query (`from`, `to`, `country`, `city`, `groupId`), so a
 *   filtered view can be reloaded and shared, and the loader asks the server with exactly them. No dates: today and the
 *   next 30 days ("now and next"). The same day in From and To with a city is the duty-of-care question: the summary
 *   then reads "2 travelers are in London on 12 May".
 * - The map (lazy: Leaflet and the basemap load with this page only) marks every place of every match, sized by its
 *   travelers; the table lists a page of stays (25), with "Previous/Next page".
 * - "Download CSV" asks the export of the same filters through the API client and saves it (the server escapes
 *   formula cells); a refusal (too many exports: 429) shows as an alert under the button.
 * - Trip content (what was booked) shows only when the company lets travel managers see trips (contract
 *   business-travel.ts); otherwise a note says so and the Booking column is left out.
 * - Loading (the status line and `aria-busy`), empty and failure ("Try again") states; on a phone the table becomes one
 *   card per stay (CSS), the filters stack.
 */
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Form, useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { BUSINESS_TRAVEL_PAGE_SIZE, type TrackerPlace, type TrackerStay, type TravelerTrackerReply } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, buttonClassName } from '../../../ui/index.ts';
import { downloadTrackerCsv, fetchTracker, TrackerExportError, trackerQuery } from './api.ts';
import { countryName, dayText } from './format.ts';
import { travelCommonMessages as cm, trackerMessages as m } from './messages.ts';
import { Pager } from './pager.tsx';
import { TRAVELER_TRACKER_ROUTE_PATH } from './paths.ts';
import styles from './travel.module.css';

const TrackerMap = lazy(() => import('./tracker-map.tsx'));

/** What the loader hands the page. */
export interface TrackerPageData {
  /** The filters of the URL, as the server gets them (no paging). */
  query: string;
  offset: number;
  reply: Settled<TravelerTrackerReply>;
}

/** Route loader: the tracker for the URL's filters and page; never throws. */
export async function loader({ request }: LoaderFunctionArgs): Promise<TrackerPageData> {
  const params = new URL(request.url).searchParams;
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const query = trackerQuery(params);
  const reply = await settle(fetchTracker(trackerQuery(params, { offset, limit: BUSINESS_TRAVEL_PAGE_SIZE }), request.signal));
  if (!reply.ok && !request.signal.aborted) logger.warn('traveler tracker load failed', reply.error);
  return { query, offset, reply };
}

/** A stay's dates: one day, or "start – end". */
function datesText(intl: IntlShape, start: string, end: string): string {
  return start === end ? dayText(intl, start) : intl.formatMessage(cm.dates, { start: dayText(intl, start), end: dayText(intl, end) });
}

function FilterForm({ reply }: { reply: TravelerTrackerReply | null }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const ids = { from: useId(), to: useId(), country: useId(), city: useId(), group: useId() };
  const value = (name: string) => params.get(name) ?? '';
  return (
    <Form method="get" className={styles.filters} aria-label={intl.formatMessage(m.filters)} role="search">
      <div className={styles.field}>
        <label htmlFor={ids.from}>{intl.formatMessage(m.from)}</label>
        <input id={ids.from} name="from" type="date" defaultValue={value('from') || reply?.from} className={styles.input} />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.to}>{intl.formatMessage(m.to)}</label>
        <input id={ids.to} name="to" type="date" defaultValue={value('to') || reply?.to} className={styles.input} />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.country}>{intl.formatMessage(m.country)}</label>
        <select id={ids.country} name="country" defaultValue={value('country').toUpperCase()} className={styles.input}>
          <option value="">{intl.formatMessage(m.anyCountry)}</option>
          {(reply?.countries ?? []).map((c) => <option key={c} value={c}>{countryName(intl, c)}</option>)}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.city}>{intl.formatMessage(m.city)}</label>
        <input id={ids.city} name="city" type="text" maxLength={100} autoComplete="off" defaultValue={value('city')} className={styles.input} />
      </div>
      {reply && reply.groups.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor={ids.group}>{intl.formatMessage(m.group)}</label>
          <select id={ids.group} name="groupId" defaultValue={value('groupId')} className={styles.input}>
            <option value="">{intl.formatMessage(m.anyGroup)}</option>
            {reply.groups.map((g) => <option key={g.id} value={String(g.id)}>{g.name}</option>)}
          </select>
        </div>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className={buttonClassName('primary')}>{intl.formatMessage(m.apply)}</button>
        <Link to={TRAVELER_TRACKER_ROUTE_PATH} className={buttonClassName('secondary')}>{intl.formatMessage(m.clear)}</Link>
      </div>
    </Form>
  );
}

function StaysTable({ reply }: { reply: TravelerTrackerReply }) {
  const intl = useIntl();
  const place = (s: TrackerStay) => intl.formatMessage(cm.place, { city: s.city, country: countryName(intl, s.countryCode) });
  return (
    <table className={styles.table} aria-label={intl.formatMessage(m.tableLabel)}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.colTraveler)}</th>
          <th scope="col">{intl.formatMessage(m.colWhere)}</th>
          <th scope="col">{intl.formatMessage(m.colWhen)}</th>
          <th scope="col">{intl.formatMessage(m.colBooking)}</th>
          <th scope="col">{intl.formatMessage(m.colStatus)}</th>
        </tr>
      </thead>
      <tbody>
        {reply.stays.map((s) => (
          <tr key={s.id} data-stay={s.id}>
            <td data-label={intl.formatMessage(m.colTraveler)}>
              <span className={styles.strong}>{s.traveler.name}</span>
              <span className={styles.muted}>{s.traveler.groupName ? `${s.traveler.email} · ${s.traveler.groupName}` : s.traveler.email}</span>
            </td>
            <td data-label={intl.formatMessage(m.colWhere)}>{place(s)}</td>
            <td data-label={intl.formatMessage(m.colWhen)}>{datesText(intl, s.startDate, s.endDate)}</td>
            <td data-label={intl.formatMessage(m.colBooking)}>
              <span>{intl.formatMessage(cm.vertical, { vertical: s.vertical })}</span>
              {s.details ? <span className={styles.muted}>{s.details.title}</span> : null}
            </td>
            <td data-label={intl.formatMessage(m.colStatus)}>
              <span className={s.timing === 'now' ? styles.badgeNow : styles.badge}>{intl.formatMessage(cm.timing, { timing: s.timing })}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Saves a text as a file of the browser's downloads (an object URL on a temporary link). */
function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download CSV": asks the export of the same filters through the API client and saves it; a refusal shows as an alert. */
function CsvButton({ query }: { query: string }) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setFailed(null);
    try {
      const { text, fileName } = await downloadTrackerCsv(query);
      saveFile(text, fileName);
    } catch (error) {
      logger.warn('traveler tracker export failed', error);
      setFailed(intl.formatMessage(error instanceof TrackerExportError && error.status === 429 ? m.downloadTooMany : m.downloadFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={styles.csv}>
      <Button variant="secondary" isDisabled={pending} onPress={() => void download()}>{intl.formatMessage(pending ? m.downloading : m.download)}</Button>
      {failed ? <p role="alert" className={styles.error}>{failed}</p> : null}
    </div>
  );
}

/** The tracker page (see the module docstring). */
export function TrackerPage() {
  const intl = useIntl();
  const data = useLoaderData() as TrackerPageData;
  const [params] = useSearchParams();
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const helpId = useId();
  const busy = reloading || state !== 'idle';
  const reply = data.reply.ok ? data.reply.value : null;

  let body: ReactNode;
  if (!data.reply.ok) {
    const badDates = data.reply.error instanceof ApiRequestError && data.reply.error.errors.some((e) => e.code === 'VALIDATION_ERROR');
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(badDates ? m.invalidDates : m.loadFailed)}</p>
        {badDates ? null : <Button variant="secondary" isDisabled={busy} onPress={() => void revalidate()}>{intl.formatMessage(cm.tryAgain)}</Button>}
      </div>
    );
  } else {
    const r = data.reply.value;
    const city = params.get('city')?.trim();
    const oneDay = r.from === r.to;
    const summary = city && oneDay
      ? intl.formatMessage(m.whoIsIn, { travelers: r.travelers, city: r.stays[0]?.city ?? city, date: dayText(intl, r.from) })
      : intl.formatMessage(m.summary, { travelers: r.travelers, from: dayText(intl, r.from), to: dayText(intl, r.to) });
    const titleOf = (p: TrackerPlace) => intl.formatMessage(m.placeMarker, { city: p.city, travelers: p.travelers });
    body = (
      <>
        <div className={styles.summaryRow}>
          <h2 className={styles.summary} data-testid="tracker-summary">{summary}</h2>
          <CsvButton query={data.query} />
        </div>
        {r.detailsVisible ? null : <p className={styles.note}>{intl.formatMessage(cm.detailsHidden)}</p>}
        <p id={helpId} className={styles.srOnly}>{intl.formatMessage(m.mapHelp)}</p>
        <Suspense fallback={<div className={styles.map} aria-hidden="true" />}>
          <TrackerMap places={r.places} label={intl.formatMessage(m.mapLabel)} describedBy={helpId} titleOf={titleOf} />
        </Suspense>
        {r.stays.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage(m.empty)}</p>
        ) : (
          <>
            <StaysTable reply={r} />
            <Pager offset={data.offset} total={r.total} pageSize={BUSINESS_TRAVEL_PAGE_SIZE} />
          </>
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId} aria-busy={busy}>
      <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      <FilterForm key={data.query} reply={reply} />
      <p role="status" className={styles.status}>{busy ? intl.formatMessage(cm.loading) : ''}</p>
      {body}
    </section>
  );
}

/** The route module's page. */
export const Component = TrackerPage;
