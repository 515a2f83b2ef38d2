/**
 * Steps of the business journeys (issue #24) shared by the specs: the seeded demo users' password sign-in, their
 * second factor (the current TOTP code of their demo secret, computed here as an authenticator app does), and calls
 * made from inside the product frame with its own partitioned cookies.
 */
import { expect, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_BUSINESS_PASSWORD, demoRecoveryCodes, demoTotpSecret } from '../../../server/src/db/seed-business.ts';
import { clickVisible } from './frame-fields.ts';
import { openSignInDialog, submitPasswordSignIn } from './sign-in.ts';

/** The current 6-digit code of a base32 TOTP secret (RFC 6238: SHA-1, 30 s), as an authenticator app shows it. */
export function totpCode(secretBase32: string): string {
  return new TOTP({ secret: Secret.fromBase32(secretBase32.replace(/\s+/g, '')), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** The current code of a seeded demo user's authenticator (server/src/db/seed-business.ts). */
export function demoUserCode(email: string): string {
  return totpCode(demoTotpSecret(email));
}

/**
 * One of a seeded demo user's recovery codes (each works once per database; the e2e server starts on a fresh one).
 * Journeys that sign the same user in at the same time use these: a TOTP code works once, so two verifications of one
 * user within the same 30 s would refuse the second (replay).
 */
export function demoUserRecoveryCode(email: string, index: number): string {
  const code = demoRecoveryCodes(email)[index];
  if (!code) throw new Error(`no demo recovery code ${index} for ${email}`);
  return code;
}

/** Signs a seeded business user in with the password form of the header's sign-in dialog; waits until it closed. */
export async function signInWithPassword(frame: FrameLocator, email: string, password: string = DEMO_BUSINESS_PASSWORD): Promise<void> {
  await openSignInDialog(frame);
  await submitPasswordSignIn(frame.getByRole('dialog'), email, password);
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: /^Account: / })).toBeEnabled();
}

/**
 * Opens the admin hub from the account menu (where it is on a phone, and on a desktop header too narrow for its link):
 * both presses through {@link clickVisible}. A plain press on "Admin hub" was lost on CI (1 Dec 2026, the approver's
 * phone journey): the menu stayed open over the front door while the partner page scrolled to the frame.
 */
export async function openAdminHubFromAccountMenu(frame: FrameLocator): Promise<void> {
  await clickVisible(frame.getByRole('button', { name: /^Account: / }));
  const item = frame.getByRole('menuitem', { name: 'Admin hub' });
  await clickVisible(item);
  await expect(item).toHaveCount(0);
}

/**
 * On /business/verify: enters the authenticator `code` (or, with `{ recovery }`, a recovery code) and verifies; waits
 * until the page has gone (the frame follows `redir`).
 */
export async function verifySecondFactor(frame: Pick<FrameLocator, 'getByRole'>, code: string | { recovery: string }): Promise<void> {
  await expect(frame.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  if (typeof code === 'string') {
    await frame.getByRole('textbox', { name: '6-digit code' }).fill(code);
  } else {
    await clickVisible(frame.getByRole('button', { name: 'Use a recovery code' }));
    await frame.getByRole('textbox', { name: 'Recovery code' }).fill(code.recovery);
  }
  // Below the partner page's fold on a desktop: a plain click can go out before the frame is painted there (clickVisible).
  await clickVisible(frame.getByRole('button', { name: 'Verify' }));
  await expect(frame.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toHaveCount(0);
}

/** The product frame of the demo page (for calls with its own partitioned cookies). */
export function productFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/p/demo/'));
  if (!frame) throw new Error('no product frame');
  return frame;
}

/** A state-changing call from inside the product frame, as its API client makes it (form token, X-CSRF). */
export async function callFromFrame(page: Page, method: 'PUT' | 'POST', path: string, body: unknown): Promise<{ status: number; code: string | undefined }> {
  return productFrame(page).evaluate(
    async ({ method, path, body }) => {
      const tokenReply = await fetch('/k/run/formtoken', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
        body: '',
      });
      const { formtoken } = (await tokenReply.json()) as { formtoken: string };
      const r = await fetch(path, {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF': formtoken },
        body: JSON.stringify(body),
      });
      const json = (await r.json().catch(() => ({}))) as { errors?: { code: string }[] };
      return { status: r.status, code: json.errors?.[0]?.code };
    },
    { method, path, body },
  );
}
