// @vitest-environment node
/**
 * The sealed form of the business two-factor secrets (secret-box.ts): AES-256-GCM under a 32-byte key, a fresh IV per
 * value, bound to its row; a wrong key, an altered byte, another row's value and a malformed string are all refused
 * with an error naming the key's setting, never returning wrong plaintext. Pure: no database.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed, parseEncryptionKey, SecretBoxError } from './secret-box.ts';

const KEY = Buffer.alloc(32, 7);
const SECRET = '6M227FPUMHMWPHEKQYOJAS2DVX46JIJY';
const box = createSecretBox(KEY, 'TWO_FACTOR_ENCRYPTION_KEY');

/** Flips one bit of the decoded bytes of part `index` (1 iv, 2 ciphertext, 3 tag) of a sealed value. */
function flip(sealed: string, index: number): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[index] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[index] = bytes.toString('base64url');
  return parts.join(':');
}

describe('secret box', () => {
  it('stores v1:<iv>:<ciphertext>:<tag> that does not contain the secret, and opens it back', () => {
    const sealed = box.seal(SECRET, 'profile-1');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{22}$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).not.toContain(Buffer.from(SECRET).toString('base64url'));
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(SECRET)).toBe(false);
    expect(box.open(sealed, 'profile-1')).toBe(SECRET);
  });

  it('uses a fresh IV per value: the same secret sealed twice gives two different strings', () => {
    const a = box.seal(SECRET, 'profile-1');
    const b = box.seal(SECRET, 'profile-1');
    expect(a).not.toBe(b);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
  });

  it('a wrong key fails clearly, naming the setting', () => {
    const other = createSecretBox(randomBytes(32), 'TWO_FACTOR_ENCRYPTION_KEY');
    const sealed = box.seal(SECRET, 'profile-1');
    expect(() => other.open(sealed, 'profile-1')).toThrow(SecretBoxError);
    expect(() => other.open(sealed, 'profile-1')).toThrow(/does not open with TWO_FACTOR_ENCRYPTION_KEY/);
  });

  it('refuses an altered IV, ciphertext or tag, and a value moved to another row', () => {
    const sealed = box.seal(SECRET, 'profile-1');
    for (const part of [1, 2, 3]) expect(() => box.open(flip(sealed, part), 'profile-1'), `part ${part}`).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'profile-2')).toThrow(/altered/);
  });

  it('refuses malformed values and versions it does not know, without guessing', () => {
    const sealed = box.seal(SECRET, 'p');
    const [, iv, ct, tag] = sealed.split(':');
    for (const bad of [SECRET, 'v1:', `v1:${iv}:${ct}`, `v1:${iv}:${ct}:${tag}:x`, `v1:${iv}:${ct}:${(tag ?? '').slice(2)}`, `v1:${iv}:${ct}:${tag}=`, `v1:${iv}::${tag}`]) {
      expect(() => box.open(bad, 'p'), bad).toThrow(SecretBoxError);
    }
    expect(() => box.open(`v2:${iv}:${ct}:${tag}`, 'p')).toThrow(/version v2 is unknown/);
  });

  it('reads a key as 64 hex digits or base64/base64url of 32 bytes, and nothing else', () => {
    const key = randomBytes(32);
    expect(parseEncryptionKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString('hex').toUpperCase())?.equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString('base64url'))?.equals(key)).toBe(true);
    for (const bad of ['', 'short', key.toString('hex').slice(2), randomBytes(31).toString('base64'), randomBytes(33).toString('base64'), ` ${key.toString('base64')}`, 'B'.repeat(43) /* non-canonical: its last character carries bits past the 32 bytes */]) {
      expect(parseEncryptionKey(bad), bad).toBeNull();
    }
    expect(() => createSecretBox(randomBytes(16), 'TWO_FACTOR_ENCRYPTION_KEY')).toThrow(/TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes/);
  });
});
