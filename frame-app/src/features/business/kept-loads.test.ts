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

  it('forgetFailureOfAnotherVisit forgets a failed load asked on another visit only', async () => {
    let reject!: (e: Error) => void;
    const fetch = vi.fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise((_, r) => { reject = r; }))
      .mockRejectedValueOnce(new Error('403'))
      .mockResolvedValue('policy');
    const loads = createKeptLoads(fetch, 'test banner');
    const first = loads.get('p1', 'visit-1');
    expect(loads.forgetFailureOfAnotherVisit('p1', 'visit-2')).toBe(false); // still pending
    reject(new Error('403'));
    expect(await first).toBeNull();
    expect(loads.forgetFailureOfAnotherVisit('p1', 'visit-1')).toBe(false); // this visit's own refusal stays
    expect(await loads.get('p1', 'visit-1')).toBeNull();
    expect(loads.forgetFailureOfAnotherVisit('p1', 'visit-2')).toBe(true);
    expect(await loads.get('p1', 'visit-2')).toBeNull();
    expect(loads.forgetFailureOfAnotherVisit('p1', 'visit-3')).toBe(true);
    expect(await loads.get('p1', 'visit-3')).toBe('policy');
    expect(loads.forgetFailureOfAnotherVisit('p1', 'visit-4')).toBe(false); // a load that answered stays
    expect(await loads.get('p1', 'visit-4')).toBe('policy');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('forgetAll makes every key ask again (after an admin change)', async () => {
    const fetch = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    const loads = createKeptLoads(fetch, 'test banner');
    expect(await loads.get('p1')).toBe(1);
    loads.forgetAll();
    expect(await loads.get('p1')).toBe(2);
  });
});
