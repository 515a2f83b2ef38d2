/**
 * Issue #22: one z-index scale (brands layers.ts, `--z-*` custom properties) for every overlay, map and sticky
 * element of the frame. Every `z-index` in the frame's CSS reads a layer of the scale, never a literal number, and
 * every layer a stylesheet names exists; the scale puts modal dialogs above every non-modal thing on the page and
 * popovers above dialogs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Z_LAYERS, layerCssVariables } from '@travel/brands/core';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('the z-index scale', () => {
  const declarations = cssFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/z-index:\s*([^;]+);/g)].map((m) => ({ file: file.slice(SRC.length), value: (m[1] ?? '').trim() })),
  );

  it('is what every z-index of the frame CSS reads, with layers that exist', () => {
    expect(declarations.length).toBeGreaterThan(15);
    const known = Object.keys(layerCssVariables());
    const wrong = declarations.filter(({ value }) => {
      const layer = /^var\((--z-[a-z]+)\)(\s*!important)?$/.exec(value)?.[1];
      return layer === undefined || !known.includes(layer);
    });
    expect(wrong).toEqual([]);
  });

  it('puts modal dialogs above everything on the page, and popovers above dialogs', () => {
    const below = (['base', 'raised', 'sticky', 'floating', 'banner', 'drawer', 'decoration'] as const).map((l) => Z_LAYERS[l]);
    expect(Math.max(...below)).toBeLessThan(Z_LAYERS.modal);
    expect(Z_LAYERS.popover).toBeGreaterThan(Z_LAYERS.modal);
    // Leaflet's panes (up to 700) and controls (1000) never meet this scale: the map is its own stacking context.
    expect(readFileSync(join(SRC, 'features/hotel-map/hotel-map.module.css'), 'utf8')).toMatch(/\.map \{[^}]*isolation: isolate;/);
  });
});
