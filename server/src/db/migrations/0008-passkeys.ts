/**
 * Migration 0008: passkeys (issue #9; account-business-header-and-trips §5, §7 "Passkeys").
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - webauthn_credentials: one row per passkey, owned by `account_id` (rows go with their account: on delete
 *   cascade). `id` the credential id (base64url, unique), `public_key` the COSE public key (base64url), `counter`
 *   the authenticator's signature counter (checked and raised on every sign-in), `transports` a JSON array of
 *   transport names, `user_handle` the WebAuthn user id given at registration (base64url), `created_at` and
 *   `last_used_at` ISO 8601 UTC (last_used_at null until the first sign-in).
 * - webauthn_challenges: challenges handed out and not used yet, bound to the session that asked (on delete
 *   cascade with it). `id` random text; `challenge_hash` the SHA-256 (base64url) of the challenge, never the
 *   challenge itself; `purpose` 'registration' or 'authentication'; for registration `user_id` (the account id the
 *   new account will get, or the signed-in account's) and `email`; `expires_at` ISO time after which it is refused.
 *   A challenge is consumed by deleting its row (single use, across server processes).
 */
import { sql, type Kysely } from 'kysely';
import { portableTypes } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const { bigint } = portableTypes(db);
  await db.schema
    .createTable('webauthn_credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', bigint, (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('user_handle', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('webauthn_credentials_account_idx').on('webauthn_credentials').column('account_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('challenge_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('registration', 'authentication')`))
    .addColumn('user_id', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webauthn_challenges_session_idx').on('webauthn_challenges').columns(['session_id', 'challenge_hash']).execute();
  await db.schema.createIndex('webauthn_challenges_expiry_idx').on('webauthn_challenges').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('webauthn_credentials').execute();
}
