// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INIT_LOCK_MS, RESIZE_THROTTLE_MS } from './constants.ts';
import { createEmitter } from './emitter.ts';
import type { FrameEventMap } from './events.ts';
import { createFrameController } from './frame-controller.ts';

function setup(minHeightPx = 0) {
  const iframe = document.createElement('iframe');
  const overlay = document.createElement('div');
  const emitter = createEmitter<FrameEventMap>();
  const onReload = vi.fn();
  const controller = createFrameController({ iframe, overlay, emitter, minHeightPx, debug: false, onReload });
  const height = () => iframe.style.height;
  return { iframe, overlay, emitter, onReload, controller, height };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('frame controller: height', () => {
  it('grows and shrinks the iframe', () => {
    const { controller, height } = setup();
    controller.receive({ action: 'height', height: 500 });
    expect(height()).toBe('500px');
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    controller.receive({ action: 'height', height: 900 });
    expect(height()).toBe('900px');
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    controller.receive({ action: 'height', height: 300 });
    expect(height()).toBe('300px');
  });

  it('throttles to one apply per window and always applies the trailing value', () => {
    const { controller, height } = setup();
    controller.receive({ action: 'height', height: 100 });
    expect(height()).toBe('100px');
    controller.receive({ action: 'height', height: 200 });
    controller.receive({ action: 'height', height: 250 });
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS - 1);
    expect(height()).toBe('100px');
    vi.advanceTimersByTime(1);
    expect(height()).toBe('250px');
    // Nothing pending: the next window ends without a change, and the next height applies at once.
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    controller.receive({ action: 'height', height: 260 });
    expect(height()).toBe('260px');
  });

  it('coalesces heights during the init lock and applies only the last when it ends', () => {
    const { controller, iframe, height } = setup();
    const writes: string[] = [];
    const style = iframe.style;
    const original = Object.getOwnPropertyDescriptor(CSSStyleDeclaration.prototype, 'height');
    Object.defineProperty(style, 'height', {
      configurable: true,
      get: () => original?.get?.call(style) as string,
      set: (v: string) => {
        writes.push(v);
        original?.set?.call(style, v);
      },
    });
    controller.startInitLock();
    controller.receive({ action: 'height', height: 400 });
    controller.receive({ action: 'height', height: 1200 });
    vi.advanceTimersByTime(INIT_LOCK_MS / 2);
    controller.receive({ action: 'height', height: 800 });
    vi.advanceTimersByTime(INIT_LOCK_MS / 2 - 1);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['800px']);
    expect(height()).toBe('800px');
    // After the lock, normal throttling.
    controller.receive({ action: 'height', height: 810 });
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    expect(writes).toEqual(['800px', '810px']);
  });

  it('never goes below minHeightPx', () => {
    const { controller, height } = setup(250);
    controller.receive({ action: 'height', height: 100 });
    expect(height()).toBe('250px');
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    controller.receive({ action: 'height', height: 0 });
    expect(height()).toBe('250px');
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    controller.receive({ action: 'height', height: 600 });
    expect(height()).toBe('600px');
  });

  it('stops applying after destroy', () => {
    const { controller, height } = setup();
    controller.receive({ action: 'height', height: 100 });
    controller.receive({ action: 'height', height: 200 });
    controller.destroy();
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS * 4);
    expect(height()).toBe('100px');
    expect(controller.receive({ action: 'height', height: 300 }).ok).toBe(false);
  });
});

describe('frame controller: spinner and events', () => {
  it('hides the overlay on hide-spinner and record-load-success, shows it on display-spinner', () => {
    const { controller, overlay } = setup();
    expect(overlay.hidden).toBe(false);
    controller.receive({ action: 'hide-spinner' });
    expect(overlay.hidden).toBe(true);
    controller.receive({ action: 'display-spinner' });
    expect(overlay.hidden).toBe(false);
    controller.receive({ action: 'record-load-success', loadTimeMs: 420 });
    expect(overlay.hidden).toBe(true);
  });

  it('emits bridge-message then the action event with the message, and answers ok', () => {
    const { controller, emitter } = setup();
    const seen: string[] = [];
    emitter.on('bridge-message', (e) => seen.push(`log:${e.direction}:${e.message.action}`));
    emitter.on('enableRework', (m) => seen.push(`enableRework:${String(m.enabled)}`));
    emitter.on('record-load-success', (m) => seen.push(`loaded:${m.loadTimeMs}`));
    expect(controller.receive({ action: 'enableRework', enabled: true })).toEqual({ ok: true });
    controller.receive({ action: 'record-load-success', loadTimeMs: 5 });
    expect(seen).toEqual(['log:from-frame:enableRework', 'enableRework:true', 'log:from-frame:record-load-success', 'loaded:5']);
  });

  it('calls onReload for reload', () => {
    const { controller, onReload, emitter } = setup();
    const reload = vi.fn();
    emitter.on('reload', reload);
    controller.receive({ action: 'reload' });
    expect(reload).toHaveBeenCalledWith({ action: 'reload' });
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('drops invalid messages: emitted as dropped, never acted on or emitted as their action', () => {
    const { controller, emitter, overlay, height, onReload } = setup();
    const dropped = vi.fn();
    const acted = vi.fn();
    emitter.on('dropped', dropped);
    for (const name of ['height', 'hide-spinner', 'reload', 'bridge-message'] as const) emitter.on(name, acted);
    const bad = [
      { action: 'height', height: -5 },
      { action: 'height', height: 12, extra: true },
      { action: 'hide-spinner', now: 1 },
      { action: 'reload', why: 'x' },
      { action: 'nope' },
      'reload',
    ];
    for (const message of bad) {
      const reply = controller.receive(message);
      expect(reply).toEqual({ ok: false, error: { code: 'VALIDATION_ERROR', description: expect.stringMatching(/^Invalid message: \$/) } });
    }
    vi.runAllTimers();
    expect(acted).not.toHaveBeenCalled();
    expect(onReload).not.toHaveBeenCalled();
    expect(height()).toBe('');
    expect(overlay.hidden).toBe(false);
    expect(dropped).toHaveBeenCalledTimes(bad.length);
    expect(dropped).toHaveBeenCalledWith({ reason: '$.height: below minimum 0', data: bad[0] });
  });

  it('logs dropped messages with console.debug only in debug mode', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    setup().controller.receive({ action: 'x' });
    expect(debug).not.toHaveBeenCalled();
    const iframe = document.createElement('iframe');
    const c = createFrameController({
      iframe, overlay: document.createElement('div'), emitter: createEmitter(), minHeightPx: 0, debug: true, onReload: () => undefined,
    });
    c.receive({ action: 'x' });
    expect(debug).toHaveBeenCalledTimes(1);
    debug.mockRestore();
  });

  it('on/off add and remove handlers; a throwing handler does not stop the others', () => {
    const { controller, emitter } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = vi.fn(() => {
      throw new Error('boom');
    });
    const b = vi.fn();
    emitter.on('hide-spinner', a);
    emitter.on('hide-spinner', b);
    controller.receive({ action: 'hide-spinner' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    emitter.off('hide-spinner', a);
    emitter.off('hide-spinner', b);
    controller.receive({ action: 'hide-spinner' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
