import { describe, expect, it } from 'vitest';
import { frameTopHidden } from './new-page-scroll.ts';

describe('frameTopHidden', () => {
  it("is true once the partner page has scrolled past the frame's top, or the frame itself is scrolled", () => {
    expect(frameTopHidden({ frameTop: 120 }, 0)).toBe(false);
    expect(frameTopHidden({ frameTop: 0 }, 0)).toBe(false);
    expect(frameTopHidden({ frameTop: -900 }, 0)).toBe(true);
    expect(frameTopHidden(null, 0)).toBe(false);
    expect(frameTopHidden(null, 300)).toBe(true);
  });
});
