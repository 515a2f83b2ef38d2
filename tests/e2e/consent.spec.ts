/**
 * Issue #13 "Consent and privacy", the cookie category banner and a partner's own CMP, inside the demo partner page (a
 * real cross-site frame) against the real server and database. The frame runs in British English (en-GB: UK GDPR,
 * prior consent required) so labels are the English ones:
 * - a first visit shows the banner; "No, thanks" records only strictlyNecessary, and no metrics call follows (the
 *   partner page's "Record metrics" is refused by the frame); the banner does not come back on reload;
 * - "Select categories" → analytical → "Accept selected" records exactly those categories, and metrics flow;
 * - the privacy-preferences page saves on every toggle;
 * - with the demo page's "Partner CMP" switch the frame shows no banner and follows the partner's accept or reject;
 * - in Korea the two-party consent, in Japan the data-transfer disclaimer shows first, and is remembered; in Korea it
 *   can be declined (issue #22), which is remembered too and turns metrics off.
 */
import { expect, test, type FrameLocator, type Page, type Request } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { expectNoSeriousViolations } from './pages/axe.ts';
import { catalogueText } from './pages/catalogue.ts';

const METRICS_PATH = '/i/api/affiliate/ui/metrics/v1/';

/** Every metrics call the page (any frame) makes from now on. */
function watchMetrics(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(METRICS_PATH)) seen.push(request);
  });
  return seen;
}

/** The categories the server holds for the frame's session (GET /i/api/cookiebanner/v1/consent from inside the frame). */
async function storedCategories(frame: FrameLocator): Promise<string[]> {
  return frame.locator('body').evaluate(async () => {
    const token = ((await (await fetch('/k/run/formtoken', { credentials: 'same-origin' })).json()) as { formtoken: string }).formtoken;
    const reply = await fetch('/i/api/cookiebanner/v1/consent', { credentials: 'same-origin', headers: { 'X-CSRF': token, 'X-Requested-With': 'XMLHttpRequest' } });
    return ((await reply.json()) as { acceptedCategories: string[] }).acceptedCategories;
  });
}

async function openDemo(page: Page, query = ''): Promise<DemoHostPage> {
  const demo = new DemoHostPage(page);
  await page.goto(`/?locale=en-GB${query}`);
  await expect(demo.status).toHaveText(/Ready/);
  return demo;
}

const banner = (frame: FrameLocator) => frame.getByRole('dialog', { name: 'Cookie consent' });

test('first visit: the banner shows; "No, thanks" records only strictlyNecessary and no metrics call follows', async ({ page }) => {
  const metrics = watchMetrics(page);
  const demo = await openDemo(page);
  const { frame } = demo;
  await expect(banner(frame)).toBeVisible();
  await expectNoSeriousViolations(page, 'cookie banner');
  // Reject is one press on the first layer, beside accept.
  await expect(banner(frame).getByRole('button', { name: 'Accept all' })).toBeVisible();
  await banner(frame).getByRole('button', { name: 'No, thanks' }).click();
  await expect(banner(frame)).toBeHidden();
  await expect.poll(() => storedCategories(frame)).toEqual(['strictlyNecessary']);

  // The partner page asks the frame to record metrics: the frame refuses, and no metrics call leaves it.
  await page.getByRole('button', { name: 'Record metrics' }).click();
  await expect(page.getByLabel('Metrics result')).toHaveText(/not consented to analytics|NO_ANALYTICS_CONSENT/);
  expect(metrics).toHaveLength(0);

  // The choice is kept: reloading the partner page shows no banner (the consent cookie and record exist).
  await page.reload();
  await expect(demo.status).toHaveText(/Ready/);
  await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(banner(frame)).toBeHidden();
  expect(metrics).toHaveLength(0);
});

