/**
 * axe-core colour-contrast checks of the product frame on the demo partner page (issue #8: no serious
 * colour-contrast violation in any brand), built on the general check in axe.ts.
 */
import { expect, type Page } from '@playwright/test';
import { frameViolations, type AxeFinding } from './axe.ts';

/** One failing node, short enough to read in a test report. */
export type ContrastFinding = Pick<AxeFinding, 'target' | 'message' | 'html'>;

/**
 * The serious or critical `color-contrast` violations in the frame, one entry per element. Only that rule runs (issue
 * #23 "the test suite in minutes": the whole WCAG set ran on every screen of contrast.spec.ts's nine brands, and all
 * but this rule's findings were thrown away).
 */
export async function frameContrastViolations(page: Page): Promise<ContrastFinding[]> {
  return (await frameViolations(page, undefined, ['color-contrast'])).filter((f) => f.rule === 'color-contrast').map(({ target, message, html }) => ({ target, message, html }));
}

/** Soft-asserts that the frame has no serious colour-contrast violation; `step` names the screen in the report. */
export async function expectNoContrastViolations(page: Page, step: string): Promise<void> {
  const findings = await frameContrastViolations(page);
  expect.soft(findings, `${step}: serious color-contrast violations`).toEqual([]);
}
