/**
 * Generates host-sdk/src/generated/overlay-themes.json from brands `BRAND_TOKENS`: per brand id, only the
 * tokens the host SDK's loading overlay and load-failure fallback use (chrome-and-consent §2), so the one-file
 * IIFE (6 KB gzip budget, issue #23) does not carry every brand's full palette and font stacks. Each theme is
 * stored as the CSS declarations the overlay sets, ready to append to its `style.cssText` (no key table and no
 * mapping code in the IIFE). Run after changing brands/src/tokens.ts:
 *
 *   npx tsx host-sdk/scripts/generate-overlay-themes.ts
 *
 * `overlay-themes.test.ts` fails when the checked-in file differs from a fresh generation.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BRAND_TOKENS } from '../../brands/src/tokens.ts';

/** Absolute path of the generated file. */
export const OVERLAY_THEMES_PATH = fileURLToPath(new URL('../src/generated/overlay-themes.json', import.meta.url));

/**
 * The file's exact text: brand id -> CSS declarations of five custom properties, e.g.
 * `--thsdk-bg:#ffffff;--thsdk-fg:#0b5fff;--thsdk-track:#d5dae3;--thsdk-text:#14181f;--thsdk-radius:8px`, with
 * bg: background, fg: primary (spinner arc), track: border (spinner track), text: text (fallback message,
 * ≥ 4.5:1 on background), radius: corner radius in px. host-sdk/src/overlay.ts's stylesheet reads them.
 */
export function generateOverlayThemes(): string {
  const themes = Object.fromEntries(
    Object.entries(BRAND_TOKENS).map(([id, t]) => {
      const properties = { bg: t.colors.background, fg: t.colors.primary, track: t.colors.border, text: t.colors.text, radius: `${t.radiusPx}px` };
      return [id, Object.entries(properties).map(([key, value]) => `--thsdk-${key}:${value}`).join(';')];
    }),
  );
  return `${JSON.stringify(themes, null, 2)}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(OVERLAY_THEMES_PATH, generateOverlayThemes());
  console.log(`wrote ${OVERLAY_THEMES_PATH}`);
}
