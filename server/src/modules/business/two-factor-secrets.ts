/**
 * The key that encrypts the business two-factor TOTP secrets at rest (`business_two_factor.secret`, ./secret-box.ts;
 * module README "Two-factor"), and the start-up step that leaves no plaintext secret behind.
 *
 * Key: `TWO_FACTOR_ENCRYPTION_KEY` (config.ts; 32 bytes as 64 hex digits or base64). Unset, the server follows the
 * convention of its other keys (OFFER_SIGNING_KEY, the invitation and mailed-link HMAC keys): 32 random bytes created
 * once in `server_secrets` (name {@link TWO_FACTOR_KEY_SECRET_NAME}) and shared by every process. That keeps `npm start`
 * and the tests working with no setting, but a key kept in the same database only protects against a leak of the
 * table (an export, a query log), not of the whole database: production sets TWO_FACTOR_ENCRYPTION_KEY (README
 * "Configuration").
 *
 * Plaintext rows (written before encryption, or by an older process during a rolling deploy) are handled twice:
 * {@link prepareTwoFactorSecrets} seals every one when a server builds its app (idempotent: a conditional update per
 * row), and the repository still reads a plaintext row and seals it on that first read (two-factor-repository.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { loadOrCreateSecret } from '../secrets/service.ts';
import { createSecretBox, parseEncryptionKey, SECRET_BOX_KEY_BYTES, SecretBoxError, type SecretBox } from './secret-box.ts';
import { listPlaintextSecrets, sampleSealedSecrets, sealPlaintextSecret } from './two-factor-repository.ts';

/** Name of the generated key in `server_secrets` (used only while TWO_FACTOR_ENCRYPTION_KEY is unset). */
export const TWO_FACTOR_KEY_SECRET_NAME = 'business-two-factor-encryption-key';
/** The setting that holds the key. */
export const TWO_FACTOR_KEY_SETTING = 'TWO_FACTOR_ENCRYPTION_KEY';
/** Sealed rows the start-up check tries to open. */
const KEY_CHECK_SAMPLE = 5;

/**
 * The box of the two-factor secrets: under `encryptionKey` (the TWO_FACTOR_ENCRYPTION_KEY setting, already validated
 * by config.ts) when set, else under the generated key in `server_secrets` (created on first use).
 * @param now clock, epoch ms (the generated key's `created_at`)
 * @throws Error naming TWO_FACTOR_ENCRYPTION_KEY when the setting is not a 32-byte key
 */
export async function loadTwoFactorSecretBox(db: Kysely<Database>, encryptionKey: string | undefined, now: () => number): Promise<SecretBox> {
  if (encryptionKey !== undefined) {
    const key = parseEncryptionKey(encryptionKey);
    if (!key) throw new Error(`${TWO_FACTOR_KEY_SETTING} must be ${SECRET_BOX_KEY_BYTES} bytes as 64 hex digits or base64`);
    return createSecretBox(key, TWO_FACTOR_KEY_SETTING);
  }
  const stored = await loadOrCreateSecret(db, TWO_FACTOR_KEY_SECRET_NAME, () => randomBytes(SECRET_BOX_KEY_BYTES).toString('base64url'), now);
  return createSecretBox(Buffer.from(stored, 'base64url'), `the generated key (server_secrets ${TWO_FACTOR_KEY_SECRET_NAME}; ${TWO_FACTOR_KEY_SETTING} is unset)`);
}

/**
 * The start-up step of the two-factor secrets: loads the box, checks that it opens the sealed rows there are, and
 * seals every plaintext row. Idempotent, safe with several processes starting together.
 * @returns the box, and how many plaintext rows this call sealed
 * @throws Error whose first line names TWO_FACTOR_ENCRYPTION_KEY when sealed rows exist and the key opens none of
 *   the sampled ones (a wrong key: every enrolled user would be locked out), so the server does not start
 */
export async function prepareTwoFactorSecrets(db: Kysely<Database>, encryptionKey: string | undefined, now: () => number): Promise<{ box: SecretBox; sealed: number }> {
  const box = await loadTwoFactorSecretBox(db, encryptionKey, now);
  const sample = await sampleSealedSecrets(db, KEY_CHECK_SAMPLE);
  const opensOne = sample.some((row) => {
    try {
      box.open(row.secret, row.profileId);
      return true;
    } catch (err) {
      if (err instanceof SecretBoxError) return false;
      throw err;
    }
  });
  if (sample.length > 0 && !opensOne) {
    throw new Error(`${TWO_FACTOR_KEY_SETTING} does not open the stored business two-factor secrets: it is not the key they were encrypted with`
      + (encryptionKey === undefined ? ` (it is unset; they were encrypted under a configured ${TWO_FACTOR_KEY_SETTING})` : ''));
  }
  let sealed = 0;
  for (const row of await listPlaintextSecrets(db)) {
    if (await sealPlaintextSecret(db, box, row)) sealed += 1;
  }
  return { box, sealed };
}
