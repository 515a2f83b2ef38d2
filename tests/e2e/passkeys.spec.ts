/**
 * Issue #9, passkeys (account-business-header-and-trips §5, §7): inside the demo partner page (the product frame is a
 * cross-site iframe: localhost under 127.0.0.1), with Chromium's virtual authenticator (CDP WebAuthn domain: ctap2,
 * internal transport, resident keys, user verification). Register an account with a passkey, sign out, sign in with
 * the "Sign in with a passkey" button, sign out, and sign in through the Email field's autofill (conditional UI).
 *
 * Where the authenticator must live: Chromium runs the cross-site frame out of process (an OOPIF, its own CDP
 * target), and its WebAuthn calls are served by that target's virtual authenticator environment. The test proves the
 * frame is an OOPIF (the page's target list holds an `iframe` target at the product origin) and attaches the CDP
 * session to that frame (`context.newCDPSession(frame)`, which Playwright allows only for OOPIFs). The clientDataJSON
 * the frame posts shows each ceremony ran in the product's origin with the partner page as `topOrigin`, which the
 * server checks against the demo partner's allowed origins.
 */
import { expect, test, type CDPSession, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { DEMO_ORIGIN, PRODUCT_ORIGIN } from './ports.ts';
import { openSignInDialog, submitEmail } from './pages/sign-in.ts';

/** The product frame (the iframe at the product origin inside the partner page). */
function productFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(`${PRODUCT_ORIGIN}/p/demo/`));
  if (!frame) throw new Error('no product frame');
  return frame;
}

/** Adds a platform passkey authenticator (ctap2, internal, resident keys, user verification) to the frame's target. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfos } = await pageSession.send('Target.getTargets');
  expect(targetInfos.filter((t) => t.type === 'iframe' && t.url.startsWith(`${PRODUCT_ORIGIN}/p/demo/`)), 'the product frame is an out-of-process iframe').toHaveLength(1);
  await pageSession.detach();
  const cdp = await page.context().newCDPSession(productFrame(page));
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** Records the passkey calls the frame makes (the last path segment of /auth/webauthn/v1/*), in order; observes only. */
function recordPasskeyCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === PRODUCT_ORIGIN && url.pathname.startsWith('/auth/webauthn/v1/')) calls.push(url.pathname.split('/').pop()!);
  });
  return calls;
}

/** The clientDataJSON of every passkey register and login the frame posts (decoded), in order; observes only. */
function recordClientData(page: Page): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== PRODUCT_ORIGIN || !/^\/auth\/webauthn\/v1\/(register|login)$/.test(url.pathname)) return;
    const clientData = new URLSearchParams(request.postData() ?? '').get('clientDataJSON');
    if (clientData) seen.push(JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as Record<string, unknown>);
  });
  return seen;
}

/** The frame's sign-in controls for `email`'s account. */
function controls(frame: FrameLocator, email: string) {
  return {
    signInTrigger: frame.getByRole('button', { name: 'Sign in', exact: true }),
    account: frame.getByRole('button', { name: `Account: ${email}` }),
    dialog: frame.getByRole('dialog'),
    // The account menu's "Sign out" (a menu item; a plain button before the account menu existed).
    signOut: frame.getByRole('menuitem', { name: 'Sign out' }).or(frame.getByRole('button', { name: 'Sign out' })),
  };
}

/** Creates `email`'s account with a passkey from the header's "Sign in" (Create account, email, terms, passkey). */
async function registerWithPasskey(frame: FrameLocator, email: string): Promise<void> {
  const { account, dialog } = controls(frame, email);
  await openSignInDialog(frame);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
  await submitEmail(dialog, email);
  const consent = dialog.getByRole('checkbox', { name: 'I agree to the terms of use and the privacy policy' });
  await consent.locator('xpath=ancestor::label[1]').click();
  await expect(consent).toBeChecked();
  await dialog.getByRole('button', { name: 'Create an account with a passkey' }).click();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await expect(account).toBeVisible();
}

