/**
 * The traveler's side of booking for others (issue #25 "Only the four book-for permissions ... each with its meaning
 * (explicit list of travelers, everyone who allows it, everyone)"; core-and-business §6; account-business-header-and-
 * trips §4 booking for another traveler): who may book for me, and the bookings an arranger made for a requester.
 *
 * Readings:
 * - **who may book for me** is the signed-in traveler's OWN setting (the actor's profile, never the traveler being
 *   booked for): the arrangers they name (`business_profile_arrangers`, read by policy `trip.bookFor` for holders of
 *   TRIP_EVENT_BOOK_FOR_EXPLICIT) and the switch "let any travel arranger book for me" (`business_profiles.
 *   allows_any_arranger`, read for holders of TRIP_EVENT_BOOK_FOR_ALL_ALLOWING). A PUT replaces the whole setting in one
 *   transaction with its audit entry (`bookingFor.arrangers`). The change takes effect on the next request: the
 *   booking-for hook re-asks the policy on every request (booking-for.ts `resolve`).
 * - **who may be named**: active members of the caller's company (enabled account) whose role holds one of the four
 *   book-for permissions, exactly the people findUsers' mode `potentialTravelArrangers` returns (the frame's picker
 *   searches with it). Naming a holder of only _OTHER/_ALL is harmless (they book by their own rule). Not oneself,
 *   not a guest. An email not matching such a person: 400 VALIDATION_ERROR on `arrangerEmails` (another company's
 *   people included, so the answer does not tell whether the email exists elsewhere).
 * - **guests** cannot be booked for by an arranger's explicit or all-allowing rule (policy `trip.bookFor`), so the
 *   setting is refused to guest profiles (403 FORBIDDEN).
 * - **arranged bookings** (fulfilling a book-on-behalf request): the requester's bookings (their trips) that the
 *   calling arranger made (`booked_by_profile_id`, migration 0023), through the booking module's service
 *   (`listForAccountBookedBy`), still booked and not fulfilling a request already, newest first. Another company's
 *   request id answers 404.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  BOOK_FOR_PERMISSIONS, type ArrangedBooking, type BusinessActor, type MyArrangers, type PutMyArrangersRequest,
} from '@travel/contract';
import type { Booking } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { findBookOnBehalf } from './approvals-repository.ts';
import { recordAudit } from './audit-log.ts';
import { builtInRolesHolding } from './user-search.ts';

type Db = Kysely<Database>;

/** The booking module's port this file needs: an account's bookings that one business profile made for them. */
export interface ArrangedBookingsPort {
  listForAccountBookedBy(accountId: string, bookedByProfileId: string): Promise<Booking[]>;
}

