// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Popover } from './popover.tsx';
import { Tooltip } from './tooltip.tsx';
import { Dropdown } from './dropdown.tsx';
import { fakeClockUser, useFakeTimeouts, useRealTimeouts } from '../../test/fake-timeouts.ts';

afterEach(cleanup);

const setup = fakeClockUser;

describe('Tooltip (core-and-business §4, §9)', () => {
  beforeEach(useFakeTimeouts);
  afterEach(useRealTimeouts);

  it('keyboard focus shows it after 100 ms and describes the trigger; leaving hides it after 200 ms', async () => {
    const user = setup();
    render(
      <>
        <Tooltip content="Prices include taxes">
          <Button>Price info</Button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Prices include taxes');
    expect(screen.getByRole('button', { name: 'Price info' })).toHaveAccessibleDescription('Prices include taxes');
    await user.tab();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('Escape hides it at once', async () => {
    const user = setup();
    render(
      <Tooltip content="Hint">
        <Button>Help</Button>
      </Tooltip>,
    );
    await user.tab();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a click tooltip opens on click, not on focus, and closes after the 5000 ms default timer', async () => {
    const user = setup();
    render(
      <Tooltip content="Saved for later" trigger="click">
        <Button>Why?</Button>
      </Tooltip>,
    );
    await user.tab();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Saved for later');
    act(() => vi.advanceTimersByTime(4990));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Popover (chrome-and-consent §3, §4)', () => {
  beforeEach(useFakeTimeouts);
  afterEach(useRealTimeouts);

  function renderPopover(props: Partial<Parameters<typeof Popover>[0]> = {}) {
    render(
      <>
        <Popover label="Filters" title="Filter options" {...props}>
          <p>Choose filters</p>
          <button type="button">Nonstop only</button>
          <button type="button">Any airline</button>
        </Popover>
        <button type="button">After</button>
      </>,
    );
    return screen.getByRole('button', { name: 'Filters' });
  }

  it('Enter opens it; focus moves to the first item 200 ms later when animated; Escape closes and returns focus', async () => {
    const user = setup();
    const handle = renderPopover();
    await user.tab();
    expect(handle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Filter options' })).toBeInTheDocument();
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('button', { name: 'Nonstop only' })).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Nonstop only' })).toHaveFocus();
    await user.keyboard('{Escape}');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(handle).toHaveFocus();
  });

  it('without animation focus moves at once; Tab closes it', async () => {
    const user = setup();
    const handle = renderPopover({ animated: false });
    await user.click(handle);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('button', { name: 'Nonstop only' })).toHaveFocus();
    await user.tab();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(handle).toHaveFocus();
  });

  it('ArrowDown opens it; a disabled popover never opens', async () => {
    const user = setup();
    const { unmount } = render(
      <Popover label="More" title="More options">
        <button type="button">One</button>
      </Popover>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('dialog', { name: 'More options' })).toBeInTheDocument();
    unmount();

    const handle = renderPopover({ disabled: true });
    expect(handle).toBeDisabled();
    await user.click(handle);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a controlled popover follows `visible` and reports requests', async () => {
    const user = setup();
    const onVisibleChange = vi.fn();
    const { rerender } = render(
      <Popover label="Menu" title="Menu" visible={false} onVisibleChange={onVisibleChange}>
        <button type="button">Item</button>
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Popover label="Menu" title="Menu" visible onVisibleChange={onVisibleChange}>
        <button type="button">Item</button>
      </Popover>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});

describe('Popover openOnFocus (real timers: react-aria restores focus in an animation frame)', () => {
  it('opens when the handle gets focus but not when focus returns to it on close', async () => {
    const user = userEvent.setup();
    render(
      <Popover label="Filters" title="Filter options" openOnFocus animated={false}>
        <button type="button">Nonstop only</button>
      </Popover>,
    );
    const handle = screen.getByRole('button', { name: 'Filters' });
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Filter options' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nonstop only' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(handle).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Dropdown', () => {
  it('opens by keyboard, moves with arrows and reports the chosen entry', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Dropdown label="Sort" items={[{ id: 'price', label: 'Cheapest' }, { id: 'time', label: 'Fastest' }]} onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('time');
  });
});
