/**
 * Issue #26 "Integrations", inside the demo partner page against the real server: the Acme company admin opens the
 * admin hub's Integrations page, adds an expense system whose webhook is a receiver this test runs on loopback (the
 * development outbound policy allows it), sees the signing secret once and the system listed with only its hint; at
 * 390x844 the page has no horizontal scroll (screenshots attached). The delivery itself (signed, retried, delivered)
 * is proved by server/src/modules/business/integrations.test.ts. Recovery codes: admin@acme.example 9 (8 on retry).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { demoUserRecoveryCode, productFrame, signInWithPassword, verifySecondFactor } from './pages/business.ts';
import { clickVisible } from './pages/frame-fields.ts';

const ADMIN = 'admin@acme.example';
let receiver: Server;
let receiverUrl = '';

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/expense`;
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

test('the company admin adds an expense system on the Integrations page and sees its signing secret once; the page fits a phone', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInWithPassword(frame, ADMIN);
  await frame.getByRole('link', { name: 'Admin hub' }).click();
  await verifySecondFactor(frame, { recovery: demoUserRecoveryCode(ADMIN, 9 - test.info().retry) });
  await clickVisible(frame.getByRole('navigation', { name: 'Admin hub pages' }).getByRole('link', { name: 'Integrations', exact: true }));
  await expect(frame.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  const panel = frame.getByRole('region', { name: 'Expense systems' });
  await expect(panel).toBeVisible();

  const code = `e2e${Date.now().toString(36)}`;
  await clickVisible(panel.getByRole('button', { name: 'Add expense system' }));
  const dialog = frame.getByRole('dialog', { name: 'Add an expense system' });
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(code);
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Team expenses');
  await dialog.getByRole('textbox', { name: /^Webhook URL/ }).fill(receiverUrl);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const secret = frame.getByRole('dialog', { name: 'Signing secret for Team expenses' });
  await expect(secret.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
  const value = await secret.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  await page.screenshot({ path: test.info().outputPath('integrations-secret-1280.png') });
  await test.info().attach('integrations-secret-1280.png', { path: test.info().outputPath('integrations-secret-1280.png'), contentType: 'image/png' });
  await secret.getByRole('button', { name: 'Done' }).click();

  const card = panel.getByRole('listitem', { name: 'Team expenses' });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Signing secret ending in ${value.slice(-4)}`)).toBeVisible();
  await expect(frame.getByText(value)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Remove Team expenses' })).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Slack notifications' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await expect
    .poll(() => productFrame(page).evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('integrations-390x844.png') });
  await test.info().attach('integrations-390x844.png', { path: test.info().outputPath('integrations-390x844.png'), contentType: 'image/png' });
});
