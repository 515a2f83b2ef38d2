/**
 * CSV exports of the report (issue #26 "CSV export of every view (a library that escapes formulas against CSV
 * injection) and of the raw bookings"): csv-stringify with `escape_formulas: true`, so a text cell starting with
 * = + - @ (or a tab / carriage return) is written with a leading `'` and a spreadsheet never runs it as a formula.
 * Numbers stay numbers (a negative amount is not text and is not escaped). Amounts are in major units of the report's
 * currency (e.g. 1234.5 for USD 1,234.50), header row first, UTF-8, CRLF line ends (RFC 4180).
 *
 * The view exports are rendered from the report's own figures (one source of truth with the page); the raw bookings
 * are streamed page by page from SQL (repository.ts bookingsPage), never all in memory.
 */
import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type { ReportView, StatsReportReply } from '@travel/contract';
import { minorDigits } from '../currency/conversion.ts';
import { EXPORT_PAGE_ROWS } from './repository.ts';
import type { Prepared } from './service.ts';

/** The options of every export. */
export const CSV_OPTIONS: Options = { escape_formulas: true, record_delimiter: 'windows', bom: false };

type Cell = string | number | null;

/** Minor units of `currency` as a major-unit number (2 decimals, or 0 for JPY-like currencies). */
export function majorOf(minor: number, currency: string): number {
  const d = minorDigits(currency);
  return Number((minor / 10 ** d).toFixed(d));
}

/** The header and rows of one view of a report (not `bookings`). */
export function viewTable(view: Exclude<ReportView, 'bookings'>, r: StatsReportReply): { header: string[]; rows: Cell[][] } {
  const m = (minor: number | null) => (minor === null ? null : majorOf(minor, r.currency));
  const c = r.currency;
  switch (view) {
    case 'totals':
      return {
        header: ['from', 'to', 'currency', `spend`, 'bookings', 'trips', 'travelers', 'out_of_policy_bookings', 'cancelled_bookings', 'co2_kg'],
        rows: [[r.period.from, r.period.to, c, m(r.totals.spendMinor), r.totals.bookings, r.totals.trips, r.totals.travelers, r.outOfPolicy.bookings, r.cancellations.cancelledBookings, r.co2.kg]],
      };
    case 'byVertical':
      return { header: ['vertical', `spend_${c}`, 'bookings'], rows: r.byVertical.map((v) => [v.vertical, m(v.spendMinor), v.bookings]) };
    case 'byTraveler':
      return { header: ['traveler', 'profile_id', `spend_${c}`, 'bookings'], rows: r.byTraveler.map((t) => [t.name, t.profileId, m(t.spendMinor), t.bookings]) };
    case 'byGroup':
      return { header: ['group', 'group_id', `spend_${c}`, 'bookings'], rows: r.byGroup.map((g) => [g.name ?? '(no group)', g.groupId, m(g.spendMinor), g.bookings]) };
    case 'byMonth':
      return { header: ['month', `spend_${c}`, 'bookings'], rows: r.byMonth.map((x) => [x.month, m(x.spendMinor), x.bookings]) };
    case 'averages':
      return {
        header: ['measure', `average_${c}`, 'units'],
        rows: [
          ['flight fare per passenger', m(r.averages.flightFareMinor), r.averages.flightPassengers],
          ['hotel rate per room-night', m(r.averages.hotelNightlyRateMinor), r.averages.roomNights],
          ['car rate per day', m(r.averages.carDailyRateMinor), r.averages.carDays],
          ['train fare per passenger', m(r.averages.trainFareMinor), r.averages.trainPassengers],
          ...r.averages.byCabin.map((x): Cell[] => [`flight fare per passenger, ${x.cabin}`, m(x.fareMinor), x.passengers]),
        ],
      };
    case 'leadTime':
      return { header: ['days_ahead', 'bookings', `average_price_${c}`], rows: r.leadTime.buckets.map((b) => [b.bucket, b.bookings, m(b.averageMinor)]) };
    case 'outOfPolicy':
      return {
        header: ['reason', 'bookings', `spend_${c}`],
        rows: [['in policy (all)', r.outOfPolicy.inPolicyBookings, null], ['out of policy (all)', r.outOfPolicy.bookings, m(r.outOfPolicy.spendMinor)], ...r.outOfPolicy.reasons.map((x): Cell[] => [x.code, x.bookings, m(x.spendMinor)])],
      };
    case 'savings':
      return {
        header: ['vertical', 'bookings_compared', `paid_${c}`, `cheapest_${c}`, `missed_savings_${c}`],
        rows: [...r.savings.byVertical.map((s): Cell[] => [s.vertical, s.comparedBookings, m(s.paidMinor), m(s.cheapestMinor), m(s.missedSavingsMinor)]),
          ['all', r.savings.comparedBookings, m(r.savings.paidMinor), m(r.savings.cheapestMinor), m(r.savings.missedSavingsMinor)]],
      };
    case 'cancellations':
      return {
        header: ['vertical', 'cancelled_bookings', `cancelled_value_${c}`, `refunded_${c}`],
        rows: [...r.cancellations.byVertical.map((x): Cell[] => [x.vertical, x.cancelledBookings, m(x.cancelledValueMinor), m(x.refundedMinor)]),
          ['all', r.cancellations.cancelledBookings, m(r.cancellations.cancelledValueMinor), m(r.cancellations.refundedMinor)]],
      };
    case 'co2':
      return {
        header: ['origin', 'destination', 'flights', 'distance_km_per_flight', 'co2_kg', 'co2_kg_per_flight'],
        rows: r.co2.byRoute.map((x) => [x.origin, x.destination, x.flights, x.distanceKm, x.kg, x.kgPerFlight]),
      };
  }
}

