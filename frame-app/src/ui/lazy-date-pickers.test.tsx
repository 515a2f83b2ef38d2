// @vitest-environment jsdom
/**
 * The search forms' date pickers load after the first render (issue #23): until then a light field shows the same
 * label and dates, each date part focusable under its own name; a visitor who focuses a part lands in that part's
 * first segment of the real picker once it is here.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A fresh copy of the module (its loaded-pickers cache empty) for each test. */
async function freshModule() {
  vi.resetModules();
  return import('./lazy-date-pickers.tsx');
}

beforeEach(() => {
  // No idle callback in this test: the pickers load when the visitor focuses or presses the light field.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const range = { label: 'Depart – Return', startLabel: 'Depart', endLabel: 'Return', value: { start: '2030-06-01', end: '2030-06-08' }, onChange() {}, startName: 'departDate', endName: 'returnDate', locale: 'en-US' };

describe('LazyDateRangePicker', () => {
  it('shows the label, both dates in the locale and the form values before react-aria has loaded', async () => {
    const { LazyDateRangePicker } = await freshModule();
    const { container } = render(<LazyDateRangePicker {...range} />);
    expect(screen.getByRole('group', { name: 'Depart – Return' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Depart' })).toHaveTextContent('6/1/2030');
    expect(screen.getByRole('group', { name: 'Return' })).toHaveTextContent('6/8/2030');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(container.querySelector('input[name="returnDate"]')).toHaveValue('2030-06-08');
  });

  it('focusing the end date loads the picker and puts focus in its first segment', async () => {
    const user = userEvent.setup();
    const { LazyDateRangePicker } = await freshModule();
    render(<LazyDateRangePicker {...range} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('group', { name: 'Return' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'month, Return' })).toHaveFocus());
    expect(screen.getByRole('spinbutton', { name: 'day, Depart' })).toHaveAttribute('aria-valuenow', '1');
  });

  it('a visitor who moved on before the picker arrived keeps focus where they went', async () => {
    const { LazyDateRangePicker } = await freshModule();
    render(
      <>
        <LazyDateRangePicker {...range} />
        <button type="button">Search</button>
      </>,
    );
    // Both moves happen before the picker's chunk can arrive (a dynamic import always resolves later).
    screen.getByRole('group', { name: 'Depart' }).focus();
    screen.getByRole('button', { name: 'Search' }).focus();
    await screen.findByRole('spinbutton', { name: 'month, Depart' });
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});

describe('LazyDatePicker', () => {
  it('pressing the light field loads the picker', async () => {
    const user = userEvent.setup();
    const { LazyDatePicker } = await freshModule();
    render(<LazyDatePicker label="Depart" value="2030-06-01" onChange={() => {}} locale="en-US" />);
    await user.click(screen.getAllByRole('group', { name: 'Depart' })[0]!);
    expect(await screen.findByRole('spinbutton', { name: 'day, Depart' })).toHaveAttribute('aria-valuenow', '1');
  });
});
