/**
 * The frame's one stacking scale (issue #22 "every overlay stacks above every map, video or sticky element"). Every
 * `z-index` in frame-app CSS reads one of these through its custom property (`--z-<layer>`, set by
 * {@link layerCssVariables} beside the brand colours), never a literal. The layers, bottom to top:
 *
 * - `base`: in-flow content. A map or video is an isolated stacking context at this level (`isolation: isolate`), so
 *   its own layers (Leaflet's panes at 200-700, its controls at 1000) can never rise above anything outside it.
 * - `raised`: a control drawn over its own content (a strip's scroll arrows).
 * - `sticky`: sticky or fixed page furniture (a sticky summary, the skip link when focused).
 * - `floating`: small non-modal things anchored to the page (the account notice under the header button).
 * - `banner`: the non-modal consent surfaces (cookie banner, disclaimers).
 * - `drawer`: non-modal panels the visitor opened (the navigation drawer), and page toasts.
 * - `decoration`: click-through effects (confetti, snow): above the page, below anything modal.
 * - `modal`: modal backdrops with their dialogs, sheets and full-screen dialogs; anything floating on the page
 *   (e.g. the Feedback launcher) is below their dimmed background.
 * - `popover`: popovers, menus, list boxes and tooltips: above `modal`, because they also open from inside dialogs.
 *
 * Values are small integers with gaps, so a layer can be added between two without renumbering.
 */
export const Z_LAYERS = {
  base: 0,
  raised: 1,
  sticky: 10,
  floating: 20,
  banner: 30,
  drawer: 40,
  decoration: 45,
  modal: 50,
  popover: 60,
} as const;

/** A layer name of {@link Z_LAYERS}. */
export type ZLayer = keyof typeof Z_LAYERS;

/** `--z-base`, `--z-raised`, … `--z-popover`: one custom property per layer of {@link Z_LAYERS}, value a plain integer. */
export function layerCssVariables(): Record<`--z-${ZLayer}`, string> {
  return Object.fromEntries(Object.entries(Z_LAYERS).map(([name, z]) => [`--z-${name}`, String(z)])) as Record<`--z-${ZLayer}`, string>;
}
