/**
 * Reporting `/business/stats` (issue #26 "Reporting (`/business/stats`)"; core-and-business §6 `/business/stats` with
 * REPORTING, the REPORTING_VIEW permission; account-business-header-and-trips §2 "Reporting"). A react-router route
 * module behind the admin hub's guard (ADMIN_PAGES `reporting`); the figures' definitions are the contract's
 * (business-reporting.ts), computed in SQL by the server (modules/reporting).
 *
 * - Period and filters (travel type, traveler, group, office, policy status) live in the URL (./report-query.ts); each
 *   change navigates, the loader asks the server again, the page marks itself busy meanwhile ("Loading the report…"
 *   in a polite status line). Custom dates are applied with "Apply dates" (typing a date does not reload each key).
 * - Every view of the reply is a section with a heading, a bar chart (./report-chart.tsx, recharts loaded lazily
 *   with this page only) AND a table with the same figures, and a "Download CSV" button of that view (the server's
 *   export.csv with the same query, fetched through the API client and saved); "Download all bookings (CSV)" exports
 *   the raw bookings.
 * - Amounts are the company's reporting currency (the reply's `currency`), formatted with react-intl in the frame's
 *   locale; the exchange-rate table's date is stated under the title.
 * - States: loading (busy), empty (no booking matches: one message, no empty charts), error ("Try again"; a period the
 *   server refuses says so), each announced.
 * - Phone (from 320 px): filters wrap, chart and table stack, wide tables scroll inside their own focusable region.
 */
import { Component as ReactComponent, lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import {
  REPORT_TOP_TRAVELERS, VERTICALS, type ReportFiltersReply, type ReportQuery, type ReportView, type StatsReportReply,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, usePendingSearchHere, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, ComboBoxField, SelectField, TextInputField } from '../../../ui/index.ts';
import { currencyFractionDigits } from '../../../ui/format.ts';
import { downloadReportCsv, fetchReport, fetchReportFilters, ReportExportError } from './api.ts';
import { reportingMessages as m } from './messages.ts';
import { FILTER_KEYS, PERIOD_PRESETS, presetOf, presetPeriod, reportQueryOf, searchParamsOf, type PeriodPreset } from './report-query.ts';
import type { ChartRow, ReportChartProps } from './report-chart.tsx';
import styles from './reporting.module.css';

/** recharts and the chart component: their own chunk, fetched when the page first shows a chart. */
const ReportChart = lazy(() => import('./report-chart.tsx'));

/** What the loader hands the page. */
export interface ReportingPageData {
  query: ReportQuery;
  report: Settled<StatsReportReply>;
  filters: Settled<ReportFiltersReply>;
  /** The loader's clock (epoch ms): the period presets are relative to it. */
  now: number;
}

/** Route loader: the report for the URL's query and the filters' options; never throws. */
export async function loader({ request }: { request: Request }): Promise<ReportingPageData> {
  const query = reportQueryOf(new URL(request.url).searchParams);
  const [report, filters] = await Promise.all([settle(fetchReport(query, request.signal)), settle(fetchReportFilters(request.signal))]);
  if (!report.ok && !request.signal.aborted) logger.warn('reporting', 'report load failed', report.error);
  return { query, report, filters, now: Date.now() };
}

/** Money and number formatting of one report (its currency, the frame's locale). */
interface Formats {
  money(minor: number): string;
  compactMoney(minor: number): string;
  number(n: number): string;
  compactNumber(n: number): string;
  vertical(v: string): string;
}

function formatsOf(intl: IntlShape, currency: string): Formats {
  const scale = 10 ** currencyFractionDigits(currency, intl.locale);
  return {
    money: (minor) => intl.formatNumber(minor / scale, { style: 'currency', currency }),
    compactMoney: (minor) => intl.formatNumber(minor / scale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }),
    number: (n) => intl.formatNumber(n),
    compactNumber: (n) => intl.formatNumber(n, { notation: 'compact', maximumFractionDigits: 1 }),
    vertical: (vertical) => intl.formatMessage(m.verticalName, { vertical }),
  };
}

