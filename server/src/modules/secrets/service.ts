/**
 * Server secrets shared by every process on one database (issue #6 finding 1, issue #7): the offer-id
 * signing key. A secret is created once: each process proposes a random value with
 * `insert ... on conflict do nothing` and then reads back whatever value won, so processes starting at
 * the same time on an empty database end up with the same key.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { findSecret, insertSecretIfAbsent } from './repository.ts';

/** Name of the offer-id signing key in `server_secrets`. */
export const OFFER_SIGNING_KEY_NAME = 'offer-signing-key';
/** Bytes of a generated secret. */
export const GENERATED_SECRET_BYTES = 32;

/**
 * The secret `name`, created with `create()` when absent (see module doc).
 * @param now clock, epoch ms (the row's `created_at`)
 * @throws Error when the secret cannot be read back (database failure)
 */
export async function loadOrCreateSecret(db: Kysely<Database>, name: string, create: () => string, now: () => number): Promise<string> {
  const existing = await findSecret(db, name);
  if (existing !== undefined) return existing;
  await insertSecretIfAbsent(db, { name, value: create(), createdAt: new Date(now()).toISOString() });
  const stored = await findSecret(db, name);
  if (stored === undefined) throw new Error(`Secret ${name} could not be stored`);
  return stored;
}

/**
 * The key that signs offer ids (issue #6 finding 1): `config.offerSigningKey` (env `OFFER_SIGNING_KEY`,
 * 32+ characters, used as its UTF-8 bytes) when set; otherwise 32 random bytes created once in
 * `server_secrets` (stored base64url) and shared by every process on the database.
 * @returns the key bytes (never empty)
 */
export async function loadOfferSigningKey(db: Kysely<Database>, config: { offerSigningKey?: string | undefined }, now: () => number): Promise<Buffer> {
  if (config.offerSigningKey) return Buffer.from(config.offerSigningKey, 'utf8');
  const value = await loadOrCreateSecret(db, OFFER_SIGNING_KEY_NAME, () => randomBytes(GENERATED_SECRET_BYTES).toString('base64url'), now);
  const key = Buffer.from(value, 'base64url');
  if (key.length === 0) throw new Error(`Secret ${OFFER_SIGNING_KEY_NAME} is empty`);
  return key;
}
