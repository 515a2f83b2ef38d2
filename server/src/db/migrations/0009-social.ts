/**
 * Migration 0009: Google, Apple and Naver sign-in (issue #9; account-business-header-and-trips §2, §3, §7).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - social_identities: an external identity (`issuer` + `subject`, unique) linked to one account; `provider` is
 *   google, apple or naver (at most one of each per account); `email` as the provider last reported it.
 * - social_transactions: one pop-up sign-in from the frame session that started it (`session_id`). `id` is the
 *   SHA-256 of the start token the pop-up URL carries; `state_hash` the SHA-256 of the OAuth state, `nonce_hash`
 *   of the OIDC nonce, `browser_hash` of the secret in the pop-up's own cookie (the PKCE verifier and the nonce are
 *   derived from that secret, so the database holds no usable verifier). `redirected_at` / `completed_at` make the
 *   start token and the state single-use; `expires_at` ISO time.
 * - social_handoffs: a one-time code the pop-up's callback page posts to the frame (`kind` handoff), or the token a
 *   link/welcome reply carries (`kind` link); only its SHA-256 is stored (`code_hash`), bound to `session_id`,
 *   single-use (`used_at`), short-lived (`expires_at`); it holds the verified identity it stands for.
 * Rows go with their session or account (on delete cascade).
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('social_identities')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('google', 'apple', 'naver')`))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('social_identities_account_provider_key').on('social_identities').columns(['account_id', 'provider']).unique().execute();

  await db.schema
    .createTable('social_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('google', 'apple', 'naver')`))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('signin', 'credential', 'link')`))
    .addColumn('state_hash', 'text')
    .addColumn('nonce_hash', 'text')
    .addColumn('browser_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('redirected_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('social_transactions_state_key').on('social_transactions').column('state_hash').unique().execute();
  await db.schema.createIndex('social_transactions_nonce_idx').on('social_transactions').column('nonce_hash').execute();
  await db.schema.createIndex('social_transactions_session_idx').on('social_transactions').column('session_id').execute();

  await db.schema
    .createTable('social_handoffs')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('handoff', 'link')`))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('google', 'apple', 'naver')`))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('email_verified', 'integer', (c) => c.notNull().check(sql`email_verified in (0, 1)`))
    .addColumn('name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('social_handoffs_session_idx').on('social_handoffs').column('session_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('social_handoffs').execute();
  await db.schema.dropTable('social_transactions').execute();
  await db.schema.dropTable('social_identities').execute();
}
