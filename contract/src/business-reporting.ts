/**
 * Business reporting (`/business/stats`; issue #26 "Reporting"; core-and-business §6 `/business/stats` with REPORTING,
 * the REPORTING_VIEW permission; account-business-header-and-trips §2 "Reporting" menu entry). The request and reply
 * shapes of the report and its CSV exports, shared by the server (modules/reporting) and the frame
 * (features/business/reporting).
 *
 * Readings chosen where the spec is silent (written down here and in the server's docstrings):
 * - The period is of BOOKING dates (when the money was committed), `from` and `to` inclusive, UTC calendar days; at
 *   most {@link REPORT_MAX_PERIOD_DAYS} days. Default: the last 12 months up to today.
 * - A booking is the company's when it was made on the business side (it has a travel-policy check of the company).
 *   Traveler, group and office filters read the traveler's current profile (group and office as the org chart is now).
 * - Spend is net of refunds: price paid minus what was refunded (a cancelled booking that was fully refunded adds 0).
 *   Bookings and trips count live (not cancelled) bookings; cancellations are their own view.
 * - Amounts are minor units of the company's reporting currency (company settings `defaultCurrency`), converted with
 *   the product's shipped dated exchange-rate table (its date is in the reply).
 * - Savings compare each booking with the cheapest fare of its search recorded at booking time (flights and hotels);
 *   missed savings are what was paid above it.
 * - CO2 per flight: great-circle distance between the airports flown, +8 % routing uplift, times the DEFRA/DESNZ 2023
 *   passenger-km factor of its distance band and cabin (with radiative forcing), per passenger ({@link CO2_METHOD}).
 */
import { z } from 'zod';
import { VerticalSchema } from './search-basics.ts';
import { OUT_OF_POLICY_REASON_CODES } from './travel-policy.ts';

/** Paths of the reporting calls, relative to `/i/api/business` (the business route tree). */
export const REPORTING_PATHS = {
  /** GET: the report (every view) for a period and filters ({@link ReportQuerySchema}). */
  report: '/stats/v1/report',
  /** GET: one view (or the raw bookings) as CSV ({@link ReportCsvQuerySchema}). */
  csv: '/stats/v1/export.csv',
  /** GET: what the filters offer (travelers, groups, offices of the company). */
  filters: '/stats/v1/filters',
} as const;

/** Longest period one report covers, days (two years: a year compared with the year before). */
export const REPORT_MAX_PERIOD_DAYS = 731;
/** Rows of the per-traveler view (the biggest spenders first; the CSV has them all). */
export const REPORT_TOP_TRAVELERS = 25;
/** Rows of the CO2-per-route view (the most emitting routes first; the CSV has them all). */
export const REPORT_TOP_ROUTES = 15;

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Not a calendar date');

/** Policy status filter: in policy or out of policy. */
export const ReportPolicyFilterSchema = z.enum(['in', 'out']);
export type ReportPolicyFilter = z.infer<typeof ReportPolicyFilterSchema>;

/**
 * Query of the report (GET {@link REPORTING_PATHS.report}); the frame keeps the same keys in its URL. `from`/`to`:
 * booking dates, inclusive; both or neither (neither: the last 12 months). 400 VALIDATION_ERROR when `to` is before
 * `from` or the period is longer than {@link REPORT_MAX_PERIOD_DAYS}.
 */
