// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { calendarDateFromIso, DatePicker } from './date-picker.tsx';

afterEach(cleanup);

function Controlled({ initial, onChange, errorMessage, locale }: { initial: string; onChange(value: string): void; errorMessage?: string; locale?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Date"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      minValue="2030-01-01"
      maxValue="2030-12-31"
      errorMessage={errorMessage}
      locale={locale}
      name="date"
    />
  );
}

function segments(field: string): string[] {
  return screen.getAllByRole('spinbutton').filter((s) => s.getAttribute('aria-label')?.includes(field) || s.getAttribute('aria-labelledby') !== null).map((s) => s.dataset['type'] ?? '');
}

describe('calendarDateFromIso', () => {
  it('reads real YYYY-MM-DD dates and refuses anything else', () => {
    expect(calendarDateFromIso('2030-06-01')?.toString()).toBe('2030-06-01');
    expect(calendarDateFromIso('2030-02-30')).toBeNull();
    expect(calendarDateFromIso('2030-6-1')).toBeNull();
    expect(calendarDateFromIso('')).toBeNull();
    expect(calendarDateFromIso(undefined)).toBeNull();
  });
});

describe('DatePicker', () => {
  it('shows the value in segments and reports a typed date as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Controlled initial="2030-06-01" onChange={onChange} />);
    const month = screen.getByRole('spinbutton', { name: 'month, Date' });
    expect(month).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByRole('spinbutton', { name: 'day, Date' })).toHaveAttribute('aria-valuenow', '1');
    expect(container.querySelector('input[name="date"]')).toHaveValue('2030-06-01');
    await user.click(month);
    await user.keyboard('07152030');
    expect(onChange).toHaveBeenLastCalledWith('2030-07-15');
    expect(container.querySelector('input[name="date"]')).toHaveValue('2030-07-15');
  });

  it('picks a date in the calendar by keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial="2030-06-01" onChange={onChange} />);
    // Tab through month, day and year to the calendar button.
    for (let i = 0; i < 4; i += 1) await user.tab();
    expect(screen.getByRole('button', { name: /Calendar/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('June 2030');
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2030-06-09');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'day, Date' })).toHaveAttribute('aria-valuenow', '9');
  });

  it('disables dates outside min..max in the calendar', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2030-01-02" onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /Previous/ })).toBeDisabled();
  });

  it('marks the field invalid with the error text given, announced on the segments', () => {
    render(<Controlled initial="2030-06-01" onChange={() => {}} errorMessage="Choose a later date" />);
    const month = screen.getByRole('spinbutton', { name: 'month, Date' });
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(month).toHaveAccessibleDescription(expect.stringContaining('Choose a later date'));
    expect(screen.getByText('Choose a later date')).toBeVisible();
  });

  it('takes its locale as a prop: Japanese year/month/day order and calendar', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2030-06-01" onChange={() => {}} locale="ja-JP" />);
    expect(segments('Date').filter((t) => t !== 'literal')).toEqual(['year', 'month', 'day']);
    await user.click(screen.getByRole('button', { name: /カレンダー/ }));
    expect(within(await screen.findByRole('dialog')).getByRole('heading')).toHaveTextContent('2030年6月');
  });

  it('without a locale prop follows react-aria’s nearest I18nProvider: German day.month.year order and calendar', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="de-DE">
        <Controlled initial="2030-06-01" onChange={() => {}} />
      </I18nProvider>,
    );
    expect(segments('Date').filter((t) => t !== 'literal')).toEqual(['day', 'month', 'year']);
    await user.click(screen.getByRole('button', { name: /Kalender/ }));
    expect(within(await screen.findByRole('dialog')).getByRole('heading')).toHaveTextContent('Juni 2030');
  });
});
