/**
 * Tamper-proof offer ids of the offline supplier (issue #6 finding 1).
 *
 * An offline offer id carries what the supplier needs to re-price it without storage (the query, the
 * chosen inventory, the quote window and the quoted price). So that a client cannot edit it (0 nights,
 * drop-off before pick-up, a lower price...), every id the supplier issues is signed:
 *
 *   id = `${payload}.${signature}`, signature = base64url(HMAC-SHA256(key, payload)) cut to 27 characters
 *   (162 bits).
 *
 * The payload never contains the signature alphabet's `.` at its end: the signature is the part after
 * the last `.` (package payloads contain their parts' signed ids, dots included). Verification recomputes
 * the HMAC and compares with `timingSafeEqual`. The key is the server's (config `OFFER_SIGNING_KEY`, else
 * a random key kept in the `server_secrets` table, see modules/secrets), shared by every process.
 *
 * Pure (node:crypto only): the e2e suite imports {@link signOfferPayload} to forge a price change.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Characters of the base64url HMAC kept in an id (27 x 6 = 162 bits). */
export const OFFER_SIGNATURE_CHARS = 27;
/** Separates the payload from the signature (the last occurrence in the id). */
export const OFFER_SIGNATURE_SEPARATOR = '.';

/** An HMAC key: bytes, or a string used as its UTF-8 bytes. */
export type OfferSigningKey = string | Uint8Array;

/** Signs and verifies offer ids under one key. */
export interface OfferIdSigner {
  /** `${payload}.${signature}`. */
  sign(payload: string): string;
  /** The payload of a correctly signed id; null for a missing, malformed or wrong signature. */
  payload(id: string): string | null;
}

/** The 27-character base64url signature of a payload. */
export function offerSignature(payload: string, key: OfferSigningKey): string {
  return createHmac('sha256', key).update(payload, 'utf8').digest('base64url').slice(0, OFFER_SIGNATURE_CHARS);
}

/**
 * Signs an offer-id payload: `${payload}.${signature}` (issue #6 finding 1).
 * @param payload the unsigned id (any string; `.` allowed)
 * @param key the server's offer signing key
 */
export function signOfferPayload(payload: string, key: OfferSigningKey): string {
  return `${payload}${OFFER_SIGNATURE_SEPARATOR}${offerSignature(payload, key)}`;
}

/**
 * Verifies a signed offer id in constant time (for a given length).
 * @returns the payload, or null when the signature is missing, has the wrong length or does not match
 */
export function verifyOfferId(id: string, key: OfferSigningKey): string | null {
  const dot = id.lastIndexOf(OFFER_SIGNATURE_SEPARATOR);
  if (dot <= 0) return null;
  const payload = id.slice(0, dot);
  const given = Buffer.from(id.slice(dot + 1), 'utf8');
  const expected = Buffer.from(offerSignature(payload, key), 'utf8');
  if (given.length !== expected.length) return null;
  return timingSafeEqual(given, expected) ? payload : null;
}

/**
 * The payload part of an id WITHOUT checking its signature (diagnostics and tests only; never trust it).
 * @returns the id up to its last `.`, or the whole id when it has none
 */
export function unverifiedOfferPayload(id: string): string {
  const dot = id.lastIndexOf(OFFER_SIGNATURE_SEPARATOR);
  return dot < 0 ? id : id.slice(0, dot);
}

/** A signer bound to one key (see {@link signOfferPayload}, {@link verifyOfferId}). */
export function createOfferIdSigner(key: OfferSigningKey): OfferIdSigner {
  if (key.length === 0) throw new Error('The offer signing key is empty');
  return {
    sign: (payload) => signOfferPayload(payload, key),
    payload: (id) => verifyOfferId(id, key),
  };
}
