/** Shape of one generated wordmark (brands/src/wordmark-paths.generated.ts, scripts/generate-wordmarks.ts). */
export interface SetWordmarkPath {
  /** SVG path data of the text outline, text starting at x = 0, baseline at y = 23 (SVG user units). */
  d: string;
  /** Advance width of the whole text, SVG user units (rounded up). */
  width: number;
  /** Bounding box of the outline, SVG user units. */
  bounds: { x1: number; y1: number; x2: number; y2: number };
}
