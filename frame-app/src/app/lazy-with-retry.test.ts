// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheBusted, lazyWithRetry, moduleUrlFromError } from './lazy-with-retry.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyWithRetry', () => {
  it('returns the module when the first import works', async () => {
    const importer = vi.fn(async () => ({ Component: 'page' }));
    await expect(lazyWithRetry(importer)()).resolves.toEqual({ Component: 'page' });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('retries twice with a cache-busting query after 200 ms then 400 ms', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
    const importer = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/page-1.js')));
    const importUrl = vi.fn((u: string) => (importUrl.mock.calls.length < 2 ? Promise.reject(new Error(`nope ${u}`)) : Promise.resolve({ ok: u })));
    const log = { error: vi.fn() };
    const promise = lazyWithRetry(importer, '/assets/page-1.js', { importUrl, log })();

    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importUrl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(199);
    expect(importUrl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(importUrl).toHaveBeenCalledTimes(1);
    expect(importUrl).toHaveBeenLastCalledWith('/assets/page-1.js?t=1700000000200');
    await vi.advanceTimersByTimeAsync(399);
    expect(importUrl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importUrl).toHaveBeenCalledTimes(2);
    expect(importUrl).toHaveBeenLastCalledWith('/assets/page-1.js?t=1700000000600');
    await expect(promise).resolves.toEqual({ ok: '/assets/page-1.js?t=1700000000600' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs and rethrows the last error after the retries', async () => {
    vi.useFakeTimers();
    const last = new Error('third');
    const errors = [new Error('first'), new Error('second'), last];
    const importer = vi.fn(() => Promise.reject(errors.shift()));
    const log = { error: vi.fn() };
    const promise = lazyWithRetry(importer, undefined, { log })();
    const settled = promise.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(600);
    await expect(settled).resolves.toBe(last);
    expect(importer).toHaveBeenCalledTimes(3); // no URL known: the importer itself is retried
    expect(log.error).toHaveBeenCalledWith('Dynamic import failed', last);
  });

  it('takes the module URL from the browser error message when none is given', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://p.example/assets/a-123.js')));
    const importUrl = vi.fn(async () => ({ ok: true }));
    const promise = lazyWithRetry(importer, undefined, { importUrl, now: () => 5 })();
    await vi.advanceTimersByTimeAsync(200);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(importUrl).toHaveBeenCalledWith('https://p.example/assets/a-123.js?t=5');
  });
});

describe('helpers', () => {
  it('moduleUrlFromError and cacheBusted', () => {
    expect(moduleUrlFromError(new Error('error loading dynamically imported module: http://h/a.js'))).toBe('http://h/a.js');
    expect(moduleUrlFromError(new Error('Importing a module script failed.'))).toBeUndefined();
    expect(cacheBusted('/a.js?v=1&t=2', 9)).toBe('/a.js?v=1&t=9');
  });
});
