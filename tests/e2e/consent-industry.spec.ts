/**
 * Issue #13 "Done when": the IAB TCF dialog's choices produce a TC string that @iabtechlabtcf/core decodes to exactly
 * those purposes, vendors and objections, and `__tcfapi('addEventListener', 2, ...)` in the frame reports it. Inside
 * the demo partner page (a real cross-site frame) in German (de-DE: the EU, prior consent required) against the real
 * server and its shipped vendor list: the privacy page's "Advertising partners (IAB TCF)" button opens the dialog;
 * the visitor consents to two purposes, objects to one purpose's legitimate interest, consents to two vendors and
 * objects to one vendor's legitimate interest, then "Accept selected" (Auswahl akzeptieren). The string `__tcfapi`
 * reports decodes to exactly that, and the server stored it (GET /i/api/iabtcf/v1/consent from inside the frame).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { TCString, type Vector } from '@iabtechlabtcf/core';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { clickVisible } from './pages/frame-fields.ts';

interface ShippedVendor {
  id: number;
  name: string;
  purposes: number[];
  legIntPurposes: number[];
  specialPurposes: number[];
}
interface ShippedList {
  vendorListVersion: number;
  tcfPolicyVersion: number;
  purposes: Record<string, { id: number; name: string }>;
  vendors: Record<string, ShippedVendor>;
}

/** The server's shipped vendor list (what the dialog shows and the TC string must be made with). */
const LIST = JSON.parse(readFileSync(new URL('../../server/src/modules/consent/gvl/vendor-list.json', import.meta.url), 'utf8')) as ShippedList;
const VENDORS = Object.values(LIST.vendors).sort((a, b) => a.id - b.id);
const purposeName = (id: number) => LIST.purposes[String(id)]!.name;
const vendor = (id: number) => VENDORS.find((v) => v.id === id)!;
/** Purposes whose legitimate interest some vendor claims (never 1, 3-6): set unless objected to. */
const LI_PURPOSES = [...new Set(VENDORS.flatMap((v) => v.legIntPurposes))].filter((p) => ![1, 3, 4, 5, 6].includes(p)).sort((a, b) => a - b);
/** Vendors whose LI bit the string carries unless objected to (a legIntPurpose or a special purpose). */
const LI_VENDORS = VENDORS.filter((v) => v.legIntPurposes.length > 0 || v.specialPurposes.length > 0).map((v) => v.id);

/** The visitor's choices. */
const CONSENTED_PURPOSES = [1, 2];
const OBJECTED_PURPOSE = 7;
const CONSENTED_VENDORS = [4, 11];
const OBJECTED_VENDOR = 4;

const setIds = (v: Vector) => {
  const out: number[] = [];
  v.forEach((on, id) => {
    if (on) out.push(id);
  });
  return out;
};


/** The product frame (for evaluate). */
function productFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/p/demo/'));
  if (!frame) throw new Error('no product frame');
  return frame;
}

/** Flips a switch the way a visitor does: a press on its label (the switch's input is visually hidden under its track). */
async function flip(target: Locator): Promise<void> {
  await clickVisible(target.locator('xpath=ancestor::label[1]'));
}

const dialogOf = (frame: FrameLocator) => frame.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' });