/** The people query (profile + account + role) of one company, active members with enabled accounts. */
function membersQuery(db: Db, companyId: string) {
  return db.selectFrom('business_profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
    .select(['p.id as profile_id', 'a.email', 'a.name', 'r.name as role_name', 'r.builtin_role', 'r.permissions_json'])
    .where('p.company_id', '=', companyId)
    .where('p.kind', '=', 'member')
    .where('p.status', '=', 'active')
    .where('a.disabled', '=', 0);
}

/** Whether a role row holds one of the four book-for permissions (built-in by the contract's table, custom by its JSON list). */
function holdsBookFor(row: { builtin_role: string | null; permissions_json: string | null }): boolean {
  if (row.builtin_role !== null) return builtInRolesHolding(BOOK_FOR_PERMISSIONS).includes(row.builtin_role);
  let list: unknown;
  try {
    list = JSON.parse(row.permissions_json ?? '[]');
  } catch {
    return false;
  }
  return Array.isArray(list) && BOOK_FOR_PERMISSIONS.some((p) => list.includes(p));
}

/** The caller's profile must be a member (see the module docstring). @throws AppError 403 FORBIDDEN for a guest */
async function requireMember(db: Db, actor: BusinessActor): Promise<{ allows_any_arranger: number }> {
  const self = await db.selectFrom('business_profiles').select(['kind', 'allows_any_arranger'])
    .where('company_id', '=', actor.companyId).where('id', '=', actor.profileId).executeTakeFirst();
  if (!self) throw new AppError(404, 'NOT_FOUND', 'No business profile');
  if (self.kind !== 'member') throw new AppError(403, 'FORBIDDEN', 'Guests are booked for by their sponsor\'s company rules');
  return self;
}

/**
 * The caller's own setting.
 * @returns the named arrangers (ordered by email) and the all-allowing switch
 * @throws AppError 403 FORBIDDEN for a guest profile
 */
export async function myArrangers(db: Db, actor: BusinessActor): Promise<MyArrangers> {
  const self = await requireMember(db, actor);
  const rows = await db.selectFrom('business_profile_arrangers as pa')
    .innerJoin('business_profiles as p', (j) => j.onRef('p.id', '=', 'pa.arranger_profile_id').onRef('p.company_id', '=', 'pa.company_id'))
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
    .select(['p.id as profile_id', 'a.email', 'a.name', 'r.name as role_name'])
    .where('pa.company_id', '=', actor.companyId)
    .where('pa.traveler_profile_id', '=', actor.profileId)
    .orderBy('a.email')
    .execute();
  return {
    allowsAnyArranger: Number(self.allows_any_arranger) === 1,
    arrangers: rows.map((r) => ({ profileId: r.profile_id, name: r.name?.trim() || r.email, email: r.email, roleName: r.role_name })),
  };
}

/**
 * Replaces the caller's own setting (one transaction, with its audit entry).
 * @param body the whole new setting (emails case-insensitive; duplicates count once)
 * @returns the setting as stored
 * @throws AppError 400 VALIDATION_ERROR `arrangerEmails` (oneself, or not an active member of the company holding a
 *   book-for permission), 403 FORBIDDEN for a guest profile
 */
export async function putMyArrangers(db: Db, actor: BusinessActor, body: PutMyArrangersRequest, nowIso: string): Promise<MyArrangers> {
  await requireMember(db, actor);
  const emails = [...new Set(body.arrangerEmails.map((e) => e.trim().toLowerCase()))];
  const people = emails.length === 0 ? [] : await membersQuery(db, actor.companyId).where(sql`lower(a.email)`, 'in', emails).execute();
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
  for (const email of emails) {
    const person = byEmail.get(email);
    if (!person || !holdsBookFor(person)) throw new AppError(400, 'VALIDATION_ERROR', `${email} cannot book for others in your company`, 'arrangerEmails');
    if (person.profile_id === actor.profileId) throw new AppError(400, 'VALIDATION_ERROR', 'You cannot name yourself', 'arrangerEmails');
  }
  const ids = emails.map((e) => byEmail.get(e)!.profile_id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('business_profile_arrangers').where('company_id', '=', actor.companyId).where('traveler_profile_id', '=', actor.profileId).execute();
    if (ids.length > 0) {
      await trx.insertInto('business_profile_arrangers')
        .values(ids.map((id) => ({ company_id: actor.companyId, traveler_profile_id: actor.profileId, arranger_profile_id: id, created_at: nowIso })))
        .execute();
    }
    await trx.updateTable('business_profiles').set({ allows_any_arranger: body.allowsAnyArranger ? 1 : 0, updated_at: nowIso })
      .where('company_id', '=', actor.companyId).where('id', '=', actor.profileId).execute();
    await recordAudit(trx, {
      companyId: actor.companyId, actor: { profileId: actor.profileId, accountId: actor.accountId }, onBehalfProfileId: null,
      action: 'bookingFor.arrangers', subjectType: 'profile', subjectId: actor.profileId,
      details: { arrangerProfileIds: ids, allowsAnyArranger: body.allowsAnyArranger }, at: nowIso,
    });
  });
  return myArrangers(db, actor);
}

/**
 * The requester's bookings that the calling arranger made (see the module docstring), newest first.
 * @param requestId a book-on-behalf request of the caller's company
 * @throws AppError 404 NOT_FOUND for an unknown id or another company's
 */
export async function arrangedBookings(db: Db, bookings: ArrangedBookingsPort, actor: BusinessActor, requestId: string): Promise<ArrangedBooking[]> {
  const request = await findBookOnBehalf(db, actor.companyId, requestId);
  if (!request) throw new AppError(404, 'NOT_FOUND', 'No such request');
  const requester = await db.selectFrom('business_profiles').select('account_id')
    .where('company_id', '=', actor.companyId).where('id', '=', request.requester_profile_id).executeTakeFirst();
  if (!requester) return [];
  const made = (await bookings.listForAccountBookedBy(requester.account_id, actor.profileId)).filter((b) => b.status === 'booked');
  // A booking that fulfils a request already cannot fulfil another (migration 0027): not offered.
  const used = made.length === 0 ? new Set<string>() : new Set((await db.selectFrom('business_book_on_behalf_requests').select('booking_reference')
    .where('company_id', '=', actor.companyId).where('booking_reference', 'in', made.map((b) => b.reference)).execute()).map((r) => r.booking_reference));
  return made.filter((b) => !used.has(b.reference)).map((b) => ({
    reference: b.reference, vertical: b.vertical, title: b.offer.title, subtitle: b.offer.subtitle, startDate: b.offer.startDate, endDate: b.offer.endDate,
    status: b.status, price: b.price, createdAt: b.createdAt,
  }));
}
