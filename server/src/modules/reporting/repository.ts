/**
 * The report's SQL (issue #26 "Aggregations run in SQL on both databases, not by loading every booking into memory";
 * ARCHITECTURE.md "reports aggregate in SQL on both databases"). Each view is one aggregate query over the company's
 * business bookings in the period and filters ({@link ReportScope}); amounts are converted to the company's currency
 * inside the query by a CASE over the shipped rate table's factors ({@link CurrencyFactors}), so sums, orderings and
 * limits are of comparable amounts. Only aggregate rows (a handful per view) come back; the raw bookings export reads
 * pages of {@link EXPORT_PAGE_ROWS} by keyset.
 *
 * Tables read: `booking_policy_checks` and `bookings` (booking module: which bookings are the company's, price,
 * status, refunds), `booking_report_facts` (this module), `business_profiles`, `business_groups`, `company_offices`,
 * `accounts` (business and accounts modules: the traveler's name, group and office), `trip_events` (trips: the trip of
 * a booking, its title). Read-only joins, declared in table-ownership.test.ts. Every query is scoped by
 * `c.company_id`; the period filter uses the (company_id, created_at) index of booking_policy_checks.
 */
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { ReportPolicyFilter, Vertical } from '@travel/contract';
import type { Database } from '../../db/database.ts';

/** Rows per page of the raw bookings export. */
export const EXPORT_PAGE_ROWS = 2000;

/** The company, period (ISO instants, `to` exclusive) and filters of a report. */
export interface ReportScope {
  companyId: string;
  fromIso: string;
  toIso: string;
  vertical?: Vertical | undefined;
  travelerId?: string | undefined;
  groupId?: number | undefined;
  officeId?: number | undefined;
  policy?: ReportPolicyFilter | undefined;
}

/** Minor units of a currency -> minor units of the report's currency, per ISO code (codes `^[A-Z]{3}$` only). */
export type CurrencyFactors = ReadonlyMap<string, number>;

/** The company's bookings in the scope (aliases c checks, b bookings, p traveler profile, f facts). */
function base(db: Kysely<Database>, s: ReportScope) {
  let q = db
    .selectFrom('booking_policy_checks as c')
    .innerJoin('bookings as b', 'b.reference', 'c.reference')
    .leftJoin('business_profiles as p', (j) => j.onRef('p.id', '=', 'c.traveler_profile_id').onRef('p.company_id', '=', 'c.company_id'))
    .leftJoin('booking_report_facts as f', 'f.reference', 'c.reference')
    .where('c.company_id', '=', s.companyId)
    .where('c.created_at', '>=', s.fromIso)
    .where('c.created_at', '<', s.toIso);
  if (s.vertical) q = q.where('c.vertical', '=', s.vertical);
  if (s.travelerId) q = q.where('c.traveler_profile_id', '=', s.travelerId);
  if (s.groupId !== undefined) q = q.where('p.group_id', '=', s.groupId);
  if (s.officeId !== undefined) q = q.where('p.office_id', '=', s.officeId);
  if (s.policy) q = q.where('c.in_policy', '=', s.policy === 'in' ? 1 : 0);
  return q;
}

const ACTIVE = sql<number>`case when b.status = 'booked' then 1 else 0 end`;
/** Paid minus refunded (a refund counts once it went through). */
const NET = sql`b.price_amount_minor - case when b.refund_status = 'refunded' then coalesce(b.refund_amount_minor, 0) else 0 end`;
const REFUNDED = sql`case when b.refund_status = 'refunded' then coalesce(b.refund_amount_minor, 0) else 0 end`;

