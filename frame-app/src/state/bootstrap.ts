/**
 * The frame's bootstrap data: embedded by the server in `<script id="frame-bootstrap" type="application/json">`
 * (contract FrameBootstrapSchema). Read once at start-up; tests inject their own value into the store.
 */
import { atom } from 'jotai';
import { FRAME_BOOTSTRAP_ELEMENT_ID, FrameBootstrapSchema, type FrameBootstrap } from '@travel/contract';

/**
 * Reads and validates the bootstrap JSON from the page.
 * @throws Error when the element is missing, or a SyntaxError / ZodError when its content is malformed.
 */
export function readBootstrap(doc: Document = document): FrameBootstrap {
  const element = doc.getElementById(FRAME_BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error(`Missing <script id="${FRAME_BOOTSTRAP_ELEMENT_ID}"> bootstrap data`);
  }
  return FrameBootstrapSchema.parse(JSON.parse(element.textContent));
}

/** Router basename for a partner: `/p/{partnerId}`. */
export function basenameFor(bootstrap: Pick<FrameBootstrap, 'partner'>): string {
  return `/p/${bootstrap.partner.id}`;
}

/**
 * The parsed bootstrap. Must be set (store.set) before anything reads it; reading it unset throws,
 * which surfaces a wiring mistake immediately instead of rendering a half-configured frame.
 */
const bootstrapValueAtom = atom<FrameBootstrap | null>(null);

export const bootstrapAtom = atom(
  (get) => {
    const value = get(bootstrapValueAtom);
    if (!value) throw new Error('bootstrapAtom read before the bootstrap was set');
    return value;
  },
  (_get, set, value: FrameBootstrap) => set(bootstrapValueAtom, value),
);

/**
 * Raster tiles for the hotel maps from the server's MAP_TILE_URL (FrameBootstrap `mapTiles`; issue #22 item 5), or
 * undefined when none is configured or the bootstrap is not set yet (unit tests that render a map alone).
 */
export const mapTilesAtom = atom((get) => get(bootstrapValueAtom)?.mapTiles);

/** Router basename derived from the bootstrap (`/p/{partnerId}`). */
export const basenameAtom = atom((get) => basenameFor(get(bootstrapAtom)));
