/**
 * The business two-factor's pure parts (issue #24 "Business two-factor": TOTP of RFC 6238 through the maintained
 * `otpauth` library, never hand-written HMAC; recovery codes stored hashed). Spec: core-and-business §6, §8;
 * account-business-header-and-trips §4 "Auth verify". No database here: ./two-factor-service.ts stores what these
 * functions produce.
 *
 * Readings (the spec shows none of this):
 * - TOTP: SHA-1, 6 digits, 30 s steps (what every authenticator app defaults to), secrets of 20 random bytes (160
 *   bits, RFC 4226's recommendation), accepted within ±1 step ({@link TOTP_WINDOW_STEPS}) for clock drift.
 * - Replay: the caller stores the step of the last accepted code; {@link acceptTotp} refuses that step and every older
 *   one, so a code works once even inside its ±1 window.
 * - Recovery codes: 10 codes of 16 base32 characters (80 random bits), shown as `ABCD-EFGH-JKLM-NPQR`; stored as their
 *   SHA-256 (hex). Why SHA-256 and not Argon2id: the codes are random with 80 bits of entropy, so a dump of the hashes
 *   cannot be brute-forced offline (2^80 guesses) and a slow hash adds nothing; Argon2id is for low-entropy secrets
 *   like passwords. A fast hash also lets a code be found with one indexed lookup instead of verifying each of ten.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_S } from '@travel/contract';

/** Bytes of a generated TOTP secret (160 bits). */
export const TOTP_SECRET_BYTES = 20;
/** Steps either side of now whose codes are accepted (±1 step = ±30 s of clock drift). */
export const TOTP_WINDOW_STEPS = 1;
/** The issuer the authenticator app shows next to the account (Key Uri Format `issuer`). */
export const TWO_FACTOR_ISSUER = 'Travel for Business';
/** Random bytes of a recovery code: 10 bytes = 80 bits = 16 base32 characters. */
export const RECOVERY_CODE_BYTES = 10;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TWO_FACTOR_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random TOTP secret, base32 without padding (32 characters). */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

/** The RFC 6238 time step of `nowMs` (30 s steps since the epoch). */
export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S);
}

/** The 6-digit code of `secretBase32` at `nowMs` (the seeds' helper script and the tests compute codes with it). */
export function totpCodeAt(secretBase32: string, nowMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: nowMs });
}

/**
 * Checks a code against the secret within ±{@link TOTP_WINDOW_STEPS} of `nowMs`, refusing replays.
 * @param code the 6 digits as typed (already parsed by the contract's TotpCodeSchema)
 * @param lastUsedStep the step of the last accepted code (null: none yet)
 * @returns the matched step (store it as the new last used step), or null when the code is wrong, outside the window,
 *   or of a step at or before `lastUsedStep` (replay)
 */
export function acceptTotp(secretBase32: string, code: string, nowMs: number, lastUsedStep: number | null): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  const step = totpStepAt(nowMs) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

/** The otpauth:// URI of Google's Key Uri Format that authenticator apps scan (label: the account's email). */
export function otpauthUri(secretBase32: string, accountLabel: string): string {
  return totpOf(secretBase32, accountLabel).toString();
}

/** The URI as a QR code: an SVG, as a base64 `data:image/svg+xml` URL (qrcode library; error correction M). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** Base32 (RFC 4648 alphabet, no padding) of bytes whose bit length is a multiple of 5. */
function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** {@link RECOVERY_CODE_COUNT} new recovery codes, canonical form (16 upper-case base32 characters, no dashes). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => base32(randomBytes(RECOVERY_CODE_BYTES)));
}

/** The stored form of a recovery code: SHA-256 hex of its canonical form (see the module docstring for why SHA-256). */
export function hashRecoveryCode(canonical: string): string {
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
