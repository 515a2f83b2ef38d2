import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTooltipMachine } from './tooltip-machine.ts';

const timings = { showDelayMs: 100, hideDelayMs: 200, autoCloseMs: null };

describe('tooltip machine (core-and-business §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only after the show delay and hides only after the fade-out delay', () => {
    const changes: boolean[] = [];
    const m = createTooltipMachine(timings, (open) => changes.push(open));
    m.show();
    expect(m.phase).toBe('showing');
    vi.advanceTimersByTime(99);
    expect(m.isOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(m.isOpen).toBe(true);
    m.hide();
    expect(m.phase).toBe('hiding');
    vi.advanceTimersByTime(199);
    expect(m.isOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(m.phase).toBe('hidden');
    expect(changes).toEqual([true, false]);
  });

  it('a hide before the show delay ends cancels the show', () => {
    const onChange = vi.fn();
    const m = createTooltipMachine(timings, onChange);
    m.show();
    vi.advanceTimersByTime(50);
    m.hide();
    vi.advanceTimersByTime(1000);
    expect(m.isOpen).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a show while hiding keeps it shown', () => {
    const m = createTooltipMachine(timings, () => undefined);
    m.showNow();
    m.hide();
    vi.advanceTimersByTime(150);
    m.show();
    vi.advanceTimersByTime(1000);
    expect(m.phase).toBe('shown');
  });

  it('closes on its own after the auto-close time, and a toggle opens and closes at once', () => {
    const m = createTooltipMachine({ ...timings, autoCloseMs: 5000 }, () => undefined);
    m.toggle();
    expect(m.isOpen).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(m.isOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(m.isOpen).toBe(false);
    m.toggle();
    m.toggle();
    expect(m.isOpen).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(m.isOpen).toBe(false);
  });

  it('hideNow closes at once and dispose clears pending timers', () => {
    const onChange = vi.fn();
    const m = createTooltipMachine(timings, onChange);
    m.showNow();
    m.hideNow();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    m.show();
    m.dispose();
    vi.advanceTimersByTime(1000);
    expect(m.isOpen).toBe(false);
  });
});
