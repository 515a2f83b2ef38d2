/**
 * The journeys' expect timeout, ms: playwright.config.ts sets it for every `expect`, and pages/frame-fields.ts
 * `clickVisible` gives its last press as long (one place, so the two cannot drift apart).
 */
export const EXPECT_TIMEOUT_MS = 15_000;
