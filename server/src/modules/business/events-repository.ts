/**
 * Queries of the event hub (issue #26; tables of migration 0031: `business_events`, `business_event_invitees`,
 * `business_event_bookings`). Every query takes the company id: an id of another company's event finds nothing (the
 * service answers 404). Lists page and count in SQL (`count(*) over ()`).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BusinessEventRow } from '../../db/business-event-tables.ts';

type Db = Kysely<Database>;

/** An event row with its organiser's name and email (the account's name; the email when it has none). */
export interface EventWithOrganiser extends BusinessEventRow {
  organiser_name: string | null;
  organiser_email: string;
  invitee_count: number;
}

/** An invitee: profile, account, name (null without one) and email. */
export interface InviteeRow {
  profileId: string;
  accountId: string;
  name: string | null;
  email: string;
}

function eventsWithOrganiser(db: Db, companyId: string) {
  return db.selectFrom('business_events as e')
    .innerJoin('business_profiles as p', (j) => j.onRef('p.id', '=', 'e.organiser_profile_id').onRef('p.company_id', '=', 'e.company_id'))
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .selectAll('e')
    .select(['a.name as organiser_name', 'a.email as organiser_email'])
    .select((eb) => eb.selectFrom('business_event_invitees as i').whereRef('i.event_id', '=', 'e.id').select(sql<number | string>`count(*)`.as('n')).as('invitee_count'))
    .where('e.company_id', '=', companyId);
}

const withCount = <T extends { invitee_count: unknown }>(row: T): T & { invitee_count: number } => ({ ...row, invitee_count: Number(row.invitee_count ?? 0) });

/** One event of the company with its organiser, or undefined. */
export async function findEvent(db: Db, companyId: string, eventId: string): Promise<EventWithOrganiser | undefined> {
  const row = await eventsWithOrganiser(db, companyId).where('e.id', '=', eventId).executeTakeFirst();
  return row ? withCount(row) : undefined;
}

/**
 * One page of the company's events: `upcoming` (ending on or after `today`, soonest first) or `past` (latest first);
 * only `organiserProfileId`'s when given.
 * @returns the rows and the total matching
 */
export async function listEvents(db: Db, companyId: string, q: { when: 'upcoming' | 'past'; today: string; organiserProfileId?: string | undefined; offset: number; limit: number }): Promise<{ rows: EventWithOrganiser[]; total: number }> {
  let query = eventsWithOrganiser(db, companyId).select(sql<number | string>`count(*) over ()`.as('total'));
  query = q.when === 'upcoming' ? query.where('e.end_date', '>=', q.today) : query.where('e.end_date', '<', q.today);
  if (q.organiserProfileId !== undefined) query = query.where('e.organiser_profile_id', '=', q.organiserProfileId);
  query = q.when === 'upcoming'
    ? query.orderBy('e.start_date', 'asc').orderBy('e.end_date', 'asc')
    : query.orderBy('e.end_date', 'desc').orderBy('e.start_date', 'desc');
  const rows = await query.orderBy('e.id').offset(q.offset).limit(q.limit).execute();
  return { rows: rows.map(withCount), total: Number(rows[0]?.total ?? 0) };
}

/** Inserts an event row. */
export async function insertEvent(db: Db, row: BusinessEventRow): Promise<void> {
  await db.insertInto('business_events').values(row).execute();
}

