/**
 * Migration 0027: one booking fulfils at most one book-on-behalf request (issue #25 "Requests to book on behalf ... are
 * fulfilled by booking for the requester"; the trips-to-book fulfil check, modules/business/approvals-service.ts
 * `fulfilBookOnBehalf`). The service refuses a booking already used (400 VALIDATION_ERROR on `bookingReference`); this
 * unique index keeps two arrangers fulfilling two requests with the same booking at the same moment from both winning.
 * NULL references (open and cancelled requests) are distinct on SQLite and PostgreSQL alike, so only fulfilled requests
 * are constrained. FROZEN once released: never edit, never import application code; add a new migration instead.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('business_book_on_behalf_booking_uq').on('business_book_on_behalf_requests').column('booking_reference').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('business_book_on_behalf_booking_uq').execute();
}
