// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangePicker, type IsoDateRange } from './date-range-picker.tsx';
import type { CalendarDayNotes } from './date-picker.tsx';

afterEach(cleanup);

function Controlled({
  initial, onChange, errorMessage, dayNotes, onVisibleDateChange,
}: { initial: IsoDateRange; onChange(value: IsoDateRange): void; errorMessage?: string; dayNotes?: CalendarDayNotes; onVisibleDateChange?: (iso: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      label="Check-in – Check-out"
      startLabel="Check-in"
      endLabel="Check-out"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      minValue="2030-01-01"
      errorMessage={errorMessage}
      startName="checkIn"
      endName="checkOut"
      dayNotes={dayNotes}
      onVisibleDateChange={onVisibleDateChange}
    />
  );
}

describe('DateRangePicker', () => {
  it('names each part and the whole range', () => {
    render(<Controlled initial={{ start: '2030-06-01', end: '2030-06-03' }} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Check-in – Check-out' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'day, Check-in' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('spinbutton', { name: 'day, Check-out' })).toHaveAttribute('aria-valuenow', '3');
  });

  it('reports one part typed on its own, and an emptied part as ""', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Controlled initial={{ start: '2030-06-01', end: '2030-06-03' }} onChange={onChange} />);
    await user.click(screen.getByRole('spinbutton', { name: 'month, Check-out' }));
    await user.keyboard('06102030');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2030-06-01', end: '2030-06-10' });
    expect(container.querySelector('input[name="checkOut"]')).toHaveValue('2030-06-10');
    // Backspace empties the year, then moves back through day and month (react-aria keeps the last complete
    // date until the part is complete again or wholly empty).
    await user.click(screen.getByRole('spinbutton', { name: 'year, Check-out' }));
    for (let i = 0; i < 12 && (onChange.mock.lastCall as [IsoDateRange])[0].end !== ''; i += 1) await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2030-06-01', end: '' });
    expect(container.querySelector('input[name="checkOut"]')).toHaveValue('');
  });

  it('books a range in the calendar by keyboard alone: Enter on the start, arrows, Enter on the end', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={{ start: '2030-06-01', end: '2030-06-03' }} onChange={onChange} />);
    // Tab through the six segments to the calendar button.
    for (let i = 0; i < 7; i += 1) await user.tab();
    expect(screen.getByRole('button', { name: /Calendar/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('June 2030');
    // Focus starts on the current start (June 1): one week on, pick the start; react-aria then moves focus to the
    // next day (June 9); two days on, pick the end.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByRole('button', { name: /June 9, 2030/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2030-06-08', end: '2030-06-11' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'day, Check-out' })).toHaveAttribute('aria-valuenow', '11');
  });

  it('a price calendar: each day shows its note under the number, and moving to the next month reports it', async () => {
    const user = userEvent.setup();
    const onVisible = vi.fn();
    const notes: CalendarDayNotes = new Map([
      ['2030-06-04', { text: '$420', tone: 'low' }],
      ['2030-06-05', { text: '$515' }],
    ]);
    render(<Controlled initial={{ start: '2030-06-01', end: '2030-06-03' }} onChange={() => {}} dayNotes={notes} onVisibleDateChange={onVisible} />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    const june4 = within(dialog).getByRole('button', { name: /June 4, 2030/ });
    expect(june4).toHaveTextContent('4$420');
    expect(within(june4).getByText('$420')).toHaveAttribute('data-tone', 'low');
    expect(within(dialog).getByRole('button', { name: /June 5, 2030/ })).toHaveTextContent('5$515');
    expect(within(dialog).getByRole('button', { name: /June 6, 2030/ })).toHaveTextContent(/^6$/);
    await user.keyboard('{PageDown}');
    expect(onVisible).toHaveBeenLastCalledWith('2030-07-01');
  });

  it('shows the error given on the range', () => {
    render(<Controlled initial={{ start: '2030-06-03', end: '2030-06-03' }} onChange={() => {}} errorMessage="Check-out must be after check-in" />);
    const endMonth = screen.getByRole('spinbutton', { name: 'month, Check-out' });
    expect(endMonth).toHaveAttribute('aria-invalid', 'true');
    expect(endMonth).toHaveAccessibleDescription(expect.stringContaining('Check-out must be after check-in'));
  });
});
