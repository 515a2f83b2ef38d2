/**
 * Queries of migration 0025 (approvals, approval jobs, audit, book-on-behalf requests). Every query of a company's rows
 * takes the company id. Job claims: {@link claimDueJobs}. Spec: issue #25 "Approvals"; core-and-business §6.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BusinessApprovalRequestRow, BusinessApprovalRequestsTable, BusinessBookOnBehalfRow } from '../../db/business-approval-tables.ts';
import { recordAudit } from './audit-log.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A business profile with the name and email of its account, as approvals need it. */
export interface ApprovalProfileRow {
  id: string;
  company_id: string;
  group_id: number | null;
  manager_profile_id: string | null;
  approver_profile_id: string | null;
  status: string;
  email: string;
  name: string | null;
  role_id: number;
  builtin_role: string | null;
  permissions_json: string | null;
}

/** Profiles of `companyId` by id (unknown or other companies' ids are simply missing). */
export async function findProfiles(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, ApprovalProfileRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').innerJoin('business_roles as r', 'r.id', 'p.role_id')
    .select(['p.id', 'p.company_id', 'p.group_id', 'p.manager_profile_id', 'p.approver_profile_id', 'p.status', 'p.role_id', 'a.email', 'a.name', 'r.builtin_role', 'r.permissions_json'])
    .where('p.company_id', '=', companyId).where('p.id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Active profiles of a company, by name then email (approver candidates are filtered by role in the service). */
export async function listActiveProfiles(db: Db, companyId: string): Promise<ApprovalProfileRow[]> {
  return db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').innerJoin('business_roles as r', 'r.id', 'p.role_id')
    .select(['p.id', 'p.company_id', 'p.group_id', 'p.manager_profile_id', 'p.approver_profile_id', 'p.status', 'p.role_id', 'a.email', 'a.name', 'r.builtin_role', 'r.permissions_json'])
    .where('p.company_id', '=', companyId).where('p.status', '=', 'active').orderBy('a.name').orderBy('a.email').execute();
}

/** The company's groups, by name. */
export async function listGroups(db: Db, companyId: string): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('business_groups').select(['id', 'name']).where('company_id', '=', companyId).orderBy('name').execute();
}

/** The company's auto-approval mode (company_preferences; OFF when never set). */
export async function autoApprovalModeOf(db: Db, companyId: string): Promise<'OFF' | 'IN_POLICY' | 'ALL'> {
  const row = await db.selectFrom('company_preferences').select('auto_approval_mode').where('company_id', '=', companyId).executeTakeFirst();
  const mode = row?.auto_approval_mode;
  return mode === 'IN_POLICY' || mode === 'ALL' ? mode : 'OFF';
}

export async function findSettings(db: Db, companyId: string) {
  return db.selectFrom('business_approval_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export async function upsertSettings(db: Db, row: Database['business_approval_settings']): Promise<void> {
  const { company_id: _id, ...rest } = row;
  await db.insertInto('business_approval_settings').values(row).onConflict((oc) => oc.column('company_id').doUpdateSet(rest)).execute();
}

export async function listGroupApprovers(db: Db, companyId: string) {
  return db.selectFrom('business_group_approvers').selectAll().where('company_id', '=', companyId).execute();
}

export async function findGroupApprovers(db: Db, companyId: string, groupId: number) {
  return db.selectFrom('business_group_approvers').selectAll().where('company_id', '=', companyId).where('group_id', '=', groupId).executeTakeFirst();
}

export async function upsertGroupApprovers(db: Db, row: Database['business_group_approvers']): Promise<void> {
  const { company_id: _c, group_id: _g, ...rest } = row;
  await db.insertInto('business_group_approvers').values(row).onConflict((oc) => oc.columns(['company_id', 'group_id']).doUpdateSet(rest)).execute();
}

export async function insertRequest(db: Db, row: Omit<BusinessApprovalRequestsTable, 'reasons_json' | 'explicit_approver'> & { reasons_json: string; explicit_approver: number }): Promise<void> {
  await db.insertInto('business_approval_requests').values(row).execute();
}

export async function findRequest(db: Db, companyId: string, id: string): Promise<BusinessApprovalRequestRow | undefined> {
  return db.selectFrom('business_approval_requests').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

/** Unscoped by design: the job runner reads the request its job names (the job row carries the company). */
export async function findRequestOfJob(db: Db, companyId: string, requestId: string): Promise<BusinessApprovalRequestRow | undefined> {
  return findRequest(db, companyId, requestId);
}

export async function findRequestByBooking(db: Db, bookingReference: string): Promise<BusinessApprovalRequestRow | undefined> {
  return db.selectFrom('business_approval_requests').selectAll().where('booking_reference', '=', bookingReference).executeTakeFirst();
}

/**
 * Applies a state change only while the request is still PENDING (the conditional update makes racing deciders, a
 * decision racing the expiry job, and two processes one winner). @returns true when this call changed it
 */
export async function updatePendingRequest(db: Db, companyId: string, id: string, patch: Partial<Omit<BusinessApprovalRequestsTable, 'reasons_json' | 'explicit_approver'>>): Promise<boolean> {
  const r = await db.updateTable('business_approval_requests').set(patch).where('company_id', '=', companyId).where('id', '=', id).where('state', '=', 'PENDING').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Who a list is for: every request of the company, or those the profile approves (as approver, escalated backup, or the traveler's manager). */
export type RequestScope = { kind: 'all'; exceptTraveler: string } | { kind: 'approver'; profileId: string } | { kind: 'traveler'; profileId: string };

/** A page of requests, newest first, with the total (count(*) over ()). */
export async function listRequests(
  db: Db, companyId: string, scope: RequestScope, states: readonly BusinessApprovalRequestRow['state'][], offset: number, limit: number,
): Promise<{ rows: BusinessApprovalRequestRow[]; total: number }> {
  let q = db.selectFrom('business_approval_requests as r').innerJoin('business_profiles as t', 't.id', 'r.traveler_profile_id')
    .selectAll('r').select(sql<number>`count(*) over ()`.as('total'))
    .where('r.company_id', '=', companyId).where('r.state', 'in', [...states]);
  if (scope.kind === 'all') q = q.where('r.traveler_profile_id', '!=', scope.exceptTraveler);
  else if (scope.kind === 'traveler') q = q.where('r.traveler_profile_id', '=', scope.profileId);
  else {
    const me = scope.profileId;
    q = q.where('r.traveler_profile_id', '!=', me).where((eb) => eb.or([
      eb('r.approver_profile_id', '=', me),
      eb.and([eb('r.backup_profile_id', '=', me), eb('r.escalated_at', 'is not', null)]),
      eb('t.manager_profile_id', '=', me),
    ]));
  }
  const rows = await q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').offset(offset).limit(limit).execute();
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}

export async function insertJobs(db: Db, jobs: readonly { company_id: string; request_id: string; kind: 'REMIND' | 'ESCALATE' | 'EXPIRE' | 'RELEASE'; due_at: string }[]): Promise<void> {
  if (jobs.length === 0) return;
  await db.insertInto('business_approval_jobs').values(jobs.map((j) => ({ ...j, claimed_by: null, claimed_until: null, done_at: null, last_error: null }))).execute();
}

/** A claimed job. */
export interface ClaimedJob { id: number; company_id: string; request_id: string; kind: 'REMIND' | 'ESCALATE' | 'EXPIRE' | 'RELEASE'; due_at: string }

/**
 * Claims up to `limit` due jobs for `worker` until `claimUntilIso`: due (`due_at <= now`), not done, and unclaimed or
 * whose claim lapsed (a dead process's). PostgreSQL: one transaction locks the candidates with `FOR UPDATE SKIP
 * LOCKED` (processes polling together take different rows) and marks them claimed. SQLite (one writer at a time): each
 * candidate is claimed by a compare-and-set update that only succeeds while it is still unclaimed or lapsed, so two
 * processes never both claim one job. EXPIRE jobs come before reminders of the same time.
 */
export async function claimDueJobs(db: Kysely<Database>, worker: string, nowIso: string, claimUntilIso: string, limit: number): Promise<ClaimedJob[]> {
  const candidates = (trx: Db) => {
    const q = trx.selectFrom('business_approval_jobs').select(['id', 'company_id', 'request_id', 'kind', 'due_at'])
      .where('done_at', 'is', null).where('due_at', '<=', nowIso)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
      .orderBy('due_at').orderBy('id').limit(limit);
    return q;
  };
  const claimSet = { claimed_by: worker, claimed_until: claimUntilIso, attempts: sql<number>`attempts + 1` };
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return db.transaction().execute(async (trx) => {
      const rows = await candidates(trx).forUpdate().skipLocked().execute();
      if (rows.length === 0) return [];
      await trx.updateTable('business_approval_jobs').set(claimSet).where('id', 'in', rows.map((r) => r.id)).execute();
      return rows;
    });
  }
  const claimed: ClaimedJob[] = [];
  for (const row of await candidates(db).execute()) {
    const r = await db.updateTable('business_approval_jobs').set(claimSet).where('id', '=', row.id).where('done_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)])).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) claimed.push(row);
  }
  return claimed;
}

/** Marks a claimed job done (only by the worker holding the claim). */
export async function finishJob(db: Db, id: number, worker: string, nowIso: string): Promise<void> {
  await db.updateTable('business_approval_jobs').set({ done_at: nowIso, claimed_until: null }).where('id', '=', id).where('claimed_by', '=', worker).execute();
}

/** Records a failed attempt; the claim stays until it lapses, so the job is retried one claim period later (no hot loop). */
export async function failJob(db: Db, id: number, worker: string, error: string): Promise<void> {
  await db.updateTable('business_approval_jobs').set({ last_error: error.slice(0, 500) }).where('id', '=', id).where('claimed_by', '=', worker).execute();
}

/** Closes the open deadline jobs of a decided request (they would only be refused); a RELEASE job stays. */
export async function closeJobsOfRequest(db: Db, requestId: string, nowIso: string): Promise<void> {
  await db.updateTable('business_approval_jobs').set({ done_at: nowIso }).where('request_id', '=', requestId).where('kind', '!=', 'RELEASE').where('done_at', 'is', null).execute();
}

/** Marks a request's RELEASE job done (the booking was released). */
export async function finishReleaseJob(db: Db, requestId: string, nowIso: string): Promise<void> {
  await db.updateTable('business_approval_jobs').set({ done_at: nowIso, claimed_until: null }).where('request_id', '=', requestId).where('kind', '=', 'RELEASE').where('done_at', 'is', null).execute();
}

/**
 * One audit entry (who, for whom, what, when, details) in the business audit log (`business_audit_log`, audit-log.ts),
 * written with the caller's transaction; the subject type is the action's first word (`approval`, `bookOnBehalf`).
 */
export async function insertAudit(db: Db, row: { company_id: string; actor_profile_id: string | null; for_profile_id: string | null; action: string; subject_id: string | null; details: unknown; at: string }): Promise<void> {
  await recordAudit(db, {
    companyId: row.company_id,
    actor: row.actor_profile_id ? { profileId: row.actor_profile_id } : null,
    onBehalfProfileId: row.for_profile_id,
    action: row.action,
    subjectType: row.action.split('.')[0] ?? row.action,
    subjectId: row.subject_id,
    details: (row.details ?? {}) as Record<string, unknown>,
    at: row.at,
  });
}

// --- Book on behalf ------------------------------------------------------------------------------

export async function insertBookOnBehalf(db: Db, row: BusinessBookOnBehalfRow): Promise<void> {
  await db.insertInto('business_book_on_behalf_requests').values(row).execute();
}

export async function findBookOnBehalf(db: Db, companyId: string, id: string): Promise<BusinessBookOnBehalfRow | undefined> {
  return db.selectFrom('business_book_on_behalf_requests').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

/** A page of book-on-behalf requests (oldest open first in the queue; newest first when closed or the requester's own). */
export async function listBookOnBehalf(
  db: Db, companyId: string, states: readonly BusinessBookOnBehalfRow['state'][], requesterProfileId: string | null, offset: number, limit: number,
): Promise<{ rows: BusinessBookOnBehalfRow[]; total: number }> {
  let q = db.selectFrom('business_book_on_behalf_requests').selectAll().select(sql<number>`count(*) over ()`.as('total'))
    .where('company_id', '=', companyId).where('state', 'in', [...states]);
  if (requesterProfileId !== null) q = q.where('requester_profile_id', '=', requesterProfileId);
  const oldestFirst = requesterProfileId === null && states.includes('OPEN');
  const rows = await q.orderBy('created_at', oldestFirst ? 'asc' : 'desc').orderBy('id').offset(offset).limit(limit).execute();
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}

/** Closes an OPEN request (fulfilled or cancelled) only while it is still open. @returns true when this call closed it */
export async function closeBookOnBehalf(db: Db, companyId: string, id: string, patch: Partial<BusinessBookOnBehalfRow>): Promise<boolean> {
  const r = await db.updateTable('business_book_on_behalf_requests').set(patch).where('company_id', '=', companyId).where('id', '=', id).where('state', '=', 'OPEN').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The request (of any company) a booking already fulfilled, if any (migration 0027: one booking fulfils one request). */
export async function findFulfilledByBooking(db: Db, bookingReference: string): Promise<BusinessBookOnBehalfRow | undefined> {
  return db.selectFrom('business_book_on_behalf_requests').selectAll().where('booking_reference', '=', bookingReference).executeTakeFirst();
}

/** Whether `err` is the unique violation of migration 0027's index (a booking fulfilling a second request in a race). */
export function isBookingUsedViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string; constraint?: string };
  if (e?.code === '23505') return e.constraint === 'business_book_on_behalf_booking_uq';
  return typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed') && e.message.includes('business_book_on_behalf_requests.booking_reference');
}
