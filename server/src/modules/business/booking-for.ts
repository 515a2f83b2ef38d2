/**
 * Booking for another traveler (issue #25; account-business-header-and-trips §4 "Booking for another traveler", §7
 * POST /me/v1/traveler/select {email}, /me/v1/guest/select {email}, /me/v1/traveler/unselect; §8 select and unselect
 * failures; core-and-business §6 "Booking for others requires one of: book for other, explicit, all allowing, all").
 *
 * Readings:
 * - **who may book for whom** is the contract's policy `trip.bookFor` (business-policies.ts) over the traveler's row:
 *   TRIP_EVENT_BOOK_FOR_ALL anyone of the company; _FOR_OTHER the caller's direct reports (manager_profile_id);
 *   _EXPLICIT travelers who named the caller (`business_profile_arrangers`, migration 0023); _ALL_ALLOWING travelers
 *   who allow any arranger (`business_profiles.allows_any_arranger`); a guest only with TRIP_EVENT_BOOK_FOR_GUEST (or
 *   _FOR_ALL). traveler/select takes members, guest/select guests (the other kind answers 400 VALIDATION_ERROR on
 *   `email`, so the frame calls the right one); oneself 400; an email with no active profile in the caller's company
 *   (another company's people included) 404 NOT_FOUND; a traveler the policy refuses 403 FORBIDDEN.
 * - **where it lives**: one row per session in `business_booking_for` (several server processes share it). Selecting
 *   again replaces the traveler; unselect deletes the row (idempotent: unselect while booking for oneself answers the
 *   same state); signing out replaces the session, so the selection ends with it.
 * - **every request re-checks it** ({@link BookingForService.resolve}, run by the hook after impersonation): for a
 *   caller holding a book-for permission, the session's row (if it is this account's) is loaded with the traveler's
 *   profile and the policy asked again; a traveler who was deactivated, whose guest access expired, who left the
 *   company, or whom the caller may no longer book for (their role changed, the traveler withdrew the arranger) ends the
 *   selection (row deleted). A caller who lost every book-for permission is not checked at all: the row is ignored (the
 *   principal carries no traveler) and deleted by the next select/unselect.
 * - **what it changes**: the principal carries `bookingFor` (the traveler), the business actor `onBehalfOf` (mode
 *   book), the auth state currentlyBookingForOther/currentTraveler/currentTravelerInfoState; a booking made meanwhile
 *   belongs to the traveler's account (their trips) and records the booker (bookings.booked_by_*; booking module).
 *
 * Cost: only callers holding a book-for permission pay one more query per request (the session's row with its
 * traveler, one SELECT); everyone else keeps the principal loader's one query.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  BOOK_FOR_PERMISSIONS, policy, type BookingForState, type BusinessActor, type ProfileResource,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { BookingForTarget, BusinessPrincipal, Principal } from '../access/principal.ts';
import { recordAudit } from './audit-log.ts';

type Db = Kysely<Database>;

/** Permissions that make a caller's session selection worth loading (the four, plus guests). */
const SELECTION_PERMISSIONS = [...BOOK_FOR_PERMISSIONS, 'TRIP_EVENT_BOOK_FOR_GUEST'] as const;

/** A traveler's row with what `trip.bookFor` needs (one company). */
interface TravelerRow {
  profile_id: string;
  company_id: string;
  account_id: string;
  email: string;
  account_name: string | null;
  role_name: string;
  kind: 'member' | 'guest';
  status: 'active' | 'deactivated';
  guest_expires_at: string | null;
  disabled: number;
  manager_profile_id: string | null;
  approver_profile_id: string | null;
  sponsor_profile_id: string | null;
  allows_any_arranger: number;
  /** The traveler's group (the scope of their travel policy). */
  group_id: number | null;
}

