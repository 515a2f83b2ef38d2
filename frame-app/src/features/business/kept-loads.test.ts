import { describe, expect, it, vi } from 'vitest';
import { createKeptLoads } from './kept-loads.ts';

describe('kept front door loads', () => {
  it('asks once per key while kept, and a refused load is asked again only after the front door went away', async () => {
    const fetch = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('403 MISSING_TWO_FACTOR_AUTHENTICATION')).mockResolvedValue('messages');
    const loads = createKeptLoads(fetch, 'test banner');
    expect(await loads.get('p1')).toBeNull();
    expect(await loads.get('p1')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    loads.forgetFailed('p1');
    expect(await loads.get('p1')).toBe('messages');
    loads.forgetFailed('p1');
    expect(await loads.get('p1')).toBe('messages');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a load still pending when the front door goes away is dropped if it then fails', async () => {
    let reject!: (e: Error) => void;
    const fetch = vi.fn<() => Promise<string>>().mockReturnValueOnce(new Promise((_, r) => { reject = r; })).mockResolvedValue('policy');
    const loads = createKeptLoads(fetch, 'test banner');
    const first = loads.get('p1');
    loads.forgetFailed('p1');
    reject(new Error('offline'));
    expect(await first).toBeNull();
    expect(await loads.get('p1')).toBe('policy');
  });

  it('forgetAll makes every key ask again (after an admin change)', async () => {
    const fetch = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    const loads = createKeptLoads(fetch, 'test banner');
    expect(await loads.get('p1')).toBe(1);
    loads.forgetAll();
    expect(await loads.get('p1')).toBe(2);
  });
});
