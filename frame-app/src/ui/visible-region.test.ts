/** When a modal opening in a partner page first brings the frame's top to the viewport top (issue #22). */
import { describe, expect, it } from 'vitest';
import { shouldRevealFrameTop } from './visible-region.ts';

describe('shouldRevealFrameTop', () => {
  it('only when the frame starts below the viewport top and goes on below its bottom', () => {
    // Desktop 900 px high, frame top 417 px down, frame 1595 px tall: only 483 px of it show.
    expect(shouldRevealFrameTop({ scrollY: 0, viewportHeight: 900, frameTop: 417 }, 1595)).toBe(true);
    // Scrolled past the frame's top: the region already is the whole viewport.
    expect(shouldRevealFrameTop({ scrollY: 600, viewportHeight: 900, frameTop: -183 }, 1595)).toBe(false);
    expect(shouldRevealFrameTop({ scrollY: 417, viewportHeight: 900, frameTop: 0 }, 1595)).toBe(false);
    // A short frame wholly on screen: scrolling would not give the dialog more room.
    expect(shouldRevealFrameTop({ scrollY: 0, viewportHeight: 900, frameTop: 200 }, 600)).toBe(false);
    // Not embedded, or the host has not said.
    expect(shouldRevealFrameTop(null, 1595)).toBe(false);
  });
});
