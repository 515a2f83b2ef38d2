/**
 * The frame's date pickers (react-aria segments) as a user meets them: each date is three spinbuttons named
 * "month, <field>", "day, <field>", "year, <field>" (English; e.g. "month, Check-in").
 */
import type { FrameLocator } from '@playwright/test';

/** The date the field named `field` shows, as `YYYY-MM-DD`; '' while any segment is empty. */
export async function shownDate(frame: FrameLocator, field: string): Promise<string> {
  const part = async (type: 'year' | 'month' | 'day') =>
    (await frame.getByRole('spinbutton', { name: `${type}, ${field}`, exact: true }).getAttribute('aria-valuenow')) ?? '';
  const [y, m, d] = [await part('year'), await part('month'), await part('day')];
  if (!y || !m || !d) return '';
  return `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

