/**
 * Migration 0007: email flows (issue #9 "Email": forgot password, account confirmation, magic code) and the
 * local mail outbox.
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - account_email_tokens: one row per link or code mailed to an account. `purpose` is `reset` (forgot-password
 *   link), `confirm` (account confirmation link) or `magic_code` (6-digit sign-in code). `token_hash` is the
 *   HMAC-SHA-256 (hex) of the token or code under a server secret: the clear value exists only in the mail.
 *   `expires_at` ISO time after which it is refused, `used_at` set when it is spent (single use; a newer token
 *   of the same purpose spends the older ones too), `attempts` wrong codes typed against it (magic codes).
 *   Rows go with their account (on delete cascade).
 * - mail_outbox: messages written instead of sent when no SMTP server is configured (development and tests):
 *   recipient, subject, plain-text body, created_at. Never written when SMTP is configured.
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('account_email_tokens'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset', 'confirm', 'magic_code')`))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_email_tokens_hash_key').on('account_email_tokens').column('token_hash').unique().execute();
  await db.schema.createIndex('account_email_tokens_account_idx').on('account_email_tokens').columns(['account_id', 'purpose']).execute();

  await addIdColumn(db, db.schema.createTable('mail_outbox'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('account_email_tokens').execute();
}
