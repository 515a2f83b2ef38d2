import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confettiAlreadyShown, confettiOptions, confettiStorage, scheduleConfetti, type ConfettiEnvironment } from './confetti.ts';
import { CONFETTI_DELAY_MS, CONFETTI_SHOWN_STORAGE_KEY } from './constants.ts';

/** A Map-backed Storage stand-in shared by "page loads" of one browser. */
function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function environment(storage: ConfettiEnvironment['storage'], reducedMotion = false) {
  const play = vi.fn();
  const env: ConfettiEnvironment = {
    storage,
    reducedMotion,
    play,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle),
  };
  return { env, play };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Pride confetti once per browser', () => {
  it('plays 1000 ms after the Pride logo shows, records it, and not again on the next page load', () => {
    const storage = memoryStorage();
    const first = environment(storage);
    expect(scheduleConfetti(first.env).decision).toBe('scheduled');
    vi.advanceTimersByTime(CONFETTI_DELAY_MS - 1);
    expect(first.play).not.toHaveBeenCalled();
    expect(storage.data.has(CONFETTI_SHOWN_STORAGE_KEY)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.play).toHaveBeenCalledTimes(1);
    expect(storage.data.has(CONFETTI_SHOWN_STORAGE_KEY)).toBe(true);

    const reload = environment(storage);
    expect(scheduleConfetti(reload.env).decision).toBe('already-shown');
    vi.advanceTimersByTime(CONFETTI_DELAY_MS * 5);
    expect(reload.play).not.toHaveBeenCalled();
  });

  it('a logo that goes away before the delay plays nothing and records nothing', () => {
    const storage = memoryStorage();
    const { env, play } = environment(storage);
    const { cancel } = scheduleConfetti(env);
    vi.advanceTimersByTime(CONFETTI_DELAY_MS / 2);
    cancel();
    vi.advanceTimersByTime(CONFETTI_DELAY_MS);
    expect(play).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });

  it('two logos scheduled together in one browser play it once', () => {
    const storage = memoryStorage();
    const a = environment(storage);
    const b = environment(storage);
    scheduleConfetti(a.env);
    scheduleConfetti(b.env);
    vi.advanceTimersByTime(CONFETTI_DELAY_MS);
    expect(a.play.mock.calls.length + b.play.mock.calls.length).toBe(1);
  });

  it('reduced motion: no confetti and nothing recorded', () => {
    const storage = memoryStorage();
    const { env, play } = environment(storage, true);
    expect(scheduleConfetti(env).decision).toBe('reduced-motion');
    vi.advanceTimersByTime(CONFETTI_DELAY_MS * 2);
    expect(play).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });

  it('storage that is missing or throws counts as already shown (once could not be kept)', () => {
    expect(confettiAlreadyShown(undefined)).toBe(true);
    expect(confettiAlreadyShown({ getItem: () => { throw new Error('SecurityError'); } })).toBe(true);
    const { env, play } = environment({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } });
    scheduleConfetti(env);
    vi.advanceTimersByTime(CONFETTI_DELAY_MS);
    expect(play).not.toHaveBeenCalled();
  });
});

describe('confettiOptions', () => {
  it('maps the §9 constants onto canvas-confetti', () => {
    expect(confettiOptions({ x: 0.1, y: 0.05 })).toMatchObject({
      particleCount: 500,
      gravity: 0.3,
      decay: 0.95,
      scalar: 1,
      origin: { x: 0.1, y: 0.05 },
      disableForReducedMotion: true,
    });
    // No piece launches faster than the terminal velocity 5 (launch speeds reach 1.5 x startVelocity).
    expect(confettiOptions({ x: 0, y: 0 }).startVelocity! * 1.5).toBeCloseTo(5);
  });
});

describe('confettiStorage', () => {
  it('uses localStorage when the frame may read it', () => {
    const storage = memoryStorage();
    expect(confettiStorage({ localStorage: storage as unknown as Storage, document: {} as Document })).toBe(storage);
  });

  it('falls back to a partitioned cookie when a cross-site frame is denied localStorage', () => {
    const jar: string[] = [];
    const doc = {
      get cookie() {
        return jar.map((c) => c.split(';')[0]).join('; ');
      },
      set cookie(value: string) {
        jar.push(value);
      },
    };
    const win = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      document: doc as unknown as Document,
    };
    const storage = confettiStorage(win)!;
    expect(storage.getItem(CONFETTI_SHOWN_STORAGE_KEY)).toBeNull();
    storage.setItem(CONFETTI_SHOWN_STORAGE_KEY, '2026-06-01T10:00:00.000Z');
    expect(jar[0]).toMatch(/^chrome\.logo\.confettiShown=2026-06-01T10%3A00%3A00\.000Z; Max-Age=31536000; Path=\/; SameSite=None; Secure; Partitioned$/);
    expect(storage.getItem(CONFETTI_SHOWN_STORAGE_KEY)).toBe('2026-06-01T10:00:00.000Z');
  });
});
