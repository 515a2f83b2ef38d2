/**
 * Issue #27 "Company single sign-on", inside the demo partner page (a real cross-site frame whose cookies are
 * partitioned under the partner's site) against the real server and its offline providers (README "Single sign-on";
 * the people: server/src/dev/local-sso-users.ts): `npm start`'s script runs the local SAML IdP (under `/saml/` of the
 * local OpenID provider's server) and gives the demo company Acme two configurations, SAML over `acme.example` and
 * OpenID Connect over `oidc.acme.example`, both with the providers' "Use multi-factor" choice on by default.
 * - A person of Acme types their work email in the sign-in dialog, is offered "Continue with Acme SSO (SAML)", signs in
 *   at the local SAML IdP in the 500x640 first-party pop-up, and the frame lands signed in, in business mode.
 * - The same through the OpenID Connect provider for a member of the second domain.
 * - Acme's admin (the company has SSO_INTEGRATION) signs in through SAML (the provider asserted multi-factor, so the admin
 *   hub asks no authenticator code), opens Integrations -> Single sign-on, sees both seeded configurations and turns the
 *   OpenID Connect one off and on again; the page fits a phone (screenshots at 1280 and 390 attached).
 * - The admin's "Test sign-in" of the SAML configuration: the first-party pop-up goes to the local IdP, a person new to
 *   Acme signs in there, and the pop-up's result page shows what the provider sent (email, covered, multi-factor, the
 *   mapped role and group); the frame keeps the admin's own session (screenshot of the result page attached).
 * The journeys share the demo configurations (the admin's journey turns one off for a moment): the file runs in order in
 * one worker, beside the other files.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { productFrame } from './pages/business.ts';
import { continueWith, pressToClose, signInInPopup } from './pages/popup.ts';
import { clickVisible } from './pages/frame-fields.ts';
import { openSignInDialog, submitEmail } from './pages/sign-in.ts';

test.describe.configure({ mode: 'default' });

const SAML_NAME = 'Acme SSO (SAML)';
const OIDC_NAME = 'Acme SSO (OpenID Connect)';

/**
 * From the header's "Sign in": types `email`, checks that the dialog offers the company's provider `provider`, presses
 * "Continue with {provider}" and signs in as `person` in the pop-up. Waits until the dialog has closed.
 */
async function signInWithSso(page: Page, frame: FrameLocator, email: string, provider: string, person: string): Promise<void> {
  await openSignInDialog(frame);
  const dialog = frame.getByRole('dialog');
  await submitEmail(dialog, email);
  await expect(dialog.getByText('Acme Corporation lets you sign in with your work account.')).toBeVisible();
  const popup = await continueWith(dialog, provider);
  await expect(dialog.getByText(`Finish signing in with ${provider} in the window that opened.`)).toBeVisible();
  await signInInPopup(popup, person);
  await expect(frame.getByRole('dialog')).toHaveCount(0);
}

/** Signed in, in business mode: the account button, the business header's product logo and its account-type toggle. */
async function expectBusinessMode(frame: FrameLocator): Promise<void> {
  await expect(frame.getByRole('button', { name: /^Account: / })).toBeEnabled();
  await expect(frame.getByRole('link', { name: 'Tripwise for Business home' })).toBeVisible();
}

test('a person of the demo company signs in through the company SAML IdP from the sign-in dialog and lands in business mode', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInWithSso(page, frame, 'traveler@acme.example', SAML_NAME, 'Tess Traveler');
  await expectBusinessMode(frame);

  // The session lives in the frame's own partition: it survives a reload of the frame.
  await productFrame(page).evaluate(() => window.location.reload());
  await expectBusinessMode(frame);
});

test('a member of the second domain signs in through the company OpenID Connect provider and lands in business mode', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInWithSso(page, frame, 'olga@oidc.acme.example', OIDC_NAME, 'Olga Oidc');
  await expectBusinessMode(frame);
});

/**
 * Acme's admin signs in through SAML and opens Admin hub -> Integrations -> Single sign-on. The provider asserted
 * multi-factor, so the admin hub asks no authenticator code on the way.
 */
