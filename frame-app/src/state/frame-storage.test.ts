// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameLocalStorage, frameSessionStorage, resetFrameStorageForTests } from './frame-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  resetFrameStorageForTests();
  window.sessionStorage.clear();
});

describe('frame storage', () => {
  it('uses Web Storage when the frame may', () => {
    resetFrameStorageForTests();
    const s = frameSessionStorage();
    expect(s.kind).toBe('web-storage');
    s.setItem('tripSaveLater', '{"a":1}');
    expect(window.sessionStorage.getItem('tripSaveLater')).toBe('{"a":1}');
    s.removeItem('tripSaveLater');
    expect(s.getItem('tripSaveLater')).toBeNull();
  });

  it('keeps values elsewhere when the cross-site frame is denied Web Storage, and never throws', () => {
    const deny = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(deny);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(deny);
    resetFrameStorageForTests();
    for (const s of [frameSessionStorage(), frameLocalStorage()]) {
      expect(s.kind).not.toBe('web-storage');
      s.setItem('trips.sign-in.closed', '1');
      expect(s.getItem('trips.sign-in.closed')).toBe('1');
      s.removeItem('trips.sign-in.closed');
      expect(s.getItem('trips.sign-in.closed')).toBeNull();
    }
  });

  it('swallows a write the browser refuses (quota)', () => {
    resetFrameStorageForTests();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => frameSessionStorage().setItem('k', 'v')).not.toThrow();
    expect(frameSessionStorage().getItem('k')).toBeNull();
  });
});
