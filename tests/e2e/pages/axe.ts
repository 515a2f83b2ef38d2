/**
 * axe-core checks of the product frame on a demo partner page (issue #10 "axe-core reports no serious or critical
 * violation"). @axe-core/playwright injects axe into every frame of the page, cross-origin ones included, so one
 * analysis scoped with `.include` to the frame's container covers the frame's document and leaves the partner
 * page's own markup out.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Impacts that fail the check. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One failing node, short enough to read in a test report. */
export interface AxeFinding {
  /** axe rule id, e.g. `label`, `color-contrast`. */
  rule: string;
  impact: string;
  /** axe's target: the iframe selector, then the selector inside the frame. */
  target: string;
  message: string;
  html: string;
}

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA rules plus best practices, or only the axe rule ids `rules` when given) on the
 * element `container` of the partner page (default `#travel-frame`, the SDK's frame container) and returns every
 * serious or critical violation, one entry per element.
 */
export async function frameViolations(page: Page, container = '#travel-frame', rules?: readonly string[]): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page }).include(container);
  const results = await (rules ? builder.withRules([...rules]) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])).analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        impact: v.impact ?? '',
        target: JSON.stringify(n.target),
        message: n.any.map((c) => c.message).join('; ') || n.failureSummary || v.help,
        html: n.html.slice(0, 160),
      })),
    );
}

/** Soft-asserts that the frame has no serious or critical axe violation; `step` names the screen in the report. */
export async function expectNoSeriousViolations(page: Page, step: string, container?: string): Promise<void> {
  const findings = await frameViolations(page, container);
  expect.soft(findings, `${step}: serious or critical axe violations`).toEqual([]);
}