/** Updates an event's fields. @returns whether a row of the company changed */
export async function updateEvent(db: Db, companyId: string, eventId: string, fields: Pick<BusinessEventRow, 'name' | 'description' | 'city_id' | 'city_name' | 'country_code' | 'start_date' | 'end_date' | 'updated_at'>): Promise<boolean> {
  const r = await db.updateTable('business_events').set(fields).where('company_id', '=', companyId).where('id', '=', eventId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes an event (its invitees and booking links cascade; the bookings themselves stay). @returns whether it existed */
export async function deleteEvent(db: Db, companyId: string, eventId: string): Promise<boolean> {
  await db.deleteFrom('business_event_bookings').where('company_id', '=', companyId).where('event_id', '=', eventId).execute();
  await db.deleteFrom('business_event_invitees').where('company_id', '=', companyId).where('event_id', '=', eventId).execute();
  const r = await db.deleteFrom('business_events').where('company_id', '=', companyId).where('id', '=', eventId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The invitees of an event, by name then email. */
export async function inviteesOf(db: Db, companyId: string, eventId: string): Promise<InviteeRow[]> {
  const rows = await db.selectFrom('business_event_invitees as i')
    .innerJoin('business_profiles as p', (j) => j.onRef('p.id', '=', 'i.profile_id').onRef('p.company_id', '=', 'i.company_id'))
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['i.profile_id', 'p.account_id', 'a.name', 'a.email'])
    .where('i.company_id', '=', companyId)
    .where('i.event_id', '=', eventId)
    .orderBy(sql`lower(coalesce(a.name, a.email))`)
    .orderBy('a.email')
    .execute();
  return rows.map((r) => ({ profileId: r.profile_id, accountId: r.account_id, name: r.name, email: r.email }));
}

/** Replaces an event's invitees with `profileIds` (kept rows keep their invitation time). */
export async function replaceInvitees(db: Db, companyId: string, eventId: string, profileIds: readonly string[], at: string): Promise<void> {
  let del = db.deleteFrom('business_event_invitees').where('company_id', '=', companyId).where('event_id', '=', eventId);
  if (profileIds.length > 0) del = del.where('profile_id', 'not in', [...profileIds]);
  await del.execute();
  if (profileIds.length === 0) return;
  await db.insertInto('business_event_invitees')
    .values(profileIds.map((profileId) => ({ event_id: eventId, company_id: companyId, profile_id: profileId, invited_at: at })))
    .onConflict((oc) => oc.columns(['event_id', 'profile_id']).doNothing())
    .execute();
}

/**
 * The company's profiles that may be invited, of these emails (case-insensitive): active, enabled accounts, guests whose
 * access has not ended. @returns lower-cased email -> profile id
 */
export async function invitableProfilesByEmail(db: Db, companyId: string, emails: readonly string[], nowIso: string): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db.selectFrom('business_profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'a.email'])
    .where('p.company_id', '=', companyId)
    .where('p.status', '=', 'active')
    .where('a.disabled', '=', 0)
    .where((eb) => eb.or([eb('p.guest_expires_at', 'is', null), eb('p.guest_expires_at', '>', nowIso)]))
    .where(sql`lower(a.email)`, 'in', emails.map((e) => e.toLowerCase()))
    .execute();
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
}

/** The upcoming events (ending on or after `today`) `profileId` is invited to, soonest first. */
export async function eventsOfInvitee(db: Db, companyId: string, profileId: string, today: string, limit: number): Promise<EventWithOrganiser[]> {
  const rows = await eventsWithOrganiser(db, companyId)
    .where('e.end_date', '>=', today)
    .where((eb) => eb.exists(eb.selectFrom('business_event_invitees as mine').select('mine.event_id').whereRef('mine.event_id', '=', 'e.id').where('mine.profile_id', '=', profileId)))
    .orderBy('e.start_date').orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map(withCount);
}

/** Whether `profileId` is invited to the event. */
export async function isInvited(db: Db, companyId: string, eventId: string, profileId: string): Promise<boolean> {
  const row = await db.selectFrom('business_event_invitees').select('profile_id')
    .where('company_id', '=', companyId).where('event_id', '=', eventId).where('profile_id', '=', profileId).executeTakeFirst();
  return row !== undefined;
}

/** Links a booking to the event it was started from (a second link of the same booking is ignored). */
export async function insertEventBooking(db: Db, row: { booking_reference: string; event_id: string; company_id: string; profile_id: string; trip_event_id: number; created_at: string }): Promise<void> {
  await db.insertInto('business_event_bookings').values(row).onConflict((oc) => oc.column('booking_reference').doNothing()).execute();
}

/** The bookings started from an event: reference, traveler profile, trip event. */
export async function bookingsOfEvent(db: Db, companyId: string, eventId: string): Promise<{ reference: string; profileId: string; tripEventId: number }[]> {
  const rows = await db.selectFrom('business_event_bookings').select(['booking_reference', 'profile_id', 'trip_event_id'])
    .where('company_id', '=', companyId).where('event_id', '=', eventId).execute();
  return rows.map((r) => ({ reference: r.booking_reference, profileId: r.profile_id, tripEventId: Number(r.trip_event_id) }));
}