test('"Accept selected" records the chosen categories, and metrics flow after it', async ({ page }) => {
  const metrics = watchMetrics(page);
  const { frame } = await openDemo(page);
  await banner(frame).getByRole('button', { name: 'Select categories' }).click();
  const necessary = banner(frame).getByRole('switch', { name: 'Strictly necessary' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await banner(frame).getByText('Analytical', { exact: true }).click();
  await expect(banner(frame).getByRole('switch', { name: 'Analytical' })).toBeChecked();
  // The details view lists the category's cookies with their domain, and goes back.
  await banner(frame).getByRole('button', { name: 'View cookies: Strictly necessary' }).click();
  await expect(banner(frame).getByRole('cell', { name: 'sid', exact: true })).toBeVisible();
  await banner(frame).getByRole('button', { name: 'Back' }).click();
  await expect(banner(frame).getByRole('switch', { name: 'Analytical' })).toBeChecked();
  await banner(frame).getByRole('button', { name: 'Accept selected' }).click();
  await expect(banner(frame)).toBeHidden();
  await expect.poll(() => storedCategories(frame)).toEqual(['strictlyNecessary', 'analytical']);
  // A page view is tracked once analytics are allowed, and the partner's metrics are recorded.
  await expect.poll(() => metrics.some((r) => r.url().includes(`${METRICS_PATH}page-view`))).toBe(true);
  await page.getByRole('button', { name: 'Record metrics' }).click();
  await expect(page.getByLabel('Metrics result')).toHaveText(/^Recorded/);
});

test('privacy preferences: the categories start in selection and save on every toggle, with no buttons', async ({ page }) => {
  const { frame } = await openDemo(page, '&travel=privacy');
  const preferences = frame.getByRole('region', { name: 'Privacy preferences' });
  await expect(preferences.getByRole('switch', { name: 'Functional' })).not.toBeChecked();
  await expect(preferences.getByRole('button', { name: 'Accept selected' })).toHaveCount(0);
  await preferences.getByText('Functional', { exact: true }).click();
  await expect(preferences.getByRole('status')).toHaveText('Your choice is saved.');
  await expect.poll(() => storedCategories(frame)).toEqual(['strictlyNecessary', 'functional']);
  // A stored choice means no banner.
  await expect(banner(frame)).toBeHidden();
});

test("Partner CMP: the partner's consent is honoured and the frame shows no banner", async ({ page }) => {
  const metrics = watchMetrics(page);
  const demo = await openDemo(page, '&cmp=1');
  const { frame } = demo;
  await expect(page.getByRole('checkbox', { name: 'Partner CMP' })).toBeChecked();
  await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(banner(frame)).toHaveCount(0);
  // Before the partner decided, nothing non-essential is sent.
  await page.getByRole('button', { name: 'Record metrics' }).click();
  await expect(page.getByLabel('Metrics result')).toHaveText(/not consented to analytics|NO_ANALYTICS_CONSENT/);
  // The partner's CMP rejects: still no metric. It accepts: metrics are recorded.
  await page.getByRole('button', { name: 'Partner: reject all' }).click();
  await expect(page.getByLabel('Partner consent result')).toHaveText('Sent: partner rejected all');
  await page.getByRole('button', { name: 'Record metrics' }).click();
  await expect(page.getByLabel('Metrics result')).toHaveText(/not consented to analytics|NO_ANALYTICS_CONSENT/);
  expect(metrics).toHaveLength(0);
  await page.getByRole('button', { name: 'Partner: accept all' }).click();
  await expect(page.getByLabel('Partner consent result')).toHaveText('Sent: partner accepted all');
  await page.getByRole('button', { name: 'Record metrics' }).click();
  await expect(page.getByLabel('Metrics result')).toHaveText(/^Recorded/);
  expect(metrics.length).toBeGreaterThan(0);
  // Without the partner's CMP the frame asks for itself again.
  await page.getByRole('checkbox', { name: 'Partner CMP' }).uncheck();
  await expect(demo.status).toHaveText(/Ready/);
  await expect(banner(frame)).toBeVisible();
});

test('Korea: the two-party consent shows first and is recorded; Japan: the data-transfer disclaimer; neither returns after a reload', async ({ page }) => {
  for (const [locale, lc, title, accept] of [
    ['ko-KR', 'ko', 'consent.twoParty.title', 'consent.twoParty.accept'],
    ['ja-JP', 'ja', 'consent.disclaimer.title', 'consent.disclaimer.accept'],
  ] as const) {
    const demo = new DemoHostPage(page);
    await page.goto(`/?locale=${locale}`);
    await expect(demo.status).toHaveText(/Ready/);
    const dialog = demo.frame.getByRole('dialog', { name: catalogueText(lc, title) });
    await expect(dialog).toBeVisible();
    // No cookie banner: consent to cookies is not what these countries require first.
    await expect(demo.frame.getByRole('dialog')).toHaveCount(1);
    await dialog.getByRole('button', { name: catalogueText(lc, accept) }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() =>
        demo.frame.locator('body').evaluate(async () => {
          const reply = await fetch('/horizon/common/privacy/providers/CookiesDataProvider', { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
          const data = (await reply.json()) as { twoPartyConsent: boolean; dataTransferConsent: boolean };
          return data.twoPartyConsent || data.dataTransferConsent;
        }),
      )
      .toBe(true);
    await page.reload();
    await expect(demo.status).toHaveText(/Ready/);
    await expect(demo.frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
  }
});

test('Korea: the two-party consent can be declined; the answer is recorded, nothing non-essential runs, and the dialog does not return', async ({ page }) => {
  const metrics = watchMetrics(page);
  const demo = new DemoHostPage(page);
  await page.goto('/?locale=ko-KR');
  await expect(demo.status).toHaveText(/Ready/);
  const dialog = demo.frame.getByRole('dialog', { name: catalogueText('ko', 'consent.twoParty.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: catalogueText('ko', 'consent.twoParty.accept') })).toBeVisible();
  await dialog.getByRole('button', { name: catalogueText('ko', 'consent.twoParty.decline') }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() =>
      demo.frame.locator('body').evaluate(async () => {
        const reply = await fetch('/horizon/common/privacy/providers/CookiesDataProvider', { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
        const data = (await reply.json()) as { twoPartyConsent: boolean; twoPartyDeclined: boolean };
        return `${data.twoPartyConsent}/${data.twoPartyDeclined}`;
      }),
    )
    .toBe('false/true');
  // Nothing non-essential runs: the partner page's metrics are refused, and none leaves the frame.
  await page.getByRole('button', { name: 'Record metrics' }).click();
  await expect(page.getByLabel('Metrics result')).toHaveText(/not consented to analytics|NO_ANALYTICS_CONSENT/);
  await page.reload();
  await expect(demo.status).toHaveText(/Ready/);
  await expect(demo.frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Record metrics' }).click();
  await expect(page.getByLabel('Metrics result')).toHaveText(/not consented to analytics|NO_ANALYTICS_CONSENT/);
  expect(metrics).toHaveLength(0);
});
