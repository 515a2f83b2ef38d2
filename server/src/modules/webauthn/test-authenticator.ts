/**
 * A software passkey authenticator for tests (no browser): an ES256 (P-256) key pair from node:crypto, and the
 * WebAuthn structures built by hand as the W3C WebAuthn Level 3 spec lays them out, so the server verifies real
 * attestations and assertions:
 * - clientDataJSON: `{ type, challenge, origin, crossOrigin?, topOrigin? }` (UTF-8 JSON, base64url);
 * - authenticator data: SHA-256(rpId) | flags | signCount (u32 BE) [| AAGUID | credIdLen (u16 BE) | credId | COSE key];
 * - attestation object: CBOR `{ fmt: 'none', attStmt: {}, authData }`;
 * - assertion signature: ECDSA P-256 SHA-256 (DER) over authData | SHA-256(clientDataJSON).
 * Test code only (imported by *.test.ts).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** Minimal CBOR (RFC 8949) encoder: unsigned/negative integers, byte strings, text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** Encodes one CBOR value. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), Buffer.from(value)]);
  const parts: Buffer[] = [cborHead(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64url = (b: Uint8Array | string): string => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string): Buffer => createHash('sha256').update(b).digest();

/** Flags of authenticator data: user present, user verified, attested credential data included. */
export const FLAG_UP = 0x01;
export const FLAG_UV = 0x04;
export const FLAG_AT = 0x40;

export interface ClientDataOptions {
  type: 'webauthn.create' | 'webauthn.get';
  challenge: string;
  origin: string;
  crossOrigin?: boolean;
  topOrigin?: string;
}

/** clientDataJSON as a browser builds it, base64url. */
export function clientDataJSON(o: ClientDataOptions): string {
  const data: Record<string, unknown> = { type: o.type, challenge: o.challenge, origin: o.origin, crossOrigin: o.crossOrigin ?? false };
  if (o.topOrigin !== undefined) data.topOrigin = o.topOrigin;
  return b64url(JSON.stringify(data));
}

/** One passkey held by the software authenticator. */
export class TestPasskey {
  readonly credentialId: string;
  readonly userHandle: string;
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  counter = 0;

  /** @param userHandle base64url user.id from the creation options */
  constructor(userHandle: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
    this.credentialId = b64url(randomBytes(32));
    this.userHandle = userHandle;
  }

  /** The COSE_Key (EC2, ES256, P-256) of the public key. */
  coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  /** Authenticator data; with `attested` the credential id and public key follow the counter. */
  authenticatorData(rpId: string, flags: number, attested: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter, 0);
    const parts = [sha256(rpId), Buffer.from([flags]), counter];
    if (attested) {
      const id = Buffer.from(this.credentialId, 'base64url');
      const len = Buffer.alloc(2);
      len.writeUInt16BE(id.length, 0);
      parts.push(Buffer.alloc(16), len, id, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  /**
   * A registration response (attestation 'none') for `challenge`.
   * @returns the register form fields credentialId, attestationObject, clientDataJSON
   */
  attest(o: { challenge: string; origin: string; rpId: string; flags?: number; crossOrigin?: boolean; topOrigin?: string }): {
    credentialId: string; attestationObject: string; clientDataJSON: string;
  } {
    const authData = this.authenticatorData(o.rpId, o.flags ?? FLAG_UP | FLAG_UV | FLAG_AT, true);
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      credentialId: this.credentialId,
      attestationObject: b64url(attestationObject),
      clientDataJSON: clientDataJSON({ type: 'webauthn.create', challenge: o.challenge, origin: o.origin, ...(o.crossOrigin !== undefined ? { crossOrigin: o.crossOrigin } : {}), ...(o.topOrigin !== undefined ? { topOrigin: o.topOrigin } : {}) }),
    };
  }

  /**
   * An authentication response for `challenge`; the counter grows by one first unless `counter` is given.
   * @returns the login form fields credentialId, authenticatorData, userHandle, clientDataJSON, signature
   */
  assert(o: { challenge: string; origin: string; rpId: string; flags?: number; crossOrigin?: boolean; topOrigin?: string; counter?: number; signWith?: KeyObject }): {
    credentialId: string; authenticatorData: string; userHandle: string; clientDataJSON: string; signature: string;
  } {
    this.counter = o.counter ?? this.counter + 1;
    const authData = this.authenticatorData(o.rpId, o.flags ?? FLAG_UP | FLAG_UV, false);
    const clientData = clientDataJSON({ type: 'webauthn.get', challenge: o.challenge, origin: o.origin, ...(o.crossOrigin !== undefined ? { crossOrigin: o.crossOrigin } : {}), ...(o.topOrigin !== undefined ? { topOrigin: o.topOrigin } : {}) });
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientData, 'base64url'))]), o.signWith ?? this.privateKey);
    return { credentialId: this.credentialId, authenticatorData: b64url(authData), userHandle: this.userHandle, clientDataJSON: clientData, signature: b64url(signature) };
  }
}
