import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OVERLAY_THEMES_PATH, generateOverlayThemes } from '../scripts/generate-overlay-themes.ts';

describe('generated overlay themes', () => {
  it('is up to date with brands BRAND_TOKENS (run `npx tsx host-sdk/scripts/generate-overlay-themes.ts`)', () => {
    expect(readFileSync(OVERLAY_THEMES_PATH, 'utf8')).toBe(generateOverlayThemes());
  });
});
