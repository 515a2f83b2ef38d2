/**
 * Migration 0033: inbox sync (issue #26 "Inbox sync"; account-business-header-and-trips §7 Gmail subscription calls).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - inbox_gmail_requests: one mailbox pop-up from the frame session that started it. `state_hash` is the SHA-256 of
 *   the OAuth state (single use: `callback_at`), `verifier` the PKCE verifier and `nonce` the OpenID nonce (both
 *   random per pop-up, useless without the provider's one-time code, gone with the row), `expires_at` ISO time. After
 *   the callback: the mailbox (`mailbox_email`, `granted_scope`) and the SHA-256 of the one-time hand-off code
 *   (`handoff_hash`, until `handoff_expires_at`, single use: `used_at`) the frame exchanges for the subscription.
 * - inbox_subscriptions: an account's mailbox subscription (one per account): provider gmail, status PENDING (mailbox
 *   authorised) or ACTIVE (subscribed), and the private forwarding token (unique) of its forwarding address.
 * - inbox_messages: every message the importer received for an account (subject and sender as sanitised display text,
 *   the outcome IMPORTED / DUPLICATE / NO_MARKUP / UNUSABLE), the inbox page's report.
 * - inbox_reservations: each reservation read from a message, with the trip and trip event it was filed into.
 * - inbox_imports: one row per imported reservation (`reservation_key`: vertical + reservation number + the item,
 *   e.g. the flight and date), primary key (account_id, reservation_key): the same confirmation twice files nothing.
 * Rows go with their account (on delete cascade), requests with their session.
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inbox_gmail_requests')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('callback_at', 'text')
    .addColumn('mailbox_email', 'text')
    .addColumn('granted_scope', 'text')
    .addColumn('handoff_hash', 'text')
    .addColumn('handoff_expires_at', 'text')
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('inbox_gmail_requests_handoff_key').on('inbox_gmail_requests').column('handoff_hash').unique().execute();
  await db.schema.createIndex('inbox_gmail_requests_session_idx').on('inbox_gmail_requests').column('session_id').execute();

  await db.schema
    .createTable('inbox_subscriptions')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('gmail')`))
    .addColumn('mailbox_email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'ACTIVE')`))
    .addColumn('forward_token', 'text')
    .addColumn('connected_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inbox_subscriptions_forward_token_key').on('inbox_subscriptions').column('forward_token').unique().execute();

  await addIdColumn(db, db.schema.createTable('inbox_messages'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('IMPORTED', 'DUPLICATE', 'NO_MARKUP', 'UNUSABLE')`))
    .execute();
  await db.schema.createIndex('inbox_messages_account_idx').on('inbox_messages').columns(['account_id', 'id']).execute();

  await addIdColumn(db, db.schema.createTable('inbox_reservations'))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('inbox_messages.id').onDelete('cascade'))
    .addColumn('vertical', 'text', (c) => c.notNull())
    .addColumn('reservation_number', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('IMPORTED', 'DUPLICATE', 'UNUSABLE')`))
    .addColumn('trip_id', 'text')
    .addColumn('trip_event_id', 'integer')
    .execute();
  await db.schema.createIndex('inbox_reservations_message_idx').on('inbox_reservations').column('message_id').execute();

  await db.schema
    .createTable('inbox_imports')
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('reservation_key', 'text', (c) => c.notNull())
    .addColumn('trip_id', 'text', (c) => c.notNull())
    .addColumn('trip_event_id', 'integer', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('inbox_imports_pk', ['account_id', 'reservation_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['inbox_imports', 'inbox_reservations', 'inbox_messages', 'inbox_subscriptions', 'inbox_gmail_requests']) await db.schema.dropTable(table).execute();
}