async function openSsoPageAsAdmin(page: Page, frame: FrameLocator): Promise<void> {
  await signInWithSso(page, frame, 'admin@acme.example', SAML_NAME, 'Ada Admin');
  await expectBusinessMode(frame);
  await frame.getByRole('link', { name: 'Admin hub' }).click();
  await expect(frame.getByRole('heading', { name: 'Admin hub', level: 1 })).toBeVisible();
  await clickVisible(frame.getByRole('navigation', { name: 'Admin hub pages' }).getByRole('link', { name: 'Integrations', exact: true }));
  await clickVisible(frame.getByRole('link', { name: 'Set up single sign-on' }));
  await expect(frame.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
}

test('the admin signs in through SAML, sees the seeded configurations on the single sign-on page and turns one off and on', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await openSsoPageAsAdmin(page, frame);

  const list = frame.getByRole('list', { name: 'Identity providers' });
  const saml = list.getByRole('listitem', { name: SAML_NAME });
  const oidc = list.getByRole('listitem', { name: OIDC_NAME });
  await expect(saml).toContainText('Email domains: acme.example');
  await expect(oidc).toContainText('Email domains: oidc.acme.example');
  await expect(saml.getByRole('switch', { name: `Active: ${SAML_NAME}` })).toBeChecked();
  const oidcActive = oidc.getByRole('switch', { name: `Active: ${OIDC_NAME}` });
  await expect(oidcActive).toBeChecked();
  await expect(frame.getByRole('region', { name: 'Details for your identity provider' }).getByRole('textbox', { name: 'OpenID Connect redirect URI' })).toHaveValue(/\/k\/run\/sso\/oidc\/callback$/);
  await expect(frame.getByRole('region', { name: 'Company sign-in link' }).getByRole('textbox', { name: 'Sign-in link' })).toHaveValue(/\/k\/run\/sso\/entry\//);
  await page.screenshot({ path: test.info().outputPath('sso-page-1280.png') });
  await test.info().attach('sso-page-1280.png', { path: test.info().outputPath('sso-page-1280.png'), contentType: 'image/png' });

  // The switch's input is drawn by react-aria: a person presses its label.
  const status = frame.getByRole('status').filter({ hasText: OIDC_NAME });
  await clickVisible(oidcActive.locator('xpath=ancestor::label[1]'));
  await expect(status).toHaveText(`${OIDC_NAME} is off.`);
  await expect(oidcActive).not.toBeChecked();
  await clickVisible(oidcActive.locator('xpath=ancestor::label[1]'));
  await expect(status).toHaveText(`${OIDC_NAME} is on: people of its email domains can sign in with it.`);
  await expect(oidcActive).toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(oidc).toBeVisible();
  await expect
    .poll(() => productFrame(page).evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await oidc.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('sso-page-390x844.png') });
  await test.info().attach('sso-page-390x844.png', { path: test.info().outputPath('sso-page-390x844.png'), contentType: 'image/png' });
});

test('the admin tests the SAML sign-in: the pop-up shows what the provider sent, and the admin stays signed in as themselves', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await openSsoPageAsAdmin(page, frame);
  // The account button names the signed-in person (their name, or their email without one).
  const adminAccount = frame.getByRole('button', { name: /^Account: (Ada Admin|admin@acme\.example)$/ });
  await expect(adminAccount).toBeEnabled();

  const opened = page.waitForEvent('popup');
  await frame.getByRole('list', { name: 'Identity providers' }).getByRole('listitem', { name: SAML_NAME })
    .getByRole('button', { name: `Test sign-in with ${SAML_NAME}` }).click();
  const popup = await opened;
  await expect(frame.getByText(`The sign-in page of ${SAML_NAME} opened in a new window`)).toBeVisible();
  // The local IdP's page, in the first-party pop-up: a person new to Acme whose `role` and `department` map to a role
  // and a group; "Use multi-factor" is on by default.
  await expect(popup.getByRole('checkbox', { name: 'Use multi-factor' })).toBeChecked();
  await popup.getByRole('button', { name: 'Sign in as Sam Newhire' }).click();

  // The result page on the product's origin: what the provider sent, as the admin reads it.
  await expect(popup.getByRole('heading', { name: 'The test sign-in worked', level: 1 })).toBeVisible();
  expect(new URL(popup.url()).pathname).toBe('/k/run/sso/saml/acs');
  await expect(popup.getByText(`${SAML_NAME} signed in and its answer passed every check. No one was signed in to the product and no account was created.`)).toBeVisible();
  const row = (label: string) => popup.getByRole('row', { name: new RegExp(`^${label}\\b`) }).getByRole('cell');
  await expect(row('Email')).toHaveText('sam.newhire@acme.example');
  await expect(row('Domain')).toHaveText('covered (acme.example is one of this configuration\'s domains)');
  await expect(row('Multi-factor')).toHaveText('asserted by the provider');
  await expect(row('Role')).toHaveText('Travel manager (from the attribute mapping)');
  await expect(row('Group')).toHaveText('Engineering (from the attribute mapping)');
  await popup.screenshot({ path: test.info().outputPath('sso-test-result.png') });
  await test.info().attach('sso-test-result.png', { path: test.info().outputPath('sso-test-result.png'), contentType: 'image/png' });
  await pressToClose(popup, popup.getByRole('button', { name: 'Close' }));

  // No session for the tested person in the frame: after a reload the admin is still signed in as themselves, on the
  // admin's single sign-on page.
  await productFrame(page).evaluate(() => window.location.reload());
  await expect(frame.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  await expect(adminAccount).toBeEnabled();
  await expect(frame.getByRole('button', { name: /^Account: / })).toHaveCount(1);
});