test('TCF dialog choices: __tcfapi reports a TC string that decodes to exactly them, and the server stored it', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await page.goto(`/?locale=de-DE&travel=${encodeURIComponent('privacy')}`);
  await expect(demo.status).toHaveText(/Ready/);
  const { frame } = demo;

  // The privacy page's button (its label may be translated; it always names the IAB TCF).
  await clickVisible(frame.getByRole('button', { name: /IAB TCF/ }));
  const dialog = dialogOf(frame);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Unsere \d+ Partner anzeigen$/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Alle ablehnen' })).toBeVisible();

  // The frame's __tcfapi answers ping (loaded, version 2) while the dialog shows.
  const ping = await productFrame(page).evaluate(
    () => new Promise<{ cmpStatus: string; apiVersion: string; gdprApplies: boolean }>((resolve) => {
      (window as unknown as { __tcfapi: (c: string, v: number, cb: (d: never) => void) => void }).__tcfapi('ping', 2, resolve);
    }),
  );
  expect(ping.gdprApplies).toBe(true);
  expect(ping.apiVersion).toMatch(/^2/);

  // Processing purposes: two consents and one objection (purpose 7 claims legitimate interest; purpose 1 cannot).
  await dialog.getByRole('button', { name: 'Kategorien auswählen' }).click();
  await expect(dialog.getByRole('tab', { name: 'Verarbeitungszwecke', selected: true })).toBeVisible();
  for (const id of CONSENTED_PURPOSES) await flip(dialog.getByRole('switch', { name: `Einwilligung: ${purposeName(id)}` }));
  await clickVisible(dialog.getByRole('button', { name: purposeName(1), exact: true }));
  await expect(dialog.getByRole('switch', { name: `Berechtigtem Interesse widersprechen: ${purposeName(1)}` })).toHaveCount(0);
  await clickVisible(dialog.getByRole('button', { name: purposeName(OBJECTED_PURPOSE), exact: true }));
  await flip(dialog.getByRole('switch', { name: `Berechtigtem Interesse widersprechen: ${purposeName(OBJECTED_PURPOSE)}` }));
  // Special purposes are locked on.
  await expect(dialog.getByRole('switch', { name: /^Einwilligung: Ensure security/ })).toBeDisabled();

  // Vendors: two consents, one objection (with its device-storage disclosure loaded when opened).
  await dialog.getByRole('tab', { name: 'Anbieter' }).click();
  for (const id of CONSENTED_VENDORS) await flip(dialog.getByRole('switch', { name: `Einwilligung: ${vendor(id).name}` }));
  await clickVisible(dialog.getByRole('button', { name: vendor(OBJECTED_VENDOR).name, exact: true }));
  await expect(dialog.getByText(/_uid \(Cookie, /)).toBeVisible();
  await flip(dialog.getByRole('switch', { name: `Berechtigtem Interesse widersprechen: ${vendor(OBJECTED_VENDOR).name}` }));

  await clickVisible(dialog.getByRole('button', { name: 'Auswahl akzeptieren' }));
  await expect(dialog).toBeHidden();

  // What __tcfapi reports to a listener added now.
  const reported = await productFrame(page).evaluate(
    () => new Promise<{ tcString: string; eventStatus: string; gdprApplies: boolean }>((resolve) => {
      (window as unknown as { __tcfapi: (c: string, v: number, cb: (d: { tcString: string; eventStatus: string; gdprApplies: boolean }, ok: boolean) => void) => void }).__tcfapi(
        'addEventListener',
        2,
        (data, ok) => {
          if (ok && data.tcString) resolve(data);
        },
      );
    }),
  );
  expect(reported.gdprApplies).toBe(true);
  expect(['tcloaded', 'useractioncomplete']).toContain(reported.eventStatus);

  const tc = TCString.decode(reported.tcString);
  expect(setIds(tc.purposeConsents)).toEqual(CONSENTED_PURPOSES);
  expect(setIds(tc.purposeLegitimateInterests)).toEqual(LI_PURPOSES.filter((p) => p !== OBJECTED_PURPOSE));
  expect(setIds(tc.vendorConsents)).toEqual(CONSENTED_VENDORS);
  expect(setIds(tc.vendorLegitimateInterests)).toEqual(LI_VENDORS.filter((v) => v !== OBJECTED_VENDOR));
  expect(setIds(tc.vendorsDisclosed)).toEqual(VENDORS.map((v) => v.id));
  expect(setIds(tc.specialFeatureOptins)).toEqual([]);
  expect(Number(tc.policyVersion)).toBe(LIST.tcfPolicyVersion);
  expect(Number(tc.vendorListVersion)).toBe(LIST.vendorListVersion);
  expect(tc.isServiceSpecific).toBe(true);

  // The server stored exactly that string for the frame's session.
  const stored = await productFrame(page).evaluate(async () => {
    const token = ((await (await fetch('/k/run/formtoken', { credentials: 'same-origin' })).json()) as { formtoken: string }).formtoken;
    const reply = await fetch('/i/api/iabtcf/v1/consent', { credentials: 'same-origin', headers: { 'X-CSRF': token, 'X-Requested-With': 'XMLHttpRequest' } });
    return (await reply.json()) as { tcString: string; isUnsavedDefaultConsent: boolean; purpose: { consents: Record<string, boolean> }; vendor: { consents: Record<string, boolean> } };
  });
  expect(stored.isUnsavedDefaultConsent).toBe(false);
  expect(stored.tcString).toBe(reported.tcString);
  expect(Object.keys(stored.purpose.consents).map(Number)).toEqual(CONSENTED_PURPOSES);
  expect(Object.keys(stored.vendor.consents).map(Number)).toEqual(CONSENTED_VENDORS);
});
