/**
 * The reporting service (issue #26 "Reporting (`/business/stats`)"; core-and-business §6 /business/stats with REPORTING
 * and REPORTING_VIEW): builds the report's views from the SQL aggregates of repository.ts, in the company's reporting
 * currency (company settings `defaultCurrency`) with the product's shipped dated exchange-rate table
 * (modules/currency), and writes them as CSV (csv.ts). Definitions of every figure: contract business-reporting.ts.
 *
 * Rounding: amounts are summed in SQL as converted doubles and rounded to whole minor units once per figure; averages
 * divide the converted sum by the units (passengers, room-nights, rental days, bookings) and round once.
 */
import type { Kysely } from 'kysely';
import {
  LEAD_TIME_BUCKETS, OUT_OF_POLICY_REASON_CODES, REPORT_MAX_PERIOD_DAYS, REPORT_TOP_ROUTES, REPORT_TOP_TRAVELERS, type ReportFiltersReply, type ReportQuery,
  type BusinessActor, type StatsReportReply,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { validationError } from '../../errors.ts';
import { activeRateTable, minorDigits } from '../currency/conversion.ts';
import type { RateTable } from '../currency/rates.ts';
import { filterOptions, reportQueries, type CurrencyFactors, type ReportScope } from './repository.ts';
import { reportingFieldLabelsOf, reportingFieldValuesFor } from '../business/reporting-fields-service.ts';

/** Who asks: the business route tree's actor (its company scopes every query). */
export type ReportCaller = BusinessActor;

/** What the service reads elsewhere: the company's reporting currency (business service, company settings). */
export interface ReportingDeps {
  db: Kysely<Database>;
  /** The actor's company's reporting currency (ISO 4217; company settings `defaultCurrency`). */
  companyCurrency(actor: BusinessActor): Promise<string>;
  /** Clock, epoch ms ("today" of the default period). */
  now(): number;
  /** The exchange-rate table (default: the process's, modules/currency). */
  rateTable?: () => RateTable;
}

/** A resolved period: calendar days `from`..`to` inclusive. */
export interface ReportPeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The period of a query: both dates, or the last 12 calendar months (the 1st of the month 11 months back, to today).
 * @throws AppError 400 VALIDATION_ERROR (`from` without `to` or the reverse; `to` before `from`; longer than
 *   REPORT_MAX_PERIOD_DAYS)
 */
export function periodOf(q: Pick<ReportQuery, 'from' | 'to'>, nowMs: number): ReportPeriod {
  if ((q.from === undefined) !== (q.to === undefined)) throw validationError(q.from === undefined ? 'from' : 'to', 'Give both dates of the period, or neither');
  if (q.from !== undefined && q.to !== undefined) {
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / DAY_MS + 1;
    if (days < 1) throw validationError('to', 'The end date is before the start date');
    if (days > REPORT_MAX_PERIOD_DAYS) throw validationError('from', `A report covers at most ${REPORT_MAX_PERIOD_DAYS} days`);
    return { from: q.from, to: q.to };
  }
  const today = new Date(nowMs);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return { from: isoDay(first.getTime()), to: isoDay(nowMs) };
}

/**
 * Factors turning minor units of each currency of `table` into minor units of `target` (cross rate through the table's
 * base, with each currency's minor-unit digits).
 */
export function currencyFactors(table: RateTable, target: string): CurrencyFactors {
  const t = table.rates[target];
  if (t === undefined) return new Map();
  return new Map(Object.entries(table.rates).map(([code, rate]) => [code, (t / rate) * 10 ** (minorDigits(target) - minorDigits(code))]));
}

/** Every month (YYYY-MM) of a period, in order. */
export function monthsOf(p: ReportPeriod): string[] {
  const out: string[] = [];
  let y = Number(p.from.slice(0, 4));
  let m = Number(p.from.slice(5, 7));
  const end = p.to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= end) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

const round = (n: number) => Math.round(n);
const ratio = (sum: number, units: number) => (units > 0 ? Math.round(sum / units) : null);

/** The reporting service. */
export interface ReportingService {
  /** The report of the caller's company for a query. @throws AppError 400 VALIDATION_ERROR (period) */
  report(caller: ReportCaller, query: ReportQuery): Promise<StatsReportReply>;
  /** The scope, currency and queries of a query (for the CSV export). */
  prepare(caller: ReportCaller, query: ReportQuery): Promise<Prepared>;
  /** The company's travelers, groups and offices. */
  filters(caller: ReportCaller): Promise<ReportFiltersReply>;
}

/** A query resolved against the company: scope, period, currency and the queries bound to its factors. */
export interface Prepared {
  scope: ReportScope;
  period: ReportPeriod;
  currency: string;
  rateTableDate: string;
  queries: ReturnType<typeof reportQueries>;
  /**
   * The trip reporting fields of the company's bookings (issue #26 "they appear in reports and exports"): `labels`, one
   * raw-export column each; `valuesOf(references)`, each booking's values by reference (business reporting-fields-service.ts).
   */
  reportingFields: { labels: string[]; valuesOf(references: readonly string[]): Promise<Map<string, { label: string; value: string }[]>> };
}

/** Creates the reporting service. */
export function createReportingService(deps: ReportingDeps): ReportingService {
  const tableOf = deps.rateTable ?? activeRateTable;

  async function prepare(caller: ReportCaller, query: ReportQuery): Promise<Prepared> {
    const period = periodOf(query, deps.now());
    const table = tableOf();
    let currency = await deps.companyCurrency(caller);
    if (table.rates[currency] === undefined) currency = 'USD';
    const toExclusive = isoDay(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS);
    const scope: ReportScope = {
      companyId: caller.companyId, fromIso: `${period.from}T00:00:00.000Z`, toIso: `${toExclusive}T00:00:00.000Z`,
      vertical: query.vertical, travelerId: query.travelerId, groupId: query.groupId, officeId: query.officeId, policy: query.policy,
    };
    const reportingFields = {
      labels: await reportingFieldLabelsOf(deps.db, caller.companyId),
      valuesOf: (references: readonly string[]) => reportingFieldValuesFor(deps.db, caller.companyId, references),
    };
    return { scope, period, currency, rateTableDate: table.date, queries: reportQueries(deps.db, currencyFactors(table, currency)), reportingFields };
  }

  return {
    prepare,
    filters: (caller) => filterOptions(deps.db, caller.companyId),

    async report(caller, query) {
      const { scope, period, currency, rateTableDate, queries: q } = await prepare(caller, query);
      const [totals, byVertical, byTraveler, byGroup, byMonth, averages, lead, policy, savings, cancellations, co2Cabin, co2Route] = await Promise.all([
        q.totals(scope), q.byVertical(scope), q.byTraveler(scope), q.byGroup(scope), q.byMonth(scope), q.averages(scope), q.leadTime(scope), q.policy(scope),
        q.savings(scope), q.cancellations(scope), q.co2ByCabin(scope), q.co2ByRoute(scope, REPORT_TOP_ROUTES),
      ]);

      const months = new Map(byMonth.map((m) => [m.month, m]));
      const avgOf = (vertical: string) => averages.filter((a) => a.vertical === vertical).reduce((acc, a) => ({ paid: acc.paid + a.paid, units: acc.units + a.units }), { paid: 0, units: 0 });
      const flights = avgOf('flights');
      const hotels = avgOf('hotels');
      const cars = avgOf('cars');
      const trains = avgOf('trains');
      const buckets = new Map(lead.map((b) => [b.bucket, b]));
      const leadBookings = lead.reduce((n, b) => n + b.bookings, 0);
      const leadDays = lead.reduce((n, b) => n + b.days, 0);
      const out = policy.filter((p) => !p.inPolicy);
      const reasons = new Map<string, { spend: number; bookings: number }>();
      for (const p of out) {
        const code = p.reasonCode !== null && (OUT_OF_POLICY_REASON_CODES as readonly string[]).includes(p.reasonCode) ? p.reasonCode : 'none';
        const r = reasons.get(code) ?? { spend: 0, bookings: 0 };
        reasons.set(code, { spend: r.spend + p.spend, bookings: r.bookings + p.bookings });
      }
      const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);
      const co2Grams = sum(co2Cabin, (c) => c.grams);
      const co2Flights = sum(co2Cabin, (c) => c.flights);

      return {
        currency, rateTableDate, period,
        totals: { spendMinor: round(totals.spend), bookings: totals.bookings, trips: totals.trips, travelers: totals.travelers, unconvertedBookings: totals.unconverted },
        byVertical: byVertical.map((v) => ({ vertical: v.vertical, spendMinor: round(v.spend), bookings: v.bookings })).sort((a, b) => b.spendMinor - a.spendMinor || a.vertical.localeCompare(b.vertical)),
        byTraveler: byTraveler.slice(0, REPORT_TOP_TRAVELERS).map((t) => ({ profileId: t.profileId, name: t.name, spendMinor: round(t.spend), bookings: t.bookings })),
        byGroup: byGroup.map((g) => ({ groupId: g.groupId, name: g.name, spendMinor: round(g.spend), bookings: g.bookings })).sort((a, b) => b.spendMinor - a.spendMinor || (a.name ?? '').localeCompare(b.name ?? '')),
        byMonth: monthsOf(period).map((month) => ({ month, spendMinor: round(months.get(month)?.spend ?? 0), bookings: months.get(month)?.bookings ?? 0 })),
        averages: {
          flightFareMinor: ratio(flights.paid, flights.units), flightPassengers: flights.units,
          hotelNightlyRateMinor: ratio(hotels.paid, hotels.units), roomNights: hotels.units,
          carDailyRateMinor: ratio(cars.paid, cars.units), carDays: cars.units,
          trainFareMinor: ratio(trains.paid, trains.units), trainPassengers: trains.units,
          byCabin: averages.filter((a) => a.vertical === 'flights' && a.cabin !== null)
            .map((a) => ({ cabin: a.cabin!, fareMinor: ratio(a.paid, a.units) ?? 0, passengers: a.units }))
            .sort((a, b) => CABINS.indexOf(a.cabin) - CABINS.indexOf(b.cabin)),
        },
        leadTime: {
          averageDays: leadBookings > 0 ? Math.round((leadDays / leadBookings) * 10) / 10 : null,
          buckets: LEAD_TIME_BUCKETS.map((bucket) => {
            const b = buckets.get(bucket);
            return { bucket, bookings: b?.bookings ?? 0, averageMinor: b ? ratio(b.paid, b.bookings) : null };
          }),
        },
        outOfPolicy: {
          bookings: sum(out, (p) => p.bookings), spendMinor: round(sum(out, (p) => p.spend)), inPolicyBookings: sum(policy.filter((p) => p.inPolicy), (p) => p.bookings),
          reasons: [...reasons].map(([code, r]) => ({ code: code as StatsReportReply['outOfPolicy']['reasons'][number]['code'], spendMinor: round(r.spend), bookings: r.bookings }))
            .sort((a, b) => b.spendMinor - a.spendMinor || a.code.localeCompare(b.code)),
        },
        savings: {
          comparedBookings: sum(savings, (s) => s.bookings), paidMinor: round(sum(savings, (s) => s.paid)), cheapestMinor: round(sum(savings, (s) => s.cheapest)),
          missedSavingsMinor: round(sum(savings, (s) => s.missed)), atCheapestBookings: sum(savings, (s) => s.atCheapest),
          byVertical: savings.map((s) => ({ vertical: s.vertical, comparedBookings: s.bookings, paidMinor: round(s.paid), cheapestMinor: round(s.cheapest), missedSavingsMinor: round(s.missed) }))
            .sort((a, b) => a.vertical.localeCompare(b.vertical)),
        },
        cancellations: {
          cancelledBookings: sum(cancellations, (c) => c.bookings), cancelledValueMinor: round(sum(cancellations, (c) => c.value)), refundedMinor: round(sum(cancellations, (c) => c.refunded)),
          byVertical: cancellations.map((c) => ({ vertical: c.vertical, cancelledBookings: c.bookings, cancelledValueMinor: round(c.value), refundedMinor: round(c.refunded) }))
            .sort((a, b) => a.vertical.localeCompare(b.vertical)),
        },
        co2: {
          flights: co2Flights, kg: Math.round(co2Grams / 1000), kgPerFlight: co2Flights > 0 ? Math.round(co2Grams / 1000 / co2Flights) : null, distanceKm: sum(co2Cabin, (c) => c.km),
          byCabin: co2Cabin.map((c) => ({ cabin: c.cabin, flights: c.flights, kg: Math.round(c.grams / 1000) })).sort((a, b) => CABINS.indexOf(a.cabin) - CABINS.indexOf(b.cabin)),
          byRoute: co2Route.map((r) => ({ origin: r.origin, destination: r.destination, flights: r.flights, distanceKm: r.flights > 0 ? Math.round(r.km / r.flights) : 0, kg: Math.round(r.grams / 1000), kgPerFlight: r.flights > 0 ? Math.round(r.grams / 1000 / r.flights) : 0 })),
        },
      };
    },
  };
}

const CABINS = ['economy', 'premium', 'business', 'first'];
