// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClockUser, useFakeTimeouts, useRealTimeouts } from '../../test/fake-timeouts.ts';
import { logger } from '../state/logger.ts';
import { Accordion } from './accordion.tsx';
import { AlertBanner } from './alert-banner.tsx';
import { BottomSheet } from './bottom-sheet.tsx';
import { Checkbox } from './checkbox.tsx';
import { EMPTY_RADIO_OPTIONS_ERROR } from './constants.ts';
import { FOCUS_OUTSIDE_PROVIDER_WARNING, FocusProvider, focusNotRegisteredWarning, useFocusHelpers, useFocusTarget } from './focus-provider.tsx';
import { FormTextField } from './form-text-field.tsx';
import { Overlay } from './overlay.tsx';
import { TextRadioGroup } from './radio-group.tsx';
import { Spinner } from './spinner.tsx';
import { TextInputField, truncateToMaxLength } from './text-field.tsx';
import { Toggle, ToggleStatus, ToggleSwitch } from './toggle.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('text input maxLength (core-and-business §5)', () => {
  it('truncateToMaxLength cuts to the limit and refuses a bad limit', () => {
    expect(truncateToMaxLength('ABCDEFG', 5)).toBe('ABCDE');
    expect(truncateToMaxLength('ABC', 5)).toBe('ABC');
    expect(truncateToMaxLength('ABC', undefined)).toBe('ABC');
    expect(() => truncateToMaxLength('ABC', -1)).toThrow(RangeError);
  });

  function Controlled({ Field }: { Field: typeof TextInputField | typeof FormTextField }) {
    const [value, setValue] = useState('');
    return (
      <>
        <Field label="Promo code" value={value} onChange={setValue} maxLength={6} />
        <output aria-label="Stored">{value}</output>
      </>
    );
  }

  for (const Field of [TextInputField, FormTextField]) {
    it(`${Field.name}: typing and pasting stop at maxLength`, async () => {
      const user = userEvent.setup();
      render(<Controlled Field={Field} />);
      const input = screen.getByRole('textbox', { name: 'Promo code' });
      await user.type(input, 'SUMMER2026');
      expect(input).toHaveValue('SUMMER');
      await user.clear(input);
      await user.click(input);
      await user.paste('WINTERSALE');
      expect(input).toHaveValue('WINTER');
      expect(screen.getByRole('status', { name: 'Stored' })).toHaveTextContent(/^WINTER$/);
    });
  }

  it('a longer value given by the form is shown and reported truncated', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<TextInputField label="Code" value="ABCDEFGH" onChange={onChange} maxLength={4} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveValue('ABCD');
    await user.type(input, 'X');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/.{5,}/));
  });
});

describe('TextRadioGroup (core-and-business §5, §8)', () => {
  it('throws the spec error without options', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TextRadioGroup label="Cabin" options={[]} />)).toThrow(new Error(EMPTY_RADIO_OPTIONS_ERROR));
    expect(EMPTY_RADIO_OPTIONS_ERROR).toBe('TextRadioGroup requires the options prop array not be empty');
  });

  it('arrow keys move the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextRadioGroup
        label="Cabin"
        defaultValue="economy"
        onChange={onChange}
        options={[
          { value: 'economy', label: 'Economy' },
          { value: 'business', label: 'Business' },
          { value: 'first', label: 'First' },
        ]}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Cabin' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Economy' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('business');
  });
});

describe('Toggle (core-and-business §4, §8)', () => {
  it('the switch and the status follow one checked/unchecked state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Toggle onChange={onChange}>
        <ToggleSwitch>Price alerts</ToggleSwitch>
        <p>
          <ToggleStatus on="Alerts on" off="Alerts off" />
        </p>
      </Toggle>,
    );
    const sw = screen.getByRole('switch', { name: 'Price alerts' });
    expect(sw).not.toBeChecked();
    expect(screen.getByText('Alerts off')).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(sw).toBeChecked();
    expect(screen.getByText('Alerts on')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('a piece outside its provider raises an error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ToggleSwitch>Alone</ToggleSwitch>)).toThrow('ToggleSwitch must be used inside a <Toggle> provider');
    expect(() => render(<ToggleStatus on="on" off="off" />)).toThrow('ToggleStatus must be used inside a <Toggle> provider');
  });
});

