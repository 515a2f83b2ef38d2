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
import { FrameBootstrapSchema, FrameLogoQuerySchema, LOGO_URL_PARAMS, type FrameBootstrap, type FrameLogoOptions } from '@travel/contract';
import { pick, type z } from 'zod/mini';
import { logger, type Logger } from './logger.ts';

/**
 * Frame URL parameter the host SDK sets (`cmp=host`, MountOptions.consentManagedByHost) when the partner's own CMP
 * manages consent (issue #13); like the params above it is not part of the reported route, and it is kept in
 * `history.state` under {@link HOST_CMP_HISTORY_KEY} so a reload of a page the frame navigated to keeps it.
 */
export const HOST_CMP_URL_PARAM = 'cmp';
export const HOST_CMP_HISTORY_KEY = 'travelHostCmp';

/**
 * Whether the partner's CMP manages consent for this frame: `cmp=host` in the URL, or remembered in this history
 * entry. When true it is remembered in the entry (call again after each navigation, as for the frame params).
 */
export function rememberHostCmp(win: { location: Pick<Location, 'search'>; history: Pick<History, 'state' | 'replaceState'> }, known = false): boolean {
  const state = win.history.state as Record<string, unknown> | null;
  const hostCmp = known || new URLSearchParams(win.location.search).get(HOST_CMP_URL_PARAM) === 'host' || state?.[HOST_CMP_HISTORY_KEY] === true;
  if (hostCmp && state?.[HOST_CMP_HISTORY_KEY] !== true) win.history.replaceState({ ...state, [HOST_CMP_HISTORY_KEY]: true }, '');
  return hostCmp;
}

/** Key of the frame params in `history.state`. */
export const FRAME_PARAMS_HISTORY_KEY = 'travelFrameParams';

/** Names of the frame URL parameters the host SDK sets (`logo` and `presentation`: the header logo choice, issue #10). */
export const FRAME_URL_PARAMS = ['brand', 'locale', 'currency', LOGO_URL_PARAMS.variant, LOGO_URL_PARAMS.presentation] as const;

const FrameParamsSchema = pick(FrameBootstrapSchema, { brandDisplayName: true, locale: true, currency: true, logo: true });

/**
 * The logo choice each window started with (set by {@link restoreFrameParams}), so {@link rememberFrameParams}
 * keeps it in every history entry the frame creates without its callers passing it.
 */
const logoByWindow = new WeakMap<object, FrameLogoOptions>();

/**
 * The header logo choice of the frame URL's `logo` and `presentation` parameters (contract FrameLogoQuerySchema),
 * or `undefined` when the URL has neither. A value the schema refuses is logged
 * (`Unknown logo choice logo="x", using default`) and replaced by its default.
 */
export function logoOptionsFromQuery(search: URLSearchParams, log: Pick<Logger, 'warn'> = logger): FrameLogoOptions | undefined {
  const variant = search.get(LOGO_URL_PARAMS.variant);
  const presentation = search.get(LOGO_URL_PARAMS.presentation);
  if (variant === null && presentation === null) return undefined;
  const query = FrameLogoQuerySchema.safeParse({ logo: variant ?? undefined, presentation: presentation ?? undefined });
  if (query.success) return { variant: query.data.logo ?? 'default', presentation: query.data.presentation ?? '' };
  const logo = FrameLogoQuerySchema.shape.logo.safeParse(variant ?? undefined);
  const shown = FrameLogoQuerySchema.shape.presentation.safeParse(presentation ?? undefined);
  if (!logo.success) log.warn(`Unknown logo choice logo="${variant}", using default`);
  if (!shown.success) log.warn(`Unknown logo choice presentation="${presentation}", using default`);
  return { variant: (logo.success && logo.data) || 'default', presentation: (shown.success && shown.data) || '' };
}

/** Brand, locale and currency of the frame as the bootstrap names them. */
export type FrameParams = z.infer<typeof FrameParamsSchema>;

/**
 * The bootstrap to start with: the server's (built from the URL's parameters) when the URL has any of
 * {@link FRAME_URL_PARAMS}, else the server's with the params remembered in this history entry (a reload of a
 * page the frame navigated to). Remembered values that do not validate are ignored.
 */
export function restoreFrameParams(bootstrap: FrameBootstrap, win: Pick<Window, 'location' | 'history'>): FrameBootstrap {
  const search = new URLSearchParams(win.location.search);
  if (FRAME_URL_PARAMS.some((name) => search.has(name))) {
    const logo = logoOptionsFromQuery(search);
    if (!logo) return bootstrap;
    logoByWindow.set(win, logo);
    return { ...bootstrap, logo };
  }
  const state: unknown = win.history.state;
  const remembered = FrameParamsSchema.safeParse((state as Record<string, unknown> | null)?.[FRAME_PARAMS_HISTORY_KEY]);
  if (remembered.success && remembered.data.logo) logoByWindow.set(win, remembered.data.logo);
  return remembered.success ? { ...bootstrap, ...remembered.data } : bootstrap;
}

/**
 * Records `params` in the current history entry's state (same URL, no new entry), keeping everything else there.
 * Without `params.logo`, the logo choice this window started with ({@link restoreFrameParams}) is recorded.
 */
export function rememberFrameParams(params: FrameParams, win: Pick<Window, 'history'>): void {
  const logo = params.logo ?? logoByWindow.get(win);
  const next: FrameParams = logo ? { ...params, logo } : params;
  const state: unknown = win.history.state;
  const current = (state as Record<string, unknown> | null)?.[FRAME_PARAMS_HISTORY_KEY] as Partial<FrameParams> | undefined;
  if (
    current?.brandDisplayName === next.brandDisplayName && current.locale === next.locale && current.currency === next.currency &&
    current.logo?.variant === next.logo?.variant && current.logo?.presentation === next.logo?.presentation
  ) return;
  win.history.replaceState({ ...(state as object | null), [FRAME_PARAMS_HISTORY_KEY]: next }, '');
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
  const dropped = [...FRAME_URL_PARAMS, HOST_CMP_URL_PARAM];
  if (!dropped.some((name) => search.has(name))) return path + location.search;
  for (const name of dropped) search.delete(name);
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}`;
}
