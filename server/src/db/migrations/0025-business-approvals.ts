/**
 * Migration 0025: trip approvals and requests to book on behalf (issue #25 "Approvals"; core-and-business §5, §6).
 * Owned by the business module (server/src/modules/business/approvals-*.ts). FROZEN once released: never edit, never
 * import application code; add a new migration instead. Every query filters by `company_id`.
 *
 * - `business_approval_settings`: one row per company that saved its settings (type HARD/PASSIVE, deadline hours,
 *   reminder and escalation hours before the deadline, default action at the deadline).
 * - `business_group_approvers`: per traveler group, the approver and the backup approver (null: the traveler's
 *   designated approver / manager).
 * - `business_approval_requests`: one per booking that needs approval: the booking (reference, trip, vertical, title,
 *   price), the traveler, who booked, approver and backup chosen at request time (`explicit_approver` 1 when the requester
 *   named the approver under TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT), type and default action frozen at
 *   request time, state, reasons, deadline, reminder/escalation due and done times, the decision (who, comment, when).
 * - `business_approval_jobs`: the deadlines (REMIND, ESCALATE, EXPIRE) every server process polls, and RELEASE: a held
 *   booking to release after a decline, withdrawal or expiry (written with the decision, so a failed release is retried). A process claims a
 *   due job with a compare-and-set of `claimed_by`/`claimed_until` (PostgreSQL first locks candidates with
 *   `FOR UPDATE SKIP LOCKED`); a claim that outlives `claimed_until` (its process died) is taken by another process.
 *   `done_at` marks it finished. Unique per (request, kind).
 * (Every request, decision, reminder, escalation, expiry, settings change and book-on-behalf step is recorded in the
 *   business audit log of migration 0024, `business_audit_log`.)
 * - `business_book_on_behalf_requests`: a traveler's request to have a trip booked for them (the trips-to-book queue),
 *   its state (OPEN, FULFILLED, CANCELLED), who fulfilled it with which booking.
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_approval_settings')
    .addColumn('company_id', 'text', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('HARD', 'PASSIVE')`))
    .addColumn('deadline_hours', 'integer', (c) => c.notNull())
    .addColumn('reminder_hours', 'integer', (c) => c.notNull())
    .addColumn('escalation_hours', 'integer', (c) => c.notNull())
    .addColumn('default_action', 'text', (c) => c.notNull().check(sql`default_action in ('APPROVE', 'DECLINE')`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business_group_approvers')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('business_groups.id').onDelete('cascade'))
    .addColumn('approver_profile_id', 'text', (c) => c.references('business_profiles.id').onDelete('set null'))
    .addColumn('backup_profile_id', 'text', (c) => c.references('business_profiles.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_group_approvers_pk', ['company_id', 'group_id'])
    .execute();

  await db.schema
    .createTable('business_approval_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('booking_reference', 'text', (c) => c.notNull())
    .addColumn('trip_id', 'text')
    .addColumn('vertical', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price_amount_minor', 'integer')
    .addColumn('price_currency', 'text')
    .addColumn('traveler_profile_id', 'text', (c) => c.notNull())
    .addColumn('requested_by_profile_id', 'text')
    .addColumn('approver_profile_id', 'text')
    .addColumn('explicit_approver', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('backup_profile_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('HARD', 'PASSIVE')`))
    .addColumn('default_action', 'text', (c) => c.notNull().check(sql`default_action in ('APPROVE', 'DECLINE')`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('PENDING', 'APPROVED', 'DECLINED', 'EXPIRED', 'CANCELLED')`))
    .addColumn('reasons_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('deadline_at', 'text', (c) => c.notNull())
    .addColumn('reminder_at', 'text')
    .addColumn('escalate_at', 'text')
    .addColumn('reminder_sent_at', 'text')
    .addColumn('escalated_at', 'text')
    .addColumn('expiry_outcome', 'text')
    .addColumn('decided_by_profile_id', 'text')
    .addColumn('comment', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('business_approval_requests_booking_uq', ['booking_reference'])
    .execute();
  await db.schema.createIndex('business_approval_requests_company_idx').on('business_approval_requests').columns(['company_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('business_approval_requests_traveler_idx').on('business_approval_requests').columns(['company_id', 'traveler_profile_id']).execute();

  await addIdColumn(db, db.schema.createTable('business_approval_jobs'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) => c.notNull().references('business_approval_requests.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('REMIND', 'ESCALATE', 'EXPIRE', 'RELEASE')`))
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_at', 'text')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('business_approval_jobs_request_kind_uq', ['request_id', 'kind'])
    .execute();
  await db.schema.createIndex('business_approval_jobs_due_idx').on('business_approval_jobs').columns(['done_at', 'due_at']).execute();

  await db.schema
    .createTable('business_book_on_behalf_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('requester_profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('vertical', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('OPEN', 'FULFILLED', 'CANCELLED')`))
    .addColumn('fulfilled_by_profile_id', 'text')
    .addColumn('booking_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('business_book_on_behalf_company_idx').on('business_book_on_behalf_requests').columns(['company_id', 'state', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['business_book_on_behalf_requests', 'business_approval_jobs', 'business_approval_requests', 'business_group_approvers', 'business_approval_settings']) {
    await db.schema.dropTable(table).execute();
  }
}