/** The traveler query (profile + account + role), scoped by company. */
function travelerQuery(db: Db, companyId: string) {
  return db.selectFrom('business_profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
    .select([
      'p.id as profile_id', 'p.company_id', 'a.id as account_id', 'a.email', 'a.name as account_name', 'r.name as role_name', 'p.kind', 'p.status',
      'p.guest_expires_at', 'a.disabled', 'p.manager_profile_id', 'p.approver_profile_id', 'p.sponsor_profile_id', 'p.allows_any_arranger', 'p.group_id',
    ])
    .where('p.company_id', '=', companyId);
}

/** Whether the traveler's profile is usable now (active, enabled account, guest not expired). */
function live(row: TravelerRow, nowIso: string): boolean {
  return row.status === 'active' && Number(row.disabled) === 0 && (row.guest_expires_at === null || row.guest_expires_at > nowIso);
}

/** The arrangers a traveler named (TRIP_EVENT_BOOK_FOR_EXPLICIT). */
async function arrangersOf(db: Db, companyId: string, travelerProfileId: string): Promise<string[]> {
  const rows = await db.selectFrom('business_profile_arrangers').select('arranger_profile_id')
    .where('company_id', '=', companyId).where('traveler_profile_id', '=', travelerProfileId).execute();
  return rows.map((r) => r.arranger_profile_id);
}

/** The policy's view of a traveler row. */
function resourceOf(row: TravelerRow, arrangerProfileIds: readonly string[]): ProfileResource {
  return {
    profileId: row.profile_id, companyId: row.company_id, managerProfileId: row.manager_profile_id, approverProfileId: row.approver_profile_id,
    arrangerProfileIds, allowsAnyArranger: Number(row.allows_any_arranger) === 1, guest: row.kind === 'guest', sponsorProfileId: row.sponsor_profile_id,
  };
}

/** The principal's traveler of a row. */
function targetOf(row: TravelerRow): BookingForTarget {
  return Object.freeze({
    profileId: row.profile_id, accountId: row.account_id, email: row.email, accountName: row.account_name ?? row.email, roleName: row.role_name,
    guest: row.kind === 'guest', groupId: row.group_id,
  });
}

/** The reply/auth-state shape of a principal's traveler (null: booking for oneself). */
export function bookingForStateOf(target: BookingForTarget | undefined | null): BookingForState {
  if (!target) return { currentlyBookingForOther: false, traveler: null };
  return {
    currentlyBookingForOther: true,
    traveler: { email: target.email, accountName: target.accountName, userImgUrl: null, role: { roleName: target.roleName }, guest: target.guest },
  };
}

/** The caller of select/unselect: the signed-in account, its business profile, its session. */
export interface BookingForCaller {
  accountId: string;
  business: BusinessPrincipal;
  actor: BusinessActor;
  sessionId: string;
}

export interface BookingForService {
  /**
   * Starts booking for the active profile of the caller's company whose account email is `email` (case-insensitive).
   * @param kind `member` (traveler/select) or `guest` (guest/select)
   * @returns the new state (the traveler)
   * @throws AppError 400 VALIDATION_ERROR `email` (oneself, or the other kind's call), 404 NOT_FOUND (nobody active of
   *   the company with that email), 403 FORBIDDEN (policy `trip.bookFor` refuses)
   */
  select(caller: BookingForCaller, email: string, kind: 'member' | 'guest'): Promise<BookingForState>;
  /** Ends booking for another traveler on the caller's session (idempotent). @returns the state: booking for oneself */
  unselect(caller: BookingForCaller): Promise<BookingForState>;
  /**
   * The principal of a request: `principal` with `bookingFor` when its session books for a traveler the caller may
   * still book for; ends a selection that no longer passes (see the module docstring).
   */
  resolve(principal: Principal, sessionId: string | null): Promise<Principal>;
}

/** Creates the service. @param deps.db database; deps.now clock, epoch ms */
export function createBookingForService(deps: { db: Db; now?: () => number }): BookingForService {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();

  return {
    async select(caller, email, kind) {
      const b = caller.business;
      const row = await travelerQuery(db, b.companyId).where(sql`lower(a.email)`, '=', email.trim().toLowerCase()).executeTakeFirst() as TravelerRow | undefined;
      const at = nowIso();
      if (!row || !live(row, at)) throw new AppError(404, 'NOT_FOUND', 'Nobody of your company has this email');
      if (row.profile_id === b.profileId) throw new AppError(400, 'VALIDATION_ERROR', 'You book for yourself by switching back to yourself', 'email');
      if (row.kind !== kind) {
        throw new AppError(400, 'VALIDATION_ERROR', kind === 'member' ? 'This person is a guest: choose them as a guest' : 'This person is not a guest', 'email');
      }
      const actor: BusinessActor = { ...caller.actor, onBehalfOf: undefined };
      const allowed = policy('trip.bookFor', actor, resourceOf(row, await arrangersOf(db, b.companyId, row.profile_id)));
      if (!allowed) throw new AppError(403, 'FORBIDDEN', row.kind === 'guest' ? 'Your role does not book for guests' : 'Your role does not book for this traveler');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('business_booking_for').where('session_id', '=', caller.sessionId).execute();
        await trx.insertInto('business_booking_for').values({
          session_id: caller.sessionId, company_id: b.companyId, account_id: caller.accountId, profile_id: b.profileId, traveler_profile_id: row.profile_id,
          created_at: at,
        }).execute();
        await recordAudit(trx, {
          companyId: b.companyId, actor, onBehalfProfileId: row.profile_id, action: 'bookingFor.select', subjectType: 'profile',
          subjectId: row.profile_id, details: { kind }, at,
        });
      });
      return bookingForStateOf(targetOf(row));
    },

    async unselect(caller) {
      await db.transaction().execute(async (trx) => {
        const ended = await trx.deleteFrom('business_booking_for').where('session_id', '=', caller.sessionId).where('company_id', '=', caller.business.companyId)
          .returning('traveler_profile_id').execute();
        for (const { traveler_profile_id } of ended) {
          await recordAudit(trx, {
            companyId: caller.business.companyId, actor: { ...caller.actor, onBehalfOf: undefined }, onBehalfProfileId: traveler_profile_id,
            action: 'bookingFor.unselect', subjectType: 'profile', subjectId: traveler_profile_id, at: nowIso(),
          });
        }
      });
      return bookingForStateOf(null);
    },

    async resolve(principal, sessionId) {
      if (sessionId === null || principal.kind !== 'account' || !principal.business || principal.impersonator) return principal;
      const self = principal.business;
      if (!SELECTION_PERMISSIONS.some((p) => self.permissions.includes(p))) return principal;
      const row = await db.selectFrom('business_booking_for as bf')
        .innerJoin('business_profiles as p', (j) => j.onRef('p.id', '=', 'bf.traveler_profile_id').onRef('p.company_id', '=', 'bf.company_id'))
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
        .select([
          'bf.account_id as arranger_account_id', 'bf.profile_id as arranger_profile_id',
          'p.id as profile_id', 'p.company_id', 'a.id as account_id', 'a.email', 'a.name as account_name', 'r.name as role_name', 'p.kind', 'p.status',
          'p.guest_expires_at', 'a.disabled', 'p.manager_profile_id', 'p.approver_profile_id', 'p.sponsor_profile_id', 'p.allows_any_arranger', 'p.group_id',
        ])
        .where('bf.session_id', '=', sessionId)
        .where('bf.company_id', '=', self.companyId)
        .executeTakeFirst() as (TravelerRow & { arranger_account_id: string; arranger_profile_id: string }) | undefined;
      if (!row) return principal;
      // Another account of the same session (account switcher) made it: not this caller's selection, left as it is.
      if (row.arranger_account_id !== principal.account.id || row.arranger_profile_id !== self.profileId) return principal;
      const actor: BusinessActor = { accountId: principal.account.id, profileId: self.profileId, companyId: self.companyId, permissions: self.permissions };
      const stillAllowed = live(row, nowIso()) && row.profile_id !== self.profileId
        && policy('trip.bookFor', actor, resourceOf(row, self.permissions.includes('TRIP_EVENT_BOOK_FOR_EXPLICIT') ? await arrangersOf(db, self.companyId, row.profile_id) : []));
      if (!stillAllowed) {
        await db.deleteFrom('business_booking_for').where('session_id', '=', sessionId).where('company_id', '=', self.companyId).execute();
        return principal;
      }
      return Object.freeze({ ...principal, bookingFor: targetOf(row) });
    },
  };
}

/**
 * Installs the hook that puts the session's traveler on the principal (after installImpersonation, before
 * installAccessControl, like it).
 */
export function installBookingFor(app: FastifyInstance, bookingFor: BookingForService): void {
  app.addHook('onRequest', async (request) => {
    request.principal = await bookingFor.resolve(request.principal, request.session?.id ?? null);
  });
}
