/**
 * Idempotency keys of booking attempts (issue: "an idempotency key makes a double click book once").
 * One key per booking attempt: the same request body (same offer, price, travelers, contact and card)
 * reuses the key, so a double click or a retry after a network failure is replayed by the server instead
 * of booking twice; a changed body (another card after a decline, a new accepted price) gets a new key,
 * because the server rejects a reused key with a different body (409 IDEMPOTENCY_CONFLICT).
 */

/**
 * A random key of 36 characters (UUID v4 form, matches the contract's IdempotencyKeySchema). Uses
 * crypto.randomUUID where available (secure contexts) and crypto.getRandomValues otherwise.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keeps the key of the current attempt; see {@link IdempotencyKeeper.keyFor}. */
export interface IdempotencyKeeper {
  /** The key for a request body: the previous key when `body` equals the previous body, else a new one. */
  keyFor(body: unknown): string;
  /** Forgets the key, so the next request gets a new one (after IDEMPOTENCY_CONFLICT). */
  reset(): void;
}

/** Creates a keeper; `generate` is injectable for tests. Bodies are compared by their JSON text. */
export function createIdempotencyKeeper(generate: () => string = newIdempotencyKey): IdempotencyKeeper {
  let current: { key: string; fingerprint: string } | undefined;
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(body);
      if (!current || current.fingerprint !== fingerprint) current = { key: generate(), fingerprint };
      return current.key;
    },
    reset() {
      current = undefined;
    },
  };
}
