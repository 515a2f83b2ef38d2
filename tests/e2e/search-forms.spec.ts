/**
 * Issue #11 "The search forms", inside the demo partner page on a desktop and on a 390x844 phone: one-way,
 * round-trip and multi-city flight searches against the real server, the business cabin (its bags shown on
 * every offer), a child and a lap infant priced into the results, and two searches the server would refuse
 * refused at the form instead: 9 guests in 1 hotel room and a departure more than 365 days ahead.
 */
import { expect, test, type FrameLocator, type Locator } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { airport, clickVisible, pickSuggestion, chooseVerticalTab } from './pages/frame-fields.ts';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
] as const;

/** `YYYY-MM-DD` of the local date `days` from today. */
function isoFromToday(days: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Types `iso` into the date field named `field` (segments month, day, year; en-US). */
async function typeDate(frame: FrameLocator, field: string, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-') as [string, string, string];
  await frame.getByRole('spinbutton', { name: `month, ${field}`, exact: true }).click();
  await frame.locator('body').page().keyboard.type(`${m}${d}${y}`);
}

/** Chooses a trip type: clicks the radio's label (react-aria keeps the native input visually hidden). */
async function tripType(frame: FrameLocator, name: 'Round trip' | 'One way' | 'Multi-city'): Promise<void> {
  const radio = frame.getByRole('radio', { name, exact: true });
  await clickVisible(radio.locator('xpath=ancestor::label[1]'));
  await expect(radio).toBeChecked();
}

function offers(frame: FrameLocator): Locator {
  return frame.getByRole('list', { name: 'Flight offers' }).getByRole('listitem');
}

async function search(frame: FrameLocator): Promise<void> {
  await clickVisible(frame.getByRole('button', { name: 'Search', exact: true }));
}

async function priceOfFirst(frame: FrameLocator): Promise<number> {
  await expect(offers(frame).first()).toBeVisible();
  return Number(await offers(frame).first().getAttribute('data-price-minor'));
}

for (const v of VIEWPORTS) {
  test.describe(`search forms (${v.name})`, () => {
    test.use({ viewport: v.viewport, hasTouch: v.touch, isMobile: v.touch });

    test('one way in business: offers in business with their bags', async ({ page }) => {
      const demo = new DemoHostPage(page);
      await demo.open();
      const { frame } = demo;
      await tripType(frame, 'One way');
      await airport(frame, 'From', 'JFK');
      await airport(frame, 'To', 'LHR');
      await clickVisible(frame.getByRole('button', { name: /Cabin class/ }));
      await frame.getByRole('option', { name: 'Business', exact: true }).click();
      await search(frame);
      await expect(offers(frame).first()).toBeVisible();
      const first = offers(frame).first();
      await expect(first).toContainText('Business');
      await expect(first.getByRole('list', { name: 'Bags included per traveler' })).toContainText('2 checked bags');
      await expect(first).not.toContainText('Return');
    });

    test('round trip: a child and a lap infant are priced into the offers', async ({ page }) => {
      const demo = new DemoHostPage(page);
      await demo.open();
      const { frame } = demo;
      await airport(frame, 'From', 'CDG');
      await airport(frame, 'To', 'FCO');
      await search(frame);
      const adultOnly = await priceOfFirst(frame);
      expect(adultOnly).toBeGreaterThan(0);

      await clickVisible(frame.getByRole('link', { name: 'Modify search' }));
      await clickVisible(frame.getByRole('button', { name: /^Increase Children/ }));
      const age = frame.getByRole('textbox', { name: 'Age of child 1', exact: true });
      await search(frame);
      // The age is asked for before anything is searched.
      await expect(age).toHaveAccessibleDescription('Enter the child’s age at travel, 2 to 17');
      await age.fill('7');
      await clickVisible(frame.getByRole('button', { name: /^Increase Infants on lap/ }));
      await search(frame);
      const family = await priceOfFirst(frame);
      // 1 adult + a child (75 %) + a lap infant (10 %): dearer than one adult, cheaper than three.
      expect(family).toBeGreaterThan(adultOnly);
      expect(family).toBeLessThan(adultOnly * 3);
      await expect(offers(frame).first()).toContainText('Return');
    });

    test('multi-city: three flights, each shown on every offer', async ({ page }) => {
      const demo = new DemoHostPage(page);
      await demo.open();
      const { frame } = demo;
      await airport(frame, 'From', 'JFK');
      await airport(frame, 'To', 'LHR');
      await tripType(frame, 'Multi-city');
      await expect(frame.getByRole('combobox', { name: 'Flight 2 from', exact: true })).toHaveValue('LHR');
      await airport(frame, 'Flight 2 to', 'CDG');
      await clickVisible(frame.getByRole('button', { name: 'Add another flight' }));
      await expect(frame.getByRole('combobox', { name: 'Flight 3 from', exact: true })).toHaveValue('CDG');
      await airport(frame, 'Flight 3 to', 'JFK');
      await search(frame);
      const first = offers(frame).first();
      await expect(first).toBeVisible();
      for (const n of [1, 2, 3]) await expect(first).toContainText(`Flight ${n}`);
      await expect(first).toContainText('LHR – CDG');
      await expect(first).toContainText('CDG – JFK');
    });

    test('multi-city picked first (issue #22): flight 2 follows flight 1, a new flight opens no list, the heading names every place', async ({ page }) => {
      const demo = new DemoHostPage(page);
      await demo.open();
      const { frame } = demo;
      await tripType(frame, 'Multi-city');
      await airport(frame, 'From', 'JFK');
      await airport(frame, 'To', 'LHR');
      await expect(frame.getByRole('combobox', { name: 'Flight 2 from', exact: true })).toHaveValue('LHR');
      await airport(frame, 'Flight 2 to', 'CDG');
      const suggestions = page.waitForResponse((r) => r.url().includes('/i/api/airports/v1/autocomplete') && r.url().includes('q=CDG'));
      await clickVisible(frame.getByRole('button', { name: 'Add another flight' }));
      await expect(frame.getByRole('combobox', { name: 'Flight 3 from', exact: true })).toHaveValue('CDG');
      // Focus moves to the field left to fill; the prefilled field's suggestions arrive but open no list.
      await expect(frame.getByRole('combobox', { name: 'Flight 3 to', exact: true })).toBeFocused();
      await suggestions;
      await expect(frame.getByRole('combobox', { name: 'Flight 3 from', exact: true })).toHaveAttribute('aria-expanded', 'false');
      await expect(frame.getByRole('listbox')).toHaveCount(0);
      await airport(frame, 'Flight 3 to', 'JFK');
      await search(frame);
      await expect(offers(frame).first()).toBeVisible();
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Multi-city: New York (JFK) → London (LHR) → Paris (CDG) → New York (JFK)');
    });

    test('9 guests in 1 hotel room are refused at the form with the reason', async ({ page }) => {
      const demo = new DemoHostPage(page);
      await demo.open();
      const { frame } = demo;
      await chooseVerticalTab(frame, 'Hotels');
      await frame.getByRole('combobox', { name: 'Destination', exact: true }).fill('Paris');
      await pickSuggestion(frame, frame.getByRole('option', { name: /^Paris, France/ }).first());
      const guests = frame.getByRole('textbox', { name: 'Guests', exact: true });
      await guests.fill('9');
      await clickVisible(frame.getByRole('button', { name: 'Search hotels' }));
      await expect(guests).toHaveAccessibleDescription('At most 4 guests per room: add a room');
      await expect(guests).toHaveValue('9');
      await expect(frame.getByRole('list', { name: 'Hotel offers' })).toHaveCount(0);
    });

    test('a departure more than 365 days ahead is refused at the form', async ({ page }) => {
      const demo = new DemoHostPage(page);
      await demo.open();
      const { frame } = demo;
      await tripType(frame, 'One way');
      await airport(frame, 'From', 'JFK');
      await airport(frame, 'To', 'LHR');
      await typeDate(frame, 'Depart', isoFromToday(400));
      await search(frame);
      await expect(frame.getByRole('spinbutton', { name: 'month, Depart', exact: true })).toHaveAccessibleDescription(/Choose a date within 365 days from today/);
      await expect(frame.getByRole('list', { name: 'Flight offers' })).toHaveCount(0);
    });
  });
}