/** The CASE giving each booking's currency factor (null for a currency without a rate). */
function factorOf(factors: CurrencyFactors): RawBuilder<number | null> {
  const arms = [...factors].filter(([code]) => /^[A-Z]{3}$/.test(code)).map(([code, f]) => sql`when ${sql.lit(code)} then ${sql.lit(f)}`);
  return arms.length === 0 ? sql<null>`null` : sql<number | null>`case b.price_currency ${sql.join(arms, sql` `)} else null end`;
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** An aggregate row as numbers. */
export interface SpendAgg {
  spend: number;
  bookings: number;
}

/** The report's queries for one set of currency factors. */
export function reportQueries(db: Kysely<Database>, factors: CurrencyFactors) {
  const factor = factorOf(factors);
  /** sum(amount converted), a double (rounded by the service). */
  const conv = (amount: Expression<unknown> | RawBuilder<unknown>) => sql<number>`sum((${amount}) * ${factor})`;
  const activeCount = sql<number>`sum(${ACTIVE})`;

  return {
    async totals(s: ReportScope) {
      const r = await base(db, s)
        .innerJoin('trip_events as te', 'te.id', 'b.trip_event_id')
        .select([
          conv(NET).as('spend'), activeCount.as('bookings'),
          sql<number>`count(distinct case when b.status = 'booked' then te.trip_id end)`.as('trips'),
          sql<number>`count(distinct case when b.status = 'booked' then c.traveler_profile_id end)`.as('travelers'),
          sql<number>`sum(case when ${factor} is null then 1 else 0 end)`.as('unconverted'),
        ])
        .executeTakeFirst();
      return { spend: num(r?.spend), bookings: num(r?.bookings), trips: num(r?.trips), travelers: num(r?.travelers), unconverted: num(r?.unconverted) };
    },

    async byVertical(s: ReportScope) {
      const rows = await base(db, s).select(['c.vertical', conv(NET).as('spend'), activeCount.as('bookings')]).groupBy('c.vertical').execute();
      return rows.map((r) => ({ vertical: r.vertical as Vertical, spend: num(r.spend), bookings: num(r.bookings) }));
    },

    /** Every traveler with a booking in the scope, biggest spend first. */
    async byTraveler(s: ReportScope) {
      const rows = await base(db, s)
        .leftJoin('accounts as a', 'a.id', 'p.account_id')
        .select(['c.traveler_profile_id as profileId', 'a.name', 'a.email', conv(NET).as('spend'), activeCount.as('bookings')])
        .groupBy(['c.traveler_profile_id', 'a.name', 'a.email'])
        .orderBy(sql`sum((${NET}) * ${factor})`, 'desc')
        .orderBy('c.traveler_profile_id')
        .execute();
      return rows.map((r) => ({ profileId: r.profileId, name: r.name ?? r.email ?? r.profileId, spend: num(r.spend), bookings: num(r.bookings) }));
    },

    async byGroup(s: ReportScope) {
      const rows = await base(db, s)
        .leftJoin('business_groups as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.company_id', '=', 'c.company_id'))
        .select(['p.group_id as groupId', 'g.name', conv(NET).as('spend'), activeCount.as('bookings')])
        .groupBy(['p.group_id', 'g.name'])
        .execute();
      return rows.map((r) => ({ groupId: r.groupId === null ? null : Number(r.groupId), name: r.name ?? null, spend: num(r.spend), bookings: num(r.bookings) }));
    },

    /** Spend per booking month (YYYY-MM, UTC). */
    async byMonth(s: ReportScope) {
      const month = sql<string>`substr(c.created_at, 1, 7)`;
      const rows = await base(db, s).select([month.as('month'), conv(NET).as('spend'), activeCount.as('bookings')]).groupBy(month).execute();
      return rows.map((r) => ({ month: String(r.month), spend: num(r.spend), bookings: num(r.bookings) }));
    },

    /** Live bookings with facts per vertical and cabin: paid (converted) and units. */
    async averages(s: ReportScope) {
      const rows = await base(db, s)
        .where('b.status', '=', 'booked')
        .where('f.units', 'is not', null)
        .select(['c.vertical', 'f.cabin', conv(sql`b.price_amount_minor`).as('paid'), sql<number>`sum(f.units)`.as('units'), sql<number>`count(*)`.as('bookings')])
        .groupBy(['c.vertical', 'f.cabin'])
        .execute();
      return rows.map((r) => ({ vertical: r.vertical as Vertical, cabin: r.cabin ?? null, paid: num(r.paid), units: num(r.units), bookings: num(r.bookings) }));
    },

    /** Live bookings with a lead time, per bucket: count, paid, and the sum of lead days. */
    async leadTime(s: ReportScope) {
      const bucket = sql<string>`case when f.lead_days <= 2 then '0-2' when f.lead_days <= 6 then '3-6' when f.lead_days <= 13 then '7-13' when f.lead_days <= 20 then '14-20' else '21+' end`;
      const rows = await base(db, s)
        .where('b.status', '=', 'booked')
        .where('f.lead_days', 'is not', null)
        .select([bucket.as('bucket'), sql<number>`count(*)`.as('bookings'), conv(sql`b.price_amount_minor`).as('paid'), sql<number>`sum(f.lead_days)`.as('days')])
        .groupBy(bucket)
        .execute();
      return rows.map((r) => ({ bucket: String(r.bucket), bookings: num(r.bookings), paid: num(r.paid), days: num(r.days) }));
    },

    /** Per policy status and the traveler's reason: live bookings and net spend. */
    async policy(s: ReportScope) {
      const rows = await base(db, s)
        .select(['c.in_policy', 'c.reason_code', conv(NET).as('spend'), activeCount.as('bookings')])
        .groupBy(['c.in_policy', 'c.reason_code'])
        .execute();
      return rows.map((r) => ({ inPolicy: Number(r.in_policy) === 1, reasonCode: r.reason_code, spend: num(r.spend), bookings: num(r.bookings) }));
    },

    /** Live bookings with a recorded cheapest fare, per vertical. */
    async savings(s: ReportScope) {
      const rows = await base(db, s)
        .where('b.status', '=', 'booked')
        .where('f.cheapest_amount_minor', 'is not', null)
        .select([
          'c.vertical', sql<number>`count(*)`.as('bookings'), conv(sql`b.price_amount_minor`).as('paid'), conv(sql`f.cheapest_amount_minor`).as('cheapest'),
          conv(sql`case when b.price_amount_minor > f.cheapest_amount_minor then b.price_amount_minor - f.cheapest_amount_minor else 0 end`).as('missed'),
          sql<number>`sum(case when b.price_amount_minor <= f.cheapest_amount_minor then 1 else 0 end)`.as('atCheapest'),
        ])
        .groupBy('c.vertical')
        .execute();
      return rows.map((r) => ({ vertical: r.vertical as Vertical, bookings: num(r.bookings), paid: num(r.paid), cheapest: num(r.cheapest), missed: num(r.missed), atCheapest: num(r.atCheapest) }));
    },

    /** Cancelled bookings per vertical: count, their price and what was refunded. */
    async cancellations(s: ReportScope) {
      const rows = await base(db, s)
        .where('b.status', '=', 'cancelled')
        .select(['c.vertical', sql<number>`count(*)`.as('bookings'), conv(sql`b.price_amount_minor`).as('value'), conv(REFUNDED).as('refunded')])
        .groupBy('c.vertical')
        .execute();
      return rows.map((r) => ({ vertical: r.vertical as Vertical, bookings: num(r.bookings), value: num(r.value), refunded: num(r.refunded) }));
    },

    /** CO2 of live bookings with a flight, per cabin. */
    async co2ByCabin(s: ReportScope) {
      const rows = await base(db, s)
        .where('b.status', '=', 'booked')
        .where('f.co2_g', 'is not', null)
        .select(['f.cabin', sql<number>`count(*)`.as('flights'), sql<number>`sum(f.co2_g)`.as('grams'), sql<number>`sum(f.distance_km)`.as('km')])
        .groupBy('f.cabin')
        .execute();
      return rows.map((r) => ({ cabin: r.cabin ?? 'economy', flights: num(r.flights), grams: num(r.grams), km: num(r.km) }));
    },

    /** CO2 of live bookings with a flight, per route (origin -> destination of the outbound), most emitting first. */
    async co2ByRoute(s: ReportScope, limit?: number) {
      let q = base(db, s)
        .where('b.status', '=', 'booked')
        .where('f.co2_g', 'is not', null)
        .select(['f.origin', 'f.destination', sql<number>`count(*)`.as('flights'), sql<number>`sum(f.co2_g)`.as('grams'), sql<number>`sum(f.distance_km)`.as('km')])
        .groupBy(['f.origin', 'f.destination'])
        .orderBy(sql`sum(f.co2_g)`, 'desc')
        .orderBy('f.origin')
        .orderBy('f.destination');
      if (limit !== undefined) q = q.limit(limit);
      const rows = await q.execute();
      return rows.map((r) => ({ origin: r.origin ?? '', destination: r.destination ?? '', flights: num(r.flights), grams: num(r.grams), km: num(r.km) }));
    },

    /**
     * The raw bookings of the scope, oldest first, a page of {@link EXPORT_PAGE_ROWS} after the keyset `after`
     * (created_at, reference of the last row read).
     */
    async bookingsPage(s: ReportScope, after: { createdAt: string; reference: string } | null) {
      let q = base(db, s)
        .leftJoin('accounts as a', 'a.id', 'p.account_id')
        .leftJoin('business_groups as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.company_id', '=', 'c.company_id'))
        .leftJoin('company_offices as o', (j) => j.onRef('o.id', '=', 'p.office_id').onRef('o.company_id', '=', 'c.company_id'))
        .innerJoin('trip_events as te', 'te.id', 'b.trip_event_id')
        .select([
          'c.reference', 'c.created_at', 'c.vertical', 'c.in_policy', 'c.reason_code', 'c.reason_text', 'a.name as travelerName', 'a.email as travelerEmail',
          'g.name as groupName', 'o.name as officeName', 'te.title', 'te.start_date', 'te.end_date', 'b.status', 'b.price_amount_minor', 'b.price_currency',
          'b.refund_amount_minor', 'b.refund_status', 'f.lead_days', 'f.cabin', 'f.origin', 'f.destination', 'f.distance_km', 'f.co2_g', 'f.cheapest_amount_minor',
          sql<number | null>`${factor}`.as('factor'),
        ])
        .orderBy('c.created_at')
        .orderBy('c.reference')
        .limit(EXPORT_PAGE_ROWS);
      if (after) {
        q = q.where((eb) => eb.or([eb('c.created_at', '>', after.createdAt), eb.and([eb('c.created_at', '=', after.createdAt), eb('c.reference', '>', after.reference)])]));
      }
      return q.execute();
    },
  };
}

/** What {@link reportQueries} returns. */
export type ReportQueries = ReturnType<typeof reportQueries>;

/** The company's travelers (with a business profile), groups and offices, for the filters. */
export async function filterOptions(db: Kysely<Database>, companyId: string) {
  const [travelers, groups, offices] = await Promise.all([
    db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select(['p.id', 'a.name', 'a.email'])
      .where('p.company_id', '=', companyId).orderBy('a.name').orderBy('a.email').execute(),
    db.selectFrom('business_groups').select(['id', 'name']).where('company_id', '=', companyId).orderBy('name').execute(),
    db.selectFrom('company_offices').select(['id', 'name']).where('company_id', '=', companyId).orderBy('name').execute(),
  ]);
  return {
    travelers: travelers.map((t) => ({ profileId: t.id, name: t.name ?? t.email })),
    groups: groups.map((g) => ({ id: Number(g.id), name: g.name })),
    offices: offices.map((o) => ({ id: Number(o.id), name: o.name })),
  };
}
