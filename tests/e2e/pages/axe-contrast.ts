/**
 * axe-core checks of the product frame on the demo partner page (issue #8: no serious colour-contrast
 * violation in any brand). @axe-core/playwright injects axe into every frame of the page, cross-origin ones
 * included, so one analysis of the partner page scoped with `.include` to the frame's container covers the
 * frame's document and leaves the partner page's own markup out.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The demo partner page's container of the product iframe. */
const FRAME_CONTAINER = '#travel-frame';

/** Impacts that fail the check. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One failing node, short enough to read in a test report. */
export interface ContrastFinding {
  /** axe's target: the iframe selector, then the selector inside the frame. */
  target: string;
  /** axe's message, e.g. "Element has insufficient color contrast of 1.44 (foreground color: ...)". */
  message: string;
  html: string;
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA rules) on the frame and returns the serious or critical `color-contrast`
 * violations, one entry per element. Other rules run but are not returned.
 */
export async function frameContrastViolations(page: Page): Promise<ContrastFinding[]> {
  const results = await new AxeBuilder({ page })
    .include(FRAME_CONTAINER)
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  return results.violations
    .filter((v) => v.id === 'color-contrast' && FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((n) => ({
        target: JSON.stringify(n.target),
        message: n.any.map((c) => c.message).join('; ') || n.failureSummary || v.help,
        html: n.html.slice(0, 160),
      })),
    );
}

/** Soft-asserts that the frame has no serious colour-contrast violation; `step` names the screen in the report. */
export async function expectNoContrastViolations(page: Page, step: string): Promise<void> {
  const findings = await frameContrastViolations(page);
  expect.soft(findings, `${step}: serious color-contrast violations`).toEqual([]);
}
