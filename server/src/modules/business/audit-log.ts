/**
 * The business audit log (issue #25 "Every change of policy, approval decision and booking on behalf is in an audit
 * log (who, when, what, for whom)"; table `business_audit_log`, migration 0024). Append-only: entries are written in
 * the same transaction as the change they record (pass the transaction as `db`), so a change without its entry (or an
 * entry of a change that rolled back) cannot exist. Other parts call {@link recordAudit}; nothing updates or deletes a
 * row (a company's deletion cascades).
 *
 * Action names are `<subject>.<verb>` in camelCase (`travelPolicy.update`, `approval.approve`, `booking.onBehalf`);
 * {@link AUDIT_ACTIONS} lists the ones in use so far, and any name of that form is accepted (other parts add theirs
 * without editing this file).
 */
import type { Kysely } from 'kysely';
import type { BusinessActor } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { jsonObject } from './json-column.ts';

/** Actions recorded so far (any `<subject>.<verb>` name is accepted; these are the ones this part writes or reserves). */
export const AUDIT_ACTIONS = {
  /** A travel policy version was stored (subject `travelPolicy`, id `{vertical}:{groupId|default}`). */
  travelPolicyUpdate: 'travelPolicy.update',
} as const;

/** `<subject>.<verb>`, camelCase words, 3-80 characters. */
const ACTION_PATTERN = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/;

/** One entry to record. `actor` is who acted (null for the system, e.g. an approval expiring at its deadline). */
export interface AuditEntryInput {
  companyId: string;
  actor: Pick<BusinessActor, 'accountId' | 'profileId' | 'onBehalfOf'> | null;
  /** The profile acted for when not the actor's own (defaults to `actor.onBehalfOf.profileId`). */
  onBehalfProfileId?: string | null;
  action: string;
  subjectType: string;
  subjectId?: string | null;
  /** Small JSON-serialisable facts (what changed, versions, reasons); at most {@link AUDIT_DETAILS_MAX_CHARS} as JSON. */
  details?: Record<string, unknown>;
  /** When; ISO 8601 UTC. */
  at: string;
}

/** A recorded entry as read back. */
export interface AuditEntry {
  id: number;
  companyId: string;
  actorAccountId: string | null;
  actorProfileId: string | null;
  onBehalfProfileId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Largest `details` JSON an entry stores, characters (a policy document is far below). */
export const AUDIT_DETAILS_MAX_CHARS = 64_000;

/**
 * Appends one audit entry. Call it with the transaction of the change it records.
 * @param db the transaction (or database) of the change
 * @returns the entry's id
 * @throws Error on a malformed action name or details larger than {@link AUDIT_DETAILS_MAX_CHARS} (programming errors)
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntryInput): Promise<number> {
  if (!ACTION_PATTERN.test(entry.action) || entry.action.length > 80) throw new Error(`Audit action must be <subject>.<verb>: ${entry.action}`);
  const details = JSON.stringify(entry.details ?? {});
  if (details.length > AUDIT_DETAILS_MAX_CHARS) throw new Error(`Audit details of ${entry.action} exceed ${AUDIT_DETAILS_MAX_CHARS} characters`);
  const row = await db.insertInto('business_audit_log').values({
    company_id: entry.companyId,
    actor_account_id: entry.actor?.accountId ?? null,
    actor_profile_id: entry.actor?.profileId ?? null,
    on_behalf_profile_id: entry.onBehalfProfileId !== undefined ? entry.onBehalfProfileId : (entry.actor?.onBehalfOf?.profileId ?? null),
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId ?? null,
    details_json: details,
    created_at: entry.at,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Filters of {@link listAudit}; every one optional. */
export interface AuditQuery {
  action?: string;
  subjectType?: string;
  subjectId?: string;
  /** Entries by this actor profile or on behalf of it. */
  profileId?: string;
  /** Newest first; default 50, at most 200. */
  limit?: number;
  offset?: number;
}

/**
 * A company's audit entries, newest first, with the total matching count (SQL paging, `count(*) over ()`).
 * @param companyId every query is scoped by company
 */
export async function listAudit(db: Kysely<Database>, companyId: string, q: AuditQuery = {}): Promise<{ total: number; entries: AuditEntry[] }> {
  let query = db.selectFrom('business_audit_log').selectAll()
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .where('company_id', '=', companyId);
  if (q.action) query = query.where('action', '=', q.action);
  if (q.subjectType) query = query.where('subject_type', '=', q.subjectType);
  if (q.subjectId) query = query.where('subject_id', '=', q.subjectId);
  if (q.profileId) {
    const profileId = q.profileId;
    query = query.where((eb) => eb.or([eb('actor_profile_id', '=', profileId), eb('on_behalf_profile_id', '=', profileId)]));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc')
    .limit(Math.min(Math.max(q.limit ?? 50, 1), 200)).offset(Math.max(q.offset ?? 0, 0)).execute();
  return {
    total: Number(rows[0]?.total ?? 0),
    entries: rows.map((r) => ({
      id: r.id, companyId: r.company_id, actorAccountId: r.actor_account_id, actorProfileId: r.actor_profile_id,
      onBehalfProfileId: r.on_behalf_profile_id, action: r.action, subjectType: r.subject_type, subjectId: r.subject_id,
      details: jsonObject(r.details_json), createdAt: r.created_at,
    })),
  };
}