/** One view as CSV text. */
export function viewCsv(view: Exclude<ReportView, 'bookings'>, r: StatsReportReply): string {
  const { header, rows } = viewTable(view, r);
  return stringifySync([header, ...rows], CSV_OPTIONS);
}

/** Columns of the raw bookings export. */
export const BOOKINGS_CSV_HEADER = [
  'reference', 'booked_at', 'traveler', 'traveler_email', 'group', 'office', 'vertical', 'title', 'travel_start', 'travel_end', 'status', 'price', 'price_currency',
  'amount_in_report_currency', 'report_currency', 'refunded', 'in_policy', 'out_of_policy_reason', 'out_of_policy_explanation', 'lead_days', 'cabin', 'origin',
  'destination', 'distance_km', 'co2_kg', 'cheapest_fare',
] as const;

/**
 * The raw bookings of a prepared query as a CSV stream (pages of repository.ts EXPORT_PAGE_ROWS, keyset): the columns of
 * {@link BOOKINGS_CSV_HEADER}, then one `field: {label}` column per trip reporting field the company's bookings carry
 * (the value the booking was made with; empty when it had none).
 */
export function bookingsCsvStream(p: Prepared): Readable {
  const { labels } = p.reportingFields;
  async function* records() {
    yield [...BOOKINGS_CSV_HEADER, ...labels.map((l) => `field: ${l}`)];
    let after: { createdAt: string; reference: string } | null = null;
    for (;;) {
      const rows = await p.queries.bookingsPage(p.scope, after);
      const values = labels.length > 0 ? await p.reportingFields.valuesOf(rows.map((b) => b.reference)) : new Map<string, { label: string; value: string }[]>();
      for (const b of rows) {
        const given = new Map((values.get(b.reference) ?? []).map((v) => [v.label, v.value]));
        const cur = b.price_currency;
        const factor = b.factor === null ? null : Number(b.factor);
        const refunded = b.refund_status === 'refunded' ? Number(b.refund_amount_minor ?? 0) : 0;
        const price = Number(b.price_amount_minor);
        yield [
          b.reference, b.created_at, b.travelerName ?? '', b.travelerEmail ?? '', b.groupName ?? '', b.officeName ?? '', b.vertical, b.title, b.start_date, b.end_date, b.status,
          majorOf(price, cur), cur, factor === null ? null : majorOf(Math.round((price - refunded) * factor), p.currency), p.currency, majorOf(refunded, cur),
          Number(b.in_policy) === 1 ? 'yes' : 'no', b.reason_code ?? '', b.reason_text ?? '', b.lead_days === null ? null : Number(b.lead_days), b.cabin ?? '', b.origin ?? '',
          b.destination ?? '', b.distance_km === null ? null : Number(b.distance_km), b.co2_g === null ? null : Math.round(Number(b.co2_g) / 1000),
          b.cheapest_amount_minor === null ? null : majorOf(Number(b.cheapest_amount_minor), cur),
          ...labels.map((l) => given.get(l) ?? ''),
        ];
      }
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_PAGE_ROWS) return;
      after = { createdAt: last.created_at, reference: last.reference };
    }
  }
  return Readable.from(records()).pipe(stringify(CSV_OPTIONS));
}
