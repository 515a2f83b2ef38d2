/**
 * Issue #22 "What a user sees" 10 (phone), on a 390x844 phone inside the demo partner page:
 * - the vertical links of a results page ("Search other verticals") scroll sideways with "‹" / "›" buttons; the
 *   buttons never cover a link's visible part (its text), at the start, in the middle and at the end of the scroll;
 * - a signed-out visitor has a Trips entry in the header, inside the frame, which opens the trips drawer with its
 *   "Sign in", and that opens the sign-in dialog (as on desktop); the navigation menu's "Trips" leads to the trips
 *   page's sign-in prompt.
 */
import { expect, test, type Locator } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

function isoInDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The scroll buttons shown in the switcher, and the widest overlap in px (0: none) between any of them and the part
 * of a link that shows inside the scroller (a link scrolled partly out of the scroller is clipped by it).
 */
async function arrowsOverLinks(switcher: Locator): Promise<{ arrows: number; overlapPx: number }> {
  return switcher.evaluate((nav) => {
    const list = nav.querySelector('ul')!.getBoundingClientRect();
    const arrows = [...nav.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    let overlapPx = 0;
    for (const link of nav.querySelectorAll('a')) {
      const r = link.getBoundingClientRect();
      const left = Math.max(r.left, list.left);
      const right = Math.min(r.right, list.right);
      for (const a of arrows) {
        const across = Math.min(right, a.right) - Math.max(left, a.left);
        const down = Math.min(r.bottom, a.bottom) - Math.max(r.top, a.top);
        if (across > 0 && down > 0) overlapPx = Math.max(overlapPx, across);
      }
    }
    return { arrows: arrows.length, overlapPx };
  });
}

test("the vertical links' scroll buttons never cover a link's text", async ({ page }) => {
  const demo = new DemoHostPage(page);
  await page.goto(`/?travel=${encodeURIComponent(`cars/LHR/${isoInDays(20)}/${isoInDays(24)}`)}`);
  await expect(demo.status).toHaveText(/Ready/);
  await demo.frameElement.scrollIntoViewIfNeeded();
  const switcher = demo.frame.getByRole('navigation', { name: 'Search other verticals' });
  const more = switcher.getByRole('button', { name: 'Scroll to more verticals' });
  const back = switcher.getByRole('button', { name: 'Scroll to earlier verticals' });
  const list = switcher.getByRole('list');

  await list.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect(back).toHaveCount(0);
  await expect(more).toBeVisible();
  expect(await arrowsOverLinks(switcher)).toEqual({ arrows: 1, overlapPx: 0 });

  // In the middle: both buttons.
  await list.evaluate((el) => el.scrollTo({ left: (el.scrollWidth - el.clientWidth) / 2 }));
  await expect(back).toBeVisible();
  await expect(more).toBeVisible();
  expect(await arrowsOverLinks(switcher)).toEqual({ arrows: 2, overlapPx: 0 });

  await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(more).toHaveCount(0);
  await expect(back).toBeVisible();
  expect(await arrowsOverLinks(switcher)).toEqual({ arrows: 1, overlapPx: 0 });
});

test('a signed-out visitor on a phone has a Trips entry that leads to sign in', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await page.goto('/');
  await demo.frameElement.evaluate((el) => el.scrollIntoView());
  await expect(demo.status).toHaveText(/Ready/);
  const { frame } = demo;
  await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const trips = frame.getByRole('banner').getByRole('button', { name: 'Trips', exact: true });
  await expect(trips).toBeVisible();
  const fits = await trips.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.left >= 0 && r.right <= document.documentElement.clientWidth;
  });
  expect(fits, 'the Trips button lies inside the frame').toBe(true);

  await trips.click();
  const drawer = frame.getByRole('dialog', { name: 'Trips' });
  await expect(drawer.getByText('Sign in to see the flights and hotels you saved, on any device.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(frame.getByRole('dialog').getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(frame.getByRole('dialog')).toHaveCount(0);

  // The navigation menu lists Trips for everyone too (where the header has no room for the control).
  await frame.getByRole('button', { name: 'Menu', exact: true }).click();
  await frame.getByRole('link', { name: 'Trips', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Sign in to see your trips' })).toBeVisible();
});