describe('Accordion (core-and-business §4)', () => {
  const items = [
    { id: 'bags', title: 'Baggage', content: <p>One cabin bag</p> },
    { id: 'seats', title: 'Seats', content: <p>Choose at check-in</p> },
  ];

  it('singleOpen keeps at most one section open', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} singleOpen />);
    const bags = screen.getByRole('button', { name: 'Baggage' });
    const seats = screen.getByRole('button', { name: 'Seats' });
    await user.click(bags);
    expect(bags).toHaveAttribute('aria-expanded', 'true');
    await user.click(seats);
    expect(seats).toHaveAttribute('aria-expanded', 'true');
    expect(bags).toHaveAttribute('aria-expanded', 'false');
  });

  it('without singleOpen several sections stay open', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'Baggage' }));
    await user.click(screen.getByRole('button', { name: 'Seats' }));
    expect(screen.getByRole('button', { name: 'Baggage' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Seats' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('focus helpers (core-and-business §8)', () => {
  function Target({ name }: { name: string }) {
    const ref = useFocusTarget<HTMLInputElement>(name);
    return <input aria-label={name} ref={ref} />;
  }
  function Mover({ target, delayMs }: { target: string; delayMs?: number }) {
    const { focus } = useFocusHelpers();
    return (
      <button type="button" onClick={() => focus(target, delayMs)}>
        Move
      </button>
    );
  }

  it('focuses the registered element after the delay', async () => {
    useFakeTimeouts();
    try {
      const user = fakeClockUser();
      render(
        <FocusProvider>
          <Target name="Email" />
          <Mover target="Email" delayMs={100} />
        </FocusProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Move' }));
      act(() => vi.advanceTimersByTime(99));
      expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveFocus();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    } finally {
      useRealTimeouts();
    }
  });

  it('warns without a registered element and outside a provider', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <FocusProvider>
        <Mover target="Nowhere" />
      </FocusProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(focusNotRegisteredWarning('Nowhere')));
    cleanup();
    render(
      <>
        <Target name="Loose" />
        <Mover target="Loose" />
      </>,
    );
    expect(warn).toHaveBeenCalledWith(FOCUS_OUTSIDE_PROVIDER_WARNING, 'Loose');
    warn.mockClear();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(warn).toHaveBeenCalledWith(FOCUS_OUTSIDE_PROVIDER_WARNING, 'Loose');
    expect(screen.getByRole('textbox', { name: 'Loose' })).not.toHaveFocus();
  });
});

describe('checkbox, alert banner, spinner, overlay, bottom sheet', () => {
  it('a checkbox toggles with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Flexible dates</Checkbox>);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Flexible dates' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('alert banners are announced by urgency and can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <>
        <AlertBanner kind="error" title="Payment failed" onDismiss={onDismiss} dismissLabel="Dismiss">
          <p>Try another card.</p>
        </AlertBanner>
        <AlertBanner kind="success">Saved</AlertBanner>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('a spinner is a named, busy progress bar', () => {
    render(<Spinner label="Loading results" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading results' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('an overlay and a bottom sheet close on Escape; a non-dismissable overlay does not', async () => {
    const user = userEvent.setup();
    const onOverlay = vi.fn();
    const onSheet = vi.fn();
    const { unmount } = render(
      <Overlay isOpen onOpenChange={onOverlay} label="Saving">
        <p>Saving…</p>
      </Overlay>,
    );
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOverlay).toHaveBeenCalledWith(false);
    unmount();

    const blocking = vi.fn();
    const second = render(
      <Overlay isOpen onOpenChange={blocking} label="Busy" isDismissable={false}>
        <p>Please wait</p>
      </Overlay>,
    );
    await user.keyboard('{Escape}');
    expect(blocking).not.toHaveBeenCalled();
    second.unmount();

    render(
      <BottomSheet isOpen onOpenChange={onSheet} title="Sort by" closeLabel="Close">
        <p>Cheapest first</p>
      </BottomSheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Sort by' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSheet).toHaveBeenCalledWith(false);
  });
});
