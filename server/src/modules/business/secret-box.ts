/**
 * Encryption at rest of small secrets (the business two-factor TOTP secrets, `business_two_factor.secret`; README
 * "Two-factor" of this module): AES-256-GCM from node:crypto, a random 12-byte IV per value, a 16-byte tag, and an
 * associated-data string that binds a value to its row (a sealed value copied onto another row does not open there).
 *
 * Stored form, one ASCII string: `v1:<iv>:<ciphertext>:<tag>`, each part base64url without padding. The version says
 * which scheme and key sealed the value: `v1` is AES-256-GCM under the current key. A later key change adds `v2` (the
 * new key) while `v1` values stay readable with the old key until they are re-sealed; no rotation tool exists yet.
 * Nothing here reads configuration: callers pass the key (32 bytes) and the name of the setting it came from, which
 * every error names.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Version prefix of values this module writes. */
export const SECRET_BOX_VERSION = 'v1';
/** Key length of AES-256, bytes. */
export const SECRET_BOX_KEY_BYTES = 32;
/** GCM IV length, bytes (the NIST SP 800-38D recommended 96 bits; random per value). */
export const SECRET_BOX_IV_BYTES = 12;
/** GCM authentication tag length, bytes. */
export const SECRET_BOX_TAG_BYTES = 16;

const ALGORITHM = 'aes-256-gcm';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const VERSIONED = /^v\d+:/;

/** A value that cannot be opened: wrong key, altered bytes, another row's value, malformed or unknown version. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * Decodes an encryption key setting: 64 hex digits, or base64 / base64url (padding optional) of exactly 32 bytes
 * (`openssl rand -base64 32`, `openssl rand -hex 32`). Strict: no spaces, no other length, no non-canonical base64.
 * @returns the 32 key bytes, or null when `raw` is neither form
 */
export function parseEncryptionKey(raw: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(raw)) return Buffer.from(raw, 'hex');
  const unpadded = raw.endsWith('=') ? raw.slice(0, -1) : raw;
  if (!/^[A-Za-z0-9+/_-]{43}$/.test(unpadded)) return null;
  const bytes = Buffer.from(unpadded, 'base64');
  if (bytes.length !== SECRET_BOX_KEY_BYTES) return null;
  const canonical = [bytes.toString('base64').replace(/=+$/, ''), bytes.toString('base64url')];
  return canonical.includes(unpadded) ? bytes : null;
}

/** Seals and opens values under one key. */
export interface SecretBox {
  /**
   * Encrypts `plaintext` (UTF-8) bound to `context` (e.g. the row's id).
   * @returns `v1:<iv>:<ciphertext>:<tag>` (base64url parts)
   */
  seal(plaintext: string, context: string): string;
  /**
   * Decrypts a value {@link seal} wrote with the same key and context.
   * @throws SecretBoxError naming the key's setting when the key is not the one that sealed it, the value or its
   *   context was altered (GCM cannot tell these apart), the value is malformed, or its version is unknown
   */
  open(stored: string, context: string): string;
}

/** Whether a stored value is in a versioned sealed form (`v<n>:...`) rather than a plaintext from before encryption. */
export function isSealed(stored: string): boolean {
  return VERSIONED.test(stored);
}

/**
 * A box under `key`.
 * @param key 32 bytes (AES-256)
 * @param keyName where the key came from, for error messages (e.g. `TWO_FACTOR_ENCRYPTION_KEY`); never the key itself
 * @throws RangeError when the key is not 32 bytes
 */
export function createSecretBox(key: Buffer, keyName: string): SecretBox {
  if (key.length !== SECRET_BOX_KEY_BYTES) throw new RangeError(`${keyName} must be ${SECRET_BOX_KEY_BYTES} bytes (got ${key.length})`);
  const keyBytes = Buffer.from(key);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(SECRET_BOX_IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, keyBytes, iv, { authTagLength: SECRET_BOX_TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [SECRET_BOX_VERSION, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(':');
    },
    open(stored, context) {
      const parts = stored.split(':');
      if (parts[0] !== SECRET_BOX_VERSION) {
        throw new SecretBoxError(isSealed(stored)
          ? `Sealed value of version ${parts[0] ?? '?'} is unknown to this server (it reads ${SECRET_BOX_VERSION})`
          : 'Value is not a sealed value');
      }
      const [, ivPart = '', ctPart = '', tagPart = ''] = parts;
      if (parts.length !== 4 || ![ivPart, ctPart, tagPart].every((p) => BASE64URL.test(p))) throw new SecretBoxError('Sealed value is malformed');
      const iv = Buffer.from(ivPart, 'base64url');
      const tag = Buffer.from(tagPart, 'base64url');
      if (iv.length !== SECRET_BOX_IV_BYTES || tag.length !== SECRET_BOX_TAG_BYTES) throw new SecretBoxError('Sealed value is malformed');
      try {
        const decipher = createDecipheriv(ALGORITHM, keyBytes, iv, { authTagLength: SECRET_BOX_TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(Buffer.from(ctPart, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError(`Sealed value does not open with ${keyName}: it is not the key that sealed it, or the value was altered`);
      }
    },
  };
}
