/**
 * Test helpers for the date pickers (ui/date-picker.tsx, ui/date-range-picker.tsx) as a user meets them: each
 * date is three segments (spinbuttons named "month, <field>", "day, <field>", "year, <field>"; English, en-US order).
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

function segment(type: 'year' | 'month' | 'day', field: string): HTMLElement {
  return screen.getByRole('spinbutton', { name: `${type}, ${field}` });
}

/** The date the field named `field` (e.g. "Check-in") shows, as `YYYY-MM-DD`; '' while any segment is empty. */
export function shownDate(field: string): string {
  const [y, m, d] = (['year', 'month', 'day'] as const).map((type) => segment(type, field).getAttribute('aria-valuenow') ?? '');
  if (!y || !m || !d) return '';
  return `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** Types `iso` (`YYYY-MM-DD`) into the segments of the field named `field`, as a user would (month, day, year). */
export async function typeDate(user: UserEvent, field: string, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-') as [string, string, string];
  await user.click(segment('month', field));
  await user.keyboard(`${m}${d}${y}`);
}
