/**
 * The traveler tracker, the trips dashboard and the company travel activity feed (issue #26 part 3; contract
 * business-travel.ts for the shapes and the traveler-visibility rules; core-and-business §3 traveler visibility, §6
 * `/business/traveler-tracker`, TRAVEL_TRACKER, COMPANY_TRAVEL_ACTIVITY, TRIPS_DASHBOARD).
 *
 * Every query reads the stays index (./travel-stays-index.ts, brought up to date first), joins `bookings.status =
 * 'booked'` (a cancelled booking drops out at once) and is scoped by the actor's company id: another company's
 * bookings can never appear. Filtering, paging (`count(*) over ()`), the map's places and the distinct counts run in
 * SQL on SQLite and PostgreSQL alike; nothing loads every booking into memory.
 */
import { sql, type Kysely } from 'kysely';
import {
  ACTIVITY_FEED_MAX_ITEMS, TRACKER_CSV_MAX_ROWS, TRACKER_DEFAULT_WINDOW_DAYS, TRACKER_MAX_MAP_PLACES, TRACKER_MAX_WINDOW_DAYS, colleagueActivityVisible,
  stayTiming, travelDetailsVisible, type BookingMode, type BusinessActor, type DashboardTrip, type TrackerStay, type TravelActivityItem,
  type TravelActivityReply, type TravelerTrackerQuery, type TravelerTrackerReply, type TripsDashboardQuery, type TripsDashboardReply, type Vertical,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { validationError } from '../../errors.ts';
import { foldText } from '../../inventory/reference-data.ts';
import { jsonObject } from './json-column.ts';
import { indexCompanyStays, type StayPlaceLookup } from './travel-stays-index.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** The service's dependencies: the database, the clock (epoch ms) and the place lookup for car desks. */
export interface TravelTrackerDeps {
  db: Kysely<Database>;
  places: StayPlaceLookup;
  now?: () => number;
}

/** The tracker's filters after defaults: the inclusive window and the optional place/group filters. */
interface TrackerFilters {
  from: string;
  to: string;
  country?: string | undefined;
  cityKey?: string | undefined;
  groupId?: number | undefined;
}

/** A CSV row of the tracker export (see travel-tracker-csv.ts). */
export type TrackerExportRow = TrackerStay;

/** The service (see the module docstring). */
export interface TravelTrackerService {
  /** @throws AppError 400 VALIDATION_ERROR `to` when the window is longer than TRACKER_MAX_WINDOW_DAYS */
  tracker(actor: BusinessActor, query: TravelerTrackerQuery): Promise<TravelerTrackerReply>;
  /** Every matching stay (up to TRACKER_CSV_MAX_ROWS), for the CSV export; the same filters and rules as {@link tracker}. */
  trackerExport(actor: BusinessActor, query: Omit<TravelerTrackerQuery, 'limit' | 'offset'>): Promise<{ rows: TrackerStay[]; from: string; to: string }>;
  tripsDashboard(actor: BusinessActor, query: TripsDashboardQuery): Promise<TripsDashboardReply>;
  activity(actor: BusinessActor): Promise<TravelActivityReply>;
}

interface StayRow {
  reference: string;
  seq: number;
  traveler_profile_id: string;
  vertical: Vertical;
  city: string;
  country_code: string;
  latitude: number;
  longitude: number;
  start_date: string;
  end_date: string;
  title: string;
  subtitle: string;
  name: string | null;
  email: string;
  group_name: string | null;
}

/** Builds the service. */
export function createTravelTrackerService(deps: TravelTrackerDeps): TravelTrackerService {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  async function visibilityOf(companyId: string): Promise<BookingMode> {
    const row = await db.selectFrom('companies').select('settings_json').where('id', '=', companyId).executeTakeFirst();
    const v = row ? jsonObject(row.settings_json).travelerVisibility : undefined;
    return v === 'TRAVELER_OR_TRAVEL_MANAGER' ? 'TRAVELER_OR_TRAVEL_MANAGER' : 'TRAVELER_ONLY';
  }

  async function prepare(companyId: string): Promise<{ today: string; visibility: BookingMode }> {
    const at = now();
    await indexCompanyStays(db, companyId, deps.places, new Date(at).toISOString());
    return { today: isoDay(at), visibility: await visibilityOf(companyId) };
  }

  function filtersOf(query: Omit<TravelerTrackerQuery, 'limit' | 'offset'>, today: string): TrackerFilters {
    const from = query.from ?? (query.to && query.to < today ? query.to : today);
    const to = query.to ?? (query.from && query.from > addDays(today, TRACKER_DEFAULT_WINDOW_DAYS) ? query.from : addDays(from, TRACKER_DEFAULT_WINDOW_DAYS));
    if (to < from) throw validationError('to', 'The end date must not be before the start date');
    if (Date.parse(to) - Date.parse(from) > TRACKER_MAX_WINDOW_DAYS * DAY_MS) throw validationError('to', `Ask for at most ${TRACKER_MAX_WINDOW_DAYS} days at a time`);
    return { from, to, country: query.country, cityKey: query.city ? foldText(query.city.trim()) : undefined, groupId: query.groupId };
  }

  /** The company's booked stays in the window, with their traveler; `withPlace` false leaves out the place and group filters. */
  function staysQuery(companyId: string, f: TrackerFilters, withPlace = true) {
    let q = db
      .selectFrom('business_travel_stays as s')
      .innerJoin('bookings as b', 'b.reference', 's.reference')
      .innerJoin('business_profiles as p', (j) => j.onRef('p.id', '=', 's.traveler_profile_id').onRef('p.company_id', '=', 's.company_id'))
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .leftJoin('business_groups as g', 'g.id', 'p.group_id')
      .where('s.company_id', '=', companyId)
      .where('b.status', '=', 'booked')
      .where('s.city_key', '<>', '')
      .where('s.start_date', '<=', f.to)
      .where('s.end_date', '>=', f.from);
    if (withPlace) {
      if (f.country) q = q.where('s.country_code', '=', f.country);
      if (f.cityKey) q = q.where('s.city_key', '=', f.cityKey);
      if (f.groupId !== undefined) q = q.where('p.group_id', '=', f.groupId);
    }
    return q;
  }

  const STAY_COLUMNS = [
    's.reference', 's.seq', 's.traveler_profile_id', 's.vertical', 's.city', 's.country_code', 's.latitude', 's.longitude', 's.start_date', 's.end_date', 's.title',
    's.subtitle', 'a.name', 'a.email', 'g.name as group_name',
  ] as const;

  function toStay(r: StayRow, today: string, details: boolean): TrackerStay {
    return {
      id: `${r.reference}:${r.seq}`,
      traveler: { profileId: r.traveler_profile_id, name: r.name?.trim() || r.email, email: r.email, groupName: r.group_name },
      vertical: r.vertical, city: r.city, countryCode: r.country_code, latitude: Number(r.latitude), longitude: Number(r.longitude),
      startDate: r.start_date, endDate: r.end_date, timing: stayTiming(r.start_date, r.end_date, today),
      details: details ? { title: r.title, subtitle: r.subtitle, reference: r.reference } : null,
    };
  }

  return {
    async tracker(actor, query) {
      const { today, visibility } = await prepare(actor.companyId);
      const f = filtersOf(query, today);
      const details = travelDetailsVisible(visibility);
      const [page, counts, places, countries, groups] = await Promise.all([
        staysQuery(actor.companyId, f)
          .select([...STAY_COLUMNS, sql<number | string>`count(*) over ()`.as('total')])
          .orderBy('s.start_date').orderBy('s.end_date').orderBy('a.email').orderBy('s.reference').orderBy('s.seq')
          .limit(query.limit).offset(query.offset)
          .execute(),
        staysQuery(actor.companyId, f)
          .select((eb) => [eb.fn.countAll<number | string>().as('stays'), sql<number | string>`count(distinct s.traveler_profile_id)`.as('travelers')])
          .executeTakeFirst(),
        staysQuery(actor.companyId, f)
          .select([
            sql<string>`min(s.city)`.as('city'), 's.country_code', sql<number>`avg(s.latitude)`.as('latitude'), sql<number>`avg(s.longitude)`.as('longitude'),
            sql<number | string>`count(distinct s.traveler_profile_id)`.as('travelers'),
          ])
          .groupBy(['s.city_key', 's.country_code'])
          .orderBy(sql`count(distinct s.traveler_profile_id)`, 'desc').orderBy('s.city_key')
          .limit(TRACKER_MAX_MAP_PLACES)
          .execute(),
        staysQuery(actor.companyId, f, false).select('s.country_code').distinct().orderBy('s.country_code').execute(),
        db.selectFrom('business_groups').select(['id', 'name']).where('company_id', '=', actor.companyId).orderBy('name').execute(),
      ]);
      return {
        today, from: f.from, to: f.to,
        stays: page.map((r) => toStay(r, today, details)),
        total: Number(page[0]?.total ?? counts?.stays ?? 0),
        travelers: Number(counts?.travelers ?? 0),
        offset: query.offset, limit: query.limit,
        places: places.map((p) => ({ city: p.city, countryCode: p.country_code, latitude: Number(p.latitude), longitude: Number(p.longitude), travelers: Number(p.travelers) })),
        countries: countries.map((c) => c.country_code).filter((c) => c !== ''),
        groups: groups.map((g) => ({ id: Number(g.id), name: g.name })),
        detailsVisible: details,
      };
    },

    async trackerExport(actor, query) {
      const { today, visibility } = await prepare(actor.companyId);
      const f = filtersOf(query, today);
      const rows = await staysQuery(actor.companyId, f)
        .select(STAY_COLUMNS)
        .orderBy('s.start_date').orderBy('s.end_date').orderBy('a.email').orderBy('s.reference').orderBy('s.seq')
        .limit(TRACKER_CSV_MAX_ROWS)
        .execute();
      return { rows: rows.map((r) => toStay(r, today, travelDetailsVisible(visibility))), from: f.from, to: f.to };
    },

    async tripsDashboard(actor, query) {
      const { today, visibility } = await prepare(actor.companyId);
      const details = travelDetailsVisible(visibility);
      const trips = await db
        .selectFrom('business_travel_stays as s')
        .innerJoin('bookings as b', 'b.reference', 's.reference')
        .innerJoin('business_profiles as p', (j) => j.onRef('p.id', '=', 's.traveler_profile_id').onRef('p.company_id', '=', 's.company_id'))
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .leftJoin('business_groups as g', 'g.id', 'p.group_id')
        .where('s.company_id', '=', actor.companyId)
        .where('b.status', '=', 'booked')
        .where('s.city_key', '<>', '')
        .groupBy(['s.trip_id', 's.traveler_profile_id', 'a.name', 'a.email', 'g.name'])
        .having(sql`max(s.end_date)`, '>=', today)
        .select([
          's.trip_id', 's.traveler_profile_id', 'a.name', 'a.email', 'g.name as group_name', sql<string>`min(s.start_date)`.as('start_date'),
          sql<string>`max(s.end_date)`.as('end_date'), sql<number | string>`count(distinct s.reference)`.as('bookings'), sql<number | string>`count(*) over ()`.as('total'),
        ])
        .orderBy(sql`min(s.start_date)`).orderBy('s.trip_id').orderBy('s.traveler_profile_id')
        .limit(query.limit).offset(query.offset)
        .execute();
      const ids = [...new Set(trips.map((t) => t.trip_id))];
      const stays = ids.length === 0 ? [] : await db
        .selectFrom('business_travel_stays as s')
        .innerJoin('bookings as b', 'b.reference', 's.reference')
        .where('s.company_id', '=', actor.companyId)
        .where('s.trip_id', 'in', ids)
        .where('b.status', '=', 'booked')
        .where('s.city_key', '<>', '')
        .select(['s.trip_id', 's.traveler_profile_id', 's.vertical', 's.city', 's.country_code', 's.start_date', 's.title', 's.reference', 's.seq'])
        .orderBy('s.start_date').orderBy('s.reference').orderBy('s.seq')
        .execute();
      const items: DashboardTrip[] = trips.map((t) => {
        const mine = stays.filter((s) => s.trip_id === t.trip_id && s.traveler_profile_id === t.traveler_profile_id);
        const first = mine[0];
        return {
          tripId: t.trip_id,
          traveler: { profileId: t.traveler_profile_id, name: t.name?.trim() || t.email, email: t.email, groupName: t.group_name },
          city: first?.city ?? '', countryCode: first?.country_code ?? '',
          startDate: t.start_date, endDate: t.end_date, timing: stayTiming(t.start_date, t.end_date, today),
          bookings: Number(t.bookings),
          verticals: [...new Set(mine.map((s) => s.vertical))],
          name: details ? (first?.title ?? null) : null,
        };
      });
      return { today, trips: items, total: Number(trips[0]?.total ?? (query.offset > 0 ? await countUpcomingTrips(actor.companyId, today) : 0)), offset: query.offset, limit: query.limit, detailsVisible: details };
    },

    async activity(actor) {
      const { today, visibility } = await prepare(actor.companyId);
      const me = actor.profileId;
      const own = await db
        .selectFrom('business_travel_stays as m')
        .innerJoin('bookings as b', 'b.reference', 'm.reference')
        .where('m.company_id', '=', actor.companyId).where('m.traveler_profile_id', '=', me).where('b.status', '=', 'booked')
        .where('m.city_key', '<>', '').where('m.end_date', '>=', today)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      const hasOwnTrips = Number(own?.n ?? 0) > 0;
      const shared = colleagueActivityVisible(visibility);
      if (!shared || !hasOwnTrips) return { shared, hasOwnTrips, items: [] };
      const rows = await db
        .selectFrom('business_travel_stays as m')
        .innerJoin('bookings as mb', 'mb.reference', 'm.reference')
        .innerJoin('business_travel_stays as o', (j) => j.onRef('o.company_id', '=', 'm.company_id').onRef('o.city_key', '=', 'm.city_key').onRef('o.country_code', '=', 'm.country_code'))
        .innerJoin('bookings as ob', 'ob.reference', 'o.reference')
        .innerJoin('business_profiles as p', (j) => j.onRef('p.id', '=', 'o.traveler_profile_id').onRef('p.company_id', '=', 'o.company_id'))
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .where('m.company_id', '=', actor.companyId)
        .where('m.traveler_profile_id', '=', me)
        .where('mb.status', '=', 'booked').where('ob.status', '=', 'booked')
        .where('m.city_key', '<>', '')
        .where('m.end_date', '>=', today).where('o.end_date', '>=', today)
        .where('o.traveler_profile_id', '<>', me)
        .where('p.kind', '=', 'member').where('p.status', '=', 'active')
        .select([
          'o.reference', 'o.seq', 'o.city', 'o.country_code', 'o.start_date', 'o.end_date', 'o.traveler_profile_id', 'a.name', 'a.email',
          'm.start_date as my_start', 'm.end_date as my_end',
        ])
        .orderBy('o.start_date').orderBy('o.reference').orderBy('o.seq').orderBy('m.start_date')
        .limit(ACTIVITY_FEED_MAX_ITEMS * 8)
        .execute();
      // One item per colleague stay: the user's own stay there that overlaps it, else the user's nearest one.
      const byStay = new Map<string, TravelActivityItem>();
      for (const r of rows) {
        const id = `${r.reference}:${r.seq}`;
        const overlaps = r.start_date <= r.my_end && r.end_date >= r.my_start;
        const known = byStay.get(id);
        if (known && (known.overlaps || !overlaps)) continue;
        byStay.set(id, {
          id, colleagueName: r.name?.trim() || r.email, city: r.city, countryCode: r.country_code, startDate: r.start_date, endDate: r.end_date,
          yourStartDate: r.my_start, yourEndDate: r.my_end, overlaps,
        });
      }
      return { shared, hasOwnTrips, items: [...byStay.values()].slice(0, ACTIVITY_FEED_MAX_ITEMS) };
    },
  };

  /** The trips count when a page past the end comes back empty (count(*) over () has no row to ride on). */
  async function countUpcomingTrips(companyId: string, today: string): Promise<number> {
    const inner = db
      .selectFrom('business_travel_stays as s')
      .innerJoin('bookings as b', 'b.reference', 's.reference')
      .where('s.company_id', '=', companyId).where('b.status', '=', 'booked').where('s.city_key', '<>', '')
      .groupBy(['s.trip_id', 's.traveler_profile_id'])
      .having(sql`max(s.end_date)`, '>=', today)
      .select('s.trip_id');
    const row = await db.selectFrom(inner.as('t')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
