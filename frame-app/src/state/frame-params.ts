/**
 * The frame's own URL parameters - `brand`, `locale` and `currency`, which the host SDK puts on the frame URL it
 * mounts - kept across reloads of the frame document (issue #8: "reloading a results URL inside the frame
 * drops the brand and currency (and the INVALID_SESSION reload does exactly that)").
 *
 * In-frame navigation does not carry them (results URLs hold only the search, whose query names are the search
 * API's own), so they live in the current history entry's state under {@link FRAME_PARAMS_HISTORY_KEY}: the
 * browser keeps `history.state` across `location.reload()` and Back/Forward, and a new mount starts with a
 * fresh frame history. React Router keeps its own keys (`usr`, `key`, `idx`) beside ours.
 */
import { FrameBootstrapSchema, type FrameBootstrap } from '@travel/contract';
import type { z } from 'zod';

/** Key of the frame params in `history.state`. */
export const FRAME_PARAMS_HISTORY_KEY = 'travelFrameParams';

/** Names of the frame URL parameters the host SDK sets. */
export const FRAME_URL_PARAMS = ['brand', 'locale', 'currency'] as const;

const FrameParamsSchema = FrameBootstrapSchema.pick({ brandDisplayName: true, locale: true, currency: true });

/** Brand, locale and currency of the frame as the bootstrap names them. */
export type FrameParams = z.infer<typeof FrameParamsSchema>;

/**
 * The bootstrap to start with: the server's (built from the URL's parameters) when the URL has any of
 * {@link FRAME_URL_PARAMS}, else the server's with the params remembered in this history entry (a reload of a
 * page the frame navigated to). Remembered values that do not validate are ignored.
 */
export function restoreFrameParams(bootstrap: FrameBootstrap, win: Pick<Window, 'location' | 'history'>): FrameBootstrap {
  const search = new URLSearchParams(win.location.search);
  if (FRAME_URL_PARAMS.some((name) => search.has(name))) return bootstrap;
  const state: unknown = win.history.state;
  const remembered = FrameParamsSchema.safeParse((state as Record<string, unknown> | null)?.[FRAME_PARAMS_HISTORY_KEY]);
  return remembered.success ? { ...bootstrap, ...remembered.data } : bootstrap;
}

/** Records `params` in the current history entry's state (same URL, no new entry), keeping everything else there. */
export function rememberFrameParams(params: FrameParams, win: Pick<Window, 'history'>): void {
  const state: unknown = win.history.state;
  const current = (state as Record<string, unknown> | null)?.[FRAME_PARAMS_HISTORY_KEY] as Partial<FrameParams> | undefined;
  if (current?.brandDisplayName === params.brandDisplayName && current.locale === params.locale && current.currency === params.currency) return;
  win.history.replaceState({ ...(state as object | null), [FRAME_PARAMS_HISTORY_KEY]: params }, '');
}

/**
 * The frame route to report to the host (contract `FrameRouteSchema`): the router location (whose pathname
 * includes the basename `/p/{partnerId}`) relative to `basename`, without a leading slash and without
 * {@link FRAME_URL_PARAMS}, e.g. `hotels/4/2026-12-01/2026-12-03?guests=2`.
 */
export function frameRouteOf(location: { pathname: string; search: string }, basename: string): string {
  const inside = location.pathname.startsWith(`${basename}/`) || location.pathname === basename;
  const path = (inside ? location.pathname.slice(basename.length) : location.pathname).replace(/^\/+/, '');
  const search = new URLSearchParams(location.search);
  if (!FRAME_URL_PARAMS.some((name) => search.has(name))) return path + location.search;
  for (const name of FRAME_URL_PARAMS) search.delete(name);
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}`;
}