test('register with a passkey, then sign in with the passkey button and through autofill, inside the partner page', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  // The host SDK delegates passkeys to the frame's origin only (without it Chromium refuses WebAuthn in the frame).
  await expect(demo.frameElement).toHaveAttribute('allow', `publickey-credentials-get ${PRODUCT_ORIGIN}; publickey-credentials-create ${PRODUCT_ORIGIN}`);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const clientData = recordClientData(page);
  const email = `pia-${Date.now()}@example.com`;
  const { signInTrigger, account, dialog, signOut } = controls(frame, email);

  // Register: Create account, the email, the terms, "Create an account with a passkey".
  await registerWithPasskey(frame, email);

  // The authenticator holds one discoverable credential for the product's domain.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: new URL(PRODUCT_ORIGIN).hostname });
  const registeredCount = credentials[0]!.signCount;

  // Sign out, then "Sign in with a passkey" from the landing page (no email typed: any passkey of the product). With
  // the virtual authenticator Chromium completes a conditional (autofill) request by itself as soon as a credential
  // exists, so for this part the frame is told it has no conditional UI, as a browser without it says.
  await account.click();
  await signOut.click();
  await expect(signInTrigger).toBeVisible();
  await productFrame(page).evaluate(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  const calls = recordPasskeyCalls(page);
  await openSignInDialog(frame);
  await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await expect(account).toBeVisible();
  expect(calls).toEqual(['autofillParams', 'login']);
  const afterButton = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(afterButton.credentials[0]!.signCount, 'the authenticator signed the button sign-in').toBe(registeredCount + 1);

  // Signed in survives a reload of the frame (which also gives it back its conditional UI).
  await productFrame(page).evaluate(() => window.location.reload());
  await expect(account).toBeVisible();

  // Sign out, then the conditional path: the dialog's Email field (autocomplete "username webauthn") offers the
  // passkey; the virtual authenticator picks it as a person would in the autofill list, and that signs in. No button.
  await account.click();
  await signOut.click();
  await expect(signInTrigger).toBeVisible();
  calls.length = 0;
  await openSignInDialog(frame);
  await expect(account).toBeVisible();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  expect(calls).toEqual(['autofillParams', 'login']);
  const afterAutofill = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(afterAutofill.credentials[0]!.signCount, 'the authenticator signed the autofill sign-in').toBe(registeredCount + 2);

  // What the server verified: every ceremony ran in the product's origin inside the partner page (Chromium reports the
  // embedder as topOrigin, which the server checks against the demo partner's allowed origins).
  expect(clientData.map((c) => c.type)).toEqual(['webauthn.create', 'webauthn.get', 'webauthn.get']);
  for (const c of clientData) expect(c).toMatchObject({ origin: PRODUCT_ORIGIN, crossOrigin: true, topOrigin: DEMO_ORIGIN });
});

test('the profile lists the passkey; a second one on the same device is refused, removing and adding again works', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const email = `pia-profile-${Date.now()}@example.com`;
  const { signInTrigger, account, dialog, signOut } = controls(frame, email);
  await registerWithPasskey(frame, email);

  // The account page (account menu "Account") lists the passkey.
  await account.click();
  await frame.getByRole('menuitem', { name: 'Account', exact: true }).click();
  const list = frame.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Last used')).toHaveCount(0);

  // This device already holds it: the server lists it in excludeCredentials and the authenticator refuses.
  await frame.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(frame.getByRole('alert').filter({ hasText: 'This device already has a passkey for your account.' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // Remove it, then add one again: the device makes a new one (it replaces its old credential for this account).
  await list.getByRole('button', { name: /^Remove passkey created/ }).click();
  await expect(frame.getByRole('status').filter({ hasText: 'Passkey removed.' })).toBeVisible();
  await expect(frame.getByText(/You have no passkeys yet/)).toBeVisible();
  const before = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.map((c) => c.credentialId);
  await frame.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(frame.getByRole('status').filter({ hasText: 'Passkey added.' })).toBeVisible();
  await expect(frame.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1);
  const after = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.map((c) => c.credentialId);
  expect(after).toHaveLength(1);
  expect(after).not.toEqual(before);

  // The new passkey signs in (the frame told it has no conditional UI, as in the first test). Signing out reloads the
  // frame on the account page, which asks a signed-out visitor to sign in at once: the Email field's conditional UI
  // would start before any later evaluate, so the frame documents get the override from their first script.
  await page.context().addInitScript(() => {
    if ('PublicKeyCredential' in window) PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await account.click();
  await signOut.click();
  await expect(signInTrigger).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(account).toBeVisible();
});
