/**
 * Prints the current 6-digit TOTP code of a secret (RFC 6238: SHA-1, 6 digits, 30 s), for the business demo users'
 * fixed secrets in README "Business edition" (issue #24 "Business two-factor"): a person trying the demo without an
 * authenticator app runs `npx tsx scripts/totp.ts <base32 secret>` and types the code on /business/verify.
 * Also prints the seconds the code stays valid. A demo aid: it reads no database and accepts any base32 secret.
 */
import { Secret, TOTP } from 'otpauth';

const secret = process.argv[2]?.replace(/\s+/g, '').toUpperCase();
if (!secret || !/^[A-Z2-7]+=*$/.test(secret)) {
  console.error('Usage: npx tsx scripts/totp.ts <base32 secret>   (the demo secrets are in README "Business edition")');
  process.exit(2);
}
const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const now = Date.now();
console.log(`${totp.generate({ timestamp: now })}  (valid for ${Math.ceil(totp.remaining({ timestamp: now }) / 1000)} s more)`);
