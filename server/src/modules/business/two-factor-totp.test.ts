// @vitest-environment node
/**
 * The TOTP and recovery-code mechanics of business two-factor (issue #24): RFC 6238 codes accepted within ±1 step and
 * no further, a code refused once its step was used (replay) and so is an older one, recovery codes' shape and hash,
 * and the QR code of the otpauth:// URI.
 */
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, RecoveryCodeSchema, TotpCodeSchema, formatRecoveryCode } from '@travel/contract';
import { TOTP } from 'otpauth';
import {
  acceptTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri, qrCodeDataUrl, totpCodeAt, totpStepAt,
} from './two-factor-totp.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const T0 = 1_790_000_000_000;
const step0 = totpStepAt(T0);
const codeAtStep = (step: number) => totpCodeAt(SECRET, step * 30_000);

describe('TOTP window', () => {
  it('computes the RFC 6238 code that otpauth computes (SHA-1, 6 digits, 30 s)', () => {
    const reference = new TOTP({ secret: SECRET }).generate({ timestamp: T0 });
    expect(totpCodeAt(SECRET, T0)).toBe(reference);
    expect(reference).toMatch(/^\d{6}$/);
  });

  it.each([-1, 0, 1])('accepts the code of step %i from now and returns its step', (delta) => {
    expect(acceptTotp(SECRET, codeAtStep(step0 + delta), T0, null)).toBe(step0 + delta);
  });

  it.each([-2, 2])('refuses the code of step %i from now (outside ±1)', (delta) => {
    const code = codeAtStep(step0 + delta);
    // A different code at some step in the window would be accepted by coincidence: skip that (1 in 10^5).
    if ([-1, 0, 1].some((d) => codeAtStep(step0 + d) === code)) return;
    expect(acceptTotp(SECRET, code, T0, null)).toBeNull();
  });

  it('refuses a wrong code', () => {
    const wrong = String((Number(codeAtStep(step0)) + 1) % 1_000_000).padStart(6, '0');
    expect(acceptTotp(SECRET, wrong, T0, null)).toBeNull();
  });
});

describe('TOTP replay', () => {
  it('refuses a code whose step was already used, even inside its window', () => {
    const step = acceptTotp(SECRET, codeAtStep(step0), T0, null);
    expect(step).toBe(step0);
    expect(acceptTotp(SECRET, codeAtStep(step0), T0 + 10_000, step)).toBeNull();
  });

  it('refuses an older step once a newer one was used, and accepts the next one', () => {
    expect(acceptTotp(SECRET, codeAtStep(step0 - 1), T0, step0)).toBeNull();
    expect(acceptTotp(SECRET, codeAtStep(step0 + 1), T0, step0)).toBe(step0 + 1);
  });
});

describe('secrets, URI and QR code', () => {
  it('makes 160-bit base32 secrets, different each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('writes the Key Uri Format URI with the issuer and the account label', () => {
    const uri = otpauthUri(SECRET, 'admin@acme.example');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Travel%20for%20Business:admin%40acme\.example\?/);
    const params = new URL(uri).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ secret: SECRET, issuer: 'Travel for Business', algorithm: 'SHA1', digits: '6', period: '30' });
  });

  it('renders the URI as an SVG QR code data URL', async () => {
    const url = await qrCodeDataUrl(otpauthUri(SECRET, 'admin@acme.example'));
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1]!, 'base64').toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});

describe('recovery codes', () => {
  it(`makes ${RECOVERY_CODE_COUNT} distinct 80-bit codes that the contract schema reads back, shown in groups of four`, () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-7]{16}$/);
      const shown = formatRecoveryCode(code);
      expect(shown).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
      expect(RecoveryCodeSchema.parse(` ${shown.toLowerCase()} `)).toBe(code);
    }
  });

  it('stores SHA-256 hex, never the code', () => {
    const hash = hashRecoveryCode('ABCDEFGHIJKLMNOP');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('ABCD');
    expect(hashRecoveryCode('ABCDEFGHIJKLMNOP')).toBe(hash);
  });

  it('the contract reads codes typed with spaces and refuses other shapes', () => {
    expect(TotpCodeSchema.parse('123 456')).toBe('123456');
    expect(TotpCodeSchema.safeParse('12345').success).toBe(false);
    expect(RecoveryCodeSchema.safeParse('ABCD-EFGH-1JKL-MNOP').success).toBe(false);
  });
});

describe('README', () => {
  it('prints every enrolled demo user\'s fixed TOTP secret', async () => {
    const { readFileSync } = await import('node:fs');
    const { DEMO_BUSINESS_USERS, demoTotpSecret } = await import('../../db/seed-business.ts');
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const user of DEMO_BUSINESS_USERS.filter((u) => u.enrolled)) {
      expect(readme).toContain(`| \`${user.email}\` |`);
      expect(readme).toContain(`\`${demoTotpSecret(user.email)}\``);
    }
  });
});