export const ReportQuerySchema = z.object({
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  vertical: z.optional(VerticalSchema),
  travelerId: z.string().min(1).max(64).optional(),
  groupId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  officeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  policy: ReportPolicyFilterSchema.optional(),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** Every view of the report, and `bookings` (the raw bookings), as CSV names them. */
export const ReportViewSchema = z.enum([
  'totals', 'byVertical', 'byTraveler', 'byGroup', 'byMonth', 'averages', 'leadTime', 'outOfPolicy', 'savings', 'cancellations', 'co2', 'bookings',
]);
export type ReportView = z.infer<typeof ReportViewSchema>;

/** Query of the CSV export: the report's filters and the view. */
export const ReportCsvQuerySchema = ReportQuerySchema.extend({ view: ReportViewSchema });
export type ReportCsvQuery = z.infer<typeof ReportCsvQuerySchema>;

/** Lead-time buckets, days between booking and departure/check-in. */
export const LEAD_TIME_BUCKETS = ['0-2', '3-6', '7-13', '14-20', '21+'] as const;
export const LeadTimeBucketSchema = z.enum(LEAD_TIME_BUCKETS);

const Minor = z.number().int();
const Count = z.number().int().nonnegative();
const SpendRow = { spendMinor: Minor, bookings: Count };

/** The published method the CO2 figures follow (shown under the CO2 view). */
export const CO2_METHOD = {
  source: 'UK Government GHG Conversion Factors 2023 (DEFRA/DESNZ), business travel – air, with radiative forcing',
  distance: 'Great-circle distance between the airports of each segment, plus 8 % for routing and stacking (DEFRA guidance)',
  bands: 'Domestic under 500 km, short-haul up to 3,700 km, long-haul beyond',
} as const;

/** The report (GET {@link REPORTING_PATHS.report}). Amounts: minor units of `currency`. */
export const StatsReportReplySchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Date of the exchange-rate table amounts were converted with. */
  rateTableDate: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  totals: z.object({
    spendMinor: Minor, bookings: Count, trips: Count, travelers: Count,
    /** Bookings in a currency the rate table lacks (left out of every amount; normally 0). */
    unconvertedBookings: Count,
  }),
  byVertical: z.array(z.object({ vertical: VerticalSchema, ...SpendRow })),
  byTraveler: z.array(z.object({ profileId: z.string(), name: z.string(), ...SpendRow })),
  byGroup: z.array(z.object({ groupId: z.number().int().nullable(), name: z.string().nullable(), ...SpendRow })),
  byMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ...SpendRow })),
  averages: z.object({
    /** Average flight fare per passenger; null without flights. */
    flightFareMinor: Minor.nullable(), flightPassengers: Count,
    /** Average hotel rate per room-night (taxes included); null without hotels. */
    hotelNightlyRateMinor: Minor.nullable(), roomNights: Count,
    carDailyRateMinor: Minor.nullable(), carDays: Count,
    trainFareMinor: Minor.nullable(), trainPassengers: Count,
    byCabin: z.array(z.object({ cabin: z.string(), fareMinor: Minor, passengers: Count })),
  }),
  leadTime: z.object({
    averageDays: z.number().nullable(),
    buckets: z.array(z.object({ bucket: LeadTimeBucketSchema, bookings: Count, averageMinor: Minor.nullable() })),
  }),
  outOfPolicy: z.object({
    bookings: Count, spendMinor: Minor, inPolicyBookings: Count,
    reasons: z.array(z.object({ code: z.enum([...OUT_OF_POLICY_REASON_CODES, 'none']), ...SpendRow })),
  }),
  savings: z.object({
    /** Bookings with a recorded cheapest fare of their search. */
    comparedBookings: Count, paidMinor: Minor, cheapestMinor: Minor, missedSavingsMinor: Minor, atCheapestBookings: Count,
    byVertical: z.array(z.object({ vertical: VerticalSchema, comparedBookings: Count, paidMinor: Minor, cheapestMinor: Minor, missedSavingsMinor: Minor })),
  }),
  cancellations: z.object({
    cancelledBookings: Count, cancelledValueMinor: Minor, refundedMinor: Minor,
    byVertical: z.array(z.object({ vertical: VerticalSchema, cancelledBookings: Count, cancelledValueMinor: Minor, refundedMinor: Minor })),
  }),
  co2: z.object({
    flights: Count, kg: z.number().int().nonnegative(), kgPerFlight: z.number().int().nullable(), distanceKm: z.number().int().nonnegative(),
    byCabin: z.array(z.object({ cabin: z.string(), flights: Count, kg: z.number().int().nonnegative() })),
    byRoute: z.array(z.object({ origin: z.string(), destination: z.string(), flights: Count, distanceKm: z.number().int().nonnegative(), kg: z.number().int().nonnegative(), kgPerFlight: z.number().int().nonnegative() })),
  }),
});
export type StatsReportReply = z.infer<typeof StatsReportReplySchema>;

/** What the filters offer (GET {@link REPORTING_PATHS.filters}): the company's travelers, groups and offices. */
export const ReportFiltersReplySchema = z.object({
  travelers: z.array(z.object({ profileId: z.string(), name: z.string() })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  offices: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ReportFiltersReply = z.infer<typeof ReportFiltersReplySchema>;
