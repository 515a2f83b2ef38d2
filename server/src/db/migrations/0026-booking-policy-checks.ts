/**
 * Migration 0026: the travel-policy check of each business booking (issue #25 "Policy on every result": "a booking
 * records the policy version it was checked against"; warn needs a reason code plus free text, requireApproval starts
 * an approval). Owned by the booking module (server/src/modules/booking/policy-checks.ts). FROZEN once released: never
 * edit, never import application code; add a new migration instead.
 *
 * - `booking_policy_checks`: one row per business booking made in business mode, written in the transaction that
 *   inserts the order: the company and the traveler the booking is for (and who booked it), the policy version it was
 *   checked against (null when the company had no policy for the vertical), the server's verdict (`action`, `in_policy`,
 *   `reasons_json`: the contract PolicyVerdict reasons), the traveler's out-of-policy reason (code + text, warn only),
 *   and `approval_status`: `none` (no approval needed), `required` (requireApproval; no approval request created yet)
 *   or `requested` (the approvals module took it, its request id in `approval_request_id`). Every query filters by
 *   `company_id` or by the booking reference.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booking_policy_checks')
    .addColumn('reference', 'text', (c) => c.primaryKey().references('bookings.reference').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('traveler_profile_id', 'text', (c) => c.notNull())
    .addColumn('booker_profile_id', 'text', (c) => c.notNull())
    .addColumn('vertical', 'text', (c) => c.notNull())
    .addColumn('policy_version', 'integer')
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('allow', 'warn', 'requireApproval', 'block')`))
    .addColumn('in_policy', 'integer', (c) => c.notNull().check(sql`in_policy in (0, 1)`))
    .addColumn('reasons_json', 'text', (c) => c.notNull())
    .addColumn('reason_code', 'text')
    .addColumn('reason_text', 'text')
    .addColumn('approval_status', 'text', (c) => c.notNull().check(sql`approval_status in ('none', 'required', 'requested')`))
    .addColumn('approval_request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_policy_checks_company_idx').on('booking_policy_checks').columns(['company_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_policy_checks').execute();
}