/** Shows `fallback` instead of a chart whose chunk failed to load (the table next to it has every figure). */
class ChartBoundary extends ReactComponent<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logger.warn('reporting', 'chart failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A chart of a view, loaded lazily; a placeholder while recharts loads, a note if it cannot be loaded. */
function LazyChart(props: ReportChartProps) {
  const intl = useIntl();
  return (
    <ChartBoundary fallback={<p className={styles.chartPlaceholder}>{intl.formatMessage(m.chartFailed)}</p>}>
      <Suspense fallback={<p className={styles.chartPlaceholder}>{intl.formatMessage(m.chartLoading)}</p>}>
        <ReportChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}

/** One column of a {@link ReportTable}. */
interface Column {
  label: string;
  numeric?: boolean;
}

/** A table of a view's figures; scrolls inside its own focusable region when wider than the page (phones). */
function ReportTable({ caption, columns, rows }: { caption: string; columns: readonly Column[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? styles.numeric : undefined}>{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // Rows are positional figures of one reply; they never reorder while shown.
            <tr key={i}>
              {row.map((cell, j) => (j === 0
                ? <th key={j} scope="row">{cell}</th>
                : <td key={j} className={columns[j]?.numeric ? styles.numeric : undefined}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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

/**
 * A CSV download of one view (or the raw bookings) for the query: asks the export through the API client and saves
 * it (api.ts downloadReportCsv says why not a plain link); a refusal shows as an alert next to the button.
 * @param label visible text; `name` the accessible name when the text alone is ambiguous ("Download CSV" per view)
 */
function CsvButton({ view, query, label, name, variant = 'link' }: { view: ReportView; query: ReportQuery; label: string; name?: string; variant?: 'link' | 'button' }) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setFailed(null);
    try {
      const { text, fileName } = await downloadReportCsv(view, query);
      saveFile(text, fileName);
    } catch (error) {
      logger.warn('reporting', 'CSV export failed', error);
      setFailed(intl.formatMessage(error instanceof ReportExportError && error.status === 429 ? m.downloadTooMany : m.downloadFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <span className={styles.csv}>
      <Button
        variant="secondary"
        className={variant === 'link' ? styles.csvLink : undefined}
        isDisabled={pending}
        aria-label={name}
        onPress={() => void download()}
      >
        {pending ? intl.formatMessage(m.downloading) : label}
      </Button>
      {failed ? <span role="alert" className={styles.error}>{failed}</span> : null}
    </span>
  );
}

/** A view's section: heading, its CSV link, optional summary, chart and table side by side (stacked on phones). */
function ViewSection({ view, title, query, summary, chart, table }: {
  view: ReportView; title: string; query: ReportQuery; summary?: ReactNode; chart?: ReactNode; table: ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className={styles.view} aria-labelledby={id}>
      <div className={styles.viewHeader}>
        <h2 id={id} className={styles.viewTitle}>{title}</h2>
        <CsvButton view={view} query={query} label={intl.formatMessage(m.downloadView)} name={intl.formatMessage(m.downloadViewNamed, { title })} />
      </div>
      {summary ? <div className={styles.summary}>{summary}</div> : null}
      <div className={chart ? styles.viewBody : undefined}>
        {chart ? <div className={styles.chartCell}>{chart}</div> : null}
        <div className={styles.tableCell}>{table}</div>
      </div>
    </section>
  );
}

/** How many travelers the traveler filter lists at once (the company may have thousands; typing narrows). */
const TRAVELER_FILTER_OPTIONS_MAX = 50;

/**
 * The traveler filter: a combo box that narrows the company's travelers by what is typed (a company of thousands does
 * not fit a plain select). Empty text means every traveler; leaving the field with text that picked nobody puts the
 * chosen traveler's name (or nothing) back.
 * @param value the chosen traveler's profile id, or null for every traveler
 */
function TravelerFilter({ travelers, value, onChange }: { travelers: readonly { profileId: string; name: string }[]; value: string | null; onChange(profileId: string | null): void }) {
  const intl = useIntl();
  const chosen = travelers.find((t) => t.profileId === value);
  const [text, setText] = useState(chosen?.name ?? '');
  const typed = text.trim().toLowerCase();
  const matching = typed === '' || typed === chosen?.name.toLowerCase() ? travelers : travelers.filter((t) => t.name.toLowerCase().includes(typed));
  return (
    <ComboBoxField
      label={intl.formatMessage(m.traveler)}
      placeholder={intl.formatMessage(m.allTravelers)}
      buttonLabel={intl.formatMessage(m.showTravelers)}
      options={matching.slice(0, TRAVELER_FILTER_OPTIONS_MAX).map((t) => ({ id: t.profileId, textValue: t.name, content: t.name }))}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (next.trim() === '' && value !== null) onChange(null);
      }}
      value={value}
      onChange={(id) => {
        if (id !== null && id !== value) onChange(id);
      }}
      onBlur={() => setText(chosen?.name ?? '')}
    />
  );
}

/**
 * The query the filter controls show: while a change of this page's query is loading, the one being loaded (the URL
 * the navigation goes to), so a choice shows at once and a second change builds on the first; otherwise the loaded
 * one. Another page being loaded (a link away) does not count.
 */
function useShownQuery(loaded: ReportQuery): ReportQuery {
  const pending = usePendingSearchHere();
  return useMemo(() => (pending === undefined ? loaded : reportQueryOf(new URLSearchParams(pending))), [pending, loaded]);
}

/**
 * What the period control shows on top of the shown query: custom dates being typed, or a choice whose navigation has
 * not shown yet. It holds for the period (`on`, the shown query's `from/to`) it was made on only, and a choice only
 * until its navigation settles: a later period (a preset chosen, Back) shows its own preset even when React never
 * rendered the ones between (the router's updates are transitions, merged when they come faster than React renders).
 */
interface PeriodDraft {
  on: string;
  preset: PeriodPreset;
  from: string;
  to: string;
  error?: string;
  /** The navigation this choice started; `settled` once the router is done with it. */
  navigation?: { settled: boolean };
}

/**
 * The period and filter controls (see the module docstring). Not remounted when a report loads: text typed in the
 * traveler filter while the report reloads stays. The period control shows the shown query's preset, or its
 * {@link PeriodDraft}.
 */
function Filters({ data, busy }: { data: ReportingPageData; busy: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const query = useShownQuery(data.query);
  const shownPeriod = data.report.ok ? data.report.value.period : undefined;
  const periodKey = `${query.from ?? ''}/${query.to ?? ''}`;
  const [draft, setDraft] = useState<PeriodDraft | undefined>();
  const active = draft !== undefined && draft.on === periodKey && !draft.navigation?.settled ? draft : undefined;
  const preset = active?.preset ?? presetOf(query, data.now);
  const from = active ? active.from : (query.from ?? shownPeriod?.from ?? '');
  const to = active ? active.to : (query.to ?? shownPeriod?.to ?? '');
  const all = intl.formatMessage(m.all);
  const options = data.filters.ok ? data.filters.value : { travelers: [], groups: [], offices: [] };
  /** Navigates to `next`; with `choice`, shows it until the navigation settles. */
  const go = (next: ReportQuery, choice?: Omit<PeriodDraft, 'on' | 'navigation'>) => {
    const navigation = { settled: false };
    if (choice) setDraft({ ...choice, on: periodKey, navigation });
    void navigate(`?${searchParamsOf(next).toString()}`)?.finally(() => { navigation.settled = true; });
  };
  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next: Record<string, unknown> = { ...query };
    if (value === 'all') delete next[key];
    else next[key] = key === 'groupId' || key === 'officeId' ? Number(value) : value;
    go(next as ReportQuery);
  };
  const editDates = (dates: { from?: string; to?: string }) => setDraft({ on: periodKey, preset: 'custom', from, to, ...dates });
  const choosePreset = (p: PeriodPreset) => {
    if (p === 'custom') {
      editDates({});
      return;
    }
    const period = presetPeriod(p, data.now);
    const { from: _f, to: _t, ...rest } = query;
    go(period ? { ...rest, ...period } : rest, { preset: p, from: period?.from ?? '', to: period?.to ?? '' });
  };
  const applyDates = () => {
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
    if (!from || !to || Number.isNaN(days) || days < 1 || days > 731) {
      setDraft({ on: periodKey, preset: 'custom', from, to, error: intl.formatMessage(m.periodInvalid) });
      return;
    }
    go({ ...query, from, to }, { preset: 'custom', from, to });
  };
  const idOr = (v: string | number | undefined) => (v === undefined ? 'all' : String(v));
  const hasFilters = FILTER_KEYS.some((k) => query[k] !== undefined);

  return (
    <form className={styles.filters} aria-label={intl.formatMessage(m.filters)} aria-busy={busy} onSubmit={(e) => { e.preventDefault(); applyDates(); }}>
      <SelectField<PeriodPreset>
        label={intl.formatMessage(m.period)}
        value={preset}
        options={PERIOD_PRESETS.map((p) => ({ id: p, label: intl.formatMessage(m.periodPreset, { preset: p }) }))}
        onChange={choosePreset}
      />
      {preset === 'custom' ? (
        <div className={styles.dates}>
          <TextInputField type="date" label={intl.formatMessage(m.from)} value={from} onChange={(v) => editDates({ from: v })} max={to || undefined} errorMessage={active?.error} />
          <TextInputField type="date" label={intl.formatMessage(m.to)} value={to} onChange={(v) => editDates({ to: v })} min={from || undefined} />
          <Button type="submit" variant="secondary">{intl.formatMessage(m.applyPeriod)}</Button>
        </div>
      ) : null}
      <SelectField
        label={intl.formatMessage(m.vertical)}
        value={idOr(query.vertical)}
        options={[{ id: 'all', label: all }, ...VERTICALS.map((v) => ({ id: v, label: intl.formatMessage(m.verticalName, { vertical: v }) }))]}
        onChange={(v) => setFilter('vertical', v)}
      />
      <TravelerFilter key={idOr(query.travelerId)} travelers={options.travelers} value={query.travelerId ?? null} onChange={(v) => setFilter('travelerId', v ?? 'all')} />
      <SelectField
        label={intl.formatMessage(m.group)}
        value={idOr(query.groupId)}
        options={[{ id: 'all', label: all }, ...options.groups.map((g) => ({ id: String(g.id), label: g.name }))]}
        onChange={(v) => setFilter('groupId', v)}
      />
      <SelectField
        label={intl.formatMessage(m.office)}
        value={idOr(query.officeId)}
        options={[{ id: 'all', label: all }, ...options.offices.map((o) => ({ id: String(o.id), label: o.name }))]}
        onChange={(v) => setFilter('officeId', v)}
      />
      <SelectField
        label={intl.formatMessage(m.policy)}
        value={idOr(query.policy)}
        options={(['all', 'in', 'out'] as const).map((s) => ({ id: s, label: intl.formatMessage(m.policyStatus, { status: s }) }))}
        onChange={(v) => setFilter('policy', v)}
      />
      {hasFilters ? (
        <Button
          variant="secondary"
          onPress={() => go({ ...(query.from && query.to ? { from: query.from, to: query.to } : {}) })}
        >
          {intl.formatMessage(m.clearFilters)}
        </Button>
      ) : null}
    </form>
  );
}

/** Whether a report has nothing to show (no live booking, no cancellation, no amount). */
function isEmpty(r: StatsReportReply): boolean {
  return r.totals.bookings === 0 && r.totals.spendMinor === 0 && r.cancellations.cancelledBookings === 0;
}

/** Every view of a report (see the module docstring). */
function Views({ report: r, query }: { report: StatsReportReply; query: ReportQuery }) {
  const intl = useIntl();
  const f = formatsOf(intl, r.currency);
  const t = (d: { id: string; defaultMessage: string }, v?: Record<string, string | number>): string => intl.formatMessage(d, v);
  const chartLabel = (title: string) => t(m.chartLabel, { title });
  const money = { format: f.money, formatTick: f.compactMoney };
  const spendCols: Column[] = [{ label: '' }, { label: t(m.spend), numeric: true }, { label: t(m.bookings), numeric: true }];
  const spendRows = (rows: readonly { label: string; spendMinor: number; bookings: number }[]) => rows.map((x) => [x.label, f.money(x.spendMinor), f.number(x.bookings)]);
  const bars = (rows: readonly { label: string; spendMinor: number }[]): ChartRow[] => rows.map((x) => ({ label: x.label, values: [x.spendMinor] }));
  const orNone = (minor: number | null) => (minor === null ? t(m.noData) : f.money(minor));

  const byVertical = r.byVertical.map((v) => ({ ...v, label: f.vertical(v.vertical) }));
  const monthFormat = (month: string) => intl.formatDate(`${month}-01T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const byMonth = r.byMonth.map((x) => ({ ...x, label: monthFormat(x.month) }));
  const byTraveler = r.byTraveler.map((x) => ({ ...x, label: x.name }));
  const byGroup = r.byGroup.map((x) => ({ ...x, label: x.name ?? t(m.noGroup) }));
  const reasons = r.outOfPolicy.reasons.map((x) => ({ ...x, label: t(m.reasonName, { code: x.code }) }));
  const buckets = r.leadTime.buckets.map((b) => ({ ...b, label: t(m.leadBucket, { bucket: b.bucket === '21+' ? 'over' : b.bucket }) }));
  const cabins = r.averages.byCabin.map((c) => ({ ...c, label: t(m.cabinName, { cabin: c.cabin }) }));
  const co2Cabins = r.co2.byCabin.map((c) => ({ ...c, label: t(m.cabinName, { cabin: c.cabin }) }));
  const routes = r.co2.byRoute.map((x) => ({ ...x, label: `${x.origin} → ${x.destination}` }));
  const kgFormat = { format: (kg: number) => t(m.kg, { kg: f.number(kg) }), formatTick: f.compactNumber };

  const titles = {
    totals: t(m.totalsTitle), byVertical: t(m.byVerticalTitle), byMonth: t(m.byMonthTitle), byTraveler: t(m.byTravelerTitle), byGroup: t(m.byGroupTitle),
    averages: t(m.averagesTitle), leadTime: t(m.leadTimeTitle), outOfPolicy: t(m.outOfPolicyTitle), savings: t(m.savingsTitle),
    cancellations: t(m.cancellationsTitle), co2: t(m.co2Title),
  };

  return (
    <>
      <section className={styles.view} aria-labelledby="reporting-totals">
        <div className={styles.viewHeader}>
          <h2 id="reporting-totals" className={styles.viewTitle}>{titles.totals}</h2>
          <CsvButton view="totals" query={query} label={t(m.downloadView)} name={t(m.downloadViewNamed, { title: titles.totals })} />
        </div>
        <dl className={styles.kpis}>
          <div className={styles.kpi}><dt>{t(m.totalSpend)}</dt><dd>{f.money(r.totals.spendMinor)}</dd></div>
          <div className={styles.kpi}><dt>{t(m.trips)}</dt><dd>{f.number(r.totals.trips)}</dd></div>
          <div className={styles.kpi}><dt>{t(m.bookings)}</dt><dd>{f.number(r.totals.bookings)}</dd></div>
          <div className={styles.kpi}><dt>{t(m.travelers)}</dt><dd>{f.number(r.totals.travelers)}</dd></div>
          <div className={styles.kpi}><dt>{t(m.outOfPolicyShare)}</dt><dd>{f.money(r.outOfPolicy.spendMinor)}</dd></div>
          <div className={styles.kpi}><dt>{t(m.missedSavings)}</dt><dd>{f.money(r.savings.missedSavingsMinor)}</dd></div>
          <div className={styles.kpi}><dt>{t(m.co2Total)}</dt><dd>{t(m.kg, { kg: f.number(r.co2.kg) })}</dd></div>
        </dl>
        {r.totals.unconvertedBookings > 0 ? <p className={styles.muted}>{t(m.unconverted, { count: r.totals.unconvertedBookings })}</p> : null}
      </section>

      <ViewSection
        view="byVertical" title={titles.byVertical} query={query}
        chart={<LazyChart label={chartLabel(titles.byVertical)} rows={bars(byVertical)} series={[t(m.spend)]} {...money} />}
        table={<ReportTable caption={titles.byVertical} columns={[{ label: t(m.vertical) }, ...spendCols.slice(1)]} rows={spendRows(byVertical)} />}
      />
      <ViewSection
        view="byMonth" title={titles.byMonth} query={query}
        chart={<LazyChart label={chartLabel(titles.byMonth)} rows={bars(byMonth)} series={[t(m.spend)]} {...money} />}
        table={<ReportTable caption={titles.byMonth} columns={[{ label: t(m.month) }, ...spendCols.slice(1)]} rows={spendRows(byMonth)} />}
      />
      <ViewSection
        view="byTraveler" title={titles.byTraveler} query={query}
        summary={r.byTraveler.length >= REPORT_TOP_TRAVELERS ? <p className={styles.muted}>{t(m.byTravelerNote, { count: REPORT_TOP_TRAVELERS })}</p> : null}
        chart={<LazyChart label={chartLabel(titles.byTraveler)} rows={bars(byTraveler.slice(0, 10))} series={[t(m.spend)]} layout="horizontal" {...money} />}
        table={<ReportTable caption={titles.byTraveler} columns={[{ label: t(m.traveler) }, ...spendCols.slice(1)]} rows={spendRows(byTraveler)} />}
      />
      <ViewSection
        view="byGroup" title={titles.byGroup} query={query}
        chart={<LazyChart label={chartLabel(titles.byGroup)} rows={bars(byGroup)} series={[t(m.spend)]} layout="horizontal" {...money} />}
        table={<ReportTable caption={titles.byGroup} columns={[{ label: t(m.group) }, ...spendCols.slice(1)]} rows={spendRows(byGroup)} />}
      />
      <ViewSection
        view="averages" title={titles.averages} query={query}
        chart={cabins.length > 0
          ? <LazyChart label={chartLabel(t(m.fareByCabin))} rows={cabins.map((c) => ({ label: c.label, values: [c.fareMinor] }))} series={[t(m.fare)]} {...money} />
          : undefined}
        table={(
          <>
            <ReportTable
              caption={titles.averages}
              columns={[{ label: t(m.averageKind) }, { label: t(m.averageValue), numeric: true }, { label: t(m.averageUnits), numeric: true }]}
              rows={[
                [t(m.flightFare), orNone(r.averages.flightFareMinor), t(m.passengers, { count: r.averages.flightPassengers })],
                [t(m.hotelRate), orNone(r.averages.hotelNightlyRateMinor), t(m.roomNights, { count: r.averages.roomNights })],
                [t(m.carRate), orNone(r.averages.carDailyRateMinor), t(m.carDays, { count: r.averages.carDays })],
                [t(m.trainFare), orNone(r.averages.trainFareMinor), t(m.passengers, { count: r.averages.trainPassengers })],
              ]}
            />
            {cabins.length > 0 ? (
              <ReportTable
                caption={t(m.fareByCabin)}
                columns={[{ label: t(m.cabin) }, { label: t(m.fare), numeric: true }, { label: t(m.averageUnits), numeric: true }]}
                rows={cabins.map((c) => [c.label, f.money(c.fareMinor), t(m.passengers, { count: c.passengers })])}
              />
            ) : null}
          </>
        )}
      />
      <ViewSection
        view="leadTime" title={titles.leadTime} query={query}
        summary={r.leadTime.averageDays !== null ? <p>{t(m.leadTimeAverage, { days: f.number(r.leadTime.averageDays) })}</p> : null}
        chart={<LazyChart label={chartLabel(titles.leadTime)} rows={buckets.map((b) => ({ label: b.label, values: [b.bookings] }))} series={[t(m.bookings)]} format={f.number} formatTick={f.compactNumber} />}
        table={(
          <ReportTable
            caption={titles.leadTime}
            columns={[{ label: t(m.leadTimeBucket) }, { label: t(m.bookings), numeric: true }, { label: t(m.averagePrice), numeric: true }]}
            rows={buckets.map((b) => [b.label, f.number(b.bookings), orNone(b.averageMinor)])}
          />
        )}
      />
      <ViewSection
        view="outOfPolicy" title={titles.outOfPolicy} query={query}
        summary={<p>{t(m.outOfPolicySummary, { out: r.outOfPolicy.bookings, spend: f.money(r.outOfPolicy.spendMinor), in: r.outOfPolicy.inPolicyBookings })}</p>}
        chart={reasons.length > 0 ? <LazyChart label={chartLabel(titles.outOfPolicy)} rows={bars(reasons)} series={[t(m.spend)]} layout="horizontal" {...money} /> : undefined}
        table={<ReportTable caption={titles.outOfPolicy} columns={[{ label: t(m.reason) }, ...spendCols.slice(1)]} rows={spendRows(reasons)} />}
      />
      <ViewSection
        view="savings" title={titles.savings} query={query}
        summary={(
          <p>
            {t(m.savingsSummary, {
              compared: r.savings.comparedBookings, atCheapest: f.number(r.savings.atCheapestBookings), paid: f.money(r.savings.paidMinor), cheapest: f.money(r.savings.cheapestMinor),
            })}
          </p>
        )}
        chart={r.savings.byVertical.length > 0
          ? <LazyChart label={chartLabel(titles.savings)} rows={r.savings.byVertical.map((s) => ({ label: f.vertical(s.vertical), values: [s.paidMinor, s.cheapestMinor] }))} series={[t(m.paid), t(m.cheapest)]} {...money} />
          : undefined}
        table={(
          <ReportTable
            caption={titles.savings}
            columns={[{ label: t(m.vertical) }, { label: t(m.compared), numeric: true }, { label: t(m.paid), numeric: true }, { label: t(m.cheapest), numeric: true }, { label: t(m.missedSavings), numeric: true }]}
            rows={r.savings.byVertical.map((s) => [f.vertical(s.vertical), f.number(s.comparedBookings), f.money(s.paidMinor), f.money(s.cheapestMinor), f.money(s.missedSavingsMinor)])}
          />
        )}
      />
      <ViewSection
        view="cancellations" title={titles.cancellations} query={query}
        summary={<p>{t(m.cancellationsSummary, { count: r.cancellations.cancelledBookings, value: f.money(r.cancellations.cancelledValueMinor), refunded: f.money(r.cancellations.refundedMinor) })}</p>}
        chart={r.cancellations.byVertical.length > 0
          ? <LazyChart label={chartLabel(titles.cancellations)} rows={r.cancellations.byVertical.map((c) => ({ label: f.vertical(c.vertical), values: [c.cancelledValueMinor, c.refundedMinor] }))} series={[t(m.cancelledValue), t(m.refunded)]} {...money} />
          : undefined}
        table={(
          <ReportTable
            caption={titles.cancellations}
            columns={[{ label: t(m.vertical) }, { label: t(m.cancelled), numeric: true }, { label: t(m.cancelledValue), numeric: true }, { label: t(m.refunded), numeric: true }]}
            rows={r.cancellations.byVertical.map((c) => [f.vertical(c.vertical), f.number(c.cancelledBookings), f.money(c.cancelledValueMinor), f.money(c.refundedMinor)])}
          />
        )}
      />
      <ViewSection
        view="co2" title={titles.co2} query={query}
        summary={(
          <>
            <p>{t(m.co2Summary, { flights: r.co2.flights, km: f.number(r.co2.distanceKm), kg: f.number(r.co2.kg), perFlight: r.co2.kgPerFlight === null ? '–' : f.number(r.co2.kgPerFlight) })}</p>
            <p className={styles.muted}>{t(m.co2Method)}</p>
          </>
        )}
        chart={co2Cabins.length > 0 ? <LazyChart label={chartLabel(t(m.co2ByCabin))} rows={co2Cabins.map((c) => ({ label: c.label, values: [c.kg] }))} series={[t(m.co2Kg)]} {...kgFormat} /> : undefined}
        table={(
          <>
            <ReportTable
              caption={t(m.co2ByCabin)}
              columns={[{ label: t(m.cabin) }, { label: t(m.flights), numeric: true }, { label: t(m.co2Kg), numeric: true }]}
              rows={co2Cabins.map((c) => [c.label, f.number(c.flights), f.number(c.kg)])}
            />
            <ReportTable
              caption={t(m.co2ByRoute)}
              columns={[{ label: t(m.route) }, { label: t(m.flights), numeric: true }, { label: t(m.distance), numeric: true }, { label: t(m.co2Kg), numeric: true }, { label: t(m.co2PerFlight), numeric: true }]}
              rows={routes.map((x) => [x.label, f.number(x.flights), f.number(x.distanceKm), f.number(x.kg), f.number(x.kgPerFlight)])}
            />
          </>
        )}
      />
    </>
  );
}

/** The reporting page (see the module docstring). */
export function ReportingPage() {
  const intl = useIntl();
  const data = useLoaderData() as ReportingPageData;
  // This page's own query being loaded (usePendingSearchHere sees it under the frame's basename); busy adds revalidation.
  const reloading = usePendingSearchHere() !== undefined;
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const busy = reloading || state !== 'idle';
  const report = data.report.ok ? data.report.value : null;
  const badPeriod = !data.report.ok && data.report.error instanceof ApiRequestError && data.report.error.hasCode('VALIDATION_ERROR');
  const dateFormat = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : day);

  let body: ReactNode;
  if (!report) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(badPeriod ? m.badPeriod : m.loadFailed)}</p>
        {badPeriod ? null : <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>{intl.formatMessage(m.tryAgain)}</Button>}
      </div>
    );
  } else if (isEmpty(report)) {
    body = <p className={styles.empty}>{intl.formatMessage(m.empty)}</p>;
  } else {
    body = <Views report={report} query={data.query} />;
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <CsvButton view="bookings" query={data.query} label={intl.formatMessage(m.downloadBookings)} variant="button" />
      </div>
      {report ? (
        <p className={styles.muted}>
          {intl.formatMessage(m.intro, { currency: report.currency, date: dateFormat(report.rateTableDate) })}
        </p>
      ) : null}
      <Filters data={data} busy={busy} />
      {report ? <p className={styles.period}>{intl.formatMessage(m.periodHeading, { from: dateFormat(report.period.from), to: dateFormat(report.period.to) })}</p> : null}
      <p role="status" className={styles.notice}>{busy ? intl.formatMessage(m.loading) : ''}</p>
      <div className={styles.views} aria-busy={busy}>{body}</div>
    </section>
  );
}

/** The route module's page. */
export const Component = ReportingPage;
