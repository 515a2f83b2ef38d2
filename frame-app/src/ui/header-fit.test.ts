// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HEADER_FIT_ATTRIBUTE, fitHeaderRow } from './header-fit.ts';

/** A row whose content width depends on the steps taken: `widths[n]` px after n steps, in a `box` px wide box. */
function row(box: number, widths: number[]): HTMLElement {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { get: () => box });
  Object.defineProperty(el, 'scrollWidth', {
    get: () => widths[(el.getAttribute(HEADER_FIT_ATTRIBUTE) ?? '').split(' ').filter(Boolean).length] ?? 0,
  });
  return el;
}

describe('fitHeaderRow (issue #22)', () => {
  it('takes no step when the row fits, and removes the steps a wider row no longer needs', () => {
    const el = row(800, [700]);
    el.setAttribute(HEADER_FIT_ATTRIBUTE, 'labels trips');
    expect(fitHeaderRow(el)).toBe(0);
    expect(el.hasAttribute(HEADER_FIT_ATTRIBUTE)).toBe(false);
  });

  it('takes the fewest steps, in order, with which the row fits', () => {
    const el = row(340, [600, 500, 420, 330]);
    expect(fitHeaderRow(el)).toBe(3);
    expect(el.getAttribute(HEADER_FIT_ATTRIBUTE)).toBe('labels trips account');
  });

  it('takes every step when nothing fits', () => {
    const el = row(100, [900, 800, 700, 600, 500, 400, 300]);
    expect(fitHeaderRow(el)).toBe(6);
    expect(el.getAttribute(HEADER_FIT_ATTRIBUTE)).toBe('labels trips account logo tight visitor');
  });
});
